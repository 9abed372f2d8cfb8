package marengo

import (
	"strings"
	"testing"
)

// Rule 6: three command points a turn; each group, and each commitment
// or withdrawal, costs one; a fourth group waits for the next turn.
func TestRule6ThreeCommandPointsAGroupEach(t *testing.T) {
	f := newFx(t).at("BRH", "A03", "A04").at("FRU", "A05").at("BNO", "A06").at("PDB", "A07")
	f.refuses(4, "it needs 1 command point(s) and 0 are left", "MOVE A03 A04 TO FRU", "MOVE A05 TO BSO", "MOVE A06 TO FMA", "MOVE A07 TO BSO")
	f.asked(Austria, askPlan, "1")
	f.wantAt("A03", "FRU")
	f.wantAt("A04", "FRU")
	f.wantAt("A06", "FMA")
	f.wantAt("A07", "PDB")
	f.wantEvent(austria, "it needs 1 command point(s) and 0 are left")
	f.wantEvent(france, "Austria moves 2 blocks from BRH reserve to FRU reserve (1 CP, 2 left)")
	// One area per move, and a block moves once.
	res := newFx(t).at("BRH", "A03").game().Submit("Austria", numbered([]string{"MOVE A03 TO PDB", "MOVE A03 TO FON"}), "en")
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 {
		t.Errorf("a second move of A03: %+v", res.Problems)
	}
}

// Rule 6.1: from a reserve a block commits to an approach of its area
// only when the area across holds the enemy; rule 6: no block crosses
// an approach the enemy blocks.
func TestRule6_1CommitOnlyFacingTheEnemyAndNoCrossingABlock(t *testing.T) {
	f := newFx(t).at("MAR", "A03").at("CGR/MAR", "F03")
	// The map is public: the line is refused when the plan is sent.
	refusedWhenSent(t, f, "MOVE A03 TO MAR/SVI", "SVI is not held by the enemy")
	f = newFx(t).at("MAR", "A03").at("CGR/MAR", "F03")
	f.refuses(1, "the enemy blocks the approach CGR/MAR", "MOVE A03 TO CGR")
	f.wantEvent(austria, "the enemy blocks the approach CGR/MAR")
	f = newFx(t).at("MAR", "A03").at("CGR/MAR", "F03")
	f.play("MOVE A03 TO MAR/CGR")
	f.wantAt("A03", "MAR/CGR")
	f.wantEvent(france, "Austria commits 1 block from MAR reserve to MAR/CGR")
}

// Rule 6: committed blocks whose enemy left in the enemy's turn withdraw
// in their own next turn, free (or advance for a command point).
func TestRule6StrandedBlocksWithdrawNextTurn(t *testing.T) {
	f := newFx(t).turn(France, 8).at("CGR/MAR", "F03").at("CGR/SGI", "F05")
	f.play("MOVE F05 TO SGI")
	f.wantAt("F03", "CGR")
	f.wantAt("F05", "SGI")
	// The stranded block goes back when movement ends, for nothing.
	f.wantEvent(austria, "France withdraws 1 block on CGR/MAR to the reserve: no enemy faces them (free)")
	f.wantEvent(austria, "France moves 1 block from CGR/SGI to SGI reserve (1 CP, 2 left)")
}

