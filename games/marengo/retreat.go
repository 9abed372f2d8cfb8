package marengo

import (
	"slices"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Retreat (rule 10): every block of the side leaves the area, free. The
// blocks are shown first. Artillery is eliminated; cavalry in the reserve
// loses nothing; the infantry in the reserve loses one step between them;
// the blocks on each approach lose one step between them, except on the
// battlefield approach of an attack. They may go to any neighbouring
// areas not held by the enemy, not the area the attack or assault came
// from, not across an impassable border, within capacity, and never by
// road; a block with nowhere to go is eliminated. Retreaters end in the
// reserve. The blocks stay face up until they have moved (the rulebook's
// example), so both sides read which went where.

// retreat moves side's blocks out of area after an attack or assault
// from the area from; battlefield is the attacked approach (nil for an
// assault).
func (r *run) retreat(side Side, area, from string, battlefield *Approach, cause i18n.Text) {
	b := r.b
	bs := b.inArea(side, area)
	if len(bs) == 0 {
		return
	}
	r.own(side, txt("%s retreats from %s and shows its blocks: %s.", "%s撤離 %s，亮出部隊：%s。", "%s撤离 %s，亮出部队：%s。", sideText(side), area, ownText(bs)),
		ptr(txt("%s retreats from %s and shows its blocks: %s.", "%s撤離 %s，亮出部隊：%s。", "%s撤离 %s，亮出部队：%s。", sideText(side), area, facesText(facesOf(bs)))))
	why := txt("Retreat", "撤退", "撤退")
	for _, x := range bs {
		if x.Arm == Artillery {
			r.eliminate(x, txt("Retreat (artillery is lost)", "撤退（砲兵全滅）", "撤退（炮兵全灭）"))
		}
	}
	var reserveInf []*Block
	for _, x := range bs {
		if x.On() && x.At.Reserve() && x.Arm == Infantry {
			reserveInf = append(reserveInf, x)
		}
	}
	r.hurt(1, nil, side.Other(), reserveInf, area, why)
	if a, ok := r.sc.Area(area); ok {
		for _, ap := range a.Approaches {
			if battlefield != nil && ap == battlefield {
				continue
			}
			if on := alive(b.at(side, ap.Place())); len(on) > 0 {
				r.hurt(1, nil, side.Other(), on, area, why)
			}
		}
	}
	left := alive(bs)
	if len(left) == 0 {
		return
	}
	dests := r.retreatDests(side, area, from)
	var sends []Send
	if len(dests) > 1 {
		r.askingRetreat(area, left, dests)
		a := r.decide(side, askRetreat, area, func() *plan.Question { return r.retreatQuestion(side, area, dests, left) })
		if len(a.Areas) > 0 && !slices.ContainsFunc(a.Areas, func(d string) bool { return slices.Contains(dests, d) }) {
			// The answer named only areas the retreat may not go to
			// now: the default, and its owner alone reads why.
			r.own(side, txt("Your RETREAT %s names %s, none of them open to this retreat (%s): the default applies, the areas with the most room first.", "您的 撤退 %s 指定的 %s 都不是這次撤退可去的區域（%s）：採用預設，空位最多的區域優先。", "您的 撤退 %s 指定的 %s 都不是这次撤退可去的区域（%s）：采用默认，空位最多的区域优先。",
				area, strings.Join(a.Areas, " "), areasText(dests)), nil)
		}
		dests = orderDests(dests, a, r.room(side))
		sends = a.Sends
	}
	sort.SliceStable(left, func(i, j int) bool { return left[i].Strength > left[j].Strength })
	went := map[string][]*Block{}
	sent := r.sendNamed(side, area, left, sends, dests, went)
	for _, x := range left {
		if sent[x] {
			continue
		}
		placed := false
		for _, d := range dests {
			if r.room(side)(d) > 0 {
				x.At = reserveOf(d)
				went[d] = append(went[d], x)
				placed = true
				break
			}
		}
		if !placed {
			r.eliminate(x, txt("No room to retreat", "無處可退", "无处可退"))
		}
	}
	for _, d := range dests {
		if g := went[d]; len(g) > 0 {
			r.own(side, txt("%s retreats %s to %s.", "%s：%s 撤退到 %s。", "%s：%s 撤退到 %s。", sideText(side), ownText(g), d),
				ptr(txt("%s retreats %s to %s.", "%s：%s 撤退到 %s。", "%s：%s 撤退到 %s。", sideText(side), facesText(facesOf(g)), d)))
		}
	}
	if side == Austria {
		r.noteEntered()
	}
	_ = cause
}

// sendNamed moves the blocks a RETREAT answer sends by name, in the
// answer's order, each to its area when this retreat may go there and
// it has room; a block sent where it may not go retreats with the rest,
// and its owner alone reads why. It returns the blocks it moved.
func (r *run) sendNamed(side Side, area string, left []*Block, sends []Send, dests []string, went map[string][]*Block) map[*Block]bool {
	sent := map[*Block]bool{}
	for _, s := range sends {
		i := slices.IndexFunc(left, func(x *Block) bool { return x.ID == s.ID })
		if i < 0 {
			continue // not in this retreat
		}
		x := left[i]
		switch {
		case !slices.Contains(dests, s.Area):
			r.own(side, txt("Your RETREAT %s sends %s to %s, which this retreat may not go to (open: %s): it retreats with the others.", "您的 撤退 %s 把 %s 撤到 %s，但這次撤退不能去該區（可去：%s）：它與其他部隊一同撤退。", "您的 撤退 %s 把 %s 撤到 %s，但这次撤退不能去该区（可去：%s）：它与其他部队一同撤退。",
				area, s.ID, s.Area, areasText(dests)), nil)
		case r.room(side)(s.Area) <= 0:
			r.own(side, txt("Your RETREAT %s sends %s to %s, which is full by now: it retreats with the others.", "您的 撤退 %s 把 %s 撤到 %s，但該區此時已滿：它與其他部隊一同撤退。", "您的 撤退 %s 把 %s 撤到 %s，但该区此时已满：它与其他部队一同撤退。",
				area, s.ID, s.Area), nil)
		default:
			x.At = reserveOf(s.Area)
			went[s.Area] = append(went[s.Area], x)
			sent[x] = true
		}
	}
	return sent
}

// retreatDests lists where side may retreat from area, the area the
// enemy came from excluded.
func (r *run) retreatDests(side Side, area, from string) []string {
	var out []string
	for _, n := range r.sc.Neighbours(area) {
		if n == from || r.b.enemyIn(side, n) || r.room(side)(n) <= 0 {
			continue
		}
		out = append(out, n)
	}
	return out
}

// room returns how many more of side's blocks an area takes.
func (r *run) room(side Side) func(string) int {
	return func(area string) int {
		a, ok := r.sc.Area(area)
		if !ok {
			return 0
		}
		return a.Capacity - len(r.b.inArea(side, area))
	}
}

// orderDests puts the destinations in the answer's order, then the rest
// with the most room first (so a short list still saves every block it
// can).
func orderDests(dests []string, a Answer, room func(string) int) []string {
	var out []string
	for _, d := range a.Areas {
		if slices.Contains(dests, d) && !slices.Contains(out, d) {
			out = append(out, d)
		}
	}
	rest := slices.DeleteFunc(slices.Clone(dests), func(d string) bool { return slices.Contains(out, d) })
	sort.SliceStable(rest, func(i, j int) bool { return room(rest[i]) > room(rest[j]) })
	return append(out, rest...)
}

// areasText lists area keys: "FON, BSO", in Chinese "FON、BSO".
func areasText(as []string) i18n.Text {
	return i18n.Text{EN: strings.Join(as, ", "), Hant: strings.Join(as, "、"), Hans: strings.Join(as, "、")}
}

func (r *run) retreatQuestion(side Side, area string, dests []string, left []*Block) *plan.Question {
	list := areasText(dests)
	return &plan.Question{Seat: side.Seat(), Kind: askRetreat, Subject: area,
		Public: games.Prompt{
			Ask:     txt("%s chooses where its blocks retreat from %s (%s)", "%s選擇由 %s 撤退的去處（%s）", "%s选择由 %s 撤退的去处（%s）", sideText(side), area, list),
			Default: txt("the areas with the most room first", "空位最多的區域優先", "空位最多的区域优先"),
		},
		Private: games.Prompt{
			Ask: txt("%s retreat from %s. Answer RETREAT %s and the areas in the order to fill them, from %s, then any block sent by name (%s TO %s) (or RETREAT * ROOM from now on)",
				"%s 由 %s 撤退。請答 撤退 %s，再依填入順序寫區域，可選 %s，再寫點名撤退的部隊（%s 到 %s）（或以 撤退 * 空間 作常備答覆）",
				"%s 由 %s 撤退。请答 撤退 %s，再依填入顺序写区域，可选 %s，再写点名撤退的部队（%s 到 %s）（或以 撤退 * 空间 作常备答复）", ownText(left), area, area, list, left[0].ID, dests[0]),
			Default: txt("the areas with the most room first", "空位最多的區域優先", "空位最多的区域优先"),
		}}
}
