package gettysburg

import (
	"sort"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// answerRetreats applies side's RETREAT lines to s, as the plan of the
// current stage would when the phase starts.
func answerRetreats(t *testing.T, s *State, side Side, lines ...string) {
	t.Helper()
	items, _, probs := ParsePlan(s.sc, side, s.Stage, toLines(lines))
	if len(probs) > 0 {
		t.Fatal(probs[0].Render(i18n.English))
	}
	s.settings(side, items)
}

// lastRetreat is the path of the last retreat the log recorded.
func lastRetreat(t *testing.T, l *log) []Hex {
	t.Helper()
	for i := len(l.moves) - 1; i >= 0; i-- {
		if l.moves[i].Kind == MoveRetreat {
			return l.moves[i].Path[1:]
		}
	}
	t.Fatal("no retreat logged")
	return nil
}

// retreatEnds lists the hexes the legal retreats of u end on, in id order.
func retreatEnds(s *State, u int, refs []Hex) []Hex {
	seen := map[Hex]bool{}
	var out []Hex
	for _, p := range s.retreatPaths(u, refs) {
		if end := p[len(p)-1]; !seen[end] {
			seen[end] = true
			out = append(out, end)
		}
	}
	sortHexes(out)
	return out
}

// R1 leaves the path to the retreating unit's owner: a standing answer
// naming the hex to end on is followed whenever a legal retreat ends
// there, and one naming a hex to head for ends as near it as the legal
// retreats allow.
func TestR1OwnerChoosesRetreatPath(t *testing.T) {
	setUp := func() (*State, int, []Hex) {
		s, place := board(t, 1)
		s.HQ[Confederate] = hx(t, "0803")
		he := place("HE", "1003", true)
		bu := place("BU", "1104", true)
		s.Stage = StageAttack
		return s, he, []Hex{s.Units[bu].Hex}
	}
	s, he, refs := setUp()
	engine := s.bestRetreat(he, s.retreatPaths(he, refs))
	var other Hex
	for _, end := range retreatEnds(s, he, refs) {
		if end != engine[len(engine)-1] {
			other = end
		}
	}
	if other.IsZero() {
		t.Fatal("every legal retreat ends on one hex: no choice to test")
	}
	answerRetreats(t, s, Confederate, "RETREAT HE "+other.String())
	l := &log{}
	if !s.retreat(he, refs, l) || s.Units[he].Hex != other {
		t.Errorf("HE retreated to %s; its owner asked for %s (the engine's own choice: %s)", s.Units[he].Hex, other, joinHexes(engine))
	}
	if len(l.Events) != 1 {
		t.Errorf("a retreat as asked should say only where it went: %v", l.english())
	}

	// TOWARD: the legal end nearest the hex named, here the map's corner.
	for _, line := range []string{"RETREAT ALL TOWARD 0101", "退路 赫斯 向 0101"} {
		s, he, refs = setUp()
		corner := hx(t, "0101")
		nearest := 1 << 30
		for _, end := range retreatEnds(s, he, refs) {
			nearest = min(nearest, Distance(end, corner))
		}
		answerRetreats(t, s, Confederate, line)
		s.retreat(he, refs, &log{})
		if d := Distance(s.Units[he].Hex, corner); d != nearest {
			t.Errorf("%s: HE ended %d hexes from 0101 (at %s); the nearest legal end is %d away", line, d, s.Units[he].Hex, nearest)
		}
	}
}

// R2 lets the unit stop on a defensive second hex, and does not make it:
// the owner may go the full three hexes. A unit's own line wins over the
// line for ALL, and NONE gives the unit back the engine's choice.
func TestR2OwnerMayGoPastDefensiveHex(t *testing.T) {
	cases := []struct {
		lines []string
		want  int
	}{
		{nil, 2},
		{[]string{"RETREAT 1C FULL"}, 3},
		{[]string{"退路 全部 三格"}, 3},
		{[]string{"RETREAT ALL FULL", "RETREAT 1C STOP"}, 2},
		{[]string{"RETREAT ALL FULL", "RETREAT 1C NONE"}, 2},
		{[]string{"RETREAT ALL FULL TOWARD HQ"}, 3},
	}
	for _, c := range cases {
		s, place := board(t, 1)
		s.HQ[Union] = hx(t, "1508")
		s.Stage = StageAttack
		ic := place("1C", "1509", true)
		place("HE", "1409", true)
		answerRetreats(t, s, Union, c.lines...)
		l := &log{}
		if !s.retreat(ic, []Hex{hx(t, "1409")}, l) {
			t.Fatalf("%v: no retreat", c.lines)
		}
		p := lastRetreat(t, l)
		if len(p) != c.want {
			t.Errorf("%v: retreat %s, want %d hexes", c.lines, joinHexes(p), c.want)
		}
		if len(p) == 2 && !s.sc.Defensive(p[1]) {
			t.Errorf("%v: stopped after two hexes on %s, not defensive terrain", c.lines, p[1])
		}
	}
}

// A preference that no legal retreat meets leaves the engine's choice, and
// only the owner (and the master) reads which line and why; the opponent
// and observers read only where the unit went. A line that never came to
// be used is read by nobody but its owner, in the report or the view.
func TestR1RetreatAnswerThatCannotBeFollowedIsToldToItsOwnerAlone(t *testing.T) {
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
	place("HE", "1103", true)
	place("BU", "1104", true)
	place("PE", "1107", true)
	place("1C", "1108", true)
	s.Stage = StageWithdraw
	s.resetAlt()
	g := newGame(s)
	plans := map[games.Seat][]string{
		"Confederate": {"RETREAT PE 1005", "PASS"},
		"Union":       {"RETREAT ALL FULL", "RETREAT BU 1103", "WITHDRAW BU", "PASS"},
	}
	subs := map[games.Seat]games.Submission{}
	for seat, lines := range plans {
		r := g.Submit(seat, toLines(lines), i18n.English)
		if len(r.Problems) > 0 {
			t.Fatalf("%s: %s", seat, r.Problems[0].Render(i18n.English))
		}
		subs[seat] = r.Accepted
	}
	res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{3}, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	views := map[string]games.Viewer{"Union": games.SeatView("Union"), "Confederate": games.SeatView("Confederate"),
		"observer": games.Observer(), "master": games.MasterView()}
	for name, v := range views {
		flat := readFlat(t, res.Result, v, i18n.English)
		if !strings.Contains(flat, "BU Buford's cavalry retreats ") {
			t.Errorf("%s is not told where Buford went:\n%s", name, flat)
		}
		union := v.Holds("Union") || v.Master
		if got := strings.Contains(flat, "RETREAT BU 1103 (line 2) could not be followed: no legal retreat of BU ends on 1103"); got != union {
			t.Errorf("%s reads the Union's retreat answer and why it was not followed: %v, want %v:\n%s", name, got, union, flat)
		}
		for _, secret := range []string{"RETREAT ALL FULL", "RETREAT PE 1005", "1005"} {
			if strings.Contains(flat, secret) {
				t.Errorf("%s reads %q, an answer that was never used:\n%s", name, secret, flat)
			}
		}
		if !union && strings.Contains(flat, "RETREAT BU") {
			t.Errorf("%s reads the Union's retreat answer:\n%s", name, flat)
		}
		if view := res.Next.View(v, i18n.English); strings.Contains(view, "RETREAT") {
			t.Errorf("%s's view shows a retreat answer:\n%s", name, view)
		}
	}
	zh := readFlat(t, res.Result, games.SeatView("Union"), i18n.TraditionalChinese)
	if !strings.Contains(zh, "沒有合規的撤退路線在 1103 結束") {
		t.Errorf("the Union's reason in Chinese:\n%s", zh)
	}
}

// A RETREAT line holds for the rest of the turn: later phases' plans may
// add or replace lines, and a new turn starts without any.
func TestR1RetreatAnswersHoldForTheTurn(t *testing.T) {
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
	place("HE", "1103", true)
	items, _, _ := ParsePlan(s.sc, Confederate, StageCommand, toLines([]string{"RETREAT HE FULL", "PASS"}))
	s.command([2][]Item{Confederate: items}, &log{})
	s.nextStage(&log{})
	s.take([2][]Item{}, &log{})
	if _, ok := s.retreatAnswer(s.unitIndex(t, "HE")); !ok {
		t.Fatalf("the command plan's RETREAT line is gone in the %s phase", s.Stage)
	}
	s.Stage = StageCommand
	s.command([2][]Item{}, &log{})
	if _, ok := s.retreatAnswer(s.unitIndex(t, "HE")); ok {
		t.Errorf("last turn's RETREAT line still holds in turn %d", s.Turn)
	}
}

func (s *State) unitIndex(t *testing.T, code string) int {
	t.Helper()
	u, ok := s.sc.UnitIndex(code)
	if !ok {
		t.Fatalf("no unit %s", code)
	}
	return u
}

// RETREAT lines read in English and in either Chinese script, run
// together or not; what a line cannot mean is refused saying what is
// accepted.
func TestRetreatLinesInEveryLanguage(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for in, want := range map[string]string{
		"RETREAT HE 1206":                "RETREAT HE 1206",
		"retreat heth toward hq":         "RETREAT HE TOWARD HQ",
		"退路 赫斯 向 指揮部":                    "RETREAT HE TOWARD HQ",
		"退路赫斯向指挥部":                       "RETREAT HE TOWARD HQ",
		"退路全部三格":                         "RETREAT ALL FULL",
		"撤退路線 HE 停":                      "RETREAT HE STOP",
		"撤退路线 赫斯 1206":                   "RETREAT HE 1206",
		"RETREAT ALL NONE":               "RETREAT ALL NONE",
		"RETREAT HE FULL TOWARD 1206":    "RETREAT HE FULL TOWARD 1206",
		"RETREAT HE 1206 STOP":           "RETREAT HE STOP 1206",
		"RETREAT * STOP":                 "RETREAT ALL STOP",
		"退路 HE 停 朝 1206":                 "RETREAT HE STOP TOWARD 1206",
		"RETREAT ALL DEFAULT":            "RETREAT ALL NONE",
		"retreat he  full , toward 0101": "RETREAT HE FULL TOWARD 0101",
	} {
		for _, stage := range []Stage{StageCommand, StageWithdraw, StageMove, StageAttack} {
			it, ok, p := parseLine(sc, Confederate, stage, 1, in)
			if !ok || p != nil {
				t.Errorf("%q in the %s phase refused: %v", in, stage, p)
				continue
			}
			if got := it.canonical(sc); got != want {
				t.Errorf("%q read as %q, want %q", in, got, want)
			}
		}
	}
	for in, want := range map[string]string{
		"RETREAT BU 1206":           "BU Buford's cavalry is a Union unit, not yours",
		"RETREAT ALL 1206":          "a hex to end on is named for one unit",
		"RETREAT HE STOP FULL":      "STOP and FULL",
		"RETREAT HE":                "RETREAT UNIT|ALL [STOP|FULL] [HEX|TOWARD HEX|TOWARD HQ], or RETREAT UNIT|ALL NONE",
		"RETREAT HE 1206 1207":      "one hex",
		"RETREAT HE TOWARD":         "TOWARD takes a hex or HQ",
		"RETREAT HE NONE FULL":      "NONE stands alone",
		"RETREAT HE 1206 TOWARD HQ": "either a hex to end on or TOWARD",
		"RETREAT HE SIDEWAYS":       `"SIDEWAYS"`,
		"RETREAT HE STOP STOP":      "STOP is written twice",
		"退路 HE 三格 走完":               "FULL is written twice",
		"RETREAT ALL HQ":            "HQ goes after TOWARD: RETREAT ALL TOWARD HQ",
		"退路 赫斯 指挥部":                 "HQ goes after TOWARD: RETREAT HE TOWARD HQ",
		"RETREAT 1206":              "RETREAT names a unit of yours or ALL before the hex (RETREAT HE 1206); your units: HE, PE",
	} {
		_, _, p := parseLine(sc, Confederate, StageAttack, 1, in)
		if p == nil || !strings.Contains(p.Message.EN, want) {
			t.Errorf("%q: want a refusal saying %q, got %v", in, want, p)
		}
	}
	_, _, p := parseLine(sc, Confederate, StageAttack, 1, "退路 全部 指揮部")
	if p == nil || !strings.Contains(p.Message.Hant, "指揮部 要寫在 向 之後：退路 全部 向 指揮部") || !strings.Contains(p.Message.Hans, "指挥部 要写在 向 之后：退路 全部 向 指挥部") {
		t.Errorf("退路 全部 指揮部: want the Chinese refusal to give the line with 向, got %v", p)
	}
	_, _, p = parseLine(sc, Confederate, StageAttack, 1, "退路 HE 停 停")
	if p == nil || !strings.Contains(p.Message.Hant, "停 寫了兩次") {
		t.Errorf("退路 HE 停 停: %v", p)
	}
}

// Submit checks what the position shows: a hex to end on within three
// hexes of where the unit stands (or ends its own planned moves), and one
// line per unit (and one for ALL).
func TestSubmitChecksRetreatHexesAgainstWhereTheUnitStands(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := g.Submit("Confederate", toLines([]string{"HQ 0803", "RETREAT HE 1006", "PASS"}), i18n.English)
	if len(r.Problems) > 0 {
		t.Errorf("1006, three hexes from HE at 1003, refused: %s", r.Problems[0].Render(i18n.English))
	}
	r = g.Submit("Confederate", toLines([]string{"HQ 0803", "RETREAT HE 1007", "RETREAT PE 0203", "RETREAT ALL FULL", "RETREAT ALL STOP", "PASS"}), i18n.English)
	want := map[int]string{
		2: "1007 is 4 hexes from HE (at 1003): a retreat ends within three hexes",
		3: "PE is not on the map",
		5: "line 4 names ALL already",
	}
	if len(r.Problems) != len(want) {
		t.Errorf("problems %v, want lines 2, 3 and 5", r.Problems)
	}
	for _, p := range r.Problems {
		if w, ok := want[p.Line]; !ok || !strings.Contains(p.Message.EN, w) {
			t.Errorf("line %d: %q, want %q", p.Line, p.Message.EN, w)
		}
	}
	// In the movement phase a unit's own planned moves count: PE enters
	// at A and marches on to 0304, and may retreat from there; RO, which
	// the rules enter at its own entry (0801), may not retreat to 0506.
	mv := toMovement(t)
	r = mv.Submit("Confederate", toLines([]string{"PE 0203 0304", "RETREAT PE 0506", "RETREAT RO 0506", "PASS"}), i18n.English)
	if len(r.Problems) != 1 || r.Problems[0].Line != 3 || !strings.Contains(r.Problems[0].Message.EN, "0506 is 6 hexes from RO (at 0801)") {
		t.Errorf("want line 3 alone refused (RO enters at 0801, six hexes from 0506): %v", r.Problems)
	}
}

// sortHexes puts hexes in id order.
func sortHexes(hs []Hex) {
	sort.Slice(hs, func(i, j int) bool { return hs[i].String() < hs[j].String() })
}

// A retreat leaves the unit's hex, so a RETREAT line naming the hex the
// unit stands on (as the plan is sent and where its own lines leave it)
// can never be followed: it is refused when sent, saying what would do.
// A unit the plan moves away from that hex, or onto it, may still name
// it.
func TestSubmitRefusesRetreatToTheUnitsOwnHex(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := g.Submit("Confederate", toLines([]string{"HQ 0803", "RETREAT HE 1003", "PASS"}), i18n.English)
	if len(r.Problems) != 1 || r.Problems[0].Line != 2 {
		t.Fatalf("RETREAT HE 1003, HE's own hex, want line 2 refused: %v", r.Problems)
	}
	p := r.Problems[0]
	for _, w := range []string{"HE stands on 1003", "within three hexes", "TOWARD 1003"} {
		if !strings.Contains(p.Message.EN, w) {
			t.Errorf("refusal %q does not say %q", p.Message.EN, w)
		}
	}
	for _, w := range []string{"HE", "1003", "向 1003"} {
		if !strings.Contains(p.Message.Hant, w) || !strings.Contains(p.Message.Hans, w) {
			t.Errorf("Chinese refusal %q / %q does not name %q", p.Message.Hant, p.Message.Hans, w)
		}
	}
	mv := toMovement(t)
	for _, plan := range [][]string{
		{"HE 1004", "RETREAT HE 1003", "PASS"}, // it leaves 1003 first
		{"RETREAT HE 1004", "HE 1004", "PASS"}, // it stands elsewhere until it gets there
	} {
		if r := mv.Submit("Confederate", toLines(plan), i18n.English); len(r.Problems) > 0 {
			t.Errorf("%q: %s", plan, r.Problems[0].Render(i18n.English))
		}
	}
	// A unit that attacks in the plan may advance after combat (A7) and
	// retreat later from there: its own hex is not refused.
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
	place("HE", "1103", true)
	place("BU", "1104", true)
	s.Stage = StageAttack
	s.resetAlt()
	if r := newGame(s).Submit("Confederate", toLines([]string{"HE ATTACK BU", "RETREAT HE 1103", "PASS"}), i18n.English); len(r.Problems) > 0 {
		t.Errorf("RETREAT HE 1103 with HE attacking: %s", r.Problems[0].Render(i18n.English))
	}
	// RO, entered and moved by the plan, stands on 0802 from then on.
	r = mv.Submit("Confederate", toLines([]string{"RO 0802", "RETREAT RO 0802", "PASS"}), i18n.English)
	if len(r.Problems) != 1 || r.Problems[0].Line != 2 || !strings.Contains(r.Problems[0].Message.EN, "RO stands on 0802") {
		t.Errorf("RETREAT RO 0802 after RO 0802: want line 2 refused, got %v", r.Problems)
	}
}

// RETREAT lines are taken in every phase's plan, so every phase's prompt
// names them, in each language, and says what becomes of the retreats
// without a plan: earlier lines of the turn hold (the command phase
// starts the turn without any), and so does an ARTILLERY answer when a
// side is asked again in the middle of the attacks.
func TestPromptsOfEveryPhaseNameRetreatLines(t *testing.T) {
	g0, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		stage  Stage
		asking int
		def    string
	}{
		{StageCommand, -1, "retreat paths chosen by the judge"},
		{StageWithdraw, int(Union), "RETREAT lines sent earlier this turn still hold"},
		{StageMove, -1, "RETREAT lines sent earlier this turn still hold"},
		{StageMove, int(Confederate), "RETREAT lines sent earlier this turn still hold"},
		{StageAttack, -1, "no artillery support in defence; RETREAT lines sent earlier this turn still hold"},
		{StageAttack, int(Union), "ARTILLERY and RETREAT lines sent earlier still hold"},
	} {
		g := &Game{s: g0.(*Game).s.clone()}
		g.s.Stage, g.s.Alt.Asking = c.stage, c.asking
		for _, r := range g.Requests() {
			p := r.Public
			if !strings.Contains(p.Ask.EN, "RETREAT") || !strings.Contains(p.Ask.Hant, "退路") || !strings.Contains(p.Ask.Hans, "退路") {
				t.Errorf("%s (asking %d): the prompt does not name RETREAT lines: %q / %q / %q", c.stage, c.asking, p.Ask.EN, p.Ask.Hant, p.Ask.Hans)
			}
			if !strings.Contains(p.Default.EN, c.def) {
				t.Errorf("%s (asking %d): default %q, want it to say %q", c.stage, c.asking, p.Default.EN, c.def)
			}
			if !strings.Contains(p.Default.Hant, "退路") && c.stage != StageCommand {
				t.Errorf("%s (asking %d): the Chinese default %q does not say the RETREAT lines hold", c.stage, c.asking, p.Default.Hant)
			}
		}
	}
}

