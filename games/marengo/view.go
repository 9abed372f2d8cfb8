package marengo

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// viewerSide is the side a reader plays, when it plays one.
func viewerSide(v games.Viewer) (Side, bool) { return seats.Held[armies](v) }

// view renders the position for v: the tracks, the map, then each
// area's blocks as v may know them. A side's own blocks are listed with
// their ids and faces; the enemy's only as counts per reserve and
// approach, with the faces the rules show at this moment (artillery with
// a bombardment declared). The master, and everyone after the end, see
// every block; an observer sees what both players see of each other.
func (s *State) view(v games.Viewer, lang i18n.Lang) string {
	var out strings.Builder
	b := &s.B
	sc := s.sc
	me, player := viewerSide(v)
	knows := func(side Side) bool { return v.All() || (player && me == side) }
	fmt.Fprintf(&out, "%s\n", sc.Title.In(lang))
	switch s.Stage {
	case stageSetup:
		fmt.Fprintf(&out, "%s\n", tr(lang, "Set-up: the French start blocks are about to be drawn.", "佈局：即將抽出法軍起始部隊的位置。", "布局：即将抽出法军起始部队的位置。"))
	case stageOver:
		fmt.Fprintf(&out, "%s\n", txt("The battle is over: %s won (%s).", "戰鬥結束：%s獲勝（%s）。", "战斗结束：%s获胜（%s）。", sideText(Side(s.Winner)), s.Reason).In(lang))
	default:
		out.WriteString(i18n.Wrap(txt("%s: %s to play (turn %d of %d); command points left: %d of 3.", "%s：%s行動（第 %d 回合，共 %d 回合）；剩餘指揮點：%d/3。", "%s：%s行动（第 %d 回合，共 %d 回合）；剩余指挥点：%d/3。",
			hourText(b.Hour), sideText(b.Active), b.Hour-sc.FirstHour+1, sc.Hours(), b.T.CP).In(lang), proseWidth) + "\n")
	}
	out.WriteString(timeTrack(sc, b.Hour, lang))
	bonus := tr(lang, "the bonus of five not yet given", "五點加成尚未給出", "五点加成尚未给出")
	switch {
	case s.Options.Bonus == BonusRound:
		bonus = tr(lang, "a side gains five as each round begins after one in which only its enemy was demoralised", "每回合開始時，若上一回合只有敵方潰散，己方加五", "每回合开始时，若上一回合只有敌方溃散，己方加五")
	case s.Options.Bonus == BonusEach:
		bonus = tr(lang, "a side gains five after each French turn in which only its enemy is demoralised", "每個法軍回合結束時，若只有敵方潰散，己方加五", "每个法军回合结束时，若只有敌方溃散，己方加五")
	case b.Bonus:
		bonus = tr(lang, "the bonus of five given", "五點加成已給出", "五点加成已给出")
	}
	out.WriteString(i18n.Wrap(txt("Morale: Austria %d%s, France %d%s (demoralised at 0; %s).", "士氣：奧地利 %d%s，法國 %d%s（歸零即潰散；%s）。", "士气：奥地利 %d%s，法国 %d%s（归零即溃散；%s）。",
		b.Morale[Austria], weakMark(b, Austria), b.Morale[France], weakMark(b, France), bonus).In(lang), proseWidth) + "\n")
	if player && s.Stage == stageTurn && b.demoralised(me) {
		// Rule 12: the game may go on; the side may also give up. Said in
		// the view too, since an edit can demoralise a side without the
		// report's event.
		out.WriteString(i18n.Wrap(txt("%s is demoralised: you may CONCEDE, or fight on.", "%s已潰散：您可以 投降（CONCEDE），也可以繼續作戰。", "%s已溃散：您可以 投降（CONCEDE），也可以继续作战。", sideText(me)).In(lang), proseWidth) + "\n")
	}
	out.WriteString("\n")
	out.WriteString(renderMap(sc, b))
	out.WriteString(legend(lang))
	out.WriteString("\n")
	for _, a := range sc.Areas {
		side, ok := b.holder(a.Key)
		if !ok {
			continue
		}
		out.WriteString(s.areaLines(a, side, knows(side), lang))
	}
	out.WriteString(s.offMap(knows, lang))
	if d := s.declaredText(knows, lang); d != "" {
		out.WriteString(d)
	}
	for _, side := range []Side{Austria, France} {
		if !knows(side) || s.Stage == stageOver {
			continue
		}
		if t := s.Books[side].Texts(); len(t) > 0 {
			fmt.Fprintf(&out, "%s\n", txt("%s's standing answers:", "%s的常備答覆：", "%s的常备答复：", sideText(side)).In(lang))
			for _, l := range t {
				fmt.Fprintf(&out, "  %s\n", inWords(l, lang))
			}
		}
		if s.Run != nil && b.Active == side && len(s.Run.Left) > 0 {
			fmt.Fprintf(&out, "%s\n", txt("%s's plan still to run:", "%s尚未執行的計劃：", "%s尚未执行的计划：", sideText(side)).In(lang))
			for _, l := range s.Run.Left.Texts() {
				fmt.Fprintf(&out, "  %s\n", inWords(l, lang))
			}
		}
	}
	return out.String()
}

