package maneuver

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// status renders the position for v: the field, each player's counts and
// the top of each discard pile, the reader's own hand and standing
// answers; to the master and after the end, every hand, deck and pile.
func (s *State) status(v games.Viewer, lang i18n.Lang) string {
	var b strings.Builder
	me, player := viewerSeat(v)
	sees := func(seat Seat) bool { return v.All() || (player && me == seat) }
	switch s.Stage {
	case StageTurn:
		fmt.Fprintf(&b, "%s\n", i18n.T("Turn %d: %s to play.", "第 %d 回合：%s行動。", "第 %d 回合：%s行动。", s.Turn, s.sideText(s.Active)).In(lang))
	default:
		fmt.Fprintf(&b, "%s\n", stageText(s.Stage).In(lang))
	}
	if s.Stage != StageRoll {
		fmt.Fprintf(&b, "%s\n", i18n.T("First player: %s.", "起始玩家：%s。", "起始玩家：%s。", seatText(s.First)).In(lang))
	}
	b.WriteString(s.fieldOrChoices(lang))
	b.WriteString("\n")
	for _, seat := range []Seat{Blue, Red} {
		side := &s.Sides[seat]
		if s.nations[seat] == nil {
			continue
		}
		n := s.nations[seat]
		var lost []string
		for i, u := range side.Units {
			if u.Gone {
				lost = append(lost, n.Units[i].Code)
			}
		}
		head := i18n.T("%s: %d of 8 units eliminated%s; hand %d, deck %d, discard pile %d",
			"%s：被殲滅 %d/8%s；手牌 %d，牌組 %d，棄牌堆 %d", "%s：被歼灭 %d/8%s；手牌 %d，牌组 %d，弃牌堆 %d",
			s.sideText(seat), len(lost), listOr(lost, lang), len(side.Hand), len(side.Deck), len(side.Discard)).In(lang)
		if side.Exhausted {
			head += i18n.Tr(lang, " (deck run out once)", "（牌組已摸光過）", "（牌组已摸光过）")
		}
		b.WriteString(wrap(head+i18n.Tr(lang, ".", "。", "。"), proseWidth))
		if top, ok := s.topDiscard(seat); ok {
			b.WriteString(wrap("  "+i18n.T("Top of the discard pile: %s.", "棄牌堆頂：%s。", "弃牌堆顶：%s。", s.cardFull(seat, top)).In(lang), proseWidth))
		}
	}
	for _, seat := range []Seat{Blue, Red} {
		if s.nations[seat] == nil || !sees(seat) {
			continue
		}
		side := &s.Sides[seat]
		n := s.nations[seat]
		// Before the first deal an empty hand is only noise: the line
		// comes once there are cards, or once play has begun.
		// The blank line before this seat's block is written once,
		// before whatever comes first.
		gap := "\n"
		if len(side.Hand) > 0 || s.Stage == StageTurn || s.Stage == StageOver {
			fmt.Fprintf(&b, "%s%s\n", gap, i18n.T("%s's hand (%d):", "%s的手牌（%d）：", "%s的手牌（%d）：", seatText(seat), len(side.Hand)).In(lang))
			b.WriteString(n.cardsText(side.Hand, lang))
			gap = ""
		}
		if len(side.Book.Entries) > 0 || (s.Stage == StageHands && s.Opt.Hand == HandChoose && len(side.Hand) == 0) || v.All() {
			b.WriteString(gap)
		}
		if len(side.Book.Entries) > 0 {
			fmt.Fprintf(&b, "%s\n", i18n.T("%s's standing answers:", "%s的常備答覆：", "%s的常备答复：", seatText(seat)).In(lang))
			for _, t := range side.Book.Texts() {
				fmt.Fprintf(&b, "  %s\n", t)
			}
		}
		if s.Stage == StageHands && s.Opt.Hand == HandChoose && len(side.Hand) == 0 {
			fmt.Fprintf(&b, "%s\n", i18n.Tr(lang, "Your nation's cards, to choose five from:", "可選五張的本國牌：", "可选五张的本国牌："))
			var all []string
			for _, c := range n.Cards {
				all = append(all, c.ID)
			}
			b.WriteString(n.cardsText(all, lang))
		}
		if v.All() {
			b.WriteString(wrap(i18n.T("%s's deck, top first: %s", "%s的牌組（由上而下）：%s", "%s的牌组（由上而下）：%s", seatText(seat), strings.Join(side.Deck, " ")).In(lang), proseWidth))
			b.WriteString(wrap(i18n.T("%s's discard pile, bottom first: %s", "%s的棄牌堆（由下而上）：%s", "%s的弃牌堆（由下而上）：%s", seatText(seat), strings.Join(side.Discard, " ")).In(lang), proseWidth))
		}
	}
	if rest := s.planStillToRun(); len(rest) > 0 && sees(s.Active) {
		fmt.Fprintf(&b, "%s\n", i18n.T("%s's plan still to run:", "%s尚未執行的計劃：", "%s尚未执行的计划：", seatText(s.Active)).In(lang))
		for _, t := range rest {
			fmt.Fprintf(&b, "  %s\n", t)
		}
	}
	return b.String()
}

