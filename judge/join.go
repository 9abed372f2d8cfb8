package judge

import (
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/judge/account"
)

// join adds the sender to a forming game, and starts it when it is full.
// Extra words are the player's preference list of powers, most wanted first.
func (s *session) join(name, pw string, prefWords []string) (string, *games.Text) {
	g, err := s.loadGame(name)
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", s.noSuchGame(name)
	}
	if g.Status != statusForming {
		return "", msg("join.started", g.Name)
	}
	if p := g.playerByAddr(s.sender); p != nil {
		if prob := s.checkPassword(g, p.Addr, p.PW, pw); prob != nil {
			return "", prob
		}
		s.joined = g
		return s.tr("join.already", g.Name), nil
	}
	eng := s.j.engines[g.Engine]
	prefs, bad := parsePrefs(g, prefWords)
	if bad != "" {
		return "", s.j.worded(g, msg("seat.not-a-seat-list", bad, g.Name, seatList(g)))
	}
	g.Players = append(g.Players, &player{Addr: s.sender, PW: account.HashPassword(pw), Prefs: prefs, Joined: s.now})
	s.keep(g)
	s.joined = g
	need := variantOf(eng, g.Variant).Players
	answer := s.tr("join.joined", g.Name, len(g.Players), need)
	if len(g.Players) == need {
		if err := s.j.startGame(s.tx, g, s.now); err != nil {
			return "", s.fail(err)
		}
		answer += "\n" + s.tr("join.full")
	}
	return answer, nil
}

// parsePrefs reads "F E G", "F,E,G", "FEG" or full names.
func parsePrefs(g *gameRecord, words []string) ([]games.Seat, string) {
	joined := strings.NewReplacer(",", " ", ";", " ", "/", " ").Replace(strings.Join(words, " "))
	var out []games.Seat
	for _, w := range strings.Fields(joined) {
		if seat, ok := seatFor(g, w); ok {
			out = append(out, seat)
			continue
		}
		// Initials run together: "FEG".
		ok := true
		var run []games.Seat
		for _, r := range w {
			seat, found := seatFor(g, string(r))
			if !found {
				ok = false
				break
			}
			run = append(run, seat)
		}
		if !ok {
			return nil, w
		}
		out = append(out, run...)
	}
	return out, ""
}

// assignSeats gives each player a group of seats. Players are taken in an
// order drawn from the game's dice; each takes the group holding the first
// of their preferences still free, so distinct first choices are always
// honoured. Players without a usable preference get what is left, in the
// dice's order.
func assignSeats(g *gameRecord, groups [][]games.Seat, dice *games.Dice) {
	order := make([]int, len(g.Players))
	for i := range order {
		order[i] = i
	}
	for i := len(order) - 1; i > 0; i-- {
		k := dice.Roll(i+1, "order in which players choose powers") - 1
		order[i], order[k] = order[k], order[i]
	}
	taken := make([]bool, len(groups))
	groupOf := func(seat games.Seat) int {
		for gi, grp := range groups {
			for _, s := range grp {
				if s == seat {
					return gi
				}
			}
		}
		return -1
	}
	var unplaced []int
	for _, pi := range order {
		p := g.Players[pi]
		placed := false
		for _, want := range p.Prefs {
			if gi := groupOf(want); gi >= 0 && !taken[gi] {
				taken[gi], p.Seats, placed = true, append([]games.Seat(nil), groups[gi]...), true
				break
			}
		}
		if !placed {
			unplaced = append(unplaced, pi)
		}
	}
	free := []int{}
	for gi := range groups {
		if !taken[gi] {
			free = append(free, gi)
		}
	}
	for i, pi := range unplaced {
		g.Players[pi].Seats = append([]games.Seat(nil), groups[free[i]]...)
	}
	sort.SliceStable(g.Players, func(a, b int) bool { return g.Players[a].Seats[0] < g.Players[b].Seats[0] })
}

// runLeave takes a player out of a game that has not started, with the
// password they joined with.
func runLeave(s *session, l Line) (string, *games.Text) {
	if len(l.Args) != 2 {
		return "", msg("leave.usage")
	}
	g, err := s.loadGame(strings.TrimPrefix(l.Args[0], "?"))
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", s.noSuchGame(l.Args[0])
	}
	if g.Status != statusForming {
		return "", msg("leave.started", g.Name)
	}
	p := g.playerByAddr(s.sender)
	if p == nil {
		return "", msg("leave.not-joined", g.Name)
	}
	if prob := s.checkPassword(g, p.Addr, p.PW, l.Args[1]); prob != nil {
		return "", prob
	}
	kept := g.Players[:0]
	for _, q := range g.Players {
		if q != p {
			kept = append(kept, q)
		}
	}
	g.Players = kept
	s.keep(g)
	return s.tr("leave.done", g.Name), nil
}
