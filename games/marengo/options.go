package marengo

import "adjutant/games/kit/create"

// Options are the readings a game is played with where the rulebook's
// text truly allows two (docs/rules/marengo.md argues each default), and
// the scenario. They are chosen at CREATE and kept in the saved state,
// each field under its option's key (declared in about.toml, read by
// create.Fill).
type Options struct {
	// Terrain: with two leads (or two pursuers), the approach's terrain
	// is taken off their total once ("once", rule 9.4 as written), or off
	// each block ("each", as rule 9.1's test of every lead suggests).
	Terrain string `json:"terrain"`
	// PursuitLoss: after a pursuit the pursuers lose one step between
	// them ("one", the published rules), or each pursuing cavalry block
	// loses a step ("each", a reading of the translation's 9.5).
	PursuitLoss string `json:"pursuit_loss"`
	// BombardLoss: a bombardment's steps all fall on the one block its
	// target's owner picks ("one", rule 8.3: "哪一隻"), the excess lost;
	// or they are spread over the target's blocks step by step
	// ("spread"). A game saved before the option existed has "" and
	// keeps the spreading it was created with.
	BombardLoss string `json:"bombard_loss,omitempty"`
	// Bonus: the five morale points of rule 11 go to the side whose enemy
	// alone was demoralised in a round: at the start of the next round,
	// so never after the last ("round", the published rules' 13); after
	// every French turn, the last included ("each", this engine's reading
	// before the published text was read, kept for the games created
	// with it); or once a game ("once", the translation). A game saved
	// before the option existed has "" and keeps "once".
	Bonus string `json:"bonus,omitempty"`
	// Group: a group is blocks in one place, all in one reserve or all on
	// one approach ("place", the published rules), or blocks of one area
	// in its reserve and on its approaches alike ("area", the
	// translation's rule 6). A game saved before the option existed has
	// "" and keeps "area".
	Group string `json:"group,omitempty"`
	// RoadContinue: cavalry in a reserve on a main road may continue
	// along it from where it stands, for nothing ("stand", the published
	// rules), or only after moving ("move", the translation's 6.4: "騎兵
	// 不得在原來的位置連續移動"). A game saved before the option existed
	// has "" and keeps "move".
	RoadContinue string `json:"road_continue,omitempty"`
}

// The options' values the rules read, as about.toml declares them with
// their summaries; the first value is the default.
const (
	TerrainOnce   = "once"
	TerrainEach   = "each"
	LossEach      = "each"
	LossOne       = "one"
	BombardOne    = "one"
	BombardSpread = "spread"
	BonusRound    = "round"
	BonusEach     = "each"
	BonusOnce     = "once"
	GroupPlace    = "place"
	GroupArea     = "area"
	ContStand     = "stand"
	ContMove      = "move"
)

// parseOptions reads CREATE's options: a value the option does not allow
// is its default.
func parseOptions(m map[string]string) Options {
	var o Options
	create.Fill(&o, create.Pick(about().Options, m))
	return o
}

// bonusOnce says whether the five morale points come once a game: under
// "once", and in games saved before the option existed ("").
func (o Options) bonusOnce() bool {
	return o.Bonus != BonusRound && o.Bonus != BonusEach
}

// terrainOff is what terrain takes off n blocks' total.
func (o Options) terrainOff(penalty, n int) int {
	if o.Terrain == TerrainEach {
		return penalty * n
	}
	return penalty
}

// groupApart says why blocks at a and b may not be one group, or nil: an
// area apart always; a place apart when a group is one place.
func (o Options) groupApart(first, id string, a, b Place) *lineErr {
	switch {
	case a.Area != b.Area:
		return bad("a group leaves one area together: %s is in %s, %s in %s", "同一組須從同一區域出發：%s 在 %s，%s 在 %s", "同一组须从同一区域出发：%s 在 %s，%s 在 %s",
			first, a.Area, id, b.Area)
	case o.Group == GroupPlace && a != b:
		return bad("a group is blocks in one place, all in the reserve or all on one approach: %s is in %s, %s in %s; move them on separate lines (a command point each)",
			"一組須是同一處的部隊，全在後備或全在同一邊界：%s 在 %s，%s 在 %s；請分行移動（每行一點指揮點）",
			"一组须是同一处的部队，全在后备或全在同一边界：%s 在 %s，%s 在 %s；请分行移动（每行一点指挥点）",
			first, placeText(a), id, placeText(b))
	}
	return nil
}
