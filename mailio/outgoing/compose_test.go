package outgoing_test

import (
	"bytes"
	"errors"
	"mime"
	"net/mail"
	"slices"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/incoming"
	"adjutant/mailio/outgoing"
)

var judge = mail.Address{Name: "Adjutant Judge", Address: "judge@adjutant.example"}

func reply(body, subject string) outgoing.Message {
	return outgoing.Message{
		From:       judge,
		To:         []mail.Address{{Name: "王小明", Address: "xiaoming@163.example"}},
		Subject:    subject,
		Body:       body,
		MessageID:  outgoing.NewMessageID("adjutant.example", "game1.s1901m.42"),
		InReplyTo:  "<6a1f2e3d.4c5b@163.example>",
		References: []string{"<game1.s1901m.7@adjutant.example>"},
		Auto:       outgoing.AutoReplied,
		Date:       time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC),
	}
}

// parseBack runs the composed mail through the real incoming parser.
func parseBack(t *testing.T, raw []byte) *incoming.Message {
	t.Helper()
	m, err := incoming.Parse(raw, nil)
	if err != nil {
		t.Fatalf("incoming.Parse: %v\n%s", err, raw)
	}
	if m.Broken != "" {
		t.Fatalf("incoming.Parse: Broken = %q\n%s", m.Broken, raw)
	}
	return m
}

func TestRoundTrip(t *testing.T) {
	cases := []struct {
		name, subject, body, cte string
	}{
		{"ascii", "game1 Spring 1901 results", "Your orders:\nA Par-Bur\nF Bre-MAO\n", "7bit"},
		{"accents", "Résultats du printemps 1901", "Vos ordres ont été acceptés.\nA Par-Bur\n", "quoted-printable"},
		{"chinese", "第一局 1901年春季 结果", "你的命令已被接受。\n陆军 巴黎 - 勃艮第\n舰队 布雷斯特 - 大西洋中部\n", "base64"},
		{"long line", "map", strings.Repeat("=-", 700) + "\nend\n", "quoted-printable"},
		{"crlf input", "x", "line one\r\nline two\r\n", "7bit"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			msg := reply(c.body, c.subject)
			raw, err := outgoing.Compose(msg)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(raw, []byte("Content-Transfer-Encoding: "+c.cte+"\r\n")) {
				t.Errorf("want transfer encoding %s in\n%s", c.cte, raw)
			}
			m := parseBack(t, raw)
			wantBody := strings.TrimRight(strings.ReplaceAll(c.body, "\r\n", "\n"), "\n")
			if m.TextAsWritten != wantBody {
				t.Errorf("body round trip:\n got %q\nwant %q", m.TextAsWritten, wantBody)
			}
			if m.Subject != c.subject {
				t.Errorf("Subject = %q, want %q", m.Subject, c.subject)
			}
			if m.MessageID != msg.MessageID || m.InReplyTo != msg.InReplyTo {
				t.Errorf("ids = %q %q, want %q %q", m.MessageID, m.InReplyTo, msg.MessageID, msg.InReplyTo)
			}
			wantRefs := []string{"<game1.s1901m.7@adjutant.example>", "<6a1f2e3d.4c5b@163.example>"}
			if !slices.Equal(m.References, wantRefs) {
				t.Errorf("References = %q, want %q", m.References, wantRefs)
			}
			if m.From != judge {
				t.Errorf("From = %+v", m.From)
			}
			if !m.Date.Equal(msg.Date) {
				t.Errorf("Date = %v", m.Date)
			}
			// Our own mail coming back must be recognised as automatic.
			if !strings.Contains(m.Robot, "auto-replied") {
				t.Errorf("Robot = %q, want Auto-Submitted to be seen", m.Robot)
			}
			checkLines(t, raw)
		})
	}
}

// checkLines asserts RFC 5322 section 2.1.1: CRLF line ends only and no
// line over 998 octets.
func checkLines(t *testing.T, raw []byte) {
	t.Helper()
	if !bytes.HasSuffix(raw, []byte("\r\n")) {
		t.Error("message does not end with CRLF")
	}
	for i, l := range bytes.Split(raw, []byte("\r\n")) {
		if len(l) > 998 {
			t.Errorf("line %d has %d octets", i+1, len(l))
		}
		if bytes.ContainsAny(l, "\r\n") {
			t.Errorf("line %d has a bare CR or LF: %q", i+1, l)
		}
	}
}

