package orders

import (
	"slices"
	"strings"
	"unicode/utf8"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/kit/spelling"
	"adjutant/templates/i18n"
)

// ParseOrder reads one order in any accepted form, English or Chinese, and
// returns it with the province ids resolved. It checks only the words and
// the names: whether the order is legal on the board is Check's business
// (see Parse). The error is always a *ParseError.
//
// An optional "Power:" prefix ("England: F nth-pic", "ENG: F nth -> pic")
// sets Order.Power. A move is returned as Move and a written disband as
// Disband whatever the phase; ForPhase turns them into the kinds a retreat
// or adjustment phase uses.
func ParseOrder(names *dipmap.Names, line string) (dip.Order, error) {
	return parseOrder(names, line, true)
}

// parseOrder is ParseOrder; suggest says whether an unknown order word
// may be answered with the order it most likely stands for (not when
// checking that such an order reads).
func parseOrder(names *dipmap.Names, line string, suggest bool) (dip.Order, error) {
	known := func(w string) bool {
		_, err := names.Resolve(w)
		return err == nil
	}
	s := normalise(line)
	toks := lex(s, known)
	p := &parser{names: names, toks: toks, suggest: suggest}
	o, perr := p.order()
	if perr == nil {
		return o, nil
	}
	// An order word may end where a place's name does ("北海運送": 海運);
	// a line the plain cut leaves unread is read with the cut that keeps
	// every place whole, when there is one and it reads.
	if !unknownHan(toks, known) {
		return dip.Order{}, perr
	}
	if whole := lexWhole(s, known); !slices.Equal(whole, toks) {
		q := &parser{names: names, toks: whole, suggest: suggest}
		if o, err := q.order(); err == nil {
			return o, nil
		}
	}
	return dip.Order{}, perr
}

// unknownHan reports whether a run of Han characters was cut into a piece
// that is no order word, place, power or coast: only then may another cut
// read better.
func unknownHan(toks []token, known func(string) bool) bool {
	for _, t := range toks {
		if t.han && t.kind == tWord && t.kw == kwNone && t.power == "" && !known(t.text) {
			return true
		}
	}
	return false
}

// parser walks the tokens of one line.
type parser struct {
	names   *dipmap.Names
	toks    []token
	i       int
	suggest bool // an unknown order word may get a "did you mean"
}

func (p *parser) done() bool { return p.i >= len(p.toks) }

func (p *parser) peek() token {
	if p.done() {
		return token{kind: tWord, kw: kwNone, low: ""}
	}
	return p.toks[p.i]
}

func (p *parser) peekKW(kws ...keyword) bool {
	if p.done() || p.toks[p.i].kind != tWord {
		return false
	}
	for _, k := range kws {
		if p.toks[p.i].kw == k {
			return true
		}
	}
	return false
}

