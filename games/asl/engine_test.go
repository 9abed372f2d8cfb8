package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// submit sends lines for a seat and fails on any problem.
func submit(t *testing.T, g games.Game, seat games.Seat, lines ...string) games.Submission {
	t.Helper()
	var in []games.Line
	for i, l := range lines {
		in = append(in, games.Line{N: i + 1, Text: l})
	}
	res := g.Submit(seat, in, i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("%s: %s", seat, res.Problems[0].Render(i18n.English))
	}
	return res.Accepted
}

func resolve(t *testing.T, g games.Game, seed byte, subs ...games.Submission) (games.Game, games.Resolution) {
	t.Helper()
	in := games.ResolveInput{Submissions: map[games.Seat]games.Submission{}}
	for _, s := range subs {
		in.Submissions[s.Seat] = s
	}
	var sd [games.SeedSize]byte
	sd[0] = seed
	res, err := g.Resolve(in, games.NewDice(sd, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	return res.Next, res
}

func reportFor(t *testing.T, res games.Resolution, v games.Viewer) string {
	t.Helper()
	r, err := Engine{}.Report(res.Result, v, i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// A player turn is one resolution when the defender asks nothing: both
// seats are asked, the phasing side for its plan, the other for standing
// orders; the next player turn asks both again with the sides swapped.
func TestPlayerTurnIsOneResolution(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	if p := g.Phase(); p.ID != "T1-R" || p.Class != plan.ClassTurn || len(g.Requests()) != 2 {
		t.Fatalf("the first phase: %+v asking %d", p, len(g.Requests()))
	}
	a := submit(t, g, "Russian", "MOVE R7 vF3")
	d := submit(t, g, "German", "PASS")
	g, _ = resolve(t, g, 1, a, d)
	if p := g.Phase(); p.ID != "T1-G" || len(g.Requests()) != 2 {
		t.Fatalf("after one resolution: %+v", p)
	}
}

// The defender's ASK line stops the turn where a mover enters the hexes
// it names: the defender alone is asked, in the short class, with the
// default no fire; the attacker's report says only that the defender is
// asked; the answer fires and the turn goes on from there.
func TestAskStopsTheTurnAndTheAnswerResumesIt(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	a := submit(t, g, "Russian", "MOVE R7 vF3 vG3", "MOVE R10,R11 vG4")
	d := submit(t, g, "German", "ASK AT vG3", "FIRE vJ4 AT vF3 MIN 9")
	g, res := resolve(t, g, 1, a, d)
	reqs := g.Requests()
	if p := g.Phase(); p.ID != "T1-R-2" || p.Class != plan.ClassStop || len(reqs) != 1 || reqs[0].Seat != "German" {
		t.Fatalf("want the German side asked at a stop: %+v %+v", p, reqs)
	}
	if def := reqs[0].For(games.SeatView("German")).Default.EN; !strings.Contains(def, "no fire") {
		t.Fatalf("default %q", def)
	}
	rus := reportFor(t, res, games.SeatView("Russian"))
	if !strings.Contains(rus, "The German side is asked whether to fire at R7 4-4-7 in vG3.") || strings.Contains(rus, "ASK AT") || strings.Contains(rus, "MIN 9") {
		t.Fatalf("the attacker's report:\n%s", rus)
	}
	if strings.Contains(rus, "vG4") && strings.Contains(rus, "R10") && strings.Contains(rus, "moves") && strings.Contains(rus, "R10 4-2-6, R11 4-2-6 move") {
		t.Fatal("the move after the stop already ran")
	}
	// The MIN 9 line did not fire at F3: the LMG and squad make 7.
	if strings.Contains(reportFor(t, res, games.MasterView()), "First Fire at vF3") {
		t.Fatal("a standing line below its MIN fired")
	}
	ans := submit(t, g, "German", "FIRE G4,G21")
	g, res = resolve(t, g, 1, ans)
	m := reportFor(t, res, games.MasterView())
	if !strings.Contains(m, "Defensive First Fire at vG3: G4 4-6-7") || !strings.Contains(m, "R10 4-2-6, R11 4-2-6 move") {
		t.Fatalf("the answer's fire and the rest of the movement:\n%s", m)
	}
	if p := g.Phase(); p.ID != "T1-G" {
		t.Fatalf("after the answer the turn ends: %s", p.ID)
	}
}

// No answer by the stop's deadline: no fire, and the move goes on.
func TestStopDefaultIsNoFire(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	a := submit(t, g, "Russian", "MOVE R7 vF3 vG3 vH3")
	d := submit(t, g, "German", "ASK AT vG3")
	g, _ = resolve(t, g, 1, a, d)
	g, res := resolve(t, g, 1)
	m := reportFor(t, res, games.MasterView())
	if strings.Contains(m, "First Fire at vG3") || !strings.Contains(m, "vH3: open ground") {
		t.Fatalf("without an answer nobody fires and the move goes on:\n%s", m)
	}
	if g.Phase().ID != "T1-G" {
		t.Fatalf("phase %s", g.Phase().ID)
	}
}

// ASK FINAL stops before the DFPh; the answer's FIRE lines are the final
// fire and stand as the new standing orders.
func TestAskFinalBeforeTheDefensiveFirePhase(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	a := submit(t, g, "Russian", "MOVE R7 vF3 vG3")
	d := submit(t, g, "German", "ASK FINAL")
	g, _ = resolve(t, g, 1, a, d)
	if q := g.(*Game).s.Question; q == nil || q.Kind != "final" {
		t.Fatalf("want the final question, got %+v", q)
	}
	if res := g.Submit("German", []games.Line{{N: 1, Text: "FIRE G4"}}, i18n.English); len(res.Problems) == 0 {
		t.Fatal("a FIRE without targets is no answer before the DFPh")
	}
	// A line that cannot fire says so for the DFPh, not "while the enemy
	// moves": the enemy has moved.
	if res := g.Submit("German", []games.Line{{N: 1, Text: "FIRE G9 AT vD5"}}, i18n.English); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "the line cannot fire in the DFPh: G9 in vL4 has no line of sight to vD5") {
		t.Fatalf("FIRE G9 AT vD5 before the DFPh: %+v", res.Problems)
	}
	ans := submit(t, g, "German", "FIRE G4 AT ANY")
	g, res := resolve(t, g, 2, ans)
	if m := reportFor(t, res, games.MasterView()); !strings.Contains(m, "Final Fire at vG3: G4 4-6-7") {
		t.Fatalf("the answer's final fire:\n%s", m)
	}
	if st := g.(*Game).s.Standing[1]; len(st) != 1 || st[0].Text(g.(*Game).s.sc) != "FIRE G4 AT ANY" {
		t.Fatalf("the answer's lines stand: %+v", st)
	}
}

// LOS is answered in the line's echo and not kept; a mail of queries
// alone is not complete.
func TestLOSQueryIsAnsweredNotStored(t *testing.T) {
	g, _ := Engine{}.New("village", map[string]string{"los_checks": "free"}, nil)
	res := g.Submit("Russian", []games.Line{{N: 2, Text: "LOS vD5 vJ4"}, {N: 3, Text: "視線 vD5 vN5"}}, i18n.English)
	if len(res.Problems) != 0 || len(res.Accepted.Lines) != 0 || res.Complete {
		t.Fatalf("queries: %+v", res)
	}
	if e := res.Echo[0].Understood; !strings.HasPrefix(e, "LOS vD5 to vJ4 (range 6): ") {
		t.Fatalf("echo %q", e)
	}
	res = g.Submit("Russian", []games.Line{{N: 2, Text: "LOS vD5 vJ4"}}, i18n.TraditionalChinese)
	if e := res.Echo[0].Understood; !strings.HasPrefix(e, "視線 vD5 至 vJ4") {
		t.Fatalf("Chinese echo %q", e)
	}
}

// Each side's lines are checked against its role: the defender cannot
// move, the attacker cannot answer; wrong ids and hexes are explained.
func TestSubmitChecksRolesAndIDs(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	g.(*Game).s.u(t, "R11").CX = true
	for _, c := range []struct {
		seat games.Seat
		line string
		want string
	}{
		{"German", "MOVE G4 vJ3", "a plan line (MOVE, PREP, AFIRE, ADVANCE …) is for the side whose player turn it is; it is the Russian player turn: send standing orders"},
		{"Russian", "NOFIRE", "answer a question"},
		{"German", "FIRE G4", "FIRE without AT answers a stop, and no stop is open"},
		{"Russian", "MOVE R11 DT vG4", "R11 cannot double time: it is CX; its CX marker comes off as the MPh begins"},
		{"Russian", "MOVE G4 vJ3", "not one of your units"},
		{"Russian", "MOVE R99 vJ3", "there is no unit or weapon R99"},
		{"Russian", "MOVE R1,R4,R20,R5 vE5", "R20 is a weapon, held by R4: it goes with its holder; name units here"},
		{"Russian", "ADVANCE R20 vE5", "R20 is a weapon, held by R4: it goes with its holder; name units here"},
		{"Russian", "NOREPAIR R4", "R4 is a unit; NOREPAIR names weapons (R20, held by R4)"},
		{"Russian", "不修理 R4", "R4 is a unit; NOREPAIR names weapons (R20, held by R4)"},
		{"Russian", "TRANSFER R4 TO R5", "R4 is a unit; name the weapon to pass (R20, held by R4)"},
		{"Russian", "MOVE G21 vJ3", "not one of your units"},
		{"Russian", "MOVE R7 vZ3", "is not a hex of the map (vA1-vT10)"},
		{"German", "FIRE vZ9 AT ANY", "\"vZ9\" is not a hex of the map (vA1-vT10)"},
		{"Russian", "MOVE R7 vG3", "vG3 is not next to vE4 (the hexes next to vE4: vD3, vD4, vE3, vE5, vF3, vF4)"},
		{"Russian", "MOVE R7 vF3 vG3 vH3 vI3 vJ3", "the path costs"},
		{"Russian", "FLY R7", "is not an order"},
		{"Russian", "MOEV R7 vF3", "did you mean MOVE?"},
	} {
		res := g.Submit(c.seat, []games.Line{{N: 1, Text: c.line}}, i18n.English)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, c.want) {
			t.Errorf("%s %q: %+v, want %q", c.seat, c.line, res.Problems, c.want)
			continue
		}
		for _, lang := range i18n.Langs() {
			if res.Problems[0].Message.In(lang) == "" {
				t.Errorf("%q: no problem text in %s", c.line, lang)
			}
		}
	}
	if res := g.Submit("Russian", []games.Line{{N: 1, Text: "准备射击 R10，R11 向 vJ4"}, {N: 2, Text: "移動 R4 放下：R20 vE5"}}, i18n.SimplifiedChinese); len(res.Problems) != 0 || res.Accepted.Lines[0].Text != "PREP R10,R11 AT vJ4" || res.Accepted.Lines[1].Text != "MOVE R4 DROP:R20 vE5" {
		t.Fatalf("full-width comma and colon: %+v %+v", res.Accepted.Lines, res.Problems)
	}
	if res := g.Submit("Russian", []games.Line{{N: 1, Text: "移動 R7 vF3"}, {N: 2, Text: "略過"}}, i18n.SimplifiedChinese); len(res.Problems) != 0 || !res.Complete || res.Accepted.Lines[0].Text != "MOVE R7 vF3" {
		t.Fatalf("Chinese orders: %+v", res)
	}
}

// NOFIRE in a defender's standing orders drops the standing FIRE and ASK
// lines it sent before; a mail without FIRE or ASK lines keeps them.
func TestNoFireClearsStandingOrders(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "FIRE vJ4 AT ANY"))
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "FIRE vD5 AT ANY"), submit(t, g, "German", "PASS"))
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "ROUT G9 vM4"))
	if st := g.(*Game).s.Standing[1]; len(st) != 1 {
		t.Fatalf("a mail without FIRE lines keeps the standing ones: %+v", st)
	}
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "PASS"))
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "NOFIRE"))
	if st := g.(*Game).s.Standing[1]; len(st) != 0 {
		t.Fatalf("NOFIRE should drop the standing lines: %+v", st)
	}
}

