package diplomacy

import (
	"errors"
	"sort"
	"strings"
	"unicode"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/orders"
	"adjutant/games/diplomacy/render"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// Edit applies the game master's changes to the board between phases, one
// line each, in order, each checked against the board as the lines before
// it left it:
//
//	add France A Par        add England F stp/nc     remove Par
//	owner Par France        owner Par none
//	增加 法國 陸軍 巴黎      移除 巴黎                擁有 巴黎 法國 / 拥有 巴黎 无
//
// Refused lines change nothing and come back as problems; the others are
// applied and echoed in canonical form ("add France A par"). A unit may not
// join another in its province, an army may not stand at sea nor a fleet
// inland, a fleet in a split-coast province needs its coast, and only supply
// centres have owners. An army's coast is dropped, as in orders (DATC
// 6.B.12). The receiver is not changed; the edited game is returned.
func (g *game) Edit(lines []games.Line, lang i18n.Lang) (games.Game, games.SubmitResult) {
	next := &game{eng: g.eng, set: g.set, v: g.v, joined: g.joined, pos: g.pos.Clone(), end: g.end}
	// Unlike the other engines' edits this one is not all or nothing, so
	// it keeps its lines on the shared path itself (checked.Lines) rather
	// than through checked.Edit.
	var c checked.Lines
	for _, l := range lines {
		canon, msg := next.editLine(l.Text)
		c.Add(l, canon, msg)
	}
	return next, c.Result("", word("edit", "none").In(lang))
}

// editLine applies one line to g (which Edit owns) and returns its
// canonical form, or why it was refused.
func (g *game) editLine(text string) (string, *i18n.Text) {
	refuse := func(t i18n.Text) (string, *i18n.Text) { return "", &t }
	if g.end != nil {
		return refuse(word("edit", "over"))
	}
	verb, rest := splitVerb(strings.TrimSpace(text))
	switch verb {
	case "add":
		return g.editAdd(rest)
	case "remove":
		prov, msg := g.editPlace(rest)
		if msg != nil {
			return "", msg
		}
		switch {
		case hasUnit(g.pos.Units, prov):
			delete(g.pos.Units, prov)
		case hasDislodged(g.pos.Dislodged, prov):
			delete(g.pos.Dislodged, prov)
		default:
			return refuse(fillText(word("edit", "no-unit"), render.PlaceName(g.eng.names, prov)))
		}
		return "remove " + string(prov), nil
	case "owner":
		return g.editOwner(rest)
	}
	return refuse(word("edit", "unknown"))
}

// splitVerb finds the edit verb at the start of a line, in English (a word)
// or Chinese (which may be written without a space after it).
func splitVerb(s string) (string, string) {
	for _, v := range []struct{ word, verb string }{
		{"增加", "add"}, {"移除", "remove"}, {"擁有", "owner"}, {"拥有", "owner"},
	} {
		if strings.HasPrefix(s, v.word) {
			return v.verb, strings.TrimSpace(strings.TrimPrefix(s, v.word))
		}
	}
	word, rest, _ := strings.Cut(s, " ")
	switch strings.ToLower(word) {
	case "add":
		return "add", strings.TrimSpace(rest)
	case "remove":
		return "remove", strings.TrimSpace(rest)
	case "owner":
		return "owner", strings.TrimSpace(rest)
	}
	return "", s
}

func (g *game) editAdd(rest string) (string, *i18n.Text) {
	refuse := func(t i18n.Text) (string, *i18n.Text) { return "", &t }
	power, rest, ok := cutPower(rest, false)
	if !ok || power == "" {
		return refuse(word("edit", "power"))
	}
	t, rest, ok := cutUnitType(rest)
	if !ok {
		return refuse(word("edit", "type"))
	}
	loc, err := g.eng.names.Resolve(rest)
	var ce *dipmap.CoastError
	if err != nil && t == dip.Army && errors.As(err, &ce) {
		loc, err = dip.At(ce.Prov), nil
	}
	if err != nil {
		return refuse(placeProblem(rest, err))
	}
	if t == dip.Army {
		loc.Coast = dip.NoCoast
	}
	if g.pos.Absent[power] {
		return refuse(fillText(word("edit", "absent"), render.PowerName(power)))
	}
	u := dip.Unit{Type: t, Power: power, At: loc}
	if code := placementFault(g.board(), u); code != placementOK {
		return refuse(code.Text())
	}
	if hasUnit(g.pos.Units, loc.Prov) {
		return refuse(fillText(word("edit", "occupied"), render.PlaceName(g.eng.names, loc.Prov)))
	}
	g.pos.Units[loc.Prov] = u
	return "add " + string(power) + " " + t.Letter() + " " + loc.String(), nil
}

func (g *game) editOwner(rest string) (string, *i18n.Text) {
	refuse := func(t i18n.Text) (string, *i18n.Text) { return "", &t }
	power, place, ok := cutPower(rest, true)
	if !ok {
		return refuse(word("edit", "owner"))
	}
	prov, msg := g.editPlace(place)
	if msg != nil {
		return "", msg
	}
	if info := g.eng.base.Province(prov); !info.SupplyCenter {
		return refuse(fillText(word("edit", "not-sc"), render.PlaceName(g.eng.names, prov)))
	}
	if power == "" {
		delete(g.pos.Owners, prov)
		return "owner " + string(prov) + " none", nil
	}
	if g.pos.Absent[power] {
		return refuse(fillText(word("edit", "absent"), render.PowerName(power)))
	}
	g.pos.Owners[prov] = power
	return "owner " + string(prov) + " " + string(power), nil
}

// editPlace reads a province; a coast written with it does not matter.
func (g *game) editPlace(s string) (dip.Province, *i18n.Text) {
	loc, err := g.eng.names.Resolve(s)
	var ce *dipmap.CoastError
	if err != nil && errors.As(err, &ce) {
		return ce.Prov, nil
	}
	if err != nil {
		t := placeProblem(s, err)
		return "", &t
	}
	return loc.Prov, nil
}

func placeProblem(input string, err error) i18n.Text {
	if strings.TrimSpace(input) == "" {
		return i18n.Text{EN: "name a place", Hant: "請寫明地區", Hans: "请写明地区"}
	}
	return i18n.Text{EN: err.Error(), Hant: "無法辨認地名：" + input, Hans: "无法辨认地名：" + input}
}

// powerWord is a name a referee may use for a power; power "" stands for
// no owner.
type powerWord struct {
	word  string
	power dip.Power
}

func powerWords(withNone bool) []powerWord {
	var out []powerWord
	for _, p := range dip.AllPowers() {
		n := render.PowerName(p)
		out = append(out, powerWord{n.EN, p}, powerWord{n.Hant, p}, powerWord{n.Hans, p})
		// Every other name the orders read: 義大利, 奧匈, English …
		for _, w := range orders.PowerNames(p) {
			out = append(out, powerWord{w, p})
		}
	}
	if withNone {
		for _, w := range []string{"none", "nobody", "neutral", "無", "无", "中立"} {
			out = append(out, powerWord{w, ""})
		}
	}
	// The longest name first, so that 奧匈帝國 is not read as 奧匈 and a
	// stray 帝國.
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].word) > len(out[j].word) })
	return out
}

