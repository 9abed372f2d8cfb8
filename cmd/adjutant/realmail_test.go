package main

import (
	"fmt"
	"net/smtp"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/mailtest"
)

// The mail people really send, through the embedded servers: a list's
// copy of a player's orders, orders wrapped by the client or by
// format=flowed, several orders on one line, and the reply prefixes and
// quoted text of real clients.

// realGame is a standard game "west" with seven players, started by mail.
type realGame struct {
	env  *testEnv
	addr map[string]string // power -> player's address
	n    int
}

func startRealGame(t *testing.T) *realGame {
	t.Helper()
	g := &realGame{env: startDev(t), addr: map[string]string{}}
	if r := g.ask(t, "gm@example.org", "new game", "CREATE ?west gm-pw standard"); !strings.Contains(r.Body, "Game west created") {
		t.Fatalf("CREATE answered:\n%s", r.Body)
	}
	for _, power := range []string{"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"} {
		addr := strings.ToLower(power) + "@example.org"
		g.addr[power] = addr
		if r := g.ask(t, addr, "join", fmt.Sprintf("SIGNON ?west pw-%s %s", power, power[:1])); !strings.Contains(r.Body, "you joined west") {
			t.Fatalf("%s could not join:\n%s", power, r.Body)
		}
	}
	return g
}

// ask sends a plain mail and returns the judge's answer to it.
func (g *realGame) ask(t *testing.T, from, subject, body string) mailtest.Mail {
	t.Helper()
	id := submit(t, g.env.mail.SMTPAddr(), from, testJudgeAddress, subject, body)
	return g.answer(t, from, id)
}

// sendRaw sends a whole message, header and all, over SMTP from envelope.
func (g *realGame) sendRaw(t *testing.T, envelope, raw string) {
	t.Helper()
	raw = strings.ReplaceAll(strings.ReplaceAll(raw, "\r\n", "\n"), "\n", "\r\n")
	if err := smtp.SendMail(g.env.mail.SMTPAddr(), nil, envelope, []string{testJudgeAddress}, []byte(raw)); err != nil {
		t.Fatalf("sending: %v", err)
	}
}

// answer waits for the judge's answer to the mail id in addr's mailbox.
func (g *realGame) answer(t *testing.T, addr, id string) mailtest.Mail {
	t.Helper()
	var found *mailtest.Mail
	eventually(t, "the answer to "+id+" in "+addr+"'s mailbox", func() bool {
		raws, err := g.env.mail.Messages(addr)
		if err != nil {
			t.Fatal(err)
		}
		for _, raw := range raws {
			if m := mailtest.Read(t, raw); m.InReplyTo == id {
				found = &m
				return true
			}
		}
		return false
	})
	return *found
}

func (g *realGame) nextID(who string) string {
	g.n++
	return fmt.Sprintf("<real%d.%d@%s>", g.n, time.Now().UnixNano(), who)
}

// listCopy is the copy of writer's mail that a list server sends on, with
// the header set it writes (mailio/incoming/testdata/lists).
func listCopy(t *testing.T, server, writer, id, body string) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "mailio", "incoming", "testdata", "lists", server+".eml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.ReplaceAll(string(raw), "alice@example.org", writer)
	s = strings.Replace(s, "<MESSAGE-ID>", id, 1)
	return strings.Replace(s, "BODY\n", body, 1)
}

