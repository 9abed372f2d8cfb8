package gettysburg

import (
	"fmt"
	"strconv"
	"strings"

	"adjutant/templates/i18n"
)

// editLine applies one edit line's words to s and returns its canonical
// form, or says what is wrong and what is accepted. Edit takes all the
// lines or none.
//
//	PLACE unit hex [MARCH|COMBAT]   put a unit on the map
//	STRAGGLE unit                   send a unit to the stragglers box
//	ELIMINATE unit                  remove a unit for good (no point scored)
//	PENDING unit                    take a unit back off the map, to arrive later
//	ARTILLERY side n                set an artillery pool
//	POINTS side n                   set a side's points
func (s *State) editLine(t []string) (string, *i18n.Text) {
	fail := func(en, hant, hans string, a ...any) (string, *i18n.Text) {
		m := i18n.T(en, hant, hans, a...)
		return "", &m
	}
	unit := func(w string) (int, *i18n.Text) {
		u, ok := s.sc.UnitIndex(w)
		if !ok {
			m := i18n.T("no unit called %q", "沒有叫「%s」的部隊", "没有叫“%s”的部队", w)
			return 0, &m
		}
		return u, nil
	}
	switch t[0] {
	case "PLACE":
		if len(t) < 3 || len(t) > 4 || (len(t) == 4 && t[3] != "MARCH" && t[3] != "COMBAT") {
			return fail("write PLACE UNIT HEX [MARCH|COMBAT], e.g. PLACE HE 1104 COMBAT", "請寫 放置 部隊 六角格 [行軍|戰鬥]，例如 放置 HE 1104 戰鬥（即 PLACE HE 1104 COMBAT）",
				"请写 放置 部队 六角格 [行军|战斗]，例如 放置 HE 1104 战斗（即 PLACE HE 1104 COMBAT）")
		}
		u, bad := unit(t[1])
		if bad != nil {
			return "", bad
		}
		h, err := ParseHex(t[2])
		if err != nil || !s.sc.OnMap(h) {
			return fail("%q is not a hex on the map", "「%s」不是地圖上的六角格", "“%s”不是地图上的六角格", t[2])
		}
		if o := s.unitAt(h); o >= 0 && o != u {
			return fail("%s is occupied by %s", "%s 已有 %s", "%s 已有 %s", h, s.sc.Units[o].Code)
		}
		combat := len(t) == 4 && t[3] == "COMBAT"
		s.Units[u] = UnitState{Where: OnMap, Hex: h, Combat: combat}
		mode := "MARCH"
		if combat {
			mode = "COMBAT"
		}
		return fmt.Sprintf("PLACE %s %s %s", s.sc.Units[u].Code, h, mode), nil
	case "STRAGGLE", "ELIMINATE", "PENDING":
		if len(t) != 2 {
			return fail("write %s UNIT, e.g. %[1]s HE", "請寫 %s 部隊，例如 %[1]s HE", "请写 %s 部队，例如 %[1]s HE", t[0])
		}
		u, bad := unit(t[1])
		if bad != nil {
			return "", bad
		}
		switch t[0] {
		case "STRAGGLE":
			s.Units[u] = UnitState{Where: Straggler, Since: s.Turn}
		case "ELIMINATE":
			s.Units[u] = UnitState{Where: Eliminated}
		default:
			s.Units[u] = UnitState{Where: Pending}
		}
		return t[0] + " " + s.sc.Units[u].Code, nil
	case "ARTILLERY", "POINTS":
		side, ok := Side(0), false
		n, err := 0, error(nil)
		zh := editShown[t[0]] // the words the players' notice shows
		verb := i18n.Text{EN: t[0], Hant: zh[0], Hans: zh[1]}
		if len(t) == 3 {
			side, ok = parseSide(t[1])
			n, err = strconv.Atoi(strings.Replace(t[2], "MINUS", "-", 1))
			if !ok {
				return fail("%q is not a side: write Union or Confederate", "「%s」不是陣營：請寫 聯邦軍（北軍）或 邦聯軍（南軍）", "“%s”不是阵营：请写 联邦军（北军）或 邦联军（南军）", t[1])
			}
			if err == nil && n < 0 {
				return fail("%s takes a number of 0 or more, not %d", "%s 的數目須為 0 或以上，不可為 %d", "%s 的数目须为 0 或以上，不可为 %d", verb, n)
			}
		}
		if !ok || err != nil {
			return fail("write %s SIDE NUMBER, e.g. %[1]s Union 9", "請寫 %s 陣營 數目，例如 %[1]s 北軍 9", "请写 %s 阵营 数目，例如 %[1]s 北军 9", verb)
		}
		if t[0] == "ARTILLERY" {
			s.Artillery[side] = n
		} else {
			s.Points[side] = n
		}
		return fmt.Sprintf("%s %s %d", t[0], side, n), nil
	}
	return fail("not a Gettysburg edit; the edits are PLACE UNIT HEX [MARCH|COMBAT], STRAGGLE UNIT, ELIMINATE UNIT, PENDING UNIT, ARTILLERY SIDE NUMBER and POINTS SIDE NUMBER (GET gettysburg edits explains them)",
		"不是蓋茨堡的修改；可用的有 放置 部隊 六角格 [行軍|戰鬥]、落伍 部隊、消滅 部隊、待援 部隊、炮火 陣營 數目、分數 陣營 數目，英文 PLACE、STRAGGLE、ELIMINATE、PENDING、ARTILLERY、POINTS 亦可（GET 蓋茨堡 修改 有說明）",
		"不是盖茨堡的修改；可用的有 放置 部队 六角格 [行军|战斗]、落伍 部队、消灭 部队、待援 部队、炮火 阵营 数目、分数 阵营 数目，英文 PLACE、STRAGGLE、ELIMINATE、PENDING、ARTILLERY、POINTS 亦可（GET 盖茨堡 修改 有说明）")
}
