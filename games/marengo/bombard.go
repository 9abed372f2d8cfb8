package marengo

import (
	"slices"

	"adjutant/templates/i18n"
)

// Bombardment (rule 8): at the end of its turn a player may show a
// committed artillery block and declare that it bombards the area across
// its approach; the bombardment runs at the start of the player's next
// turn, unless cancelled (by choice, or because the area is empty). Its
// target is the enemy on the approach facing the artillery, else the
// enemy's reserve, else any approach of the area (the bombarding player
// picks). Its strength is the artillery's, less the facing approach's
// artillery terrain when that is the target; the bombarded side picks
// which block loses and shows it (option bombard_loss: that one block
// takes every step, or they are spread). Declared artillery stays face up until
// its bombardment has run and its turn ends; it may not then attack, move
// or declare again that turn.

// fireLine carries out a FIRE or CANCEL line.
func (r *run) fireLine(st Step) *lineErr {
	b := r.b
	id := st.IDs[0]
	d, _, ok := b.pending(id)
	if !ok || d.Side != b.Active {
		return bad("%s has no bombardment declared", "%s 沒有宣佈砲擊", "%s 没有宣布炮击", id)
	}
	if st.Verb == "CANCEL" {
		r.cancel(d, txt("by choice", "自願", "自愿"))
		return nil
	}
	if st.To != nil && st.To.Area != d.Target {
		return bad("%s bombards %s, so AT names an approach of %s", "%s 砲擊的是 %s，AT 須寫 %s 的邊界", "%s 炮击的是 %s，AT 须写 %s 的边界", id, d.Target, d.Target)
	}
	if why := r.fireAt(d, st.To); why != nil {
		return why
	}
	r.bombard(d, st.To)
	return nil
}

// fireAt refuses an AT that rule 8.1 leaves no room for: the target is
// the enemy on the facing approach, else in the reserve, and only when
// neither holds any may the player pick an approach, one that holds the
// enemy. Which places hold enemy blocks is public, so the plan's sender
// is told when the plan is sent.
func (r *run) fireAt(d Bombard, at *Place) *lineErr {
	b := r.b
	x := b.block(d.Art)
	if at == nil || x == nil || !x.On() || x.At.Face != d.Target || !b.enemyIn(d.Side, d.Target) {
		return nil
	}
	target, free := r.bombardTarget(d.Side, x, nil)
	switch {
	case !free && *at != target:
		return bad("%s must bombard %s (rule 8.1: the enemy on the facing approach first, then in the reserve): write FIRE %s without AT",
			"%s 必須砲擊 %s（規則 8.1：先打對面邊界上的敵軍，其次後備）：請寫 開火 %s，不加 目標",
			"%s 必须炮击 %s（规则 8.1：先打对面边界上的敌军，其次后备）：请写 开火 %s，不加 目标", d.Art, target.String(), d.Art)
	case free && len(b.at(d.Side.Other(), *at)) == 0:
		var held []string
		if a, ok := r.sc.Area(d.Target); ok {
			for _, ap := range a.Approaches {
				if len(b.at(d.Side.Other(), ap.Place())) > 0 {
					held = append(held, ap.Place().String())
				}
			}
		}
		return bad("%s holds no enemy block: %s may bombard %s", "%s 沒有敵軍：%s 可砲擊 %s", "%s 没有敌军：%s 可炮击 %s",
			at.String(), d.Art, areasText(held))
	}
	return nil
}

// bombardTarget is where a bombardment from x lands (rule 8.1): the
// enemy on the approach facing it, else in the reserve, else on the
// approach at (when it holds the enemy) or the area's first approach that
// does. free reports the third case, where the player picks.
func (r *run) bombardTarget(side Side, x *Block, at *Place) (target Place, free bool) {
	b := r.b
	enemy := side.Other()
	area := x.At.Face
	facing := Place{Area: area, Face: x.At.Area}
	switch {
	case len(b.at(enemy, facing)) > 0:
		return facing, false
	case len(b.at(enemy, reserveOf(area))) > 0:
		return reserveOf(area), false
	}
	if at != nil && len(b.at(enemy, *at)) > 0 {
		return *at, true
	}
	if a, ok := r.sc.Area(area); ok {
		for _, ap := range a.Approaches {
			if len(b.at(enemy, ap.Place())) > 0 {
				return ap.Place(), true
			}
		}
	}
	return Place{}, true
}

// cancel calls a bombardment off: the artillery turns face down and may
// act this turn.
func (r *run) cancel(d Bombard, why i18n.Text) {
	b := r.b
	if _, i, ok := b.pending(d.Art); ok {
		b.Declared = append(b.Declared[:i], b.Declared[i+1:]...)
	}
	x := b.block(d.Art)
	const en, hant, hans = "%[1]s: the bombardment of %[3]s by %[2]s is cancelled (%[4]s).", "%[1]s：%[2]s 對 %[3]s 的砲擊取消（%[4]s）。", "%[1]s：%[2]s 对 %[3]s 的炮击取消（%[4]s）。"
	r.own(d.Side, txt(en, hant, hans, sideText(d.Side), x.ID, d.Target, why),
		ptr(txt(en, hant, hans, sideText(d.Side), x.Face().Text(), d.Target, why)))
}

