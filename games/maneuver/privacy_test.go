package maneuver

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// cardMentions lists the card ids of nation n that text names.
func cardMentions(n *Nation, text string) []string {
	re := regexp.MustCompile(`\b` + n.Prefix + `\d\d\b`)
	var out []string
	for _, m := range re.FindAllString(text, -1) {
		if _, ok := n.Card(m); ok && !slices.Contains(out, m) {
			out = append(out, m)
		}
	}
	return out
}

// shownBy is what the rules let seat x learn of its opponent o's cards in
// one resolution, worked out from the positions before and after and
// from the lines sent, not from the engine's events: every card that left
// o's hand or reached o's discard pile other than by o's DISCARD line,
// every card on the table in a combat under way, the card that opened a
// combat of o's (a skirmish takes it back), the last card of a DISCARD
// line and the top of o's discard pile, and o's whole hand if x played a
// Scout. Cards o only named in a line that did not run, or in a standing
// answer, are not shown.
func shownBy(before, after *State, subs map[games.Seat]games.Submission, x Seat) map[string]bool {
	o := x.Other()
	ok := map[string]bool{}
	discarded := map[string]bool{}
	for _, l := range subs[o.Seat()].Lines {
		w := strings.Fields(l.Text)
		switch {
		case len(w) > 2 && w[0] == "DISCARD":
			for _, id := range w[1 : len(w)-1] {
				discarded[id] = true
			}
		case len(w) > 1 && opensCombat(w[0]):
			for _, id := range w[1:] {
				ok[id] = true
			}
		}
	}
	for _, id := range before.Sides[o].Hand {
		if !slices.Contains(after.Sides[o].Hand, id) && !discarded[id] {
			ok[id] = true
		}
	}
	pile, was := after.Sides[o].Discard, before.Sides[o].Discard
	if len(pile) >= len(was) && slices.Equal(pile[:len(was)], was) {
		pile = pile[len(was):]
	}
	for _, id := range pile {
		if !discarded[id] {
			ok[id] = true
		}
	}
	if after.T != nil && after.T.Combat != nil {
		for _, id := range append(slices.Clone(after.T.Combat.Played), after.T.Combat.DefPlayed...) {
			ok[id] = true
		}
	}
	if top, has := after.topDiscard(o); has {
		ok[top] = true
	}
	for _, l := range subs[x.Seat()].Lines {
		if strings.HasPrefix(l.Text, "SCOUT ") {
			for _, id := range before.Sides[o].Hand {
				ok[id] = true
			}
		}
	}
	return ok
}

// Every report each seat reads, through a whole scripted game, names no
// card of the opponent's hand, deck or buried discards that the rules had
// not shown it; nor does any public question.
func TestPrivacyOfEveryReport(t *testing.T) {
	for _, seed := range []byte{1, 2, 3} {
		hist := play(t, [games.SeedSize]byte{seed, 4}, "standard", nil, [2]Scripted{{Seat: Blue, Cautious: true}, {Seat: Red}})
		checked := 0
		// Cards shown earlier in the same player turn stay on the table
		// until the turn ends (a combat goes on after a question).
		table := [2]map[string]bool{{}, {}}
		for k, h := range hist {
			before, after := h.before.(*Game).s, h.after.(*Game).s
			if !strings.Contains(h.id, ".") {
				table = [2]map[string]bool{{}, {}}
			}
			if after.Stage == StageOver {
				continue
			}
			for _, x := range []Seat{Blue, Red} {
				o := x.Other()
				if after.nations[o] == nil {
					continue
				}
				ok := shownBy(before, after, h.subs, x)
				for id := range ok {
					table[x][id] = true
				}
				ok = table[x]
				rep, err := Engine{}.Report(h.res, games.SeatView(x.Seat()), i18n.English)
				if err != nil {
					t.Fatal(err)
				}
				for _, id := range cardMentions(after.nations[o], rep) {
					if !ok[id] {
						t.Fatalf("seed %d, %s (#%d): %s reads %s's card %s, which the rules had not shown it:\n%s", seed, h.id, k, x, o, id, rep)
					}
					checked++
				}
				for _, r := range h.after.Requests() {
					asked, _ := seatOf(r.Seat)
					p := r.For(games.SeatView(x.Seat()))
					if asked != x {
						if ids := cardMentions(after.nations[asked], p.Ask.EN+p.Default.EN); len(ids) > 0 {
							t.Fatalf("%s: the question to %s shows %s its cards %v", h.id, asked, x, ids)
						}
					}
				}
			}
		}
		if checked == 0 {
			t.Errorf("seed %d: no opponent's card was ever named: the check checked nothing", seed)
		}
	}
}