// Rule 6: when the enemy leaves during the blockers' own turn they
// withdraw at once, or, if they have not moved, advance for a command
// point; neither moves again.
func TestRule6StrandedInOwnTurnAdvanceOrWithdraw(t *testing.T) {
	// Austria's assault from FON empties MAR; A05 on CGR... no: A05 on
	// SPI/MAR faces MAR.
	f := newFx(t).at("FON", "A03").at("SPI/MAR", "A05").at("MAR", "F05").book(France, "BLOCK * NONE", "RETREAT * ROOM").book(Austria, "ADVANCE MAR YES")
	f.play("MOVE A03 TO MAR")
	f.wantAt("A05", "MAR")
	f.wantEvent(france, "Austria moves 1 block from SPI/MAR to MAR reserve (1 CP, 1 left)")
	g := newFx(t).at("FON", "A03").at("SPI/MAR", "A05").at("MAR", "F05").book(France, "BLOCK * NONE", "RETREAT * ROOM").book(Austria, "ADVANCE * NO")
	g.play("MOVE A03 TO MAR")
	g.wantAt("A05", "SPI")
	// Without a standing answer Austria is asked.
	h := newFx(t).at("FON", "A03").at("SPI/MAR", "A05").at("MAR", "F05").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	h.send("MOVE A03 TO MAR")
	h.asked(Austria, askAdvance, "MAR")
	h.send("ADVANCE MAR YES")
	h.wantAt("A05", "MAR")
	// A plan line of this turn that takes the blocks across wins over
	// the standing ADVANCE * NO.
	k := newFx(t).at("FON", "A03").at("SPI/MAR", "A05").at("MAR", "F05").book(France, "BLOCK * NONE", "RETREAT * ROOM").book(Austria, "ADVANCE * NO")
	k.play("MOVE A03 TO MAR", "MOVE A05 TO MAR")
	k.wantAt("A05", "MAR")
	k.wantEvent(france, "Austria moves 1 block from SPI/MAR to MAR reserve (1 CP, 1 left)")
}

// Rule 6.3: a block in a reserve since the turn began may go three areas
// along one road; the main road costs nothing, a minor road a point; no
// area on the way may hold the enemy.
func TestRule6_3RoadMoves(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("FRU", "A04")
	f.play("ROAD A03 PDB FON MAR", "ROAD A04 BSO STO SVI")
	f.wantAt("A03", "MAR")
	f.wantAt("A04", "SVI")
	f.wantEvent(france, "1 block moves by Alessandria-Tortona road: BRH > PDB > FON > MAR (free, 3 CP left)")
	f.wantEvent(france, "1 block moves by Frugarolo road: FRU > BSO > STO > SVI (1 CP, 2 left)")
	g := newFx(t).at("BRH", "A03").at("FON", "F02")
	g.refuses(1, "only cavalry enters an enemy area by road", "ROAD A03 PDB FON MAR")
	g.wantEvent(austria, "FON holds the enemy: only cavalry enters an enemy area by road")
	h := newFx(t).at("BRH/PDB", "A03").at("PDB/BRH", "F01")
	h.refuses(1, "only a block that stood in a reserve", "ROAD A03 FRU")
	h.wantEvent(austria, "only a block that stood in a reserve when the turn began moves by road")
	k := newFx(t).at("BRH", "A03")
	if why, _ := k.refusal("Austria", "ROAD A03 PDB BSO"); !strings.Contains(why, "no single road runs BRH > PDB > BSO: A03 follows Frugarolo road area by area; write ROAD A03 FRU BSO") {
		t.Errorf("a path along no road: %q", why)
	}
}

// Rule 6.3: three blocks a turn cross a border by one road; the second
// gives up one step, the third two (the published rules' three moves).
func TestRule6_3RoadCapacityAndWaiting(t *testing.T) {
	f := newFx(t).at("BRH", "A02", "A03", "A08", "A04")
	f.refuses(2, "this one may go 2 area(s)", "ROAD A02 PDB FON MAR", "ROAD A03 PDB FON MAR")
	f.wantEvent(austria, "this one may go 2 area(s)")
	f = newFx(t).at("BRH", "A02", "A03", "A08", "A04")
	f.refuses(4, "no other block may cross by it this turn", "ROAD A02 PDB FON MAR", "ROAD A03 PDB FON", "ROAD A08 PDB", "ROAD A04 PDB")
	f.wantAt("A02", "MAR")
	f.wantAt("A03", "FON")
	f.wantAt("A08", "PDB")
	f.wantAt("A04", "BRH")
	f.wantEvent(austria, "no other block may cross by it this turn")
	// Published rules: one block per border by road in each of the
	// turn's three moves. A03 starts a border further on and crosses each
	// border a move before A02 did, so it goes three areas too.
	g := newFx(t).at("BRH", "A02").at("PDB", "A03")
	g.play("ROAD A02 PDB FON MAR", "ROAD A03 FON MAR CGR")
	g.wantAt("A02", "MAR")
	g.wantAt("A03", "CGR")
	// All crossings of a border by road in a turn go one way.
	h := newFx(t).at("BRH", "A02").at("FON", "A03")
	h.refuses(2, "the other way this turn", "ROAD A02 PDB FON", "ROAD A03 PDB BRH")
	h.wantEvent(austria, "a block crossed FON-PDB by this road the other way this turn")
}

