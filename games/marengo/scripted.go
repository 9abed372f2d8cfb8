package marengo

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Scripted is a simple player for tests and demonstrations. It reads only
// what its side may know (its own blocks; of the enemy, which areas and
// approaches hold how many blocks) and writes the lines a player would
// mail for whatever it is asked now: a plan for its turn, or the answer to
// a question. Cautious sends standing answers for most decisions with each
// plan; a player that is not cautious leaves them open and is asked.
//
// It answers a front line or a pursuit with the blocks by id, never BEST,
// so a test can tell from its mail alone which blocks those answers show.
type Scripted struct {
	Side     Side
	Cautious bool
}

// Lines returns the mail for the side's current request, or nil when it
// is not asked.
func (p Scripted) Lines(g *Game) []string {
	s := g.s
	if q := s.Question; q != nil {
		if q.Seat != p.Side.Seat() {
			return nil
		}
		if q.Kind == askPlan {
			return append(p.plan(s), p.book()...)
		}
		return p.answer(s, q.Kind, q.Subject)
	}
	if s.Stage != stageTurn || s.B.Active != p.Side {
		return nil
	}
	return append(append([]string{"FORGET FRONT", "FORGET PURSUE"}, p.plan(s)...), p.book()...)
}

// book is the standing answers sent with each plan.
func (p Scripted) book() []string {
	out := []string{"RETREAT * ROOM", "ADVANCE * NO"}
	if p.Cautious {
		out = append(out, "BLOCK * ALL", "COUNTERFIRE * YES")
	}
	return out
}

// answer replies to a question with a standing answer for its subject.
func (p Scripted) answer(s *State, kind, subject string) []string {
	b := &s.B
	switch kind {
	case askBlock:
		return []string{"BLOCK " + subject + " ALL"}
	case askCounter:
		return []string{"COUNTERFIRE " + subject + " YES"}
	case askFront:
		for _, ap := range s.sc.area[subject].Approaches {
			if b.Active != p.Side && len(b.at(b.Active, Place{Area: ap.Faces, Face: subject})) > 0 && len(b.at(p.Side, ap.Place())) > 0 {
				front := chooseFront(b.at(p.Side, ap.Place()), Answer{Word: "BEST"}, ap)
				if len(front) > 0 {
					return []string{"FRONT " + subject + " " + strings.Join(ids(front), " ")}
				}
			}
		}
		return []string{"FRONT " + subject + " NONE"}
	case askPursue:
		var best *Block
		for i := range b.Blocks {
			x := &b.Blocks[i]
			if x.On() && x.Side == p.Side && x.Arm == Cavalry && x.At.Face != "" && (x.At.Area == subject || x.At.Face == subject) {
				if best == nil || x.Strength > best.Strength {
					best = x
				}
			}
		}
		if best != nil {
			return []string{"PURSUE " + subject + " " + best.ID}
		}
		return []string{"PURSUE " + subject + " NO"}
	case askRetreat:
		return []string{"RETREAT " + subject + " ROOM"}
	case askAdvance:
		return []string{"ADVANCE " + subject + " NO"}
	}
	return nil
}

// planner builds a plan on a copy of the position, as its side knows it.
type planner struct {
	s     *State
	b     Board
	side  Side
	cp    int
	phase int
	moved map[string]bool
	fired map[string]bool // artillery that attacks: it may not declare
	lines []string
}

func (p Scripted) plan(s *State) []string {
	pl := &planner{s: s, b: cloneBoard(&s.B), side: p.Side, cp: s.B.T.CP, phase: s.B.T.Phase, moved: map[string]bool{}, fired: map[string]bool{}}
	if s.Run == nil {
		pl.cp, pl.phase = 3, phActivate
	}
	for _, id := range s.B.T.Moved {
		pl.moved[id] = true
	}
	if pl.phase <= phActivate {
		pl.activate()
	}
	if pl.phase <= phAttack {
		pl.attacks()
	}
	if pl.phase <= phMove {
		pl.reinforce()
		pl.moves()
	}
	pl.declare()
	if len(pl.lines) == 0 {
		// Standing answers alone do not end a turn.
		return []string{"DONE"}
	}
	return pl.lines
}

func (pl *planner) add(format string, a ...any) {
	pl.lines = append(pl.lines, fmt.Sprintf(format, a...))
}

func (pl *planner) mine() []*Block {
	var out []*Block
	for i := range pl.b.Blocks {
		x := &pl.b.Blocks[i]
		if x.On() && x.Side == pl.side {
			out = append(out, x)
		}
	}
	return out
}

func (pl *planner) free(x *Block) bool {
	return !pl.moved[x.ID] && !x.Inactive && !slices.Contains(pl.b.T.Fired, x.ID)
}

// activate wakes the French blocks the turn allows, by roster order.
func (pl *planner) activate() {
	if pl.side != France {
		return
	}
	n := 0
	switch {
	case pl.b.Entered || pl.b.Hour >= 11:
		n = 2
	case pl.b.Hour == pl.s.sc.FirstHour:
		n = 1
	}
	var wake []string
	for _, x := range pl.mine() {
		if x.Inactive && len(wake) < n && !pl.nextToEnemy(x.At.Area) {
			wake = append(wake, x.ID)
			x.Inactive = false
		}
	}
	if len(wake) > 0 {
		pl.add("ACTIVATE %s", strings.Join(wake, " "))
	}
}

