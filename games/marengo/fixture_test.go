package marengo

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// fx is a position built for one rule's test: the sample scenario with
// every block off the map until the test places it, a side to play and
// an hour, and the standing answers each side has given.
type fx struct {
	t   testing.TB
	s   *State
	res []byte
	n   int
}

func newFx(t testing.TB) *fx {
	t.Helper()
	sc, err := LoadScenario("sample")
	if err != nil {
		t.Fatal(err)
	}
	testRoster(sc)
	s := newState(sc, parseOptions(nil))
	s.Stage = stageTurn
	for i := range s.B.Blocks {
		s.B.Blocks[i].Status, s.B.Blocks[i].Inactive = isGone, false
	}
	s.B.Hour, s.B.Active, s.B.Seq = 8, Austria, 5
	s.B.T = Marks{Phase: phActivate, CP: 3}
	return &fx{t: t, s: s}
}

// testRoster gives the rules tests a roster of their own: the sample's
// as it was before it kept to the published game's pieces (one gun a
// side of strength 1, one Austrian arrival group), so that the tests also
// cover what a scenario file may give: stronger guns, infantry of four,
// cavalry of three, staggered arrivals.
func testRoster(sc *Scenario) {
	faces := map[string]struct {
		arm            Arm
		strength, hour int
	}{
		"A05": {Infantry, 3, 7}, "A06": {Infantry, 3, 7}, "A07": {Cavalry, 2, 7}, "A08": {Artillery, 3, 7}, "A09": {Artillery, 2, 7},
		"A10": {Infantry, 4, 8}, "A11": {Infantry, 3, 8}, "A12": {Cavalry, 3, 8}, "A13": {Cavalry, 2, 8},
		"A14": {Infantry, 3, 9}, "A15": {Infantry, 3, 9}, "A16": {Infantry, 2, 9}, "A17": {Cavalry, 2, 9}, "A18": {Artillery, 2, 9},
		"F07": {Cavalry, 3, 0}, "F09": {Artillery, 2, 0}, "F13": {Infantry, 3, 13}, "F14": {Cavalry, 2, 13}, "F17": {Artillery, 2, 17},
	}
	for i := range sc.Blocks {
		d := &sc.Blocks[i]
		if f, ok := faces[d.ID]; ok {
			d.Arm, d.Strength = f.arm, f.strength
			if f.hour > 0 {
				d.Hour = f.hour
			}
		}
	}
}

// at puts blocks on a place ("MAR" or "MAR/CGR") at full strength.
func (f *fx) at(place string, list ...string) *fx {
	f.t.Helper()
	p := Place{Area: place}
	if a, b, ok := strings.Cut(place, "/"); ok {
		p = Place{Area: a, Face: b}
		if _, ok := f.s.sc.Approach(a, b); !ok {
			f.t.Fatalf("no approach %s", place)
		}
	}
	for _, id := range list {
		x := f.s.B.block(id)
		d, _ := f.s.sc.Def(id)
		x.Status, x.At, x.Strength, x.Inactive = onMap, p, d.Strength, false
	}
	return f
}

func (f *fx) str(id string, n int) *fx { f.s.B.block(id).Strength = n; return f }
func (f *fx) inactive(list ...string) *fx {
	for _, id := range list {
		f.s.B.block(id).Inactive = true
	}
	return f
}
func (f *fx) due(list ...string) *fx {
	for _, id := range list {
		f.s.B.block(id).Status = isDue
	}
	return f
}
func (f *fx) turn(side Side, hour int) *fx { f.s.B.Active, f.s.B.Hour = side, hour; return f }
func (f *fx) morale(side Side, n int) *fx  { f.s.B.Morale[side] = n; return f }
func (f *fx) opt(key, value string) *fx {
	f.s.Options = parseOptions(map[string]string{key: value})
	return f
}

// book gives side standing answers.
func (f *fx) book(side Side, lines ...string) *fx {
	f.t.Helper()
	p, _, probs := parseLines(f.s.sc, side, modeAnswer, numbered(lines))
	if len(probs) > 0 {
		f.t.Fatalf("standing answers refused: %s", probs[0].Render(i18n.English))
	}
	f.s.applyBook(side, p)
	return f
}

func numbered(lines []string) []games.Line {
	out := make([]games.Line, len(lines))
	for i, l := range lines {
		out[i] = games.Line{N: i + 1, Text: l}
	}
	return out
}

func (f *fx) game() *Game { return &Game{s: f.s} }

// send submits lines for the seat asked now and resolves.
func (f *fx) send(lines ...string) *fx {
	f.t.Helper()
	return f.resolve(lines, 0, "")
}

