package maneuver

import (
	"strings"

	"adjutant/games/kit/plan"
)

// decide returns seat's answer to a decision of kind about subject in the
// opponent's turn:
//
//   - when the decision cannot arise by what every player knows (the nation
//     has no such card, no square to withdraw to), the default, without
//     asking;
//   - the standing answer that covers it, if any;
//   - the documented default, when the seat was just asked and its answer
//     did not cover it;
//   - otherwise it puts the question (ok false) and the turn stops.
//
// Whether a question is put never depends on the seat's hand, which would
// tell the opponent what it holds: only on its standing answers and on
// public facts.
func (s *State) decide(seat Seat, kind, subject string, possible bool, q func() *plan.Question) (Answer, bool) {
	def := defaultAnswer(kind)
	if !possible {
		return def, true
	}
	if a, ok := s.Sides[seat].Book.Find(kind, subject); ok {
		return a, true
	}
	if r := s.Resume; r != nil && r.Seat == seat && r.Kind == kind && r.Subject == subject {
		s.Resume = nil
		return def, true
	}
	s.Question = q()
	return Answer{}, false
}

// defaultAnswer is what an unanswered question gets (docs/rules/maneuver.md).
func defaultAnswer(kind string) Answer {
	switch kind {
	case askDefend:
		return Answer{Word: "ALL", Leader: "NONE"}
	case askWithdraw, askGuerrilla:
		return Answer{Word: "NO"}
	case askChoose:
		return Answer{Word: "HIT"}
	}
	return Answer{}
}

// applyBook adds standing answers to seat's book, replacing those of the
// same kind and subject.
func (s *State) applyBook(seat Seat, entries []plan.Entry[Answer]) {
	for _, e := range entries {
		e.Line = 0
		s.Sides[seat].Book.Set(e)
	}
}

func upper(s string) string { return strings.ToUpper(s) }

// answerProblem says why a standing answer can never be used, or nil: a
// question that is never asked (no Guerrilla card to answer with, or
// none of the opponent's cards it answers; no way to withdraw), or
// defence cards that are not the unit's own.
func (s *State) answerProblem(seat Seat, e plan.Entry[Answer]) *lineErr {
	n, opp := s.nations[seat], s.nations[seat.Other()]
	if n == nil || opp == nil {
		return nil
	}
	if i, ok := n.UnitIndex(e.Subject); ok && e.Kind != askGuerrilla && s.unit(seat, i).Gone {
		return bad("%s has been eliminated, so this question is never asked about it: leave the line out", "%s 已被殲滅，永遠不會問到它：請刪去此行", "%s 已被歼灭，永远不会问到它：请删去此行", e.Subject)
	}
	switch e.Kind {
	case askGuerrilla:
		if !n.HasKind(KindGuerrilla) {
			return bad("%s has no Guerrilla card, so this question is never asked: leave the line out", "%s沒有游擊隊牌，永遠不會問這個問題：請刪去此行", "%s没有游击队牌，永远不会问这个问题：请删去此行", n.Name)
		}
		for _, g := range guerrillaKinds {
			if g.subject != e.Subject || opp.HasKind(g.kind) {
				continue
			}
			return bad("%s has no %s card, so this question is never asked (GUERRILLA answers %s)", "%s沒有%s牌，永遠不會問這個問題（游擊隊 可答 %s）", "%s没有%s牌，永远不会问这个问题（游击队 可答 %s）", opp.Name, kindText(g.kind), guerrillaSubjects(opp))
		}
	case askWithdraw:
		if n.HasKind(KindWithdraw) {
			return nil
		}
		for _, cd := range n.Cards {
			if cd.Kind == KindUnit && !cd.Withdraw.Zero() && (e.Subject == plan.Any || n.Units[cd.Unit].Code == e.Subject) {
				return nil
			}
		}
		return bad("%s has no Withdraw card and no withdrawal roll for this unit, so this question is never asked: leave the line out", "%s沒有撤離牌，此單位也沒有撤退擲骰，永遠不會問這個問題：請刪去此行", "%s没有撤离牌，此单位也没有撤退掷骰，永远不会问这个问题：请删去此行", n.Name)
	case askSide:
		home := s.Sides[seat].Edge
		sides := home.Sides()
		if e.Answer.Word != upper(sides[0].Name) && e.Answer.Word != upper(sides[1].Name) {
			return bad("your units retreat toward the %s edge, so a retreat turns aside to %s or %s, never %s", "您的單位向%s撤退，側撤只能向%s或%s，不會向%s", "您的单位向%s撤退，侧撤只能向%s或%s，不会向%s", dirWord(home), dirWord(sides[0]), dirWord(sides[1]), dirWord(dirNamed(strings.ToLower(e.Answer.Word))))
		}
	case askDefend:
		for _, id := range e.Answer.Cards {
			cd, ok := n.Card(id)
			if !ok {
				continue
			}
			if cd.Kind != KindUnit {
				return bad("%s is not a unit card: DEFEND names the defending unit's own cards (a leader goes after LEADER)", "%s 不是單位牌：防守 寫守方單位自己的牌（領袖寫在 領袖 之後）", "%s 不是单位牌：防守 写守方单位自己的牌（领袖写在 领袖 之后）", id)
			}
			if e.Subject != plan.Any && n.Units[cd.Unit].Code != e.Subject {
				return bad("%s is a card of %s, not of %s: DEFEND %s names %s's own cards", "%s 是 %s 的牌，不是 %s 的：防守 %s 只寫 %s 自己的牌", "%s 是 %s 的牌，不是 %s 的：防守 %s 只写 %s 自己的牌", id, n.Units[cd.Unit].Code, e.Subject, e.Subject, e.Subject)
			}
		}
	}
	return nil
}

// guerrillaKinds are the subjects of a GUERRILLA line that name a kind of
// the opponent's card (Pending.What), with that kind, in the order a
// refusal lists them.
var guerrillaKinds = []struct{ subject, kind string }{{"supply", KindSupply}, {"forced", KindForcedMarch}, {"regroup", KindRegroup}}

// guerrillaSubjects is what a Guerrilla answer may name against the
// nation opp: the kinds of its cards that Guerrilla cancels, RESTORE and *.
func guerrillaSubjects(opp *Nation) string {
	var out []string
	for _, g := range guerrillaKinds {
		if opp.HasKind(g.kind) {
			out = append(out, upper(g.subject))
		}
	}
	return strings.Join(append(out, "RESTORE", "*"), " ")
}
