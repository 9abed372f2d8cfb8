package datc

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
)

// Engine is what the runner needs from the rest of the Diplomacy packages:
// the map and the adjudicator. StandardEngine gives the real ones; a test
// of the runner itself may pass others.
type Engine struct {
	Map     *dip.Map
	Resolve func(m *dip.Map, pos dip.Position, orders []dip.Order, opts *adjudicate.Options) (dip.Result, error)
	// DestroyUnretreatable reads POSTSTATE_DISLODGED as the jDip and godip
	// case files write it: a dislodged unit with nowhere to retreat is
	// destroyed at once and is not listed as dislodged. The rulebook (and
	// this judge in play) lists it, with the retreat phase disbanding it;
	// the flag only changes what the runner compares.
	DestroyUnretreatable bool
}

// Outcome is the verdict on one case.
type Outcome struct {
	Case   Case
	Passed bool
	Err    error // the adjudicator refused the phase; the case failed

	// Differences between the expected and the actual units after the
	// phase: Missing were expected and are not there, Extra are there and
	// were not expected. The Dislodged pair compares dislodged units, and
	// is filled only when the case has POSTSTATE_DISLODGED.
	Missing, Extra                   []dip.Unit
	MissingDislodged, ExtraDislodged []dip.Unit

	Result dip.Result // what the adjudicator returned
}

// String is the line the runner prints: "PASS 6.A.1", or "FAIL 6.A.1: "
// followed by what was expected and what the adjudicator produced instead.
func (o Outcome) String() string {
	if o.Passed {
		return "PASS " + o.Case.ID
	}
	var parts []string
	if o.Err != nil {
		parts = append(parts, "error: "+o.Err.Error())
	}
	if len(o.Missing)+len(o.Extra) > 0 {
		parts = append(parts, fmt.Sprintf("units: expected %s; got %s", unitList(o.Missing), unitList(o.Extra)))
	}
	if len(o.MissingDislodged)+len(o.ExtraDislodged) > 0 {
		parts = append(parts, fmt.Sprintf("dislodged: expected %s; got %s", unitList(o.MissingDislodged), unitList(o.ExtraDislodged)))
	}
	return fmt.Sprintf("FAIL %s: %s (%s:%d)", o.Case.ID, strings.Join(parts, "; "), o.Case.File, o.Case.Line)
}

func unitList(us []dip.Unit) string {
	if len(us) == 0 {
		return "nothing"
	}
	s := make([]string, len(us))
	for i, u := range us {
		s[i] = unitString(u)
	}
	return strings.Join(s, ", ")
}

func unitString(u dip.Unit) string {
	return fmt.Sprintf("%s: %s %s", u.Power, u.Type.Letter(), u.At)
}

// PhaseOrders returns the case's orders as the adjudicator should see them. The
// text format writes a retreat like a move ("F tri-alb") and a removal
// sometimes as a disband, so the order kind is adapted to the phase.
func (c Case) PhaseOrders() []dip.Order {
	out := make([]dip.Order, 0, len(c.Orders))
	for _, l := range c.Orders {
		o := l.Order
		switch c.Phase.Kind {
		case dip.RetreatPhase:
			if o.Kind == dip.Move {
				o.Kind = dip.Retreat
			}
		case dip.AdjustmentPhase:
			if o.Kind == dip.Disband {
				o.Kind = dip.Remove
			}
		}
		out = append(out, o)
	}
	return out
}

// Run adjudicates the case and compares the result with its POSTSTATE.
//
// "The units after the phase" are Result.Next.Units for every kind of
// phase: after a movement phase, the units left standing (dislodged units
// are not among them); after a retreat phase, the units on the board once
// retreats are made and the rest disbanded; after an adjustment phase, the
// board with builds and removals (ordered or by civil disorder) applied.
// The dislodged units compared with POSTSTATE_DISLODGED are
// Result.Retreats after a movement phase, and Result.Next.Dislodged after
// any other (which should be none).
func (e Engine) Run(c Case, opts *adjudicate.Options) Outcome {
	out := Outcome{Case: c}
	res, err := e.Resolve(e.Map, c.Position(e.Map, opts), c.PhaseOrders(), opts)
	out.Result = res
	if err != nil {
		out.Err = err
		return out
	}
	out.Missing, out.Extra = diffUnits(c.ExpectedUnits(), unitsOf(res.Next.Units))
	if c.CheckDislodged {
		var got []dip.Unit
		if c.Phase.Kind == dip.MovementPhase {
			for _, r := range res.Retreats {
				if e.DestroyUnretreatable && len(r.Options) == 0 {
					continue
				}
				got = append(got, r.Unit)
			}
		} else {
			for _, d := range res.Next.Dislodged {
				got = append(got, d.Unit)
			}
		}
		out.MissingDislodged, out.ExtraDislodged = diffUnits(c.PostDislodged, got)
	}
	out.Passed = len(out.Missing)+len(out.Extra)+len(out.MissingDislodged)+len(out.ExtraDislodged) == 0
	return out
}

