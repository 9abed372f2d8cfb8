package play

import (
	"sort"
	"strings"
	"unicode"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// SeatFor finds the seat a player means: its id ("France"), its name in
// any language ("法蘭西", in either script or a mix of the two), the game's
// code for it ("F"), one of its aliases ("奧匈", "北軍"), or the start of
// its Chinese name ("法", "邦聯") when no other seat's name starts so. The seats come from the game's current state, so
// a seat that joins during play (Italy in the 1914 game) is found too.
func (g *Record) SeatFor(who string) (games.Seat, bool) {
	infos := g.SeatInfos()
	var started []games.Seat
	for _, info := range infos {
		switch {
		case strings.EqualFold(string(info.Seat), who), info.Code != "" && strings.EqualFold(info.Code, who),
			strings.EqualFold(info.Name.EN, who):
			return info.Seat, true
		}
		for _, a := range info.Aliases {
			if strings.EqualFold(a, who) {
				return info.Seat, true
			}
		}
		switch chineseNameMatch(who, info.Name) {
		case nameWhole:
			return info.Seat, true
		case nameStart:
			started = append(started, info.Seat)
		}
	}
	if len(started) == 1 {
		return started[0], true
	}
	return "", false
}

type nameMatch int

const (
	nameNone nameMatch = iota
	nameStart
	nameWhole
)

// chineseNameMatch compares a word written in Chinese with a seat's
// Chinese name, character by character, each character in either script
// (紅方, 红方 and 红方's mixes alike): the whole name, or its start.
func chineseNameMatch(word string, name i18n.Text) nameMatch {
	in, hant, hans := []rune(word), []rune(name.Hant), []rune(name.Hans)
	if len(in) == 0 || len(hant) == 0 || len(in) > len(hant) || !unicode.Is(unicode.Han, in[0]) {
		return nameNone
	}
	for i, r := range in {
		if r != hant[i] && (i >= len(hans) || r != hans[i]) {
			return nameNone
		}
	}
	if len(in) == len(hant) {
		return nameWhole
	}
	return nameStart
}

func (g *Record) SeatInfos() []games.SeatInfo {
	game, err := g.Game()
	if err != nil {
		return nil
	}
	return game.Seats()
}

// SeatList names every seat of the game in each reader's language, for a
// refusal's list of what may be written (a Chinese name is read as well as
// the English one).
func (g *Record) SeatList() i18n.Text {
	var seats []games.Seat
	for _, info := range g.SeatInfos() {
		seats = append(seats, info.Seat)
	}
	return g.SeatText(seats)
}

// ParsePrefs reads "F E G", "F,E,G", "FEG" or full names.
func (g *Record) ParsePrefs(words []string) ([]games.Seat, string) {
	joined := strings.NewReplacer(",", " ", ";", " ", "/", " ").Replace(strings.Join(words, " "))
	var out []games.Seat
	for _, w := range strings.Fields(joined) {
		if seat, ok := g.SeatFor(w); ok {
			out = append(out, seat)
			continue
		}
		// Initials run together: "FEG".
		ok := true
		var run []games.Seat
		for _, r := range w {
			seat, found := g.SeatFor(string(r))
			if !found {
				ok = false
				break
			}
			run = append(run, seat)
		}
		if !ok {
			return nil, w
		}
		out = append(out, run...)
	}
	return out, ""
}

// assignSeats gives each player a group of seats. Players are taken in an
// order drawn from the game's dice; each takes the group holding the first
// of their preferences still free, so distinct first choices are always
// honoured. Players without a usable preference get what is left, in the
// dice's order.
func assignSeats(g *Record, groups [][]games.Seat, dice *games.Dice) {
	order := make([]int, len(g.Players))
	for i := range order {
		order[i] = i
	}
	for i := len(order) - 1; i > 0; i-- {
		k := dice.Roll(i+1, "order in which players choose powers") - 1
		order[i], order[k] = order[k], order[i]
	}
	taken := make([]bool, len(groups))
	groupOf := func(seat games.Seat) int {
		for gi, grp := range groups {
			for _, s := range grp {
				if s == seat {
					return gi
				}
			}
		}
		return -1
	}
	var unplaced []int
	for _, pi := range order {
		p := g.Players[pi]
		placed := false
		for _, want := range p.Prefs {
			if gi := groupOf(want); gi >= 0 && !taken[gi] {
				taken[gi], p.Seats, placed = true, append([]games.Seat(nil), groups[gi]...), true
				break
			}
		}
		if !placed {
			unplaced = append(unplaced, pi)
		}
	}
	free := []int{}
	for gi := range groups {
		if !taken[gi] {
			free = append(free, gi)
		}
	}
	for i, pi := range unplaced {
		g.Players[pi].Seats = append([]games.Seat(nil), groups[free[i]]...)
	}
	sort.SliceStable(g.Players, func(a, b int) bool { return g.Players[a].Seats[0] < g.Players[b].Seats[0] })
}

// SeatText names seats for players, in every language, by the names the
// game gives them ("France, Germany"; "法蘭西、德意志"); the ids joined by
// JoinSeats are for the audit trail and the judge's own records.
func (g *Record) SeatText(seats []games.Seat) i18n.Text {
	game, err := g.Game()
	if err != nil {
		return i18n.Plain(JoinSeats(seats))
	}
	var t i18n.Text
	t.EN = SeatNames(game, seats, i18n.English)
	t.Hant = SeatNames(game, seats, i18n.TraditionalChinese)
	t.Hans = SeatNames(game, seats, i18n.SimplifiedChinese)
	return t
}

// JoinSeats writes seat ids as one word ("Austria+Germany"), for records.
func JoinSeats(seats []games.Seat) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = string(s)
	}
	return strings.Join(out, "+")
}

// regroup gives each player the seat group that now holds their first seat.
func regroup(g *Record, game games.Game) {
	for _, p := range g.Players {
		if len(p.Seats) == 0 {
			continue
		}
		for _, grp := range game.Groups() {
			for _, s := range grp {
				if s == p.Seats[0] {
					p.Seats = append([]games.Seat(nil), grp...)
				}
			}
		}
	}
}

// SeatNames lists seats for a reader, by the names the game gives them in
// the reader's language.
func SeatNames(game games.Game, seats []games.Seat, lang i18n.Lang) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = games.SeatName(game, s).In(lang)
	}
	return i18n.List(lang, out)
}

// SignonAs is what follows SIGNON to act as seat in the game called
// name: the seat's code joined to the name ("Fwest") where the engine gives
// one, else the seat and the name as two words ("France west").
func SignonAs(game games.Game, seat games.Seat, name string) string {
	for _, info := range game.Seats() {
		if info.Seat == seat && info.Code != "" {
			return info.Code + name
		}
	}
	return string(seat) + " " + name
}

func JoinSeatList(seats []games.Seat) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = string(s)
	}
	return strings.Join(out, ", ")
}

func SortedSeats(set map[games.Seat]bool) []games.Seat {
	var out []games.Seat
	for seat, on := range set {
		if on {
			out = append(out, seat)
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a] < out[b] })
	return out
}

// Asked reports whether game asks seat to act now.
// MaySubmit reports whether seat may send lines now: it is asked, or the
// game keeps its standing lines (games.Standing).
func MaySubmit(game games.Game, seat games.Seat) bool {
	if st, ok := game.(games.Standing); ok && st.TakesStanding(seat) {
		return true
	}
	return Asked(game, seat)
}

func Asked(game games.Game, seat games.Seat) bool {
	for _, r := range game.Requests() {
		if r.Seat == seat {
			return true
		}
	}
	return false
}
