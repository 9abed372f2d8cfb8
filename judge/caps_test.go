package judge

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"adjutant/judge/account"
	"adjutant/judge/command"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

// repliesTo returns every answer queued to the mail with Message-ID id,
// oldest first.
func (tj *testJudge) repliesTo(t *testing.T, from, id string) []mailtest.Mail {
	t.Helper()
	var out []mailtest.Mail
	for _, m := range tj.mailsTo(t, from) {
		if m.InReplyTo == "<"+id+">" {
			out = append(out, m)
		}
	}
	return out
}

func TestThousandHelpsGetOneShortReply(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	single := tj.send(t, "victim@example.org", "HELP")
	r := tj.send(t, "victim@example.org", strings.Repeat("HELP\n", 1000))
	if len(r.Body) > 3*len(single.Body)+1000*64 {
		t.Errorf("1000 HELP lines gave a reply of %d bytes; one HELP gives %d", len(r.Body), len(single.Body))
	}
	wantIn(t, "the repeated HELP", r.Body, "(the same answer as for line 1)")
	if strings.Contains(r.Body, "not read") {
		t.Errorf("a line of the 1000 was not read:\n%s", r.Body[len(r.Body)-2000:])
	}
}

// Every line of a mail is carried out, however many it holds: the last
// line of a 700-line mail changes the sender's time zone.
func TestTheLastLineOfALongMailIsCarriedOut(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	r := tj.send(t, "long@example.org", strings.Repeat("VERSION\n", 699)+"SET ZONE Asia/Tokyo\n")
	wantIn(t, "the reply to a 700-line mail", r.Body, "> SET ZONE Asia/Tokyo")
	if strings.Contains(r.Body, "not read") || strings.Contains(r.Body, "Problems") {
		t.Errorf("the reply to a 700-line mail reports lines not carried out:\n%s", r.Body[len(r.Body)-1500:])
	}
	if err := tj.db.View(func(tx *storage.Tx) error {
		a, err := account.Load(tx, "long@example.org")
		if err == nil && a.Zone != "Asia/Tokyo" {
			t.Errorf("line 700 was not carried out: the zone is %q", a.Zone)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// A mail larger than the old text cap (256 KiB) but within the
// operator's message size is read to its last line.
func TestTooManyLinesCountsTheWholeMail(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	tj.deliver(t, mailFrom("victim@example.org", "big@test", "orders",
		strings.Repeat("HELP "+strings.Repeat("x", 120)+"\n", 3000)+"SET ZONE Europe/Paris\n"))
	parts := tj.repliesTo(t, "victim@example.org", "big@test")
	if len(parts) == 0 {
		t.Fatal("no answer")
	}
	all := ""
	for _, p := range parts {
		all += p.Body
	}
	if !strings.Contains(all, "> SET ZONE Europe/Paris") {
		t.Errorf("the answer in %d parts lacks the mail's last line", len(parts))
	}
}

// A reply larger than one mail carries goes on in the next mails, each
// saying which part it is: the first parts at once, the rest in the
// digest after them; every line's answer arrives, in order, once.
func TestALargeReplyArrivesWholeAcrossMails(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	const n = 6000
	var b strings.Builder
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "NOTE%05d %s\n", i, strings.Repeat("y", 80))
	}
	tj.deliver(t, mailFrom("big@example.org", "huge@test", "orders", b.String()))
	parts := tj.repliesTo(t, "big@example.org", "huge@test")
	if len(parts) != partsAtOnce {
		t.Fatalf("%d mails answer at once a reply of %d echoed lines; want %d", len(parts), n, partsAtOnce)
	}
	of := 0
	fmt.Sscanf(parts[0].Subject[strings.LastIndex(parts[0].Subject, "of "):], "of %d)", &of)
	if of <= partsAtOnce {
		t.Fatalf("the reply is in %d parts (%q); the test wants more than go at once", of, parts[0].Subject)
	}
	all := ""
	for i, p := range parts {
		want := fmt.Sprintf("(part %d of %d)", i+1, of)
		if !strings.HasSuffix(p.Subject, want) {
			t.Errorf("part %d is titled %q, want it to end %q", i+1, p.Subject, want)
		}
		if len(p.Body) > command.MaxReplyAnswers+2048 {
			t.Errorf("part %d is %d bytes, over the %d a mail carries", i+1, len(p.Body), command.MaxReplyAnswers)
		}
		wantIn(t, "a part before the last", p.Body, fmt.Sprintf("it goes on in the next mail\n(part %d of %d)", i+2, of))
		all += p.Body
	}
	wantIn(t, "the last part sent at once", parts[partsAtOnce-1].Body,
		fmt.Sprintf("The parts from %d on are kept and sent in mails of held answers, the\nfirst at Sun 22 Nov 2026 12:15 UTC, then one every 15 minutes.", partsAtOnce+1))
	before := len(tj.mailsTo(t, "big@example.org"))
	for k := 0; k < 10 && !strings.Contains(all, fmt.Sprintf("message, part %d of %d", of, of)); k++ {
		tj.now = tj.now.Add(16 * time.Minute)
		tj.tick()
		mails := tj.mailsTo(t, "big@example.org")
		for _, m := range mails[before:] {
			all += m.Body
		}
		before = len(mails)
	}
	last := 0
	for _, m := range regexp.MustCompile(`(?m)^ *> NOTE(\d{5}) `).FindAllStringSubmatch(all, -1) {
		k, _ := strconv.Atoi(m[1])
		if k != last+1 {
			t.Fatalf("line %d's answer follows line %d's", k, last)
		}
		last = k
	}
	if last != n {
		t.Errorf("the answers stop at line %d of %d", last, n)
	}
	if !strings.Contains(all, fmt.Sprintf("Problems (%d)", n)) || !strings.Contains(all, fmt.Sprintf("line %d ", n)) {
		t.Errorf("the answer's list of problems is not whole: %s", all[len(all)-3000:])
	}
}

// A Chinese reader's long answer comes in parts titled and joined in
// their language.
func TestALargeReplyInPartsInChinese(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	tj.send(t, "zh@example.org", "SET LANGUAGE zh-Hant")
	var b strings.Builder
	for i := 1; i <= 6000; i++ {
		fmt.Fprintf(&b, "NOTE%05d %s\n", i, strings.Repeat("y", 80))
	}
	tj.deliver(t, mailFrom("zh@example.org", "zh-huge@test", "命令", b.String()))
	parts := tj.repliesTo(t, "zh@example.org", "zh-huge@test")
	if len(parts) != partsAtOnce {
		t.Fatalf("%d parts at once, want %d", len(parts), partsAtOnce)
	}
	if !strings.HasPrefix(parts[1].Subject, "回覆：命令（第 2 封，共 ") {
		t.Errorf("the second part is titled %q", parts[1].Subject)
	}
	wantIn(t, "the second part", parts[1].Body, "這是對您郵件的回覆的第 2 封", "回覆太長，一封郵件放不下：下一封郵件接著寫（第 3 封")
	wantIn(t, "the last part sent at once", parts[partsAtOnce-1].Body, "第 5 封起的內容暫存，隨合併回覆寄出：第一封於 2026年11月22日")
}
