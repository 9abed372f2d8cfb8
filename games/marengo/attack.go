package marengo

import (
	"slices"
	"sort"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Attacks (rule 9): blocks committed to an approach attack the enemy
// blocks on the approach facing them (the battlefield), one attack at a
// time, once per battlefield a turn, for a command point. The attacker
// shows one lead (two on a long approach); the defender's artillery may
// counter-fire at the leads; the defender may show a front line; then
//
//	result = leads - terrain - front line
//
// and the attacker wins only when the result is above zero (the worked
// example's reading; docs/rules/marengo.md). Both sides lose a step, the
// loser as many more as the result. Cavalry may pursue. A winning
// attacker takes the area and the defenders retreat; a losing one falls
// back, and nobody crosses that battlefield again this turn.

// attack carries out an ATTACK line: the attack is checked and paid for,
// the defender may counter-fire and shows a front line, the result is
// read, both sides lose steps, cavalry may pursue, and the winner holds
// the battlefield.
func (r *run) attack(st Step) *lineErr {
	bt, why := r.planAttack(st)
	if why != nil {
		return why
	}
	r.commitAttack(st, bt)
	bt.leadsWeak = r.counterFire(bt.bf, bt.leads, bt.others)
	bt.front = r.frontLine(bt.bf, bt.leads)
	result := r.attackResult(bt)
	won := result > 0
	attLoss, defLoss := 1, 1
	if won {
		defLoss += result
	} else {
		attLoss -= result
	}
	side, enemy := r.b.Active, r.b.Active.Other()
	combat := txt("Combat", "戰鬥", "战斗")
	r.hurt(attLoss, alive(bt.leads), enemy, alive(bt.others), bt.target, combat)
	r.hurt(defLoss, alive(bt.front), side, alive(without(bt.defenders, bt.front)), bt.target, combat)
	r.pursuit(st, won, bt.mine, bt.bf, bt.group, bt.leads, bt.defenders, bt.front)
	if won {
		r.attackerTakes(st, bt)
	} else {
		r.attackerFallsBack(bt)
	}
	r.enemyLeft(bt.target)
	return nil
}

// battle is one attack as planned: the attackers (the leads and the
// others) on their approach (mine, from), the battlefield facing it (bf,
// in the target area) with its defenders and, once shown, their front
// line. weak: the defender was demoralised when the attack began;
// leadsWeak: the attacker was demoralised by the counter-fire.
type battle struct {
	group, leads, others []*Block
	defenders, front     []*Block
	from                 Place
	target               string
	mine, bf             *Approach
	weak, leadsWeak      bool
}

// planAttack checks an ATTACK line against rule 9 before anything
// happens: a side not demoralised attacks from one approach, onto
// defenders not attacked yet this turn, with leads the approach allows,
// for a command point.
func (r *run) planAttack(st Step) (*battle, *lineErr) {
	b := r.b
	side := b.Active
	if b.demoralised(side) {
		return nil, bad("%s is demoralised and may not attack (rule 11)", "%s已潰散，不得攻擊（規則 11）", "%s已溃散，不得攻击（规则 11）", sideText(side))
	}
	bt, why := r.attackers(st)
	if why != nil {
		return nil, why
	}
	bt.defenders = b.at(side.Other(), bt.bf.Place())
	switch {
	case len(bt.defenders) == 0:
		return nil, bad("no enemy block is on %s: an approach nobody blocks is crossed by moving (an assault)", "%s 上沒有敵軍：無人防堵的邊界以移動（突擊）通過", "%s 上没有敌军：无人防堵的边界以移动（突击）通过", bt.bf.Place().String())
	case slices.Contains(b.T.Attacked, bt.bf.Place().String()):
		return nil, bad("%s was attacked already this turn (once per approach)", "%s 本回合已被攻擊過（每道邊界一次）", "%s 本回合已被攻击过（每道边界一次）", bt.bf.Place().String())
	}
	if a, _ := r.sc.Area(bt.target); len(bt.group) > a.Capacity {
		return nil, bad("%d attackers would not fit in %s (capacity %d) if they win", "%d 隻攻擊部隊獲勝後放不進 %s（容量 %d）", "%d 只攻击部队获胜后放不进 %s（容量 %d）", len(bt.group), bt.target, a.Capacity)
	}
	if bt.leads, why = r.checkLeads(bt.group, st.Lead, bt.mine, bt.bf); why != nil {
		return nil, why
	}
	bt.others = without(bt.group, bt.leads)
	for _, c := range st.Then {
		if x := b.block(c.ID); x == nil || x.Arm != Cavalry || c.To.Area != bt.target {
			return nil, bad("THEN after an attack commits cavalry of the attack to an approach of %s", "攻擊後的 然後 只能讓參與攻擊的騎兵投入 %s 的邊界", "攻击后的 然后 只能让参与攻击的骑兵投入 %s 的边界", bt.target)
		}
	}
	if why := r.canSpend(1); why != nil {
		return nil, why
	}
	bt.weak = b.demoralised(side.Other())
	return bt, nil
}

// attackers reads the attacking group: blocks committed together to one
// approach, which faces the battlefield.
func (r *run) attackers(st Step) (*battle, *lineErr) {
	group, why := r.groupOf(st.IDs)
	if why != nil {
		return nil, why
	}
	from := group[0].At
	for _, x := range group {
		if x.At != from {
			return nil, bad("the attackers of one attack stand on one approach: %s is on %s, %s on %s", "同一次攻擊的部隊須在同一邊界：%s 在 %s，%s 在 %s", "同一次攻击的部队须在同一边界：%s 在 %s，%s 在 %s",
				group[0].ID, from.String(), x.ID, x.At.String())
		}
	}
	if from.Reserve() {
		return nil, bad("attackers stand on an approach; %s is in %s", "攻擊部隊須投入邊界；%s 在 %s", "攻击部队须投入边界；%s 在 %s", group[0].ID, placeText(from))
	}
	bt := &battle{group: group, from: from, target: from.Face}
	bt.mine, _ = r.sc.Approach(from.Area, bt.target)
	bt.bf, _ = r.sc.Approach(bt.target, from.Area)
	return bt, nil
}

// commitAttack pays the command point, marks the battlefield attacked
// and the attackers used, and shows the leads.
func (r *run) commitAttack(st Step, bt *battle) {
	b := r.b
	side := b.Active
	b.T.CP--
	b.T.Attacked = addSorted(b.T.Attacked, bt.bf.Place().String())
	for _, x := range bt.group {
		b.T.Attackers = addSorted(b.T.Attackers, x.ID)
	}
	b.markMoved(st.IDs...)
	const en, hant, hans = "%[1]s attacks %[2]s from %[3]s with %[4]s %[5]s; the lead(s), shown: %[6]s.", "%[1]s由 %[3]s 以 %[4]s 攻擊 %[2]s%[5]s；主攻亮出：%[6]s。", "%[1]s由 %[3]s 以 %[4]s 攻击 %[2]s%[5]s；主攻亮出：%[6]s。"
	where, from := bt.bf.Place().String(), bt.from.String()
	r.own(side, txt(en, hant, hans, sideText(side), where, from, ownText(bt.group), cpText(1, b.T.CP), ownText(bt.leads)),
		ptr(txt(en, hant, hans, sideText(side), where, from, countText(len(bt.group)), cpText(1, b.T.CP), facesText(facesOf(bt.leads)))))
}

// attackResult is rule 9's sum, announced: the leads' strength less the
// battlefield's terrain and the front line's strength (a demoralised
// front line counts one less a block). Above zero the attacker wins.
func (r *run) attackResult(bt *battle) int {
	leadSum, frontSum := 0, 0
	for _, x := range alive(bt.leads) {
		if bt.leadsWeak {
			leadSum += max(0, x.Strength-1)
			continue
		}
		leadSum += x.Strength
	}
	for _, x := range bt.front {
		s := x.Strength
		if bt.weak {
			s--
		}
		frontSum += max(0, s)
	}
	arm := bt.leads[0].Arm
	terrain := r.opt.terrainOff(bt.bf.Penalty(arm), len(alive(bt.leads)))
	result := leadSum - terrain - frontSum
	verdict := txt("the defender wins", "守方獲勝", "守方获胜")
	if result > 0 {
		verdict = txt("the attacker wins", "攻方獲勝", "攻方获胜")
	}
	weakNote := i18n.Text{}
	if bt.weak && len(bt.front) > 0 {
		weakNote = txt(" (the demoralised front line counts one less a block)", "（潰散的第一線每隻減一）", "（溃散的第一线每只减一）")
	}
	if bt.leadsWeak {
		weakNote = i18n.Join(weakNote, txt(" (the demoralised leads count one less a block)", "（潰散的主攻每隻減一）", "（溃散的主攻每只减一）"))
	}
	r.pub(txt("Result on %s: lead %d - terrain %d - front %d = %d: %s%s.", "%s 戰果：主攻 %d - 地形 %d - 第一線 %d = %d：%s%s。", "%s 战果：主攻 %d - 地形 %d - 第一线 %d = %d：%s%s。",
		bt.bf.Place().String(), leadSum, terrain, frontSum, result, verdict, weakNote))
	return result
}

// attackerTakes: the defenders retreat, the surviving attackers enter the
// area, and cavalry may carry on as the line's THEN says (rule 9.6).
func (r *run) attackerTakes(st Step, bt *battle) {
	b := r.b
	side := b.Active
	r.retreat(side.Other(), bt.target, bt.from.Area, bt.bf, txt("attack", "攻擊", "攻击"))
	in := alive(bt.group)
	for _, x := range in {
		x.At = reserveOf(bt.target)
	}
	b.T.Taken = addSorted(b.T.Taken, bt.target)
	if len(in) > 0 {
		r.own(side, txt("%s brings %s into %s.", "%s：%s 進入 %s。", "%s：%s 进入 %s。", sideText(side), ownText(in), bt.target),
			ptr(txt("%s brings %s into %s.", "%s：%s 進入 %s。", "%s：%s 进入 %s。", sideText(side), countText(len(in)), bt.target)))
	}
	r.noteEntered()
	r.continueAfterAttack(in, st.Then)
}

// attackerFallsBack: the surviving attackers return to their reserve, and
// nobody crosses that border again this turn.
func (r *run) attackerFallsBack(bt *battle) {
	b := r.b
	side := b.Active
	back := alive(bt.group)
	for _, x := range back {
		x.At = reserveOf(bt.from.Area)
	}
	b.T.Closed = addSorted(b.T.Closed, borderKey(bt.from.Area, bt.target))
	if len(back) > 0 {
		const en, hant, hans = "%s pulls %s back to %s; nobody crosses %s-%s again this turn.", "%s：%s 退回 %s；本回合不得再穿越 %s-%s。", "%s：%s 退回 %s；本回合不得再穿越 %s-%s。"
		r.own(side, txt(en, hant, hans, sideText(side), ownText(back), placeText(reserveOf(bt.from.Area)), bt.from.Area, bt.target),
			ptr(txt(en, hant, hans, sideText(side), countText(len(back)), placeText(reserveOf(bt.from.Area)), bt.from.Area, bt.target)))
	}
}

// checkLeads checks the leads of rule 9.1: one on a short approach, one
// or two on a long one; all infantry or all cavalry of strength two or
// more; no cavalry into an approach that obstructs it; each stronger
// than the battlefield's terrain.
func (r *run) checkLeads(group []*Block, lead []string, mine, bf *Approach) ([]*Block, *lineErr) {
	if len(lead) > mine.Width() {
		return nil, bad("%s is a short approach: one lead", "%s 是短邊界：只能一隻主攻", "%s 是短边界：只能一只主攻", mine.Place().String())
	}
	var out []*Block
	for _, id := range lead {
		x := r.b.block(id)
		switch {
		case x == nil || !slices.Contains(group, x):
			return nil, bad("the lead %s is not one of the attackers", "主攻 %s 不在攻擊部隊之中", "主攻 %s 不在攻击部队之中", id)
		case x.Arm == Artillery:
			return nil, bad("%s is artillery: leads are infantry or cavalry", "%s 是砲兵：主攻須是步兵或騎兵", "%s 是炮兵：主攻须是步兵或骑兵", id)
		case x.Strength < 2:
			return nil, bad("%s has strength %d: a lead has two or more", "%s 戰力 %d：主攻須戰力二或以上", "%s 战力 %d：主攻须战力二或以上", id, x.Strength)
		case len(out) > 0 && x.Arm != out[0].Arm:
			return nil, bad("the leads are all infantry or all cavalry", "主攻須全是步兵或全是騎兵", "主攻须全是步兵或全是骑兵")
		case x.Arm == Cavalry && bf.Obstacle:
			return nil, bad("%s obstructs cavalry: no cavalry leads into it", "%s 阻撓騎兵：騎兵不得主攻", "%s 阻挠骑兵：骑兵不得主攻", bf.Place().String())
		case x.Strength-bf.Penalty(x.Arm) <= 0:
			return nil, bad("%s's strength %d less the terrain %d is not above zero", "%s 戰力 %d 減地形 %d 不大於零", "%s 战力 %d 减地形 %d 不大于零", id, x.Strength, bf.Penalty(x.Arm))
		}
		out = append(out, x)
	}
	return out, nil
}

// counterFire lets the defender's artillery on the battlefield fire at
// the leads if it neither bombarded nor declared in its last turn
// (rule 9.2). It reports whether the counter-fire demoralised the
// attacker: that takes effect at once (rule 11), and in the published
// rules the attack goes on with each lead one weaker.
func (r *run) counterFire(bf *Approach, leads, others []*Block) bool {
	b := r.b
	side := b.Active
	enemy := side.Other()
	// Never asked: counter-firing is the default, and a question could
	// only change something when the defender has guns that may fire,
	// which the attacker may not learn from a stop. A standing
	// COUNTERFIRE … NO holds the guns back.
	a := r.decide(enemy, askCounter, bf.Area, nil)
	if a.Word != "YES" {
		r.pub(txt("%s does not counter-fire.", "%s不作砲兵反擊。", "%s不作炮兵反击。", sideText(enemy)))
		return false
	}
	guns := r.counterGuns(bf)
	if len(guns) == 0 {
		// Said as a refusal is said: the attacker may not learn whether
		// the defender had artillery that could fire.
		r.pub(txt("%s does not counter-fire.", "%s不作砲兵反擊。", "%s不作炮兵反击。", sideText(enemy)))
		return false
	}
	for _, g := range guns {
		r.own(enemy, txt("%s: %s counter-fires at the leads: %d hit(s).", "%s：%s 向主攻反擊：%d 點。", "%s：%s 向主攻反击：%d 点。", sideText(enemy), i18n.Join(plain(g.ID+" "), g.Face().Text()), g.Strength),
			ptr(txt("%s: artillery on %s counter-fires at the leads, shown: %s, %d hit(s).", "%s：在 %s 的砲兵向主攻反擊，亮出：%s，%d 點。", "%s：在 %s 的炮兵向主攻反击，亮出：%s，%d 点。", sideText(enemy), bf.Place().String(), g.Face().Text(), g.Strength)))
		r.hurt(g.Strength, alive(leads), enemy, alive(others), bf.Area, txt("Counter-fire", "砲兵反擊", "炮兵反击"))
	}
	if b.demoralised(side) {
		r.pub(txt("%s is demoralised by the counter-fire: the attack goes on with each lead one weaker (rule 11).", "%s因砲兵反擊而潰散：攻擊繼續，每隻主攻戰力減一（規則 11）。", "%s因炮兵反击而溃散：攻击继续，每只主攻战力减一（规则 11）。", sideText(side)))
		return true
	}
	return false
}

// counterGuns lists the defender's artillery on the battlefield that may
// counter-fire: it neither bombarded nor declared in its last turn.
func (r *run) counterGuns(bf *Approach) []*Block {
	b := r.b
	var guns []*Block
	for _, x := range b.at(b.Active.Other(), bf.Place()) {
		if _, _, declared := b.pending(x.ID); x.Arm == Artillery && x.Fired != b.Seq-1 && !declared {
			guns = append(guns, x)
		}
	}
	return guns
}

// frontLine asks the defender for its front line and shows it.
func (r *run) frontLine(bf *Approach, leads []*Block) []*Block {
	b := r.b
	enemy := b.Active.Other()
	defenders := alive(b.at(enemy, bf.Place()))
	a := r.decide(enemy, askFront, bf.Area, func() *plan.Question { return r.frontQuestion(bf, leads, defenders) })
	front := chooseFront(defenders, a, bf)
	if len(a.IDs) > 0 {
		front = r.namedFront(a, defenders, bf, front)
	}
	if len(front) == 0 {
		r.pub(txt("%s shows no front line on %s.", "%s在 %s 不設第一線。", "%s在 %s 不设第一线。", sideText(enemy), bf.Place().String()))
		return nil
	}
	r.own(enemy, txt("%s's front line on %s: %s (shown).", "%s在 %s 的第一線：%s（亮出）。", "%s在 %s 的第一线：%s（亮出）。", sideText(enemy), bf.Place().String(), ownText(front)),
		ptr(txt("%s's front line on %s, shown: %s.", "%s在 %s 的第一線，亮出：%s。", "%s在 %s 的第一线，亮出：%s。", sideText(enemy), bf.Place().String(), facesText(facesOf(front)))))
	return front
}

// chooseFront reads a front-line answer: the blocks named that may stand
// in it (no artillery, one arm, no cavalry behind an obstacle, up to the
// approach's width), or BEST: the strongest such line.
func chooseFront(defenders []*Block, a Answer, bf *Approach) []*Block {
	ok := func(x *Block) bool { return frontMay(x, bf) }
	switch {
	case len(a.IDs) > 0:
		var out []*Block
		for _, id := range a.IDs {
			for _, x := range defenders {
				if x.ID == id && ok(x) && len(out) < bf.Width() && (len(out) == 0 || out[0].Arm == x.Arm) {
					out = append(out, x)
				}
			}
		}
		return out
	case a.Word == "BEST":
		best := func(arm Arm) ([]*Block, int) {
			var c []*Block
			for _, x := range defenders {
				if x.Arm == arm && ok(x) {
					c = append(c, x)
				}
			}
			sort.SliceStable(c, func(i, j int) bool { return c[i].Strength > c[j].Strength })
			c = c[:min(len(c), bf.Width())]
			sum := 0
			for _, x := range c {
				sum += x.Strength
			}
			return c, sum
		}
		inf, si := best(Infantry)
		cav, sc := best(Cavalry)
		if sc > si {
			return cav
		}
		return inf
	}
	return nil
}

func without(all, some []*Block) []*Block {
	var out []*Block
	for _, x := range all {
		if !slices.Contains(some, x) {
			out = append(out, x)
		}
	}
	return out
}

// continueAfterAttack commits the winning attackers' cavalry to the
// approaches its line names (rule 9.6): free, but each approach costs a
// command point when some attackers stay in the reserve.
func (r *run) continueAfterAttack(in []*Block, conts []Cont) {
	if len(conts) == 0 || len(in) == 0 {
		return
	}
	r.continueCav(in, conts)
}

func (r *run) frontQuestion(bf *Approach, leads, defenders []*Block) *plan.Question {
	enemy := r.b.Active.Other()
	return &plan.Question{Seat: enemy.Seat(), Kind: askFront, Subject: bf.Area,
		Public: games.Prompt{
			Ask:     txt("%s chooses a front line on %s", "%s選擇在 %s 的第一線", "%s选择在 %s 的第一线", sideText(enemy), bf.Place().String()),
			Default: txt("the strongest front line", "最強的第一線", "最强的第一线"),
		},
		Private: games.Prompt{
			Ask: txt("%s is attacked; the leads: %s. Your blocks there: %s. Answer FRONT %s BEST, NONE, or up to %d block(s), all infantry or all cavalry (or FRONT * ... from now on)",
				"%s 受攻擊；主攻：%s。您在該處的部隊：%s。請答 第一線 %s 最佳、無，或最多 %d 隻部隊，全步兵或全騎兵（或以 第一線 * …… 作常備答覆）",
				"%s 受攻击；主攻：%s。您在该处的部队：%s。请答 第一线 %s 最佳、无，或最多 %d 只部队，全步兵或全骑兵（或以 第一线 * …… 作常备答复）",
				bf.Place().String(), facesText(facesOf(alive(leads))), frontBlocksText(defenders, bf), bf.Area, bf.Width()),
			Default: txt("the strongest front line", "最強的第一線", "最强的第一线"),
		}}
}