// written is the text of tokens [from, to) as the player wrote them.
func (p *parser) written(from, to int) string {
	var b strings.Builder
	for k := from; k < to && k < len(p.toks); k++ {
		t := p.toks[k]
		if k > from && !(t.kind == tDash && t.tight) && !(k > 0 && p.toks[k-1].kind == tDash && p.toks[k-1].tight) &&
			!(t.han && p.toks[k-1].han) && t.kind != tSlash && p.toks[k-1].kind != tSlash && t.kind != tColon {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
	}
	return b.String()
}

func (p *parser) order() (dip.Order, *ParseError) {
	if p.done() {
		return dip.Order{}, errEmpty()
	}
	var o dip.Order
	if perr := p.powerPrefix(&o); perr != nil {
		return dip.Order{}, perr
	}
	if p.i == 0 && len(p.toks) > 0 && p.toks[0].kind == tWord {
		if rest, ok := gluedNumbering(p.toks[0].text); ok {
			p.toks[0] = wordToken(rest) // "1.A Par - Bur": the number typed without its space
		}
	}
	if p.i == 0 && len(p.toks) > 1 && (numbering(p.toks[0].text) || bullet(p.toks[0], p.toks[1])) {
		p.i++ // "1. A Par - Bur", "- A Par - Bur": players number or bullet their orders
	}
	if perr := p.body(&o, p.i); perr != nil {
		return dip.Order{}, perr
	}
	if perr := p.trailing(); perr != nil {
		return dip.Order{}, perr
	}
	dropArmyCoasts(&o)
	return o, nil
}

// powerPrefix reads an optional "England:" or "ENG:" before the order into
// o.Power.
func (p *parser) powerPrefix(o *dip.Order) *ParseError {
	if len(p.toks) < 2 || p.toks[1].kind != tColon || p.toks[0].kind != tWord {
		return nil
	}
	w := p.toks[0].low
	pw, ok := powerWords[w]
	if !ok {
		pw, ok = prefixPowerWords[w]
	}
	if !ok {
		return errUnknownPower(p.toks[0].text)
	}
	o.Power = pw
	p.i = 2
	if p.done() {
		return errEmpty()
	}
	return nil
}

// body reads the order itself, from the token at start: an order that
// begins with its verb (waive, build, remove, retreat) or one that begins
// with the unit and says what it does after it.
func (p *parser) body(o *dip.Order, start int) *ParseError {
	var perr *ParseError
	switch t := p.peek(); {
	case t.kind == tWord && t.kw == kwWaive:
		p.i++
		p.skip(kwBuild, kwFiller)
		o.Kind = dip.Waive
	case t.kind == tWord && t.kw == kwBuild:
		p.i++
		return p.build(o, start)
	case t.kind == tWord && (t.kw == kwRemove || t.kw == kwR || t.kw == kwDisband):
		p.i++
		o.Kind = dip.Remove
		if t.kw == kwDisband {
			o.Kind = dip.Disband
		}
		return p.unit(o, start)
	case t.kind == tWord && t.kw == kwRetreat:
		// "Retreat A War - Mos", "撤退 陸軍 華沙 莫斯科"
		p.i++
		o.Kind = dip.Retreat
		p.unglue()
		if o.Type, perr = p.unitType(); perr != nil {
			return perr
		}
		p.splitTwoPlaces()
		if o.At, perr = p.loc(word("expected", "unit"), start); perr != nil {
			return perr
		}
		p.skipMoves()
		o.To, perr = p.loc(word("expected", "destination"), start)
		return perr
	default:
		if perr = p.unit(o, start); perr != nil {
			if stray := p.strayVerb(start); stray != nil {
				return stray
			}
			return perr
		}
		return p.tail(o, start)
	}
	return nil
}

// strayVerb explains a line that starts with a word that is neither a
// place nor an order word, followed by a unit ("Biuld F Lon", "建设 陆军
// 柏林"): a misspelt verb, so the player is told the verbs rather than
// offered provinces that look like the word.
func (p *parser) strayVerb(start int) *ParseError {
	if start+1 >= len(p.toks) {
		return nil
	}
	first := p.toks[start]
	if first.kind != tWord || first.kw != kwNone {
		return nil
	}
	if _, err := p.names.Resolve(first.low); err == nil {
		return nil
	}
	rest := &parser{names: p.names, toks: p.toks[start+1:]}
	var o dip.Order
	if rest.unit(&o, 0) != nil {
		return nil
	}
	if perr := p.strayGuess(first, start); perr != nil {
		return perr
	}
	return errStrayVerb(first.text)
}

// strayGuess answers a misspelt verb before the unit ("Biuld F Edi", "建设
// 陆军 柏林") with the verb it most likely stands for and the order as it
// would read with it, when that order reads; or returns nil.
func (p *parser) strayGuess(first token, start int) *ParseError {
	if !p.suggest {
		return nil
	}
	rest := p.written(start+1, len(p.toks))
	var form string
	var guess i18n.Text
	switch {
	case first.han:
		g, ok := spelling.ClosestHanIn(first.text, rest, verbWords())
		if !ok {
			return nil
		}
		form, guess = g.Form, g.TextIn(verbWords())
	case len(first.low) > 2:
		g, ok := spelling.Closest(first.low, []string{"build", "remove", "disband", "retreat", "waive"})
		if !ok {
			return nil
		}
		form, guess = g, i18n.Plain(strings.ToUpper(g))
	default:
		return nil
	}
	order := form + " " + rest
	if _, err := parseOrder(p.names, order, false); err != nil {
		return nil
	}
	return errStrayVerbGuess(first.text, guess, order)
}

// unit reads the ordered unit: an optional type and its place.
func (p *parser) unit(o *dip.Order, start int) *ParseError {
	var perr *ParseError
	p.unglue()
	if o.Type, perr = p.unitType(); perr != nil {
		return perr
	}
	o.At, perr = p.loc(word("expected", "unit"), start)
	return perr
}

// build reads what follows "build": "waive", or the unit type and the
// site in either order ("Build A Vie", "Build Vie A").
func (p *parser) build(o *dip.Order, start int) *ParseError {
	if p.peekKW(kwWaive) {
		p.i++
		o.Kind = dip.Waive
		return nil
	}
	o.Kind = dip.Build
	var perr *ParseError
	p.unglue()
	if o.Type, perr = p.unitType(); perr != nil {
		return perr
	}
	if o.At, perr = p.loc(word("expected", "build-site"), start); perr != nil {
		return perr
	}
	if o.Type != dip.NoUnit {
		return nil
	}
	if o.Type, perr = p.unitType(); perr != nil { // "Build Vie A"
		return perr
	}
	if o.Type == dip.NoUnit {
		return errBuildType()
	}
	return nil
}

// trailing rejects words left after a whole order, naming a second order
// when the rest reads as one.
func (p *parser) trailing() *ParseError {
	if p.done() {
		return nil
	}
	rest := p.written(p.i, len(p.toks))
	// Two orders on one line are common in mail written on a phone.
	// The check is bounded so that a long line costs linear time.
	if len(p.toks)-p.i <= maxOrderTokens {
		if _, err := ParseOrder(p.names, rest); err == nil {
			return errTwoOrders(rest)
		}
	}
	return errTrailing(rest)
}

// dropArmyCoasts removes coasts written for armies, which stand in the
// whole province (DATC 6.B.12: the order is read without the coast).
func dropArmyCoasts(o *dip.Order) {
	if o.Type == dip.Army {
		o.At.Coast = dip.NoCoast
		if o.Kind == dip.Move || o.Kind == dip.Retreat {
			o.To.Coast = dip.NoCoast
		}
	}
	if o.OtherType == dip.Army || o.Kind == dip.Convoy {
		o.Other.Coast = dip.NoCoast
		o.OtherTo.Coast = dip.NoCoast
	}
}

// skip consumes any of the given keywords.
func (p *parser) skip(kws ...keyword) {
	for p.peekKW(kws...) {
		p.i++
	}
}

// skipMoves consumes move words: "-", "->", "to", "moves to", 移動.
func (p *parser) skipMoves() bool {
	seen := false
	for !p.done() {
		t := p.toks[p.i]
		if t.kind == tDash || t.kind == tArrow || (t.kind == tWord && t.kw == kwMove) {
			p.i++
			seen = true
			continue
		}
		break
	}
	return seen
}

// via consumes "via convoy", "by convoy" or 經護航 and reports whether it did.
func (p *parser) via() bool {
	if p.peekKW(kwViaConvoy) {
		p.i++
		return true
	}
	if p.peekKW(kwVia) && p.i+1 < len(p.toks) && p.toks[p.i+1].kind == tWord && p.toks[p.i+1].kw == kwConvoy {
		p.i += 2
		return true
	}
	return false
}

// unitType reads an optional unit type ("A", "army", "a fleet", 陸軍).
func (p *parser) unitType() (dip.UnitType, *ParseError) {
	p.skip(kwFiller)
	if p.peekKW(kwArmy) && p.peek().low == "a" && p.i+1 < len(p.toks) && p.toks[p.i+1].kind == tWord &&
		(p.toks[p.i+1].kw == kwArmy || p.toks[p.i+1].kw == kwFleet) && p.toks[p.i+1].low != "a" && p.toks[p.i+1].low != "f" {
		p.i++ // the article in "build a fleet"
	}
	var t dip.UnitType
	switch {
	case p.peekKW(kwArmy):
		t = dip.Army
	case p.peekKW(kwFleet):
		t = dip.Fleet
	default:
		return dip.NoUnit, nil
	}
	p.i++
	if p.peekKW(kwArmy, kwFleet) {
		return dip.NoUnit, errTwoTypes(p.written(p.i-1, p.i+1))
	}
	return t, nil
}

// unglue splits a unit letter written against the place after it
// ("APar-Bur", "FNth", "fnth-nwy"), as classic judges read them: a word
// that begins with A or F splits only when it names no place as written
// and the rest of it, with what follows, does. Ankara, Albania, Finland
// and their abbreviations read as themselves.
func (p *parser) unglue() {
	p.skip(kwFiller)
	if p.done() {
		return
	}
	t := p.peek()
	if t.kind != tWord || t.han || t.kw != kwNone || len(t.text) < 2 || !strings.ContainsRune("aAfF", rune(t.text[0])) {
		return
	}
	if _, _, err := p.longestPlace(); err == nil {
		return
	}
	letter, rest := wordToken(t.text[:1]), wordToken(t.text[1:])
	if rest.kw != kwNone {
		return
	}
	toks := append(append(append([]token(nil), p.toks[:p.i]...), letter, rest), p.toks[p.i+1:]...)
	q := &parser{names: p.names, toks: toks, i: p.i + 1}
	if _, _, err := q.longestPlace(); err != nil {
		return
	}
	p.toks = toks
}

// splitTwoPlaces cuts a run of Han characters at p.i that names no
// place into the two places it is written as, when only one cut leaves
// both whole: "撤退陸軍巴黎布根第" is 巴黎 then 布根第. Only a retreat
// written verb first names its two places with nothing between them.
func (p *parser) splitTwoPlaces() {
	known := func(w string) bool {
		_, err := p.names.Resolve(w)
		return err == nil
	}
	// The run as lex cut it: 德國近海黑海 comes as the power 德國 and 近海黑海.
	end, run, whole := p.i, "", true
	for ; end < len(p.toks); end++ {
		t := p.toks[end]
		if t.kind != tWord || !t.han || t.kw != kwNone {
			break
		}
		run += t.text
		whole = whole && known(t.text)
	}
	if end == p.i || whole {
		return
	}
	rs := []rune(run)
	cut := 0
	for i := 1; i < len(rs); i++ {
		if known(string(rs[:i])) && known(string(rs[i:])) {
			if cut != 0 {
				return // two ways to read it: leave the refusal
			}
			cut = i
		}
	}
	if cut == 0 {
		return
	}
	two := append(splitHanSegment(string(rs[:cut]), known), splitHanSegment(string(rs[cut:]), known)...)
	p.toks = append(append(append([]token(nil), p.toks[:p.i]...), two...), p.toks[end:]...)
}

// skipPower consumes a power's name before a supported or convoyed unit
// ("S Austrian A Tyr", rulebook 3.3.2), unless the word begins a place name
// ("English Channel").
func (p *parser) skipPower() {
	t := p.peek()
	if p.done() || t.kind != tWord || t.power == "" {
		return
	}
	if p.i+1 < len(p.toks) && p.toks[p.i+1].kind == tWord && (p.toks[p.i+1].kw == kwArmy || p.toks[p.i+1].kw == kwFleet) {
		p.i++
		return
	}
	if _, n, err := p.longestPlace(); err == nil && n > 1 {
		return // the power's name begins a place name
	}
	p.i++
}

// tail reads what follows the ordered unit.
func (p *parser) tail(o *dip.Order, start int) *ParseError {
	if p.done() {
		o.Kind = dip.Hold
		return nil
	}
	t := p.peek()
	if t.kind == tDash || t.kind == tArrow {
		return p.move(o, start)
	}
	if t.kind != tWord {
		return p.noVerb(o, start)
	}
	switch t.kw {
	case kwMove, kwViaConvoy, kwVia:
		return p.move(o, start)
	case kwHold:
		p.i++
		o.Kind = dip.Hold
	case kwRetreat:
		p.i++
		return p.retreatTo(o, start)
	case kwR:
		p.i++
		if p.done() {
			o.Kind = dip.Remove // "A Mun R": remove
			return nil
		}
		return p.retreatTo(o, start) // "A Mun R Boh": retreat
	case kwDisband:
		p.i++
		o.Kind = dip.Disband
	case kwRemove:
		p.i++
		o.Kind = dip.Remove
	case kwBuild:
		p.i++
		o.Kind = dip.Build
		if o.Type == dip.NoUnit {
			return errBuildType()
		}
	case kwSupport:
		p.i++
		return p.support(o, start)
	case kwConvoy:
		p.i++
		return p.convoy(o, start)
	default:
		return p.noVerb(o, start)
	}
	return nil
}

// move reads a move from the move word on: the destination, a route
// written out, and "via convoy" before or after it.
func (p *parser) move(o *dip.Order, start int) *ParseError {
	var perr *ParseError
	o.Kind = dip.Move
	o.Via = p.via()
	after := p.written(start, p.i+1)
	p.skipMoves()
	if o.Via && p.done() {
		return expected(word("expected", "destination"), after)
	}
	o.Via = p.via() || o.Via
	if o.To, perr = p.loc(word("expected", "destination"), start); perr != nil {
		return perr
	}
	// A route written out, "A Lon - Nth - Nwy": the last place is the
	// destination and the army goes by convoy.
	for !p.done() && (p.peek().kind == tDash || p.peek().kind == tArrow || p.peekKW(kwMove)) {
		p.skipMoves()
		if o.To, perr = p.loc(word("expected", "destination"), start); perr != nil {
			return perr
		}
		o.Via = true
	}
	o.Via = p.via() || o.Via
	return nil
}

// retreatTo reads the destination of a retreat after its verb.
func (p *parser) retreatTo(o *dip.Order, start int) *ParseError {
	var perr *ParseError
	o.Kind = dip.Retreat
	p.skipMoves()
	o.To, perr = p.loc(word("expected", "destination"), start)
	return perr
}

// other reads the supported or convoyed unit, after an optional power name.
func (p *parser) other(o *dip.Order, what i18n.Text, start int) *ParseError {
	var perr *ParseError
	p.skipPower()
	p.unglue()
	if o.OtherType, perr = p.unitType(); perr != nil {
		return perr
	}
	o.Other, perr = p.loc(what, start)
	return perr
}

// support reads a support to hold or to move after the verb.
func (p *parser) support(o *dip.Order, start int) *ParseError {
	var perr *ParseError
	o.Kind = dip.Support
	if perr = p.other(o, word("expected", "supported"), start); perr != nil {
		return perr
	}
	switch {
	case p.done():
	case p.peekKW(kwHold):
		p.i++
	default:
		if !p.skipMoves() {
			break // leave the rest for the trailing-words error
		}
		if o.OtherTo, perr = p.loc(word("expected", "destination"), start); perr != nil {
			return perr
		}
		p.via() // the supported army's route is not the supporter's business
	}
	return nil
}

// convoy reads the convoyed army and its destination after the verb.
func (p *parser) convoy(o *dip.Order, start int) *ParseError {
	var perr *ParseError
	o.Kind = dip.Convoy
	if perr = p.other(o, word("expected", "convoyed"), start); perr != nil {
		return perr
	}
	if !p.skipMoves() {
		return errConvoyNeedsMove()
	}
	o.OtherTo, perr = p.loc(word("expected", "destination"), start)
	return perr
}

// noVerb reports a unit followed by no order word, suggesting the move the
// player most likely meant when the rest is one place ("A Par Bur").
func (p *parser) noVerb(o *dip.Order, start int) *ParseError {
	unit := p.written(start, p.i)
	rest := p.written(p.i, len(p.toks))
	if perr := p.verbGuess(unit, rest, o.Type); perr != nil {
		return perr
	}
	suggestion := ""
	if l, n, err := p.longestPlace(); err == nil && p.i+n == len(p.toks) {
		suggestion = o.Type.Letter() + " " + abbrev(o.At.Prov) + " - " + abbrev(l.Prov)
		if o.Type == dip.NoUnit {
			suggestion = abbrev(o.At.Prov) + " - " + abbrev(l.Prov)
		}
	}
	return errNoVerb(unit, rest, suggestion)
}

// verbGuess answers a word after the unit that is no order word with the
// order it most likely stands for, in English and Chinese, and the order
// as it would read with it ("陆军巴黎 支援 布根第" for 支助), or returns nil.
// The order offered must read: a guess that leaves it short of a place
// (撤回: RETREAT where?) or with words over (不移動) is no help, and so is
// a convoy by an army (護送 after 陸軍: only fleets convoy).
func (p *parser) verbGuess(unit, rest string, ut dip.UnitType) *ParseError {
	t := p.peek()
	if !p.suggest || t.kind != tWord {
		return nil
	}
	if _, err := p.names.Resolve(t.low); err == nil {
		return nil
	}
	var word, order string
	var guess i18n.Text
	switch {
	case t.han:
		var after string
		word, after = p.hanWordBeforePlace(t.text)
		g, ok := spelling.ClosestHanIn(word, unit, verbWords())
		if !ok {
			return nil
		}
		if g.Canon == "CONVOY" && ut == dip.Army {
			return nil
		}
		guess = g.TextIn(verbWords())
		order = strings.TrimSpace(unit + " " + g.Form + " " + strings.TrimSpace(after+" "+p.written(p.i+1, len(p.toks))))
	case len(t.low) > 2:
		g, ok := spelling.Closest(t.low, []string{"move", "support", "convoy", "hold", "retreat", "disband"})
		if !ok {
			return nil
		}
		if g == "convoy" && ut == dip.Army {
			return nil
		}
		word, guess = t.text, i18n.Plain(strings.ToUpper(g))
		order = strings.TrimSpace(unit + " " + g + " " + p.written(p.i+1, len(p.toks)))
	default:
		return nil
	}
	if _, err := parseOrder(p.names, order, false); err != nil {
		return nil
	}
	return errUnknownVerb(unit, rest, word, guess, order)
}

// hanWordBeforePlace cuts a run of Han characters that holds no order
// word into the word a player wrote for one and the place after it
// ("移往布根第": "移往", "布根第"); a run with no place at its end is the
// word alone.
func (p *parser) hanWordBeforePlace(run string) (word, place string) {
	rs := []rune(run)
	for k := 1; k < len(rs); k++ {
		if _, err := p.names.Resolve(string(rs[k:])); err == nil {
			return string(rs[:k]), string(rs[k:])
		}
	}
	return run, ""
}

// maxOrderTokens is more tokens than any one order needs
// ("A Mun S Austrian A Mid-Atlantic Ocean - St. Petersburg north coast").
const maxOrderTokens = 24

// bullet reports whether t is a list bullet standing apart before an
// order: "-" (what an HTML list item reads as in mail), "*" (markdown),
// "•" or "·". It counts only before a word that starts an order (a unit
// type, build, remove, disband, waive): "- Bur" on its own line is the
// end of an order wrapped over two lines.
func bullet(t, next token) bool {
	switch t.text {
	case "-", "*", "•", "·":
	default:
		return false
	}
	switch next.kw {
	case kwArmy, kwFleet, kwBuild, kwRemove, kwR, kwDisband, kwWaive:
		return !t.tight
	}
	return false
}

// numbering reports whether w is a list number such as "1", "1." or "2)".
func numbering(w string) bool {
	w = strings.TrimRight(w, ".)")
	if r, n := utf8.DecodeRuneInString(w); n > 0 && n == len(w) && circledNumber(r) {
		return true // "① A Par - Bur", as a word processor numbers a list
	}
	if w != "" && utf8.RuneCountInString(w) <= 3 && !strings.ContainsFunc(w, func(r rune) bool { return !strings.ContainsRune("一二三四五六七八九十", r) }) {
		return true // "一、陆军 巴黎 - 布根第": a Chinese list's numbers (the 、 is read as a space)
	}
	return w != "" && !strings.ContainsFunc(w, func(r rune) bool { return r < '0' || r > '9' })
}

// circledNumber reports the list numbers word processors and phones write
// as one character: ① ⑴ ⒈ ❶ ➀ ➊.
func circledNumber(r rune) bool {
	return r >= 0x2460 && r <= 0x249B || r >= 0x2776 && r <= 0x2793
}

// gluedNumbering splits a number from the word typed against it ("1.A",
// "2)F"): the word, and whether there was such a number.
func gluedNumbering(w string) (string, bool) {
	i := strings.IndexFunc(w, func(r rune) bool { return r < '0' || r > '9' })
	if i <= 0 || i+1 >= len(w) || (w[i] != '.' && w[i] != ')') {
		return "", false
	}
	rest := w[i+1:]
	if rest[0] >= '0' && rest[0] <= '9' || rest[0] == '.' || rest[0] == ')' {
		return "", false // "1.5", "1.)": no word follows
	}
	return rest, true
}
