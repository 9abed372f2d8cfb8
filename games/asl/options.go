package asl

import (
	"strings"

	"adjutant/games/kit/create"
	"adjutant/games/kit/shipped"
)

// Options are a game's CREATE options: readings of the rulebook where its
// text allows two (docs/rules/asl.md). Each field is saved under its
// option's key, declared in about.toml, and read by create.Fill.
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
	// Residual says how much residual FP Defensive First Fire, SFF and
	// FPF leave (3.3.1): "errata" (default, the publisher's English
	// errata to the Starter Kit #1 rules: one IFT column less for each
	// hindrance DRM and for a CX firer, and none from an MG that keeps
	// its rate of fire) or "rulebook" (the rulebook as printed and
	// translated: half the column, whatever the hindrances). Empty in a
	// game saved before the option existed, which played the rulebook.
	Residual string `json:"residual,omitempty"`
	// LeaderCreation says which leader creation table battlefield
	// promotion reads (5.3): "full_rules" (default, the publisher's table
	// of the full ASL rules, A18.2, which the rulebook's one worked cell
	// agrees with) or "reconstruction" (our earlier table built around
	// that cell). Empty in a game saved before the option existed, which
	// played the reconstruction.
	LeaderCreation string `json:"leader_creation,omitempty"`
}

// The options' values, as about.toml declares them with their summaries;
// the first value is the default.
const (
	HexsideBoth   = "both"   // blocked when obstacles lie on both sides of the hexside
	HexsideEither = "either" // blocked when they lie on either side

	LOSByFire = "fire" // 3.2: a line of sight is checked only by firing
	LOSFree   = "free" // the LOS command answers at any time

	ResidualErrata   = "errata"   // the publisher's errata to 3.3.1: hindrances and CX cut residual FP
	ResidualRulebook = "rulebook" // 3.3.1 as printed: half the column used

	LeadersFullRules      = "full_rules"     // the full rules' leader creation table (A18.2)
	LeadersReconstruction = "reconstruction" // our earlier table around the rulebook's one cell
)

// freeLOS says whether the LOS command may be used.
func (o Options) freeLOS() bool { return o.LOSChecks != LOSByFire }

// hexsideEither says whether one obstacle beside a hexside blocks a line
// of sight along it.
func (o Options) hexsideEither() bool { return o.Hexside == HexsideEither }

// residualErrata says whether residual FP follows the publisher's
// errata (hindrance and CX column shifts, no residual from an MG keeping
// its rate of fire).
func (o Options) residualErrata() bool { return o.Residual == ResidualErrata }

// fullRulesLeaders says whether battlefield promotion reads the full
// rules' leader creation table.
func (o Options) fullRulesLeaders() bool { return o.LeaderCreation == LeadersFullRules }

// parseOptions reads CREATE's options, and the scenario they name (""
// for none): a value an option does not allow is its default.
func parseOptions(m map[string]string) (Options, string) {
	v := create.Pick(about().Options, m)
	var o Options
	create.Fill(&o, v)
	return o, strings.ToLower(v[shipped.ScenarioOption])
}