// Rule 6.4: cavalry that has moved into an area may commit to one of its
// approaches facing the enemy, shown; not from where it stood; a group
// that splits pays for it.
func TestRule6_4CavalryContinuation(t *testing.T) {
	f := newFx(t).at("FON", "A02", "A03").at("CGR/MAR", "F03")
	f.play("MOVE A02 A03 TO MAR THEN A02 TO MAR/CGR")
	f.wantAt("A02", "MAR/CGR")
	f.wantAt("A03", "MAR")
	f.wantEvent(france, "a cavalry block continues to MAR/CGR, shown: cav2")
	f.wantEvent(france, "the continuation costs 1 command point(s); 1 left")
	g := newFx(t).at("FON", "A02").at("CGR/MAR", "F03")
	g.play("MOVE A02 TO MAR THEN A02 TO MAR/CGR")
	g.wantNoEvent(master, "the continuation costs")
	h := newFx(t).at("MAR/FON", "A02").at("CGR/MAR", "F03").at("FON/MAR", "F02")
	h.refuses(1, "not from where it stood", "MOVE A02 TO MAR THEN A02 TO MAR/CGR")
	h.wantEvent(austria, "not from where it stood")
	// Only cavalry continues: the line is refused when sent.
	res := newFx(t).at("FON", "A03").at("CGR/MAR", "F03").game().Submit("Austria", numbered([]string{"MOVE A03 TO MAR THEN A03 TO MAR/CGR"}), "en")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "A03 is not cavalry") {
		t.Errorf("infantry continuing: %+v", res.Problems)
	}
	// Road cavalry continues only through an approach its road crosses.
	m := newFx(t).at("BRH", "A02").at("CGR/MAR", "F03").at("SVI", "F04")
	m.refuses(1, "only to an approach of MAR that", "ROAD A02 PDB FON MAR THEN A02 TO MAR/SVI")
	m.wantEvent(austria, "only to an approach of MAR that Alessandria-Tortona road crosses")
	m = newFx(t).at("BRH", "A02").at("CGR/MAR", "F03")
	m.play("ROAD A02 PDB FON MAR THEN A02 TO MAR/CGR")
	m.wantAt("A02", "MAR/CGR")
	m.wantNoEvent(master, "the continuation costs")
}