// bombard runs a declared bombardment; at is the approach the player
// picked for the third case of the target rule, if any.
func (r *run) bombard(d Bombard, at *Place) {
	b := r.b
	x := b.block(d.Art)
	if x == nil || !x.On() || x.At.Reserve() || x.At.Face != d.Target {
		if _, i, ok := b.pending(d.Art); ok {
			b.Declared = append(b.Declared[:i], b.Declared[i+1:]...)
		}
		return
	}
	enemy := d.Side.Other()
	if !b.enemyIn(d.Side, d.Target) {
		r.cancel(d, txt("no enemy is left in %s", "%s 已無敵軍", "%s 已无敌军", d.Target))
		return
	}
	if _, i, ok := b.pending(d.Art); ok {
		b.Declared = append(b.Declared[:i], b.Declared[i+1:]...)
	}
	facing := Place{Area: d.Target, Face: x.At.Area}
	target, _ := r.bombardTarget(d.Side, x, at)
	strength, terrain := x.Strength, 0
	if target == facing {
		ap, _ := r.sc.Approach(facing.Area, facing.Face)
		terrain = ap.Artillery
	}
	power := max(0, strength-terrain)
	x.Fired = b.Seq
	b.T.Fired = addSorted(b.T.Fired, x.ID)
	r.own(d.Side, txt("%s: %s on %s bombards %s: strength %d - terrain %d = %d.", "%s：%s 在 %s 砲擊 %s：戰力 %d - 地形 %d = %d。", "%s：%s 在 %s 炮击 %s：战力 %d - 地形 %d = %d。",
		sideText(d.Side), i18n.Join(plain(x.ID+" "), x.Face().Text()), x.At.String(), placeText(target), strength, terrain, power),
		ptr(txt("%s: %s on %s bombards %s: strength %d - terrain %d = %d.", "%s：%s 在 %s 砲擊 %s：戰力 %d - 地形 %d = %d。", "%s：%s 在 %s 炮击 %s：战力 %d - 地形 %d = %d。",
			sideText(d.Side), x.Face().Text(), x.At.String(), placeText(target), strength, terrain, power)))
	why := txt("Bombardment", "砲擊", "炮击")
	if r.opt.BombardLoss == BombardOne {
		r.hurtOne(power, b.at(enemy, target), d.Target, why)
	} else {
		r.hurt(power, nil, d.Side, b.at(enemy, target), d.Target, why)
	}
	if !b.enemyIn(d.Side, d.Target) && b.Active == d.Side {
		r.enemyLeft(d.Target)
	}
}

// declare carries out a BOMBARD line: the artillery shows itself and
// names the area across its approach.
func (r *run) declare(id string) *lineErr {
	b := r.b
	x := b.block(id)
	switch {
	case x == nil || x.Side != b.Active || !x.On():
		return bad("%s is not one of your blocks on the map", "%s 不是您在地圖上的部隊", "%s 不是您在地图上的部队", id)
	case x.Arm != Artillery:
		return bad("%s is not artillery", "%s 不是砲兵", "%s 不是炮兵", id)
	case x.At.Reserve():
		return bad("%s is in a reserve: only artillery committed to an approach bombards", "%s 在後備：只有投入邊界的砲兵可以砲擊", "%s 在后备：只有投入边界的炮兵可以炮击", id)
	case slices.Contains(b.T.Attackers, id):
		return bad("%s took part in an attack this turn and may not declare a bombardment", "%s 本回合參與攻擊，不得宣佈砲擊", "%s 本回合参与攻击，不得宣布炮击", id)
	case slices.Contains(b.T.Fired, id):
		return bad("%s bombarded this turn and may not declare again", "%s 本回合已砲擊，不得再宣佈", "%s 本回合已炮击，不得再宣布", id)
	case !b.enemyIn(b.Active, x.At.Face):
		return bad("no enemy is in %s, across %s", "%s 對面的 %s 沒有敵軍", "%s 对面的 %s 没有敌军", x.At.String(), x.At.Face)
	}
	if _, _, ok := b.pending(id); ok {
		return bad("%s has a bombardment declared already", "%s 已宣佈砲擊", "%s 已宣布炮击", id)
	}
	b.Declared = append(b.Declared, Bombard{Art: id, Side: x.Side, Target: x.At.Face})
	x.Fired = b.Seq
	r.own(x.Side, txt("%s: %s on %s declares a bombardment of %s, to fire next turn (shown).", "%s：%s 在 %s 宣佈砲擊 %s，下回合執行（亮出）。", "%s：%s 在 %s 宣布炮击 %s，下回合执行（亮出）。",
		sideText(x.Side), i18n.Join(plain(x.ID+" "), x.Face().Text()), x.At.String(), x.At.Face),
		ptr(txt("%s: %s on %s declares a bombardment of %s, to fire next turn (shown).", "%s：%s 在 %s 宣佈砲擊 %s，下回合執行（亮出）。", "%s：%s 在 %s 宣布炮击 %s，下回合执行（亮出）。",
			sideText(x.Side), x.Face().Text(), x.At.String(), x.At.Face)))
	return nil
}