func weakMark(b *Board, side Side) string {
	if b.demoralised(side) {
		return "!"
	}
	return ""
}

// timeTrack is the time marker on its track: "Time: 6 7 [8] 9 ... 21".
func timeTrack(sc *Scenario, hour int, lang i18n.Lang) string {
	var w []string
	for h := sc.FirstHour; h <= sc.LastHour; h++ {
		if h == hour {
			w = append(w, fmt.Sprintf("[%d]", h))
		} else {
			w = append(w, fmt.Sprint(h))
		}
	}
	return tr(lang, "Time: ", "時間：", "时间：") + strings.Join(w, " ") + "\n"
}

// areaLines lists one held area: its reserve and each approach with
// blocks, as the reader may know them.
func (s *State) areaLines(a *Area, side Side, known bool, lang i18n.Lang) string {
	b := &s.B
	var out strings.Builder
	what := fmt.Sprintf("%s %d", tr(lang, "cap", "容量", "容量"), a.Capacity)
	if a.Objective != "" {
		what += tr(lang, ", ", "，", "，") + "*" + colourText(a.Objective).In(lang)
	}
	head := fmt.Sprintf("%s %s (%s): %s", a.Key, a.Name.In(lang), what, sideText(side).In(lang))
	if lang != i18n.English {
		head = fmt.Sprintf("%s %s（%s）：%s", a.Key, a.Name.In(lang), what, sideText(side).In(lang))
	}
	out.WriteString(head + "\n")
	places := []Place{reserveOf(a.Key)}
	for _, ap := range a.Approaches {
		places = append(places, ap.Place())
	}
	for _, p := range places {
		bs := b.at(side, p)
		if len(bs) == 0 {
			continue
		}
		label := tr(lang, "reserve", "後備", "后备")
		if !p.Reserve() {
			ap, _ := s.sc.Approach(p.Area, p.Face)
			label = fmt.Sprintf("%s [%s]", p.String(), terrainText(ap, lang))
		}
		out.WriteString(wrapItems("  "+label+tr(lang, ": ", "：", "："), s.blockItems(bs, known, lang), listSep(lang), 6, proseWidth))
	}
	return out.String()
}

// blockItems writes blocks at one place: with ids and faces for a reader
// who knows them; else how many, how many inactive, and the faces shown.
func (s *State) blockItems(bs []*Block, known bool, lang i18n.Lang) []string {
	b := &s.B
	if known {
		var w []string
		for _, x := range bs {
			t := x.ID + " " + x.Face().Text().In(lang)
			var marks []string
			if x.Inactive {
				marks = append(marks, tr(lang, "inactive", "未啟動", "未启动"))
			}
			if b.moved(x.ID) {
				marks = append(marks, tr(lang, "moved", "已移動", "已移动"))
			}
			if b.shown(x.ID) {
				marks = append(marks, tr(lang, "shown", "亮出", "亮出"))
			}
			if len(marks) > 0 {
				t += tr(lang, " (", "（", "（") + strings.Join(marks, listSep(lang)) + tr(lang, ")", "）", "）")
			}
			w = append(w, t)
		}
		return w
	}
	t := countText(len(bs)).In(lang)
	inactive := 0
	var shown []*Block
	for _, x := range bs {
		if x.Inactive {
			inactive++
		}
		if b.shown(x.ID) {
			shown = append(shown, x)
		}
	}
	if inactive > 0 {
		t += txt(", %d inactive", "，%d 隻未啟動", "，%d 只未启动", inactive).In(lang)
	}
	if len(shown) > 0 {
		t += txt(", shown: %s", "，亮出：%s", "，亮出：%s", facesText(facesOf(shown))).In(lang)
	}
	return []string{t}
}