// Rule 6.5: reinforcements enter like road moves, three a turn by a
// road, held back when the entry area holds the enemy or is full; the
// Austrian pontoon brings one more for a point, not by road.
func TestRule6_5Reinforcements(t *testing.T) {
	f := newFx(t).turn(Austria, 7).due("A01", "A02", "A03", "A04", "A05")
	f.refuses(4, "three blocks have entered by Alessandria-Tortona road this turn", "ENTER A02 PDB FON", "ENTER A03 PDB", "ENTER A01", "ENTER A04", "PONTOON A05")
	f.wantAt("A02", "FON")
	f.wantAt("A03", "PDB")
	f.wantAt("A01", "BRH")
	f.wantAt("A04", "due")
	f.wantAt("A05", "BNO")
	f.wantEvent(austria, "A04 is held back this turn: three blocks have entered by Alessandria-Tortona road this turn")
	f.wantNoEvent(france, "A04")
	f.wantEvent(france, "1 block crosses the pontoon into BNO (1 CP, 2 left)")
	g := newFx(t).turn(Austria, 6).due("A01", "A02").at("BRH", "F01")
	g.refuses(1, "the enemy holds BRH", "ENTER A01", "PONTOON A02")
	g.wantAt("A01", "due")
	g.wantEvent(austria, "A01 is held back this turn: the enemy holds BRH")
	h := newFx(t).turn(Austria, 7).due("A05").at("BRH", "A01", "A02", "A03", "A04")
	h.refuses(1, "BRH is full", "ENTER A05")
	h.wantEvent(austria, "BRH is full")
	// The pontoon is held back as the road entries are: the plan goes on.
	m := newFx(t).turn(Austria, 7).due("A05").at("BNO", "A01", "A02", "A03", "A04").at("BRH", "A06")
	m.refuses(1, "BNO is full", "PONTOON A05", "MOVE A06 TO PDB")
	m.wantAt("A05", "due")
	m.wantAt("A06", "PDB")
	m.wantEvent(austria, "A05 is held back this turn: BNO is full")
	k := newFx(t).turn(Austria, 7).due("A05", "A06")
	k.refuses(2, "one block a turn crosses the pontoon", "PONTOON A05", "PONTOON A06")
	k.wantEvent(austria, "one block a turn crosses the pontoon")
	n := newFx(t).turn(Austria, 6).due("A10")
	res := n.game().Submit("Austria", numbered([]string{"ENTER A10"}), "en")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "arrives at 8 AM") {
		t.Errorf("a block due at 8 entering at 6: %+v", res.Problems)
	}
}

// Rule 6: blocks of one area form one group whether they stand in its
// reserve or on its approaches: the reserve and the approach facing an
// area enter it together, approaches withdraw together, for one point.
// An assault by such a group began in part on the approach next to the
// target, so it cannot be blocked (rule 7.1).
func TestRule6GroupJoinsReserveAndApproaches(t *testing.T) {
	newFx := func(t *testing.T) *fx { return newFx(t).opt("group", GroupArea) }
	f := newFx(t).at("FON", "A03").at("FON/MAR", "A04").at("MAR", "F05", "F03").book(France, "BLOCK * ALL", "RETREAT * ROOM")
	f.play("MOVE A03 A04 TO MAR")
	f.wantAt("A03", "MAR")
	f.wantAt("A04", "MAR")
	f.wantEvent(france, "Austria assaults MAR from FON reserve, FON/MAR with 2 blocks (1 CP, 2 left)")
	f.wantEvent(france, "cannot be blocked")
	g := newFx(t).at("MAR/CGR", "A03").at("MAR/SVI", "A04").at("CGR", "F05").at("SVI", "F03")
	g.play("MOVE A03 A04 TO MAR")
	g.wantAt("A03", "MAR")
	g.wantAt("A04", "MAR")
	g.wantEvent(france, "Austria withdraws 2 blocks from MAR/CGR, MAR/SVI to MAR reserve (1 CP, 2 left)")
	h := newFx(t).at("FON", "A03").at("FON/MAR", "A04").at("MAR", "F05")
	refusedWhenSent(t, h, "MOVE A03 A04 TO STO", "A04 stands on FON/MAR: from an approach a block goes back to its reserve or across into MAR, not to STO")
	k := newFx(t).at("MAR", "A03").at("MAR/SVI", "A04").at("CGR", "F05").at("SVI", "F03")
	refusedWhenSent(t, k, "MOVE A03 A04 TO MAR/CGR", "A04 stands on MAR/SVI: it goes back to the reserve first")
	res := newFx(t).at("FON", "A03").at("MAR", "A04").game().Submit("Austria", numbered([]string{"MOVE A03 A04 TO PDB"}), "en")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "a group leaves one area together: A03 is in FON, A04 in MAR") {
		t.Errorf("a group from two areas: %+v", res.Problems)
	}
}

