package asl

import (
	"math"
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/games/kit/hexgrid"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// defend opens the defender's fire at a mover's expenditure of MF (3.3.1):
// residual FP in the hex attacks first, then each standing line in the
// order written fires if its conditions hold, and an ASK line stops the
// turn to ask the defender. It returns false when it stopped to ask.
func (s *State) defend(mv *Mover, l *log) bool {
	ev := mv.Event
	def := other(s.phasing())
	if !ev.Residual {
		ev.Residual = true
		for _, r := range s.Residual {
			if r.Hex == ev.Hex && r.FP > 0 {
				s.residualAttack(mv, r.FP, l)
			}
		}
	}
	lines := s.Standing[def]
	for ev.Line < len(lines) {
		o := lines[ev.Line]
		ev.Line++
		if o.When == "FINAL" || !s.targetMatches(o, mv.Units) || (!o.Any && !hexIn(ev.Hex, o.Hexes)) {
			continue
		}
		if o.Kind == orders.KAsk {
			if s.canAnyFire(o, mv) {
				s.askFire(mv, o, l)
				return false
			}
			continue
		}
		s.standingFire(o, mv, l)
	}
	return true
}

// moverShot is an attack at the mover in its hex, with its circumstances.
func (s *State) moverShot(mv *Mover, kind fireKind) shot {
	o := s.Lines[s.phasing()][mv.Order]
	return shot{side: other(s.phasing()), kind: kind, target: mv.Event.Hex, movers: append([]string(nil), mv.Units...),
		open: s.openGround(mv.Event.Hex, mv.ByRoad), assault: s.assault(mv, o),
		woodsRoad: s.sc.Terrain(mv.Event.Hex) == aslmap.Woods && mv.ByRoad}
}

// targetMatches applies a line's TARGET condition to the movers.
func (s *State) targetMatches(o orders.Order, movers []string) bool {
	if o.Target == "" {
		return true
	}
	for _, id := range movers {
		u := s.unit(id)
		if u == nil {
			continue
		}
		k := s.ctype(u).Kind
		switch o.Target {
		case "MMC":
			if k != tables.Leader {
				return true
			}
		case "SQUAD":
			if k == tables.Squad {
				return true
			}
		case "LEADER":
			if k == tables.Leader {
				return true
			}
		}
	}
	return false
}

// lineShots are the attacks a standing line (or an answer) may make at
// the mover now: fresh units by First Fire, units that have first fired
// by Subsequent First Fire when allowed, units with Final Fire by FPF
// when allowed; within the line's range; one attack per defender hex per
// expenditure; a firer again at the same mover in the same hex only as
// often as it spent MF there (3.3.1).
func (s *State) lineShots(o orders.Order, mv *Mover) []shot {
	def := other(s.phasing())
	ev := mv.Event
	kinds := []fireKind{fkFirst}
	if o.SFF {
		kinds = append(kinds, fkSFF)
	}
	if o.FPF {
		kinds = append(kinds, fkFPF)
	}
	var out []shot
	used := map[Hex]bool{}
	for _, h := range ev.Hexes {
		used[h] = true
	}
	for _, k := range kinds {
		shots, _ := s.compose(def, k, o.Units, o.From, ev.Hex)
		for _, sh := range shots {
			base := s.moverShot(mv, k)
			base.leaders = sh.leaders
			base.noROF = o.NoROF
			for _, p := range sh.parts {
				d := s.sc.Grid().Distance(p.unit.Hex, ev.Hex)
				// A hex that fired did so with all it would: only those
				// firers may fire again here, and as often as the mover
				// spent MF in the hex.
				again := ev.Shots[p.id()] > 0
				if (o.Within > 0 && d > o.Within) || (used[p.unit.Hex] && !again) || float64(mv.HereShots[p.id()]) >= math.Ceil(mv.Here) {
					continue
				}
				base.parts = append(base.parts, p)
			}
			if len(base.parts) == 0 {
				continue
			}
			var kept []*Unit
			for _, ld := range base.leaders {
				for _, p := range base.parts {
					if p.unit.Hex == ld.Hex && !containsUnit(kept, ld) {
						kept = append(kept, ld)
					}
				}
			}
			base.leaders = kept
			out = append(out, base)
		}
	}
	return out
}

// standingFire fires a standing line's attacks that meet its MIN and
// MAXDRM conditions.
func (s *State) standingFire(o orders.Order, mv *Mover, l *log) {
	for _, sh := range s.lineShots(o, mv) {
		if len(s.targets(&sh)) == 0 || !s.worthIt(o, &sh) {
			continue
		}
		s.record(mv, &sh)
		s.fire(sh, l)
	}
}

// worthIt applies MIN (the attack's FP) and MAXDRM (its DRM on the first
// target) to a prospective attack.
func (s *State) worthIt(o orders.Order, sh *shot) bool {
	if o.Min > 0 {
		total := 0.0
		for _, p := range sh.parts {
			fp, _ := s.partFP(p, sh)
			total += fp
		}
		if total < float64(o.Min) {
			return false
		}
	}
	if o.MaxDRM != nil {
		ts := s.targets(sh)
		if len(ts) == 0 {
			return false
		}
		common := s.commonDRM(sh)
		hind := 0
		for _, m := range common {
			if m.What.EN == "hindrance" {
				hind = m.N
			}
		}
		if sumDRM(common)+sumDRM(s.targetDRM(sh, ts[0], hind)) > *o.MaxDRM {
			return false
		}
	}
	return true
}

// record notes the firers of an attack at the current expenditure.
func (s *State) record(mv *Mover, sh *shot) {
	if mv.Event.Shots == nil {
		mv.Event.Shots = map[string]int{} // a saved empty map loads as nil
	}
	if mv.HereShots == nil {
		mv.HereShots = map[string]int{}
	}
	for _, p := range sh.parts {
		mv.Event.Shots[p.id()]++
		mv.HereShots[p.id()]++
		if !hexIn(p.unit.Hex, mv.Event.Hexes) {
			mv.Event.Hexes = append(mv.Event.Hexes, p.unit.Hex)
		}
	}
}

// canAnyFire reports whether an ASK line's firers (or, when it names
// none, any defender unit) could fire at the mover now: asking is pointless
// otherwise.
func (s *State) canAnyFire(o orders.Order, mv *Mover) bool {
	probe := o
	probe.SFF, probe.FPF = true, true
	if len(o.Units) == 0 && len(o.From) == 0 {
		// Every hex of the side: its men and their MGs.
		probe.From = s.unitHexes(other(s.phasing()))
	}
	return len(s.lineShots(probe, mv)) > 0
}

// unitIDs lists a side's active units.
func (s *State) unitIDs(side int) []string {
	var out []string
	for _, u := range s.Units {
		if u.active() && u.Side == side {
			out = append(out, u.ID)
		}
	}
	return out
}

// askFire stops the player turn to ask the defender whether to fire at
// the mover (a stop of its own, default no fire).
func (s *State) askFire(mv *Mover, o orders.Order, l *log) {
	def := other(s.phasing())
	var names []string
	for _, id := range mv.Units {
		if u := s.unit(id); u != nil {
			names = append(names, s.unitText(u))
		}
	}
	probe := o
	probe.SFF, probe.FPF = true, true
	if len(o.Units) == 0 && len(o.From) == 0 {
		// Every hex of the side, so that the weapons show with their men.
		probe.From = s.unitHexes(def)
	}
	var can []i18n.Text
	var ids []string
	for _, sh := range s.lineShots(probe, mv) {
		for _, p := range sh.parts {
			fp, _ := s.partFP(p, &sh)
			can = append(can, i18n.Join(i18n.Plain(p.id()), i18n.T(" (%s, %s FP)", "（%s，%s 火力）", "（%s，%s 火力）", fireKindText(sh.kind), fpString(fp))))
			ids = append(ids, p.id())
		}
	}
	example := "G1"
	if len(ids) > 0 {
		example = strings.Join(ids, ",")
	}
	hex := s.sc.ID(mv.Event.Hex)
	who := namesText(names)
	terr := s.terrainHere(mv.Event.Hex, mv.ByRoad)
	q := plan.Question{
		Seat: s.seat(def), Kind: "fire", Subject: hex,
		Public: games.Prompt{
			Ask:     i18n.T("whether the %s side fires at %s in %s", "%s是否向 %s（%s）射擊", "%s是否向 %s（%s）射击", s.sc.Sides[def].Name, who, hex),
			Default: i18n.T("no fire; the move goes on", "不射擊；移動繼續", "不射击；移动继续"),
		},
		Private: games.Prompt{
			Ask: i18n.T("%[1]s spent %[2]s MF in %[3]s (%[4]s). Able to fire: %[5]s. Answer FIRE ids (e.g. FIRE %[6]s) or NOFIRE; you may also send new standing FIRE and ASK lines",
				"%[1]s 在 %[3]s（%[4]s）使用了 %[2]s 移動力。可射擊：%[5]s。回答 射擊 代號（例如 射擊 %[6]s）或 不射擊；也可同時寄新的常設射擊與詢問命令",
				"%[1]s 在 %[3]s（%[4]s）使用了 %[2]s 移动力。可射击：%[5]s。回答 射击 代号（例如 射击 %[6]s）或 不射击；也可同时发送新的常设射击与询问命令",
				who, mfText(mv.Here), hex, terr, i18n.ListText(can), example),
			Default: i18n.T("no fire; the move goes on", "不射擊；移動繼續", "不射击；移动继续"),
		},
	}
	s.Question = &q
	s.Stage = StageStop
	pub := i18n.T("The %s side is asked whether to fire at %s in %s.", "詢問%s是否向 %s（%s）射擊。", "询问%s是否向 %s（%s）射击。", s.sc.Sides[def].Name, who, hex)
	full := i18n.Join(pub, i18n.T(" (standing line %d: %s)", "（常設命令第 %d 行：%s）", "（常设命令第 %d 行：%s）", o.Line, o.Text(s.sc)))
	l.secret(s.seat(def), full, &pub)
}

// unitHexes are the hexes holding a side's units on the map, in hex
// order.
func (s *State) unitHexes(side int) []Hex {
	seen := map[Hex]bool{}
	var out []Hex
	for _, u := range s.Units {
		if u.active() && u.Side == side && !seen[u.Hex] {
			seen[u.Hex] = true
			out = append(out, u.Hex)
		}
	}
	hexgrid.Sort(out)
	return out
}

// answerFire fires what the defender's answer to a stop says, at the
// mover the question was about (every kind of fire its units may make).
func (s *State) answerFire(ans orders.Order, l *log) {
	mv := s.Cursor.Mover
	if mv == nil || mv.Event == nil {
		return
	}
	o := ans
	o.SFF, o.FPF = true, true
	shots := s.lineShots(o, mv)
	if len(shots) == 0 {
		def := other(s.phasing())
		l.secret(s.seat(def), i18n.T("The answer %s cannot fire now: none of its units can fire at %s.", "回答 %s 無法執行：沒有部隊可向 %s 射擊。", "回答 %s 无法执行：没有部队可向 %s 射击。",
			ans.Text(s.sc), s.sc.ID(mv.Event.Hex)), nil)
	}
	for _, sh := range shots {
		s.record(mv, &sh)
		s.fire(sh, l)
	}
}

// residualAttack attacks a mover spending MF in a hex with the residual
// FP there (3.3.1): once a hex, however many MF it spends there, unless
// the MF it spends now would bring it a lower DRM than that attack had
// (here: assault movement lost by spending its last MF, FFNAM -1), which
// is attacked again.
func (s *State) residualAttack(mv *Mover, fp int, l *log) {
	sh := s.moverShot(mv, fkResidual)
	sh.residual = fp
	d := s.residualDRM(&sh)
	for len(mv.ResidualDRM) < len(mv.ResidualIn) {
		mv.ResidualDRM = append(mv.ResidualDRM, math.MinInt) // kept from before: never again
	}
	i := slices.Index(mv.ResidualIn, mv.Event.Hex)
	switch {
	case i < 0:
		mv.ResidualIn = append(mv.ResidualIn, mv.Event.Hex)
		mv.ResidualDRM = append(mv.ResidualDRM, d)
	case d < mv.ResidualDRM[i]:
		l.AddT("The MF spent in %s bring a lower DRM (%+d, was %+d): the residual FP attacks again (3.3.1).",
			"在 %s 再花的移動力使修正更低（%+d，原 %+d）：殘留火力再次攻擊（3.3.1）。",
			"在 %s 再花的移动力使修正更低（%+d，原 %+d）：残留火力再次攻击（3.3.1）。", s.sc.ID(mv.Event.Hex), d, mv.ResidualDRM[i])
		mv.ResidualDRM[i] = d
	default:
		return
	}
	s.fire(sh, l)
}

// residualDRM is the lowest total DRM a residual attack has on any of its
// movers (TEM, FFMO, FFNAM).
func (s *State) residualDRM(sh *shot) int {
	common := sumDRM(s.commonDRM(sh))
	best := math.MaxInt
	for _, u := range s.targets(sh) {
		best = min(best, common+sumDRM(s.targetDRM(sh, u, 0)))
	}
	return best
}
