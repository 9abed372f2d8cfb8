package marengo

import (
	"slices"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// A front line named by id (rule 9.3) may hold only blocks of the
// battlefield, infantry or cavalry of one arm, no cavalry behind an
// approach that obstructs cavalry, up to the approach's width. The
// helpers here say which named blocks may not, and why, so that the
// answer to a front-line question is checked when it is sent and a
// standing answer that names none that may is not read as "no front
// line" (the defender meant one).

// frontMay says whether x may stand in a front line on bf at all.
func frontMay(x *Block, bf *Approach) bool {
	return x.Arm == Infantry || (x.Arm == Cavalry && !bf.Obstacle)
}

// frontRefusal says why the block named id may not stand in the front
// line on bf, given the blocks defending it and the line chosen from the
// answer (nil: it stands in it, or only the width or arm left it out).
func frontRefusal(id string, defenders []*Block, bf *Approach) *i18n.Text {
	i := slices.IndexFunc(defenders, func(x *Block) bool { return x.ID == id })
	if i < 0 {
		return ptr(txt("%s does not stand on %s", "%s 不在 %s", "%s 不在 %s", id, bf.Place().String()))
	}
	x := defenders[i]
	who := i18n.Join(plain(x.ID+" "), x.Face().Text())
	switch {
	case x.Arm == Artillery:
		return ptr(txt("%s is artillery", "%s 是砲兵", "%s 是炮兵", who))
	case !frontMay(x, bf):
		return ptr(txt("%s is cavalry, and %s obstructs cavalry", "%s 是騎兵，而 %s 阻撓騎兵", "%s 是骑兵，而 %s 阻挠骑兵", who, bf.Place().String()))
	}
	return nil
}

// frontCandidates lists the defenders that may stand in front on bf.
func frontCandidates(defenders []*Block, bf *Approach) []*Block {
	var out []*Block
	for _, x := range defenders {
		if frontMay(x, bf) {
			out = append(out, x)
		}
	}
	return out
}

// frontBlocksText lists the defender's blocks for its front-line
// question, and which of them only may stand in front when some may not.
func frontBlocksText(defenders []*Block, bf *Approach) i18n.Text {
	c := frontCandidates(defenders, bf)
	if len(c) == len(defenders) {
		return ownText(defenders)
	}
	return txt("%s; of them only %s may stand in front", "%s；其中只有 %s 可列入第一線", "%s；其中只有 %s 可列入第一线", ownText(defenders), candidatesText(c))
}

// candidatesText names the blocks that may stand in front, or "none".
func candidatesText(c []*Block) i18n.Text {
	if len(c) == 0 {
		return txt("none", "沒有", "没有")
	}
	return ownText(c)
}

// namedFront settles a front line answered by ids: the blocks named that
// may not stand in it are told to their owner; when none may, the line
// is the default, the strongest, and the owner reads that too.
func (r *run) namedFront(a Answer, defenders []*Block, bf *Approach, front []*Block) []*Block {
	enemy := r.b.Active.Other()
	for _, id := range a.IDs {
		if why := frontRefusal(id, defenders, bf); why != nil {
			r.own(enemy, txt("Your FRONT answer: %s, so it may not stand in the front line on %s.", "您的第一線答覆：%s，所以不能列入 %s 的第一線。", "您的第一线答复：%s，所以不能列入 %s 的第一线。",
				*why, bf.Place().String()), nil)
		}
	}
	if len(front) > 0 {
		return front
	}
	best := chooseFront(defenders, Answer{Word: "BEST"}, bf)
	if len(best) > 0 {
		r.own(enemy, txt("No block your FRONT answer names may stand there: the strongest front line stands instead, the default.", "您的第一線答覆所列部隊都不能列入：改用預設，最強的第一線。", "您的第一线答复所列部队都不能列入：改用默认，最强的第一线。"), nil)
	}
	return best
}

// checkFrontAnswer refuses an answer to the front-line question asked now
// that names a block that may not stand in that front line, saying which
// may. Standing answers for every area (FRONT * …) are not refused: they
// serve later attacks too, and one that names none that may here gets
// the default when it runs.
func (s *State) checkFrontAnswer(side Side, e plan.Entry[Answer]) *i18n.Text {
	q := s.Question
	if q == nil || q.Kind != askFront || q.Seat != side.Seat() || e.Kind != askFront || e.Subject != q.Subject || len(e.Answer.IDs) == 0 {
		return nil
	}
	bf := s.attackedApproach(side, q.Subject)
	if bf == nil {
		return nil
	}
	defenders := alive(s.B.at(side, bf.Place()))
	for _, id := range e.Answer.IDs {
		if why := frontRefusal(id, defenders, bf); why != nil {
			return ptr(txt("%s, so it may not stand in the front line on %s; those that may: %s (or BEST, NONE)", "%s，所以不能列入 %s 的第一線；可列入的：%s（或 最佳、無）", "%s，所以不能列入 %s 的第一线；可列入的：%s（或 最佳、无）",
				*why, bf.Place().String(), candidatesText(frontCandidates(defenders, bf))))
		}
	}
	return nil
}

// attackedApproach is the approach of area, attacked this turn, on which
// side still has blocks: where the attack that asks for a front line is
// fought. Nil when that is not one approach (two of the area's approaches
// attacked in one turn, both still held): the answer is then checked when
// it runs.
func (s *State) attackedApproach(side Side, area string) *Approach {
	a, ok := s.sc.Area(area)
	if !ok {
		return nil
	}
	var found *Approach
	for _, ap := range a.Approaches {
		if slices.Contains(s.B.T.Attacked, ap.Place().String()) && len(alive(s.B.at(side, ap.Place()))) > 0 {
			if found != nil {
				return nil
			}
			found = ap
		}
	}
	return found
}
