package maneuver

import (
	"fmt"

	"adjutant/templates/i18n"
)

// term is one part of a total, as the report shows it.
type term struct {
	what i18n.Text
	show string // the value or the roll: "8", "2d8: #4 5 + #5 3 = 8"
	n    int
}

func sumText(label i18n.Text, ts []term, total int) i18n.Text {
	out := i18n.Join(label, i18n.T(": ", "：", "："))
	for k, t := range ts {
		if k > 0 {
			out = i18n.Join(out, i18n.Plain(" + "))
		}
		out = i18n.Join(out, t.what, i18n.Plain(" "), i18n.Plain(t.show))
	}
	return i18n.Join(out, i18n.Plain(fmt.Sprintf(" = %d", total)), i18n.T(".", "。", "。"))
}

// stepTotals works out both totals (6.1 step 6, 6.2 step 3), rolling
// every die with its number.
func (s *State) stepTotals(c *Combat, l *logger) {
	seat, opp := s.Active, s.Active.Other()
	var at, dt []term
	roll := func(ts *[]term, what i18n.Text, d Dice, purpose string) {
		if d.Zero() {
			return
		}
		n, show := l.roll(d, purpose)
		*ts = append(*ts, term{what, show, n})
	}
	fixed := func(ts *[]term, what i18n.Text, n int) {
		*ts = append(*ts, term{what, fmt.Sprint(n), n})
	}
	terr := func(sq Square) i18n.Text { return s.field.At(sq).Name }
	switch c.Kind {
	case "assault", "ambush":
		if c.Kind == "assault" {
			fixed(&at, i18n.T("%s strength", "%s 戰力", "%s 战力", s.def(seat, c.Att).Code), s.strength(seat, c.Att))
		} else {
			cd, _ := s.card(seat, c.Opened)
			roll(&at, i18n.Plain(c.Opened), cd.Attack, "ambush card")
		}
		for _, p := range c.Cards {
			cd, _ := s.card(seat, p.Card)
			roll(&at, i18n.Plain(p.Card), cd.Attack, "attack card "+p.Card)
		}
		if c.Kind == "assault" {
			roll(&at, terr(c.From), s.field.At(c.From).Attack, "attacker's terrain")
		}
		if c.Leader != "" {
			cd, _ := s.card(seat, c.Leader)
			if c.Command {
				// The published rules (6.3) add the terrain under each
				// supporting unit too.
				for _, i := range c.Supports {
					code := s.def(seat, i).Code
					fixed(&at, i18n.T("support %s", "支援 %s", "支援 %s", code), s.strength(seat, i))
					sq := s.unit(seat, i).Sq
					roll(&at, i18n.Join(terr(sq), i18n.Plain(" ("+code+")")), s.field.At(sq).Attack, "terrain of support "+code)
				}
			} else {
				fixed(&at, i18n.T("%s combat", "%s 戰鬥值", "%s 战斗值", c.Leader), cd.Combat)
			}
		}
		for _, p := range c.Committed {
			roll(&at, i18n.Plain(p.Card), Dice{N: 2, Sides: 6}, "committed attack "+p.Card)
		}
		fixed(&dt, i18n.T("%s strength", "%s 戰力", "%s 战力", s.defCode(c)), s.strength(opp, c.Def))
		for _, id := range c.DefCards {
			cd, _ := s.card(opp, id)
			fixed(&dt, i18n.Plain(id), cd.Defence)
		}
		roll(&dt, terr(c.At), s.field.At(c.At).Defence, "defender's terrain")
		if s.hasRedoubt(c.At) {
			if c.Sappers != "" {
				l.AddT("The redoubt at %s does not count: Sappers.", "%s 的戰壕不計：工兵。", "%s 的战壕不计：工兵。", c.At.String())
			} else {
				fixed(&dt, i18n.T("redoubt", "戰壕", "战壕"), RedoubtBonus)
			}
		}
		if c.DefLeader != "" {
			cd, _ := s.card(opp, c.DefLeader)
			fixed(&dt, i18n.T("%s combat", "%s 戰鬥值", "%s 战斗值", c.DefLeader), cd.Combat)
		}
	default: // bombard, volley, battery
		cd, _ := s.card(seat, c.Opened)
		d := cd.Bombard
		switch c.Kind {
		case "volley":
			d = cd.Volley
		case "battery":
			d = Dice{N: 2, Sides: 10}
		}
		roll(&at, i18n.Plain(c.Opened), d, c.Kind+" "+c.Opened)
		roll(&at, terr(c.From), s.field.At(c.From).Attack, "attacker's terrain")
		fixed(&dt, i18n.T("%s strength", "%s 戰力", "%s 战力", s.defCode(c)), s.strength(opp, c.Def))
		roll(&dt, terr(c.At), s.field.At(c.At).Defence, "defender's terrain")
		if s.hasRedoubt(c.At) {
			fixed(&dt, i18n.T("redoubt", "戰壕", "战壕"), RedoubtBonus)
		}
	}
	c.Attack, c.Defence = 0, 0
	for _, t := range at {
		c.Attack += t.n
	}
	for _, t := range dt {
		c.Defence += t.n
	}
	l.Add(sumText(i18n.T("Attack total", "攻擊總值", "攻击总值"), at, c.Attack))
	l.Add(sumText(i18n.T("Defence total", "防禦總值", "防御总值"), dt, c.Defence))
	c.Step = cResult
}