func TestChineseNameEncoded(t *testing.T) {
	raw, err := outgoing.Compose(reply("hi", "x"))
	if err != nil {
		t.Fatal(err)
	}
	hdr, _, _ := bytes.Cut(raw, []byte("\r\n\r\n"))
	for _, c := range hdr {
		if c >= 0x80 {
			t.Fatalf("header has a raw 8-bit byte:\n%s", hdr)
		}
	}
	to, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	p := mail.AddressParser{}
	list, err := p.ParseList(to.Header.Get("To"))
	if err != nil || len(list) != 1 || list[0].Name != "王小明" {
		t.Errorf("To = %q -> %v %v", to.Header.Get("To"), list, err)
	}
}

func TestHeaderInjection(t *testing.T) {
	msg := reply("body", "hello\r\nBcc: victim@example.org\nX-Evil: 1")
	msg.To[0].Name = "Eve\r\nCc: other@example.org"
	msg.Extra = map[string]string{"X-Game": "game1\r\nX-Evil2: 2"}
	raw, err := outgoing.Compose(msg)
	if err != nil {
		t.Fatal(err)
	}
	r, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"Bcc", "Cc", "X-Evil", "X-Evil2"} {
		if v := r.Header.Get(k); v != "" {
			t.Errorf("injected header %s: %q", k, v)
		}
	}
	if got := r.Header.Get("X-Game"); !strings.HasPrefix(got, "game1") {
		t.Errorf("X-Game = %q", got)
	}
}

func TestRobotHeaders(t *testing.T) {
	msg := reply("x", "y")
	msg.Auto = ""
	raw, err := outgoing.Compose(msg)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := mail.ReadMessage(bytes.NewReader(raw))
	if got := r.Header.Get("Auto-Submitted"); got != "auto-generated" {
		t.Errorf("Auto-Submitted = %q, want the default auto-generated", got)
	}
	if got := r.Header.Get("X-Auto-Response-Suppress"); got != "All" {
		t.Errorf("X-Auto-Response-Suppress = %q", got)
	}
	if got := r.Header.Get("Precedence"); got != "" {
		t.Errorf("Precedence = %q, want none (RFC 3834)", got)
	}
}

func TestExtraSorted(t *testing.T) {
	msg := reply("x", "y")
	msg.Extra = map[string]string{"X-Zeta": "z", "X-Alpha": "a", "Reply-To": "referee@adjutant.example", "X-Game": "第一局"}
	raw, err := outgoing.Compose(msg)
	if err != nil {
		t.Fatal(err)
	}
	a := bytes.Index(raw, []byte("\r\nReply-To:"))
	b := bytes.Index(raw, []byte("\r\nX-Alpha:"))
	g := bytes.Index(raw, []byte("\r\nX-Game:"))
	z := bytes.Index(raw, []byte("\r\nX-Zeta:"))
	if a < 0 || !(a < b && b < g && g < z) {
		t.Errorf("extra headers not sorted (%d %d %d %d):\n%s", a, b, g, z, raw)
	}
	r, _ := mail.ReadMessage(bytes.NewReader(raw))
	if d, err := new(mime.WordDecoder).DecodeHeader(r.Header.Get("X-Game")); err != nil || d != "第一局" {
		t.Errorf("X-Game = %q", r.Header.Get("X-Game"))
	}
}

