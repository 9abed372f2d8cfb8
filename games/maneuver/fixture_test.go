package maneuver

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// fx is a position built by hand for one rule: Blue plays our own France
// (armies=ours) from the north edge, Red our own Britain from the south, on a field of clear squares,
// with the units, hands and terrain each test sets. Decks hold the rest of
// each nation's cards in card order, so draws are known.
type fx struct {
	t    testing.TB
	s    *State
	seed [games.SeedSize]byte
	log  string // the last resolution's events, as the master reads them
	res  []byte
}

func newFx(t testing.TB) *fx {
	t.Helper()
	d, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	s := &State{Variant: "standard", Stage: StageTurn, Turn: 1, First: Blue, Active: Blue, Winner: -1,
		Opt:   Options{Hand: "draw", Command: "total", Losses: "all", Armies: "ours"},
		Tiles: [4]Placement{{Tile: 1}, {Tile: 1}, {Tile: 1}, {Tile: 1}}}
	s.Sides[Blue].Nation, s.Sides[Blue].Edge = "france", North
	s.Sides[Red].Nation, s.Sides[Red].Edge = "britain", South
	for seat := range s.Sides {
		s.Sides[seat].Units = make([]UnitState, 8)
		for i := range s.Sides[seat].Units {
			s.Sides[seat].Units[i].Sq = NoSquare
		}
	}
	if err := s.bind(d); err != nil {
		t.Fatal(err)
	}
	clear, _ := d.Chart.ByKey("clear")
	f := &Field{}
	for c := range Size {
		for r := range Size {
			f[c][r] = clear
		}
	}
	s.field = f
	for seat := range s.Sides {
		for _, c := range s.nations[seat].Cards {
			s.Sides[seat].Deck = append(s.Sides[seat].Deck, c.ID)
		}
	}
	return &fx{t: t, s: s, seed: [games.SeedSize]byte{7}}
}

func sq(t testing.TB, w string) Square {
	s, ok := ParseSquare(w)
	if !ok {
		t.Fatalf("bad square %q", w)
	}
	return s
}

// place puts a unit on a square, damaged if the code ends with "*".
func (f *fx) place(seat Seat, code, square string) *fx {
	f.t.Helper()
	dmg := strings.HasSuffix(code, "*")
	code = strings.TrimSuffix(code, "*")
	i, ok := f.s.nations[seat].UnitIndex(code)
	if !ok {
		f.t.Fatalf("no unit %s", code)
	}
	f.s.Sides[seat].Units[i] = UnitState{Sq: sq(f.t, square), Damaged: dmg}
	return f
}

// hand gives seat exactly these cards, taken out of its deck.
func (f *fx) hand(seat Seat, ids ...string) *fx {
	side := &f.s.Sides[seat]
	side.Deck = append(side.Deck, side.Hand...)
	side.Hand = nil
	for _, id := range ids {
		side.Deck = slices.DeleteFunc(side.Deck, func(c string) bool { return c == id })
		side.Hand = append(side.Hand, id)
	}
	slices.SortFunc(side.Deck, strings.Compare)
	return f
}

// deck puts these cards on top of seat's deck.
func (f *fx) deck(seat Seat, ids ...string) *fx {
	side := &f.s.Sides[seat]
	side.Deck = slices.DeleteFunc(side.Deck, func(c string) bool { return slices.Contains(ids, c) })
	side.Deck = append(slices.Clone(ids), side.Deck...)
	return f
}

// terrain sets a square's terrain; a custom row of the chart when given.
func (f *fx) terrain(square, key string) *fx {
	f.t.Helper()
	t, ok := f.s.data.Chart.ByKey(key)
	if !ok {
		f.t.Fatalf("no terrain %s", key)
	}
	s := sq(f.t, square)
	nf := *f.s.field
	nf[s.Col][s.Row] = t
	f.s.field = &nf
	return f
}

func (f *fx) customTerrain(square string, t Terrain) *fx {
	s := sq(f.t, square)
	nf := *f.s.field
	nf[s.Col][s.Row] = &t
	f.s.field = &nf
	return f
}

// card changes a card of seat's nation for this game only.
func (f *fx) card(seat Seat, id string, change func(*Card)) *fx {
	f.t.Helper()
	n := *f.s.nations[seat]
	n.Cards = slices.Clone(n.Cards)
	for i := range n.Cards {
		if n.Cards[i].ID == id {
			change(&n.Cards[i])
			f.s.nations[seat] = &n
			return f
		}
	}
	f.t.Fatalf("no card %s", id)
	return f
}

// fixed is a card value that rolls no die.
func fixed(n int) Dice { return Dice{Plus: n} }

// answers sets standing answers for seat.
func (f *fx) answers(seat Seat, lines ...string) *fx {
	f.t.Helper()
	p, _, probs := f.s.parse(seat, modeAnswer, numbered(lines))
	if len(probs) > 0 {
		f.t.Fatalf("answers %q: %s", lines, probs[0].Render(i18n.English))
	}
	f.s.applyBook(seat, p.book)
	return f
}

// cautious gives seat the standing answers that keep a test from
// stopping on questions it is not about.
func (f *fx) cautious(seat Seat) *fx {
	return f.answers(seat, "DEFEND * NONE", "WITHDRAW * NO", "GUERRILLA * NO", "CHOOSE * HIT", "SIDE * WEST")
}

func (f *fx) game() *Game { return &Game{s: f.s} }

