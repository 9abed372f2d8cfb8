package gettysburg

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// result is what Resolve stores: the events in order, in every language,
// the position afterwards with every private plan removed, and the units'
// paths for the picture's arrows. It is record.Phase except that it
// writes "events" even when there are none and adds the moves:
// stored games were written so, and `adjutant verify` compares the bytes.
// Report reads it as a record.Phase.
type result struct {
	Phase  string        `json:"phase"`
	Name   i18n.Text     `json:"name"`
	Events []games.Event `json:"events"`
	State  *State        `json:"state"`
	// Moves are the units' paths, for the picture's arrows; results stored
	// before they were recorded have none.
	Moves []Move `json:"moves,omitempty"`
}

// Report renders a stored result for seat in lang: what happened, then the
// map and the status. Both sides see the same events, since nothing in
// Gettysburg is hidden once it has happened, except a plan line that could
// not run: only its own side reads it, everyone else reads that the plan
// was set aside (the rest of a plan is never stored in a result).
func (Engine) Report(data []byte, v games.Viewer, lang i18n.Lang) (string, error) {
	r, err := record.Decode(data, (*State).loaded)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", r.Name.In(lang))
	side, isSide := viewerSide(v)
	for _, e := range games.Render(r.Events, v, lang) {
		b.WriteString(wrap(e, i18n.ProseWidth))
	}
	b.WriteString("\n")
	rangeOf := -1
	if isSide && r.State.ShowRange[side] {
		rangeOf = int(side)
	}
	b.WriteString(r.State.status(lang, rangeOf))
	return b.String(), nil
}