// A WITHDRAW line retreats the unit as the plan's own RETREAT line asks;
// when the position shows that no legal path is what it asks, the reply
// says so on the WITHDRAW line, with the legal ends, rather than leaving
// the player to find it in the results.
func TestSubmitNotesAWithdrawalItsRetreatLineCannotBeFollowedIn(t *testing.T) {
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
	place("HE", "1103", true)
	place("BU", "1104", true)
	s.Stage = StageWithdraw
	s.resetAlt()
	g := newGame(s)
	r := g.Submit("Union", toLines([]string{"RETREAT BU 1103", "WITHDRAW BU", "PASS"}), i18n.English)
	if len(r.Problems) > 0 {
		t.Fatalf("refused: %s", r.Problems[0].Render(i18n.English))
	}
	notes := lineMessages(r.Notes)
	for _, w := range []string{"RETREAT BU 1103 (line 1) cannot be followed in this withdrawal", "no legal retreat of BU ends on 1103 (legal ends: "} {
		if !strings.Contains(notes[2], w) {
			t.Errorf("the note on WITHDRAW BU is %q, want it to say %q", notes[2], w)
		}
	}
	var hant string
	for _, n := range r.Notes {
		if n.Line == 2 {
			hant = n.Message.Hant
		}
	}
	if !strings.Contains(hant, "沒有合規的撤退路線在 1103 結束") {
		t.Errorf("the Chinese note: %q", hant)
	}
	ends := retreatEnds(s, s.unitIndex(t, "BU"), []Hex{hx(t, "1103")})
	if len(ends) == 0 {
		t.Fatal("BU has no legal retreat: nothing to test")
	}
	r = g.Submit("Union", toLines([]string{"RETREAT BU " + ends[0].String(), "WITHDRAW BU", "PASS"}), i18n.English)
	if n := lineMessages(r.Notes)[2]; strings.Contains(n, "cannot be followed") {
		t.Errorf("RETREAT BU %s, a legal end: %q", ends[0], n)
	}
	// A line of an earlier plan this turn is not named by a line number
	// of this mail.
	answerRetreats(t, s, Union, "RETREAT ALL TOWARD 1104", "RETREAT BU 1103")
	r = newGame(s).Submit("Union", toLines([]string{"WITHDRAW BU", "PASS"}), i18n.English)
	if n := lineMessages(r.Notes)[1]; !strings.Contains(n, "your RETREAT BU 1103 of an earlier plan this turn cannot be followed") {
		t.Errorf("the note on WITHDRAW BU, with the RETREAT line from an earlier plan: %q", n)
	}
}

