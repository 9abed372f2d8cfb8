package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// An arrival whose path starts at another entry (PE B 0208, Pender being
// due at A) is refused by naming the entry it comes in at, not only by
// "0108 is not next to 0103".
func TestSubmitNamesTheEntryOfAnArrivalWrittenWithAnother(t *testing.T) {
	g := toMovement(t)
	r := g.Submit("Confederate", toLines([]string{"PE B 0208", "PE 0203", "PASS"}), i18n.English)
	got := lineMessages(r.Problems)
	if len(got) != 1 || !strings.Contains(got[1], "PE enters at A (0103), and its path goes on from there: 0108 is not next to it") {
		t.Errorf("problems %v: want line 1 naming entry A", got)
	}
	zh := g.Submit("Confederate", toLines([]string{"移動彭德 B 0208"}), i18n.TraditionalChinese)
	if len(zh.Problems) != 1 || !strings.Contains(zh.Problems[0].Message.Hant, "PE 由 A（0103）進場") {
		t.Errorf("Chinese problems %+v", zh.Problems)
	}
}

// C1, C2, C3, A2: a second HQ, SHARPSHOOTERS or ARTILLERY line would
// silently replace the first, and a straggler returned and kept, or more
// than two enemy stragglers chosen, says two things; the later line is
// refused, naming the earlier.
func TestSubmitRefusesASecondLineOfAKindUsedOnce(t *testing.T) {
	s := threeStragglersDue(t)
	g := &Game{s: s}
	r := g.Submit("Confederate", toLines([]string{"HQ 0603", "HQ 0604", "RETURN PE 0703", "KEEP PE", "PASS"}), i18n.English)
	got := lineMessages(r.Problems)
	if len(got) != 2 || !strings.Contains(got[2], "line 1 says this already: a plan has one HQ line") ||
		!strings.Contains(got[4], "line 3 names PE already: a straggler is either returned or kept, on one line") {
		t.Errorf("problems %v: want lines 2 and 4", got)
	}
	r = g.Submit("Union", toLines([]string{"HQ 1306", "SHARPSHOOTERS 1305", "SHARPSHOOTERS 1303", "STRAGGLERS PE JO", "STRAGGLERS AN"}), i18n.English)
	got = lineMessages(r.Problems)
	if !strings.Contains(got[3], "a plan has one SHARPSHOOTERS line") || !strings.Contains(got[5], "at most two enemy stragglers return a turn") {
		t.Errorf("problems %v: want lines 3 and 5", got)
	}
	// A line kept from an earlier mail (ADD) is named as the kept plan.
	kept := []games.Line{{N: 0, Text: "HQ 0603"}, {N: 0, Text: "PASS"}, {N: 1, Text: "HQ 0604"}}
	r = g.Submit("Confederate", kept, i18n.English)
	if got := lineMessages(r.Problems); !strings.Contains(got[1], "your kept plan already has such a line") {
		t.Errorf("problems %v: want line 1 naming the kept plan", got)
	}
	s.Stage = StageAttack
	s.resetAlt()
	r = g.Submit("Confederate", toLines([]string{"ARTILLERY HE", "ARTILLERY PE", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); !strings.Contains(got[2], "a plan has one ARTILLERY line") {
		t.Errorf("problems %v: want line 2", got)
	}
}

// A2: an attack line's ART that cannot give support is refused when
// sent, not dropped when the attack runs: a cavalry attacker, a combat
// with cavalry (the default reading), no support left, or support the
// plan's earlier ART lines spend. The ARTILLERY answer may not name
// cavalry, and with no support left it is noted as doing nothing.
func TestSubmitRefusesArtillerySupportThatCannotBeGiven(t *testing.T) {
	s, place := board(t, 4)
	place("HE", "1003", true)
	place("PE", "1305", true)
	place("ST", "1203", true)
	place("BU", "1304", true)
	place("1C", "1104", true)
	place("GR", "1303", true)
	s.Stage = StageAttack
	s.Options.CavalryArtillery = CavalryArtCombat
	s.resetAlt()
	g := &Game{s: s}
	r := g.Submit("Confederate", toLines([]string{"ST ATTACK GR ART", "HE ATTACK 1C ART", "PE ATTACK BU ART", "ARTILLERY ST", "PASS"}), i18n.English)
	got := lineMessages(r.Problems)
	for line, want := range map[int]string{
		1: "ST is cavalry, and cavalry never has artillery support (A2): write the line without ART",
		3: "BU is cavalry, and no side has artillery support in a combat with cavalry",
		4: "ST is cavalry, and cavalry never has artillery support (A2): leave it out",
	} {
		if !strings.Contains(got[line], want) {
			t.Errorf("line %d: %q, want %q", line, got[line], want)
		}
	}
	if _, bad := got[2]; bad {
		t.Errorf("HE ATTACK 1C ART refused: %q", got[2])
	}
	// A1: an attack on a unit not next to the attacker names those that are.
	r = g.Submit("Confederate", toLines([]string{"HE ATTACK BU", "PE ATTACK GR", "PASS"}), i18n.English)
	got = lineMessages(r.Problems)
	if !strings.Contains(got[1], "HE is not next to BU; enemy units next to HE: 1C") || !strings.Contains(got[2], "PE is not next to GR; enemy units next to PE: BU") {
		t.Errorf("problems %v: want lines 1 and 2 naming the enemy units next to the attacker", got)
	}
	// With cavalry_artillery=side, infantry attacking cavalry has support.
	s.Options.CavalryArtillery = CavalryArtSide
	r = g.Submit("Confederate", toLines([]string{"PE ATTACK BU ART", "PASS"}), i18n.English)
	if len(r.Problems) != 0 {
		t.Errorf("PE ATTACK BU ART with cavalry_artillery=side: %v", lineMessages(r.Problems))
	}
	s.Artillery[Confederate] = 1
	r = g.Submit("Confederate", toLines([]string{"HE ATTACK 1C ART", "HE ATTACK 1C ART", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); len(got) != 1 || !strings.Contains(got[2], "you have 1 points of artillery support and your earlier ART lines spend them") {
		t.Errorf("problems %v: want line 2, the support is spent", got)
	}
	// The last point, with a defence answer that may spend it first: a
	// note. The Union attacks second, so its first line is not noted.
	s.Artillery[Union] = 1
	r = g.Submit("Union", toLines([]string{"ARTILLERY ALL", "1C ATTACK HE ART", "PASS"}), i18n.English)
	if len(r.Problems) != 0 || !strings.Contains(lineMessages(r.Notes)[2], "this uses your last point of artillery support") {
		t.Errorf("problems %v, notes %v: want a note on line 2", lineMessages(r.Problems), lineMessages(r.Notes))
	}
	s.Artillery[Confederate] = 0
	r = g.Submit("Confederate", toLines([]string{"ARTILLERY ALL", "HE ATTACK 1C ART", "PASS"}), i18n.SimplifiedChinese)
	if len(r.Problems) != 1 || !strings.Contains(r.Problems[0].Message.Hans, "您已没有炮火支援：请把这一行的 炮火 删去") {
		t.Errorf("problems %+v: want line 2, no support left", r.Problems)
	}
	if notes := lineMessages(r.Notes); !strings.Contains(notes[1], "you have no artillery support left: this line does nothing") {
		t.Errorf("notes %v: want line 1 noted", notes)
	}
}

// M11–M13: a due unit enters before its side's first other move. A line
// that names its entry letter after such a move read "1802 is not next
// to 1802"; the unit is on its entry hex by then, so the line moves it on
// from there, and the reply says the rules enter it first. A path may
// also name the hex a unit starts in.
func TestSubmitSaysWhenTheRulesEnterAUnitBeforeItsLine(t *testing.T) {
	g := toMovement(t)
	r := g.Submit("Confederate", toLines([]string{"PE 0203 0303", "RO 0802", "HE 1003 1103", "EA E 1702", "PASS"}), i18n.English)
	if len(r.Problems) != 0 {
		t.Fatalf("problems %v", lineMessages(r.Problems))
	}
	notes := lineMessages(r.Notes)
	if !strings.Contains(notes[4], "EA is due to enter, and the rules enter it at E before line 3, the first other move") {
		t.Errorf("notes %v: want line 4 to say EA enters before line 3", notes)
	}
	// Its entry alone, once the rules have entered it, is refused with
	// the reason it is there already.
	r = g.Submit("Confederate", toLines([]string{"HE 1103", "EA E", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); !strings.Contains(got[2], "the rules enter it at E before line 1") || !strings.Contains(got[2], "EA is in 1802 already") {
		t.Errorf("problems %v: want line 2 saying why EA is in 1802 already", got)
	}
	zh := g.Submit("Confederate", toLines([]string{"HE 1103", "EA E 1702"}), i18n.TraditionalChinese)
	if len(zh.Notes) == 0 || !strings.Contains(zh.Notes[len(zh.Notes)-1].Message.Hant, "規則會在第 1 行（第一個其他移動）之前令其在 E 進場") {
		t.Errorf("Chinese notes %+v", zh.Notes)
	}
}

// C1: a refused HQ hex comes with the nearest legal one. O1–O2: STAY for
// a unit in an enemy zone, which stays in combat mode anyway, is noted.
func TestSubmitNamesTheNearestLegalHQHexAndNotesAUselessStay(t *testing.T) {
	s, place := board(t, 2)
	place("HE", "1203", true)
	place("BU", "1305", false)
	place("PE", "0303", true)
	g := &Game{s: s}
	r := g.Submit("Confederate", toLines([]string{"HQ 0803", "STAY HE", "STAY PE", "PASS"}), i18n.English)
	got := lineMessages(r.Problems)
	if !strings.Contains(got[1], "0803 is not allowed: no friendly unit outside enemy zones is within three hexes") || !strings.Contains(got[1], "the nearest such hex is 0602") {
		t.Errorf("problems %v: want line 1 naming the nearest legal hex", got)
	}
	notes := lineMessages(r.Notes)
	if !strings.Contains(notes[2], "HE is in an enemy zone, where a unit stays in combat mode anyway") {
		t.Errorf("notes %v: want line 2 noted", notes)
	}
	if _, ok := notes[3]; ok {
		t.Errorf("STAY PE, which keeps PE in combat mode, has a note: %v", notes)
	}
}

// A move to the hex the unit stands in says so, not "0203 is not next to
// 0203".
func TestSubmitRefusesAMoveToTheHexTheUnitIsIn(t *testing.T) {
	g := toMovement(t)
	r := g.Submit("Confederate", toLines([]string{"PE 0203", "PE 0203", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); len(got) != 1 || !strings.Contains(got[2], "PE is in 0203 already: name the hexes it moves through") {
		t.Errorf("problems %v: want line 2, PE is in 0203 already", got)
	}
}

// M10, M11–M13: a plan that is only PASS still has units enter and move
// toward the HQ; the reply says so.
func TestSubmitSaysWhatTheRulesDoBeforeABarePass(t *testing.T) {
	g := toMovement(t)
	r := g.Submit("Confederate", toLines([]string{"PASS"}), i18n.English)
	notes := lineMessages(r.Notes)
	if !strings.Contains(notes[1], "before this PASS, the rules enter PE, RO, EA (units due to enter cannot be held back); then ") ||
		!strings.Contains(notes[1], "(outside command range) will be moved toward the HQ") {
		t.Errorf("notes %v: want line 1 naming the entries and the moves toward the HQ", notes)
	}
	zh := g.Submit("Confederate", toLines([]string{"略过"}), i18n.SimplifiedChinese)
	if len(zh.Notes) != 1 || !strings.Contains(zh.Notes[0].Message.Hans, "略过之前，规则会令 PE、RO、EA 进场（到期的部队不能延迟进场）；然后") {
		t.Errorf("Chinese notes %+v", zh.Notes)
	}
}

// C2: two stragglers returned to one hex is refused; with more than two
// due, the enemy chooses which return, and a RETURN line is noted.
func TestSubmitChecksStragglersReturnedToOneHexAndTheEnemysChoice(t *testing.T) {
	s := threeStragglersDue(t)
	r := (&Game{s: s}).Submit("Confederate", toLines([]string{"HQ 0603", "RETURN PE 0703", "RETURN JO 0703", "PASS"}), i18n.English)
	got := lineMessages(r.Problems)
	if len(got) != 1 || !strings.Contains(got[3], "0703 is the hex line 2 returns PE to; name another") {
		t.Errorf("problems %v: want line 3 refused", got)
	}
	if notes := lineMessages(r.Notes); !strings.Contains(notes[2], "3 of your stragglers may return and only two do: the enemy chooses which") {
		t.Errorf("notes %v: want line 2 noted", notes)
	}
}

// C3: a sharpshooters hex refused names the nearest legal one.
func TestSubmitNamesTheNearestLegalSharpshootersHex(t *testing.T) {
	s, place := board(t, 3)
	place("HE", "0903", true)
	place("BU", "1004", true)
	r := (&Game{s: s}).Submit("Union", toLines([]string{"SHARPSHOOTERS 0903", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); !strings.Contains(got[1], "0903 is not an empty hex next to a Union unit (the nearest such hex is ") {
		t.Errorf("problems %v: want line 1 naming the nearest legal hex", got)
	}
}

// threeStragglersDue is a turn-3 board with HE and BU in play and PE, JO
// and AN straggling in 0303 since turn 1, so all three may return.
func threeStragglersDue(t *testing.T) *State {
	t.Helper()
	s, place := board(t, 3)
	place("HE", "0503", false)
	place("BU", "1304", false)
	for _, code := range []string{"PE", "JO", "AN"} {
		u := place(code, "0303", false)
		s.straggle(u, &log{}, i18n.Plain("test"))
		s.Units[u].Since = 1
	}
	return s
}

// C1, C3: both HQ markers are placed before the sharpshooters, and the
// Confederate plan is secret until then, so a SHARPSHOOTERS hex where
// the Confederate HQ may go is noted when sent; one it may not reach
// (no Confederate unit within three hexes) is not.
func TestSubmitNotesASharpshootersHexTheConfederateHQMayTake(t *testing.T) {
	s, place := board(t, 3)
	place("HE", "0603", false)
	place("BU", "1004", false)
	g := &Game{s: s}
	r := g.Submit("Union", toLines([]string{"SHARPSHOOTERS 0904", "PASS"}), i18n.English)
	if len(r.Problems) > 0 {
		t.Fatal(r.Problems[0].Render(i18n.English))
	}
	if notes := lineMessages(r.Notes); !strings.Contains(notes[1], "the Confederate HQ is placed before the sharpshooters; if it takes 0904") {
		t.Errorf("notes %v: want line 1 noted", notes)
	}
	r = g.Submit("Union", toLines([]string{"SHARPSHOOTERS 1105", "PASS"}), i18n.English)
	if len(r.Problems) > 0 || len(r.Notes) > 0 {
		t.Errorf("a hex out of the Confederate HQ's reach: %v %v", lineMessages(r.Problems), lineMessages(r.Notes))
	}
	// With every Confederate unit in a Union zone no hex meets C1's
	// conditions, and the Confederate HQ may go in any empty hex (C1d).
	s2, place2 := board(t, 3)
	place2("HE", "1003", true)
	place2("BU", "1004", true)
	r = (&Game{s: s2}).Submit("Union", toLines([]string{"SHARPSHOOTERS 1105", "PASS"}), i18n.English)
	if notes := lineMessages(r.Notes); len(r.Problems) > 0 || !strings.Contains(notes[1], "if it takes 1105") {
		t.Errorf("C1d: problems %v notes %v", lineMessages(r.Problems), notes)
	}
}
