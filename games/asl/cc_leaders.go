package asl

import (
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// bindLeaders holds a CC line's targets to how the other side attacked
// (3.8): leaders who attacked together with other units defend with
// them, so attacking one of that group attacks all of it; a leader who
// attacked alone defends alone, so he is left out of an attack on others.
// Units already attacked by an earlier line stay out. The line's side
// reads what changed.
func (s *State) bindLeaders(o orders.Order, targets []*Unit, first []ccAttack, usedT map[string]bool, l *log) []*Unit {
	out := append([]*Unit(nil), targets...)
	var added, dropped []string
	for _, at := range first {
		group := s.liveUnits(at.attackers)
		leaderIn := false
		for _, u := range group {
			leaderIn = leaderIn || s.ctype(u).Kind == tables.Leader
		}
		switch {
		case len(group) == 1 && leaderIn && len(out) > 1 && containsUnit(out, group[0]):
			out = removeUnit(out, group[0])
			dropped = append(dropped, group[0].ID)
		case len(group) > 1 && leaderIn && anyIn(group, out):
			for _, u := range group {
				if !containsUnit(out, u) && !usedT[u.ID] {
					out = append(out, u)
					added = append(added, u.ID)
				}
			}
		}
	}
	seat := s.seat(s.unit(o.Units[0]).Side)
	if len(added) > 0 {
		l.secret(seat, i18n.T("Line %d: leaders who attacked together with other units defend with them: the attack takes in %s too (3.8).",
			"第 %d 行：與其他部隊聯合攻擊的長官也須聯合防守：攻擊對象加上 %s（3.8）。", "第 %d 行：与其他部队联合攻击的长官也须联合防守：攻击对象加上 %s（3.8）。",
			o.Line, i18n.Plain(i18n.List(i18n.English, added))), nil)
	}
	if len(dropped) > 0 {
		l.secret(seat, i18n.T("Line %d: %s attacked alone and defends alone: not attacked with the others (3.8).",
			"第 %d 行：%s 單獨攻擊，也須單獨防守：不與其他部隊一併被攻擊（3.8）。", "第 %d 行：%s 单独攻击，也须单独防守：不与其他部队一并被攻击（3.8）。",
			o.Line, i18n.Plain(i18n.List(i18n.English, dropped))), nil)
	}
	return out
}

// liveUnits looks units up again (a leader created in close combat may
// have moved them in memory) and keeps those still on the map.
func (s *State) liveUnits(us []*Unit) []*Unit {
	var out []*Unit
	for _, u := range us {
		if u = s.unit(u.ID); u != nil && u.active() {
			out = append(out, u)
		}
	}
	return out
}

func removeUnit(us []*Unit, x *Unit) []*Unit {
	var out []*Unit
	for _, u := range us {
		if u != x {
			out = append(out, u)
		}
	}
	return out
}

func anyIn(a, b []*Unit) bool {
	for _, u := range a {
		if containsUnit(b, u) {
			return true
		}
	}
	return false
}
