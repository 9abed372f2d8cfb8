package asl

import (
	"fmt"
	"math"
	"sort"

	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// fired is what an attack did, for the callers that follow it up
// (residual FP, FPF, the movement that goes on).
type fired struct {
	col      int // the IFT column used, after cowering; -1 none
	dr       Roll
	resolved bool
	cowered  bool
}

// fire resolves one attack (3.2.1) and logs every step: the firers and
// their FP, the column, the DR with each DRM, the result on each target,
// and what follows for the firers (markers, malfunction, ROF, residual FP,
// FPF's morale check).
func (s *State) fire(sh shot, l *log) fired {
	t := s.sc.Tables()
	if len(s.targets(&sh)) == 0 {
		l.AddT("No target is left in %s.", "%s 已無目標。", "%s 已无目标。", s.sc.ID(sh.target))
		return fired{col: -1}
	}
	total := 0.0
	var names []i18n.Text
	mmc, inexp := false, false
	for _, p := range sh.parts {
		fp, why := s.partFP(p, &sh)
		total += fp
		n := i18n.Plain(fmt.Sprintf("%s %s", p.unit.ID, p.unit.Type))
		if p.weapon != nil {
			n = i18n.Plain(fmt.Sprintf("%s %s (%s)", p.weapon.ID, p.weapon.Type, p.unit.ID))
			if p.with != nil {
				n = i18n.Plain(fmt.Sprintf("%s %s (%s, %s)", p.weapon.ID, p.weapon.Type, p.unit.ID, p.with.ID))
			}
		}
		if len(why) > 0 {
			n = i18n.Join(n, i18n.Plain(" "), i18n.ListText(why))
		}
		names = append(names, i18n.Join(n, i18n.Plain(fmt.Sprintf(" %s", fpString(fp)))))
		if s.ctype(p.unit).MMC() {
			mmc = true
			if s.inexperienced(p.unit) {
				inexp = true
			}
		}
	}
	switch sh.kind {
	case fkResidual:
		total = float64(sh.residual)
		names = []i18n.Text{i18n.T("residual FP %d", "殘留火力 %d", "残留火力 %d", sh.residual)}
	case fkDC:
		total = 30
	}
	for _, ld := range sh.leaders {
		names = append(names, i18n.T("directed by %s", "由 %s 指揮", "由 %s 指挥", s.unitText(ld)))
	}
	if sh.movers == nil && s.melee(sh.target) {
		l.AddT("%s is in melee: the attack hits both sides' units there (3.8).", "%s 處於混戰：攻擊同時擊中該格雙方的部隊（3.8）。", "%s 处于混战：攻击同时击中该格双方的部队（3.8）。", s.sc.ID(sh.target))
	}
	col := t.Column(total)
	colText := i18n.T("no IFT column", "不足一欄", "不足一栏")
	if col >= 0 {
		colText = i18n.T("%d FP column", "%d 火力欄", "%d 火力栏", t.Columns[col])
	}
	l.Add(i18n.Join(i18n.T("%s at %s: ", "%s（目標 %s）：", "%s（目标 %s）：", fireKindText(sh.kind), s.sc.ID(sh.target)), i18n.ListText(names),
		i18n.T("; total %s, %s.", "；共 %s，%s。", "；共 %s，%s。", fpString(total), colText)))
	r := l.dr2(fmt.Sprintf("%s at %s", sh.kind, s.sc.ID(sh.target)))
	out := fired{col: col, dr: r, resolved: true}
	cowers := mmc && len(sh.leaders) == 0 && r.Doubles() && sh.kind != fkResidual && sh.kind != fkDC
	if cowers && col >= 0 {
		shift := 1
		if inexp {
			shift = 2
		}
		col -= shift
		msg := i18n.Plural(shift,
			i18n.T("Doubles without a leader: the firers cower, %d column left", "雙同點數且無長官指揮：射擊者退縮，左移 %d 欄", "双同点数且无长官指挥：射击者退缩，左移 %d 栏", shift),
			i18n.T("Doubles without a leader: the firers cower, %d columns left", "雙同點數且無長官指揮：射擊者退縮，左移 %d 欄", "双同点数且无长官指挥：射击者退缩，左移 %d 栏", shift))
		if col >= 0 {
			msg = i18n.Join(msg, i18n.T(" to %d FP.", "至 %d 火力。", "至 %d 火力。", t.Columns[col]))
		} else {
			msg = i18n.Join(msg, i18n.T(", off the table: no effect.", "，超出表外：無效。", "，超出表外：无效。"))
		}
		l.Add(msg)
		out.col = col
	}
	out.cowered = cowers
	common := s.commonDRM(&sh)
	dcFails := false
	if sh.kind == fkDC {
		for _, p := range sh.parts {
			if r.Sum() >= s.xNumber(p) {
				dcFails = true
			}
		}
	}
	if dcFails {
		l.AddT("%s: the DC fails to explode (original DR at or above its X#).", "%s：炸藥包未能爆炸（原擲不小於其 X#）。", "%s：炸药包未能爆炸（原掷不小于其 X#）。", r.String())
	} else {
		s.hit(&sh, col, r, common, l)
	}
	s.afterFire(&sh, r, l, &out)
	return out
}

// fpString writes FP keeping halves: 3.5.
func fpString(fp float64) string {
	if fp == math.Trunc(fp) {
		return fmt.Sprintf("%d", int(fp))
	}
	return fmt.Sprintf("%g", fp)
}

// commonDRM is the attack's DRMs that every target shares (3.2.1): the
// leader's, the target hex's TEM, the hindrances, the firers' CX.
func (s *State) commonDRM(sh *shot) []drm {
	var ms []drm
	ft := len(sh.parts) == 1 && sh.parts[0].weapon != nil && s.wtype(sh.parts[0].weapon).Kind == tables.FT
	if len(sh.leaders) > 0 && !ft {
		worst := s.leaderDRM(sh.leaders[0])
		for _, ld := range sh.leaders[1:] {
			worst = max(worst, s.leaderDRM(ld))
		}
		if worst != 0 {
			ms = append(ms, drm{worst, i18n.T("leadership", "領導", "领导")})
		}
	}
	if !ft {
		terr := s.sc.Terrain(sh.target)
		tem := terr.TEM()
		if sh.kind.first() && sh.woodsRoad && s.seenAlongRoad(sh) {
			tem = 0
		}
		if tem != 0 {
			ms = append(ms, drm{tem, terr.Name()})
		}
	}
	if sh.kind != fkResidual && sh.kind != fkDC {
		if h := s.hindrance(sh); h > 0 {
			ms = append(ms, drm{h, i18n.T("hindrance", "視線障礙", "视线障碍")})
		}
	}
	cx := false
	for _, p := range sh.parts {
		cx = cx || p.unit.CX
	}
	for _, ld := range sh.leaders {
		cx = cx || ld.CX
	}
	if cx && sh.kind != fkResidual {
		ms = append(ms, drm{1, i18n.T("CX firer", "射擊者疲倦", "射击者疲倦")})
	}
	return ms
}

// hindrance is the worst hindrance DRM of the firers' lines to the
// target (a fire group fires through the most hindered of its lines).
func (s *State) hindrance(sh *shot) int {
	worst := 0
	for _, p := range sh.parts {
		worst = max(worst, s.sight(p.unit.Hex, sh.target).DRM)
	}
	return worst
}

// targets are the units an attack hits: the movers for fire at a moving
// unit, else every enemy unit in the hex, and in a melee hex the firing
// side's own units there too (3.8).
func (s *State) targets(sh *shot) []*Unit {
	var out []*Unit
	side := other(sh.side)
	if sh.movers == nil && s.melee(sh.target) {
		side = -1
	}
	for _, u := range s.at(sh.target, side) {
		if sh.movers == nil || contains(sh.movers, u.ID) {
			out = append(out, u)
		}
	}
	return out
}

// seenAlongRoad reports whether every firer of an attack at a mover on a
// woods-road sees it along the road (1.1.2): only then is the mover in open
// ground, without the woods TEM. Residual FP has no firer and keeps the
// road's reading.
func (s *State) seenAlongRoad(sh *shot) bool {
	for _, p := range sh.parts {
		if !s.sc.ReachesAlongRoad(p.unit.Hex, sh.target) {
			return false
		}
	}
	return true
}

// targetDRM are the DRMs one target adds: FFMO and FFNAM for a mover not
// pinned (3.3.1), -1 for each flamethrower it holds (4.2).
func (s *State) targetDRM(sh *shot, u *Unit, hind int) []drm {
	var ms []drm
	if sh.kind.first() && !u.Pinned {
		if sh.open && hind == 0 && (!sh.woodsRoad || s.seenAlongRoad(sh)) {
			ms = append(ms, drm{-1, i18n.Plain("FFMO")})
		}
		if !sh.assault || u.Broken {
			ms = append(ms, drm{-1, i18n.Plain("FFNAM")})
		}
	}
	for _, w := range s.held(u.ID) {
		if s.wtype(w).Kind == tables.FT {
			ms = append(ms, drm{-1, i18n.T("holds a flamethrower", "攜帶噴火器", "携带喷火器")})
		}
	}
	return ms
}

// hit applies the IFT to the targets, each group of targets sharing a
// final DR together.
func (s *State) hit(sh *shot, col int, r Roll, common []drm, l *log) {
	targets := s.targets(sh)
	hind := 0
	for _, m := range common {
		if m.What.EN == "hindrance" {
			hind = m.N
		}
	}
	groups := map[int][]*Unit{}
	extra := map[int][]drm{}
	var finals []int
	for _, u := range targets {
		ms := append(append([]drm(nil), common...), s.targetDRM(sh, u, hind)...)
		f := r.Sum() + sumDRM(ms)
		if _, ok := groups[f]; !ok {
			finals = append(finals, f)
			extra[f] = ms
		}
		groups[f] = append(groups[f], u)
	}
	sort.Ints(finals)
	for _, f := range finals {
		res := s.sc.Tables().IFT(col, f)
		var who []i18n.Text
		for _, u := range groups[f] {
			who = append(who, i18n.Plain(s.unitText(u)))
		}
		l.Add(i18n.T("%s: %s, %s, final DR %d: %s.", "%s：%s，%s，最終 %d：%s。", "%s：%s，%s，最终 %d：%s。",
			i18n.ListText(who), r.String(), drmText(extra[f]), f, resultText(res)))
		k, b := s.applyResult(groups[f], res, col, f-r.Sum(), r, l)
		s.dmFromFire(groups[f], col, f-r.Sum())
		s.leaderLoss(k, b, sh.target, l)
	}
}

// resultText is an IFT result for players.
func resultText(r tables.Result) i18n.Text {
	switch r.Kind {
	case tables.NoEffect:
		return i18n.T("no effect", "無效", "无效")
	case tables.PTC:
		return i18n.T("PTC", "壓制檢查（PTC）", "压制检查（PTC）")
	case tables.NMC:
		return i18n.T("NMC", "正常士氣檢查（NMC）", "正常士气检查（NMC）")
	case tables.MC:
		return i18n.T("%[1]dMC", "%[1]dMC（士氣檢查 +%[1]d）", "%[1]dMC（士气检查 +%[1]d）", r.N)
	case tables.KResult:
		return i18n.T("K/%[1]d", "K/%[1]d（損耗，其餘士氣檢查 +%[1]d）", "K/%[1]d（损耗，其余士气检查 +%[1]d）", r.N)
	}
	return i18n.T("%[1]dKIA", "%[1]dKIA（消滅 %[1]d 個）", "%[1]dKIA（消灭 %[1]d 个）", r.N)
}

// fireKindText names an attack (names.toml).
func fireKindText(k fireKind) i18n.Text { return names().Of("fire", string(k)) }
