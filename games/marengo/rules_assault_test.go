package marengo

import (
	"strings"
	"testing"
)

// Rule 7: through an approach whose target side obstructs cavalry an
// assault needs infantry, one of which is shown; cavalry alone cannot.
func TestRule7InfantryShownThroughAnObstacle(t *testing.T) {
	f := newFx(t).at("PDB", "A02", "A03", "A04").at("FON", "F02").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	f.play("MOVE A02 A03 A04 TO FON SHOW A04")
	f.wantEvent(france, "Austria assaults FON from PDB reserve with 3 blocks, showing inf3")
	f.wantAt("A04", "FON")
	g := newFx(t).at("PDB", "A02").at("FON", "F02")
	g.refuses(1, "an assault through it needs infantry", "MOVE A02 TO FON")
	g.wantEvent(austria, "FON/PDB obstructs cavalry: an assault through it needs infantry")
}

// Rule 7.1: an assault from a reserve may be blocked with blocks of the
// target's reserve; the assaulters then commit to the approach facing
// the target (by default) or fall back, and pay all the same.
func TestRule7_1BlockedAssault(t *testing.T) {
	f := newFx(t).at("FON", "A03", "A04").at("MAR", "F05", "F03").book(France, "BLOCK MAR F05")
	f.play("MOVE A03 A04 TO MAR")
	f.wantAt("F05", "MAR/FON")
	f.wantAt("F03", "MAR")
	f.wantAt("A03", "FON/MAR")
	f.wantEvent(austria, "France blocks the assault, committing 1 block to MAR/FON (free)")
	f.wantEvent(france, "Austria assaults MAR from FON reserve with 2 blocks (1 CP, 2 left)")
	g := newFx(t).at("FON", "A03", "A04").at("MAR", "F05").book(France, "BLOCK * ALL")
	g.play("MOVE A03 A04 TO MAR BLOCKED COMMIT A04")
	g.wantAt("A04", "FON/MAR")
	g.wantAt("A03", "FON")
	// Splitting the blocked group costs one more point (published rules).
	g.wantEvent(france, "Austria splits the blocked group (1 CP, 1 left)")
	g2 := newFx(t).at("FON", "A03", "A04").at("BNO", "A05").at("FMA", "A06").at("MAR", "F05").book(France, "BLOCK * ALL")
	g2.play("MOVE A05 TO BRH", "MOVE A06 TO FNN", "MOVE A03 A04 TO MAR BLOCKED COMMIT A04")
	g2.wantAt("A03", "FON/MAR")
	g2.wantEvent(austria, "No command point is left to split the blocked group: all of it commits")
	h := newFx(t).at("FON", "A03").at("MAR", "F05").book(France, "BLOCK * ALL")
	h.play("MOVE A03 TO MAR BLOCKED BACK")
	h.wantAt("A03", "FON")
	h.wantEvent(master, "pulls A03 inf3 back to FON reserve")
	// Without a standing answer the defender is asked, and its default
	// is to block with the whole reserve.
	k := newFx(t).at("FON", "A03").at("MAR", "F05", "F10")
	k.send("MOVE A03 TO MAR")
	k.asked(France, askBlock, "MAR")
	k.send()
	k.wantAt("F05", "MAR/FON")
	k.wantAt("F10", "MAR/FON")
}

// Rule 7.1: an assault by blocks already committed to the approach next
// to the target cannot be blocked; rule 7.2: every defender retreats and
// the assaulters enter the target's reserve.
func TestRule7_2UnblockableAssaultAndSuccess(t *testing.T) {
	f := newFx(t).at("FON/MAR", "A03").at("MAR", "F05").at("MAR/SPI", "F06").at("SPI", "A05").book(France, "BLOCK * ALL", "RETREAT * ROOM")
	f.play("MOVE A03 TO MAR")
	f.wantEvent(master, "cannot be blocked")
	f.wantAt("A03", "MAR")
	for _, id := range []string{"F05", "F06"} {
		if w := f.where(id); w != "CGR" && w != "SVI" {
			t.Errorf("%s retreated to %s", id, w)
		}
	}
}