// Issue 19: ADD keeps the standing orders of earlier player turns; the
// resolution reads them all. An earlier line of this player turn that set
// them anew, or NOFIRE in the mail, means they are not carried.
func TestSubmitAddKeepsTheStandingOrdersInForce(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "FIRE G4 AT ANY"))
	g, _ = resolve(t, g, 1, submit(t, g, "German", "PASS"), submit(t, g, "Russian", "PASS"))
	add := g.(games.Adder).SubmitAdd("German", []games.Line{{N: 2, Text: "FIRE G5 AT ANY"}}, i18n.English)
	if len(add.Problems) > 0 || !strings.Contains(add.Summary, "FIRE G4 AT ANY") || !strings.Contains(add.Summary, "FIRE G5 AT ANY") {
		t.Fatalf("ADD: %+v\n%s", add.Problems, add.Summary)
	}
	add.Accepted.Seat = "German"
	next, _ := resolve(t, g, 1, submit(t, g, "Russian", "PASS"), add.Accepted)
	if st := next.(*Game).s.Standing[1]; len(st) != 2 {
		t.Fatalf("after ADD, two standing lines: %+v", st)
	}
	replaced := g.(games.Adder).SubmitAdd("German", []games.Line{{N: 0, Text: "FIRE G6 AT ANY"}, {N: 2, Text: "FIRE G5 AT ANY"}}, i18n.English)
	if strings.Contains(replaced.Summary, "FIRE G4") {
		t.Errorf("this turn's earlier FIRE line replaced G4's:\n%s", replaced.Summary)
	}
	dropped := g.(games.Adder).SubmitAdd("German", []games.Line{{N: 2, Text: "NOFIRE"}}, i18n.English)
	if strings.Contains(dropped.Summary, "FIRE G4") {
		t.Errorf("ADD with NOFIRE drops them:\n%s", dropped.Summary)
	}
}

