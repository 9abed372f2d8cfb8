package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// updateASLDoc rewrites the table of mails per player turn in
// docs/rules/asl.md from the game the test plays.
var updateASLDoc = flag.Bool("update-asl-doc", false, "rewrite the mail count table in docs/rules/asl.md")

// The ASL Starter Kit sample scenario by mail (issue #11): a master
// creates the game, the Russian and German players join and send, each
// player turn, one mail each (the phasing side's plan, the other's
// standing orders), and the German answers the stops its standing orders
// asked for. The players are the engine's scripted player reading the
// position off a shadow game resolved with the judge's dice labels; every
// results mail must carry the shadow's report for its reader. At the end
// `adjutant verify` replays the game, every mail is searched for the other
// side's orders, and the mails per player turn are counted into
// docs/rules/asl.md.
func TestASLWholeGameByMail(t *testing.T) {
	seed := [games.SeedSize]byte{5, 4, 1, 1}
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	stop := runSeededGB(t, cfg, seed)
	smtpAddr := mail.SMTPAddr()
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }

	type player struct {
		addr, pw string
		seat     games.Seat
		code     string
		mbox     *gbMailbox
		sent     []sentPlan
	}
	master := box("umpire@example.org")
	rus := &player{addr: "ivan@example.org", pw: "r0ss", seat: "Russian", code: "R"}
	ger := &player{addr: "fritz@example.org", pw: "g3rm", seat: "German", code: "G"}
	rus.mbox, ger.mbox = box(rus.addr), box(ger.addr)
	players := map[games.Seat]*player{"Russian": rus, "German": ger}
	opponent := map[*player]*player{rus: ger, ger: rus}
	readers := []*gbMailbox{master, rus.mbox, ger.mbox}

	createID := submit(t, smtpAddr, master.addr, "judge@localhost", "new game", "CREATE ?asl pw asl village\n")
	if r := master.await(1)[0]; r.InReplyTo != createID || !strings.Contains(r.Body, "Game asl created: asl, variant village, 2 players") {
		t.Fatalf("CREATE answered:\n%s", r.Body)
	}
	joins := map[*player]string{}
	joins[rus] = submit(t, smtpAddr, rus.addr, "judge@localhost", "join", "SIGNON ?asl "+rus.pw+" Russian\n")
	rus.mbox.await(1)
	joins[ger] = submit(t, smtpAddr, ger.addr, "judge@localhost", "join", "SIGNON ?asl "+ger.pw+" German\n")
	ger.mbox.await(2)
	rus.mbox.await(1)
	master.await(1)
	for _, p := range []*player{rus, ger} {
		start := p.mbox.find("asl: the game has started")
		if !strings.Contains(start.Body, "You play "+string(p.seat)+".") || !strings.Contains(start.Body, "ASL by email: how to play") {
			t.Fatalf("%s's start mail:\n%s", p.addr, start.Body)
		}
	}

	shadow, err := asl.Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var seq uint64
	var lastID string
	perTurn := map[string]map[games.Seat]int{}
	var turns []string
	stops := 0
	for shadow.Over() == nil {
		if seq > 200 {
			t.Fatalf("no end after %d resolutions", seq)
		}
		asked := seatsOf(shadow.Requests())
		id := shadow.Phase().ID
		turn := playerTurn(id)
		if perTurn[turn] == nil {
			perTurn[turn] = map[games.Seat]int{}
			turns = append(turns, turn)
		}
		if len(asked) == 1 {
			stops++
			// The mail before said who alone is asked: the attacker reads
			// about what, the defender also its choices and the default.
			att, def := rus.mbox.all[len(rus.mbox.all)-1], ger.mbox.all[len(ger.mbox.all)-1]
			if !hasText(att.Body, "Only German is asked: whether the German side fires at") || strings.Contains(att.Body, "Able to fire") {
				t.Fatalf("%s: the stop as the Russian reads it:\n%s", id, att.Body)
			}
			if !hasText(def.Body, "Only German is asked:") || !hasText(def.Body, "Answer FIRE ids") || !hasText(def.Body, "Without an answer: no fire; the move goes on.") {
				t.Fatalf("%s: the stop as the German reads it:\n%s", id, def.Body)
			}
		}
		subs := map[games.Seat]games.Submission{}
		for i, seat := range asked {
			p := players[seat]
			lines := shadow.(*asl.Game).ScriptedOrders(seat)
			body := fmt.Sprintf("SIGNON %sasl %s\n%s\n", p.code, p.pw, strings.Join(lines, "\n"))
			mid := submit(t, smtpAddr, p.addr, "judge@localhost", "orders", body)
			p.sent = append(p.sent, sentPlan{id: mid, lines: lines})
			perTurn[turn][seat]++
			n := 1
			if i == len(asked)-1 {
				n = 2
			}
			var reply *mailtest.Mail
			for _, m := range p.mbox.await(n) {
				if m.InReplyTo == mid {
					reply = &m
				}
			}
			if reply == nil {
				t.Fatalf("%s: no reply to %s's orders", id, seat)
			}
			in := make([]games.Line, len(lines))
			for k, text := range lines {
				in[k] = games.Line{N: k + 2, Text: text}
			}
			res := shadow.Submit(seat, in, i18n.English)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: orders refused by the engine: %s", id, res.Problems[0].Render(i18n.English))
			}
			if strings.Contains(reply.Body, "\nProblems (") || !hasText(reply.Body, res.Summary) {
				t.Fatalf("%s: reply to %s (want the summary %q):\n%s", id, seat, res.Summary, reply.Body)
			}
			subs[seat] = res.Accepted
		}
		master.await(1)
		opponent[players[asked[len(asked)-1]]].mbox.await(1)
		seq++
		lastID = id
		res, err := shadow.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, fmt.Sprintf("%d:%s", seq, id)))
		if err != nil {
			t.Fatal(err)
		}
		shadow = res.Next
		end := shadow.Over()
		if end != nil {
			for _, r := range readers {
				r.await(1)
			}
		}
		for _, r := range readers {
			results := r.find("asl: " + id + " results")
			v := games.MasterView()
			for s, p := range players {
				if p.mbox == r {
					v = games.SeatView(s)
				}
			}
			if end != nil {
				v = games.EndView()
			}
			want, err := asl.Engine{}.Report(res.Result, v, i18n.English)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(results.Body, want) {
				t.Fatalf("%s: %s's results mail differs from the engine's report:\n%s\n--- want within:\n%s", id, r.addr, results.Body, want)
			}
			for _, d := range res.Draws {
				if !strings.Contains(results.Body, fmt.Sprintf("#%d", d.N)) {
					t.Fatalf("%s: roll #%d (%s) not shown to %s", id, d.N, d.Purpose, r.addr)
				}
			}
		}
	}
	end := shadow.Over()
	winner := string(end.Winners[0])
	t.Logf("%s wins (%s) after %d resolutions by mail, %d stops", winner, end.Reason.EN, seq, stops)
	if stops == 0 {
		t.Error("no stop was asked for: the single-seat path was not exercised by mail")
	}
	for _, r := range readers {
		final := r.find("asl: game over")
		if !strings.Contains(final.Body, "Winner: "+winner) || !strings.Contains(final.Body, fmt.Sprintf("%x", seed)) {
			t.Errorf("%s's final mail does not name %s and publish the seed:\n%s", r.addr, winner, final.Body)
		}
	}
	stop()
	for _, r := range readers {
		if raws, _ := mail.Messages(r.addr); len(raws) != len(r.all) {
			t.Errorf("%s got %d mails, %d expected", r.addr, len(raws), len(r.all))
		}
	}

	// Orders stay private: no line a side sent (PASS says nothing) is in a
	// mail the other side got before the end (the help the start mail
	// carries and the judge's "Only X is asked" line quote syntax, not
	// orders). A line the reader sent word for word himself (the scripted
	// players name firers by hex, so both may send "FIRE vJ4 AT ANY ...")
	// is his own echo, not a leak.
	assertMailWidths(t, readers...)
	afterEnd := map[string]bool{"asl: " + lastID + " results": true, "asl: game over": true}
	for p, o := range opponent {
		own := map[string]bool{}
		for _, s := range o.sent {
			for _, line := range s.lines {
				own[line] = true
			}
		}
		for _, s := range p.sent {
			for _, line := range s.lines {
				if line == "PASS" || own[line] {
					continue
				}
				for _, m := range o.mbox.all {
					if afterEnd[m.Subject] {
						continue
					}
					if strings.Contains(withoutPromptLines(withoutHelp(m.Body, asl.Engine{})), line) {
						t.Fatalf("%s's line %q is in a mail to %s (%q):\n%s", p.addr, line, o.addr, m.Subject, m.Body)
					}
				}
			}
		}
	}

	// Every mail sent was answered once.
	sent := map[string]string{createID: master.addr, joins[rus]: rus.addr, joins[ger]: ger.addr}
	for _, p := range []*player{rus, ger} {
		for _, s := range p.sent {
			sent[s.id] = p.addr
		}
	}
	answers := map[string]int{}
	for _, r := range readers {
		for _, m := range r.all {
			if m.InReplyTo != "" {
				answers[m.InReplyTo]++
			}
		}
	}
	for id, from := range sent {
		if answers[id] != 1 {
			t.Errorf("mail %s from %s answered %d times", id, from, answers[id])
		}
	}

	var out, errOut bytes.Buffer
	if err := runVerify(context.Background(), []string{"--data", dir, "asl"}, &out, &errOut); err != nil {
		t.Fatalf("verify: %v\n%s%s", err, out.String(), errOut.String())
	}
	if rep := out.String(); strings.Contains(rep, "FAIL") || strings.Count(rep, "\nok   ") != int(seq) {
		t.Errorf("verify did not replay %d phases without failure:\n%s", seq, rep)
	}

	checkMailCountTable(t, mailCountTable(turns, perTurn, winner, seq))
}

