package orders

import (
	"errors"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

// longestName is the most tokens a place name can span: "Gulf of Lyon",
// "Mid - Atlantic Ocean", "St. Petersburg north coast".
const longestName = 6

// placeWord reports whether tok can be part of a place name.
func placeWord(t token) bool {
	return t.kind == tWord && (t.kw == kwNone || t.kw == kwFiller)
}

// span returns how many tokens from p.i could form a place name: words,
// and hyphens written tight between two words ("Mid-Atlantic").
func (p *parser) span() int {
	n := 0
	for k := p.i; k < len(p.toks) && n < longestName; k++ {
		t := p.toks[k]
		switch {
		case placeWord(t):
		case t.kind == tDash && t.tight && k+1 < len(p.toks) && placeWord(p.toks[k+1]) && n > 0 && !p.placeAlone(k+1):
			// "Mid-Atlantic" is one name, but "Swe-Den" is a move even
			// though "Sweden" is a name: a hyphen joins words only when
			// the word after it is no place by itself.
		default:
			return n
		}
		n++
	}
	return n
}

// placeAlone reports whether token k names a place by itself.
func (p *parser) placeAlone(k int) bool {
	_, err := p.names.Resolve(p.toks[k].text)
	return err == nil
}

// joined is the text of tokens [p.i, p.i+n) as a name to look up.
func (p *parser) joined(n int) string {
	var b strings.Builder
	for k := p.i; k < p.i+n; k++ {
		t := p.toks[k]
		if k > p.i && t.kind != tDash && p.toks[k-1].kind != tDash && !(t.han && p.toks[k-1].han) {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
	}
	return b.String()
}

// longestPlace finds the longest run of tokens at p.i that names a place,
// without consuming it. It returns the place and the number of tokens, or
// the lookup error for the whole run when no part of it is a place.
func (p *parser) longestPlace() (dip.Loc, int, error) {
	n := p.span()
	if n == 0 {
		return dip.Loc{}, 0, errNotPlace
	}
	var firstErr error
	for k := n; k >= 1; k-- {
		if p.toks[p.i+k-1].kind == tDash {
			continue
		}
		name := p.joined(k)
		l, err := p.names.Resolve(name)
		if err != nil && strings.HasSuffix(name, ".") {
			l, err = p.names.Resolve(strings.TrimSuffix(name, "."))
		}
		if err == nil {
			return l, k, nil
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	// Report on the first word alone when the run as a whole has nothing
	// useful to say: "Pari Bur" is best answered about "Pari".
	var unk *dipmap.UnknownError
	if errors.As(firstErr, &unk) && len(unk.Suggestions) == 0 && n > 1 {
		_, err := p.names.Resolve(p.joined(1))
		return dip.Loc{}, 0, err
	}
	return dip.Loc{}, 0, firstErr
}

// errNotPlace is what longestPlace returns when no word stands at p.i.
var errNotPlace = errors.New("orders: no place name here")

// loc reads a place and its coast. what says what the place is for, for the
// message when it is missing; start is where the order began, to quote it.
func (p *parser) loc(what i18n.Text, start int) (dip.Loc, *ParseError) {
	p.skip(kwFiller)
	if p.done() || !placeWord(p.peek()) {
		return dip.Loc{}, expected(what, p.written(start, p.i))
	}
	l, n, err := p.longestPlace()
	if err != nil {
		return dip.Loc{}, p.placeError(err)
	}
	p.i += n
	c, written, ok, perr := p.coast()
	if perr != nil {
		return dip.Loc{}, perr
	}
	if !ok {
		return l, nil
	}
	withCoast, err := p.names.Resolve(string(l.Prov) + "/" + string(c))
	var ce *dipmap.CoastError
	switch {
	case err == nil:
		return withCoast, nil
	case errors.As(err, &ce) && len(ce.Valid) == 0:
		return dip.Loc{Prov: l.Prov}, nil // a coast on a one-coast province says nothing more
	case errors.As(err, &ce):
		return dip.Loc{}, badCoast(p.names, written, ce)
	}
	return dip.Loc{}, p.placeError(err)
}

// placeError turns a lookup error into words for the player.
func (p *parser) placeError(err error) *ParseError {
	var (
		unk *dipmap.UnknownError
		amb *dipmap.AmbiguousError
		ce  *dipmap.CoastError
	)
	switch {
	case errors.As(err, &unk):
		return unknownPlace(p.names, unk.Input, unk)
	case errors.As(err, &amb):
		return ambiguousPlace(p.names, amb.Input, amb)
	case errors.As(err, &ce):
		return badCoast(p.names, ce.Coast, ce)
	}
	return unknownPlace(p.names, p.written(p.i, p.i+1), nil)
}

// coast reads a coast written after a place: "/nc", "/north coast",
// "(nc)" (brackets are dropped by lex), "nc", "north coast", 北岸.
func (p *parser) coast() (c dip.Coast, written string, ok bool, perr *ParseError) {
	if p.done() {
		return "", "", false, nil
	}
	t := p.peek()
	switch {
	case t.kind == tCoast:
		p.i++
		return t.coast, t.text, true, nil
	case t.kind == tSlash:
		p.i++
		if p.done() {
			return "", "", false, &ParseError{Msg: i18n.T("expected a coast after “/”, such as nc or sc", "「/」之後缺少海岸，例如 nc 或 sc", "“/”之后缺少海岸，例如 nc 或 sc")}
		}
		n := p.peek()
		if n.kind == tCoast {
			p.i++
			return n.coast, n.text, true, nil
		}
		if c, ok := englishCoasts[n.low]; ok && n.kind == tWord {
			p.i++
			p.skipCoastWord()
			return c, n.text, true, nil
		}
		return "", "", false, &ParseError{Msg: i18n.T("“%s” is not a coast: write nc, sc or ec", "「%s」不是海岸：請寫 nc、sc 或 ec", "“%s”不是海岸：请写 nc、sc 或 ec", i18n.Plain(n.text))}
	case t.kind == tWord && (t.low == "nc" || t.low == "sc" || t.low == "ec" || t.low == "n.c." || t.low == "s.c." || t.low == "e.c."):
		p.i++
		p.skipCoastWord()
		return englishCoasts[t.low], t.text, true, nil
	case t.kind == tWord && (t.low == "north" || t.low == "south" || t.low == "east") &&
		p.i+1 < len(p.toks) && p.toks[p.i+1].kind == tWord && p.toks[p.i+1].low == "coast":
		p.i += 2
		return englishCoasts[t.low], t.text + " coast", true, nil
	}
	return "", "", false, nil
}

// skipCoastWord consumes the word "coast" after "north" or "nc".
func (p *parser) skipCoastWord() {
	if !p.done() && p.peek().kind == tWord && p.peek().low == "coast" {
		p.i++
	}
}