// At a stop, the rest of the attacker's plan shown to the attacker and the
// master is what has not run yet: moves already made are not in it, and
// the heading names the side, for the master reads it too.
func TestTheRestOfThePlanAtAStopIsWhatHasNotRun(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	a := submit(t, g, "Russian", "MOVE R7 vF3 vG3", "MOVE R10,R11 vG4", "AFIRE R10 AT vJ4")
	d := submit(t, g, "German", "ASK FINAL")
	g, _ = resolve(t, g, 1, a, d)
	for _, v := range []games.Viewer{games.SeatView("Russian"), games.MasterView()} {
		view := g.View(v, i18n.English)
		rest := view[max(0, strings.Index(view, "The rest of the Russian plan waits for the answer:")):]
		if !strings.Contains(view, "The rest of the Russian plan waits for the answer:\n  AFIRE R10 AT vJ4\n") || strings.Contains(rest, "MOVE R7") {
			t.Errorf("%v reads the rest of the plan as:\n%s", v, view)
		}
	}
	if view := g.View(games.SeatView("German"), i18n.English); strings.Contains(view, "AFIRE") || strings.Contains(view, "rest of the") {
		t.Errorf("the German side reads the Russian plan:\n%s", view)
	}
}

// The answer to a stop is checked when sent: FIRE naming none that can
// fire at the mover now (here a leader alone) is refused, naming the
// units that can; an answer that can fire is accepted.
func TestStopAnswerThatCannotFireIsRefused(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	a := submit(t, g, "Russian", "MOVE R7 vF3 vG3")
	d := submit(t, g, "German", "ASK AT vG3")
	g, _ = resolve(t, g, 1, a, d)
	if p := g.Phase(); p.Class != plan.ClassStop {
		t.Fatalf("no stop: %+v", p)
	}
	res := g.Submit("German", []games.Line{{N: 1, Text: "FIRE G2"}}, i18n.English)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "none of these can fire at the mover in vG3 now") || !strings.Contains(res.Problems[0].Message.EN, "G4") {
		t.Fatalf("FIRE G2 (a leader alone): %+v", res.Problems)
	}
	// Each firer named is given its reason.
	res = g.Submit("German", []games.Line{{N: 1, Text: "FIRE G2,G3"}}, i18n.English)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "(G2: it has no FP of its own to fire; G3: no line of sight); those that can: G4, G5, G21, G9") {
		t.Fatalf("FIRE G2,G3: %+v", res.Problems)
	}
	res = g.Submit("German", []games.Line{{N: 1, Text: "射擊 G2,G3"}}, i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "（G2：沒有可用的火力；G3：沒有視線）；可以射擊的：G4、G5、G21、G9") {
		t.Fatalf("射擊 G2,G3: %+v", res.Problems)
	}
	if res := g.Submit("German", []games.Line{{N: 1, Text: "FIRE G4,G21"}}, i18n.English); len(res.Problems) != 0 {
		t.Fatalf("FIRE G4,G21: %+v", res.Problems)
	}
}