// submit checks lines as the seat asked now would send them.
func (f *fx) submit(seat Seat, lines ...string) games.SubmitResult {
	return f.game().Submit(seat.Seat(), numbered(lines), i18n.English)
}

// refuses fails unless the plan's line n is refused with each phrase.
func (f *fx) refuses(n int, lines []string, phrases ...string) {
	f.t.Helper()
	res := f.submit(Blue, lines...)
	for _, p := range res.Problems {
		if p.Line != n {
			continue
		}
		for _, ph := range phrases {
			if !strings.Contains(p.Message.EN, ph) {
				f.t.Fatalf("line %d of %q refused with %q, want %q", n, lines, p.Message.EN, ph)
			}
		}
		return
	}
	f.t.Fatalf("line %d of %q not refused: problems %+v notes %+v", n, lines, res.Problems, res.Notes)
}

// accepts fails unless no line of the plan is refused.
func (f *fx) accepts(lines ...string) {
	f.t.Helper()
	if res := f.submit(Blue, lines...); len(res.Problems) > 0 {
		f.t.Fatalf("%q refused: %s", lines, res.Problems[0].Message.EN)
	}
}

// resolve sends the lines of the seat asked (none: no mail) and resolves.
func (f *fx) resolve(lines ...string) *fx {
	f.t.Helper()
	g := f.game()
	subs := map[games.Seat]games.Submission{}
	if lines != nil {
		reqs := g.Requests()
		if len(reqs) != 1 {
			f.t.Fatalf("%d seats asked", len(reqs))
		}
		res := g.Submit(reqs[0].Seat, numbered(lines), i18n.English)
		if len(res.Problems) > 0 {
			f.t.Fatalf("%q refused: %s", lines, res.Problems[0].Render(i18n.English))
		}
		subs[reqs[0].Seat] = res.Accepted
	}
	return f.resolveSubs(g, subs)
}

// unchecked resolves the lines of the seat asked as they stand, without
// the checks of Submit: how the turn treats a line that Submit would
// refuse, should one reach it (a plan kept from before a check was added).
func (f *fx) unchecked(lines ...string) *fx {
	f.t.Helper()
	g := f.game()
	reqs := g.Requests()
	if len(reqs) != 1 {
		f.t.Fatalf("%d seats asked", len(reqs))
	}
	subs := map[games.Seat]games.Submission{reqs[0].Seat: {Seat: reqs[0].Seat, Lines: numbered(lines)}}
	return f.resolveSubs(g, subs)
}

// resolveSubs resolves g with subs and keeps the result, its events as
// the master reads them, and the state that follows.
func (f *fx) resolveSubs(g *Game, subs map[games.Seat]games.Submission) *fx {
	f.t.Helper()
	r, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(f.seed, g.Phase().ID))
	if err != nil {
		f.t.Fatal(err)
	}
	f.res = r.Result
	var out record.Phase[State]
	if err := json.Unmarshal(r.Result, &out); err != nil {
		f.t.Fatal(err)
	}
	f.log = strings.Join(strings.Fields(strings.Join(games.Render(out.Events, games.MasterView(), i18n.English), " ")), " ")
	f.s = r.Next.(*Game).s
	return f
}

// has fails unless the last resolution's events say each phrase.
func (f *fx) has(phrases ...string) *fx {
	f.t.Helper()
	for _, p := range phrases {
		if !strings.Contains(f.log, p) {
			f.t.Fatalf("the events lack %q:\n%s", p, f.log)
		}
	}
	return f
}

func (f *fx) lacks(phrases ...string) *fx {
	f.t.Helper()
	for _, p := range phrases {
		if strings.Contains(f.log, p) {
			f.t.Fatalf("the events say %q:\n%s", p, f.log)
		}
	}
	return f
}

func (f *fx) unit(seat Seat, code string) UnitState {
	i, _ := f.s.nations[seat].UnitIndex(code)
	return f.s.Sides[seat].Units[i]
}

func (f *fx) at(seat Seat, code, square string) *fx {
	f.t.Helper()
	if u := f.unit(seat, code); u.Sq != sq(f.t, square) {
		f.t.Fatalf("%s %s is at %s, want %s\n%s", seat, code, u.Sq, square, f.log)
	}
	return f
}

// asked fails unless the game now waits for seat's answer of kind.
func (f *fx) asked(seat Seat, kind string) *fx {
	f.t.Helper()
	q := f.s.Question
	if q == nil || q.Seat != seat.Seat() || q.Kind != kind {
		f.t.Fatalf("want a %s question to %s, have %+v\n%s", kind, seat, q, f.log)
	}
	return f
}

// nextTurn fails unless the turn has passed to the other player.
func (f *fx) nextTurn() *fx {
	f.t.Helper()
	if f.s.T != nil || f.s.Question != nil || f.s.Stage != StageTurn {
		f.t.Fatalf("the turn is still under way:\n%s", f.log)
	}
	return f
}

// reads is what viewer v reads of the last resolution's events, a line
// each.
func (f *fx) reads(v games.Viewer) string {
	f.t.Helper()
	var out record.Phase[State]
	mustJSON(f.t, f.res, &out)
	return strings.Join(games.Render(out.Events, v, i18n.English), "\n")
}

func mustJSON(t testing.TB, data []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

// numbered makes lines of text a mail's, numbered from 1.
func numbered(lines []string) []games.Line {
	out := make([]games.Line, len(lines))
	for i, l := range lines {
		out[i] = games.Line{N: i + 1, Text: l}
	}
	return out
}