// cutPower takes a power's name from the start of s (or, atEnd, from its
// end), ignoring case, and returns the rest. An English name must stand as
// a word; a Chinese one may touch the next word, as Chinese is written.
func cutPower(s string, atEnd bool) (dip.Power, string, bool) {
	for _, pw := range powerWords(atEnd) {
		w := pw.word
		if len(s) < len(w) {
			continue
		}
		if atEnd {
			rest := s[:len(s)-len(w)]
			if !strings.EqualFold(s[len(s)-len(w):], w) ||
				(isASCIIWord(w) && rest != "" && !strings.HasSuffix(rest, " ")) {
				continue
			}
			return pw.power, strings.TrimSpace(rest), true
		}
		rest := s[len(w):]
		if !strings.EqualFold(s[:len(w)], w) ||
			(isASCIIWord(w) && rest != "" && !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, ":")) {
			continue
		}
		return pw.power, strings.TrimSpace(strings.TrimPrefix(rest, ":")), true
	}
	return "", s, false
}

func cutUnitType(s string) (dip.UnitType, string, bool) {
	for _, w := range []struct {
		word string
		t    dip.UnitType
	}{{"陸軍", dip.Army}, {"陆军", dip.Army}, {"艦隊", dip.Fleet}, {"舰队", dip.Fleet}} {
		if strings.HasPrefix(s, w.word) {
			return w.t, strings.TrimSpace(strings.TrimPrefix(s, w.word)), true
		}
	}
	word, rest, _ := strings.Cut(s, " ")
	switch strings.ToLower(word) {
	case "a", "army":
		return dip.Army, strings.TrimSpace(rest), true
	case "f", "fleet":
		return dip.Fleet, strings.TrimSpace(rest), true
	}
	return dip.NoUnit, s, false
}

func isASCIIWord(s string) bool {
	for _, r := range s {
		if r > unicode.MaxASCII {
			return false
		}
	}
	return true
}

func hasUnit(m map[dip.Province]dip.Unit, p dip.Province) bool {
	_, ok := m[p]
	return ok
}

func hasDislodged(m map[dip.Province]dip.Dislodged, p dip.Province) bool {
	_, ok := m[p]
	return ok
}
