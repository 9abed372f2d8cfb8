package asl

import (
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Options are a game's CREATE options: readings of the rulebook where its
// text allows two (docs/rules/asl.md).
type Options struct {
	// Hexside says when a line of sight running exactly along a hexside is
	// blocked by obstacle hexes beside it: "both" (default) or "either".
	Hexside string `json:"hexside"`
}

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
	}
}

func parseOptions(m map[string]string) (Options, string) {
	o := Options{Hexside: "both"}
	if v := strings.ToLower(m["hexside"]); v != "" {
		o.Hexside = v
	}
	return o, strings.ToLower(strings.TrimSpace(m["scenario"]))
}
