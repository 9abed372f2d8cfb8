package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// The master's edits change what everyone may know, and name a block by
// its side, place and face only.
func TestEdits(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "F03").at("BRH", "A12")
	g, res := f.game().Edit(numbered([]string{"TIME 14", "MORALE austria 9", "BONUS yes", "BLOCK France MAR/CGR inf3 inf2", "PLACE Austria BRH cav3 PDB"}), i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("refused: %s", res.Problems[0].Render(i18n.English))
	}
	s := g.(*Game).s
	if s.B.Hour != 14 || s.B.Morale[Austria] != 9 || !s.B.Bonus || s.B.block("F03").Strength != 2 || s.B.block("A12").At.Area != "PDB" {
		t.Errorf("edits not applied: %+v", s.B)
	}
	if want := "TIME 14; MORALE Austria 9; BONUS YES; BLOCK France MAR/CGR inf3 inf2; PLACE Austria BRH cav3 PDB"; res.Summary != want {
		t.Errorf("summary %q", res.Summary)
	}
	if strings.Contains(res.Summary, "F03") || strings.Contains(res.Summary, "A12") {
		t.Error("an edit names a block's id")
	}
	for _, bad := range []string{"TIME 30", "BLOCK France MAR/CGR inf2 GONE", "BLOCK France MAR inf3 cav2", "PLACE Austria BRH cav3 MAR/CGR", "SHUFFLE"} {
		if _, res := f.game().Edit(numbered([]string{bad}), i18n.English); len(res.Problems) != 1 {
			t.Errorf("%q accepted", bad)
		}
	}
	// Not in the middle of a turn stopped by a question.
	h := newFx(t).at("FON", "A03").at("MAR", "F05")
	h.send("MOVE A03 TO MAR")
	if _, res := h.game().Edit(numbered([]string{"TIME 9"}), i18n.English); len(res.Problems) != 1 {
		t.Error("an edit in the middle of a stopped turn was accepted")
	} else if m := res.Problems[0].Message; !strings.Contains(m.EN, "France is being asked a question") || !strings.Contains(m.Hans, "法国正在回合中途被询问") {
		t.Errorf("the refusal does not say who is asked and what to do: %s / %s", m.EN, m.Hans)
	}
}

