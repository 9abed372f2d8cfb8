package asl

import (
	"strings"

	"adjutant/games"
	"adjutant/games/kit/create"
	"adjutant/templates/i18n"
)

// Options are a game's CREATE options: readings of the rulebook where its
// text allows two (docs/rules/asl.md).
type Options struct {
	// Hexside says when a line of sight running exactly along a hexside is
	// blocked by obstacle hexes beside it: "both" (default) or "either".
	Hexside string `json:"hexside"`
	// LOSChecks says when a player may check a line of sight: "fire"
	// (default, the rulebook's 3.2: only when firing, so the LOS command
	// is refused and a fire line is checked as it is sent) or "free" (the
	// LOS command answers any time). Empty in a game saved before the
	// option existed, which played with free checks.
	LOSChecks string `json:"los_checks,omitempty"`
}

// freeLOS says whether the LOS command may be used.
func (o Options) freeLOS() bool { return o.LOSChecks != "fire" }

func optionList() []games.Option {
	return []games.Option{
		{Key: "scenario", Default: "", Summary: i18n.T(
			"the scenario to play, the same as the variant (village)",
			"要玩的戰況，同變體（village）",
			"要玩的战况，同变体（village）")},
		{Key: "hexside", Values: []string{"both", "either"}, Default: "both", Summary: i18n.T(
			"a line of sight along a hexside is blocked when the obstacles are on both sides of it (both) or on either side (either)",
			"沿格邊的視線：兩側都是阻擋地形才阻擋（both），或任一側即阻擋（either）",
			"沿格边的视线：两侧都是阻挡地形才阻挡（both），或任一侧即阻挡（either）")},
		{Key: "los_checks", Values: []string{"fire", "free"}, Default: "fire", Summary: i18n.T(
			"when a line of sight may be checked: only by firing, as the rulebook (3.2) says (fire), or with the LOS command at any time (free)",
			"何時可檢查視線：只在射擊時，如規則（3.2）所述（fire），或隨時以 LOS 指令查詢（free）",
			"何时可检查视线：只在射击时，如规则（3.2）所述（fire），或随时以 LOS 指令查询（free）")},
	}
}

// parseOptions reads CREATE's options, and the scenario they name (""
// for none): a value an option does not allow is its default.
func parseOptions(m map[string]string) (Options, string) {
	v := create.Pick(optionList(), m)
	return Options{Hexside: v["hexside"], LOSChecks: v["los_checks"]}, strings.ToLower(v["scenario"])
}
