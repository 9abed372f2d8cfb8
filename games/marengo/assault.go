package marengo

import (
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Assaults (rule 7): a group entering an enemy area through an approach
// the enemy has not blocked. When the target's side of that approach
// obstructs cavalry, an infantry block must go with the group and is
// shown; cavalry assaulting along a road is shown. If the assault began
// in a reserve, the defender may block it with blocks from the target's
// reserve: the assaulters then commit to the approach facing the target
// or fall back, paying all the same. Otherwise every defender in the
// target retreats and the assaulters enter its reserve.

// assaultShows picks the block an assault must show, or says why the
// group cannot assault: through an approach that obstructs cavalry an
// infantry block shows (show names it, else the first listed).
func (r *run) assaultShows(group []*Block, show, target, from string) (*Block, *lineErr) {
	ap, _ := r.sc.Approach(target, from)
	if !ap.Obstacle {
		return nil, nil
	}
	for _, x := range group {
		if x.ID == show && x.Arm == Infantry {
			return x, nil
		}
	}
	for _, x := range group {
		if x.Arm == Infantry {
			return x, nil
		}
	}
	return nil, bad("%s/%s obstructs cavalry: an assault through it needs infantry in the group (rule 7)", "%s/%s 阻撓騎兵：經此突擊須有步兵隨行（規則 7）", "%s/%s 阻挠骑兵：经此突击须有步兵随行（规则 7）", target, from)
}

// assault plays an assault of group (setting out from from's area) into
// target and reports whether the assaulters entered it. It may be
// blocked only when every assaulter began in the reserve (rule 7.1: an
// assault that began, even in part, on the approach next to the target
// cannot be). cost is what the group paid, for the report.
func (r *run) assault(group []*Block, from Place, target string, blockable bool, shown *Block, st Step, cost int) bool {
	b := r.b
	side := b.Active
	enemy := side.Other()
	var show, ownShow i18n.Text
	if shown != nil {
		show = txt(", showing %s", "，亮出 %s", "，亮出 %s", shown.Face().Text())
		ownShow = txt(", showing %s", "，亮出 %s", "，亮出 %s", ownText([]*Block{shown}))
	}
	start := startOf(group)
	const en, hant, hans = "%[1]s assaults %[4]s from %[3]s with %[2]s%[5]s%[6]s.", "%[1]s：%[2]s 由 %[3]s 突擊 %[4]s%[5]s%[6]s。", "%[1]s：%[2]s 由 %[3]s 突击 %[4]s%[5]s%[6]s。"
	r.own(side, txt(en, hant, hans,
		sideText(side), ownText(group), start, target, ownShow, cpNote(cost, b.T.CP)),
		ptr(txt(en, hant, hans,
			sideText(side), countText(len(group)), start, target, show, cpNote(cost, b.T.CP))))
	reserve := b.at(enemy, reserveOf(target))
	if blockable && fromReserve(group) && len(reserve) > 0 {
		a := r.decide(enemy, askBlock, target, func() *plan.Question { return r.blockQuestion(target, from.Area, len(group), reserve) })
		blockers := pickFrom(reserve, a, len(reserve))
		if len(a.IDs) > 0 && len(blockers) == 0 {
			// The answer meant to block, with blocks that are not
			// there: the whole reserve blocks, as by default, rather
			// than none.
			r.own(enemy, txt("Your answer BLOCK %s names %s, none of them in the %s reserve now: the default applies, and the whole reserve blocks.", "您的答覆 防堵 %s 指定的 %s 都不在 %s 後備：採用預設，後備全部防堵。", "您的答复 防堵 %s 指定的 %s 都不在 %s 后备：采用默认，后备全部防堵。",
				target, strings.Join(a.IDs, " "), target), nil)
			blockers = pickFrom(reserve, defaultAnswer(askBlock), len(reserve))
		}
		if len(blockers) > 0 {
			face := Place{Area: target, Face: from.Area}
			for _, x := range blockers {
				x.At = face
			}
			r.own(enemy, txt("%s blocks the assault, committing %s to %s (free).", "%s防堵突擊：%s 投入 %s（免指揮點）。", "%s防堵突击：%s 投入 %s（免指挥点）。", sideText(enemy), ownText(blockers), face.String()),
				ptr(txt("%s blocks the assault, committing %s to %s (free).", "%s防堵突擊：%s 投入 %s（免指揮點）。", "%s防堵突击：%s 投入 %s（免指挥点）。", sideText(enemy), countText(len(blockers)), face.String())))
			r.fallBack(group, from, target, st)
			return false
		}
		r.pub(txt("%s does not block.", "%s不防堵。", "%s不防堵。", sideText(enemy)))
	} else if !fromReserve(group) {
		r.pub(txt("The assault began (at least in part) on the approach next to %s: it cannot be blocked.", "突擊部隊（至少部份）原本就投入與 %s 相鄰的邊界：無法防堵。", "突击部队（至少部分）原本就投入与 %s 相邻的边界：无法防堵。", target))
	}
	r.retreat(enemy, target, from.Area, nil, txt("assault", "突擊", "突击"))
	for _, x := range group {
		if x.On() {
			x.At = reserveOf(target)
		}
	}
	r.own(side, txt("%s brings %s into %s.", "%s：%s 進入 %s。", "%s：%s 进入 %s。", sideText(side), ownText(group), target),
		ptr(txt("%s brings %s into %s.", "%s：%s 進入 %s。", "%s：%s 进入 %s。", sideText(side), countText(len(group)), target)))
	r.enemyLeft(target)
	return true
}

// fallBack places a blocked group: the blocks the line commits go to the
// approach facing the target, the rest to the reserve they came from
// (rule 7.1). By default they all commit. Splitting the group, some
// committing and some falling back, costs one more command point (the
// published rules); without one left, they all commit.
func (r *run) fallBack(group []*Block, from Place, target string, st Step) {
	side := r.b.Active
	face := Place{Area: from.Area, Face: target}
	var commit, back []*Block
	for _, x := range group {
		switch {
		case st.Blocked == "BACK", st.Blocked == "COMMIT" && len(st.Commit) > 0 && !slices.Contains(st.Commit, x.ID):
			back = append(back, x)
		default:
			commit = append(commit, x)
		}
	}
	if len(commit) > 0 && len(back) > 0 {
		if r.b.T.CP < 1 {
			r.own(side, txt("No command point is left to split the blocked group: all of it commits.", "沒有剩餘指揮點可拆開受阻的一組：全部投入邊界。", "没有剩余指挥点可拆开受阻的一组：全部投入边界。"), nil)
			commit, back = append(commit, back...), nil
		} else {
			r.b.T.CP--
			r.pub(txt("%s splits the blocked group %s.", "%s拆開受阻的一組%s。", "%s拆开受阻的一组%s。", sideText(side), cpText(1, r.b.T.CP)))
		}
	}
	for _, x := range commit {
		x.At = face
	}
	for _, x := range back {
		x.At = reserveOf(from.Area)
	}
	if len(commit) > 0 {
		r.own(side, txt("%s commits %s to %s.", "%s：%s 投入 %s。", "%s：%s 投入 %s。", sideText(side), ownText(commit), face.String()),
			ptr(txt("%s commits %s to %s.", "%s：%s 投入 %s。", "%s：%s 投入 %s。", sideText(side), countText(len(commit)), face.String())))
	}
	if len(back) > 0 {
		r.own(side, txt("%s pulls %s back to %s.", "%s：%s 退回 %s。", "%s：%s 退回 %s。", sideText(side), ownText(back), placeText(reserveOf(from.Area))),
			ptr(txt("%s pulls %s back to %s.", "%s：%s 退回 %s。", "%s：%s 退回 %s。", sideText(side), countText(len(back)), placeText(reserveOf(from.Area)))))
	}
}

// pickFrom reads a NONE/ALL/ids answer against the blocks it may name,
// taking at most max of them.
func pickFrom(bs []*Block, a Answer, most int) []*Block {
	var out []*Block
	switch {
	case len(a.IDs) > 0:
		for _, id := range a.IDs {
			for _, x := range bs {
				if x.ID == id && len(out) < most {
					out = append(out, x)
				}
			}
		}
	case a.Word == "ALL" || a.Word == "YES" || a.Word == "BEST":
		for _, x := range bs {
			if len(out) < most {
				out = append(out, x)
			}
		}
	}
	return out
}

func (r *run) blockQuestion(target, from string, n int, reserve []*Block) *plan.Question {
	enemy := r.b.Active.Other()
	return &plan.Question{Seat: enemy.Seat(), Kind: askBlock, Subject: target,
		Public: games.Prompt{
			Ask:     txt("%[1]s decides whether to block the assault on %[3]s from %[2]s", "%[1]s決定是否防堵由 %[2]s 對 %[3]s 的突擊", "%[1]s决定是否防堵由 %[2]s 对 %[3]s 的突击", sideText(enemy), from, target),
			Default: txt("every block of the reserve blocks", "後備全部防堵", "后备全部防堵"),
		},
		Private: games.Prompt{
			Ask: txt("%s assaults with %s from %s into %s. Your reserve there: %s. Answer BLOCK %s ALL, NONE or the blocks to commit to %s/%s (or BLOCK * ... from now on); without a block every block in %s retreats",
				"%s以 %s由 %s 突擊 %s。您在該區的後備：%s。請答 防堵 %s 全部、無，或要投入 %s/%s 的部隊（或以 防堵 * …… 作常備答覆）；不防堵則 %s 全部撤退",
				"%s以 %s由 %s 突击 %s。您在该区的后备：%s。请答 防堵 %s 全部、无，或要投入 %s/%s 的部队（或以 防堵 * …… 作常备答复）；不防堵则 %s 全部撤退",
				sideText(r.b.Active), countText(n), from, target, ownText(reserve), target, target, from, target),
			Default: txt("every block of the reserve blocks", "後備全部防堵", "后备全部防堵"),
		}}
}