func TestComposeRefuses(t *testing.T) {
	base := reply("x", "y")
	cases := []struct {
		name string
		edit func(*outgoing.Message)
		want error
	}{
		{"no from", func(m *outgoing.Message) { m.From.Address = "" }, outgoing.ErrNoFrom},
		{"bad from", func(m *outgoing.Message) { m.From.Address = "judge@adjutant.example\r\nBcc: x@y" }, outgoing.ErrBadAddress},
		{"no to", func(m *outgoing.Message) { m.To = nil }, outgoing.ErrNoRecipient},
		{"bad to", func(m *outgoing.Message) { m.To = []mail.Address{{Address: "not an address"}} }, outgoing.ErrBadAddress},
		{"no id", func(m *outgoing.Message) { m.MessageID = "" }, outgoing.ErrBadMessageID},
		{"empty unique", func(m *outgoing.Message) { m.MessageID = outgoing.NewMessageID("adjutant.example", "") }, outgoing.ErrBadMessageID},
		{"no date", func(m *outgoing.Message) { m.Date = time.Time{} }, outgoing.ErrNoDate},
		{"bad auto", func(m *outgoing.Message) { m.Auto = "yes" }, outgoing.ErrBadAuto},
		{"bad utf8", func(m *outgoing.Message) { m.Body = "a\xffb" }, outgoing.ErrBodyNotUTF8},
		{"reserved extra", func(m *outgoing.Message) { m.Extra = map[string]string{"bcc": "x@y"} }, outgoing.ErrBadExtra},
		{"bad extra name", func(m *outgoing.Message) { m.Extra = map[string]string{"X Bad": "v"} }, outgoing.ErrBadExtra},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := base
			m.To = slices.Clone(base.To)
			c.edit(&m)
			if _, err := outgoing.Compose(m); !errors.Is(err, c.want) {
				t.Errorf("err = %v, want %v", err, c.want)
			}
		})
	}
}

func TestInvalidThreadingDropped(t *testing.T) {
	msg := reply("x", "y")
	msg.InReplyTo = "<broken id with spaces>"
	msg.References = []string{"garbage", "<ok@example.org>"}
	raw, err := outgoing.Compose(msg)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := mail.ReadMessage(bytes.NewReader(raw))
	if got := r.Header.Get("In-Reply-To"); got != "" {
		t.Errorf("In-Reply-To = %q, want it dropped", got)
	}
	if got := r.Header.Get("References"); got != "<ok@example.org>" {
		t.Errorf("References = %q", got)
	}
}

func TestNewMessageID(t *testing.T) {
	cases := []struct{ domain, unique, want string }{
		{"Adjutant.Example", "game1.s1901m.42", "<game1.s1901m.42@adjutant.example>"},
		{"adjutant.example", "a b", "<a=20b@adjutant.example>"},
		{"adjutant.example", "a=20b", "<a=3D20b@adjutant.example>"},
		{"adjutant.example", ".x..y.", "<=2Ex.=2Ey=2E@adjutant.example>"},
		{"", "x", "<x@adjutant.invalid>"},
		{"adjutant.example", "a>\r\nBcc: y", "<a=3E=0D=0ABcc=3A=20y@adjutant.example>"},
	}
	for _, c := range cases {
		if got := outgoing.NewMessageID(c.domain, c.unique); got != c.want {
			t.Errorf("NewMessageID(%q, %q) = %q, want %q", c.domain, c.unique, got, c.want)
		}
	}
}

func TestLongHeadersFolded(t *testing.T) {
	msg := reply("x", strings.Repeat("word ", 40)+strings.Repeat("长", 50)+"cut off")
	for i := 0; i < 40; i++ {
		msg.To = append(msg.To, mail.Address{Name: "Player Number With A Long Name", Address: "p@example.org"})
		msg.References = append(msg.References, "<ref"+strings.Repeat("x", 30)+"@example.org>")
	}
	raw, err := outgoing.Compose(msg)
	if err != nil {
		t.Fatal(err)
	}
	checkLines(t, raw)
	hdr, _, _ := bytes.Cut(raw, []byte("\r\n\r\n"))
	for _, l := range bytes.Split(hdr, []byte("\r\n")) {
		// A field's first line may pass 78 only to keep its first word
		// on it (an encoded word is up to 75 characters).
		name, value, _ := bytes.Cut(l, []byte(": "))
		if len(l) > 78 && (bytes.ContainsAny(name, " \t") || bytes.Contains(value, []byte(" "))) {
			t.Errorf("header line over 78: %q", l)
		}
	}
	m := parseBack(t, raw)
	// Subjects are cut at 250 characters.
	if want := strings.Repeat("word ", 40) + strings.Repeat("长", 50); m.Subject != want {
		t.Errorf("Subject = %q, want %q", m.Subject, want)
	}
}