func listSep(lang i18n.Lang) string {
	if lang == i18n.English {
		return ", "
	}
	return "、"
}

func ownItems(bs []*Block, lang i18n.Lang) []string {
	var out []string
	for _, x := range bs {
		out = append(out, x.ID+" "+x.Face().Text().In(lang))
	}
	return out
}

// offMap lists the reinforcements still to come and the blocks lost: a
// side's own by id; the enemy's as counts by entry and hour.
func (s *State) offMap(knows func(Side) bool, lang i18n.Lang) string {
	b := &s.B
	var out strings.Builder
	for _, side := range []Side{Austria, France} {
		type key struct {
			hour  int
			entry string
		}
		due := map[key][]*Block{}
		var keys []key
		var gone []*Block
		for i := range b.Blocks {
			x := &b.Blocks[i]
			if x.Side != side {
				continue
			}
			switch x.Status {
			case isDue:
				d, _ := s.sc.Def(x.ID)
				k := key{max(d.Hour, b.Hour), d.Entry}
				if _, ok := due[k]; !ok {
					keys = append(keys, k)
				}
				due[k] = append(due[k], x)
			case isGone:
				gone = append(gone, x)
			}
		}
		sort.Slice(keys, func(i, j int) bool {
			if keys[i].hour != keys[j].hour {
				return keys[i].hour < keys[j].hour
			}
			return keys[i].entry < keys[j].entry
		})
		for _, k := range keys {
			e, _ := s.sc.Entry(k.entry)
			items := []string{countText(len(due[k])).In(lang)}
			if knows(side) {
				items = ownItems(due[k], lang)
			}
			when := txt("from %s", "自%s起", "自%s起", hourText(k.hour))
			if k.hour <= b.Hour {
				when = txt("due now", "已可登場", "已可登场")
			}
			head := txt("%s reinforcements at %s, %s: ", "%s增援於 %s，%s：", "%s增援于 %s，%s：", sideText(side), e.Area, when)
			out.WriteString(wrapItems(head.In(lang), items, listSep(lang), 2, proseWidth))
		}
		if len(gone) > 0 {
			what := countText(len(gone))
			if knows(side) {
				var w []string
				for _, x := range gone {
					w = append(w, x.ID)
				}
				what = i18n.Join(what, txt(" (%s)", "（%s）", "（%s）", strings.Join(w, " ")))
			}
			out.WriteString(i18n.Wrap(txt("%s eliminated: %s", "%s被殲滅：%s", "%s被歼灭：%s", sideText(side), what).In(lang), proseWidth) + "\n")
		}
	}
	return out.String()
}

// declaredText lists the bombardments declared and not yet run; the
// artillery is face up, so its face is public.
func (s *State) declaredText(knows func(Side) bool, lang i18n.Lang) string {
	b := &s.B
	if len(b.Declared) == 0 {
		return ""
	}
	var out strings.Builder
	out.WriteString(tr(lang, "Bombardments declared:", "已宣佈的砲擊：", "已宣布的炮击：") + "\n")
	for _, d := range b.Declared {
		x := b.block(d.Art)
		who := x.Face().Text().In(lang)
		if knows(d.Side) {
			who = x.ID + " " + who
		}
		fmt.Fprintf(&out, "  %s\n", txt("%s: %s on %s at %s", "%s：%s 在 %s 砲擊 %s", "%s：%s 在 %s 炮击 %s", sideText(d.Side), who, x.At.String(), d.Target).In(lang))
	}
	return out.String()
}

// inWords is a stored line (BLOCK * ALL) in the words a reader of lang
// writes it with (防堵 * 全部): each plan word in its Chinese form, the
// ids, areas and numbers as they are. The lines read back as written.
func inWords(line string, lang i18n.Lang) string {
	if lang == i18n.English {
		return line
	}
	ws := strings.Fields(line)
	for i, w := range ws {
		if names().Has("word", w) {
			ws[i] = wordText(w).In(lang)
		}
	}
	return strings.Join(ws, " ")
}
