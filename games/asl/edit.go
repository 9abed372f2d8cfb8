package asl

import (
	"strconv"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// Edit applies a master's edit lines between phases. Every edit changes
// only what both sides may see (a counter's hex or state, a hex's
// control, the turn), since the judge quotes each edit to every player:
//
//	PLACE id hex          put a unit (or a weapon) in a hex
//	REMOVE id             eliminate a unit or weapon
//	SET id GOOD|BROKEN|DM|PINNED|CX|CLEAR   a unit's state (CLEAR: no DM, pin, CX)
//	CONTROL hex side      give a victory hex to a side
//	TURN n                set the game turn
func (g *Game) Edit(lines []games.Line, lang i18n.Lang) (games.Game, games.SubmitResult) {
	return checked.EditWords(g, g.s.clone(), lines, editWords, (*State).edit, recounted)
}

// recounted is the game at an edited state, with the control of the
// victory hexes counted again (a PLACE or REMOVE may change it).
func recounted(s *State) games.Game {
	s.settleMelee()
	s.updateControl()
	return newGame(s)
}

// settleMelee sets the melee of every hex as the CCPh leaves it
// (settleMeleeIn). Between phases that is what the map holds; an edit may
// have emptied a melee hex of one side, or placed a unit among the enemy.
func (s *State) settleMelee() {
	seen := map[Hex]bool{}
	for i := range s.Units {
		h := s.Units[i].Hex
		if !s.Units[i].active() || seen[h] {
			continue
		}
		seen[h] = true
		s.settleMeleeIn(h)
	}
	for i := range s.Units {
		if !s.Units[i].active() {
			s.Units[i].Melee = false
		}
	}
}

// edit applies one edit line, given as its words.
func (s *State) edit(f []string) (string, *i18n.Text) {
	usage := want("edits are PLACE id hex, REMOVE id, SET id GOOD|BROKEN|DM|PINNED|CX|CLEAR, CONTROL hex side, TURN n",
		"修改：放置 代號 六角格、移除 代號、設為 代號 良好|潰散|絕望|壓制|疲倦|清除、控制 六角格 德軍|俄軍、回合 n（英文 PLACE、REMOVE、SET … GOOD|BROKEN|DM|PINNED|CX|CLEAR、CONTROL、TURN 亦可）",
		"修改：放置 代号 六角格、移除 代号、设为 代号 良好|溃散|绝望|压制|疲倦|清除、控制 六角格 德军|俄军、回合 n（英文 PLACE、REMOVE、SET … GOOD|BROKEN|DM|PINNED|CX|CLEAR、CONTROL、TURN 亦可）")
	if len(f) < 2 {
		return "", usage
	}
	switch {
	case f[0] == "PLACE" && len(f) == 3:
		h, ok := s.sc.ParseHex(f[2])
		if !ok {
			return "", want("%s is not a hex", "%s 不是六角格", "%s 不是六角格", f[2])
		}
		if u := s.unit(f[1]); u != nil {
			u.Hex, u.OnMap, u.Gone = h, true, false
			for _, w := range s.held(u.ID) {
				w.Hex = h
			}
		} else if w := s.weapon(f[1]); w != nil {
			w.Owner, w.Hex, w.Gone = "", h, false
		} else {
			return "", want("no unit or weapon %s", "沒有代號為 %s 的部隊或武器", "没有代号为 %s 的部队或武器", f[1])
		}
		return "PLACE " + f[1] + " " + s.sc.ID(h), nil
	case f[0] == "REMOVE" && len(f) == 2:
		if u := s.unit(f[1]); u != nil {
			for _, w := range s.held(u.ID) {
				w.Owner, w.Hex = "", u.Hex
			}
			u.Gone = true
		} else if w := s.weapon(f[1]); w != nil {
			w.Gone, w.Owner = true, ""
		} else {
			return "", want("no unit or weapon %s", "沒有代號為 %s 的部隊或武器", "没有代号为 %s 的部队或武器", f[1])
		}
		return "REMOVE " + f[1], nil
	case f[0] == "SET" && len(f) == 3:
		u := s.unit(f[1])
		if u == nil {
			return "", want("no unit %s", "沒有代號為 %s 的部隊", "没有代号为 %s 的部队", f[1])
		}
		switch f[2] {
		case "GOOD":
			u.Broken, u.DM = false, false
		case "BROKEN":
			u.Broken, u.DM, u.Pinned = true, true, false
		case "DM":
			if !u.Broken {
				return "", want("%s is not broken: DM marks a broken unit (SET %s BROKEN breaks it, with DM)", "%s 並未潰散：絕望標記只用於潰散部隊（設為 %s 潰散 使其潰散並帶絕望標記）", "%s 并未溃散：绝望标记只用于溃散部队（设为 %s 溃散 使其溃散并带绝望标记）", u.ID, u.ID)
			}
			u.DM = true
		case "PINNED":
			if u.Broken {
				return "", want("%s is broken: a pin marks a unit in good order (SET %s GOOD first)", "%s 已潰散：壓制只用於秩序良好的部隊（請先 設為 %s 良好）", "%s 已溃散：压制只用于秩序良好的部队（请先 设为 %s 良好）", u.ID, u.ID)
			}
			u.Pinned = true
		case "CX":
			u.CX = true
		case "CLEAR":
			u.DM, u.Pinned, u.CX = false, false, false
		default:
			return "", want("%s is not a state: write GOOD, BROKEN, DM, PINNED, CX or CLEAR", "%s 不是可設定的狀態：請寫 良好、潰散、絕望、壓制、疲倦 或 清除（或英文 GOOD、BROKEN、DM、PINNED、CX、CLEAR）", "%s 不是可设定的状态：请写 良好、溃散、绝望、压制、疲倦 或 清除（或英文 GOOD、BROKEN、DM、PINNED、CX、CLEAR）", f[2])
		}
		return "SET " + f[1] + " " + f[2], nil
	case f[0] == "CONTROL" && len(f) == 3:
		h, ok := s.sc.ParseHex(f[1])
		side, sok := s.sc.SideOf(f[2])
		if !ok || !sok {
			return "", usage
		}
		for i, c := range s.sc.Victory.Control {
			if c == h {
				s.Control[i] = side
				return "CONTROL " + s.sc.ID(h) + " " + s.sc.Sides[side].Nat, nil
			}
		}
		return "", want("%s is not a victory hex", "%s 不是勝利格", "%s 不是胜利格", f[1])
	case f[0] == "TURN" && len(f) == 2:
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 || n > s.sc.Turns {
			return "", want("the turn is 1 to %d", "回合為 1 至 %d", "回合为 1 至 %d", s.sc.Turns)
		}
		s.Turn = n
		return "TURN " + f[1], nil
	}
	return "", usage
}
