package judge

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

type testJudge struct {
	*Judge
	db  *storage.DB
	now time.Time
	uid uint32
}

// openTestDB opens a database in the test's own directory, closed when
// the test ends.
func openTestDB(t *testing.T) *storage.DB {
	t.Helper()
	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func newTestJudge(t *testing.T, opts Options) *testJudge {
	t.Helper()
	db := openTestDB(t)
	tj := &testJudge{db: db, now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	opts.Address = "judge@example.org"
	opts.Now = func() time.Time { return tj.now }
	j, err := New(db, opts)
	if err != nil {
		t.Fatal(err)
	}
	tj.Judge = j
	return tj
}

// deliver records a raw message under a fresh UID and handles what is pending.
func (tj *testJudge) deliver(t *testing.T, raw string) {
	t.Helper()
	tj.uid++
	tj.deliverAs(t, raw, tj.uid)
}

func (tj *testJudge) deliverAs(t *testing.T, raw string, uid uint32) {
	t.Helper()
	raw = strings.ReplaceAll(raw, "\n", "\r\n")
	a := Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: uid}, Raw: []byte(raw), Size: int64(len(raw))}
	if err := tj.record(a); err != nil {
		t.Fatal(err)
	}
	tj.handlePending()
}

// outbox returns every queued message as the player's client shows it.
func (tj *testJudge) outbox(t *testing.T) []mailtest.Mail {
	t.Helper()
	var out []mailtest.Mail
	err := tj.db.View(func(tx *storage.Tx) error {
		due, err := queuedInOrder(tx, tj.now.Add(24*time.Hour), 1000)
		for _, o := range due {
			m := mailtest.Read(t, o.Data)
			if !strings.EqualFold(m.From.Address, "judge@example.org") || o.To == "" {
				return fmt.Errorf("queued mail from %q to %q", m.From.Address, o.To)
			}
			out = append(out, m)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func (tj *testJudge) pending(t *testing.T) int {
	t.Helper()
	var n int
	if err := tj.db.View(func(tx *storage.Tx) error {
		p, err := tx.PendingInbound()
		n = len(p)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return n
}

func mailFrom(from, msgID, subject, body string, extra ...string) string {
	h := fmt.Sprintf("From: %s\nTo: judge@example.org\nSubject: %s\nMessage-ID: <%s>\nDate: Sun, 22 Nov 2026 11:59:00 +0000\n", from, subject, msgID)
	for _, e := range extra {
		h += e + "\n"
	}
	return h + "Content-Type: text/plain; charset=utf-8\n\n" + body
}

func TestHelpGetsOneThreadedReply(t *testing.T) {
	tj := newTestJudge(t, Options{})
	tj.deliver(t, mailFrom("Alice <alice@example.net>", "m1@example.net", "hello", "HELP\n\n-- \nAlice\n"))
	out := tj.outbox(t)
	if len(out) != 1 {
		t.Fatalf("%d replies, want 1", len(out))
	}
	r := out[0]
	if r.InReplyTo != "<m1@example.net>" || r.Subject != "Re: hello" {
		t.Errorf("threading: In-Reply-To %q, subject %q", r.InReplyTo, r.Subject)
	}
	for _, want := range []string{"> HELP", "VERSION", "SIGNOFF", "list the commands"} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("reply lacks %q:\n%s", want, r.Body)
		}
	}
	if tj.pending(t) != 0 {
		t.Error("message still pending after its reply was queued")
	}
}

func TestChineseMailIsAnsweredInChinese(t *testing.T) {
	tj := newTestJudge(t, Options{})
	tj.deliver(t, mailFrom("li@example.cn", "m3@example.cn", "问", "帮助\n"))
	tj.deliver(t, mailFrom("chen@example.tw", "m4@example.tw", "問", "幫助\n"))
	out := tj.outbox(t)
	if len(out) != 2 {
		t.Fatalf("%d replies", len(out))
	}
	if !strings.Contains(out[0].Body, "列出所有指令，或说明其中一个") {
		t.Errorf("simplified reply:\n%s", out[0].Body)
	}
	if !strings.Contains(out[1].Body, "列出所有指令，或說明其中一個") {
		t.Errorf("traditional reply:\n%s", out[1].Body)
	}
}

func TestRobotsAndSelfAreNeverAnswered(t *testing.T) {
	tj := newTestJudge(t, Options{})
	tj.deliver(t, mailFrom("vacation@example.net", "r1@example.net", "Out of office", "I am away", "Auto-Submitted: auto-replied"))
	tj.deliver(t, mailFrom("list@example.net", "r2@example.net", "news", "HELP", "Precedence: bulk"))
	tj.deliver(t, mailFrom("judge@example.org", "r3@example.org", "loop", "HELP"))
	tj.deliver(t, mailFrom("MAILER-DAEMON@example.net", "r4@example.net", "failure", "HELP"))
	if out := tj.outbox(t); len(out) != 0 {
		t.Fatalf("answered a robot: %d replies, first: %q", len(out), out[0].Subject)
	}
	if tj.pending(t) != 0 {
		t.Fatal("robot mail left pending")
	}
}

func TestSameMessageTwiceIsAnsweredOnce(t *testing.T) {
	tj := newTestJudge(t, Options{})
	raw := mailFrom("alice@example.net", "dup@example.net", "again", "HELP")
	tj.deliverAs(t, raw, 7)
	tj.deliverAs(t, raw, 7)  // the same UID fetched again after a crash
	tj.deliverAs(t, raw, 99) // the same Message-ID after a UIDVALIDITY change
	if out := tj.outbox(t); len(out) != 1 {
		t.Fatalf("%d replies to one message, want 1", len(out))
	}
}

func TestReplyBudgetHoldsAnswersButCarriesOutEveryMail(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 2})
	for i := 0; i < 5; i++ {
		tj.deliver(t, mailFrom("robot@example.net", fmt.Sprintf("b%d@example.net", i), fmt.Sprintf("ping %d", i), "HELP"))
		tj.now = tj.now.Add(time.Minute)
	}
	if n := tj.pending(t); n != 0 {
		t.Fatalf("%d mails left pending", n)
	}
	out := tj.outbox(t)
	if len(out) != 3 {
		t.Fatalf("%d mails, want 2 replies and 1 slow-down notice", len(out))
	}
	if !strings.Contains(out[2].Subject, "answers now come together") || !strings.Contains(out[2].Body, "carried out") {
		t.Errorf("third mail is not the notice: %q\n%s", out[2].Subject, out[2].Body)
	}
	// Fifteen minutes after the first held answer, the three held answers
	// go out as one mail, in order.
	tj.now = time.Date(2026, 11, 22, 12, 17, 0, 0, time.UTC)
	tj.tick()
	out = tj.outbox(t)
	if len(out) != 4 {
		t.Fatalf("after the digest interval: %d mails, want 4", len(out))
	}
	d := out[3]
	if d.Subject != "Answers to your last 3 messages" {
		t.Errorf("digest subject %q", d.Subject)
	}
	at := []int{strings.Index(d.Body, `1. Answer to "ping 2"`), strings.Index(d.Body, `2. Answer to "ping 3"`), strings.Index(d.Body, `3. Answer to "ping 4"`)}
	if at[0] < 0 || at[1] < at[0] || at[2] < at[1] || strings.Count(d.Body, "> HELP") != 3 {
		t.Errorf("digest does not carry the three answers in order:\n%s", d.Body)
	}
	tj.now = tj.now.Add(2 * time.Hour)
	tj.deliver(t, mailFrom("robot@example.net", "b9@example.net", "ping", "HELP"))
	if out := tj.outbox(t); len(out) != 5 {
		t.Fatalf("after the window: %d mails, want 5", len(out))
	}
}

func TestSubAddressesShareOneBudget(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 2})
	for i := 0; i < 40; i++ {
		tj.deliver(t, mailFrom(fmt.Sprintf("evade+%d@example.net", i), fmt.Sprintf("e%d@example.net", i), "ping", "HELP"))
	}
	if out := tj.outbox(t); len(out) != 3 {
		t.Fatalf("40 mails from evade+0..39 got %d answers, want 2 replies and 1 slow-down notice", len(out))
	}
	tj.now = tj.now.Add(time.Hour)
	tj.tick()
	if out := tj.outbox(t); len(out) != 4 || !strings.Contains(out[3].Subject, "38 messages") {
		t.Fatalf("after the interval: %d mails, want one digest of the 38 held answers", len(out))
	}
}

