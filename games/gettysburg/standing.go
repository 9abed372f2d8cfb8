package gettysburg

import (
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// A side is asked again in the middle of a phase while the other waits
// (Alt.Asking); the actions still to come may make the waiting side's
// units retreat, or call on its artillery in defence. So the waiting side
// may change its RETREAT, ARTILLERY and RANGE lines by a mail of its
// own: they apply when the asked side's answer is taken, before another
// action runs, and the asked side is told nothing.

// TakesStanding: the side not asked while the other is asked again in
// the middle of a phase.
func (g *Game) TakesStanding(seat games.Seat) bool {
	side, ok := seatSide(seat)
	s := g.s
	return ok && s.Stage != StageOver && s.Alt.Asking >= 0 && int(side) != s.Alt.Asking
}

// standingKind reports whether a plan line is one a waiting side may send.
func standingKind(k ItemKind) bool {
	return k == ItemRetreat || k == ItemArtillery || k == ItemRange
}

// submitStanding checks the mail of the side waiting: its RETREAT,
// ARTILLERY and RANGE lines as in any plan; any other line is refused,
// saying when it is taken.
func (s *State) submitStanding(seat games.Seat, side Side, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	if !s.holdsStanding(side, lines) {
		// A plan written for the next phase: the judge gives one reason
		// for the whole mail (the result has no echo).
		return checked.WholeMail(stxt(side, "the %s are not asked to act now", "現在不需要%s行動", "现在不需要%s行动"))
	}
	p := parsePlan(s.sc, side, s.Stage, lines)
	c := &p.lines
	var kept []Item
	for i, it := range p.items {
		if !standingKind(it.Kind) {
			c.RefuseAt(p.echoAt[i], s.notNowWhy(it.Kind))
			continue
		}
		kept = append(kept, it)
	}
	refused, notes := s.rehearse(side, kept)
	k := 0
	for i, it := range p.items {
		if !standingKind(it.Kind) {
			continue
		}
		if why, bad := refused[k]; bad {
			c.RefuseAt(p.echoAt[i], why)
		} else if note, ok := notes[k]; ok {
			c.NoteAt(p.echoAt[i], note)
		}
		k++
	}
	res := c.Result(seat, "")
	res.Problems, res.Notes = sortProblems(res.Problems), sortProblems(res.Notes)
	res.Notes = append(res.Notes, games.Problem{Message: s.standingNote(side, p, res)})
	return res
}

// standingNote says what the waiting side's RETREAT and ARTILLERY lines
// will be once its mail's accepted lines apply, and when.
func (s *State) standingNote(side Side, p parsed, res games.SubmitResult) i18n.Text {
	refused := checked.RefusedLines(res)
	c := s.clone()
	var items []Item
	for _, it := range p.items {
		if standingKind(it.Kind) && !refused[it.Line] {
			items = append(items, it)
		}
	}
	c.settings(side, items)
	var ts []string
	for _, e := range c.Answers[side].Entries {
		if !slices.Contains(ts, e.Text) {
			ts = append(ts, e.Text)
		}
	}
	for _, e := range c.Retreats[side].Entries {
		ts = append(ts, e.Text)
	}
	all := i18n.T("(none: the judge chooses each retreat, and no artillery supports your defence)", "（無：撤退路線由裁判選擇，防守時不用炮火支援）", "（无：撤退路线由裁判选择，防守时不用炮火支援）")
	if len(ts) > 0 {
		all = i18n.Plain(strings.Join(ts, "; "))
	}
	if s.Stage != StageAttack {
		// No combat is left in this phase: ARTILLERY lines are refused
		// (they belong to the attack phase's plan), so only RETREAT
		// and RANGE lines change.
		return stxt(Side(s.Alt.Asking), "the %s are asked now, not you, so this mail changes only your RETREAT and RANGE lines: they apply when the %[1]s answer (or at the deadline), before any further action runs, and the %[1]s are not told; yours will then be: %[2]s",
			"現在詢問的是%s，不是您，本信只更改您的 退路 及 指揮範圍 各行：在%[1]s答覆時（或期限到時）、之後的行動執行前生效，%[1]s不會得知；屆時您的各行為：%[2]s",
			"现在询问的是%s，不是您，本信只更改您的 退路 及 指挥范围 各行：在%[1]s答复时（或期限到时）、之后的行动执行前生效，%[1]s不会得知；届时您的各行为：%[2]s", all)
	}
	return stxt(Side(s.Alt.Asking), "the %s are asked now, not you, so this mail changes only your RETREAT, ARTILLERY and RANGE lines: they apply when the %[1]s answer (or at the deadline), before any further action runs, and the %[1]s are not told; yours will then be: %[2]s",
		"現在詢問的是%s，不是您，本信只更改您的 退路、炮火支援 及 指揮範圍 各行：在%[1]s答覆時（或期限到時）、之後的行動執行前生效，%[1]s不會得知；屆時您的各行為：%[2]s",
		"现在询问的是%s，不是您，本信只更改您的 退路、炮火支援 及 指挥范围 各行：在%[1]s答复时（或期限到时）、之后的行动执行前生效，%[1]s不会得知；届时您的各行为：%[2]s", all)
}

// notNowWhy refuses a line of kind k from the waiting side, saying which
// lines it may send now: ARTILLERY only while attacks are still to come
// (in the movement phase it belongs to the attack phase's plan).
func (s *State) notNowWhy(k ItemKind) i18n.Text {
	if s.Stage != StageAttack {
		return stxt(Side(s.Alt.Asking), "the %s are asked now, not you: %s waits for the next phase's plan; while you wait in this phase only RETREAT and RANGE lines are taken, for the moves still to come",
			"現在詢問的是%s，不是您：%s 要等下一階段的計劃；本階段等待期間只接受 退路 及 指揮範圍 各行，供之後的移動使用",
			"现在询问的是%s，不是您：%s 要等下一阶段的计划；本阶段等待期间只接受 退路 及 指挥范围 各行，供之后的移动使用", kindText(k))
	}
	return stxt(Side(s.Alt.Asking), "the %s are asked now, not you: %s waits for the next phase's plan; while you wait only RETREAT, ARTILLERY and RANGE lines are taken, for the actions still to come",
		"現在詢問的是%s，不是您：%s 要等下一階段的計劃；等待期間只接受 退路、炮火支援 及 指揮範圍 各行，供之後的行動使用",
		"现在询问的是%s，不是您：%s 要等下一阶段的计划；等待期间只接受 退路、炮火支援 及 指挥范围 各行，供之后的行动使用", kindText(k))
}

// holdsStanding reports whether any line is a RETREAT, ARTILLERY or RANGE
// line, well written or not.
func (s *State) holdsStanding(side Side, lines []games.Line) bool {
	for _, l := range lines {
		if it, _, _ := parseLine(s.sc, side, s.Stage, l.N, l.Text); standingKind(it.Kind) {
			return true
		}
	}
	return false
}
