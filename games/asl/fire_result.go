package asl

import (
	"fmt"
	"sort"

	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// lostLeader is a leader killed or broken by an attack, as he was, for
// the checks his men take after it (3.2.1 LLMC, LLTC).
type lostLeader struct {
	unit   *Unit
	morale int
	drm    int
}

// byLeaderFirst orders targets for their checks: the best leader first
// (3.2.1), then the others in roster order.
func (s *State) byLeaderFirst(us []*Unit) []*Unit {
	out := append([]*Unit(nil), us...)
	rank := func(u *Unit) int {
		if s.ctype(u).Kind != tables.Leader {
			return 100
		}
		return s.leaderDRM(u)*10 - s.morale(u)
	}
	sort.SliceStable(out, func(i, j int) bool { return rank(out[i]) < rank(out[j]) })
	return out
}

// pick chooses n of us at random, logging the rolls.
func (s *State) pick(us []*Unit, n int, l *log) []*Unit {
	left := append([]*Unit(nil), us...)
	var out []*Unit
	for range n {
		if len(left) == 0 {
			break
		}
		i := 0
		if len(left) > 1 {
			v := l.dice.Roll(len(left), "random target")
			d := l.dice.Draws()
			i = v - 1
			l.AddT("#%d random pick 1-%d: %d, %s.", "#%d 隨機 1-%d：%d，%s。", "#%d 随机 1-%d：%d，%s。", d[len(d)-1].N, len(left), v, s.unitText(left[i]))
		}
		out = append(out, left[i])
		left = append(left[:i], left[i+1:]...)
	}
	return out
}

// applyResult applies one IFT result to targets whose final DR shares
// drmTotal (3.2.1), and returns the leaders killed and broken by it.
func (s *State) applyResult(us []*Unit, res tables.Result, col, drmTotal int, r Roll, l *log) (killed, broke []lostLeader) {
	note := func(u *Unit) lostLeader { return lostLeader{u, s.morale(u), s.leaderDRM(u)} }
	isLeader := func(u *Unit) bool { return s.ctype(u).Kind == tables.Leader }
	checks := func(list []*Unit, mod int, pin bool) {
		ldrm, found := 0, false
		for _, u := range s.byLeaderFirst(list) {
			if u.Gone {
				continue
			}
			before := note(u)
			if pin {
				s.pinCheck(u, i18n.T("PTC", "壓制", "压制"), mod, ldrm, l)
			} else {
				o := s.moraleCheck(u, i18n.Plain(res.String()), mod, ldrm, nil, l)
				if isLeader(u) && o.leaderKilled {
					killed = append(killed, before)
				}
				if isLeader(u) && o.broke {
					broke = append(broke, before)
				}
			}
			// The first leader checks first; passing unbroken and
			// unpinned, he lends his DRM to the others.
			if isLeader(u) && !found {
				found = true
				if u.goodOrder() && !u.Pinned && !u.Gone {
					ldrm = s.leaderDRM(u)
				}
			}
		}
	}
	switch res.Kind {
	case tables.NoEffect:
	case tables.PTC:
		checks(us, 0, true)
	case tables.NMC:
		checks(us, 0, false)
	case tables.MC:
		checks(us, res.N, false)
	case tables.KResult:
		cr := s.pick(us, 1, l)[0]
		before := note(cr)
		wasSquad := s.ctype(cr).Kind == tables.Squad
		if _, dead := s.casualty(cr, l); dead {
			killed = append(killed, before)
		}
		var rest []*Unit
		for _, u := range us {
			if u != cr || (wasSquad && !u.Gone) {
				rest = append(rest, u)
			}
		}
		checks(rest, res.N, false)
	case tables.KIA:
		dead := us
		if res.N < len(us) {
			dead = s.pick(us, res.N, l)
		}
		for _, u := range dead {
			before := note(u)
			l.AddT("%s is eliminated.", "%s 被消滅。", "%s 被消灭。", s.unitText(u))
			s.weaponsOfKilled(u, col, drmTotal, l)
			s.eliminate(u, l)
			if isLeader(u) {
				killed = append(killed, before)
			}
		}
		for _, u := range us {
			if u.Gone || containsUnit(dead, u) {
				continue
			}
			if u.Broken {
				if _, d := s.casualty(u, l); d {
					killed = append(killed, note(u))
				}
				continue
			}
			before := note(u)
			s.breakUnit(u, l)
			if isLeader(u) {
				broke = append(broke, before)
			}
		}
	}
	return killed, broke
}

// weaponsOfKilled rolls for each weapon of a unit eliminated by a KIA
// (4.0): a dr on the same column with the same DRMs; KIA destroys it, K
// disables it.
func (s *State) weaponsOfKilled(u *Unit, col, drmTotal int, l *log) {
	for _, w := range s.held(u.ID) {
		r := l.dr1(fmt.Sprintf("%s survives", w.ID))
		res := s.sc.Tables().IFT(col, r.White+drmTotal)
		switch res.Kind {
		case tables.KIA:
			w.Gone = true
			l.AddT("%s %s: %s%+d, %s: destroyed.", "%s %s：%s%+d，%s：被毀。", "%s %s：%s%+d，%s：被毁。", w.ID, w.Type, r.String(), drmTotal, res.String())
		case tables.KResult:
			if s.wtype(w).Kind == tables.MG {
				w.Broken = true
				l.AddT("%s %s: %s%+d, %s: malfunctions.", "%s %s：%s%+d，%s：故障。", "%s %s：%s%+d，%s：故障。", w.ID, w.Type, r.String(), drmTotal, res.String())
			} else {
				w.Gone = true
				l.AddT("%s %s: %s%+d, %s: destroyed.", "%s %s：%s%+d，%s：被毀。", "%s %s：%s%+d，%s：被毁。", w.ID, w.Type, r.String(), drmTotal, res.String())
			}
		default:
			l.AddT("%s %s: %s%+d: intact.", "%s %s：%s%+d：完好。", "%s %s：%s%+d：完好。", w.ID, w.Type, r.String(), drmTotal)
		}
	}
}

// dmFromFire puts DM on broken targets an attack could have given an NMC
// (3.2.1: with the attack's DRMs, an original DR of 2 reads NMC or worse).
func (s *State) dmFromFire(us []*Unit, col, drmTotal int) {
	if s.sc.Tables().IFT(col, 2+drmTotal).Severity() < (tables.Result{Kind: tables.NMC}).Severity() {
		return
	}
	for _, u := range us {
		if u.Broken && !u.Gone {
			u.DM = true
		}
	}
}

// leaderLoss makes the men of a killed leader take an NMC, and the
// good-order men of a broken one a PTC, adding his leadership DRM as a
// penalty (3.2.1), when their morale is below his.
func (s *State) leaderLoss(killed, broke []lostLeader, h Hex, l *log) {
	for _, k := range killed {
		for _, u := range s.at(h, k.unit.Side) {
			if u.Melee || s.morale(u) >= k.morale {
				continue
			}
			l.AddT("%s lost its leader %s: leader loss MC.", "%s 失去長官 %s：長官陣亡士氣檢查。", "%s 失去长官 %s：长官阵亡士气检查。", s.unitText(u), k.unit.ID)
			s.moraleCheck(u, i18n.T("leader loss", "長官陣亡", "长官阵亡"), abs(k.drm), 0, nil, l)
		}
	}
	for _, b := range broke {
		for _, u := range s.at(h, b.unit.Side) {
			if !u.goodOrder() || u == b.unit || s.morale(u) >= b.morale {
				continue
			}
			l.AddT("%s saw its leader %s break: leader loss task check.", "%s 的長官 %s 潰散：長官潰散任務檢查。", "%s 的长官 %s 溃散：长官溃散任务检查。", s.unitText(u), b.unit.ID)
			s.pinCheck(u, i18n.T("leader broke", "長官潰散", "长官溃散"), abs(b.drm), 0, l)
		}
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// breakdown is an MG's B# for this attack (4.0, 4.1, 5.4): two less in
// subsequent first fire and when captured, one less for inexperienced men.
func (s *State) breakdown(p part, kind fireKind) int {
	b := s.wtype(p.weapon).Breakdown
	if kind == fkSFF || kind == fkFPF {
		b -= 2
	}
	if s.inexperienced(p.unit) {
		b--
	}
	if p.weapon.Side != p.unit.Side {
		b -= 2
	}
	return b
}

// xNumber is a flamethrower's or DC's X# (4.2, 4.3, 5.4): two less for a
// non-elite MMC and when captured, one less for inexperienced men.
func (s *State) xNumber(p part) int {
	x := s.wtype(p.weapon).X
	if ct := s.ctype(p.unit); ct.MMC() && ct.Class != tables.Elite {
		x -= 2
	}
	if s.inexperienced(p.unit) {
		x--
	}
	if p.weapon.Side != p.unit.Side {
		x -= 2
	}
	return x
}