// wrap breaks a line so it fits max terminal columns (i18n.ProseWidth for
// every prose line of a report, so that the judge's own wrap finds nothing
// to break again): at spaces, or
// anywhere in Chinese text, which has none.
func wrap(s string, max int) string {
	var b strings.Builder
	line := ""
	for _, w := range strings.Fields(s) {
		for i18n.Width(w) > max-2 {
			// A long run of Chinese text: cut it where it fills the line.
			cut, used := 0, i18n.Width(line)+1
			for i, r := range w {
				if used+i18n.Width(string(r)) > max {
					cut = i
					break
				}
				used += i18n.Width(string(r))
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
		if line != "" && i18n.Width(line)+1+i18n.Width(w) > max {
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
func (s *State) status(lang i18n.Lang, rangeOf int) string {
	var b strings.Builder
	// Turn track, wrapped like prose should a scenario have many turns.
	var track strings.Builder
	track.WriteString(i18n.Tr(lang, "Turns: ", "回合：", "回合："))
	for t := 1; t <= s.sc.Turns; t++ {
		day, half := 1+(t-1)/2, "AM"
		if t%2 == 0 {
			half = "PM"
		}
		if t == s.Turn {
			fmt.Fprintf(&track, "[%d:7/%d%s] ", t, day, half)
		} else {
			fmt.Fprintf(&track, "%d:7/%d%s ", t, day, half)
		}
	}
	turns := track.String()
	if lang != i18n.English {
		turns = strings.TrimRight(turns, " ") // no space before a full-width parenthesis
	}
	b.WriteString(wrap(turns+i18n.T("(%s)", "（%s）", "（%s）", turnText(s.Turn)).In(lang), i18n.ProseWidth))
	if s.Stage == StageOver {
		b.WriteString(i18n.Tr(lang, "Game over.\n", "遊戲結束。\n", "游戏结束。\n"))
	} else {
		fmt.Fprintf(&b, "%s%s%s\n", i18n.Tr(lang, "Phase", "階段", "阶段"), colon(lang), stageText(s.Stage).In(lang))
	}
	b.WriteString(s.renderMap(rangeOf))
	b.WriteString(mapKey(lang))
	for _, side := range []Side{Union, Confederate} {
		hq := s.HQ[side].String()
		format := i18n.Tr(lang, "%s: %s %s %s (%s %d); %s %d; %s %d\n", "%s：%s %s %s（%s %d）；%s %d；%s %d\n", "%s：%s %s %s（%s %d）；%s %d；%s %d\n")
		fmt.Fprintf(&b, format, sideText(side).In(lang),
			i18n.Tr(lang, "HQ", "指揮部", "指挥部"), s.sc.HQ[side].Names.In(lang), hq, i18n.Tr(lang, "range", "範圍", "范围"), s.sc.HQ[side].Range,
			i18n.Tr(lang, "artillery support", "炮火支援", "炮火支援"), s.Artillery[side],
			i18n.Tr(lang, "points", "分數", "分数"), s.Points[side])
	}
	if !s.Sharpshooters.IsZero() {
		fmt.Fprintf(&b, "%s%s%s\n", i18n.Tr(lang, "Berdan's Sharpshooters", "神射手", "神射手"), colon(lang), s.Sharpshooters)
	}
	var strag, elim, arrive []string
	for i, u := range s.Units {
		code := s.sc.Units[i].Code
		switch u.Where {
		case Straggler:
			strag = append(strag, i18n.T("%s (may return on turn %d)", "%s（可於第 %d 回合重返）", "%s（可于第 %d 回合重返）", code, u.Since+2).In(lang))
		case Eliminated:
			elim = append(elim, code)
		case Pending:
			arrive = append(arrive, i18n.T("%s at %s on turn %d", "%s 第 %[3]d 回合於 %[2]s", "%s 第 %[3]d 回合于 %[2]s",
				code, s.sc.Units[i].Entry, s.sc.Units[i].Arrive).In(lang))
		}
	}
	list := func(label string, xs []string) {
		if len(xs) == 0 {
			xs = []string{"-"}
		}
		b.WriteString(wrap(label+colon(lang)+i18n.List(lang, xs), i18n.ProseWidth))
	}
	list(i18n.Tr(lang, "Stragglers", "殘兵", "残兵"), strag)
	list(i18n.Tr(lang, "Eliminated", "被殲滅", "被歼灭"), elim)
	list(i18n.Tr(lang, "To arrive", "待進場", "待进场"), arrive)
	return b.String()
}

// roster lists every unit of both sides: side, code, name, arm, stars (each
// adds one to its combat rolls), march allowance, and where it is.
func (s *State) roster(lang i18n.Lang) string {
	var b strings.Builder
	b.WriteString(i18n.Tr(lang, "Units (side, code, name, arm, stars, march allowance, where):\n",
		"部隊（陣營、代號、名稱、兵種、星數、行軍移動力、位置）：\n", "部队（阵营、代号、名称、兵种、星数、行军移动力、位置）：\n"))
	// Chinese names and arms are short: their columns are narrowed so that
	// the full-width "（0103）" of a unit still to enter fits in 78.
	nameW, armW := 20, 9
	if lang != i18n.English {
		nameW, armW = 0, 6
		for _, un := range s.sc.Units {
			nameW = max(nameW, i18n.Width(i18n.Text{EN: un.Names[0], Hant: un.Names[1], Hans: un.Names[2]}.In(lang))+2)
		}
	}
	for _, side := range []Side{Union, Confederate} {
		for i, un := range s.sc.Units {
			if un.Side != side {
				continue
			}
			arm := i18n.T("infantry", "步兵", "步兵")
			if un.Type == Cavalry {
				arm = i18n.T("cavalry", "騎兵", "骑兵")
			}
			var where i18n.Text
			u := s.Units[i]
			switch u.Where {
			case OnMap:
				mode := i18n.T("march", "行軍", "行军")
				if u.Combat {
					mode = i18n.T("combat", "戰鬥", "战斗")
				}
				where = i18n.Join(i18n.Plain(u.Hex.String()+" "), mode)
			case Pending:
				where = i18n.T("due turn %[3]d at %[1]s (%[2]s)", "第 %[3]d 回合於 %[1]s（%[2]s）進場", "第 %[3]d 回合于 %[1]s（%[2]s）进场",
					un.Entry, s.sc.Entries[un.Entry], un.Arrive)
			case Straggler:
				where = i18n.T("stragglers, back on turn %d", "殘兵，第 %d 回合重返", "残兵，第 %d 回合重返", u.Since+2)
			default:
				where = i18n.T("eliminated", "被殲滅", "被歼灭")
			}
			stars := strings.Repeat("*", un.Stars)
			if stars == "" {
				stars = "-"
			}
			name := i18n.Text{EN: un.Names[0], Hant: un.Names[1], Hans: un.Names[2]}.In(lang)
			line := "  " + i18n.Pad(sideText(side).In(lang), 12) + i18n.Pad(un.Code, 4) + i18n.Pad(name, nameW) +
				i18n.Pad(arm.In(lang), armW) + i18n.Pad(stars, 4) + i18n.Pad(fmt.Sprint(un.March), 3) + where.In(lang)
			b.WriteString(strings.TrimRight(line, " ") + "\n")
		}
	}
	return b.String()
}

// howToPlay is the start view's few lines on phases and plans.
func howToPlay(lang i18n.Lang) string {
	return i18n.Tr(lang, `How a turn runs: three phases, each asking both sides for a plan.
  1. Command and organisation: place your HQ (the Confederates' could
     be HQ 0803), bring back stragglers, Union sharpshooters from
     turn 3, withdrawals.
  2. Movement: one unit moves at a time, Confederates first, then in
     turn.
  3. Attacks: one attack at a time, in turn; ARTILLERY says when you
     spend artillery support in defence.
A plan is one action a line, in order, ending in PASS, e.g.
  heth 1004 1005
  pender 0203 0303
  PASS
The judge plays both plans in turn, as at a table. A line that cannot
run when its turn comes stops your plan, and you alone are asked again.
Send GET gettysburg start for a worked example, GET gettysburg orders
for every line.
`, `每回合有三個階段，每個階段雙方各交一份計劃：
  1. 指揮及組織：放置指揮部（邦聯軍例如 指揮部 0803）、
     殘兵重返、聯邦軍第三回合起放置神射手、撤離。
  2. 移動：每次一支部隊移動，邦聯軍先，之後輪流。
  3. 攻擊：每次一次攻擊，輪流進行；
     炮火支援 一行說明防守時何時用炮火支援。
計劃每行一個行動，依次排列，以 略過 結束，例如：
  heth 1004 1005
  pender 0203 0303
  略過
裁判像在桌上一樣輪流執行雙方計劃。輪到時無法執行的一行會令計劃停下，
只會再詢問您。寄 GET gettysburg start 看完整例子，
GET gettysburg orders 看計劃的所有寫法。
`, `每回合有三个阶段，每个阶段双方各交一份计划：
  1. 指挥及组织：放置指挥部（邦联军例如 指挥部 0803）、
     残兵重返、联邦军第三回合起放置神射手、撤离。
  2. 移动：每次一支部队移动，邦联军先，之后轮流。
  3. 攻击：每次一次攻击，轮流进行；
     炮火支援 一行说明防守时何时用炮火支援。
计划每行一个行动，依次排列，以 略过 结束，例如：
  heth 1004 1005
  pender 0203 0303
  略过
裁判像在桌上一样轮流执行双方计划。轮到时无法执行的一行会令计划停下，
只会再询问您。发送 GET gettysburg start 看完整例子，
GET gettysburg orders 看计划的所有写法。
`)
}
