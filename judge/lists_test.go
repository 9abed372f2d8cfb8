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
