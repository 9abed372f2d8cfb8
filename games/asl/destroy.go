package asl

import (
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// destroyLines plays a side's DESTROY lines (4.0): in the PFPh (the
// attacker's) or the DFPh (the defender's) a unit in good order may
// destroy a weapon it holds, and that counts as using the weapon in the
// phase: the attacker's holder has prep fired (it neither moves nor fires
// in the AFPh, as a unit that fires its weapon in the PFPh), a
// half-squad gives up its own FP for the rest of the player turn, a squad
// too when it destroys two, and a leader directs no attack after it.
func (s *State) destroyLines(side int, l *log) {
	for _, o := range s.Lines[side] {
		if o.Kind != orders.KDestroy {
			continue
		}
		for _, id := range o.Units {
			w := s.weapon(id)
			if why := s.cannotDestroy(side, w); why != nil {
				l.secret(s.seat(side), i18n.T("Line %d: %s is not destroyed: %s.", "第 %d 行：%s 沒有毀滅：%s。", "第 %d 行：%s 没有毁灭：%s。", o.Line, id, *why), nil)
				continue
			}
			u := s.unit(w.Owner)
			w.Gone, w.Owner = true, ""
			l.AddT("%s destroys its %s %s (4.0).", "%s 毀滅其 %s %s（4.0）。", "%s 毁灭其 %s %s（4.0）。", s.unitText(u), w.ID, w.Type)
			if side == s.phasing() {
				u.Prepped = true
			}
			if s.ctype(u).Kind == tables.Leader {
				u.Used = true
			}
			s.usesWeapon(u, w.ID)
		}
	}
}

// cannotDestroy says why side's unit cannot destroy weapon w now, or nil:
// it must hold it, be in good order, and the weapon must not have used
// its fire for the phase already (a Final Fire marker).
func (s *State) cannotDestroy(side int, w *Weapon) *i18n.Text {
	switch {
	case w == nil || w.Gone:
		return want("it is out of play", "已不在場上", "已不在场上")
	case w.Owner == "" || s.unit(w.Owner) == nil || s.unit(w.Owner).Side != side:
		return want("no unit of yours holds it", "沒有本方部隊攜帶它", "没有本方部队携带它")
	case !s.unit(w.Owner).goodOrder():
		return want("its holder %s is not in good order", "攜帶者 %s 秩序不良", "携带者 %s 秩序不良", w.Owner)
	case w.Fire == FinalFire:
		return want("it has used its fire this phase (Final Fire)", "本階段已用過其射擊（最終射擊）", "本阶段已用过其射击（最终射击）")
	}
	return nil
}

// newFirePhase forgets which weapons and own FP each unit used in the
// fire phase before (4.0 counts them per phase).
func (s *State) newFirePhase() {
	for i := range s.Units {
		s.Units[i].PhaseSW, s.Units[i].PhaseOwn = nil, false
	}
}

// usesWeapon counts weapon w as used by u in this fire phase (fired or
// destroyed; a weapon firing again on its rate of fire is counted once)
// and takes u's own FP away for the player turn once it has used as many
// as 4.0 allows beside it: two for a squad, one for a half-squad.
func (s *State) usesWeapon(u *Unit, w string) {
	if !contains(u.PhaseSW, w) {
		u.PhaseSW = append(u.PhaseSW, w)
	}
	if weaponsOnly(s.ctype(u).Kind, len(u.PhaseSW)) {
		u.FPGone = true
	}
}

// weaponsOnly reports whether an MMC of kind k that uses n weapons fires
// them instead of its own FP (4.0): a half-squad one, a squad two.
func weaponsOnly(k tables.Kind, n int) bool {
	return k == tables.Half && n >= 1 || k == tables.Squad && n >= 2
}

// weaponRoom is how many more weapons than those in u.PhaseSW unit u may
// use in this fire phase (4.0), given whether it fires its own FP in it.
func (s *State) weaponRoom(u *Unit, own bool) int {
	return s.weaponLimit(u, own) - len(u.PhaseSW)
}
