package marengo

import (
	"slices"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// The answer to a retreat question (rule 10) is checked when it is sent,
// as the pursuit answer is: the retreating blocks and the areas open to
// them are settled before the question is put, and they are the
// sender's own blocks and public areas, so a refusal tells nothing of
// the enemy's.

// retreatChoice is what the retreat question put now offers.
type retreatChoice struct {
	area  string
	left  []*Block
	dests []string
}

// askingRetreat notes, in a dry run, the retreat about to be asked.
func (r *run) askingRetreat(area string, left []*Block, dests []string) {
	if r.dry != nil {
		r.dry.retreat = &retreatChoice{area: area, left: slices.Clone(left), dests: slices.Clone(dests)}
	}
}

// retreatAsked plays the stopped turn again to its question and returns
// the retreat it asks side about; nil when it asks nothing of the kind.
func (s *State) retreatAsked(side Side) *retreatChoice {
	d := s.replayToQuestion(side, askRetreat)
	if d == nil || d.retreat == nil || d.retreat.area != s.Question.Subject {
		return nil
	}
	return d.retreat
}

// checkRetreatAnswer refuses an answer to the retreat question asked now
// (a line for its own area) that sends by name a block not in this
// retreat, or to an area it may not go to, saying what may. RETREAT *
// is not refused: it serves later retreats too.
func (s *State) checkRetreatAnswer(side Side, e plan.Entry[Answer]) *i18n.Text {
	q := s.Question
	if q == nil || q.Kind != askRetreat || e.Kind != askRetreat || e.Subject != q.Subject || len(e.Answer.Sends) == 0 {
		return nil
	}
	rc := s.retreatAsked(side)
	if rc == nil {
		return nil
	}
	for _, sd := range e.Answer.Sends {
		if !slices.ContainsFunc(rc.left, func(x *Block) bool { return x.ID == sd.ID }) {
			return ptr(txt("%s is not in this retreat from %s; the blocks retreating: %s", "%s 不在這次由 %s 的撤退之中；撤退的部隊：%s", "%s 不在这次由 %s 的撤退之中；撤退的部队：%s",
				sd.ID, rc.area, candidatesText(rc.left)))
		}
		if !slices.Contains(rc.dests, sd.Area) {
			return ptr(txt("this retreat from %s may not go to %s; it may go to %s", "這次由 %s 的撤退不能去 %s；可去 %s", "这次由 %s 的撤退不能去 %s；可去 %s",
				rc.area, sd.Area, areasText(rc.dests)))
		}
	}
	return nil
}