func TestMailPeopleReallySend(t *testing.T) {
	g := startRealGame(t)

	t.Run("a player's orders through a mailing list", func(t *testing.T) {
		for _, c := range []struct{ server, power, orders, want string }{
			{"mailman2_munged", "Germany", "A Mun - Ruh", "A Mun - Ruh"},
			{"mailman3_munged", "England", "F Lon - Nth", "F Lon - Nth"},
			{"googlegroups", "Turkey", "F Ank - Bla", "F Ank - Bla"},
		} {
			id := g.nextID("lists.example")
			body := fmt.Sprintf("SIGNON %swest pw-%s\n%s\n", c.power[:1], c.power, c.orders)
			g.sendRaw(t, "dipl-bounces@lists.example", listCopy(t, c.server, g.addr[c.power], id, body))
			r := g.answer(t, g.addr[c.power], id)
			mustHave(t, c.server, r.Body, "Orders of "+c.power, c.want, "through the mailing list", "never the list")
		}
		// A stranger's mail through the list is not answered; the list never is.
		id := g.nextID("lists.example")
		g.sendRaw(t, "dipl-bounces@lists.example", listCopy(t, "mailman2_munged", "stranger@example.net", id, "SIGNON Gwest pw-Germany\nA Mun H\n"))
		r := g.ask(t, "austria@example.org", "after", "VERSION") // handled after the list copy
		if r.InReplyTo == "" {
			t.Fatal("no answer")
		}
		// Sent to the list and to the judge: carried out once.
		id = g.nextID("example.org")
		body := "SIGNON Rwest pw-Russia\nA War - Gal\n"
		g.sendRaw(t, g.addr["Russia"], "From: Russia <russia@example.org>\nTo: dipl@lists.example\nCc: "+testJudgeAddress+
			"\nSubject: orders\nMessage-ID: "+id+"\nContent-Type: text/plain; charset=utf-8\n\n"+body)
		g.sendRaw(t, "dipl-bounces@lists.example", listCopy(t, "mailman2_munged", g.addr["Russia"], id,
			body+"_______________________________________________\nDipl mailing list\nDipl@lists.example\n"))
		g.ask(t, g.addr["Russia"], "after", "VERSION") // handled after both copies
		raws, err := g.env.mail.Messages(g.addr["Russia"])
		if err != nil {
			t.Fatal(err)
		}
		answers := 0
		for _, raw := range raws {
			if mailtest.Read(t, raw).InReplyTo == id {
				answers++
			}
		}
		if answers != 1 {
			t.Errorf("Russia's mail to the list and the judge was answered %d times, want once", answers)
		}
		for _, addr := range []string{"dipl@lists.example", "dipl@googlegroups.example", "stranger@example.net"} {
			if got, _ := g.env.mail.Messages(addr); len(got) > 0 {
				t.Errorf("%d mails to %s", len(got), addr)
			}
		}
	})

	t.Run("wrapped orders and several on a line", func(t *testing.T) {
		r := g.ask(t, g.addr["France"], "AW: Re: orders",
			"SIGNON Fwest pw-France\nArmy Marseilles supports Army Paris\nmoving to Burgundy\nA Par - Bur; F Bre - Mao\n")
		mustHave(t, "France", r.Body, "→ A Mar S A Par - Bur", "read with line 2 as one order", "A Mar S A Par - Bur; A Par - Bur; F Bre - Mao")
		if strings.Contains(r.Body, "Problems (") {
			t.Errorf("problems in France's answer:\n%s", r.Body)
		}
		if r.Subject != "AW: orders" {
			t.Errorf("subject %q, want %q", r.Subject, "AW: orders")
		}
		// Wrapped so that the halves do not read as one: neither runs.
		r = g.ask(t, g.addr["Austria"], "orders", "SIGNON Awest pw-Austria\nA Vie S A Bud\nmoving to Serbiaa\n")
		mustHave(t, "Austria", r.Body, "look like one order wrapped", "Problems (2)")
		if strings.Contains(r.Body, "→ A Vie S A Bud\n") || strings.Contains(r.Body, "A Vie S A Bud;") {
			t.Errorf("the first half of a wrapped order was taken:\n%s", r.Body)
		}
	})

	t.Run("format=flowed soft breaks", func(t *testing.T) {
		id := g.nextID("example.org")
		g.sendRaw(t, g.addr["Italy"], "From: Italy <italy@example.org>\nTo: "+testJudgeAddress+"\nSubject: 回复：回复：命令\nMessage-ID: "+id+
			"\nContent-Type: text/plain; charset=utf-8; format=flowed\n\nSIGNON Iwest pw-Italy\nArmy Venice supports Army Rome \nmoving to Apulia\n\n"+
			"在 2026年11月22日 11:00，Judge 写道：\n> 意大利的命令\n> A Ven H\n")
		r := g.answer(t, g.addr["Italy"], id)
		// The lines Italy wrote are English: the Chinese client's prefix
		// and attribution line do not make the answer Chinese.
		mustHave(t, "Italy", r.Body, "A Ven S A Rom - Apu", "Skipped 3 quoted lines.")
		if strings.Contains(r.Body, "read with line") {
			t.Errorf("a flowed line came apart:\n%s", r.Body)
		}
		if r.Subject != "回复：命令" {
			t.Errorf("subject %q, want 回复：命令", r.Subject)
		}
	})
}

func mustHave(t *testing.T, what, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Errorf("%s: the answer lacks %q:\n%s", what, w, body)
		}
	}
}
