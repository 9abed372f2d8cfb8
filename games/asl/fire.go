package asl

import (
	"sort"

	"adjutant/games/asl/tables"
	"adjutant/games/kit/hexgrid"
	"adjutant/templates/i18n"
)

// MGRangeUnled is the farthest an MG fires without a leader directing it
// (4.1).
const MGRangeUnled = 16

// fireKind is which fire an attack is (3.2-3.5, 4.3).
type fireKind string

// Fire kinds.
const (
	fkPrep     fireKind = "prep"     // PFPh
	fkFirst    fireKind = "first"    // Defensive First Fire
	fkSFF      fireKind = "sff"      // Subsequent First Fire
	fkFPF      fireKind = "fpf"      // Final Protective Fire
	fkFinal    fireKind = "final"    // DFPh
	fkAdvance  fireKind = "afph"     // AFPh
	fkResidual fireKind = "residual" // residual FP in the MPh
	fkDC       fireKind = "dc"       // a placed DC in the AFPh
)

// firstKinds are the fire at a moving unit: only the movers are hit, and
// FFMO and FFNAM apply.
func (k fireKind) first() bool { return k == fkFirst || k == fkSFF || k == fkFPF || k == fkResidual }

// part is one firer's share of an attack: a unit's own FP, or a weapon
// its holder fires.
type part struct {
	unit   *Unit
	weapon *Weapon
	// with is a second leader firing a leader's MG with him: two leaders
	// together fire an MG at full FP (4.1).
	with *Unit
}

// shot is one attack on one hex.
type shot struct {
	side    int
	kind    fireKind
	target  Hex
	parts   []part
	leaders []*Unit // leaders directing the attack
	// movers are the units first fire is at; nil for fire at a hex.
	movers []string
	// the movers' circumstances: in open ground for FFMO, by assault
	// movement (no FFNAM), on the road through woods (no woods TEM).
	open, assault, woodsRoad bool
	residual                 int // FP of a residual attack
	// noROF: the firers' MGs decline a rate of fire the coloured die
	// gives them at First Fire, to leave residual FP (a FIRE line's NOROF).
	noROF bool
}

// exclusion is a firer left out of an attack, and why.
type exclusion struct {
	id  string
	why i18n.Text
}

// compose turns firers (unit and weapon ids, hexes) into the attacks
// they can make at target now: one attack per group of hexes linked by
// adjacency (3.2 fire groups; a leader is no link), a flamethrower on its
// own (4.2). Firers that cannot take part are returned with the reason.
func (s *State) compose(side int, kind fireKind, ids []string, from []Hex, target Hex) ([]shot, []exclusion) {
	m := s.musterFirers(side, ids, from)
	// A unit firing FPF fires with all its FP and its weapons (3.3.1).
	m.addHexMGs(s, kind == fkFPF)
	parts, leaders := m.shares(s)
	parts = m.ableToFire(s, parts, kind, target)
	leaders = m.ableToDirect(s, leaders, kind)
	parts, leaders = s.pairLeadersOnMGs(parts, leaders)
	shots := m.attacks(s, shot{side: side, kind: kind, target: target}, parts, leaders)
	// Bigger attacks first, so a FIRE line's main group fires first.
	sort.SliceStable(shots, func(i, j int) bool { return len(shots[i].parts) > len(shots[j].parts) })
	return shots, m.ex
}

// muster is the firers a FIRE line names, gathered before they are split
// into attacks, and those left out so far.
type muster struct {
	units   []*Unit
	weapons []*Weapon
	listed  map[string]bool // unit and weapon ids already mustered
	fromHex map[string]bool // units that fire because their hex was named
	ex      []exclusion
}

func (m *muster) exclude(id string, why i18n.Text) { m.ex = append(m.ex, exclusion{id, why}) }

func (m *muster) addUnit(u *Unit, hex bool) {
	if !m.listed[u.ID] {
		m.listed[u.ID] = true
		m.fromHex[u.ID] = hex
		m.units = append(m.units, u)
	}
}

func (m *muster) addWeapon(w *Weapon) {
	if !m.listed[w.ID] {
		m.weapons = append(m.weapons, w)
		m.listed[w.ID] = true
	}
}

