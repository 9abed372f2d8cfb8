package asl

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// Report renders a stored result as v may read it.
func (Engine) Report(data []byte, v games.Viewer, lang i18n.Lang) (string, error) {
	res, err := record.Decode(data, (*State).loaded)
	if err != nil {
		return "", err
	}
	return report(&res, v, lang), nil
}

// planStillToRun is the phasing side's plan not yet run at a stop: the
// move under way and those after it, then the lines of the phases after
// the movement phase. The rally and prep fire lines have run.
func (s *State) planStillToRun() []orders.Order {
	lines := s.Lines[s.phasing()]
	moves := s.moveOrders()
	done := map[int]bool{}
	for k, idx := range moves {
		if s.Cursor.Phase != "mph" || k < s.Cursor.Move {
			done[idx] = true
		}
	}
	var out []orders.Order
	for i, o := range lines {
		switch o.Kind {
		case orders.KRallyNone, orders.KNoRally, orders.KKeepDM, orders.KNoRepair, orders.KTransfer, orders.KPrep, orders.KPass:
			continue
		}
		if !done[i] {
			out = append(out, o)
		}
	}
	return out
}

// report renders a result: what happened, every roll with its number,
// then the position after it.
func report(r *record.Phase[State], v games.Viewer, lang i18n.Lang) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\n", r.Name.In(lang))
	for _, e := range games.Render(r.Events, v, lang) {
		b.WriteString(wrapText(e, proseWidth, "    ") + "\n")
	}
	b.WriteString("\n")
	b.WriteString(r.State.status(lang))
	return b.String()
}

// View renders the position as v may see it: the scenario, the turn, the
// map and units for everyone; a side's own standing orders, and at a stop
// its question, for that side (and the master).
func (g *Game) View(v games.Viewer, lang i18n.Lang) string {
	s := g.s
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n", s.sc.Title.In(lang), g.Phase().Name.In(lang))
	for _, t := range s.sc.SSR {
		b.WriteString(wrapText(t.In(lang), proseWidth, "    ") + "\n")
	}
	b.WriteString(wrapText(s.sc.Victory.Text.In(lang), proseWidth, "    ") + "\n\n")
	b.WriteString(s.status(lang))
	for side := range 2 {
		if !v.Sees([]games.Seat{s.seat(side)}) {
			continue
		}
		name := s.sc.Sides[side].Name
		if len(s.Standing[side]) == 0 {
			// The line shown is the order that means it, so that a player
			// who sends it back keeps what the view says.
			fmt.Fprintf(&b, "\n%s\n", i18n.Tr(lang,
				fmt.Sprintf("Standing orders of the %s side (none: no defensive fire):\n  NOFIRE", name.EN),
				fmt.Sprintf("%s的常設命令（無：不防禦射擊）：\n  不射擊", name.Hant),
				fmt.Sprintf("%s的常设命令（无：不防御射击）：\n  不射击", name.Hans)))
		} else {
			fmt.Fprintf(&b, "\n%s\n", i18n.Tr(lang,
				fmt.Sprintf("Standing orders of the %s side:", name.EN),
				fmt.Sprintf("%s的常設命令：", name.Hant),
				fmt.Sprintf("%s的常设命令：", name.Hans)))
		}
		for _, o := range s.Standing[side] {
			b.WriteString("  " + o.Text(s.sc) + "\n")
		}
		if s.Stage == StageStop && side == s.phasing() {
			b.WriteString(i18n.Tr(lang, fmt.Sprintf("The rest of the %s plan waits for the answer:\n", name.EN),
				fmt.Sprintf("%s計劃的其餘部分等待回答：\n", name.Hant), fmt.Sprintf("%s计划的其余部分等待回答：\n", name.Hans)))
			for _, o := range s.planStillToRun() {
				b.WriteString("  " + o.Text(s.sc) + "\n")
			}
		}
	}
	if s.Question != nil {
		p := s.Question.Request().For(v)
		fmt.Fprintf(&b, "\n%s\n", wrapText(i18n.Tr(lang, "Asked: ", "詢問：", "询问：")+p.Ask.In(lang), proseWidth, "    "))
	}
	return b.String()
}
