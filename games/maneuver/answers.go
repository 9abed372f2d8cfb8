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