// A question stops the turn where it stands; the asked seat alone may
// answer, and only with standing answers; the rest of the active player's
// plan is its own secret and runs after the answer, also from saved bytes.
func TestQuestionStopsTheTurnAndItGoesOn(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D6").place(Blue, "LIN*", "B7").place(Red, "FGD", "D5").
		hand(Blue, "F01", "F54", "F46", "F47", "F48").hand(Red, "B01").answers(Red, "WITHDRAW * NO", "CHOOSE * HIT", "GUERRILLA * NO")
	f.resolve("MOVE LIN B6", "ASSAULT GRD D5 WITH F01", "RESULT HIT", "RESTORE LIN WITH F54").asked(Red, askDefend)
	g := f.game()
	if ph := g.Phase(); ph.ID != "T1B.1" || ph.Class != plan.ClassStop {
		t.Errorf("phase %+v", ph)
	}
	if reqs := g.Requests(); len(reqs) != 1 || reqs[0].Seat != "Red" {
		t.Errorf("requests %+v", reqs)
	}
	if red := g.View(games.SeatView("Red"), i18n.English); strings.Contains(red, "RESTORE") || strings.Contains(red, "RESULT") {
		t.Errorf("Red sees Blue's plan:\n%s", red)
	}
	// The combat's own lines waiting for the answer are part of the plan
	// still to run, for its player and the master.
	for _, v := range []games.Viewer{games.SeatView("Blue"), games.MasterView()} {
		if view := g.View(v, i18n.English); !strings.Contains(view, "plan still to run:\n  RESULT HIT\n  RESTORE LIN WITH F54") {
			t.Errorf("%v does not see the rest of Blue's plan:\n%s", v, view)
		}
	}
	if res := f.submit(Red, "MOVE FGD D4"); len(res.Problems) != 1 {
		t.Errorf("a move was accepted as an answer")
	}
	if res := f.submit(Blue, "DEFEND FGD ALL"); len(res.Problems) != 1 {
		t.Errorf("Blue answered Red's question about Red's FGD: %v", res.Problems)
	}
	data, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Engine{}.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	f.s = back.(*Game).s
	f.s.field = g.s.field // the fixture's clear field, which saved bytes do not carry
	f.resolve("DEFEND FGD NONE").has("Red plays no defence card", "Attack total: GRD strength 8", "Blue's LIN is restored").nextTurn()
	if a, ok := f.s.Sides[Red].Book.Find(askDefend, "FGD"); !ok || a.Word != "NONE" {
		t.Errorf("the answer was not kept as a standing answer: %+v", a)
	}
}

// Private and public prompts: the public part says who decides what,
// where; only the asked seat's prompt lists its cards.
func TestQuestionPromptsPublicAndPrivate(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D6").place(Blue, "HUS", "A8").place(Red, "FGD", "D5").hand(Blue, "F01").hand(Red, "B01", "B57")
	f.resolve("MOVE HUS A7", "ASSAULT GRD D5 WITH F01").asked(Red, askWithdraw)
	r := f.game().Requests()[0]
	pub, priv := r.For(games.SeatView("Blue")), r.For(games.SeatView("Red"))
	if pub.Ask.EN != "Red decides whether the unit at D5 withdraws" || !strings.Contains(priv.Ask.EN, "B57 Withdraw") {
		t.Errorf("public %q, private %q", pub.Ask.EN, priv.Ask.EN)
	}
	if m := r.For(games.MasterView()); m.Ask.EN != priv.Ask.EN {
		t.Errorf("the master reads %q", m.Ask.EN)
	}
	for _, lang := range i18n.Langs() {
		if pub.Ask.In(lang) == "" || priv.Default.In(lang) == "" {
			t.Errorf("no %s prompt", lang)
		}
	}
	_ = fmt.Sprint
}