// Rule 6 (published rules, the default group=place): a group is blocks
// in one place, all in one reserve or all on one approach; the reserve
// and an approach, or two approaches, move on separate lines.
func TestRule6GroupIsOnePlace(t *testing.T) {
	f := newFx(t).at("FON", "A03").at("FON/MAR", "A04").at("MAR", "F05", "F03")
	if why, _ := f.refusal("Austria", "MOVE A03 A04 TO MAR"); !strings.Contains(why, "a group is blocks in one place, all in the reserve or all on one approach: A03 is in FON reserve, A04 in FON/MAR") {
		t.Errorf("the reserve and an approach as one group: %q", why)
	}
	g := newFx(t).at("MAR/CGR", "A03").at("MAR/SVI", "A04").at("CGR", "F05").at("SVI", "F03")
	if why, _ := g.refusal("Austria", "MOVE A03 A04 TO MAR"); !strings.Contains(why, "A03 is in MAR/CGR, A04 in MAR/SVI") {
		t.Errorf("two approaches as one group: %q", why)
	}
	g.play("MOVE A03 TO MAR", "MOVE A04 TO MAR")
	g.wantAt("A03", "MAR")
	g.wantAt("A04", "MAR")
	g.wantEvent(france, "Austria withdraws 1 block from MAR/SVI to MAR reserve (1 CP, 1 left)")
}

// Rule 6.4 (published rules, road_continue=stand): cavalry in a reserve
// on a main road may continue along it from where it stands, for
// nothing; road_continue=move keeps the translation's "not from where it
// stood".
func TestRule6_4MainRoadCavalryContinuesFromWhereItStands(t *testing.T) {
	f := newFx(t).at("FON", "A02").at("MAR", "F03").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	f.play("ROAD A02 THEN A02 TO FON/MAR")
	f.wantAt("A02", "FON/MAR")
	f.wantEvent(france, "a cavalry block continues to FON/MAR, shown: cav2")
	f.wantNoEvent(master, "the continuation costs")
	if why, _ := newFx(t).at("FON", "A03").at("MAR", "F03").refusal("Austria", "ROAD A03 THEN A03 TO FON/MAR"); !strings.Contains(why, "A03 is not cavalry") {
		t.Errorf("infantry continuing: %q", why)
	}
	g := newFx(t).opt("road_continue", ContMove).at("FON", "A02").at("MAR", "F03")
	if why, _ := g.refusal("Austria", "ROAD A02 THEN A02 TO FON/MAR"); !strings.Contains(why, "cavalry does not continue from where it stood (rule 6.4; option road_continue=move)") {
		t.Errorf("road_continue=move: %q", why)
	}
}

// refusedWhenSent checks that the active side's line is refused when the
// plan is sent, with the reason want.
func refusedWhenSent(t *testing.T, f *fx, line, want string) {
	t.Helper()
	seat := f.s.B.Active.Seat()
	res := f.game().Submit(seat, numbered([]string{line}), "en")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, want) {
		t.Errorf("%q: %+v, want the refusal %q", line, res.Problems, want)
	}
}

// Rule 6.1's worked example: a block in a reserve may commit to the
// approach facing an enemy who blocks the border, but not cross it; may
// move into an empty neighbour but not commit towards it; and neither
// commits to nor crosses an impassable border. FON's borders give the
// three cases: MAR (the French block MAR/FON), PDB (empty) and STO
// (impassable).
func TestRule6_1WorkedExample(t *testing.T) {
	pos := func() *fx { return newFx(t).at("FON", "A03").at("MAR/FON", "F03") }
	for _, c := range []struct{ line, want string }{
		{"MOVE A03 TO FON/MAR", ""},
		{"MOVE A03 TO PDB", ""},
		{"MOVE A03 TO FON/PDB", "PDB is not held by the enemy"},
		{"MOVE A03 TO STO", "impassable"},
		{"MOVE A03 TO FON/STO", "impassable"},
	} {
		why, _ := pos().refusal("Austria", c.line)
		if c.want == "" && why != "" || !strings.Contains(why, c.want) {
			t.Errorf("%q: refused %q, want %q", c.line, why, c.want)
		}
	}
	// Crossing the blocked border is refused when the line runs (the
	// enemy's blocks on MAR/FON are public, the rule is the run's own).
	f := pos()
	f.refuses(1, "the enemy blocks the approach MAR/FON", "MOVE A03 TO MAR")
	f.wantAt("A03", "FON")
}

