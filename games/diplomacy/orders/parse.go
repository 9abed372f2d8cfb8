package orders

import (
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// Line is one line of a player's mail that the judge takes for an order,
// with its line number in the mail so that problems can point at it. The
// judge decides which lines are orders (it knows SIGNON, PRESS and the
// rest); SplitLines serves callers that have only order text.
type Line struct {
	N    int    // 1-based line number in the mail
	Text string // as written
}

// LineResult is what became of one order of the input: a line, one of
// several orders on a line, or a line with the lines that continue it.
type LineResult struct {
	Line
	// Index is the input line the order starts on (an index into the
	// lines given to Parse). Several results share it when a line held
	// several orders separated by ";".
	Index int
	// Joined lists the input lines read as the rest of this order (it was
	// wrapped over them); Text is then the lines joined.
	Joined []int
	// Order is the order as understood, with the power, the unit type and
	// the fleet's coast filled in from the position. It is zero when the
	// line could not be read at all.
	Order dip.Order
	// OK reports whether the order stands, that is whether it is among
	// Parsed.Orders. When it is false, Problem says why.
	OK      bool
	Problem *games.Problem
	// Suggestion is, for some refused lines, what the player most likely
	// meant: an order ("F Lon - Nth"), a place ("bur") or a coast
	// ("spa/nc"). A client may offer it; the problem's message already
	// mentions it.
	Suggestion string
}

// Parsed is a power's orders for one phase, read and checked.
type Parsed struct {
	// Orders are the orders that stand, in the order written. They are
	// legal by adjudicate.Check, at most one per unit or build site, and no
	// more builds or removals than are due.
	Orders []dip.Order
	// Lines has one entry per order read, in input order; see gather
	// for how lines become orders.
	Lines []LineResult
	// Problems has one entry per line that was refused, in input order.
	Problems []games.Problem
	// Unordered lists the power's units that have no order standing and
	// will get the default: hold in a movement phase, disband in a retreat
	// phase. Sorted by province.
	Unordered []dip.Unit
	// AdjustLeft is, in an adjustment phase, the builds due but not ordered
	// (positive; they will be waived) or the removals due but not ordered
	// (negative; civil-disorder rule 4.3.3 will choose the units).
	AdjustLeft int
}

// SplitLines numbers the lines of a text from 1 and drops blank ones.
func SplitLines(text string) []Line {
	var out []Line
	for i, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, Line{N: i + 1, Text: l})
		}
	}
	return out
}

// Parse reads and checks the order lines a power sent for the phase of pos.
//
// Each line is read with ParseOrder and made to fit the phase (ForPhase).
// The power is the one given, whatever the text says: an order written for
// another power ("Germany: A Ber H" from France) is refused. An omitted unit
// type, and the coast of a fleet in a split-coast province, are taken from
// the position. The order is then checked with adjudicate.Check.
//
// A second order for the same unit (or the same build site) replaces the
// first: mail players correct themselves by adding a line, so the latest
// word counts, and the earlier line gets a problem saying it was replaced.
// A refused line replaces nothing. In an adjustment phase, builds (a Waive
// counts as one) and removals beyond what is due are refused in the order
// written.
func Parse(names *dipmap.Names, m *dip.Map, pos dip.Position, power dip.Power, lines []Line, opts *adjudicate.Options) Parsed {
	var res Parsed
	pieces := gather(names, lines)
	res.Lines = make([]LineResult, len(pieces))
	byKey := map[dip.Province]int{} // unit or build site -> index in res.Lines
	due := 0
	if pos.Phase.Kind == dip.AdjustmentPhase {
		due = adjudicate.AdjustmentsDue(m, pos)[power]
	}
	builds, removals := 0, 0
	for i, pc := range pieces {
		ln := pc.Line
		lr := &res.Lines[i]
		lr.Line, lr.Index, lr.Joined = ln, pc.index, pc.joined
		refuse := func(msg i18n.Text) {
			lr.OK = false
			lr.Problem = &games.Problem{Line: ln.N, Input: strings.TrimSpace(ln.Text), Message: msg}
		}
		if pc.refused != nil {
			refuse(*pc.refused)
			continue
		}
		o, err := pc.order, pc.err
		if err != nil {
			pe := inPhaseWords(err.(*ParseError), pos.Phase.Kind)
			refuse(pe.Msg)
			lr.Suggestion = pe.Suggestion
			continue
		}
		if o.Power != "" && o.Power != power {
			lr.Order = o
			refuse(i18n.T("this order is for %s, but you are signed on as %s", "此命令屬於%s，但您目前以%s的身分登入", "此命令属于%s，但您目前以%s的身份登录",
				render.PowerName(o.Power), render.PowerName(power)))
			lr.Problem.OtherSeat = games.Seat(o.Power)
			continue
		}
		o.Power = power
		o = fillFromPosition(ForPhase(o, pos.Phase.Kind), pos)
		lr.Order = o
		if f := adjudicate.Check(m, pos, o, opts); f != nil {
			msg, suggestion := faultMessage(names, m, pos, f)
			refuse(msg)
			lr.Suggestion = suggestion
			if f.Code == dip.FaultForeignUnit {
				lr.Problem.OtherSeat = games.Seat(unitAt(pos, o.At.Prov).Power)
			}
			continue
		}
		switch o.Kind {
		case dip.Build, dip.Waive:
			if _, replacing := byKey[o.At.Prov]; !replacing || o.Kind == dip.Waive {
				if builds >= due {
					refuse(tooMany(due, true))
					continue
				}
				builds++
			}
		case dip.Remove:
			if _, replacing := byKey[o.At.Prov]; !replacing {
				if removals >= -due {
					refuse(tooMany(-due, false))
					continue
				}
				removals++
			}
		}
		lr.OK = true
		if o.Kind == dip.Waive {
			continue
		}
		if j, ok := byKey[o.At.Prov]; ok {
			prev := &res.Lines[j]
			prev.OK = false
			prev.Problem = &games.Problem{Line: prev.N, Input: strings.TrimSpace(prev.Text),
				Message: replacedBy(ln.N)}
		}
		byKey[o.At.Prov] = i
	}
	res.sum(pos, power, due, builds, removals)
	return res
}

