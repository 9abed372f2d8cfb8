package asl

import (
	"fmt"

	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// mcOutcome is what a morale or pin task check did.
type mcOutcome struct {
	passed, pinned, broke, reduced, eliminated, substituted bool
	leaderKilled                                            bool
}

// unitText names a unit for reports: "R3 4-4-7" (its id and type).
func (s *State) unitText(u *Unit) string { return u.ID + " " + u.Type }

// moraleCheck resolves an MC at +mod for u (3.2.1): roll a DR (or use
// given, as FPF's check does), add mod and the leadership DRM ldrm, and
// compare with u's morale. A good-order unit passing on its morale exactly
// is pinned; failing, it breaks (and is replaced by a lower-quality unit
// when the final DR exceeds morale plus ELR, 5.1); an original 12 also
// costs it a casualty reduction. A broken unit failing is reduced; an
// original 12 eliminates it.
func (s *State) moraleCheck(u *Unit, what i18n.Text, mod, ldrm int, given *Roll, l *log) mcOutcome {
	var r Roll
	if given != nil {
		r = *given
	} else {
		r = l.dr2(fmt.Sprintf("%s MC", u.ID))
	}
	m := s.morale(u)
	final := r.Sum() + mod + ldrm
	var ms []drm
	if mod != 0 {
		ms = append(ms, drm{mod, what})
	}
	if ldrm != 0 {
		ms = append(ms, drm{ldrm, i18n.T("leadership", "領導", "领导")})
	}
	head := i18n.T("%s %s: %s, %s, final %d against morale %d", "%s %s：%s，%s，最終 %d 對士氣 %d", "%s %s：%s，%s，最终 %d 对士气 %d",
		s.unitText(u), i18n.T("MC", "士氣檢查", "士气检查"), r.String(), drmText(ms), final, m)
	var out mcOutcome
	twelve := r.Sum() == 12
	switch {
	case u.Broken:
		if final <= m {
			// Passing on its morale exactly pins a broken unit too; only
			// interdiction reads it (3.6: the rout stops there).
			out.passed, out.pinned = true, final == m
			l.Add(i18n.Join(head, i18n.T(": passed.", "：通過。", "：通过。")))
			return out
		}
		if twelve {
			l.Add(i18n.Join(head, i18n.T(": an original 12, eliminated.", "：原擲 12，被消滅。", "：原掷 12，被消灭。")))
			s.eliminate(u, l)
			out.eliminated = true
			return out
		}
		l.Add(i18n.Join(head, i18n.T(": failed while broken.", "：潰散中失敗。", "：溃散中失败。")))
		out.reduced = true
		out.eliminated, out.leaderKilled = s.casualty(u, l)
		return out
	case final < m:
		out.passed = true
		l.Add(i18n.Join(head, i18n.T(": passed.", "：通過。", "：通过。")))
		return out
	case final == m:
		out.passed, out.pinned = true, true
		u.Pinned = true
		l.Add(i18n.Join(head, i18n.T(": passed on its morale, pinned.", "：剛好通過，被壓制。", "：刚好通过，被压制。")))
		return out
	}
	l.Add(i18n.Join(head, i18n.T(": failed.", "：失敗。", "：失败。")))
	if twelve {
		out.reduced = true
		if out.eliminated, out.leaderKilled = s.casualty(u, l); out.eliminated {
			return out
		}
	}
	ct := s.ctype(u)
	if ct.MMC() && !ct.NoELR && final > m+s.sc.Sides[u.Side].ELR && ct.Lower != "" {
		l.AddT("%s: final %d exceeds morale %d plus ELR %d: replaced by a %s (5.1).", "%s：最終 %d 超過士氣 %d 加 ELR %d：降格為 %s（5.1）。", "%s：最终 %d 超过士气 %d 加 ELR %d：降格为 %s（5.1）。",
			s.unitText(u), final, m, s.sc.Sides[u.Side].ELR, ct.Lower)
		u.Type = ct.Lower
		out.substituted = true
	}
	s.breakUnit(u, l)
	out.broke = true
	return out
}

// breakUnit flips a unit to its broken side with a DM marker; it loses a
// pin (3.3.1).
func (s *State) breakUnit(u *Unit, l *log) {
	u.Broken, u.DM, u.Pinned = true, true, false
	l.AddT("%s breaks (DM).", "%s 潰散（絕望士氣）。", "%s 溃散（绝望士气）。", s.unitText(u))
}

// pinCheck resolves a PTC at +mod (3.2.1): failing pins a good-order
// unit; a broken one is not affected.
func (s *State) pinCheck(u *Unit, what i18n.Text, mod, ldrm int, l *log) {
	if u.Broken {
		l.AddT("%s is broken: a PTC does not affect it.", "%s 已潰散：壓制檢查對其無效。", "%s 已溃散：压制检查对其无效。", s.unitText(u))
		return
	}
	r := l.dr2(fmt.Sprintf("%s PTC", u.ID))
	m := s.morale(u)
	final := r.Sum() + mod + ldrm
	var ms []drm
	if mod != 0 {
		ms = append(ms, drm{mod, what})
	}
	if ldrm != 0 {
		ms = append(ms, drm{ldrm, i18n.T("leadership", "領導", "领导")})
	}
	res := i18n.T(": passed.", "：通過。", "：通过。")
	if final > m {
		u.Pinned = true
		res = i18n.T(": failed, pinned.", "：失敗，被壓制。", "：失败，被压制。")
	}
	l.Add(i18n.Join(i18n.T("%s PTC: %s, %s, final %d against morale %d", "%s 壓制檢查：%s，%s，最終 %d 對士氣 %d", "%s 压制检查：%s，%s，最终 %d 对士气 %d",
		s.unitText(u), r.String(), drmText(ms), final, m), res))
}

// casualty applies casualty reduction (2.0): a half-squad is eliminated,
// a squad becomes its half-squad, a leader is wounded and rolls for the
// wound's severity (3.2.1: dr 1-4 a wound, 5-6 dead; +1 when already
// wounded). It reports whether the unit is gone and whether it was a
// leader killed.
func (s *State) casualty(u *Unit, l *log) (gone, leaderKilled bool) {
	ct := s.ctype(u)
	switch ct.Kind {
	case tables.Half:
		l.AddT("%s: casualty reduction eliminates the half-squad.", "%s：損耗，半班被消滅。", "%s：损耗，半班被消灭。", s.unitText(u))
		s.eliminate(u, l)
		return true, false
	case tables.Squad:
		l.AddT("%s: casualty reduction, now a %s half-squad.", "%s：損耗，減為 %s 半班。", "%s：损耗，减为 %s 半班。", s.unitText(u), ct.Half)
		u.Type = ct.Half
		return false, false
	}
	r := l.dr1(fmt.Sprintf("%s wound severity", u.ID))
	mod := 0
	if u.Wounded {
		mod = 1
	}
	if r.White+mod >= 5 {
		l.AddT("%s: casualty, wound severity %s%s: killed.", "%s：傷亡，負傷嚴重測試 %s%s：陣亡。", "%s：伤亡，负伤严重测试 %s%s：阵亡。", s.unitText(u), r.String(), plusText(mod))
		s.eliminate(u, l)
		return true, true
	}
	u.Wounded = true
	l.AddT("%s: casualty, wound severity %s%s: wounded (morale and leadership one worse, 3 MF).", "%s：傷亡，負傷嚴重測試 %s%s：輕傷（士氣與領導各差一分，移動力 3）。", "%s：伤亡，负伤严重测试 %s%s：轻伤（士气与领导各差一分，移动力 3）。",
		s.unitText(u), r.String(), plusText(mod))
	return false, false
}

func plusText(mod int) string {
	if mod == 0 {
		return ""
	}
	return fmt.Sprintf(" %+d", mod)
}

// eliminate removes a unit; its weapons stay in the hex, unpossessed
// (4.0).
func (s *State) eliminate(u *Unit, l *log) {
	u.Gone, u.Broken, u.DM, u.Pinned, u.CX = true, false, false, false, false
	for _, w := range s.held(u.ID) {
		w.Owner, w.Hex = "", u.Hex
		l.AddT("%s %s lies unpossessed in %s.", "%s %s 留在 %s 無人攜帶。", "%s %s 留在 %s 无人携带。", w.ID, w.Type, s.sc.ID(u.Hex))
	}
}
