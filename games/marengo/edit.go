package marengo

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// edit applies one line's words to s and returns its canonical form.
func (s *State) edit(t []string) (string, *i18n.Text) {
	usage := bad("edits: TIME hour, MORALE side n, BONUS YES|NO, BLOCK side place face face|GONE, PLACE side place face place",
		"修改：時間 時、士氣 方 數、加分 是|否、棋子（或 方塊） 方 位置 戰力 戰力|消滅、移到 方 位置 戰力 位置（英文 TIME、MORALE、BONUS、BLOCK、PLACE、GONE 亦可）",
		"修改：时间 时、士气 方 数、加分 是|否、棋子（或 方块） 方 位置 战力 战力|消灭、移到 方 位置 战力 位置（英文 TIME、MORALE、BONUS、BLOCK、PLACE、GONE 亦可）").Text()
	if s.Run != nil && s.Question != nil {
		// The turn is half played: an edit would change the position its
		// replay starts from (docs/rules/marengo.md, "the replay").
		asked := plain(string(s.Question.Seat))
		if side, ok := sideOfSeat(s.Question.Seat); ok {
			asked = sideText(side)
		}
		return "", bad("edits apply between player turns, and %s is being asked a question in the middle of one: edit once the turn is over (its answer, its deadline, or PROCESS for the default, ends the question)",
			"只能在玩家回合之間修改，而%s正在回合中途被詢問：請待回合結束後再修改（答覆、期限到或 PROCESS 採用預設，都會結束這個詢問）",
			"只能在玩家回合之间修改，而%s正在回合中途被询问：请待回合结束后再修改（答复、期限到或 PROCESS 采用默认，都会结束这个询问）", asked).Text()
	}
	if s.Stage != stageTurn || s.Run != nil {
		return "", bad("edits apply between player turns, while the game is running", "只能在玩家回合之間、棋局進行中修改", "只能在玩家回合之间、棋局进行中修改").Text()
	}
	b := &s.B
	num := func(w string, lo, hi int) (int, bool) {
		n, err := strconv.Atoi(w)
		return n, err == nil && n >= lo && n <= hi
	}
	switch t[0] {
	case "TIME":
		if len(t) != 2 {
			return "", usage
		}
		h, ok := num(t[1], s.sc.FirstHour, s.sc.LastHour)
		if !ok {
			return "", bad("the hour is between %d and %d", "時間須在 %d 到 %d 之間", "时间须在 %d 到 %d 之间", s.sc.FirstHour, s.sc.LastHour).Text()
		}
		b.Hour = h
		return fmt.Sprintf("TIME %d", h), nil
	case "MORALE":
		if len(t) != 3 {
			return "", usage
		}
		side, ok := parseSide(t[1])
		n, okN := num(t[2], 0, 99)
		if !ok || !okN {
			return "", usage
		}
		b.Morale[side] = n
		return fmt.Sprintf("MORALE %s %d", side, n), nil
	case "BONUS":
		if len(t) != 2 || (keyword(t[1]) != "YES" && keyword(t[1]) != "NO") {
			return "", usage
		}
		b.Bonus = keyword(t[1]) == "YES"
		return "BONUS " + keyword(t[1]), nil
	case "BLOCK", "PLACE":
		return s.editBlock(t, usage)
	}
	return "", usage
}

// editBlock carries out BLOCK (a block's new face, or GONE) and PLACE (a
// block moved to another place).
func (s *State) editBlock(t []string, usage *i18n.Text) (string, *i18n.Text) {
	b := &s.B
	if len(t) != 5 {
		return "", usage
	}
	side, ok := parseSide(t[1])
	if !ok {
		return "", usage
	}
	r := &reader{sc: s.sc, side: side, w: t[2:3]}
	at, why := r.place()
	if why != nil {
		return "", why.Text()
	}
	face, ok := parseFace(t[3])
	if !ok {
		return "", bad("%q is not a face such as inf3, cav2, art1", "「%s」不是 步3、騎2、砲1（或 inf3、cav2、art1）這樣的戰力", "“%s”不是 步3、骑2、炮1（或 inf3、cav2、art1）这样的战力", t[3]).Text()
	}
	var x *Block
	for _, y := range b.at(side, at) {
		if y.Face() == face {
			x = y
			break
		}
	}
	if x == nil {
		return "", s.noBlockThere(side, at, face)
	}
	head := fmt.Sprintf("%s %s %s %s ", t[0], side, at.String(), face.String())
	if t[0] == "PLACE" {
		r := &reader{sc: s.sc, side: side, w: t[4:5]}
		to, why := r.place()
		if why != nil {
			return "", why.Text()
		}
		if h, ok := b.holder(to.Area); ok && h != side {
			return "", bad("%s holds %s", "%s佔據 %s", "%s占据 %s", sideText(h), to.Area).Text()
		}
		x.At = to
		return head + to.String(), nil
	}
	if t[4] == "GONE" {
		x.Status, x.At, x.Strength = isGone, Place{}, 0
		if _, i, ok := b.pending(x.ID); ok {
			b.Declared = append(b.Declared[:i], b.Declared[i+1:]...)
		}
		return head + "GONE", nil
	}
	nf, ok := parseFace(t[4])
	if !ok || nf.Arm != face.Arm {
		return "", bad("the new face keeps the arm: %s1 to %s4, or GONE", "新戰力須同軍種：%s1 至 %s4，或消滅（GONE）", "新战力须同军种：%s1 至 %s4，或消灭（GONE）", names().Of("arm", string(face.Arm)), names().Of("arm", string(face.Arm))).Text()
	}
	x.Strength = nf.Strength
	return head + nf.String(), nil
}

