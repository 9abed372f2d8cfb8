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
	per := map[string]int{}
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
			per[u.ID]++
			if side == s.phasing() {
				u.Prepped = true
			}
			switch k := s.ctype(u).Kind; {
			case k == tables.Leader:
				u.Used = true
			case k == tables.Half || per[u.ID] >= 2:
				u.FPGone = true
			}
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
