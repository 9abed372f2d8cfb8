package gettysburg

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// The rules leave a retreat's path to the retreating unit's owner (R1:
// three hexes, each farther from the enemy; R2: it may stop on a
// defensive second hex). A retreat happens in the middle of the enemy's
// action, so the owner answers in advance: a RETREAT line is a standing
// answer, kept for the rest of the turn, for one unit or for ALL.

// retreatKind is the kind of the RETREAT answers in a side's book; the
// subject is a unit code, or plan.Any for ALL.
const retreatKind = "retreat"

// retreatAnswer is how a side wants a unit to retreat. The zero value
// ranks the paths as the engine does alone; None also overrides a line
// for ALL.
type retreatAnswer struct {
	Stop   bool `json:"stop,omitempty"` // stop on a defensive second hex when one can be reached
	Full   bool `json:"full,omitempty"` // go the full three hexes
	To     Hex  `json:"to"`             // end the retreat on this hex
	Toward Hex  `json:"toward"`         // end as near this hex as the retreat allows
	HQ     bool `json:"hq,omitempty"`   // end as near the own HQ as the retreat allows
	None   bool `json:"none,omitempty"` // the engine's choice, even when ALL says otherwise
	// Sent is the stage whose plan had the line, so that a note on it in
	// a later phase names the plan its line number belongs to.
	Sent Stage `json:"sent,omitempty"`
}

// The words of a RETREAT line after its subject, in every language
// (the line's own word is in keywords).
var (
	stopWords       = map[string]bool{"STOP": true, "停": true, "停下": true, "停止": true}
	fullWords       = map[string]bool{"FULL": true, "三格": true, "走完": true}
	towardWords     = map[string]bool{"TOWARD": true, "TOWARDS": true, "向": true, "朝": true}
	defaultWords    = map[string]bool{"DEFAULT": true, "預設": true, "预设": true, "默認": true, "默认": true}
	retreatWordSets = []map[string]bool{stopWords, fullWords, towardWords, defaultWords}
)

// retreatWord is a word a RETREAT line may hold after its subject.
func retreatWord(w string) bool {
	for _, m := range retreatWordSets {
		if m[w] {
			return true
		}
	}
	return false
}

// readRetreat: RETREAT UNIT|ALL [STOP|FULL] [HEX | TOWARD HEX|HQ], or
// RETREAT UNIT|ALL NONE.
func readRetreat(r lineReader, it *Item, args []string) *games.Problem {
	if w := args[0]; w == "*" || allWords[w] {
		it.All = true
	} else {
		var p *games.Problem
		if it.Unit, p = r.own(w); p != nil && allDigits(w) {
			// The subject left out: the hex came first.
			first := ""
			for _, un := range r.sc.Units {
				if un.Side == r.side && first == "" {
					first = un.Code
				}
			}
			t := i18n.T("RETREAT names a unit of yours or ALL before the hex (RETREAT %s %s); your units: %s", "退路 要在六角格之前寫您的部隊或 全部（退路 %s %s）；您的部隊：%s",
				"退路 要在六角格之前写您的部队或 全部（退路 %s %s）；您的部队：%s", first, w, r.codes(r.side))
			return r.problem(t.EN, t.Hant, t.Hans)
		}
		if p != nil {
			return p
		}
	}
	subject := [3]string{"ALL", "全部", "全部"}
	if !it.All {
		c := r.sc.Units[it.Unit].Code
		subject = [3]string{c, c, c}
	}
	a, p := r.retreatPrefs(subject, args[1:])
	if p != nil {
		return p
	}
	if it.All && !a.To.IsZero() {
		return r.problem("a hex to end on is named for one unit (RETREAT HE 1206); for ALL write TOWARD before the hex",
			"結束的六角格只可為單一部隊指定（退路 HE 1206）；寫 全部 時，請在六角格前加上 向", "结束的六角格只可为单一部队指定（退路 HE 1206）；写 全部 时，请在六角格前加上 向")
	}
	it.Retreat = &a
	return nil
}

