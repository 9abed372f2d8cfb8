package maneuver

import (
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// edit applies one line's words to s and returns its canonical form.
func (s *State) edit(t []string) (string, *i18n.Text) {
	usage := bad("edits: UNIT seat code square|GONE, DAMAGE seat code, FULL seat code, REDOUBT square ON|OFF",
		"修改：單位 方 代號 格子|消滅、受損 方 代號、滿編 方 代號、戰壕 格子 開|關（英文 UNIT、DAMAGE、FULL、REDOUBT、GONE、ON、OFF 亦可）",
		"修改：单位 方 代号 格子|消灭、受损 方 代号、满编 方 代号、战壕 格子 开|关（英文 UNIT、DAMAGE、FULL、REDOUBT、GONE、ON、OFF 亦可）").Text()
	if s.field == nil || s.Stage != StageTurn {
		return "", bad("edits apply once the turns have begun", "回合開始後才能修改", "回合开始后才能修改").Text()
	}
	switch t[0] {
	case "UNIT", "DAMAGE", "FULL":
		if len(t) < 3 {
			return "", usage
		}
		seat, ok := editSeat(t[1])
		if !ok {
			return "", bad("%q is not Blue or Red", "「%s」不是藍方或紅方（Blue、Red）", "“%s”不是蓝方或红方（Blue、Red）", t[1]).Text()
		}
		i, ok := s.nations[seat].UnitIndex(t[2])
		if !ok {
			return "", bad("%s has no unit %q", "%s沒有單位「%s」", "%s没有单位“%s”", seatText(seat), t[2]).Text()
		}
		u := s.unit(seat, i)
		code := s.def(seat, i).Code
		switch {
		case t[0] == "DAMAGE" || t[0] == "FULL":
			if len(t) != 3 || !u.On() {
				return "", usage
			}
			u.Damaged = t[0] == "DAMAGE"
			return t[0] + " " + seat.String() + " " + code, nil
		case len(t) == 4 && t[3] == "GONE":
			s.leave(u.Sq)
			u.Gone, u.Sq, u.Damaged = true, NoSquare, false
			return "UNIT " + seat.String() + " " + code + " GONE", nil
		case len(t) == 4:
			sq, ok := ParseSquare(t[3])
			if !ok {
				return "", bad("%s is not a square of the field (A1 to H8)", "%s 不是戰場上的格子（A1 至 H8）", "%s 不是战场上的格子（A1 至 H8）", t[3]).Text()
			}
			if !s.free(sq) && u.Sq != sq {
				return "", bad("%s is not a free square", "%s 不是空格", "%s 不是空格", t[3]).Text()
			}
			s.leave(u.Sq)
			u.Gone, u.Sq = false, sq
			return "UNIT " + seat.String() + " " + code + " " + sq.String(), nil
		}
		return "", usage
	case "REDOUBT":
		if len(t) != 3 {
			return "", usage
		}
		sq, ok := ParseSquare(t[1])
		if !ok {
			return "", bad("%s is not a square of the field (A1 to H8)", "%s 不是戰場上的格子（A1 至 H8）", "%s 不是战场上的格子（A1 至 H8）", t[1]).Text()
		}
		switch t[2] {
		case "ON":
			if !s.hasRedoubt(sq) {
				s.addRedoubt(sq)
			}
		case "OFF":
			s.leave(sq)
		default:
			return "", usage
		}
		return "REDOUBT " + sq.String() + " " + t[2], nil
	}
	return "", usage
}

// editSeat reads a seat as a master writes it, in any case: Blue or Red
// (editTokens has made the Chinese names these).
func editSeat(w string) (Seat, bool) {
	return seatOf(games.Seat(strings.ToUpper(w[:1]) + strings.ToLower(w[1:])))
}

// Edit applies a master's corrections between phases:
//
//	UNIT Blue GRD C4     put a unit on a square
//	UNIT Red FGD GONE    eliminate it
//	DAMAGE Blue GRD      flip it to its damaged side; FULL Blue GRD back
//	REDOUBT C4 ON|OFF    place or take away a redoubt
//
// Each word has its Chinese forms too (單位 藍方 GRD C4, 戰壕 C4 關; see
// editWords).
func (g *Game) Edit(lines []games.Line, _ i18n.Lang) (games.Game, games.SubmitResult) {
	return checked.EditWords(g, g.s.clone(), lines, editTokens, (*State).edit, newGame)
}