// Run adjudicates c with the standard map and adjudicator.
func Run(c Case, opts *adjudicate.Options) Outcome {
	return StandardEngine().Run(c, opts)
}

func unitsOf(m map[dip.Province]dip.Unit) []dip.Unit {
	out := make([]dip.Unit, 0, len(m))
	for _, u := range m {
		out = append(out, u)
	}
	return out
}

// diffUnits returns the units of want missing from got and those of got
// not in want, each sorted by province.
func diffUnits(want, got []dip.Unit) (missing, extra []dip.Unit) {
	count := map[dip.Unit]int{}
	for _, u := range got {
		count[u]++
	}
	for _, u := range want {
		if count[u] > 0 {
			count[u]--
			continue
		}
		missing = append(missing, u)
	}
	for _, u := range got {
		if count[u] > 0 {
			count[u]--
			extra = append(extra, u)
		}
	}
	sortUnits(missing)
	sortUnits(extra)
	return missing, extra
}

func sortUnits(us []dip.Unit) {
	sort.Slice(us, func(i, j int) bool {
		if us[i].At.Prov != us[j].At.Prov {
			return us[i].At.Prov < us[j].At.Prov
		}
		return unitString(us[i]) < unitString(us[j])
	})
}

// RunCases runs each case in order, prints one line per case and the final
// "N passed, N failed" line to w, and returns the counts.
func (e Engine) RunCases(w io.Writer, cases []Case, opts *adjudicate.Options) (passed, failed int, err error) {
	return e.runCases(w, cases, nil, opts)
}

// runCases is RunCases with cases that could not be read: each is printed
// as a failed case, in the count too.
func (e Engine) runCases(w io.Writer, cases []Case, bad []*FormatError, opts *adjudicate.Options) (passed, failed int, err error) {
	for _, b := range bad {
		failed++
		if _, err := fmt.Fprintf(w, "UNREADABLE %s\n", b); err != nil {
			return passed, failed, fmt.Errorf("datc: writing results: %w", err)
		}
	}
	for _, c := range cases {
		o := e.Run(c, opts)
		if o.Passed {
			passed++
		} else {
			failed++
		}
		if _, err := fmt.Fprintln(w, o); err != nil {
			return passed, failed, fmt.Errorf("datc: writing results: %w", err)
		}
	}
	if _, err := fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed); err != nil {
		return passed, failed, fmt.Errorf("datc: writing results: %w", err)
	}
	return passed, failed, nil
}

// RunFiles reads every file (all of them, before running anything, so a
// typo in the last file is reported at once) and runs their cases in file
// order with the standard engine, printing as RunCases does. A case whose
// ID an earlier file already had replaces that case in place: this is how
// the rulebook variants are run,
//
//	adjutant datc --rules rulebook testdata/6*.txt testdata/rulebook/*.txt
//
// Files are read leniently (ReadLenient), so public suites run as they
// are; a case that cannot be read is printed as UNREADABLE with its line
// and reason and counted as failed, and the rest run. A file that cannot
// be opened, or asks for another variant, is an error and nothing is run.
func RunFiles(w io.Writer, files []string, opts *adjudicate.Options) (passed, failed int, err error) {
	return StandardEngine().RunFiles(w, files, opts)
}

// RunFiles is the package's RunFiles with this engine (and its reading of
// POSTSTATE_DISLODGED).
func (e Engine) RunFiles(w io.Writer, files []string, opts *adjudicate.Options) (passed, failed int, err error) {
	var cases []Case
	var bad []*FormatError
	for _, f := range files {
		file, err := os.Open(f)
		if err != nil {
			return 0, 0, fmt.Errorf("datc: %w", err)
		}
		cs, b, err := ReadLenient(file, f, nil)
		file.Close()
		if err != nil {
			return 0, 0, err
		}
		cases, bad = mergeCases(cases, cs), append(bad, b...)
	}
	return e.runCases(w, cases, bad, opts)
}

// mergeCases appends later to cases, replacing in place every case whose
// ID is already there.
func mergeCases(cases, later []Case) []Case {
	at := make(map[string]int, len(cases))
	for i, c := range cases {
		at[c.ID] = i
	}
	for _, c := range later {
		if i, ok := at[c.ID]; ok {
			cases[i] = c
			continue
		}
		at[c.ID] = len(cases)
		cases = append(cases, c)
	}
	return cases
}

// Override returns base with every case that over also has (by ID)
// replaced by over's version, in base's order. It is how a second file
// states the expected results under another rule set. A case in over that
// base lacks is an error: it would otherwise be silently skipped.
func Override(base, over []Case) ([]Case, error) {
	byID := make(map[string]Case, len(over))
	for _, c := range over {
		byID[c.ID] = c
	}
	out := make([]Case, len(base))
	for i, c := range base {
		if o, ok := byID[c.ID]; ok {
			c = o
			delete(byID, o.ID)
		}
		out[i] = c
	}
	if len(byID) > 0 {
		ids := make([]string, 0, len(byID))
		for id := range byID {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		return nil, fmt.Errorf("%w: override for unknown case %s", ErrFormat, strings.Join(ids, ", "))
	}
	return out, nil
}