// fieldOrChoices is the field once it is laid, or what the set-up offers
// before: the tiles fixed or to choose from, the nations to choose.
func (s *State) fieldOrChoices(lang i18n.Lang) string {
	var b strings.Builder
	if s.field != nil {
		b.WriteString("\n" + s.renderField(lang))
	} else if len(s.Opt.Tiles) == 4 {
		// CREATE fixed the layout: nobody chooses, so show the four laid.
		var ps []string
		var laid []Tile
		for _, p := range s.Opt.Tiles {
			ps = append(ps, p.String())
			for _, t := range s.data.Tiles {
				if t.ID == p.Tile {
					laid = append(laid, t)
				}
			}
		}
		b.WriteString("\n" + wrap(i18n.T("The tiles fixed for this game: %s (north-west, north-east, south-west, south-east).", "本局固定的地圖塊：%s（西北、東北、西南、東南）。", "本局固定的地图块：%s（西北、东北、西南、东南）。", strings.Join(ps, " ")).In(lang), proseWidth))
		b.WriteString(renderTiles(laid, lang))
	} else if s.Stage == StageTiles || s.Stage == StageRoll {
		b.WriteString("\n" + wrap(i18n.Tr(lang, "Tiles to choose from, north row first (ours, not the published ones):", "可選的地圖塊（我們自訂，非原版；北行在上）：", "可选的地图块（我们自订，非原版；北行在上）："), proseWidth))
		b.WriteString(renderTiles(s.data.Tiles, lang))
	}
	if s.Stage == StageNations || s.Stage == StageNation {
		b.WriteString("\n" + i18n.Tr(lang, "Nations:", "國家：", "国家：") + "\n")
		for _, n := range s.data.Nations {
			if s.Stage == StageNation && !contains(s.Offered, strings.ToUpper(n.Key)) {
				continue
			}
			b.WriteString(wrap("  "+i18n.T("%s (%s): %s", "%s（%s）：%s", "%s（%s）：%s", n.Name.In(lang), strings.ToUpper(n.Key), unitsLine(n, lang)).In(lang), proseWidth))
		}
	}
	return b.String()
}

// planStillToRun is the active player's plan not yet run: the lines of a
// combat waiting for an answer (its step-5 cards and choices), then the
// rest of the turn.
func (s *State) planStillToRun() []string {
	if s.T == nil {
		return nil
	}
	var out []string
	if c := s.T.Combat; c != nil {
		out = append(out, c.Lines.Texts()...)
		for _, choice := range [][2]string{{"RESULT", c.Choice}, {"ADVANCE", c.Advance}, {"LOSS", c.Loss}} {
			if choice[1] != "" {
				out = append(out, choice[0]+" "+choice[1])
			}
		}
	}
	return append(out, s.T.Plan.Texts()...)
}

func listOr(xs []string, lang i18n.Lang) string {
	if len(xs) == 0 {
		return ""
	}
	return i18n.T(" (%s)", "（%s）", "（%s）", strings.Join(xs, " ")).In(lang)
}

// unitsLine lists a nation's units: "GRD Imperial Guard inf 8/5, ...".
func unitsLine(n *Nation, lang i18n.Lang) string {
	var us []string
	for _, u := range n.Units {
		arm := i18n.Tr(lang, "inf", "步", "步")
		if u.Cavalry {
			arm = i18n.Tr(lang, "cav", "騎", "骑")
		}
		us = append(us, fmt.Sprintf("%s %s %s %d/%d", u.Code, u.Name.In(lang), arm, u.Full, u.Damaged))
	}
	return i18n.List(lang, us)
}
