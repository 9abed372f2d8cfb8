package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// advance resolves the current phase with the given plans (seat → lines).
func advance(t *testing.T, g games.Game, seed byte, plans map[games.Seat][]string) (games.Game, string) {
	t.Helper()
	subs := map[games.Seat]games.Submission{}
	for seat, lines := range plans {
		r := g.Submit(seat, toLines(lines), i18n.English)
		if len(r.Problems) > 0 {
			t.Fatalf("%s plan refused: %s", seat, r.Problems[0].Render(i18n.English))
		}
		subs[seat] = r.Accepted
	}
	res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{seed}, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	return res.Next, readFlat(t, res.Result, games.Observer(), i18n.English)
}

// toMovement plays turn 1's command phase with fixed HQ hexes.
func toMovement(t *testing.T) games.Game {
	t.Helper()
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, _ = advance(t, g, 1, map[games.Seat][]string{"Confederate": {"HQ 0803"}, "Union": {"HQ 1306"}})
	if g.Phase().ID != "T1-move" {
		t.Fatalf("after the command phase: %s, want T1-move", g.Phase().ID)
	}
	return g
}

// planWhereBufordStopsHeth is a pair of plans for turn 1's movement, each
// legal when sent, where the Union's third move makes the Confederates'
// fourth impossible.
var planWhereBufordStopsHeth = map[games.Seat][]string{
	"Confederate": {"PE 0203", "RO 0802", "EA 1702", "HE 1004 1005", "PASS"},
	"Union":       {"1C 0913", "11 1213", "BU 1204", "11 1212", "PASS"},
}

func TestP2IllegalPlannedMoveAsksThatSeatAloneAndKeepsOtherPlanPrivate(t *testing.T) {
	g := toMovement(t)
	// Both plans are legal as sent. Buford's move to 1204, the Union's
	// third, puts 1004 in his zone of influence, so Heth's planned march
	// through it, the Confederates' fourth line, cannot run: the
	// Confederates are asked again, and the Union's last move (to 1212)
	// has not run.
	g, rep := advance(t, g, 2, planWhereBufordStopsHeth)
	reqs := g.Requests()
	if len(reqs) != 1 {
		t.Fatalf("requests %v, want one seat", reqs)
	}
	if g.Phase().Class != "response" {
		t.Errorf("phase kind %q, want response", g.Phase().Class)
	}
	asked := reqs[0].Seat
	if !strings.Contains(rep, "asked again") {
		t.Errorf("report does not say the plan was set aside:\n%s", rep)
	}
	// Whatever of the other seat's plan has not run stays secret.
	other := games.Seat("Union")
	if asked == "Union" {
		other = "Confederate"
	}
	if asked != "Confederate" {
		t.Fatalf("%s asked, want the Confederates", asked)
	}
	for _, secret := range []string{"1212", "1004 1005", "1004-1005"} {
		if strings.Contains(rep, secret) || strings.Contains(g.View(games.SeatView(other), i18n.English), secret) || strings.Contains(g.View(games.SeatView(asked), i18n.English), secret) {
			t.Errorf("unexecuted plan %q shown", secret)
		}
	}
	// The other seat may not submit now.
	if r := g.Submit(other, toLines([]string{"PASS"}), i18n.English); len(r.Problems) == 0 {
		t.Errorf("%s could submit during %s's response", other, asked)
	}
}

func TestP3MissedDeadlineDefaultsToPassButEntriesStillEnter(t *testing.T) {
	g := toMovement(t)
	g, rep := advance(t, g, 3, nil) // nobody answered
	for _, want := range []string{"PE Pender's division enters", "1C I Corps enters", "11 XI Corps enters", "The Confederate pass", "Union pass"} {
		if !strings.Contains(rep, want) {
			t.Errorf("default movement lacks %q:\n%s", want, rep)
		}
	}
	if g.Phase().ID != "T1-attacks" {
		t.Errorf("phase %s, want the attack phase T1-attacks", g.Phase().ID)
	}
}

func TestP4AskStopsThePlanAndAsks(t *testing.T) {
	g := toMovement(t)
	g, _ = advance(t, g, 4, map[games.Seat][]string{
		"Confederate": {"PE 0203", "ASK"},
		"Union":       {"1C 1013", "11 1213", "BU 1305", "BU 1405", "PASS"},
	})
	reqs := g.Requests()
	if len(reqs) != 1 || reqs[0].Seat != "Confederate" {
		t.Fatalf("requests %v, want the Confederate alone", reqs)
	}
	// The Union plan goes on from where it stopped.
	g, rep := advance(t, g, 4, map[games.Seat][]string{"Confederate": {"PASS"}})
	if !strings.Contains(rep, "BU Buford's cavalry moves 1405") || !strings.Contains(rep, "The Union pass.") {
		t.Errorf("the Union's stored plan did not continue:\n%s", rep)
	}
}

