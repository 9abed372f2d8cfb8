package marengo

import (
	"slices"
	"strconv"
	"strings"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// answer reads a standing answer after its verb.
func (r *reader) answer(verb string) (plan.Entry[Answer], *lineErr) {
	kind := strings.ToLower(verb)
	e := plan.Entry[Answer]{Kind: kind}
	switch w := r.peek(); {
	case w == "*" || keyword(w) == "ALL" && kind != askBlock:
		e.Subject = plan.Any
		r.take()
	case w == "":
		return e, bad("%s needs a subject (an area, or * for every one) and an answer", "%s 需要對象（區域，或 * 代表全部）與答覆", "%s 需要对象（区域，或 * 代表全部）与答复", verb)
	default:
		a, err := r.area()
		if err != nil {
			return e, err
		}
		e.Subject = a
	}
	words := func(ok ...string) *lineErr {
		k := keyword(r.peek())
		if !slices.Contains(ok, k) {
			return bad("%s takes %s here", "%s 這裡請寫 %s", "%s 这里请写 %s", wordText(verb), wordList(ok))
		}
		e.Answer.Word = k
		r.take()
		return nil
	}
	var err *lineErr
	switch kind {
	case askBlock, askFront, askPursue:
		first := []string{"NONE", "ALL"}
		if kind == askFront {
			first = []string{"NONE", "BEST"}
		}
		if kind == askPursue {
			first = []string{"YES", "NO"}
		}
		if r.idLike(r.peek()) {
			e.Answer.IDs, err = r.ids()
		} else {
			err = words(first...)
			if err != nil {
				err = bad("%s takes %s, or the blocks by id", "%s 請寫 %s，或部隊編號", "%s 请写 %s，或部队编号", wordText(verb), wordList(first))
			}
		}
	case askCounter, askAdvance:
		err = words("YES", "NO")
	case askHit, askLoss:
		err = words("STRONGEST", "WEAKEST")
	case askRetreat:
		if keyword(r.peek()) == "ROOM" {
			e.Answer.Word = "ROOM"
			r.take()
			break
		}
		for err == nil && len(r.w) > 0 {
			var a string
			if a, err = r.area(); err == nil {
				if slices.Contains(e.Answer.Areas, a) {
					err = bad("%s is named twice", "%s 寫了兩次", "%s 写了两次", a)
				}
				e.Answer.Areas = append(e.Answer.Areas, a)
			}
		}
		if err == nil && len(e.Answer.Areas) == 0 {
			err = bad("RETREAT takes ROOM (the areas with most room first) or the areas to retreat to, in order", "撤退 請寫 空間（空位最多者優先）或依序寫撤退的區域", "撤退 请写 空间（空位最多者优先）或依序写撤退的区域")
		}
	}
	if err != nil {
		return e, err
	}
	if len(r.w) > 0 {
		return e, bad("%q is more than %s takes", "「%s」超出了 %s 的寫法", "“%s”超出了 %s 的写法", strings.Join(r.w, " "), wordText(verb))
	}
	e.Text = answerText(kind, e.Subject, e.Answer)
	return e, nil
}

// clear reads what FORGET drops: a kind of standing answer, or ALL.
func (r *reader) clear() (string, *lineErr) {
	w := r.take()
	if keyword(w) == "ALL" && len(r.w) == 0 {
		return "", nil
	}
	if v, ok := verbWord(w); ok && len(r.w) == 0 {
		switch k := strings.ToLower(v); k {
		case askBlock, askCounter, askFront, askPursue, askRetreat, askAdvance, askHit, askLoss:
			return k, nil
		}
	}
	return "", bad("FORGET takes one kind of standing answer (BLOCK, COUNTERFIRE, FRONT, PURSUE, RETREAT, ADVANCE, HIT, LOSS) or ALL", "刪除 請寫一種常備答覆（防堵、反擊、第一線、追擊、撤退、前進、打擊、損失）或 全部", "删除 请写一种常备答复（防堵、反击、第一线、追击、撤退、前进、打击、损失）或 全部")
}

// lookupArea finds an area by key, by reference-map number or by name in
// any language.
func (sc *Scenario) lookupArea(w string) (string, bool) {
	if w == "" {
		return "", false
	}
	if _, ok := sc.area[strings.ToUpper(w)]; ok {
		return strings.ToUpper(w), true
	}
	if n, err := strconv.Atoi(w); err == nil && n > 0 {
		k, ok := sc.number[n]
		return k, ok
	}
	for _, a := range sc.Areas {
		for _, n := range []string{a.Name.EN, a.Name.Hant, a.Name.Hans} {
			if strings.EqualFold(strings.ReplaceAll(n, " ", ""), w) {
				return a.Key, true
			}
		}
	}
	return "", false
}

func (sc *Scenario) areaKeys() string {
	var ks []string
	for _, a := range sc.Areas {
		ks = append(ks, a.Key)
	}
	return strings.Join(ks, " ")
}

func (sc *Scenario) firstNeighbour(area string) string {
	if ns := sc.Neighbours(area); len(ns) > 0 {
		return ns[0]
	}
	return "XXX"
}

// wordList lists keywords: "NONE, ALL" in English, "NONE、ALL" in Chinese.
func wordList(ws []string) i18n.Text {
	var t i18n.Text
	for i, w := range ws {
		if i > 0 {
			t = i18n.Join(t, i18n.T(", ", "、", "、"))
		}
		t = i18n.Join(t, wordText(w))
	}
	return t
}