// A RETREAT line of an earlier phase's plan, not followed in a later
// phase, is named with the plan it came from: "line 1" alone would send
// the owner to the plan of the phase the results are about.
func TestRetreatAnswerNotFollowedNamesThePlanItCameFrom(t *testing.T) {
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
	he := place("HE", "1103", true)
	bu := place("BU", "1104", true)
	s.Stage = StageCommand
	answerRetreats(t, s, Confederate, "RETREAT HE 1104")
	s.Stage = StageAttack
	l := &log{}
	s.retreat(he, []Hex{s.Units[bu].Hex}, l)
	en := strings.Join(strings.Fields(strings.Join(l.english(), " ")), " ")
	if !strings.Contains(en, "Your standing answer RETREAT HE 1104 (line 1 of your plan for command and organisation) could not be followed") {
		t.Errorf("the note does not name the plan of the line:\n%s", en)
	}
	zh := ""
	for _, e := range l.Events {
		zh += e.Text.Hant
	}
	if !strings.Contains(zh, "您的常設答覆 RETREAT HE 1104（指揮及組織階段計劃第 1 行）無法照辦") {
		t.Errorf("the Chinese note: %s", zh)
	}
}

// A RETREAT line refused for its hex does not stand in the way of a later
// line for the same unit: the later one is the unit's line, checked in
// its turn, instead of being refused as a second line for a unit whose
// first was refused anyway.
func TestARefusedRetreatLineLeavesRoomForTheNextForTheSameUnit(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := g.Submit("Confederate", toLines([]string{"HQ 0803", "RETREAT HE 1003", "RETREAT HE TOWARD HQ", "PASS"}), i18n.English)
	if len(r.Problems) != 1 || r.Problems[0].Line != 2 {
		t.Fatalf("want only line 2 (HE's own hex) refused, got %v", r.Problems)
	}
	// Two more for the unit after the refused one: the first of them is
	// the unit's line, the other a second line for it.
	r = g.Submit("Confederate", toLines([]string{"HQ 0803", "RETREAT HE 1003", "RETREAT HE STOP", "RETREAT HE FULL", "PASS"}), i18n.English)
	if len(r.Problems) != 2 || r.Problems[0].Line != 2 || r.Problems[1].Line != 4 || !strings.Contains(r.Problems[1].Message.EN, "line 3 names HE already") {
		t.Fatalf("want lines 2 (own hex) and 4 (line 3 names HE) refused, got %v", r.Problems)
	}
}

// A RETREAT hex on which another of the sender's units stands, and which
// the plan leaves there, is noted when sent: a retreat ends on no unit's
// hex (R1), so the line holds only if that unit has gone by then. An
// enemy unit on the hex is not named.
func TestR1RetreatHexHeldByAnOwnUnitIsNoted(t *testing.T) {
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
	place("HE", "1103", true)
	place("PE", "1003", true)
	place("BU", "1105", true)
	s.Stage = StageAttack
	s.resetAlt()
	r := newGame(s).Submit("Confederate", toLines([]string{"RETREAT HE 1003", "RETREAT PE 1105", "PASS"}), i18n.English)
	if len(r.Problems) > 0 {
		t.Fatalf("refused: %v", r.Problems)
	}
	if len(r.Notes) != 1 || r.Notes[0].Line != 1 || !strings.Contains(r.Notes[0].Message.EN, "your PE stands on 1003") ||
		!strings.Contains(r.Notes[0].Message.EN, "HE ends there only if PE has left") || !strings.Contains(r.Notes[0].Message.Hans, "向 1003") {
		t.Fatalf("want one note on line 1 naming PE on 1003, got %v", r.Notes)
	}
}
