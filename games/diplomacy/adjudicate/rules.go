package adjudicate

import "errors"

// RuleSet selects how the adjudicator settles the questions on which the
// 1982 rulebook and the DATC's preferred choices differ. The differences are
// listed, option by option, in docs/rules/diplomacy-datc.md.
type RuleSet uint8

// Rule sets.
const (
	// Rulebook follows the rulebook text as written, including its
	// convoy-paradox rule (3.4.7: a convoyed army does not cut the support
	// of a unit supporting an attack on one of the convoying fleets). It
	// is the default.
	Rulebook RuleSet = iota
	// DATC follows the preferred choice of DATC v3.0 for every option,
	// resolving convoy paradoxes by the Szykman rule.
	DATC
)

func (r RuleSet) String() string {
	switch r {
	case Rulebook:
		return "rulebook"
	case DATC:
		return "datc"
	}
	return "unknown"
}

// Options tunes adjudication. A nil *Options means the defaults: Rulebook.
type Options struct {
	Rules RuleSet
	// DisorderToHome measures the distances of civil-disorder removals
	// (4.3.3) to the power's home centres, as the 1971 and 2000 rules and
	// some judges do, instead of to the centres it owns (this rulebook's
	// wording, the default). DATC 6.J.11 shows the two readings.
	DisorderToHome bool
}

// rulesOf returns the rule set in force for opts, treating nil as default.
func rulesOf(opts *Options) RuleSet {
	if opts == nil {
		return Rulebook
	}
	return opts.Rules
}

// Errors Resolve returns. Illegal orders are not errors: they are reported
// in the Result.
var (
	// ErrNoMap means Resolve was called without a map.
	ErrNoMap = errors.New("adjudicate: no map")
	// ErrPhase means the position's phase kind is not one of the three.
	ErrPhase = errors.New("adjudicate: unknown phase kind")
)
