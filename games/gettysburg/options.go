package gettysburg

import (
	"adjutant/games"
	"adjutant/games/kit/create"
	"adjutant/templates/i18n"
)

// Options are the readings a game is played with where the rulebook's
// Chinese truly allows two (docs/rules/gettysburg.md argues each default).
// They are chosen at CREATE and kept in the saved state; an empty field
// (a game saved before the option existed) means the default.
type Options struct {
	PassMoves    string `json:"pass_moves,omitempty"`
	ZOCBonus     string `json:"zoc_bonus,omitempty"`
	ZOIMarch     string `json:"zoi_march,omitempty"`
	RetreatFrom  string `json:"retreat_from,omitempty"`
	RetreatRange string `json:"retreat_range,omitempty"`
	// CavalryArtillery is empty in a game saved before the option
	// existed, which played the "side" reading: it keeps playing it.
	CavalryArtillery string `json:"cavalry_artillery,omitempty"`
}

// The option keys and their values; the first value is the default.
const (
	OptPassMoves    = "pass_moves"
	OptZOCBonus     = "zoc_bonus"
	OptZOIMarch     = "zoi_march"
	OptRetreatFrom  = "retreat_from"
	OptRetreatRange = "retreat_range"
	OptCavalryArt   = "cavalry_artillery"

	PassDieAndUnits = "die-and-units" // M14 as the text reads: die + free units + units to enter
	PassDie         = "die"           // M14: the die alone

	BonusTwoOrThree = "two-or-three" // A4c: two or three units of the attacker's side next to the defender
	BonusTwoOrMore  = "two-or-more"  // A4c: two or more

	ZOIMarchKeep   = "keep"   // O2: a march unit in an enemy ZOI stays in march mode
	ZOIMarchCombat = "combat" // O2: it turns to combat mode

	RetreatFromWinner  = "winner"  // R: each step farther from the winning unit
	RetreatFromEnemies = "enemies" // R: each step farther from the nearest enemy unit

	RetreatRangeStrict  = "strict"  // R-D: no retreat hex outside command range
	RetreatRangeLenient = "lenient" // R-D: outside range allowed if no farther from the HQ than the start

	CavalryArtCombat = "combat" // A2: no artillery support for either side in a combat with cavalry
	CavalryArtSide   = "side"   // A2: only the side whose unit is cavalry may not use it
)

// optionList is About().Options.
func optionList() []games.Option {
	return []games.Option{
		{Key: OptPassMoves, Values: []string{PassDieAndUnits, PassDie}, Default: PassDieAndUnits,
			Summary: i18n.T("moves after a pass: the die plus the units outside enemy ZOC and still to enter (as the text reads), or the die alone",
				"對手略過後的移動次數：骰數加不在敵方控制區及未進場的部隊（照原文），或只用骰數",
				"对手略过后的移动次数：骰数加不在敌方控制区及未进场的部队（照原文），或只用骰数")},
		{Key: OptZOCBonus, Values: []string{BonusTwoOrThree, BonusTwoOrMore}, Default: BonusTwoOrThree,
			Summary: i18n.T("attack +1 when two or three of the attacker's units (the attacker included) are next to the defender, or when two or more are",
				"攻擊方+1：防守方鄰格有兩或三支攻方部隊（連攻擊者），或兩支以上",
				"攻击方+1：防守方邻格有两或三支攻方部队（连攻击者），或两支以上")},
		{Key: OptZOIMarch, Values: []string{ZOIMarchKeep, ZOIMarchCombat}, Default: ZOIMarchKeep,
			Summary: i18n.T("organisation: a march-mode unit inside an enemy ZOI keeps march mode, or turns to combat mode",
				"組織階段：身處敵方影響區的行軍狀態部隊保持行軍，或轉為戰鬥狀態",
				"组织阶段：身处敌方影响区的行军状态部队保持行军，或转为战斗状态")},
		{Key: OptRetreatFrom, Values: []string{RetreatFromWinner, RetreatFromEnemies}, Default: RetreatFromWinner,
			Summary: i18n.T("a retreat moves away from the winning unit, or from every enemy unit",
				"撤退須遠離勝方部隊，或遠離所有敵軍", "撤退须远离胜方部队，或远离所有敌军")},
		{Key: OptRetreatRange, Values: []string{RetreatRangeStrict, RetreatRangeLenient}, Default: RetreatRangeStrict,
			Summary: i18n.T("a retreat may not enter a hex outside command range, or may when that hex is no farther from the HQ than the start",
				"撤退不可進入指揮範圍外的格，或可以（只要不比起點離指揮部更遠）",
				"撤退不可进入指挥范围外的格，或可以（只要不比起点离指挥部更远）")},
		{Key: OptCavalryArt, Values: []string{CavalryArtCombat, CavalryArtSide}, Default: CavalryArtCombat,
			Summary: i18n.T("artillery support: no side uses it in a combat with cavalry (as the text reads), or only the cavalry's side may not",
				"炮火支援：有騎兵參與的戰鬥雙方都不能使用（照原文），或只有騎兵一方不能使用",
				"炮火支援：有骑兵参与的战斗双方都不能使用（照原文），或只有骑兵一方不能使用")},
	}
}

// parseOptions checks CREATE's options and fills in the defaults.
func parseOptions(in map[string]string) (Options, error) {
	v, err := create.Check(optionList(), in, about().Title)
	if err != nil {
		return Options{}, err
	}
	return Options{PassMoves: v[OptPassMoves], ZOCBonus: v[OptZOCBonus], ZOIMarch: v[OptZOIMarch],
		RetreatFrom: v[OptRetreatFrom], RetreatRange: v[OptRetreatRange], CavalryArtillery: v[OptCavalryArt]}, nil
}

func (o Options) passDieOnly() bool        { return o.PassMoves == PassDie }
func (o Options) bonusTwoOrMore() bool     { return o.ZOCBonus == BonusTwoOrMore }
func (o Options) zoiMarchToCombat() bool   { return o.ZOIMarch == ZOIMarchCombat }
func (o Options) retreatFromEnemies() bool { return o.RetreatFrom == RetreatFromEnemies }
func (o Options) retreatRangeLenient() bool {
	return o.RetreatRange == RetreatRangeLenient
}

// noArtilleryWithCavalry is the "combat" reading of A2; an empty field is
// a game from before the option, which played "side".
func (o Options) noArtilleryWithCavalry() bool { return o.CavalryArtillery == CavalryArtCombat }
