package diplomacy

import (
	"fmt"
	"io"

	"adjutant/games/diplomacy/datc"
)

// DATCRun is one run of `adjutant datc`: DATC case files adjudicated as a
// game created with the same rules= and disorder= options would be. It is
// the engine's API for tools, so that they need not know its packages.
type DATCRun struct {
	Rules    string // RulesRulebook or RulesDATC
	Disorder string // DisorderOwned or DisorderHome
	// DestroyUnretreatable reads POSTSTATE_DISLODGED as the jDip and godip
	// files write it: a dislodged unit with no retreat is destroyed at
	// once, not listed.
	DestroyUnretreatable bool
}

// RunDATC adjudicates every case in files, writes each case's verdict to
// w, and returns how many failed. A rule set or disorder reading it does
// not know is ErrOption.
func RunDATC(w io.Writer, files []string, run DATCRun) (failed int, err error) {
	s := settings{Rules: run.Rules, Disorder: run.Disorder}
	if s.Rules != RulesRulebook && s.Rules != RulesDATC {
		return 0, fmt.Errorf("%w: rules %q", ErrOption, s.Rules)
	}
	if s.Disorder != DisorderOwned && s.Disorder != DisorderHome {
		return 0, fmt.Errorf("%w: disorder %q", ErrOption, s.Disorder)
	}
	eng := datc.StandardEngine()
	eng.DestroyUnretreatable = run.DestroyUnretreatable
	_, failed, err = eng.RunFiles(w, files, s.adjudication())
	return failed, err
}