// Rule 6.2's worked example: a block committed opposite an enemy who
// blocks may go back to the reserve for a point but not cross; one whose
// enemy left in the enemy's turn may not stay, and goes back for nothing
// or across for a point; either way it moves no more that turn.
func TestRule6_2WorkedExample(t *testing.T) {
	f := newFx(t).turn(France, 9).at("CGR/MAR", "F03").at("MAR/CGR", "A03")
	f.refuses(1, "the enemy blocks the approach MAR/CGR", "MOVE F03 TO MAR")
	g := newFx(t).turn(France, 9).at("CGR/MAR", "F03").at("MAR/CGR", "A03")
	g.play("MOVE F03 TO CGR")
	g.wantAt("F03", "CGR")
	g.wantEvent(austria, "(1 CP, 2 left)")
	// Its enemy gone: across for a point ...
	h := newFx(t).turn(France, 9).at("CGR/MAR", "F03")
	h.play("MOVE F03 TO MAR")
	h.wantAt("F03", "MAR")
	h.wantEvent(austria, "France moves 1 block from CGR/MAR to MAR reserve (1 CP, 2 left)")
	// ... or back, and no further that turn.
	k := newFx(t).turn(France, 9).at("CGR/MAR", "F03")
	if why, n := k.refusal("France", "MOVE F03 TO CGR", "MOVE F03 TO SGI"); n != 2 || !strings.Contains(why, "F03 moves once a turn") {
		t.Errorf("a second move after going back: line %d %q", n, why)
	}
	k.play()
	k.wantAt("F03", "CGR")
	k.wantEvent(austria, "to the reserve: no enemy faces them (free)")
}

// Rule 6.3: each road over a border has its own capacity. With a minor
// road beside the main one from BRH to PDB, a fourth block still crosses
// that turn, by the minor road (for its command point), once the main
// road's three moves there are taken.
func TestRule6_3EachRoadCountsApart(t *testing.T) {
	f := newFx(t).at("BRH", "A02", "A03", "A08", "A04")
	ford := &Road{Key: "ford", Name: plain("Bormida ford"), Areas: []string{"BRH", "PDB"}}
	f.s.sc.Roads = append(f.s.sc.Roads, ford)
	for _, p := range [][2]string{{"BRH", "PDB"}, {"PDB", "BRH"}} {
		ap, _ := f.s.sc.Approach(p[0], p[1])
		ap.Roads = append(ap.Roads, ford.Key)
	}
	f.play("ROAD A02 PDB FON MAR", "ROAD A03 PDB FON", "ROAD A08 PDB", "ROAD A04 PDB")
	f.wantAt("A08", "PDB")
	f.wantAt("A04", "PDB")
	f.wantEvent(france, "1 block moves by Alessandria-Tortona road: BRH > PDB (free, 3 CP left)")
	f.wantEvent(france, "1 block moves by Bormida ford: BRH > PDB (1 CP, 2 left)")
}

// Rule 6.4's worked example: cavalry entering an area may continue to
// either of its approaches facing the enemy (here CGR and SVI), not to
// one facing an empty area (SPI); infantry entering stays in the
// reserve.
func TestRule6_4WorkedExample(t *testing.T) {
	pos := func() *fx { return newFx(t).at("FON", "A02", "A03").at("CGR", "F03").at("SVI", "F05") }
	for _, ap := range []string{"MAR/CGR", "MAR/SVI"} {
		f := pos()
		f.play("MOVE A02 TO MAR THEN A02 TO " + ap)
		f.wantAt("A02", ap)
	}
	if why, _ := pos().refusal("Austria", "MOVE A02 TO MAR THEN A02 TO MAR/SPI"); !strings.Contains(why, "no enemy is in SPI") {
		t.Errorf("a continuation facing an empty area: %q", why)
	}
	if why, _ := pos().refusal("Austria", "MOVE A03 TO MAR THEN A03 TO MAR/CGR"); !strings.Contains(why, "A03 is not cavalry") {
		t.Errorf("infantry continuing: %q", why)
	}
}
