package marengo

import (
	"adjutant/templates/i18n"
)

// Losses (rules 2, 8.3, 9, 10, 11): a block that loses a step is replaced
// by the same arm one strength lower; a block of strength one that loses
// a step is eliminated. Every step lost costs its side a point of morale.
// A block that loses is shown to both players.

// hurt applies n steps of loss: first to the blocks in front (leads or
// front line, which the inflicting side picks by its HIT answer), then to
// the rest (which the suffering side picks by its LOSS answer). What is
// left when every block is gone is ignored. It returns the steps taken.
func (r *run) hurt(n int, front []*Block, inflictor Side, rest []*Block, subject string, why i18n.Text) int {
	if n <= 0 {
		return 0
	}
	lost := map[*Block]int{}
	var order []*Block
	taken := 0
	take := func(group []*Block, pref Answer) {
		for n > taken {
			pick := firstNamed(group, pref.IDs, lost)
			if pick == nil {
				pick = preferred(group, pref.Word, lost)
			}
			if pick == nil {
				return
			}
			if lost[pick] == 0 {
				order = append(order, pick)
			}
			lost[pick]++
			taken++
		}
	}
	if len(alive(front)) > 0 {
		take(front, Answer{Word: r.decide(inflictor, askHit, subject, nil).Word})
	}
	if n > taken && len(alive(rest)) > 0 {
		take(rest, r.decide(sideOfBlocks(rest), askLoss, subject, nil))
	}
	for _, x := range order {
		r.loseSteps(x, lost[x], why)
	}
	return taken
}

// hurtOne puts n steps of loss on one of bs, the block its side's LOSS
// answer picks (rule 8.3, option bombard_loss=one); what that block
// cannot take is lost.
func (r *run) hurtOne(n int, bs []*Block, subject string, why i18n.Text) {
	bs = alive(bs)
	if n <= 0 || len(bs) == 0 {
		return
	}
	pick := bs[0]
	if len(bs) > 1 {
		pref := r.decide(bs[0].Side, askLoss, subject, nil)
		if pick = firstNamed(bs, pref.IDs, nil); pick == nil {
			pick = preferred(bs, pref.Word, nil) // bs are alive: never nil
		}
	}
	r.loseSteps(pick, n, why)
}

// preferred is the block of group with strength left that word
// (STRONGEST, the default, or WEAKEST) picks, the first listed among
// equals; nil when none has strength left.
func preferred(group []*Block, word string, lost map[*Block]int) *Block {
	var pick *Block
	for _, x := range group {
		s := x.Strength - lost[x]
		if s <= 0 {
			continue
		}
		if pick == nil {
			pick = x
			continue
		}
		ps := pick.Strength - lost[pick]
		if (word != "WEAKEST" && s > ps) || (word == "WEAKEST" && s < ps) {
			pick = x
		}
	}
	return pick
}

// firstNamed is the first block of ids (a LOSS answer's order) that is
// in group with strength left after the steps lost so far; nil when none
// is, and the answer's preference picks.
func firstNamed(group []*Block, ids []string, lost map[*Block]int) *Block {
	for _, id := range ids {
		for _, x := range group {
			if x.ID == id && x.Strength-lost[x] > 0 {
				return x
			}
		}
	}
	return nil
}

func alive(bs []*Block) []*Block {
	var out []*Block
	for _, x := range bs {
		if x.On() && x.Strength > 0 {
			out = append(out, x)
		}
	}
	return out
}

func sideOfBlocks(bs []*Block) Side {
	if len(bs) > 0 {
		return bs[0].Side
	}
	return Austria
}

// loseSteps takes steps from one block, shows it, and lowers morale.
func (r *run) loseSteps(x *Block, steps int, why i18n.Text) {
	before := x.Face()
	where := x.At
	steps = min(steps, x.Strength)
	x.Strength -= steps
	var after, ownAfter i18n.Text
	if x.Strength <= 0 {
		r.remove(x)
		after = txt("eliminated", "被殲滅", "被歼灭")
		ownAfter = after
	} else {
		after = i18n.Join(txt("now ", "現為 ", "现为 "), x.Face().Text())
		ownAfter = i18n.Join(txt("now ", "現為 ", "现为 "), plain(x.ID+" "), x.Face().Text())
	}
	full := txt("%s: %s %s (%s) loses %d step(s): %s.", "%s：%s %s（%s）損失 %d 點：%s。", "%s：%s %s（%s）损失 %d 点：%s。",
		why, x.ID, before.Text(), placeText(where), steps, ownAfter)
	public := txt("%s: %s in %s, %s, loses %d step(s): %s.", "%s：%s在 %s 的一隻部隊（%s）損失 %d 點：%s。", "%s：%s在 %s 的一只部队（%s）损失 %d 点：%s。",
		why, aBlock(x.Side), placeText(where), before.Text(), steps, after)
	r.own(x.Side, full, &public)
	r.lowerMorale(x.Side, steps)
}

// eliminate removes a block outright (artillery in a retreat, a block
// with nowhere to retreat): all its strength is lost.
func (r *run) eliminate(x *Block, why i18n.Text) {
	r.loseSteps(x, x.Strength, why)
}

// remove takes a block off the map; a bombardment it declared goes.
func (r *run) remove(x *Block) {
	x.Status, x.At, x.Strength, x.Inactive = isGone, Place{}, 0, false
	if _, i, ok := r.b.pending(x.ID); ok {
		r.b.Declared = append(r.b.Declared[:i], r.b.Declared[i+1:]...)
	}
}

// lowerMorale takes points off a side's morale; at zero it is
// demoralised (rule 11).
func (r *run) lowerMorale(side Side, n int) {
	b := r.b
	was := b.Morale[side]
	b.Morale[side] = max(0, was-n)
	if was > 0 && b.Morale[side] == 0 {
		r.pub(txt("%[1]s's morale is gone: %[1]s is demoralised. Its blocks defend one weaker and it may not attack; its player may CONCEDE.",
			"%[1]s士氣歸零，全軍潰散：其部隊防守時戰力減一，且不得攻擊；其玩家可以 投降（CONCEDE）。",
			"%[1]s士气归零，全军溃散：其部队防守时战力减一，且不得攻击；其玩家可以 投降（CONCEDE）。", sideText(side)))
	}
}

// moraleBonus gives the five points of rule 11 as a round ends with
// exactly one side demoralised: every such round, as the next begins, so
// not after the last (option bonus "round"); every such French turn, the
// last included ("each"); or once a game ("once", and games saved
// without the option).
func (r *run) moraleBonus(last bool) {
	b := r.b
	once := r.opt.bonusOnce()
	if last && r.opt.Bonus == BonusRound {
		return
	}
	if (once && b.Bonus) || b.demoralised(Austria) == b.demoralised(France) {
		return
	}
	up := Austria
	if b.demoralised(Austria) {
		up = France
	}
	b.Morale[up] += 5
	b.Bonus = true
	if once {
		r.pub(txt("%s alone is demoralised: %s's morale rises by 5 to %d (once a game).", "只有%s潰散：%s士氣加 5，升至 %d（每局一次）。", "只有%s溃散：%s士气加 5，升至 %d（每局一次）。",
			sideText(up.Other()), sideText(up), b.Morale[up]))
		return
	}
	r.pub(txt("%s alone is demoralised: %s's morale rises by 5 to %d.", "只有%s潰散：%s士氣加 5，升至 %d。", "只有%s溃散：%s士气加 5，升至 %d。",
		sideText(up.Other()), sideText(up), b.Morale[up]))
}