func TestSaveLoadRoundTripIsCanonical(t *testing.T) {
	g := toMovement(t)
	a, _ := g.Save()
	h, err := Engine{}.Load(a)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := h.Save()
	if string(a) != string(b) {
		t.Errorf("save/load/save differs")
	}
	if _, err := (Engine{}).Load([]byte("{")); err == nil {
		t.Errorf("bad bytes loaded")
	}
}

func TestWideMapScrollsBySections(t *testing.T) {
	sc, err := LoadScenario("sample")
	if err != nil {
		t.Fatal(err)
	}
	wide := *sc
	wide.Columns = 30
	s := newState(&wide)
	out := s.renderMap(-1)
	if !strings.Contains(out, "columns 01-18") || !strings.Contains(out, "columns 19-30") {
		t.Errorf("a 30-column map is not cut into sections:\n%s", out)
	}
	for _, line := range strings.Split(out, "\n") {
		if i18n.Width(line) > 78 {
			t.Errorf("line too wide: %q", line)
		}
	}
}

func TestReportsInChinese(t *testing.T) {
	g := toMovement(t)
	for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		v := g.View(games.SeatView("Union"), lang)
		if !strings.Contains(v, i18n.Tr(lang, "", "聯邦軍", "联邦军")) || !strings.Contains(v, i18n.Tr(lang, "", "炮火支援", "炮火支援")) {
			t.Errorf("%s view lacks translated phrases:\n%s", lang, v)
		}
	}
}

func TestEditByMaster(t *testing.T) {
	g := toMovement(t)
	h, res := g.Edit(toLines([]string{"PLACE HE 1104 combat", "ARTILLERY Union 9", "POINTS Confederate 2"}), i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("edits refused: %v", res.Problems[0].Render(i18n.English))
	}
	s := h.(*Game).State()
	he, _ := s.sc.UnitIndex("HE")
	if s.Units[he].Hex != hx(t, "1104") || !s.Units[he].Combat || s.Artillery[Union] != 9 || s.Points[Confederate] != 2 {
		t.Errorf("edits not applied: %+v", s.Units[he])
	}
	if g.(*Game).State().Artillery[Union] != 14 {
		t.Errorf("Edit changed the original game")
	}
	same, res := g.Edit(toLines([]string{"PLACE HE 1304", "FLY HE"}), i18n.English)
	if len(res.Problems) != 2 || same != g {
		t.Errorf("bad edits: %d problems, want 2 and the game unchanged", len(res.Problems))
	}
}

func TestP2FailedPlanLineIsShownOnlyToItsOwnSide(t *testing.T) {
	g := toMovement(t)
	subs := map[games.Seat]games.Submission{}
	for seat, lines := range planWhereBufordStopsHeth {
		r := g.Submit(seat, toLines(lines), i18n.English)
		if len(r.Problems) > 0 {
			t.Fatalf("%s plan refused: %s", seat, r.Problems[0].Render(i18n.English))
		}
		subs[seat] = r.Accepted
	}
	res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{2}, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	reqs := res.Next.Requests()
	if len(reqs) != 1 {
		t.Fatalf("requests %v, want one seat", reqs)
	}
	asked := reqs[0].Seat
	report := func(seat games.Seat) string {
		return readFlat(t, res.Result, games.SeatView(seat), i18n.English)
	}
	own := report(asked)
	if !strings.Contains(own, "plan cannot go on (") || !strings.Contains(own, "player is asked again") {
		t.Fatalf("%s is not told why its plan stopped:\n%s", asked, own)
	}
	for _, reader := range []games.Seat{"Union", "Confederate", ""} {
		if reader == asked {
			continue
		}
		rep := report(reader)
		if strings.Contains(rep, "plan cannot go on (") || !strings.Contains(rep, "plan cannot go on; the rest is set aside and the "+string(asked)+" player is asked again.") {
			t.Errorf("reader %q sees the failed line, or is not told who is asked:\n%s", reader, rep)
		}
	}
}