// A Chinese subject starts on the Subject line itself: a field folded
// right after "Subject:" makes some clients show a leading space.
func TestSubjectNotFoldedAfterItsName(t *testing.T) {
	for _, subject := range []string{"回复：第一次世界大战的外交命令与结果报告", strings.Repeat("长", 80), "Re: " + strings.Repeat("命令", 30)} {
		raw, err := outgoing.Compose(reply("x", subject))
		if err != nil {
			t.Fatal(err)
		}
		hdr, _, _ := bytes.Cut(raw, []byte("\r\n\r\n"))
		if bytes.Contains(hdr, []byte("Subject:\r\n")) || !bytes.Contains(hdr, []byte("\r\nSubject: =?")) {
			t.Errorf("Subject %q folded after its name:\n%s", subject, hdr)
		}
		if m := parseBack(t, raw); m.Subject != subject {
			t.Errorf("Subject reads back as %q, want %q", m.Subject, subject)
		}
	}
}

// An internationalised domain is written in its ASCII form, so that the
// header stays 7-bit; a UTF-8 local part stays as it is (RFC 6532: the
// mail then goes with SMTPUTF8), and reads back as the same address.
func TestInternationalisedAddresses(t *testing.T) {
	m := reply("hi", "x")
	m.To = []mail.Address{{Name: "魏", Address: "wei@例子.中国"}}
	raw, err := outgoing.Compose(m)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(raw, []byte("<wei@xn--fsqu00a.xn--fiqs8s>")) {
		t.Errorf("the IDN domain is not in its ASCII form:\n%s", raw)
	}
	m.To = []mail.Address{{Name: "张伟", Address: "张伟@example.cn"}}
	raw, err = outgoing.Compose(m)
	if err != nil {
		t.Fatal(err)
	}
	if got := parseBack(t, raw); !bytes.Contains(raw, []byte("<张伟@example.cn>")) || got.From.Address != judge.Address {
		t.Errorf("UTF-8 local part:\n%s", raw)
	}
}

// A player's Message-ID in UTF-8 (RFC 6532 allows it) threads the reply
// like any other; one with white space or a bidi mark in it does not. The
// message then needs SMTPUTF8, and without it the UTF-8 identifiers come
// out again, the rest of the mail unchanged.
func TestUTF8MessageIDThreads(t *testing.T) {
	msg := reply("x", "y")
	msg.InReplyTo = "<订单.1@例子.中国>"
	msg.References = []string{"<game1.s1901m.7@adjutant.example>", "<订单.0@例子.中国>", "<坏\u202e的@例子.中国>", "<坏\u3000的@例子.中国>"}
	raw, err := outgoing.Compose(msg)
	if err != nil {
		t.Fatal(err)
	}
	m := parseBack(t, raw)
	if m.InReplyTo != msg.InReplyTo || !slices.Equal(m.References, []string{"<game1.s1901m.7@adjutant.example>", "<订单.0@例子.中国>", "<订单.1@例子.中国>"}) {
		t.Errorf("threading = %q %q:\n%s", m.InReplyTo, m.References, raw)
	}
	if !outgoing.NeedsSMTPUTF8(raw) {
		t.Error("a header with a UTF-8 identifier is said not to need SMTPUTF8")
	}
	plain := outgoing.WithoutUTF8IDs(raw)
	if outgoing.NeedsSMTPUTF8(plain) {
		t.Errorf("still UTF-8 after the identifiers were taken out:\n%s", plain)
	}
	m = parseBack(t, plain)
	if m.InReplyTo != "" || !slices.Equal(m.References, []string{"<game1.s1901m.7@adjutant.example>"}) || m.Subject != "y" || m.Text != "x" {
		t.Errorf("downgraded: In-Reply-To %q, References %q, subject %q, text %q", m.InReplyTo, m.References, m.Subject, m.Text)
	}
	if plain := outgoing.WithoutUTF8IDs(plain); !bytes.Equal(plain, outgoing.WithoutUTF8IDs(raw)) {
		t.Error("WithoutUTF8IDs changes an ASCII message")
	}
}