// musterFirers gathers the units and held weapons of side named by id, then
// every unit in the named hexes.
func (s *State) musterFirers(side int, ids []string, from []Hex) *muster {
	m := &muster{listed: map[string]bool{}, fromHex: map[string]bool{}}
	for _, id := range ids {
		if u := s.unit(id); u != nil && u.Side == side && u.active() {
			m.addUnit(u, false)
			continue
		}
		if w := s.weapon(id); w != nil && !w.Gone && w.Owner != "" {
			if h := s.unit(w.Owner); h != nil && h.Side == side && h.active() {
				m.addWeapon(w)
				continue
			}
		}
		switch u, w := s.unit(id), s.weapon(id); {
		case u != nil && u.Side == side && u.Gone:
			m.exclude(id, i18n.T("it has been eliminated", "已被消滅", "已被消灭"))
		case w != nil && w.Side == side && w.Gone:
			m.exclude(id, i18n.T("it is out of play (destroyed, or used up)", "已不在場上（已毀或已用盡）", "已不在场上（已毁或已用尽）"))
		default:
			m.exclude(id, i18n.T("not a unit or held weapon of the side on the map", "不是本方在地圖上的部隊或被攜帶的武器", "不是本方在地图上的部队或被携带的武器"))
		}
	}
	for _, h := range from {
		for _, u := range s.at(h, side) {
			m.addUnit(u, true)
		}
	}
	return m
}

// addHexMGs adds the MGs a hex fires with: a hex fires with every unit in
// it and the MGs they hold (4.0), while a unit named by id fires its own FP
// and a weapon fires only when named. all (FPF) adds them for every unit.
func (m *muster) addHexMGs(s *State, all bool) {
	for _, u := range m.units {
		if m.fromHex[u.ID] || all {
			for _, w := range s.unitMGs(u, m.listed) {
				m.weapons = append(m.weapons, w)
				m.listed[w.ID] = true
			}
		}
	}
}

// shares splits the muster into parts of the attack (4.0): a unit fires its
// own FP unless it fires weapons instead, a holder fires at most two
// weapons (a squad) or one in a fire phase, and a leader holding no weapon
// directs.
func (m *muster) shares(s *State) ([]part, []*Unit) {
	var parts []part
	var leaders []*Unit
	weapons := m.heldWeapons(s)
	perHolder := map[string]int{} // weapons used this phase, these included
	for _, u := range m.units {
		perHolder[u.ID] = len(u.PhaseSW)
	}
	for _, w := range weapons {
		if !contains(s.unit(w.Owner).PhaseSW, w.ID) {
			perHolder[w.Owner]++
		}
	}
	for _, u := range m.units {
		ct := s.ctype(u)
		if ct.Kind == tables.Leader {
			switch {
			case perHolder[u.ID] == 0:
				leaders = append(leaders, u)
			case len(u.PhaseSW) > 0 && !m.fromHex[u.ID]:
				m.exclude(u.ID, i18n.T("he used a weapon in this fire phase and directs no attack in it (4.0)", "他本射擊階段已使用武器，本階段不能指揮射擊（4.0）", "他本射击阶段已使用武器，本阶段不能指挥射击（4.0）"))
			}
			continue
		}
		switch {
		case u.FPGone:
			m.exclude(u.ID, i18n.T("it gave up its own FP this player turn to fire weapons (4.0)", "本玩家回合已放棄自身火力以發射武器（4.0）", "本玩家回合已放弃自身火力以发射武器（4.0）"))
		case weaponsOnly(ct.Kind, perHolder[u.ID]):
			if !m.fromHex[u.ID] {
				m.exclude(u.ID, i18n.T("it fires its weapons instead of its own FP (4.0)", "改為發射武器而不用自身火力（4.0）", "改为发射武器而不用自身火力（4.0）"))
			}
		default:
			parts = append(parts, part{unit: u})
		}
	}
	for _, w := range weapons {
		parts = append(parts, part{unit: s.unit(w.Owner), weapon: w})
	}
	return parts, leaders
}

// heldWeapons is the muster's weapons that their holders may still use
// in this fire phase (4.0): beside the weapons a holder used already
// (s.weaponRoom), a weapon firing again on its rate of fire is free.
func (m *muster) heldWeapons(s *State) []*Weapon {
	var out []*Weapon
	fired := map[string]int{} // new weapons each holder fires
	for _, w := range m.weapons {
		h := s.unit(w.Owner)
		if contains(h.PhaseSW, w.ID) {
			out = append(out, w)
			continue
		}
		if fired[h.ID] >= s.weaponRoom(h, h.PhaseOwn) {
			why := i18n.T("its holder fires no more weapons (4.0)", "持有者不能再發射更多武器（4.0）", "持有者不能再发射更多武器（4.0）")
			if len(h.PhaseSW) > 0 || h.PhaseOwn {
				why = i18n.T("its holder %s has used as many weapons this phase as 4.0 allows beside what it fired (a squad: one beside its own FP, or two; a half-squad or leader: one, and a half-squad none beside its own FP)",
					"持有者 %s 本階段已用盡 4.0 允許的武器（班：自身火力外一件，或改用兩件；半班或長官：一件，半班用了自身火力便不能再用武器）",
					"持有者 %s 本阶段已用尽 4.0 允许的武器（班：自身火力外一件，或改用两件；半班或长官：一件，半班用了自身火力便不能再用武器）", h.ID)
			}
			m.exclude(w.ID, why)
			continue
		}
		fired[h.ID]++
		out = append(out, w)
	}
	return out
}

