package gettysburg

import (
	"encoding/json"
	"fmt"
	"strings"

	"adjutant/games"
)

// result is what Resolve stores: the events in order, in every language,
// and the position afterwards with every private plan removed.
type result struct {
	Phase  string        `json:"phase"`
	Name   games.Text    `json:"name"`
	Events []games.Event `json:"events"`
	State  *State        `json:"state"`
}

// Report renders a stored result for seat in lang: what happened, then the
// map and the status. Both sides see the same events, since nothing in
// Gettysburg is hidden once it has happened, except a plan line that could
// not run: only its own side reads it, everyone else reads that the plan
// was set aside (the rest of a plan is never stored in a result).
func (Engine) Report(data []byte, v games.Viewer, lang games.Lang) (string, error) {
	var r result
	if err := json.Unmarshal(data, &r); err != nil {
		return "", fmt.Errorf("%w: %w", ErrState, err)
	}
	if r.State == nil {
		return "", fmt.Errorf("%w: result has no position", ErrState)
	}
	sc, err := LoadScenario(r.State.Scenario)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrState, err)
	}
	r.State.sc = sc
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n\n", r.Name.In(lang), r.Phase)
	side, isSide := viewerSide(v)
	for _, e := range games.Render(r.Events, v, lang) {
		b.WriteString(wrap(e, 78))
	}
	b.WriteString("\n")
	rangeOf := -1
	if isSide && r.State.ShowRange[side] {
		rangeOf = int(side)
	}
	b.WriteString(r.State.status(lang, rangeOf))
	return b.String(), nil
}

// wrap breaks a line so it fits max terminal columns: at spaces, or
// anywhere in Chinese text, which has none.
func wrap(s string, max int) string {
	var b strings.Builder
	line := ""
	for _, w := range strings.Fields(s) {
		for games.Width(w) > max-2 {
			// A long run of Chinese text: cut it where it fills the line.
			cut, used := 0, games.Width(line)+1
			for i, r := range w {
				if used+games.Width(string(r)) > max {
					cut = i
					break
				}
				used += games.Width(string(r))
			}
			if cut == 0 {
				break
			}
			if line == "" {
				b.WriteString(w[:cut] + "\n")
			} else {
				b.WriteString(line + " " + w[:cut] + "\n")
			}
			line, w = "", "  "+w[cut:]
		}
		if line != "" && games.Width(line)+1+games.Width(w) > max {
			b.WriteString(line + "\n")
			line = "  " + strings.TrimLeft(w, " ")
			continue
		}
		if line == "" {
			line = w
		} else {
			line += " " + w
		}
	}
	if line != "" {
		b.WriteString(line + "\n")
	}
	return b.String()
}

// status renders the turn track, the map and the boxes.
func (s *State) status(lang games.Lang, rangeOf int) string {
	var b strings.Builder
	// Turn track.
	b.WriteString(games.Tr(lang, "Turn track: ", "回合軌:", "回合轨:"))
	for t := 1; t <= s.sc.Turns; t++ {
		day, half := 1+(t-1)/2, "AM"
		if t%2 == 0 {
			half = "PM"
		}
		if t == s.Turn {
			fmt.Fprintf(&b, "[%d:7/%d%s] ", t, day, half)
		} else {
			fmt.Fprintf(&b, "%d:7/%d%s ", t, day, half)
		}
	}
	b.WriteString(strings.TrimSpace("") + "(" + turnText(s.Turn).In(lang) + ")\n")
	if s.Stage == StageOver {
		b.WriteString(games.Tr(lang, "Game over.\n", "遊戲結束。\n", "游戏结束。\n"))
	} else {
		fmt.Fprintf(&b, "%s: %s\n", games.Tr(lang, "Phase", "階段", "阶段"), stageText(s.Stage).In(lang))
	}
	b.WriteString(s.renderMap(rangeOf))
	b.WriteString(mapKey(lang))
	for _, side := range []Side{Union, Confederate} {
		hq := s.HQ[side].String()
		fmt.Fprintf(&b, "%s: %s %s %s (%s %d); %s %d; %s %d\n", sideText(side).In(lang),
			games.Tr(lang, "HQ", "指揮部", "指挥部"), s.sc.HQ[side].Names.In(lang), hq, games.Tr(lang, "range", "範圍", "范围"), s.sc.HQ[side].Range,
			games.Tr(lang, "artillery support", "炮火支援", "炮火支援"), s.Artillery[side],
			games.Tr(lang, "points", "分數", "分数"), s.Points[side])
	}
	if !s.Sharpshooters.IsZero() {
		fmt.Fprintf(&b, "%s: %s\n", games.Tr(lang, "Berdan's Sharpshooters", "神射手", "神射手"), s.Sharpshooters)
	}
	var strag, elim, arrive []string
	for i, u := range s.Units {
		code := s.sc.Units[i].Code
		switch u.Where {
		case Straggler:
			strag = append(strag, fmt.Sprintf("%s(%s %d)", code, games.Tr(lang, "back turn", "重返回合", "重返回合"), u.Since+2))
		case Eliminated:
			elim = append(elim, code)
		case Pending:
			arrive = append(arrive, fmt.Sprintf("%s@%s/%d", code, s.sc.Units[i].Entry, s.sc.Units[i].Arrive))
		}
	}
	list := func(label string, xs []string) {
		if len(xs) == 0 {
			xs = []string{"-"}
		}
		b.WriteString(wrap(label+": "+strings.Join(xs, " "), 78))
	}
	list(games.Tr(lang, "Stragglers", "殘兵", "残兵"), strag)
	list(games.Tr(lang, "Eliminated", "被殲滅", "被歼灭"), elim)
	list(games.Tr(lang, "To arrive (entry/turn)", "待進場(位置/回合)", "待进场(位置/回合)"), arrive)
	return b.String()
}