// refuses submits lines, wants line n refused with a message holding
// sub (and no other line refused), then resolves them all the same: the
// run keeps its own check for a plan whose position changed after it was
// accepted (a master's edit).
func (f *fx) refuses(n int, sub string, lines ...string) *fx {
	f.t.Helper()
	return f.resolve(lines, n, sub)
}

func (f *fx) resolve(lines []string, n int, sub string) *fx {
	f.t.Helper()
	g := f.game()
	reqs := g.Requests()
	if len(reqs) != 1 {
		f.t.Fatalf("%d seats asked", len(reqs))
	}
	seat := reqs[0].Seat
	subs := map[games.Seat]games.Submission{}
	if lines != nil {
		res := g.Submit(seat, numbered(lines), i18n.English)
		switch {
		case n == 0 && len(res.Problems) > 0:
			f.t.Fatalf("%s's lines refused: %s", seat, res.Problems[0].Render(i18n.English))
		case n == 0:
			subs[seat] = res.Accepted
		case len(res.Problems) != 1 || res.Problems[0].Line != n || !strings.Contains(res.Problems[0].Message.EN, sub):
			f.t.Fatalf("%s's line %d is not refused alone with %q: %v", seat, n, sub, res.Problems)
		default:
			subs[seat] = games.Submission{Seat: seat, Lines: numbered(lines)}
		}
	}
	f.n++
	out, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{9}, fmt.Sprint(f.n)))
	if err != nil {
		f.t.Fatal(err)
	}
	f.s, f.res = out.Next.(*Game).s, out.Result
	return f
}

// play sends the active side's plan (the test fails if a question stops
// the turn on the way: see playTo).
func (f *fx) play(lines ...string) *fx {
	f.t.Helper()
	f.send(lines...)
	if q := f.s.Question; q != nil {
		f.t.Fatalf("the turn stopped to ask %s %s %s:\n%s", q.Seat, q.Kind, q.Subject, f.report(games.MasterView()))
	}
	return f
}

// asked returns the question put now, or fails.
func (f *fx) asked(seat Side, kind, subject string) *fx {
	f.t.Helper()
	q := f.s.Question
	if q == nil || q.Seat != seat.Seat() || q.Kind != kind || q.Subject != subject {
		f.t.Fatalf("asked %+v, want %s %s %s:\n%s", q, seat, kind, subject, f.report(games.MasterView()))
	}
	return f
}

func (f *fx) b(id string) *Block { return f.s.B.block(id) }

// where is a block's place as plans write it, or "gone".
func (f *fx) where(id string) string {
	x := f.b(id)
	if !x.On() {
		return x.Status
	}
	return x.At.String()
}

func (f *fx) face(id string) string {
	x := f.b(id)
	if !x.On() {
		return x.Status
	}
	return x.Face().String()
}

func (f *fx) report(v games.Viewer) string {
	f.t.Helper()
	if f.res == nil {
		return f.game().View(v, i18n.English)
	}
	r, err := Engine{}.Report(f.res, v, i18n.English)
	if err != nil {
		f.t.Fatal(err)
	}
	return r
}

// events is the last resolution's events as v reads them, in English.
func (f *fx) events(v games.Viewer) string {
	var r record.Phase[State]
	if err := json.Unmarshal(f.res, &r); err != nil {
		f.t.Fatal(err)
	}
	return strings.Join(games.Render(r.Events, v, i18n.English), "\n")
}

func (f *fx) wantAt(id, place string) {
	f.t.Helper()
	if got := f.where(id); got != place {
		f.t.Errorf("%s is in %s, want %s\n%s", id, got, place, f.events(games.MasterView()))
	}
}

func (f *fx) wantFace(id, face string) {
	f.t.Helper()
	if got := f.face(id); got != face {
		f.t.Errorf("%s is %s, want %s\n%s", id, got, face, f.events(games.MasterView()))
	}
}

func (f *fx) wantEvent(v games.Viewer, sub string) {
	f.t.Helper()
	if ev := f.events(v); !strings.Contains(ev, sub) {
		f.t.Errorf("events do not say %q:\n%s", sub, ev)
	}
}

func (f *fx) wantNoEvent(v games.Viewer, sub string) {
	f.t.Helper()
	if ev := f.events(v); strings.Contains(ev, sub) {
		f.t.Errorf("events say %q:\n%s", sub, ev)
	}
}

var (
	master  = games.MasterView()
	austria = games.SeatView("Austria")
	france  = games.SeatView("France")
)