// retreatPrefs reads the words after a RETREAT line's subject (its
// code, or ALL in each language, for a refusal that gives the line).
func (r lineReader) retreatPrefs(subject [3]string, ws []string) (retreatAnswer, *games.Problem) {
	var a retreatAnswer
	bad := func(en, hant, hans string) (retreatAnswer, *games.Problem) {
		u := usageText(ItemRetreat)
		return a, r.problem(en+": "+u.EN, hant+"："+u.Hant, hans+"："+u.Hans)
	}
	if len(ws) == 0 {
		return bad("RETREAT names how the unit retreats", "退路 要寫出如何撤退", "退路 要写出如何撤退")
	}
	if len(ws) == 1 && (noneWords[ws[0]] || defaultWords[ws[0]]) {
		a.None = true
		return a, nil
	}
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		switch {
		case noneWords[w] || defaultWords[w]:
			return bad("NONE stands alone after the unit", "不用 只可單獨寫在部隊之後", "不用 只可单独写在部队之后")
		case stopWords[w] && a.Stop:
			return bad("STOP is written twice", "停 寫了兩次", "停 写了两次")
		case fullWords[w] && a.Full:
			return bad("FULL is written twice", "三格 寫了兩次", "三格 写了两次")
		case keywords[w] == ItemHQ:
			// The HQ is no hex to end on: HQ alone means TOWARD HQ.
			return a, r.problem(fmt.Sprintf("HQ goes after TOWARD: RETREAT %s TOWARD HQ", subject[0]),
				fmt.Sprintf("指揮部 要寫在 向 之後：退路 %s 向 指揮部", subject[1]), fmt.Sprintf("指挥部 要写在 向 之后：退路 %s 向 指挥部", subject[2]))
		case stopWords[w] || fullWords[w]:
			if a.Stop || a.Full {
				return bad("STOP and FULL: write one of them", "停 與 三格 只可寫其一", "停 与 三格 只可写其一")
			}
			a.Stop, a.Full = stopWords[w], fullWords[w]
		case towardWords[w]:
			if i+1 == len(ws) {
				return bad("TOWARD takes a hex or HQ", "向 之後要寫六角格或 指揮部", "向 之后要写六角格或 指挥部")
			}
			if !a.To.IsZero() || !a.Toward.IsZero() || a.HQ {
				return bad("either a hex to end on or TOWARD, not both", "結束的六角格與 向 只可寫其一", "结束的六角格与 向 只可写其一")
			}
			i++
			if keywords[ws[i]] == ItemHQ {
				a.HQ = true
				continue
			}
			h, p := r.oneRetreatHex(ws[i])
			if p != nil {
				return a, p
			}
			a.Toward = h
		default:
			if !a.To.IsZero() {
				return bad("a retreat ends on one hex", "撤退只能在一個六角格結束", "撤退只能在一个六角格结束")
			}
			if !a.Toward.IsZero() || a.HQ {
				return bad("either a hex to end on or TOWARD, not both", "結束的六角格與 向 只可寫其一", "结束的六角格与 向 只可写其一")
			}
			h, p := r.oneRetreatHex(w)
			if p != nil {
				return a, p
			}
			a.To = h
		}
	}
	return a, nil
}

// oneRetreatHex reads the one hex a RETREAT line names; a word that is
// not hex-like is named as a word the line does not take.
func (r lineReader) oneRetreatHex(w string) (Hex, *games.Problem) {
	hs, p := r.hexes([]string{w})
	if p != nil && !allDigits(w) {
		u := usageText(ItemRetreat)
		return Hex{}, r.problem(fmt.Sprintf("%q is not a word of a RETREAT line nor a hex: %s", w, u.EN),
			fmt.Sprintf("「%s」不是 退路 一行的用字，也不是六角格：%s", w, u.Hant), fmt.Sprintf("“%s”不是 退路 一行的用字，也不是六角格：%s", w, u.Hans))
	}
	if p != nil {
		return Hex{}, p
	}
	if len(hs) != 1 {
		return Hex{}, oneHex(r, ItemRetreat)
	}
	return hs[0], nil
}

// retreatCanonical writes a RETREAT line's answer the way the engine
// stores it.
func retreatCanonical(subject string, a retreatAnswer) string {
	w := []string{"RETREAT", subject}
	switch {
	case a.None:
		return strings.Join(append(w, "NONE"), " ")
	case a.Stop:
		w = append(w, "STOP")
	case a.Full:
		w = append(w, "FULL")
	}
	switch {
	case !a.To.IsZero():
		w = append(w, a.To.String())
	case !a.Toward.IsZero():
		w = append(w, "TOWARD", a.Toward.String())
	case a.HQ:
		w = append(w, "TOWARD", "HQ")
	}
	return strings.Join(w, " ")
}

// subject is the book's subject of a RETREAT line: the unit's code, or
// plan.Any for ALL.
func (it Item) subject(sc *Scenario) string {
	if it.All {
		return plan.Any
	}
	return sc.Units[it.Unit].Code
}

// answerRetreat records a RETREAT line in side's book, replacing an
// earlier one for the same subject.
func (s *State) answerRetreat(side Side, it Item) {
	a := *it.Retreat
	a.Sent = s.Stage
	s.Retreats[side].Set(plan.Entry[retreatAnswer]{Kind: retreatKind, Subject: it.subject(s.sc), Answer: a, Line: it.Line, Text: it.canonical(s.sc)})
}

