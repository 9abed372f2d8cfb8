package datc

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"adjutant/games/diplomacy/dip"
)

// section is the part of a case the reader is in; data lines belong to it.
type section uint8

const (
	secNone       section = iota // between cases
	secCase                      // after CASE, before any section
	secOwners                    // PRESTATE_SUPPLYCENTER_OWNERS
	secUnits                     // PRESTATE
	secDislodged                 // PRESTATE_DISLODGED
	secResults                   // PRESTATE_RESULTS
	secOrders                    // ORDERS
	secPost                      // POSTSTATE
	secPostSame                  // POSTSTATE_SAME (takes no lines)
	secPostDislod                // POSTSTATE_DISLODGED
)

// keywords maps a keyword (upper case) to the section it opens; CASE, END,
// VARIANT_ALL and PRESTATE_SETPHASE are handled on their own.
var keywords = map[string]section{
	"PRESTATE_SUPPLYCENTER_OWNERS": secOwners,
	"PRESTATE":                     secUnits,
	"PRESTATE_DISLODGED":           secDislodged,
	"PRESTATE_RESULTS":             secResults,
	"ORDERS":                       secOrders,
	"POSTSTATE":                    secPost,
	"POSTSTATE_SAME":               secPostSame,
	"POSTSTATE_DISLODGED":          secPostDislod,
}

// ReadFile reads every case in the named file. A nil syn means
// StandardSyntax().
func ReadFile(name string, syn *Syntax) ([]Case, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("datc: %w", err)
	}
	defer f.Close()
	return Read(f, name, syn)
}

// Read reads every case from r; name is used in error messages only. It
// stops at the first problem and returns it as a *FormatError. A nil syn
// means StandardSyntax().
func Read(r io.Reader, name string, syn *Syntax) ([]Case, error) {
	if syn == nil {
		s := StandardSyntax()
		syn = &s
	}
	rd := reader{name: name, syn: syn, seen: map[string]int{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		rd.line++
		if err := rd.handle(sc.Text()); err != nil {
			return nil, err
		}
	}
	return rd.finish(sc)
}

// ReadLenient reads a case file as public suites are written, which the
// strict Read refuses: a power misspelt by a letter or two, unit and order
// lines without the colon after the power ("England F lon"), case names
// with spaces ("CASE Describe Spring 1903 [Movement]": the whole line is the
// name unless its first word holds a digit, as 6.A.1 or T.2), a case without
// PRESTATE_SETPHASE (Spring 1901, Movement, as jDip assumes), and a case
// name used twice (the second becomes "name (2)"). A case that still cannot
// be read is returned in bad, with its line and reason, and the rest of
// the file is read. err is only for a file that cannot be read at all.
func ReadLenient(r io.Reader, name string, syn *Syntax) (cases []Case, bad []*FormatError, err error) {
	if syn == nil {
		s := StandardSyntax()
		syn = &s
	}
	rd := reader{name: name, syn: syn, seen: map[string]int{}, lenient: true}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	for sc.Scan() {
		rd.line++
		if rd.skipping && !startsCase(sc.Text()) && !isEnd(sc.Text()) {
			continue
		}
		if err := rd.handle(sc.Text()); err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) || errors.Is(err, ErrVariant) {
				return nil, nil, err
			}
			rd.setAside(fe)
		}
	}
	if rd.cur != nil && !rd.skipping {
		rd.line = rd.cur.Line
		rd.setAside(rd.errorf("case %s has no END", rd.cur.ID).(*FormatError))
	}
	if err := sc.Err(); err != nil {
		return nil, nil, &FormatError{File: name, Line: rd.line + 1, Msg: err.Error(), Err: fmt.Errorf("%w: %w", ErrFormat, err)}
	}
	return rd.cases, rd.bad, nil
}

// setAside records the current case (or the line, between cases) as bad
// and skips to its END.
func (rd *reader) setAside(fe *FormatError) {
	if rd.cur != nil {
		fe.Msg = "case " + rd.cur.ID + ": " + fe.Msg
	}
	rd.bad = append(rd.bad, fe)
	rd.skipping = rd.cur != nil
	if !rd.skipping {
		rd.sec = secNone
	}
}

