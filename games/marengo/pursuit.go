package marengo

import (
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/plan"
)

// Pursuit (rule 9.5): when neither side's approach obstructs cavalry and
// the loser's leads or front line are not cavalry, the winner may pursue
// with cavalry that took part without leading or holding the front line,
// one block on a short approach, one or two on a long one. The loser
// loses the pursuers' strength less the terrain of its own approach for
// cavalry; the pursuers then lose a step between them, or each a step
// (option pursuit_loss).

func (r *run) pursuit(st Step, won bool, mine, bf *Approach, group, leads, defenders, front []*Block) {
	if mine.Obstacle || bf.Obstacle {
		return
	}
	side := r.b.Active
	winner, loser := side, side.Other()
	winApp, loseApp := mine, bf
	battle, shown, loseFront, loseRest := group, leads, front, without(defenders, front)
	if !won {
		winner, loser = loser, winner
		winApp, loseApp = bf, mine
		battle, shown, loseFront, loseRest = defenders, front, leads, without(group, leads)
	}
	unused := without(battle, shown)
	for _, x := range loseFront {
		if x.Arm == Cavalry {
			return
		}
	}
	unused = alive(unused)
	if len(unused) == 0 || len(alive(loseFront))+len(alive(loseRest)) == 0 {
		return
	}
	var a Answer
	if winner == side && (st.Pursue != "" || len(st.Pursuers) > 0) {
		a = Answer{Word: st.Pursue, IDs: st.Pursuers}
	} else {
		r.askingPursuit(winApp, bf, battle, shown, unused)
		a = r.decide(winner, askPursue, bf.Area, func() *plan.Question { return r.pursueQuestion(winner, bf, unused) })
	}
	var cav []*Block
	for _, x := range unused {
		if x.Arm == Cavalry {
			cav = append(cav, x)
		}
	}
	sort.SliceStable(cav, func(i, j int) bool { return cav[i].Strength > cav[j].Strength })
	pursuers := pickFrom(cav, a, winApp.Width())
	if len(a.IDs) > 0 && len(pursuers) == 0 {
		// The answer named blocks none of which may pursue here: the
		// default, no pursuit, and its owner alone reads why.
		r.own(winner, txt("Your PURSUE %s names %s, none of them cavalry here that may pursue: the default applies, and you do not pursue.", "您的 追擊 %s 指定的 %s 都不是此處可追擊的騎兵：採用預設，不追擊。", "您的 追击 %s 指定的 %s 都不是此处可追击的骑兵：采用默认，不追击。",
			bf.Area, strings.Join(a.IDs, " ")), nil)
	}
	if len(pursuers) == 0 {
		r.pub(txt("%s does not pursue.", "%s不追擊。", "%s不追击。", sideText(winner)))
		return
	}
	sum := 0
	for _, x := range pursuers {
		sum += x.Strength
	}
	terrain := r.opt.terrainOff(loseApp.Cavalry, len(pursuers))
	power := max(0, sum-terrain)
	r.own(winner, txt("%s pursues with %s: cavalry %d - terrain %d = %d.", "%s以 %s 追擊：騎兵 %d - 地形 %d = %d。", "%s以 %s 追击：骑兵 %d - 地形 %d = %d。", sideText(winner), ownText(pursuers), sum, terrain, power),
		ptr(txt("%s pursues, showing %s: cavalry %d - terrain %d = %d.", "%s追擊，亮出 %s：騎兵 %d - 地形 %d = %d。", "%s追击，亮出 %s：骑兵 %d - 地形 %d = %d。", sideText(winner), facesText(facesOf(pursuers)), sum, terrain, power)))
	why := txt("Pursuit", "追擊", "追击")
	r.hurt(power, alive(loseFront), winner, alive(loseRest), bf.Area, why)
	if r.opt.PursuitLoss != LossEach {
		r.hurt(1, nil, loser, pursuers, bf.Area, why)
		return
	}
	for _, x := range pursuers {
		r.loseSteps(x, 1, why)
	}
}

func (r *run) pursueQuestion(winner Side, bf *Approach, unused []*Block) *plan.Question {
	return &plan.Question{Seat: winner.Seat(), Kind: askPursue, Subject: bf.Area,
		Public: games.Prompt{
			Ask:     txt("%s decides whether to pursue at %s", "%s決定是否在 %s 追擊", "%s决定是否在 %s 追击", sideText(winner), bf.Place().String()),
			Default: txt("no pursuit", "不追擊", "不追击"),
		},
		Private: games.Prompt{
			Ask: txt("you won at %s. Blocks that may pursue if they are cavalry: %s. Answer PURSUE %s YES (the strongest), NO, or the cavalry by id (or PURSUE * ... from now on)",
				"您在 %s 獲勝。未擔任主攻或第一線的部隊（騎兵才可追擊）：%s。請答 追擊 %s 是（最強者）、否 或騎兵編號（或以 追擊 * …… 作常備答覆）",
				"您在 %s 获胜。未担任主攻或第一线的部队（骑兵才可追击）：%s。请答 追击 %s 是（最强者）、否 或骑兵编号（或以 追击 * …… 作常备答复）",
				bf.Place().String(), ownText(unused), bf.Area),
			Default: txt("no pursuit", "不追擊", "不追击"),
		}}
}