func TestPlannedHQHexIsShownOnlyToItsSide(t *testing.T) {
	// Both sides plan their HQ at 1103, legal for both when the plans are
	// sent. The Confederates place first and take it, so the Union's goes
	// to the nearest legal hex. Only the Union may read that it had
	// planned 1103.
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	subs := map[games.Seat]games.Submission{}
	for seat, lines := range map[games.Seat][]string{"Confederate": {"HQ 1103"}, "Union": {"HQ 1103"}} {
		r := g.Submit(seat, toLines(lines), i18n.English)
		if len(r.Problems) > 0 {
			t.Fatalf("%s: %s", seat, r.Problems[0].Render(i18n.English))
		}
		if seat == "Union" && (len(r.Notes) != 1 || !strings.Contains(r.Notes[0].Message.EN, "the Confederate HQ is placed first")) {
			t.Errorf("the Union is not warned that its HQ hex may be taken: %+v", r.Notes)
		}
		subs[seat] = r.Accepted
	}
	res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{1}, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []games.Viewer{games.SeatView("Union"), games.SeatView("Confederate"), games.Observer(), games.MasterView()} {
		flat := readFlat(t, res.Result, v, i18n.English)
		owner := v.Holds("Union") || v.Master
		if got := strings.Contains(flat, "1103 is not allowed: a marker stands there; nearest legal hex"); got != owner {
			t.Errorf("reader %+v reads the planned hex and the reason: %v, want %v:\n%s", v, got, owner, flat)
		}
		if !owner && (strings.Contains(flat, "Meade's HQ at 1103") || strings.Contains(flat, "1103 is")) {
			t.Errorf("reader %+v reads where the Union planned its HQ:\n%s", v, flat)
		}
		if !strings.Contains(flat, "Union places Meade's HQ at ") {
			t.Errorf("reader %+v is not told where Meade's HQ went:\n%s", v, flat)
		}
	}
	// In Chinese the reason is set off with Chinese punctuation.
	zh := readFlat(t, res.Result, games.SeatView("Union"), i18n.SimplifiedChinese)
	if !strings.Contains(zh, "（1103 不合规：该格有标记；最近的合规格）。") {
		t.Errorf("the Union's reason in Chinese:\n%s", zh)
	}
}

func TestPlanLinesThatCannotRunAreReportedToTheirOwnerAlone(t *testing.T) {
	// Attacks: Heth is not next to Buford, so the Confederates have no
	// legal attack and pass; the line is named, with why, to them alone.
	s, place := board(t, 1)
	he := place("HE", "1003", true)
	bu := place("BU", "1304", true)
	s.Stage = StageAttack
	s.resetAlt()
	s.Alt.Plans[Confederate] = s.ordered([]Item{{Kind: ItemAttack, Unit: he, Target: bu, Art: true, Line: 3}})
	l := &log{dice: diceWith(t)}
	s.runAlternation(l)
	own := strings.Join(games.Render(l.Events, games.SeatView("Confederate"), i18n.English), "\n")
	if !strings.Contains(own, "did not run: line 3 HE ATTACK BU ART: HE is not next to BU") {
		t.Errorf("the Confederates are not told why their attack did not run:\n%s", own)
	}
	for _, v := range []games.Viewer{games.SeatView("Union"), games.Observer()} {
		if rep := strings.Join(games.Render(l.Events, v, i18n.English), "\n"); strings.Contains(rep, "ATTACK") || strings.Contains(rep, "did not run") {
			t.Errorf("reader %+v reads the Confederate plan line:\n%s", v, rep)
		}
	}
}

func TestStartViewListsTheRosterAndExplainsPhasesAndPlans(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for lang, wants := range map[i18n.Lang][]string{
		i18n.English:            {"Units (side, code, name, arm, stars", "Union       BU  Buford's cavalry    cavalry  *   6  1304 march", "Confederate PE  Pender's division   infantry -   4  due turn 1 at A (0103)", "How a turn runs", "ending in PASS"},
		i18n.TraditionalChinese: {"部隊（陣營", "聯邦軍      BU", "騎兵", "每回合有三個階段", "以 略過 結束"},
		i18n.SimplifiedChinese:  {"部队（阵营", "邦联军      PE", "每回合有三个阶段"},
	} {
		v := g.View(games.SeatView("Union"), lang)
		for _, w := range wants {
			if !strings.Contains(v, w) {
				t.Errorf("%s start view lacks %q:\n%s", lang, w, v)
			}
		}
		for i, line := range strings.Split(v, "\n") {
			if i18n.Width(line) > 78 {
				t.Errorf("%s start view line %d is %d columns: %q", lang, i+1, i18n.Width(line), line)
			}
		}
	}
	// The roster stays; the how-to is for the start only.
	later := toMovement(t).View(games.SeatView("Union"), i18n.English)
	if !strings.Contains(later, "Units (side") || strings.Contains(later, "How a turn runs") {
		t.Errorf("the view after the first phase:\n%s", later)
	}
}

