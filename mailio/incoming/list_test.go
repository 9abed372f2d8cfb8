package incoming

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// listMail reads a list's header set from testdata/lists with its body.
func listMail(t *testing.T, name, body string) []byte {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", "lists", name+".eml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(raw), "MESSAGE-ID", name+"@example.org", 1)
	s = strings.Replace(s, "BODY\n", body, 1)
	return []byte(strings.ReplaceAll(s, "\n", "\r\n"))
}

func TestListMailNamesItsWriter(t *testing.T) {
	cases := []struct {
		file, id, addr, original string
	}{
		{"mailman2_munged", "dipl.lists.example", "dipl@lists.example", "alice@example.org"},
		{"mailman2_plain", "dipl.lists.example", "dipl@lists.example", "alice@example.org"},
		{"mailman3_munged", "dipl.lists.example", "dipl@lists.example", "alice@example.org"},
		{"googlegroups", "dipl.googlegroups.example", "dipl@googlegroups.example", "alice@example.org"},
		{"list_reply_to_list", "dipl.lists.example", "dipl@lists.example", ""},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			m := mustParse(t, listMail(t, c.file, "SIGNON Fgame pw\nA Par H\n"), &Options{Self: corpusSelf})
			if m.List == nil {
				t.Fatalf("not recognised as list mail (Robot %q)", m.Robot)
			}
			if m.Robot == "" {
				t.Error("a list's copy must stay unanswerable as it stands: Robot is empty")
			}
			if m.List.ID != c.id || m.List.Address != c.addr {
				t.Errorf("list %q <%s>, want %q <%s>", m.List.ID, m.List.Address, c.id, c.addr)
			}
			got := ""
			if m.List.Original != nil {
				got = m.List.Original.Address
			}
			if got != c.original {
				t.Errorf("original sender %q, want %q", got, c.original)
			}
			if m.Text != "SIGNON Fgame pw\nA Par H" {
				t.Errorf("Text = %q", m.Text)
			}
		})
	}
}

// A robot stays a robot behind a list: an out-of-office reply relayed by
// a list, or the list software's own mail, is no player's.
func TestRobotBehindAListIsNoListMail(t *testing.T) {
	raw := listMail(t, "mailman2_plain", "I am away.\n")
	raw = []byte(strings.Replace(string(raw), "Precedence: list\r\n", "Precedence: list\r\nAuto-Submitted: auto-replied\r\n", 1))
	if m := mustParse(t, raw, nil); m.List != nil || !strings.Contains(m.Robot, "Auto-Submitted") {
		t.Errorf("List %+v, Robot %q; want an auto-reply", m.List, m.Robot)
	}
	raw = []byte("From: dipl-request@lists.example\r\nList-Id: <dipl.lists.example>\r\nSubject: x\r\n\r\nconfirm\r\n")
	if m := mustParse(t, raw, nil); m.List != nil || m.Robot == "" {
		t.Errorf("List %+v, Robot %q; want list software", m.List, m.Robot)
	}
	raw = []byte("From: news@example.com\r\nPrecedence: bulk\r\nSubject: x\r\n\r\nnews\r\n")
	if m := mustParse(t, raw, nil); m.List != nil || m.Robot != "Precedence: bulk" {
		t.Errorf("List %+v, Robot %q; want bulk mail", m.List, m.Robot)
	}
}

// The footer a list adds is the list's: it is not read as the writer's
// commands (Mailman 2 and 3 write a line of underscores and the list's
// name; Google Groups signs after "-- ").
func TestListFootersAreNotTheWritersText(t *testing.T) {
	footers := map[string]string{
		"mailman2_munged": "_______________________________________________\nDipl mailing list\nDipl@lists.example\nhttps://lists.example/mailman/listinfo/dipl\n",
		"mailman3_munged": "_______________________________________________\nDipl mailing list -- dipl@lists.example\nTo unsubscribe send an email to dipl-leave@lists.example\n",
		"googlegroups": "\n-- \nYou received this message because you are subscribed to the Groups \"Dipl\" group.\n" +
			"To unsubscribe from this group and stop receiving emails from it, send an email to dipl+unsubscribe@googlegroups.example.\n",
	}
	for server, footer := range footers {
		m := mustParse(t, listMail(t, server, "SIGNON Fgame pw\nA Par H\n"+footer), nil)
		if m.Text != "SIGNON Fgame pw\nA Par H" || m.QuotedLines != 0 {
			t.Errorf("%s: Text %q, %d quoted lines", server, m.Text, m.QuotedLines)
		}
	}
	// Underscores alone are the writer's own ruling line.
	m := mustParse(t, mailWith("Content-Type: text/plain\n", "A Par H\n____________\nA Mar H\n"), nil)
	if m.Text != "A Par H\n____________\nA Mar H" {
		t.Errorf("Text %q", m.Text)
	}
}
