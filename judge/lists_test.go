package judge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// listCopy is a list's copy of a mail from writer, with the header set a
// list server writes (testdata of mailio/incoming).
func listCopy(t *testing.T, server, writer, msgID, body string) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "mailio", "incoming", "testdata", "lists", server+".eml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.ReplaceAll(string(raw), "alice@example.org", writer)
	s = strings.Replace(s, "MESSAGE-ID", msgID, 1)
	return strings.Replace(s, "BODY\n", body+"\n", 1)
}

func TestListMailFromAPlayerIsCarriedOutAndAnsweredToThePlayer(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	for i, server := range []string{"mailman2_munged", "mailman3_munged", "googlegroups", "mailman2_plain"} {
		t.Run(server, func(t *testing.T) {
			power := sevenPowers[i]
			addr := players[power]
			id := server + "@lists.example"
			before := len(tj.mailsTo(t, addr))
			tj.deliver(t, listCopy(t, server, addr, id, "SIGNON "+power[:1]+"west pw-"+power+"\nHOLD"))
			all := tj.mailsTo(t, addr)
			if len(all) != before+1 || all[len(all)-1].InReplyTo != "<"+id+">" {
				t.Fatalf("%s got %d new mails, want one answer", addr, len(all)-before)
			}
			r := all[len(all)-1]
			mustContain(t, "the answer", r.Body, "Orders of "+power, "through the mailing list dipl.", "never the list")
			for _, list := range []string{"dipl@lists.example", "dipl@googlegroups.example"} {
				if n := len(tj.mailsTo(t, list)); n > 0 {
					t.Errorf("%d mails to the list %s", n, list)
				}
			}
		})
	}
}

func TestListMailFromAStrangerOrNobodyIsNotAnswered(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.deliver(t, listCopy(t, "mailman2_munged", "stranger@example.net", "s1@lists.example", "SIGNON Gwest pw-Germany\nHOLD"))
	tj.deliver(t, listCopy(t, "list_reply_to_list", "", "s2@lists.example", "who is playing?"))
	for _, addr := range []string{"stranger@example.net", "dipl@lists.example"} {
		if n := len(tj.mailsTo(t, addr)); n > 0 {
			t.Errorf("%d mails to %s", n, addr)
		}
	}
	if n := tj.pending(t); n != 0 {
		t.Errorf("%d messages left pending", n)
	}
}

func TestListMailWithoutSignonTellsThePlayerWhy(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.deliver(t, listCopy(t, "googlegroups", players["France"], "f1@lists.example", "A Par - Bur"))
	r := tj.last(t, players["France"])
	if r.InReplyTo != "<f1@lists.example>" {
		t.Fatalf("France's newest mail is not the answer: %q\n%s", r.Subject, r.Body)
	}
	mustContain(t, "the answer", r.Body, "SIGNON", "through the mailing list dipl.googlegroups.example")
	if strings.Contains(r.Body, "Orders of France") {
		t.Errorf("orders were taken without a sign-on:\n%s", r.Body)
	}
}

// A mail sent to the list and to the judge arrives twice; it is read once,
// whichever copy comes first, and a copy that was not read (a stranger's
// list copy) does not stop the other.
func TestMailSentToTheListAndTheJudgeIsReadOnce(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	footer := "_______________________________________________\nDipl mailing list\nDipl@lists.example\n"
	press := "SIGNON Ewest pw-England\nPRESS TO France\nThe Channel stays empty.\nENDPRESS\n"
	direct := func(from, id string) string {
		return "From: " + from + "\nTo: Dipl <dipl@lists.example>\nCc: judge@example.org\nSubject: press\nMessage-ID: <" + id +
			">\nDate: Sun, 22 Nov 2026 11:59:00 +0000\nContent-Type: text/plain; charset=utf-8\n\n" + press
	}
	for _, order := range []string{"direct first", "list first"} {
		t.Run(order, func(t *testing.T) {
			id := strings.ReplaceAll(order, " ", "-") + "@example.org"
			answers, received := len(tj.mailsTo(t, players["England"])), len(tj.mailsTo(t, players["France"]))
			copies := []string{direct(players["England"], id), listCopy(t, "mailman2_munged", players["England"], id, press+footer)}
			if order == "list first" {
				copies[0], copies[1] = copies[1], copies[0]
			}
			for _, c := range copies {
				tj.deliver(t, c)
			}
			if n := len(tj.mailsTo(t, players["England"])) - answers; n != 1 {
				t.Errorf("England got %d answers, want 1", n)
			}
			if n := len(tj.mailsTo(t, players["France"])) - received; n != 1 {
				t.Errorf("France got the press %d times, want once", n)
			}
		})
	}
	// A stranger's list copy first: not read, so the direct copy is.
	id := "stranger-first@example.org"
	tj.deliver(t, listCopy(t, "mailman2_munged", "newcomer@example.net", id, "LIST\n"+footer))
	tj.deliver(t, strings.Replace(direct("newcomer@example.net", id), press, "LIST\n", 1))
	if n := len(tj.mailsTo(t, "newcomer@example.net")); n != 1 {
		t.Errorf("the newcomer got %d answers, want 1", n)
	}
}