func startsCase(line string) bool {
	f := strings.Fields(line)
	return len(f) > 0 && strings.EqualFold(f[0], "CASE")
}

func isEnd(line string) bool {
	f := strings.Fields(line)
	return len(f) == 1 && strings.EqualFold(f[0], "END")
}

func (rd *reader) finish(sc *bufio.Scanner) ([]Case, error) {
	if err := sc.Err(); err != nil {
		return nil, &FormatError{File: rd.name, Line: rd.line + 1, Msg: err.Error(), Err: fmt.Errorf("%w: %w", ErrFormat, err)}
	}
	if rd.cur != nil {
		rd.line = rd.cur.Line // point at the case that was left open
		return nil, rd.errorf("case %s has no END", rd.cur.ID)
	}
	return rd.cases, nil
}

// reader is the state of one Read call.
type reader struct {
	name    string
	syn     *Syntax
	line    int
	sec     section
	cur     *Case
	cases   []Case
	variant bool
	seen    map[string]int // case id -> line, to refuse duplicates in a file
	phased  bool           // the current case has PRESTATE_SETPHASE

	// lenient reads public case files as they are (ReadLenient): quirks
	// are accepted and a bad case is set aside, reported, and skipped.
	lenient  bool
	skipping bool           // the current case is bad: its lines are ignored up to END
	bad      []*FormatError // the cases set aside
}

func (rd *reader) errorf(format string, args ...any) error {
	return &FormatError{File: rd.name, Line: rd.line, Msg: fmt.Sprintf(format, args...), Err: ErrFormat}
}

func (rd *reader) wrap(err error, format string, args ...any) error {
	msg := fmt.Sprintf(format, args...) + ": " + err.Error()
	return &FormatError{File: rd.name, Line: rd.line, Msg: msg, Err: fmt.Errorf("%w: %w", ErrFormat, err)}
}