// retreatLineText names a RETREAT answer's line for a note in stage now:
// its text, with its line number, and the plan it came from when that
// was another phase's (a line kept from an earlier mail by ADD has no
// number).
func retreatLineText(e plan.Entry[retreatAnswer], now Stage) i18n.Text {
	switch {
	case e.Line == 0:
		return i18n.Plain(e.Text)
	case e.Answer.Sent != "" && e.Answer.Sent != now:
		st := stageText(e.Answer.Sent)
		return i18n.Text{
			EN:   fmt.Sprintf("%s (line %d of your plan for %s)", e.Text, e.Line, st.EN),
			Hant: fmt.Sprintf("%s（%s計劃第 %d 行）", e.Text, st.Hant, e.Line),
			Hans: fmt.Sprintf("%s（%s计划第 %d 行）", e.Text, st.Hans, e.Line),
		}
	}
	return i18n.T("%s (line %d)", "%s（第 %d 行）", "%s（第 %d 行）", e.Text, e.Line)
}

// retreatAnswer is the standing answer for u's retreat: the line for u,
// else the line for ALL. NONE counts as no answer.
func (s *State) retreatAnswer(u int) (plan.Entry[retreatAnswer], bool) {
	code := s.sc.Units[u].Code
	var found *plan.Entry[retreatAnswer]
	for i, e := range s.Retreats[s.side(u)].Entries {
		if e.Kind != retreatKind {
			continue
		}
		if e.Subject == code {
			found = &s.Retreats[s.side(u)].Entries[i]
			break
		}
		if e.Subject == plan.Any {
			found = &s.Retreats[s.side(u)].Entries[i]
		}
	}
	if found == nil || found.Answer.None {
		return plan.Entry[retreatAnswer]{}, false
	}
	return *found, true
}

// chooseRetreat picks u's retreat among the legal paths: as its owner's
// standing answer asks when a legal path meets it, else the engine's own
// choice, and then the owner alone reads which line could not be followed
// and why (the path itself is public).
func (s *State) chooseRetreat(u int, paths [][]Hex, l *log) []Hex {
	e, ok := s.retreatAnswer(u)
	if !ok {
		return s.bestRetreat(u, paths)
	}
	fits, why := s.retreatsThatFit(u, paths, e.Answer)
	if len(fits) == 0 {
		head := i18n.Join(i18n.T("Your standing answer ", "您的常設答覆 ", "您的常设答复 "), retreatLineText(e, s.Stage),
			i18n.T(" could not be followed: ", "無法照辦：", "无法照办："))
		l.addFor(s.side(u), i18n.Join(head, why, i18n.T("; the judge chose the path.", "；由裁判選擇路線。", "；由裁判选择路线。")), nil)
		return s.bestRetreat(u, paths)
	}
	return s.rankRetreats(u, fits, e.Answer)[0]
}

// retreatsThatFit keeps the paths that meet the answer's hard demands
// (FULL: three hexes; a hex: ending there), or says why none does.
func (s *State) retreatsThatFit(u int, paths [][]Hex, a retreatAnswer) ([][]Hex, i18n.Text) {
	code := s.sc.Units[u].Code
	var fits [][]Hex
	for _, p := range paths {
		if (!a.Full || len(p) == 3) && (a.To.IsZero() || p[len(p)-1] == a.To) {
			fits = append(fits, p)
		}
	}
	if len(fits) > 0 {
		return fits, i18n.Text{}
	}
	var ends []i18n.Text
	seen := map[Hex]bool{}
	for _, p := range paths {
		if end := p[len(p)-1]; !seen[end] && (!a.Full || len(p) == 3) {
			seen[end] = true
			ends = append(ends, i18n.Plain(end.String()))
		}
	}
	sort.Slice(ends, func(i, j int) bool { return ends[i].EN < ends[j].EN })
	if a.Full && len(ends) == 0 {
		return nil, i18n.T("every legal retreat of %s stops on its second hex", "%s 每條合規的撤退路線都在第二格停下", "%s 每条合规的撤退路线都在第二格停下", code)
	}
	return nil, i18n.T("no legal retreat of %s ends on %s (legal ends: %s)", "沒有合規的撤退路線在 %[2]s 結束（%[1]s 可在 %[3]s 結束）",
		"没有合规的撤退路线在 %[2]s 结束（%[1]s 可在 %[3]s 结束）", code, a.To.String(), i18n.ListText(ends))
}