// noBlockThere says why an edit finds no block of side with face at at,
// and what it may name instead: a reinforcement still to enter (the view
// lists it "at" its entry area) is off the map, which edits do not
// change; the side enters it with ENTER once it is due. The places the
// side has such a block on the map are listed.
func (s *State) noBlockThere(side Side, at Place, face Face) *i18n.Text {
	b := &s.B
	why := txt("%[1]s has no %[3]s in %[2]s", "%[1]s在 %[2]s 沒有 %[3]s", "%[1]s在 %[2]s 没有 %[3]s", sideText(side), at.String(), face.Text())
	for i := range b.Blocks {
		x := &b.Blocks[i]
		d, _ := s.sc.Def(x.ID)
		if e, _ := s.sc.Entry(d.Entry); x.Side == side && x.Status == isDue && e.Area == at.Area && x.Face() == face {
			why = i18n.Join(why, txt(" on the map: the %[1]s at %[2]s is a reinforcement still to enter, and edits change only blocks on the map (%[3]s brings it in with ENTER in a plan once it is due)",
				"（地圖上）：%[2]s 的 %[1]s 是尚未登場的增援，修改只能改地圖上的棋子（%[3]s在它可登場後以計劃的 登場 帶入）",
				"（地图上）：%[2]s 的 %[1]s 是尚未登场的增援，修改只能改地图上的棋子（%[3]s在它可登场后以计划的 登场 带入）", face.Text(), at.Area, sideText(side)))
			break
		}
	}
	var where []string
	seen := map[string]bool{}
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if x.On() && x.Side == side && x.Face() == face && !seen[x.At.String()] {
			seen[x.At.String()] = true
			where = append(where, x.At.String())
		}
	}
	sort.Strings(where)
	if len(where) == 0 {
		why = i18n.Join(why, txt("; %s has no %s on the map", "；%s在地圖上沒有 %s", "；%s在地图上没有 %s", sideText(side), face.Text()))
		return &why
	}
	why = i18n.Join(why, txt("; %s's %s on the map are in %s", "；%s地圖上的 %s 在 %s", "；%s地图上的 %s 在 %s", sideText(side), face.Text(), i18n.Text{EN: strings.Join(where, ", "), Hant: strings.Join(where, "、"), Hans: strings.Join(where, "、")}))
	return &why
}

// parseFace reads "inf3", "cav2", "art1".
func parseFace(w string) (Face, bool) {
	// The arm as the reports write it or in full (步3, 步兵3, infantry3),
	// then one digit.
	w = strings.ToLower(w)
	if len(w) < 2 {
		return Face{}, false
	}
	arm, ok := parseArm(w[:len(w)-1])
	n, err := strconv.Atoi(w[len(w)-1:])
	if !ok || err != nil || n < 1 || n > 4 {
		return Face{}, false
	}
	return Face{Arm: arm, Strength: n}, true
}

// Edit applies a master's corrections between player turns:
//
//	TIME 14                       the time marker to 2 PM
//	MORALE Austria 9              a side's morale
//	BONUS YES|NO                  whether rule 11's five points were given
//	BLOCK France MAR/CGR inf3 inf2    one block there with that face: its new face
//	BLOCK France MAR inf3 GONE        ... or eliminated
//	PLACE Austria BRH cav2 PDB        one block there with that face: moved
//
// An edit names a block only by its side, place and face, never its id.
// The judge tells every player of an edit in EditText's words, which
// leave the face out, since a block lies face down to the other side.
func (g *Game) Edit(lines []games.Line, _ i18n.Lang) (games.Game, games.SubmitResult) {
	return checked.EditWords(g, g.s.clone(), lines, editTokens, (*State).edit, newGame)
}