func (pl *planner) nextToEnemy(area string) bool {
	for _, n := range pl.s.sc.Neighbours(area) {
		if pl.b.enemyIn(pl.side, n) {
			return true
		}
	}
	return false
}

// attacks attacks from every approach where a lead beats the terrain by
// two, with everything standing there.
func (pl *planner) attacks() {
	if pl.b.demoralised(pl.side) {
		return
	}
	for _, a := range pl.s.sc.Areas {
		for _, ap := range a.Approaches {
			if pl.cp == 0 {
				return
			}
			bf := pl.s.sc.Opposite(ap)
			if bf == nil || len(pl.b.at(pl.side.Other(), bf.Place())) == 0 || slices.Contains(pl.b.T.Attacked, bf.Place().String()) {
				continue
			}
			var group []*Block
			for _, x := range pl.b.at(pl.side, ap.Place()) {
				if pl.free(x) {
					group = append(group, x)
				}
			}
			if cap := pl.s.sc.area[ap.Faces].Capacity; len(group) > cap {
				group = group[:cap]
			}
			var lead *Block
			for _, x := range group {
				ok := (x.Arm == Infantry || (x.Arm == Cavalry && !bf.Obstacle)) && x.Strength >= 2 && x.Strength-bf.Penalty(x.Arm) >= 2
				if ok && (lead == nil || x.Strength > lead.Strength) {
					lead = x
				}
			}
			if lead == nil {
				continue
			}
			line := fmt.Sprintf("ATTACK %s LEAD %s", strings.Join(ids(group), " "), lead.ID)
			pursue := "NO"
			for _, x := range group {
				if x != lead && x.Arm == Cavalry {
					pursue = x.ID
				}
			}
			pl.add("%s PURSUE %s", line, pursue)
			pl.cp--
			for _, x := range group {
				pl.moved[x.ID], pl.fired[x.ID] = true, true
			}
		}
	}
}

// reinforce brings on the reinforcements due: three by each road,
// cavalry first, each as far along its road as it may go without
// meeting the enemy; Austria's pontoon takes one more.
func (pl *planner) reinforce() {
	b := &pl.b
	byEntry := map[string][]*Block{}
	var entries []string
	for i := range b.Blocks {
		x := &b.Blocks[i]
		d, _ := pl.s.sc.Def(x.ID)
		if x.Side != pl.side || x.Status != isDue || d.Hour > b.Hour {
			continue
		}
		if _, ok := byEntry[d.Entry]; !ok {
			entries = append(entries, d.Entry)
		}
		byEntry[d.Entry] = append(byEntry[d.Entry], x)
	}
	sort.Strings(entries)
	var left []*Block
	for _, key := range entries {
		e, _ := pl.s.sc.Entry(key)
		rd, _ := pl.s.sc.Road(e.Road)
		due := byEntry[key]
		sort.SliceStable(due, func(i, j int) bool { return armRank(due[i].Arm) < armRank(due[j].Arm) })
		used := 0
		for _, u := range b.T.Roads {
			if u.Road == rd.Key && u.Border == "edge-"+e.Area {
				used = len(u.Moves)
			}
		}
		for _, x := range due {
			if used >= 3 || b.enemyIn(pl.side, e.Area) || slices.Contains(b.T.Taken, e.Area) || pl.count(e.Area) >= pl.s.sc.area[e.Area].Capacity || (!rd.Main && pl.cp == 0) {
				left = append(left, x)
				continue
			}
			path := pl.along(rd, e.Area, 3-used-1)
			pl.add("ENTER %s", strings.TrimSpace(x.ID+" "+strings.Join(path, " ")))
			used++
			if !rd.Main {
				pl.cp--
			}
			x.Status, x.At = onMap, reserveOf(append([]string{e.Area}, path...)[len(path)])
			pl.moved[x.ID] = true
		}
	}
	if pl.side == Austria && pl.s.sc.Pontoon != "" && len(left) > 0 && pl.cp > 1 && !b.T.Pontoon {
		area := pl.s.sc.Pontoon
		if !b.enemyIn(pl.side, area) && pl.count(area) < pl.s.sc.area[area].Capacity {
			x := left[0]
			pl.add("PONTOON %s", x.ID)
			pl.cp--
			x.Status, x.At = onMap, reserveOf(area)
			pl.moved[x.ID] = true
		}
	}
}

// along is up to n further areas from start along road rd, away from the
// side's own edge, stopping before the enemy or a full area.
func (pl *planner) along(rd *Road, start string, n int) []string {
	i := slices.Index(rd.Areas, start)
	step := 1
	if i == len(rd.Areas)-1 {
		step = -1
	}
	var out []string
	for k := 1; k <= n; k++ {
		j := i + step*k
		if j < 0 || j >= len(rd.Areas) {
			break
		}
		a, from := rd.Areas[j], rd.Areas[j-step]
		if pl.b.enemyIn(pl.side, a) || pl.count(a) >= pl.s.sc.area[a].Capacity || len(pl.b.at(pl.side.Other(), Place{Area: a, Face: from})) > 0 ||
			slices.Contains(pl.b.T.Taken, a) || slices.Contains(pl.b.T.Closed, borderKey(from, a)) {
			break
		}
		out = append(out, a)
	}
	return out
}

func (pl *planner) count(area string) int { return len(pl.b.inArea(pl.side, area)) }