// ableToFire keeps the parts that can fire this kind of fire at target.
func (m *muster) ableToFire(s *State, parts []part, kind fireKind, target Hex) []part {
	var ok []part
	for _, p := range parts {
		if why := s.cannotFire(p, kind, target); why != nil {
			m.exclude(p.id(), *why)
			continue
		}
		ok = append(ok, p)
	}
	return ok
}

// pairLeadersOnMGs gives each MG a leader fires a second leader of his
// hex, named with him and able to direct, to fire it with him: two
// leaders together fire an MG at full FP, one alone as area fire at half
// (4.1). Using the weapon, the second leader directs no attack in the
// phase (4.0), so he leaves the leaders who direct. Reading: where a
// squad or half-squad fires from their hex in the same attack, the
// second leader directs it instead (his DRM for all, the MG at half).
func (s *State) pairLeadersOnMGs(parts []part, leaders []*Unit) ([]part, []*Unit) {
	mmcIn := map[Hex]bool{}
	for _, p := range parts {
		if s.ctype(p.unit).MMC() {
			mmcIn[p.unit.Hex] = true
		}
	}
	taken := map[string]bool{}
	for i, p := range parts {
		if p.weapon == nil || s.wtype(p.weapon).Kind != tables.MG || s.ctype(p.unit).Kind != tables.Leader || mmcIn[p.unit.Hex] {
			continue
		}
		for _, ld := range leaders {
			if !taken[ld.ID] && ld.Hex == p.unit.Hex && s.weaponRoom(ld, false) > 0 {
				taken[ld.ID] = true
				parts[i].with = ld
				break
			}
		}
	}
	var rest []*Unit
	for _, ld := range leaders {
		if !taken[ld.ID] {
			rest = append(rest, ld)
		}
	}
	return parts, rest
}

// ableToDirect keeps the leaders who can direct this kind of fire.
func (m *muster) ableToDirect(s *State, leaders []*Unit, kind fireKind) []*Unit {
	var ok []*Unit
	for _, ld := range leaders {
		if why := s.cannotDirect(ld, kind); why != nil {
			m.exclude(ld.ID, *why)
			continue
		}
		ok = append(ok, ld)
	}
	return ok
}

// attacks forms the attacks: a flamethrower alone (4.2), the rest in fire
// groups (3.2), each directed by its leaders if it has one in every hex.
// Each attack copies base's side, kind and target.
func (m *muster) attacks(s *State, base shot, parts []part, leaders []*Unit) []shot {
	var shots []shot
	var group []part
	for _, p := range parts {
		if p.weapon != nil && s.wtype(p.weapon).Kind == tables.FT {
			sh := base
			sh.parts = []part{p}
			shots = append(shots, sh)
			continue
		}
		group = append(group, p)
	}
	for _, comp := range s.fireGroups(group) {
		sh := base
		sh.parts = comp
		sh.leaders = s.directing(comp, leaders)
		if len(sh.leaders) == 0 {
			if sh.parts = m.inUnledRange(s, comp, base.target); len(sh.parts) == 0 {
				continue
			}
		}
		shots = append(shots, sh)
	}
	return shots
}

// inUnledRange keeps the parts of an attack no leader directs that are in
// range: beyond 16 hexes an MG fires only under a leader (4.1).
func (m *muster) inUnledRange(s *State, parts []part, target Hex) []part {
	var kept []part
	for _, p := range parts {
		if p.weapon != nil && s.wtype(p.weapon).Kind == tables.MG && s.sc.Grid().Distance(p.unit.Hex, target) > MGRangeUnled {
			m.exclude(p.id(), i18n.T("beyond 16 hexes an MG fires only when a leader directs it (4.1)", "超過16格的機槍射擊須由長官指揮（4.1）", "超过16格的机枪射击须由长官指挥（4.1）"))
			continue
		}
		kept = append(kept, p)
	}
	return kept
}