// Rule 7: only cavalry assaults by road, shown, and free on the main
// road; if it succeeds it goes on, and may assault again.
func TestRule7RoadCavalryAssaultsAndGoesOn(t *testing.T) {
	f := newFx(t).at("BRH", "A02").at("PDB", "F01").at("FON", "F02").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	f.send("ROAD A02 PDB FON")
	f.wantEvent(austria, "FON/PDB obstructs cavalry")
	g := newFx(t).at("PDB", "A12").at("FON", "F02").at("MAR", "F05").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	g.play("MOVE A12 TO PDB/FON")
	g.play()
	g.refuses(1, "only a block that stood in a reserve", "ROAD A12 FON MAR CGR")
	g.wantEvent(austria, "only a block that stood in a reserve")
	k := newFx(t).at("FON", "A12").at("MAR", "F05").at("CGR", "F03").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	k.play("ROAD A12 MAR CGR")
	k.wantAt("A12", "CGR")
	k.wantEvent(france, "Austria assaults MAR from FON reserve with 1 block, showing cav3 (free, 3 CP left)")
	k.wantEvent(france, "Austria assaults CGR from MAR reserve with 1 block, showing cav3.")
}

// Rule 7.1: the question to the defender says, to both sides, which area
// is assaulted and from where, in each language.
func TestRule7_1BlockQuestionNamesTargetAndSource(t *testing.T) {
	f := newFx(t).at("FON", "A03").at("MAR", "F05")
	f.send("MOVE A03 TO MAR")
	f.asked(France, askBlock, "MAR")
	q := f.s.Question
	for _, c := range []struct{ got, want string }{
		{q.Public.Ask.EN, "France decides whether to block the assault on MAR from FON"},
		{q.Public.Ask.Hant, "法國決定是否防堵由 FON 對 MAR 的突擊"},
		{q.Private.Ask.EN, "Austria assaults with 1 block from FON into MAR."},
	} {
		if !strings.Contains(c.got, c.want) {
			t.Errorf("the question says %q, want %q", c.got, c.want)
		}
	}
}

// A BLOCK answer naming blocks none of which stand in the reserve when
// the assault comes meant to block: the whole reserve blocks, as by
// default, and only its owner reads why.
func TestRule7_1BlockAnswerNamingAbsentBlocksTakesTheDefault(t *testing.T) {
	f := newFx(t).at("PDB", "A03").at("FON", "F02", "F05").at("SPI", "F04").book(France, "BLOCK FON F04", "RETREAT * ROOM")
	f.play("MOVE A03 TO FON")
	f.wantAt("F02", "FON/PDB")
	f.wantAt("F05", "FON/PDB")
	f.wantEvent(france, "Your answer BLOCK FON names F04, none of them in the FON reserve now")
	f.wantNoEvent(austria, "F04")
}

// An answer to the blocking question asked now naming a block not in
// that reserve is refused when sent, with the reserve listed; BLOCK *
// is kept for later assaults.
func TestRule7_1BlockAnswerToTheQuestionNamesTheReserve(t *testing.T) {
	f := newFx(t).at("FON", "A03").at("MAR", "F05").at("SPI", "F04")
	f.send("MOVE A03 TO MAR")
	f.asked(France, askBlock, "MAR")
	f.refuses(1, "F04 is not in the MAR reserve, so it may not block there; the reserve: F05", "BLOCK MAR F04", "BLOCK * NONE")
}

// Rule 7's two worked examples: infantry assaults an area held by one
// cavalry block. Blocked: the cavalry commits to the approach facing the
// infantry, which then stays in its reserve or commits opposite it. Not
// blocked: the cavalry leaves (from the reserve, losing nothing) and the
// infantry enters the area's reserve.
func TestRule7WorkedExamples(t *testing.T) {
	for _, c := range []struct{ line, a03 string }{
		{"MOVE A03 TO MAR BLOCKED BACK", "FON"},
		{"MOVE A03 TO MAR BLOCKED COMMIT A03", "FON/MAR"},
	} {
		f := newFx(t).at("FON", "A03").at("MAR", "F08").book(France, "BLOCK * ALL")
		f.play(c.line)
		f.wantAt("F08", "MAR/FON")
		f.wantAt("A03", c.a03)
		f.wantEvent(france, "(1 CP, 2 left)")
	}
	g := newFx(t).at("FON", "A03").at("MAR", "F08").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	g.play("MOVE A03 TO MAR")
	g.wantAt("A03", "MAR")
	g.wantFace("F08", "cav2")
	if w := g.where("F08"); w != "CGR" && w != "SPI" && w != "SVI" {
		t.Errorf("the cavalry retreated to %s", w)
	}
}
