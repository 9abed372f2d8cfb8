package diplomacy

import (
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/orders"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// Submit reads one power's order lines for the current phase and checks
// them against the position, storing nothing. Accepted holds every order
// that stands, one line each, in the canonical English form that
// orders.ParseOrder reads back (so the judge's stored submission replays
// exactly); the line numbers are the player's. A later order for the same
// unit replaces an earlier one, which is then reported as a problem.
func (g *game) Submit(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	p := dip.Power(seat)
	res := games.SubmitResult{Accepted: games.Submission{Seat: seat}}
	d, ok := g.dutyOf(p)
	if !ok {
		return g.refuseAll(seat, lines, lang)
	}
	m := g.board()
	parsed := orders.Parse(g.eng.names, m, g.pos, p, orderLines(lines), g.set.adjudication())
	res.Echo, res.Notes = g.echo(lines, parsed)
	for _, lr := range parsed.Lines {
		if lr.OK {
			text := render.FormatOrder(g.eng.names, lr.Order, i18n.English)
			res.Accepted.Lines = append(res.Accepted.Lines, games.Line{N: lines[lr.Index].N, Text: text})
		}
	}
	for _, e := range res.Echo {
		if e.Problem != nil {
			res.Problems = append(res.Problems, *e.Problem)
		}
	}
	res.Summary = g.summary(parsed, lang)
	res.Complete = complete(g.pos.Phase.Kind, d, parsed)
	return res
}

// echo says what became of each input line: the orders it gave (several
// when it held several separated by ";") and its problem (on a line of
// several orders, each refused order named); a line read as the rest of
// the order above it gets a note.
func (g *game) echo(lines []games.Line, parsed orders.Parsed) ([]games.Echo, []games.Problem) {
	echo := make([]games.Echo, len(lines))
	for i, l := range lines {
		echo[i] = games.Echo{N: l.N, Input: l.Text}
	}
	understood := make([][]string, len(lines))
	pieces := make([]int, len(lines))
	for _, lr := range parsed.Lines {
		pieces[lr.Index]++
	}
	var notes []games.Problem
	for _, lr := range parsed.Lines {
		e := &echo[lr.Index]
		switch {
		case lr.OK:
			understood[lr.Index] = append(understood[lr.Index], render.FormatOrder(g.eng.names, lr.Order, i18n.English))
		case lr.Problem != nil && pieces[lr.Index] > 1:
			// One line, several orders: each refused one is named, so
			// that every problem of the line is told.
			msg := i18n.T("“%s”: %s", "「%s」：%s", "“%s”：%s", strings.TrimSpace(lr.Text), lr.Problem.Message)
			if e.Problem == nil {
				e.Problem = &games.Problem{Line: lr.N, Input: strings.TrimSpace(lines[lr.Index].Text), Message: msg}
			} else {
				e.Problem.Message = i18n.Join(e.Problem.Message, i18n.T("; ", "；", "；"), msg)
			}
			if e.Problem.OtherSeat == "" {
				e.Problem.OtherSeat = lr.Problem.OtherSeat
			}
		case lr.Problem != nil && e.Problem == nil:
			prob := *lr.Problem
			e.Problem = &prob
		}
		for _, j := range lr.Joined {
			notes = append(notes, games.Problem{Line: lines[j].N, Input: lines[j].Text,
				Message: i18n.T("read with line %d as one order (the line was wrapped)", "與第 %d 行合為一道命令（該行被斷行了）", "与第 %d 行合为一道命令（该行被断行了）", lines[lr.Index].N)})
		}
	}
	for i := range echo {
		echo[i].Understood = strings.Join(understood[i], "; ")
	}
	return echo, notes
}

func orderLines(lines []games.Line) []orders.Line {
	out := make([]orders.Line, len(lines))
	for i, l := range lines {
		out[i] = orders.Line{N: l.N, Text: l.Text}
	}
	return out
}

// refuseAll answers a seat that has nothing to do now: every line is
// refused with the reason, so the player learns why nothing counted.
func (g *game) refuseAll(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	why := g.nothingToDo(dip.Power(seat))
	res := games.SubmitResult{Accepted: games.Submission{Seat: seat}, Summary: why.In(lang)}
	for _, l := range lines {
		prob := games.Problem{Line: l.N, Input: strings.TrimSpace(l.Text), Message: why}
		res.Echo = append(res.Echo, games.Echo{N: l.N, Input: l.Text, Problem: &prob})
		res.Problems = append(res.Problems, prob)
	}
	if len(lines) == 0 {
		res.Problems = append(res.Problems, games.Problem{Message: why})
	}
	return res
}

func (g *game) nothingToDo(p dip.Power) i18n.Text {
	switch {
	case g.end != nil:
		return i18n.Text{EN: "the game is over", Hant: "遊戲已結束", Hans: "游戏已结束"}
	case !knownPower(p):
		return i18n.Text{EN: "no such power: " + string(p), Hant: "沒有這個國家：" + string(p), Hans: "没有这个国家：" + string(p)}
	case !g.played(p):
		n := render.PowerName(p)
		return i18n.Text{EN: n.EN + " is not played in this game", Hant: n.Hant + "不在本局之中", Hans: n.Hans + "不在本局之中"}
	}
	n := render.PowerName(p)
	ph := render.PhaseName(g.pos.Phase)
	return i18n.Text{
		EN:   n.EN + " has nothing to order in " + ph.EN,
		Hant: n.Hant + "於" + ph.Hant + "無須下命令",
		Hans: n.Hans + "于" + ph.Hans + "无须下命令",
	}
}

// complete reports whether the orders leave nothing to the default: every
// unit ordered, every retreat answered, every build placed (or no free
// centre left for it), every removal chosen.
func complete(k dip.PhaseKind, d duty, parsed orders.Parsed) bool {
	switch k {
	case dip.MovementPhase:
		return len(parsed.Unordered) == 0
	case dip.RetreatPhase:
		// Units with nowhere to go disband whatever is said; only the
		// others wait for an answer.
		waiting := map[dip.Province]bool{}
		for _, prov := range d.retreats {
			waiting[prov] = true
		}
		for _, u := range parsed.Unordered {
			if waiting[u.At.Prov] {
				return false
			}
		}
		return true
	}
	if parsed.AdjustLeft == 0 {
		return true
	}
	if d.due < 0 {
		return false
	}
	used := map[dip.Province]bool{}
	for _, o := range parsed.Orders {
		if o.Kind == dip.Build {
			used[o.At.Prov] = true
		}
	}
	for _, s := range d.sites {
		if !used[s] {
			return false
		}
	}
	return true
}

// summary writes the power's orders as they now stand, then what the
// default will do: "A Par - Bur; F Bre H; unordered: A Mar (holds)".
func (g *game) summary(parsed orders.Parsed, lang i18n.Lang) string {
	var parts []string
	for _, o := range parsed.Orders {
		parts = append(parts, render.FormatOrder(g.eng.names, o, lang))
	}
	if len(parts) == 0 {
		parts = append(parts, word("phrase", "no-orders").In(lang))
	}
	if len(parsed.Unordered) > 0 {
		fate := word("phrase", "holds")
		if g.pos.Phase.Kind == dip.RetreatPhase {
			fate = word("phrase", "disbands")
		}
		us := make([]string, len(parsed.Unordered))
		for i, u := range parsed.Unordered {
			us[i] = render.UnitText(g.eng.names, u, lang) + i18n.Tr(lang, " (", "（", "（") + fate.In(lang) + i18n.Tr(lang, ")", "）", "）")
		}
		parts = append(parts, word("phrase", "unordered").In(lang)+listJoin(us, lang))
	}
	switch {
	case parsed.AdjustLeft > 0:
		parts = append(parts, fmtText(word("phrase", "builds-left"), parsed.AdjustLeft).In(lang))
	case parsed.AdjustLeft < 0:
		parts = append(parts, fmtText(word("phrase", "removals-left"), -parsed.AdjustLeft).In(lang))
	}
	sep := "; "
	if lang != i18n.English {
		sep = "；"
	}
	return strings.Join(parts, sep)
}
