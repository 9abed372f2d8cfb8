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
	case askHit:
		err = words("STRONGEST", "WEAKEST")
	case askLoss:
		err = r.lossAnswer(&e.Answer)
	case askRetreat:
		err = r.retreatAnswer(e.Subject, &e.Answer)
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

// lossAnswer reads a LOSS answer: STRONGEST or WEAKEST, or the side's
// own blocks in the order they take losses, with or without the
// preference for the blocks not named (either side of the ids).
func (r *reader) lossAnswer(a *Answer) *lineErr {
	for len(r.w) > 0 {
		w := r.peek()
		switch k := keyword(w); {
		case k == "STRONGEST" || k == "WEAKEST":
			if a.Word != "" {
				return bad("LOSS takes one preference (STRONGEST or WEAKEST) for the blocks not named, not two", "損失 只能寫一種偏好（最強或最弱）給未點名的部隊，不能寫兩種", "损失 只能写一种偏好（最强或最弱）给未点名的部队，不能写两种")
			}
			a.Word = k
			r.take()
		case r.idLike(w):
			id, err := r.id()
			if err != nil {
				return err
			}
			if slices.Contains(a.IDs, id) {
				return bad("%s is named twice", "%s 寫了兩次", "%s 写了两次", id)
			}
			a.IDs = append(a.IDs, id)
		default:
			return r.lossWants(w)
		}
	}
	if a.Word == "" && len(a.IDs) == 0 {
		return r.lossWants("")
	}
	return nil
}

func (r *reader) lossWants(w string) *lineErr {
	c := r.side.Code()
	t := bad("LOSS takes STRONGEST or WEAKEST, or your blocks by id in the order they take losses (then STRONGEST or WEAKEST for the rest), such as LOSS * %[1]s07 %[1]s03 WEAKEST",
		"損失 請寫 最強 或 最弱，或依承受損失的順序寫您的部隊編號（其餘部隊再寫 最強 或 最弱），例如 損失 * %[1]s07 %[1]s03 最弱",
		"损失 请写 最强 或 最弱，或依承受损失的顺序写您的部队编号（其余部队再写 最强 或 最弱），例如 损失 * %[1]s07 %[1]s03 最弱", c)
	if w != "" {
		t.Msg = i18n.Join(txt("%q is not read here: ", "此處無法讀取「%s」：", "此处无法读取“%s”：", w), t.Msg)
	}
	return t
}

// retreatAnswer reads a RETREAT answer: ROOM or the areas to fill in
// order (or neither: ROOM), then any blocks sent by name, "A03 TO FON"
// (TO may be left out).
func (r *reader) retreatAnswer(subject string, a *Answer) *lineErr {
	if keyword(r.peek()) == "ROOM" {
		a.Word = "ROOM"
		r.take()
	}
	for a.Word == "" && len(r.w) > 0 && !r.idLike(r.peek()) {
		d, err := r.area()
		if err != nil {
			return err
		}
		if slices.Contains(a.Areas, d) {
			return bad("%s is named twice", "%s 寫了兩次", "%s 写了两次", d)
		}
		a.Areas = append(a.Areas, d)
	}
	for len(r.w) > 0 {
		w := r.peek()
		if _, isArea := r.sc.lookupArea(w); isArea || keyword(w) == "ROOM" {
			return bad("%s comes too late: write ROOM or the areas to fill in order first, then each block sent by name (RETREAT MAR FON %s TO SPI)", "%s 寫得太後面：請先寫 空間 或依序寫區域，再寫點名撤退的部隊（撤退 MAR FON %s 到 SPI）", "%s 写得太后面：请先写 空间 或依序写区域，再写点名撤退的部队（撤退 MAR FON %s 到 SPI）", w, r.example())
		}
		id, err := r.id()
		if err != nil {
			return err
		}
		if slices.ContainsFunc(a.Sends, func(s Send) bool { return s.ID == id }) {
			return bad("%s is sent twice: a block retreats to one area", "%s 寫了兩次：一隻部隊只能撤到一個區域", "%s 写了两次：一只部队只能撤到一个区域", id)
		}
		if keyword(r.peek()) == "TO" {
			r.take()
		}
		if len(r.w) == 0 {
			to := r.sc.Areas[0].Key
			if subject != plan.Any {
				to = r.sc.firstNeighbour(subject)
			}
			return bad("%s is sent nowhere: write the area after it (%s TO %s)", "%s 沒有寫去處：請在後面寫區域（%s 到 %s）", "%s 没有写去处：请在后面写区域（%s 到 %s）", id, id, to)
		}
		d, err := r.area()
		if err != nil {
			return err
		}
		a.Sends = append(a.Sends, Send{ID: id, Area: d})
	}
	if a.Word == "" && len(a.Areas) == 0 && len(a.Sends) == 0 {
		return bad("RETREAT takes ROOM (the areas with most room first) or the areas to retreat to, in order, and then any block sent by name (%[1]s TO FON)", "撤退 請寫 空間（空位最多者優先）或依序寫撤退的區域，再寫點名撤退的部隊（%[1]s 到 FON）", "撤退 请写 空间（空位最多者优先）或依序写撤退的区域，再写点名撤退的部队（%[1]s 到 FON）", r.example())
	}
	return nil
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