func TestPhaseIDsAndPassLimitsSayWhatTheyAre(t *testing.T) {
	g := toMovement(t)
	if id := g.Phase().ID; id != "T1-move" {
		t.Errorf("phase id %q, want T1-move", id)
	}
	g, rep := advance(t, g, 2, planWhereBufordStopsHeth)
	if id, name := g.Phase().ID, g.Phase().Name.EN; id != "T1-move-2" || name != "July 1 AM, movement: the Confederate are asked again" {
		t.Errorf("phase %q %q, want T1-move-2 and a name saying who is asked", id, name)
	}
	if strings.Contains(rep, "T1-") || strings.Contains(rep, "T1.") || strings.Contains(rep, "Further actions") {
		t.Errorf("the report shows a raw phase id or the old pass text:\n%s", rep)
	}
	_, rep = advance(t, g, 2, map[games.Seat][]string{"Confederate": {"PASS"}})
	if !strings.Contains(rep, "The Confederate have passed: the Union may make at most") {
		t.Errorf("the report does not say what the Union may still do after the pass:\n%s", rep)
	}
}

func TestEditProblemsSayWhatIsAcceptedInEveryLanguage(t *testing.T) {
	g := toMovement(t)
	_, res := g.Edit(toLines([]string{"ADD HE 1104", "PLACE HE", "POINTS Rebels 3"}), i18n.English)
	if len(res.Problems) != 3 {
		t.Fatalf("problems %+v, want three", res.Problems)
	}
	for i, want := range []string{"the edits are PLACE UNIT HEX [MARCH|COMBAT], STRAGGLE UNIT", "write PLACE UNIT HEX [MARCH|COMBAT], e.g. PLACE HE 1104 COMBAT", "is not a side: write Union or Confederate"} {
		p := res.Problems[i]
		if !strings.Contains(p.Message.EN, want) || p.Message.Hant == p.Message.EN || p.Message.Hans == "" {
			t.Errorf("problem %d %+v: want %q and a Chinese text", i, p.Message, want)
		}
	}
}

// A Chinese-writing master edits with the Chinese words, in either script;
// a PLACE with a word other than MARCH or COMBAT is refused, not read as MARCH.
func TestEditByMasterInChinese(t *testing.T) {
	g := toMovement(t)
	_, res := g.Edit(toLines([]string{"放置 HE 1104 戰鬥", "炮火 联邦军 9", "分數 邦聯軍 2", "落伍 HE", "消灭 HE", "待援 HE"}), i18n.TraditionalChinese)
	if len(res.Problems) > 0 {
		t.Fatalf("edits refused: %v", res.Problems[0].Render(i18n.TraditionalChinese))
	}
	if want := "PLACE HE 1104 COMBAT; ARTILLERY Union 9; POINTS Confederate 2; STRAGGLE HE; ELIMINATE HE; PENDING HE"; res.Summary != want {
		t.Errorf("summary %q", res.Summary)
	}
	if _, res := g.Edit(toLines([]string{"分数 南军 3", "炮火 北軍 8"}), i18n.SimplifiedChinese); res.Summary != "POINTS Confederate 3; ARTILLERY Union 8" {
		t.Errorf("北軍 and 南軍: %q %+v", res.Summary, res.Problems)
	}
	if _, res := g.Edit(toLines([]string{"分数 西军 3"}), i18n.SimplifiedChinese); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "“西军”不是阵营") {
		t.Errorf("a wrong side is not named: %+v", res.Problems)
	}
	if _, res := g.Edit(toLines([]string{"PLACE HE 1104 FAST"}), i18n.English); len(res.Problems) != 1 {
		t.Errorf("PLACE with a stray last word was accepted")
	}
}

// readFlat is the report of r as v reads it in lang, its white space
// folded so that wrapped text is matched as one line.
func readFlat(t *testing.T, r []byte, v games.Viewer, lang i18n.Lang) string {
	t.Helper()
	rep, err := Engine{}.Report(r, v, lang)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(strings.Fields(rep), " ")
}
