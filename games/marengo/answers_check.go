package marengo

import (
	"slices"
	"strings"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// checkStandingAnswer refuses a standing answer that the map and the
// side's own blocks rule out for good, so that it is not kept only to be
// passed over in the enemy's turn: a retreat to an area that is not a
// neighbour across a passable border, pursuers that are not cavalry, a
// front line of artillery or of two arms.
func (s *State) checkStandingAnswer(side Side, e plan.Entry[Answer]) *i18n.Text {
	for _, id := range e.Answer.IDs {
		// An eliminated block never comes back: an answer naming it
		// would be passed over whenever it is used.
		if x := s.B.block(id); x != nil && x.Side == side && x.Status == isGone {
			return ptr(txt("%s has been eliminated: name blocks still in play, or answer %s", "%s 已被殲滅：請寫仍在場上的部隊，或答 %s", "%s 已被歼灭：请写仍在场上的部队，或答 %s", id, wordList(answerWords(e.Kind))))
		}
	}
	switch e.Kind {
	case askRetreat:
		if why := s.checkRetreatSends(side, e); why != nil {
			return why
		}
		if e.Subject == "*" {
			return nil
		}
		for _, a := range retreatAreas(e.Answer) {
			ap, ok := s.sc.Approach(e.Subject, a)
			switch {
			case a == e.Subject:
				return ptr(txt("a retreat leaves %s: name the neighbouring areas to retreat to, or ROOM", "撤退須離開 %s：請寫相鄰的撤退區域，或 空間", "撤退须离开 %s：请写相邻的撤退区域，或 空间", a))
			case !ok:
				return ptr(txt("%s does not border %s: a retreat goes to a neighbouring area (%s), or write ROOM", "%s 與 %s 不相鄰：撤退只能到相鄰區域（%s），或寫 空間", "%s 与 %s 不相邻：撤退只能到相邻区域（%s），或写 空间", a, e.Subject, s.sc.passableNeighbours(e.Subject)))
			case ap.Impassable:
				return ptr(txt("the border %s-%s is impassable: a retreat goes to a neighbouring area across a passable border (%s), or write ROOM", "%s-%s 的邊界不可通行：撤退只能越過可通行的邊界到相鄰區域（%s），或寫 空間", "%s-%s 的边界不可通行：撤退只能越过可通行的边界到相邻区域（%s），或写 空间", e.Subject, a, s.sc.passableNeighbours(e.Subject)))
			}
		}
	case askPursue:
		for _, id := range e.Answer.IDs {
			if x := s.B.block(id); x != nil && x.Side == side && x.Arm != Cavalry {
				return ptr(onlyCavalryPursues(id))
			}
		}
	case askFront:
		var arm Arm
		for i, id := range e.Answer.IDs {
			x := s.B.block(id)
			if x == nil || x.Side != side {
				continue
			}
			switch {
			case x.Arm == Artillery:
				return ptr(txt("%s is artillery: a front line is infantry or cavalry (rule 9.3)", "%s 是砲兵：第一線須是步兵或騎兵（規則 9.3）", "%s 是炮兵：第一线须是步兵或骑兵（规则 9.3）", id))
			case i > 0 && x.Arm != arm:
				return ptr(txt("a front line is all infantry or all cavalry (rule 9.3)", "第一線須全是步兵或全是騎兵（規則 9.3）", "第一线须全是步兵或全是骑兵（规则 9.3）"))
			}
			arm = x.Arm
		}
	}
	return nil
}

// checkRetreatSends refuses a block sent by name that can never go:
// artillery, which a retreat eliminates (rule 10), or a block already
// eliminated.
func (s *State) checkRetreatSends(side Side, e plan.Entry[Answer]) *i18n.Text {
	for _, sd := range e.Answer.Sends {
		x := s.B.block(sd.ID)
		if x == nil || x.Side != side {
			continue
		}
		switch {
		case x.Status == isGone:
			return ptr(txt("%s has been eliminated: send blocks still in play, or leave it out", "%s 已被殲滅：請點名仍在場上的部隊，或刪去它", "%s 已被歼灭：请点名仍在场上的部队，或删去它", sd.ID))
		case x.Arm == Artillery:
			return ptr(txt("%s is artillery, which a retreat eliminates (rule 10): send infantry or cavalry", "%s 是砲兵，撤退時全滅（規則 10）：請點名步兵或騎兵", "%s 是炮兵，撤退时全灭（规则 10）：请点名步兵或骑兵", sd.ID))
		}
	}
	return nil
}

// retreatAreas are the areas a RETREAT answer names: those to fill in
// order, then those its blocks are sent to.
func retreatAreas(a Answer) []string {
	out := slices.Clone(a.Areas)
	for _, sd := range a.Sends {
		out = append(out, sd.Area)
	}
	return out
}

// passableNeighbours lists the areas a block in area may step to: those
// across a border that is not impassable.
func (sc *Scenario) passableNeighbours(area string) i18n.Text {
	var out []i18n.Text
	for _, n := range sc.Neighbours(area) {
		if ap, ok := sc.Approach(area, n); ok && !ap.Impassable {
			out = append(out, plain(n))
		}
	}
	return i18n.ListText(out)
}

// answerWords are the words an answer of kind takes instead of ids.
func answerWords(kind string) []string {
	switch kind {
	case askFront:
		return []string{"BEST", "NONE"}
	case askPursue:
		return []string{"YES", "NO"}
	case askLoss:
		return []string{"STRONGEST", "WEAKEST"}
	}
	return []string{"ALL", "NONE"}
}

// checkBlockAnswer refuses an answer to the blocking question asked now
// that names a block not in that reserve: the assault waits on this
// answer, so the reserve is what it will meet. BLOCK * is not refused:
// it serves later assaults too.
func (s *State) checkBlockAnswer(side Side, e plan.Entry[Answer]) *i18n.Text {
	q := s.Question
	if q == nil || q.Kind != askBlock || q.Seat != side.Seat() || e.Kind != askBlock || e.Subject != q.Subject {
		return nil
	}
	reserve := s.B.at(side, reserveOf(q.Subject))
	for _, id := range e.Answer.IDs {
		if !slices.ContainsFunc(reserve, func(x *Block) bool { return x.ID == id }) {
			return ptr(txt("%s is not in the %s reserve, so it may not block there; the reserve: %s (or ALL, NONE)", "%s 不在 %s 後備，不能在此防堵；後備：%s（或 全部、無）", "%s 不在 %s 后备，不能在此防堵；后备：%s（或 全部、无）",
				id, q.Subject, candidatesText(reserve)))
		}
	}
	return nil
}

// starAnswerNote says, of a FRONT * or BLOCK * line with blocks that
// answers the question asked now (the mail has no line for the
// question's own area), why its blocks may not serve there, as the
// area's own line would be refused. The line stands for later
// questions as written, so it is noted, not refused. (PURSUE *:
// pursueStarNote.)
func (s *State) starAnswerNote(side Side, e plan.Entry[Answer], book []plan.Entry[Answer]) *i18n.Text {
	q := s.Question
	if q == nil || q.Seat != side.Seat() || e.Kind != q.Kind || e.Subject != plan.Any || len(e.Answer.IDs) == 0 {
		return nil
	}
	for _, o := range book {
		if o.Kind == q.Kind && o.Subject == q.Subject {
			return nil
		}
	}
	area := e
	area.Subject = q.Subject
	why := s.checkFrontAnswer(side, area)
	if why == nil {
		why = s.checkBlockAnswer(side, area)
	}
	if why == nil {
		return nil
	}
	verb := wordText(strings.ToUpper(q.Kind))
	return ptr(i18n.Join(txt("this line also answers the question put to you now (%s %s): ", "這一行也回答了現在向您提出的問題（%s %s）：", "这一行也回答了现在向您提出的问题（%s %s）：", verb, q.Subject),
		*why, txt("; for later attacks it stands as written (to answer this one, send %s %s with the blocks)", "；往後仍照此行（要回答這次，請寄 %s %s 加部隊編號）", "；往后仍照此行（要回答这次，请发送 %s %s 加部队编号）", verb, q.Subject)))
}
