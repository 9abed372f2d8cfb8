package marengo

import (
	"fmt"
	"slices"
	"strings"
)

// moves: each reserve next to the enemy assaults an unblocked neighbour
// it outnumbers, else commits to face the enemy; reserves far from it
// step toward the nearest enemy area.
func (pl *planner) moves() {
	b := &pl.b
	for _, a := range pl.s.sc.Areas {
		if pl.cp == 0 {
			return
		}
		var group []*Block
		for _, x := range b.at(pl.side, reserveOf(a.Key)) {
			if pl.free(x) {
				group = append(group, x)
			}
		}
		if len(group) == 0 {
			continue
		}
		var line string
		for _, ap := range a.Approaches {
			if ap.Impassable || !b.enemyIn(pl.side, ap.Faces) || slices.Contains(b.T.Taken, ap.Faces) || slices.Contains(b.T.Closed, borderKey(a.Key, ap.Faces)) {
				continue
			}
			target := pl.s.sc.Opposite(ap)
			enemies := len(b.inArea(pl.side.Other(), ap.Faces))
			hasInf := slices.ContainsFunc(group, func(x *Block) bool { return x.Arm == Infantry })
			if len(b.at(pl.side.Other(), target.Place())) == 0 && len(group) > enemies && (hasInf || !target.Obstacle) &&
				pl.count(ap.Faces)+len(group) <= pl.s.sc.area[ap.Faces].Capacity {
				line = fmt.Sprintf("MOVE %s TO %s", strings.Join(ids(group), " "), ap.Faces)
				break
			}
			if line == "" {
				line = fmt.Sprintf("MOVE %s TO %s", strings.Join(ids(group), " "), ap.Place())
			}
		}
		if line == "" {
			if next := pl.toward(a.Key, len(group)); next != "" {
				line = fmt.Sprintf("MOVE %s TO %s", strings.Join(ids(group), " "), next)
			}
		}
		if line == "" {
			continue
		}
		pl.add("%s", line)
		pl.cp--
		dest := line[strings.LastIndex(line, " ")+1:]
		for _, x := range group {
			pl.moved[x.ID] = true
			if area, face, ok := strings.Cut(dest, "/"); ok {
				x.At = Place{Area: area, Face: face}
			} else {
				x.At = reserveOf(dest)
			}
		}
	}
}

// toward is the first step from area to the nearest area holding the
// enemy (Austria) or next to it (France), if the step has room.
func (pl *planner) toward(area string, n int) string {
	prev := map[string]string{area: ""}
	queue := []string{area}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, nb := range pl.s.sc.Neighbours(cur) {
			if _, seen := prev[nb]; seen {
				continue
			}
			prev[nb] = cur
			if pl.b.enemyIn(pl.side, nb) {
				step := cur
				for prev[step] != area && step != area {
					step = prev[step]
				}
				if step == area || pl.count(step)+n > pl.s.sc.area[step].Capacity || pl.b.enemyIn(pl.side, step) || slices.Contains(pl.b.T.Taken, step) || slices.Contains(pl.b.T.Closed, borderKey(area, step)) {
					return ""
				}
				if pl.side == France && pl.nextToEnemy(area) {
					return ""
				}
				return step
			}
			queue = append(queue, nb)
		}
	}
	return ""
}

// declare: every committed artillery facing the enemy declares.
func (pl *planner) declare() {
	for _, x := range pl.mine() {
		if x.Arm == Artillery && !x.At.Reserve() && pl.b.enemyIn(pl.side, x.At.Face) && !slices.Contains(pl.b.T.Fired, x.ID) && !slices.Contains(pl.b.T.Attackers, x.ID) && !pl.fired[x.ID] {
			if _, _, ok := pl.b.pending(x.ID); !ok {
				pl.add("BOMBARD %s", x.ID)
			}
		}
	}
}
