package main

import (
	"regexp"
	"strings"
	"testing"
)

var addressFormsConfirmRE = regexp.MustCompile(`CONFIRM af [0-9a-f]{16}`)

// TestOnePlayerWhicheverFormTheirAddressTakes: a player whose mail
// program writes an internationalised domain sometimes as xn--… and
// sometimes in Chinese is one person to the judge. The join asked from
// one form is confirmed from the other; the language chosen from one form
// is the language of answers to the other; SET ADDRESS typed with a
// full-width ＠ and 。 names the address already held.
func TestOnePlayerWhicheverFormTheirAddressTakes(t *testing.T) {
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.ConfirmJoins = true
	cfg.RepliesPerHour = 1000
	stop := runInBackground(t, cfg)
	const ascii, unicode = "张伟@xn--fsqu00a.xn--fiqs8s", "张伟@例子.中国"
	umpire := &gbMailbox{t: t, mail: mail, addr: "umpire@example.org"}
	// devmail keeps one mailbox for both forms, as a real server would.
	zhang := &gbMailbox{t: t, mail: mail, addr: ascii}
	reply := func(m *gbMailbox, from, subject, body string) string {
		t.Helper()
		id := submit(t, mail.SMTPAddr(), from, "judge@localhost", subject, body)
		// Game mail (the start, the first results) may come first.
		for range 10 {
			if r := m.await(1)[0]; r.InReplyTo == id {
				return r.Body
			}
		}
		t.Fatalf("%s: no reply to %s among the next 10 mails", from, id)
		return ""
	}
	reply(umpire, umpire.addr, "new", "CREATE ?af mpw maneuver standard\n")

	body := reply(zhang, ascii, "join", "SIGNON ?af b1ue Blue\n")
	line := addressFormsConfirmRE.FindString(body)
	if line == "" {
		t.Fatalf("the reply to a first-time join:\n%s", body)
	}
	if body := reply(zhang, unicode, "yes", line+"\n"); !hasText(body, "you joined af (1 of 2 players)") {
		t.Fatalf("CONFIRM from the Unicode form of the address that asked:\n%s", body)
	}

	if body := reply(zhang, unicode, "lang", "SET LANGUAGE zh-Hans\n"); !hasText(body, "简体中文") {
		t.Fatalf("SET LANGUAGE:\n%s", body)
	}
	if body := reply(zhang, ascii, "list", "LIST af\n"); !strings.Contains(body, "已读取您的邮件") {
		t.Fatalf("an English LIST from the xn-- form is not answered in the language the Unicode form chose:\n%s", body)
	}

	// Red fills the game and it starts.
	red := &gbMailbox{t: t, mail: mail, addr: "red@example.org"}
	line = addressFormsConfirmRE.FindString(reply(red, red.addr, "join", "SIGNON ?af r3d Red\n"))
	reply(red, red.addr, "yes", line+"\n")

	body = reply(zhang, ascii, "addr", "SIGNON Baf b1ue\nSET ADDRESS 张伟＠例子。中国\n")
	if !hasText(body, unicode+" 已是您在 af 的地址") {
		t.Fatalf("SET ADDRESS to the same address typed in full width:\n%s", body)
	}
	stop()
}