// inPhaseWords words the refusal of a line that names a unit but no order
// word by the words of the phase it was sent in (a retreat's, an
// adjustment's), not the movement phase's.
func inPhaseWords(pe *ParseError, kind dip.PhaseKind) *ParseError {
	switch {
	case pe.unit != "" && kind == dip.RetreatPhase:
		return errNoVerbRetreat(pe)
	case pe.unit != "" && kind == dip.AdjustmentPhase:
		return errNoVerbAdjust(pe)
	}
	return pe
}

// sum gathers the lines' outcome: the orders that stand, the problems,
// the units left without an order and the adjustments still due.
func (res *Parsed) sum(pos dip.Position, power dip.Power, due, builds, removals int) {
	ordered := map[dip.Province]bool{}
	for _, lr := range res.Lines {
		if lr.OK {
			res.Orders = append(res.Orders, lr.Order)
			ordered[lr.Order.At.Prov] = true
		}
		if lr.Problem != nil {
			res.Problems = append(res.Problems, *lr.Problem)
		}
	}
	res.Unordered = unordered(pos, power, ordered)
	if pos.Phase.Kind == dip.AdjustmentPhase {
		if due > 0 {
			res.AdjustLeft = due - builds
		} else {
			res.AdjustLeft = due + removals
		}
	}
}

// fillFromPosition completes an order from the unit it is for: the type
// when it was not written, and the exact place (a fleet's coast).
func fillFromPosition(o dip.Order, pos dip.Position) dip.Order {
	var u dip.Unit
	var ok bool
	switch {
	case o.Kind == dip.Build || o.Kind == dip.Waive:
		return o
	case pos.Phase.Kind == dip.RetreatPhase:
		var d dip.Dislodged
		d, ok = pos.Dislodged[o.At.Prov]
		u = d.Unit
	default:
		u, ok = pos.Units[o.At.Prov]
	}
	if !ok || u.Power != o.Power {
		return o
	}
	if o.Type == dip.NoUnit {
		o.Type = u.Type
	}
	if o.Type == u.Type {
		o.At = u.At
	}
	return o
}

// unordered lists the power's units that no standing order moves.
func unordered(pos dip.Position, power dip.Power, ordered map[dip.Province]bool) []dip.Unit {
	var out []dip.Unit
	switch pos.Phase.Kind {
	case dip.MovementPhase:
		for p, u := range pos.Units {
			if u.Power == power && !ordered[p] {
				out = append(out, u)
			}
		}
	case dip.RetreatPhase:
		for p, d := range pos.Dislodged {
			if d.Unit.Power == power && !ordered[p] {
				out = append(out, d.Unit)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].At.String() < out[j].At.String() })
	return out
}

func replacedBy(n int) i18n.Text {
	return i18n.Text{
		EN:   "replaced by the order on line " + itoa(n) + " for the same unit",
		Hant: "已被第 " + itoa(n) + " 行對同一部隊的命令取代",
		Hans: "已被第 " + itoa(n) + " 行对同一部队的命令取代",
	}
}

func tooMany(due int, builds bool) i18n.Text {
	if builds {
		if due <= 0 {
			return i18n.T("you have no builds due", "您沒有可成軍的名額", "您没有可成军的名额")
		}
		return i18n.Text{
			EN:   "you have only " + plural(due, "build", "builds") + " due, and the lines above use them",
			Hant: "您只有 " + itoa(due) + " 個成軍名額，已被以上各行用完",
			Hans: "您只有 " + itoa(due) + " 个成军名额，已被以上各行用完",
		}
	}
	if due <= 0 {
		return i18n.T("you have no units to remove", "您無須復員部隊", "您无须复员部队")
	}
	return i18n.Text{
		EN:   "you must remove only " + plural(due, "unit", "units") + ", and the lines above do",
		Hant: "您只須復員 " + itoa(due) + " 支部隊，以上各行已足數",
		Hans: "您只须复员 " + itoa(due) + " 支部队，以上各行已足数",
	}
}