// handle reads one line: a comment or blank line is skipped, a keyword
// opens or closes a case or a section, anything else is the current
// section's data.
func (rd *reader) handle(raw string) error {
	text := raw
	if i := strings.IndexByte(text, '#'); i >= 0 {
		text = text[:i]
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	word, rest := text, ""
	if j := strings.IndexAny(text, " \t"); j >= 0 {
		word, rest = text[:j], strings.TrimSpace(text[j+1:])
	}
	kw := strings.ToUpper(word)
	switch kw {
	case "VARIANT_ALL":
		return rd.variantAll(rest)
	case "CASE":
		return rd.startCase(rest)
	case "END":
		return rd.endCase()
	case "PRESTATE_SETPHASE":
		return rd.setPhase(rest)
	}
	if sec, ok := keywords[kw]; ok {
		return rd.openSection(kw, sec, rest)
	}
	return rd.data(text)
}

// variantAll reads VARIANT_ALL, which may come once before the first case
// and must name Standard.
func (rd *reader) variantAll(rest string) error {
	if rd.cur != nil || len(rd.cases) > 0 || rd.variant {
		return rd.errorf("VARIANT_ALL must come once, before the first CASE")
	}
	if !strings.EqualFold(rest, "standard") {
		return &FormatError{File: rd.name, Line: rd.line, Msg: fmt.Sprintf("variant %q: only Standard is supported", rest), Err: ErrVariant}
	}
	rd.variant = true
	return nil
}

// startCase reads CASE id [title] and opens the case. A bad case being
// skipped that had no END is dropped here.
func (rd *reader) startCase(rest string) error {
	if rd.cur != nil && rd.skipping {
		rd.cur, rd.skipping = nil, false // the bad case had no END
	}
	if rd.cur != nil {
		return rd.errorf("CASE before the END of case %s", rd.cur.ID)
	}
	id, title, _ := strings.Cut(rest, " ")
	if rd.lenient && !strings.ContainsAny(id, "0123456789") {
		id, title = strings.Join(strings.Fields(rest), " "), ""
	}
	if id == "" {
		return rd.errorf("CASE needs an id")
	}
	if prev, dup := rd.seen[id]; dup {
		if !rd.lenient {
			return rd.errorf("case %s already appears at line %d", id, prev)
		}
		id = rd.freeID(id)
	}
	rd.seen[id] = rd.line
	rd.cur = &Case{ID: id, Title: strings.TrimSpace(title), File: rd.name, Line: rd.line}
	rd.sec, rd.phased = secCase, false
	return nil
}

// freeID is the first of "id (2)", "id (3)", … not yet used in the file.
func (rd *reader) freeID(id string) string {
	for n := 2; ; n++ {
		if _, taken := rd.seen[fmt.Sprintf("%s (%d)", id, n)]; !taken {
			return fmt.Sprintf("%s (%d)", id, n)
		}
	}
}

// endCase reads END: the case must have its phase (the lenient reader
// assumes jDip's default) and pass checkCase; then it is kept.
func (rd *reader) endCase() error {
	if rd.cur != nil && rd.skipping {
		rd.cur, rd.skipping, rd.sec = nil, false, secNone
		return nil
	}
	if rd.cur == nil {
		return rd.errorf("END outside a case")
	}
	if !rd.phased && rd.lenient {
		ph, err := parsePhase("Spring 1901, Movement") // jDip's default
		if err != nil {
			return rd.wrap(err, "default phase")
		}
		rd.cur.Phase, rd.phased = ph, true
	}
	if !rd.phased {
		return rd.errorf("case %s has no PRESTATE_SETPHASE", rd.cur.ID)
	}
	if err := rd.checkCase(); err != nil {
		return err
	}
	rd.cases = append(rd.cases, *rd.cur)
	rd.cur, rd.sec = nil, secNone
	return nil
}

// setPhase reads PRESTATE_SETPHASE season year, phase.
func (rd *reader) setPhase(rest string) error {
	if rd.cur == nil {
		return rd.errorf("PRESTATE_SETPHASE outside a case")
	}
	ph, err := parsePhase(rest)
	if err != nil {
		return rd.wrap(err, "PRESTATE_SETPHASE")
	}
	rd.cur.Phase, rd.phased = ph, true
	rd.sec = secCase
	return nil
}

// openSection reads a section keyword kw, which takes no text of its own;
// the lines after it are the section's data.
func (rd *reader) openSection(kw string, sec section, rest string) error {
	if rd.cur == nil {
		return rd.errorf("%s outside a case", kw)
	}
	if rest != "" {
		return rd.errorf("%s takes no text on its line", kw)
	}
	switch sec {
	case secOwners:
		if rd.cur.Owners == nil {
			rd.cur.Owners = map[dip.Province]dip.Power{}
		}
	case secPostSame:
		rd.cur.PostSame = true
	case secPostDislod:
		rd.cur.CheckDislodged = true
	}
	rd.sec = sec
	return nil
}

// data handles a line inside a section.
func (rd *reader) data(text string) error {
	c := rd.cur
	switch rd.sec {
	case secOwners:
		return rd.ownerLine(text)
	case secUnits, secDislodged, secPost, secPostDislod:
		u, err := rd.unit(text)
		if err != nil {
			return err
		}
		switch rd.sec {
		case secUnits:
			c.Units = append(c.Units, u)
		case secDislodged:
			c.Dislodged = append(c.Dislodged, u)
		case secPost:
			c.Post = append(c.Post, u)
		default:
			c.PostDislodged = append(c.PostDislodged, u)
		}
		return nil
	case secResults:
		return rd.resultLine(text)
	case secOrders:
		o, body, err := rd.order(text)
		if err != nil {
			return err
		}
		c.Orders = append(c.Orders, OrderLine{Line: rd.line, Text: body, Order: o})
		return nil
	case secPostSame:
		return rd.errorf("POSTSTATE_SAME takes no unit lines")
	}
	return rd.errorf("unexpected line %q (not inside a section)", text)
}

// ownerLine reads "Russia: stp" (or "Russia: A stp") in
// PRESTATE_SUPPLYCENTER_OWNERS.
func (rd *reader) ownerLine(text string) error {
	p, rest, err := splitPower(text, rd.lenient)
	if err != nil {
		return rd.wrap(err, "owner line")
	}
	f := strings.Fields(rest)
	if len(f) == 2 {
		if _, ok := unitType(f[0]); ok {
			f = f[1:] // "Russia: A stp": the unit letter is ignored
		}
	}
	if len(f) != 1 {
		return rd.errorf("owner line: want %q, got %q", "Power: stp", text)
	}
	l, err := rd.syn.Loc(f[0])
	if err != nil {
		return rd.wrap(err, "owner line")
	}
	if prev, dup := rd.cur.Owners[l.Prov]; dup {
		return rd.errorf("%s is already owned by %s", l.Prov, prev)
	}
	rd.cur.Owners[l.Prov] = p
	return nil
}

// resultLine reads "SUCCESS: Power: order" or "FAILURE: Power: order" in
// PRESTATE_RESULTS: the orders of the phase before.
func (rd *reader) resultLine(text string) error {
	tag, rest, ok := strings.Cut(text, ":")
	var won bool
	switch strings.ToUpper(strings.TrimSpace(tag)) {
	case "SUCCESS":
		won = true
	case "FAILURE":
	default:
		ok = false
	}
	if !ok {
		return rd.errorf("result line: want %q or %q, got %q", "SUCCESS: Power: order", "FAILURE: Power: order", text)
	}
	o, _, err := rd.order(strings.TrimSpace(rest))
	if err != nil {
		return err
	}
	rd.cur.Prior = append(rd.cur.Prior, PriorOrder{Line: rd.line, Succeeded: won, Order: o})
	return nil
}

// unit reads "England: F nth" or "Russia: F stp/nc".
func (rd *reader) unit(text string) (dip.Unit, error) {
	p, rest, err := splitPower(text, rd.lenient)
	if err != nil {
		return dip.Unit{}, rd.wrap(err, "unit line")
	}
	f := strings.Fields(rest)
	if len(f) < 2 {
		return dip.Unit{}, rd.errorf("unit line: want %q, got %q", "Power: A|F province", text)
	}
	t, ok := unitType(f[0])
	if !ok {
		return dip.Unit{}, rd.errorf("unit line: %q is not A or F", f[0])
	}
	l, err := rd.syn.Loc(strings.Join(f[1:], " "))
	if err != nil {
		return dip.Unit{}, rd.wrap(err, "unit line")
	}
	if t == dip.Army {
		l.Coast = dip.NoCoast // an army holds the whole province
	}
	return dip.Unit{Type: t, Power: p, At: l}, nil
}

// order reads "England: F nth-pic" and returns the order with its power.
func (rd *reader) order(text string) (dip.Order, string, error) {
	p, rest, err := splitPower(text, rd.lenient)
	if err != nil {
		return dip.Order{}, "", rd.wrap(err, "order line")
	}
	o, err := rd.syn.Order(rest)
	if err != nil {
		return dip.Order{}, "", rd.wrap(err, "order %q", rest)
	}
	o.Power = p
	return o, rest, nil
}

// checkCase refuses a case that puts two units in one province in any of
// its unit lists: such a case cannot describe a board.
func (rd *reader) checkCase() error {
	c := rd.cur
	lists := []struct {
		name  string
		units []dip.Unit
	}{{"PRESTATE", c.Units}, {"PRESTATE_DISLODGED", c.Dislodged}, {"POSTSTATE", c.Post}, {"POSTSTATE_DISLODGED", c.PostDislodged}}
	for _, l := range lists {
		seen := map[dip.Province]bool{}
		for _, u := range l.units {
			if seen[u.At.Prov] {
				return rd.errorf("case %s: %s has two units in %s", c.ID, l.name, u.At.Prov)
			}
			seen[u.At.Prov] = true
		}
	}
	if c.PostSame && len(c.Post) > 0 {
		return rd.errorf("case %s has both POSTSTATE and POSTSTATE_SAME", c.ID)
	}
	return nil
}