// id names a part: the weapon's id or the unit's.
func (p part) id() string {
	if p.weapon != nil {
		return p.weapon.ID
	}
	return p.unit.ID
}

// firstMG is the first working MG a unit holds.
func (s *State) firstMG(u *Unit) *Weapon {
	for _, w := range s.held(u.ID) {
		if s.wtype(w).Kind == tables.MG && !w.Broken {
			return w
		}
	}
	return nil
}

// unitMGs are the MGs a unit in a firing hex fires with it (4.0): a
// squad fires one, or two when they outgun its own FP (giving that up); a
// half-squad or a leader one, instead of its own.
func (s *State) unitMGs(u *Unit, listed map[string]bool) []*Weapon {
	ct := s.ctype(u)
	var mgs []*Weapon
	for _, w := range s.held(u.ID) {
		if s.wtype(w).Kind == tables.MG && !w.Broken && !listed[w.ID] {
			mgs = append(mgs, w)
		}
	}
	switch {
	case len(mgs) == 0:
		return nil
	case ct.Kind == tables.Leader:
		return nil // a leader in a firing hex directs rather than fires
	case ct.Kind == tables.Half:
		return mgs[:1]
	case len(mgs) >= 2 && s.wtype(mgs[0]).FP+s.wtype(mgs[1]).FP > ct.FP+s.wtype(mgs[0]).FP:
		return mgs[:2]
	}
	return mgs[:1]
}

// fireGroups splits parts into groups whose hexes link by adjacency.
func (s *State) fireGroups(parts []part) [][]part {
	var hexes []Hex
	seen := map[Hex]bool{}
	for _, p := range parts {
		if !seen[p.unit.Hex] {
			seen[p.unit.Hex] = true
			hexes = append(hexes, p.unit.Hex)
		}
	}
	hexgrid.Sort(hexes)
	comp := map[Hex]int{}
	n := 0
	for _, h := range hexes {
		if _, done := comp[h]; done {
			continue
		}
		comp[h] = n
		queue := []Hex{h}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			for _, o := range hexes {
				if _, done := comp[o]; !done && s.sc.Grid().Adjacent(c, o) {
					comp[o] = n
					queue = append(queue, o)
				}
			}
		}
		n++
	}
	out := make([][]part, n)
	for _, p := range parts {
		out[comp[p.unit.Hex]] = append(out[comp[p.unit.Hex]], p)
	}
	return out
}

// directing picks the leaders who direct a fire group: one in every hex
// of it (3.2), or none.
func (s *State) directing(parts []part, leaders []*Unit) []*Unit {
	var out []*Unit
	byHex := map[Hex]*Unit{}
	for _, ld := range leaders {
		if cur, ok := byHex[ld.Hex]; !ok || s.leaderDRM(ld) < s.leaderDRM(cur) {
			byHex[ld.Hex] = ld
		}
	}
	for _, p := range parts {
		if p.unit.Hex == (Hex{}) {
			continue
		}
		ld, ok := byHex[p.unit.Hex]
		if !ok {
			return nil
		}
		if !containsUnit(out, ld) {
			out = append(out, ld)
		}
	}
	// A leader who directed First Fire directs one more attack, of only
	// the firers he directed then (3.4); after it he is Used.
	for _, ld := range out {
		if ld.Used && !s.rofOnly(ld, parts) {
			return nil
		}
		if len(ld.Directed) > 0 {
			for _, p := range parts {
				if !contains(ld.Directed, p.id()) {
					return nil
				}
			}
		}
	}
	return out
}

// rofOnly reports whether parts are only weapons a leader directed that
// kept their rate of fire: he may direct them again (1.2.1).
func (s *State) rofOnly(ld *Unit, parts []part) bool {
	for _, p := range parts {
		if p.weapon == nil || p.weapon.Fire != NoFire || !contains(ld.Directed, p.weapon.ID) {
			return false
		}
	}
	return len(parts) > 0
}

// rofLeft reports whether a weapon a leader directed kept its rate of
// fire.
func (s *State) rofLeft(ld *Unit) bool {
	for _, id := range ld.Directed {
		if w := s.weapon(id); w != nil && !w.Gone && !w.Broken && w.Fire == NoFire {
			return true
		}
	}
	return false
}

func containsUnit(us []*Unit, u *Unit) bool {
	for _, x := range us {
		if x == u {
			return true
		}
	}
	return false
}

func contains(list []string, x string) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}