// CREATE: the scenario by variant or option, and the readings' options.
func TestNewOptions(t *testing.T) {
	g, err := Engine{}.New("sample", map[string]string{shipped.ScenarioOption: "sample", "terrain": TerrainEach, "pursuit_loss": LossOne, "bombard_loss": BombardSpread}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if o := g.(*Game).s.Options; o.Terrain != TerrainEach || o.PursuitLoss != LossOne || o.BombardLoss != BombardSpread {
		t.Errorf("options %+v", o)
	}
	g, _ = Engine{}.New("sample", nil, nil)
	if o := g.(*Game).s.Options; o.BombardLoss != BombardOne {
		t.Errorf("a new game's bombard_loss is %q, want %q", o.BombardLoss, BombardOne)
	}
	if _, err := (Engine{}).New("waterloo", nil, nil); err == nil {
		t.Error("an unknown scenario was accepted")
	}
	// terrain=each takes the terrain off each of two leads.
	f := newFx(t).opt("terrain", TerrainEach).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F02")
	defend(f, "NONE").play("ATTACK A03 A04 LEAD A03 A04")
	f.wantEvent(master, "lead 6 - terrain 2 - front 0 = 4")
}

// A side demoralised by the master's edit (no loss reported it) reads in
// its own view that it may concede; the enemy's view does not say so.
func TestDemoralisedSideReadsItMayConcede(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("PDB", "F06").morale(France, 0)
	if v := f.game().View(france, i18n.TraditionalChinese); !strings.Contains(v, "法國已潰散：您可以 投降（CONCEDE）") {
		t.Errorf("France's view does not offer CONCEDE:\n%s", v)
	}
	if v := f.game().View(austria, i18n.English); strings.Contains(v, "CONCEDE") {
		t.Errorf("Austria's view offers CONCEDE:\n%s", v)
	}
}

// A Chinese-writing master edits with the Chinese words, in either script.
func TestEditsInChinese(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "F03").at("BRH", "A12")
	_, res := f.game().Edit(numbered([]string{"時間 14", "士气 奥军 9", "加分 是", "方塊 法軍 MAR/CGR inf3 inf2", "移到 奧軍 BRH cav3 PDB"}), i18n.TraditionalChinese)
	if len(res.Problems) > 0 {
		t.Fatalf("refused: %s", res.Problems[0].Render(i18n.TraditionalChinese))
	}
	if want := "TIME 14; MORALE Austria 9; BONUS YES; BLOCK France MAR/CGR inf3 inf2; PLACE Austria BRH cav3 PDB"; res.Summary != want {
		t.Errorf("summary %q", res.Summary)
	}
	_, res = f.game().Edit(numbered([]string{"方块 法国 MAR/CGR inf3 消灭"}), i18n.SimplifiedChinese)
	if len(res.Problems) > 0 || res.Summary != "BLOCK France MAR/CGR inf3 GONE" {
		t.Errorf("GONE in Chinese: %q %+v", res.Summary, res.Problems)
	}
	_, res = f.game().Edit(numbered([]string{"洗牌"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "士气") {
		t.Errorf("the usage names the Chinese words: %+v", res.Problems)
	}
}

// A refused edit names the side in the reader's language.
func TestEditRefusalNamesTheSideInChinese(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "F03")
	_, res := f.game().Edit(numbered([]string{"方塊 法軍 MAR/CGR cav2 GONE"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || res.Problems[0].Message.Hant != "法國在 MAR/CGR 沒有 騎2；法國在地圖上沒有 騎2" || res.Problems[0].Message.EN != "France has no cav2 in MAR/CGR; France has no cav2 on the map" {
		t.Errorf("%+v", res.Problems)
	}
}

// A Chinese master names a face as the reports write it (步3) or with the
// arm in full (步兵3, 騎兵2); a face not read is refused with the forms a
// Chinese reader knows, and a missing block is named in the reader's words.
func TestEditFacesAsChineseWritesThem(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "F03").at("BRH", "A12")
	_, res := f.game().Edit(numbered([]string{"方塊 法軍 MAR/CGR 步兵3 步兵2", "移到 奧軍 BRH 騎兵3 PDB"}), i18n.TraditionalChinese)
	if len(res.Problems) > 0 {
		t.Fatalf("refused: %s", res.Problems[0].Render(i18n.TraditionalChinese))
	}
	if want := "BLOCK France MAR/CGR inf3 inf2; PLACE Austria BRH cav3 PDB"; res.Summary != want {
		t.Errorf("summary %q", res.Summary)
	}
	_, res = f.game().Edit(numbered([]string{"方块 法军 MAR/CGR 步兵 消灭", "方块 法军 MAR/CGR 炮1 消灭"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 2 || !strings.Contains(res.Problems[0].Message.Hans, "步3、骑2、炮1") || !strings.HasPrefix(res.Problems[1].Message.Hans, "法国在 MAR/CGR 没有 炮1；") {
		t.Errorf("%+v", res.Problems)
	}
}

// The rulebook calls a block 棋子: a master who edits with its word is
// read as with 方塊, and the usage names it first.
func TestEditReadsTheRulebooksWordForABlock(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "F03")
	_, res := f.game().Edit(numbered([]string{"棋子 法軍 MAR/CGR inf3 inf2"}), i18n.TraditionalChinese)
	if len(res.Problems) > 0 || res.Summary != "BLOCK France MAR/CGR inf3 inf2" {
		t.Fatalf("棋子: %q %+v", res.Summary, res.Problems)
	}
	_, res = f.game().Edit(numbered([]string{"棋子 法军 MAR/CGR inf3 消灭"}), i18n.SimplifiedChinese)
	if len(res.Problems) > 0 || res.Summary != "BLOCK France MAR/CGR inf3 GONE" {
		t.Fatalf("棋子 in Simplified: %q %+v", res.Summary, res.Problems)
	}
	_, res = f.game().Edit(numbered([]string{"洗牌"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 {
		t.Fatalf("洗牌: %+v", res.Problems)
	}
	for _, m := range []string{res.Problems[0].Message.Hant, res.Problems[0].Message.Hans} {
		if i, j := strings.Index(m, "棋子"), max(strings.Index(m, "方塊"), strings.Index(m, "方块")); i < 0 || j >= 0 && j < i {
			t.Errorf("the usage does not name 棋子 first: %s", m)
		}
	}
}

// A reinforcement the view shows waiting "at" its entry area is off the
// map: an edit naming it there is refused with why and what to do, and
// the refusal lists where the side has such a block on the map.
func TestEditOfAWaitingReinforcementSaysWhy(t *testing.T) {
	f := newFx(t).due("A17").at("PDB", "A13")
	d, _ := f.s.sc.Def("A17")
	e, _ := f.s.sc.Entry(d.Entry)
	if !strings.Contains(f.game().View(games.MasterView(), i18n.English), "Austria reinforcements at "+e.Area) {
		t.Fatalf("the view does not show A17 waiting at %s:\n%s", e.Area, f.game().View(games.MasterView(), i18n.English))
	}
	_, res := f.game().Edit(numbered([]string{"PLACE Austria " + e.Area + " cav2 MAR"}), i18n.English)
	if len(res.Problems) != 1 {
		t.Fatalf("the edit of a reinforcement still to enter: %+v", res.Problems)
	}
	m := res.Problems[0].Message
	for _, want := range []string{"is a reinforcement still to enter", "edits change only blocks on the map", "ENTER", "Austria's cav2 on the map are in PDB"} {
		if !strings.Contains(m.EN, want) {
			t.Errorf("the refusal lacks %q: %s", want, m.EN)
		}
	}
	for _, want := range []string{"尚未登場的增援", "登場", "地圖上的 騎2 在 PDB"} {
		if !strings.Contains(m.Hant, want) {
			t.Errorf("the Chinese refusal lacks %q: %s", want, m.Hant)
		}
	}
	_, res = f.game().Edit(numbered([]string{"BLOCK Austria MAR inf4 inf3"}), i18n.English)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "Austria has no inf4 on the map") {
		t.Errorf("a face the side has nowhere on the map: %+v", res.Problems)
	}
}
