package gettysburg

import (
	"fmt"
	"strconv"
	"strings"

	"adjutant/games"
)

// edit applies master edit lines to s. All lines must be good for any to
// count: the caller discards s when there are problems.
//
//	PLACE unit hex [MARCH|COMBAT]   put a unit on the map
//	STRAGGLE unit                   send a unit to the stragglers box
//	ELIMINATE unit                  remove a unit for good (no point scored)
//	PENDING unit                    take a unit back off the map, to arrive later
//	ARTILLERY side n                set an artillery pool
//	POINTS side n                   set a side's points
func (s *State) edit(lines []games.Line) games.SubmitResult {
	var res games.SubmitResult
	var done []string
	for _, l := range lines {
		t := tokens(l.Text)
		if len(t) == 0 {
			continue
		}
		understood, err := s.editLine(t)
		if err != "" {
			p := games.Problem{Line: l.N, Input: l.Text, Message: games.Plain(err)}
			res.Problems = append(res.Problems, p)
			res.Echo = append(res.Echo, games.Echo{N: l.N, Input: l.Text, Problem: &p})
			continue
		}
		res.Echo = append(res.Echo, games.Echo{N: l.N, Input: l.Text, Understood: understood})
		res.Accepted.Lines = append(res.Accepted.Lines, games.Line{N: l.N, Text: understood})
		done = append(done, understood)
	}
	res.Summary = strings.Join(done, "; ")
	res.Complete = len(res.Problems) == 0
	return res
}

func (s *State) editLine(t []string) (string, string) {
	unit := func(w string) (int, string) {
		u, ok := s.sc.UnitIndex(w)
		if !ok {
			return 0, fmt.Sprintf("no unit called %q", w)
		}
		return u, ""
	}
	number := func(side, n string) (Side, int, string) {
		sd, ok := parseSide(side)
		v, err := strconv.Atoi(n)
		if !ok || err != nil || v < 0 {
			return 0, 0, "want SIDE NUMBER, e.g. Union 12"
		}
		return sd, v, ""
	}
	switch t[0] {
	case "PLACE":
		if len(t) < 3 || len(t) > 4 {
			return "", "PLACE UNIT HEX [MARCH|COMBAT]"
		}
		u, bad := unit(t[1])
		if bad != "" {
			return "", bad
		}
		h, err := ParseHex(t[2])
		if err != nil || !s.sc.OnMap(h) {
			return "", fmt.Sprintf("%q is not a hex on the map", t[2])
		}
		if o := s.unitAt(h); o >= 0 && o != u {
			return "", fmt.Sprintf("%s is occupied by %s", h, s.sc.Units[o].Code)
		}
		combat := len(t) == 4 && t[3] == "COMBAT"
		s.Units[u] = UnitState{Where: OnMap, Hex: h, Combat: combat}
		mode := "MARCH"
		if combat {
			mode = "COMBAT"
		}
		return fmt.Sprintf("PLACE %s %s %s", s.sc.Units[u].Code, h, mode), ""
	case "STRAGGLE", "ELIMINATE", "PENDING":
		if len(t) != 2 {
			return "", t[0] + " UNIT"
		}
		u, bad := unit(t[1])
		if bad != "" {
			return "", bad
		}
		switch t[0] {
		case "STRAGGLE":
			s.Units[u] = UnitState{Where: Straggler, Since: s.Turn}
		case "ELIMINATE":
			s.Units[u] = UnitState{Where: Eliminated}
		default:
			s.Units[u] = UnitState{Where: Pending}
		}
		return t[0] + " " + s.sc.Units[u].Code, ""
	case "ARTILLERY", "POINTS":
		if len(t) != 3 {
			return "", t[0] + " SIDE NUMBER"
		}
		side, n, bad := number(t[1], t[2])
		if bad != "" {
			return "", bad
		}
		if t[0] == "ARTILLERY" {
			s.Artillery[side] = n
		} else {
			s.Points[side] = n
		}
		return fmt.Sprintf("%s %s %d", t[0], side, n), ""
	}
	return "", "edits: PLACE, STRAGGLE, ELIMINATE, PENDING, ARTILLERY, POINTS"
}