func TestOversizeAndBrokenMailGetAShortAnswer(t *testing.T) {
	tj := newTestJudge(t, Options{MaxMessageSize: 4096})
	big := mailFrom("big@example.net", "big@example.net", "big", strings.Repeat("A Par-Bur\n", 1000))
	tj.deliver(t, big)
	broken := "From: carol@example.net\nSubject: broken\nMessage-ID: <br@example.net>\nMIME-Version: 1.0\n" +
		"Content-Type: multipart/mixed; boundary=\"zzz\"\n\n--zzz\nContent-Type: text/plain\nContent-Transfer-Encoding: base64\n\n!!!not base64***\n"
	tj.deliver(t, broken)
	out := tj.outbox(t)
	if len(out) != 2 {
		t.Fatalf("%d replies, want 2", len(out))
	}
	if !strings.Contains(out[0].Body, "larger than the") {
		t.Errorf("oversize reply:\n%s", out[0].Body)
	}
	if !strings.Contains(out[1].Body, "could not read the structure") {
		t.Errorf("broken reply:\n%s", out[1].Body)
	}
}

func TestAttachmentsAreMentioned(t *testing.T) {
	tj := newTestJudge(t, Options{})
	raw := "From: dave@example.net\nSubject: orders\nMessage-ID: <att@example.net>\nMIME-Version: 1.0\n" +
		"Content-Type: multipart/mixed; boundary=\"b1\"\n\n--b1\nContent-Type: text/plain; charset=utf-8\n\nHELP\n" +
		"--b1\nContent-Type: application/pdf\nContent-Disposition: attachment; filename=\"orders.pdf\"\nContent-Transfer-Encoding: base64\n\nJVBERi0=\n--b1--\n"
	tj.deliver(t, raw)
	out := tj.outbox(t)
	if len(out) != 1 || !strings.Contains(out[0].Body, "orders.pdf") {
		t.Fatalf("attachment not mentioned: %d replies\n%v", len(out), out)
	}
}

