package maneuver

import (
	"fmt"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// restore is the one attempt of the restoring phase to bring a damaged
// unit back to full strength (rule 7): Supply or Regroup for any unit,
// the unit's own card for that unit (each cancellable by Guerrilla), or a
// leader's rally roll.
func (s *State) restore(ps plan.Step[Step], l *logger) *lineErr {
	st := ps.Act
	seat := s.Active
	t := s.T
	if t.Restored {
		return bad("one restoring attempt per turn", "每回合只能嘗試恢復一次", "每回合只能尝试恢复一次")
	}
	i, _ := s.nations[seat].UnitIndex(st.Unit)
	u := s.unit(seat, i)
	if !u.On() || !u.Damaged {
		return bad("%s is not a damaged unit on the field", "%s 不是戰場上的受損單位", "%s 不是战场上的受损单位", st.Unit)
	}
	id := st.Cards[0]
	if !s.inHand(seat, id) {
		return bad("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", id)
	}
	cd, _ := s.card(seat, id)
	var what string
	switch {
	case cd.Kind == KindSupply:
		what = "supply"
	case cd.Kind == KindRegroup:
		what = "regroup"
	case cd.Kind == KindUnit && cd.Unit == i:
		what = "restore"
	case cd.Kind == KindLeader:
		t.Restored = true
		s.take(seat, id)
		s.toDiscard(seat, id)
		v, vt := l.d6(fmt.Sprintf("rally with %s", id))
		if cd.Rally.Has(v) {
			u.Damaged = false
			l.AddT("%s plays %s to rally %s: rolls %s, within %s: restored to full strength.", "%s打出 %s，重整 %s：擲出 %s，在 %s 內：恢復滿戰力。", "%s打出 %s，重整 %s：掷出 %s，在 %s 内：恢复满战力。", seatText(seat), s.cardFull(seat, id), st.Unit, vt, spanOr(cd.Rally))
		} else {
			l.AddT("%s plays %s to rally %s: rolls %s, outside %s: no effect.", "%s打出 %s，重整 %s：擲出 %s，不在 %s 內：無效果。", "%s打出 %s，重整 %s：掷出 %s，不在 %s 内：无效果。", seatText(seat), s.cardFull(seat, id), st.Unit, vt, spanOr(cd.Rally))
		}
		return nil
	default:
		return bad("%s cannot restore %s: use Supply, Regroup, one of its own cards or a leader", "%s 不能恢復 %s：請用補給、重組、該單位的牌或領袖", "%s 不能恢复 %s：请用补给、重组、该单位的牌或领袖", id, st.Unit)
	}
	t.Restored = true
	s.play(seat, id, i18n.T("to restore %s", "恢復 %s", "恢复 %s", st.Unit), l)
	t.Pending = &Pending{What: what, Effect: "restore", Card: id, Step: st, Line: ps.Line}
	return nil
}

// redoubt places a Redoubt under one of the player's units after the
// restoring (rules 7 and 9.2): one a turn, one a square.
func (s *State) redoubt(st Step, l *logger) *lineErr {
	seat := s.Active
	if s.T.Redoubt {
		return bad("one Redoubt card per player turn", "每個玩家回合只能打一張戰壕牌", "每个玩家回合只能打一张战壕牌")
	}
	if why := s.playable(seat, st.Cards[0], KindRedoubt); why != nil {
		return why
	}
	i, _ := s.nations[seat].UnitIndex(st.Unit)
	u := s.unit(seat, i)
	if !u.On() {
		return bad("%s is not on the field", "%s 不在戰場上", "%s 不在战场上", st.Unit)
	}
	if s.hasRedoubt(u.Sq) {
		return bad("%s has a redoubt already", "%s 已有戰壕", "%s 已有战壕", u.Sq)
	}
	s.T.Redoubt = true
	s.take(seat, st.Cards[0])
	s.toDiscard(seat, st.Cards[0])
	s.addRedoubt(u.Sq)
	l.AddT("%s plays %s: a redoubt at %s under %s (+3 defence until the unit leaves).", "%s打出 %s：在 %s 的 %s 下建立戰壕（離開前防禦 +3）。", "%s打出 %s：在 %s 的 %s 下建立战壕（离开前防御 +3）。", seatText(seat), s.cardName(seat, st.Cards[0]), u.Sq.String(), st.Unit)
	return nil
}
