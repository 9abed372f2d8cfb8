package maneuver

import (
	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// The questions put to one seat in its opponent's turn. The public prompt
// says only who decides what where; the private one names the seat's own
// cards, the line that answers, and which later answers of the same combat
// may come in the same mail (each is kept as a standing answer). Prompts
// use no "|": the judge leaves a line with one unwrapped, as a table.

// withdrawQuestion: 6.1 step 3, whether the attacked unit withdraws.
func (s *State) withdrawQuestion(seat Seat, code string, at Square, held []string) *plan.Question {
	return &plan.Question{Seat: seat.Seat(), Kind: askWithdraw, Subject: code,
		Public: games.Prompt{
			Ask:     i18n.T("%s decides whether the unit at %s withdraws", "%s決定 %s 的單位是否撤離", "%s决定 %s 的单位是否撤离", seatText(seat), at.String()),
			Default: i18n.T("no withdrawal", "不撤離", "不撤离")},
		Private: games.Prompt{
			Ask: i18n.T("your %[1]s at %[2]s is attacked. Your withdrawal cards: %[3]s. Answer WITHDRAW %[1]s YES or NO (WITHDRAW * for every unit from now on); the same mail may already answer DEFEND, CHOOSE and SIDE for %[1]s",
				"您在 %[2]s 的 %[1]s 遭攻擊。您的撤退牌：%[3]s。請答 撤離 %[1]s 是 或 否（撤離 * 則適用今後所有單位）；同一封信也可先答 %[1]s 的 防守、選擇 與 側",
				"您在 %[2]s 的 %[1]s 遭攻击。您的撤退牌：%[3]s。请答 撤离 %[1]s 是 或 否（撤离 * 则适用今后所有单位）；同一封信也可先答 %[1]s 的 防守、选择 与 侧",
				code, at.String(), s.cardList(seat, held)),
			Default: i18n.T("no withdrawal", "不撤離", "不撤离")},
	}
}

// defendQuestion: 6.1 step 4, the attacked unit's cards and a leader.
func (s *State) defendQuestion(seat Seat, code string, at Square, units, leaders []string) *plan.Question {
	return &plan.Question{Seat: seat.Seat(), Kind: askDefend, Subject: code,
		Public: games.Prompt{
			Ask:     i18n.T("%s decides on defence cards for the unit at %s", "%s決定 %s 單位的防守牌", "%s决定 %s 单位的防守牌", seatText(seat), at.String()),
			Default: i18n.T("every card of the unit that adds to the defence, no leader", "打出該單位所有帶防禦值的牌，不用領袖", "打出该单位所有带防御值的牌，不用领袖")},
		Private: games.Prompt{
			Ask: i18n.T("your %[1]s at %[2]s is attacked. Its cards in your hand: %[3]s; your leaders: %[4]s. Answer DEFEND %[1]s ALL, NONE or the cards, and if you like LEADER with a card, BEST or NONE (DEFEND * for every unit from now on); the same mail may already answer CHOOSE and SIDE for %[1]s",
				"您在 %[2]s 的 %[1]s 遭攻擊。手中該單位的牌：%[3]s；領袖：%[4]s。請答 防守 %[1]s 全部、無 或列出牌，可再加 領袖 與一張牌、最佳 或 無（防守 * 則適用今後所有單位）；同一封信也可先答 %[1]s 的 選擇 與 側",
				"您在 %[2]s 的 %[1]s 遭攻击。手中该单位的牌：%[3]s；领袖：%[4]s。请答 防守 %[1]s 全部、无 或列出牌，可再加 领袖 与一张牌、最佳 或 无（防守 * 则适用今后所有单位）；同一封信也可先答 %[1]s 的 选择 与 侧",
				code, at.String(), s.cardList(seat, units), s.cardList(seat, leaders)),
			Default: i18n.T("every card of the unit that adds to the defence, no leader", "打出該單位所有帶防禦值的牌，不用領袖", "打出该单位所有带防御值的牌，不用领袖")},
	}
}

// chooseQuestion: 6.1 step 7, the defender's choice of a retreat or a
// hit. sides is true when a retreat would ask for a side as well.
func (s *State) chooseQuestion(seat Seat, code string, at Square, attack, defence int, sides bool) *plan.Question {
	ask := i18n.T("your %[1]s at %[2]s lost (attack %[3]d, defence %[4]d). Answer CHOOSE %[1]s RETREAT or HIT (CHOOSE * for every unit from now on)",
		"您在 %[2]s 的 %[1]s 戰敗（攻擊 %[3]d，防禦 %[4]d）。請答 選擇 %[1]s 撤退 或 受損（選擇 * 則適用今後所有單位）",
		"您在 %[2]s 的 %[1]s 战败（攻击 %[3]d，防御 %[4]d）。请答 选择 %[1]s 撤退 或 受损（选择 * 则适用今后所有单位）",
		code, at.String(), attack, defence)
	if sides {
		ask = i18n.Join(ask, i18n.T("; a retreat would go to one side or the other: add SIDE %s and a direction",
			"；撤退時兩側皆可：請加 側 %s 與方向", "；撤退时两侧皆可：请加 侧 %s 与方向", code))
	}
	return &plan.Question{Seat: seat.Seat(), Kind: askChoose, Subject: code,
		Public: games.Prompt{
			Ask:     i18n.T("%s chooses between a retreat and a hit for the unit at %s", "%s為 %s 的單位選擇撤退或承受傷害", "%s为 %s 的单位选择撤退或承受伤害", seatText(seat), at.String()),
			Default: i18n.T("the hit", "承受傷害", "承受伤害")},
		Private: games.Prompt{Ask: ask, Default: i18n.T("the hit", "承受傷害", "承受伤害")},
	}
}

// sideQuestion: 6.5, the side of a retreat when both are open.
func (s *State) sideQuestion(seat Seat, code string, at Square, sides [2]Dir) *plan.Question {
	a, b := at.Add(sides[0]), at.Add(sides[1])
	def := i18n.T("%s (%s)", "%s（%s）", "%s（%s）", dirText(sides[0]), a.String())
	return &plan.Question{Seat: seat.Seat(), Kind: askSide, Subject: code,
		Public: games.Prompt{
			Ask:     i18n.T("%s chooses the side to which the unit at %s retreats", "%s選擇 %s 的單位向哪一側撤退", "%s选择 %s 的单位向哪一侧撤退", seatText(seat), at.String()),
			Default: def},
		Private: games.Prompt{
			Ask: i18n.T("your %[1]s at %[2]s must retreat to %[3]s or %[4]s. Answer SIDE %[1]s %[5]s or %[6]s (SIDE * for every unit from now on)",
				"您在 %[2]s 的 %[1]s 須撤退到 %[3]s 或 %[4]s。請答 側 %[1]s %[5]s 或 %[6]s（側 * 則適用今後所有單位）",
				"您在 %[2]s 的 %[1]s 须撤退到 %[3]s 或 %[4]s。请答 侧 %[1]s %[5]s 或 %[6]s（侧 * 则适用今后所有单位）",
				code, at.String(), a.String(), b.String(), dirWord(sides[0]), dirWord(sides[1])),
			Default: def},
	}
}

// guerrillaQuestion: 9.2, whether to cancel the card just played.
func (s *State) guerrillaQuestion(p *Pending) *plan.Question {
	opp := s.Active.Other()
	held := s.handOf(opp, func(c *Card) bool { return c.Kind == KindGuerrilla })
	card := s.cardName(s.Active, p.Card)
	return &plan.Question{Seat: opp.Seat(), Kind: askGuerrilla, Subject: p.What,
		Public: games.Prompt{
			Ask:     i18n.T("%s decides whether to answer %s with Guerrilla", "%s決定是否以游擊隊回應 %s", "%s决定是否以游击队回应 %s", seatText(opp), card),
			Default: i18n.T("no Guerrilla", "不用游擊隊", "不用游击队"),
		},
		Private: games.Prompt{
			Ask: i18n.T("%s played %s. Your Guerrilla cards: %s. Answer GUERRILLA %s YES or NO (GUERRILLA * for every such card from now on)",
				"%s打出 %s。您的游擊隊牌：%s。請答 游擊隊 %s 是 或 否（游擊隊 * 則適用今後所有這類牌）",
				"%s打出 %s。您的游击队牌：%s。请答 游击队 %s 是 或 否（游击队 * 则适用今后所有这类牌）",
				seatText(s.Active), card, s.cardList(opp, held), guerrillaWord(p.What)),
			Default: i18n.T("no Guerrilla", "不用游擊隊", "不用游击队"),
		}}
}

// dirWord is a direction as a player writes it in a SIDE line.
func dirWord(d Dir) i18n.Text {
	t := dirText(d)
	t.EN = upper(d.Name)
	return t
}

// guerrillaWord is the subject of a GUERRILLA line as a player writes it.
func guerrillaWord(what string) i18n.Text {
	switch what {
	case "supply":
		return i18n.T("SUPPLY", "補給", "补给")
	case "forced":
		return i18n.T("FORCED", "強行軍", "强行军")
	case "regroup":
		return i18n.T("REGROUP", "重組", "重组")
	}
	return i18n.T("RESTORE", "恢復", "恢复")
}