func TestBounceIsRecordedNotAnswered(t *testing.T) {
	tj := newTestJudge(t, Options{})
	dsn := "From: MAILER-DAEMON@mx.example.net\nTo: judge@example.org\nSubject: Undelivered Mail\nMessage-ID: <dsn1@mx.example.net>\n" +
		"Auto-Submitted: auto-replied\nMIME-Version: 1.0\n" +
		"Content-Type: multipart/report; report-type=delivery-status; boundary=\"r\"\n\n--r\nContent-Type: text/plain\n\nDelivery failed.\n" +
		"--r\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.example.net\n\nFinal-Recipient: rfc822; gone@example.net\nAction: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 no such user\n" +
		"--r--\n"
	tj.deliver(t, dsn)
	if out := tj.outbox(t); len(out) != 0 {
		t.Fatalf("bounce answered")
	}
	var bounces []storage.Bounce
	if err := tj.db.View(func(tx *storage.Tx) error {
		var err error
		bounces, err = tx.Bounces("gone@example.net")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if len(bounces) != 1 || bounces[0].Status != "5.1.1" {
		t.Fatalf("bounce not recorded: %+v", bounces)
	}
}

// TestMessageIDSquattingDropsNothing: a stranger who sends a mail under a
// player's future Message-ID gets the player's mail dropped neither
// silently nor at all; a true second delivery (other transport headers,
// same sender and body) is still answered once.
func TestMessageIDSquattingDropsNothing(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	tj.deliver(t, mailFrom("mallory@example.net", "future@example.org", "x", "VERSION\n"))
	tj.deliver(t, mailFrom("alice@example.org", "future@example.org", "orders", "HELP\n"))
	replies := map[string]int{}
	for _, addr := range []string{"alice@example.org", "mallory@example.net"} {
		replies[addr] = len(tj.mailsTo(t, addr))
	}
	if replies["alice@example.org"] != 1 || replies["mallory@example.net"] != 1 {
		t.Fatalf("replies per sender %v; want one each", replies)
	}
	// The same mail again through another relay: not answered twice.
	tj.deliver(t, "Received: from relay2.example.org\n"+mailFrom("alice@example.org", "future@example.org", "orders", "HELP\n"))
	if n := len(tj.mailsTo(t, "alice@example.org")); n != 1 {
		t.Errorf("alice's mail delivered twice was answered %d times, want once", n)
	}
}

// TestRepeatedHardBouncesTellTheMaster: plain-text bounces (no DSN) are
// recorded against the address; the third permanent one within 30 days
// marks it unreachable and tells the master, once; LIST shows it.
func TestRepeatedHardBouncesTellTheMaster(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	bounce := func(n int) {
		tj.deliver(t, fmt.Sprintf("From: Mail Delivery System <Mailer-Daemon@mx.example.net>\nTo: judge@example.org\nSubject: Mail delivery failed: returning message to sender\nMessage-ID: <b%d@mx.example.net>\n\n"+
			"A message that you sent could not be delivered to one or more of its\nrecipients. This is a permanent error. The following address(es) failed:\n\n  %s\n    550 5.1.1 User unknown\n", n, players["France"]))
	}
	notices := func() int {
		n := 0
		for _, m := range tj.mailsTo(t, "master@example.org") {
			if strings.Contains(m.Subject, "france@example.org (France) bounces") {
				n++
			}
		}
		return n
	}
	bounce(1)
	bounce(2)
	if n := notices(); n != 0 {
		t.Fatalf("the master was told after two bounces (%d notices)", n)
	}
	bounce(3)
	bounce(4)
	if n := notices(); n != 1 {
		t.Fatalf("after four bounces the master got %d notices, want 1", n)
	}
	m := tj.last(t, "master@example.org")
	wantIn(t, "the master's notice", m.Body, "was refused 3 times", "550 5.1.1 User unknown", "REPLACE France <new address>")
	wantIn(t, "LIST", tj.send(t, "gm@example.org", "LIST west").Body, "mail bounces")
	// France writes again: the mark goes.
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par H")
	if strings.Contains(tj.send(t, "gm@example.org", "LIST west").Body, "mail bounces") {
		t.Errorf("the mark stayed after France wrote")
	}
}

// TestVERPBounceNamesTheRecipient: a bounce that quotes nothing and names
// no address is tied to the player through the VERP address it came to.
func TestVERPBounceNamesTheRecipient(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	var id uint64
	if err := tj.db.Update(func(tx *storage.Tx) error {
		due, err := tx.DueOutgoing(tj.now.Add(time.Hour), 1000)
		for _, o := range due {
			if o.To == players["Italy"] {
				id = o.ID
				return tx.MarkSent(o.ID, tj.now)
			}
		}
		return err
	}); err != nil || id == 0 {
		t.Fatalf("no mail to Italy to send (%v)", err)
	}
	if got := VERPAddress("judge@example.org", id); got != fmt.Sprintf("judge+bounce-%d@example.org", id) {
		t.Fatalf("VERPAddress = %s", got)
	}
	tj.deliver(t, fmt.Sprintf("Delivered-To: judge+bounce-%d@example.org\nFrom: MAILER-DAEMON@relay.example.net\nTo: judge+bounce-%d@example.org\nSubject: Undelivered Mail Returned to Sender\nMessage-ID: <v1@relay.example.net>\n\nYour message could not be delivered. 550 5.7.1 Rejected by policy\n", id, id))
	if err := tj.db.View(func(tx *storage.Tx) error {
		b, err := tx.Bounces(players["Italy"])
		if err == nil && (len(b) != 1 || b[0].Status != "5.7.1") {
			t.Errorf("Italy's bounces: %+v", b)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// A digest stays under the size of one reply; the answers that do not
// fit are not dropped but held for the next digest, one interval later,
// in their order, and an answer to a newer mail comes after them.
func TestADigestStaysUnderTheReplySizeAndSendsTheRestNext(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 1})
	big := strings.Repeat("x", 100<<10) + "\n"
	if err := tj.db.Update(func(tx *storage.Tx) error {
		for i := 0; i < 8; i++ {
			if _, err := tx.HoldAnswer("flood@example.net", storage.HeldAnswer{Inbound: uint64(i + 1), To: "flood@example.net",
				Subject: fmt.Sprintf("m%d", i), Date: tj.now, Body: big}, tj.now.Add(time.Minute)); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	tj.now = tj.now.Add(time.Minute)
	tj.tick()
	out := tj.outbox(t)
	if len(out) != 1 || out[0].Subject != "Answers to your last 5 messages" {
		t.Fatalf("%d mails (%v); want one digest of 5", len(out), out)
	}
	body := out[0].Body
	if n := strings.Count(body, "====\n"); n != 5 || len(body) > 600<<10 ||
		!strings.Contains(body, "The answers to your 3 later messages did not fit in this mail") {
		t.Errorf("digest of %d bytes with %d answers:\n%s", len(body), n, body[len(body)-600:])
	}

	// A newer mail, before the next digest is due: its answer waits
	// behind the three.
	tj.deliver(t, mailFrom("flood@example.net", "late@test", "late", "VERSION\n"))
	if got := len(tj.mailsTo(t, "flood@example.net")); got != 1 {
		t.Fatalf("%d mails to the sender; the answer to the newer mail overtook the held ones", got)
	}
	tj.now = tj.now.Add(15 * time.Minute)
	tj.tick()
	mails := tj.mailsTo(t, "flood@example.net")
	if len(mails) != 2 {
		t.Fatalf("%d mails to the sender, want the second digest", len(mails))
	}
	second := mails[1].Body
	for i, want := range []string{`Answer to "m5"`, `Answer to "m6"`, `Answer to "m7"`, `Answer to "late"`} {
		if !strings.Contains(second, fmt.Sprintf("==== %d. %s", i+1, want)) {
			t.Errorf("the second digest lacks %d. %s:\n%.1500s", i+1, want, second)
		}
	}
}