// playerTurn is the player turn a phase id belongs to: "T2-R-3" is T2-R.
func playerTurn(id string) string {
	parts := strings.SplitN(id, "-", 3)
	return parts[0] + "-" + parts[1]
}

// mailCountTable is the table of mails per player turn for the docs.
func mailCountTable(turns []string, per map[string]map[games.Seat]int, winner string, seq uint64) string {
	var b strings.Builder
	b.WriteString("| player turn | Russian mails | German mails | stops asked |\n|---|---|---|---|\n")
	total := 0
	for _, tn := range turns {
		r, g := per[tn]["Russian"], per[tn]["German"]
		total += r + g
		fmt.Fprintf(&b, "| %s | %d | %d | %d |\n", tn, r, g, r+g-2)
	}
	fmt.Fprintf(&b, "\n%d player turns, %d order mails in all, %d resolutions; the %s side won.\n", len(turns), total, seq, winner)
	return b.String()
}

var mailCountSection = regexp.MustCompile(`(?s)<!-- mail-count -->\n.*?<!-- /mail-count -->`)

// checkMailCountTable compares the table with docs/rules/asl.md, or with
// -update-asl-doc writes it there.
func checkMailCountTable(t *testing.T, table string) {
	t.Helper()
	path := filepath.Join("..", "..", "docs", "rules", "asl.md")
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want := "<!-- mail-count -->\n" + table + "<!-- /mail-count -->"
	if *updateASLDoc {
		doc = mailCountSection.ReplaceAll(doc, []byte(want))
		if err := os.WriteFile(path, doc, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if !strings.Contains(string(doc), want) {
		t.Errorf("docs/rules/asl.md does not carry the mail count this game gives (go test ./cmd/adjutant -run ASL -update-asl-doc):\n%s", table)
	}
}
