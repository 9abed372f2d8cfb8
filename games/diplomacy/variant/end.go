package variant

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// EndKind is how a game ended, or how the players agreed it may end.
type EndKind uint8

// End kinds, in the priority of 5.1: a victory by centres always counts,
// even in a game agreed to be timed or settled by lot.
const (
	Victory EndKind = iota + 1 // 5.1a: a power (or, VictoryBySeat, a player) owns VictoryCentres centres
	Timed                      // 5.1b: at the agreed end, most units wins
	Lot                        // 5.1c: the survivors agree to end; a lot among them decides
	Draw                       // every survivor voted a draw (a judge convention; no winner)
)

func (k EndKind) String() string {
	switch k {
	case Victory:
		return "victory"
	case Timed:
		return "timed"
	case Lot:
		return "lot"
	case Draw:
		return "draw"
	}
	return "?"
}

// EndRule is what the players agreed before the game (5.1). Kind Victory
// plays until a power wins by centres; Timed also ends after the
// adjustments of EndYear; Lot lets the survivors end the game by a unanimous
// vote, the winner drawn by lot. Under Victory and Timed a unanimous vote
// of the survivors ends the game drawn.
type EndRule struct {
	Kind    EndKind
	EndYear int // Timed: the last year played
}

// End says that, and how, a game is over.
type End struct {
	Kind    EndKind
	Winners []dip.Power // the winner; the powers tied for most units; every surviving power in a draw
	Seats   []string    // the seats holding Winners, sorted
	Centres map[dip.Power]int
	Units   map[dip.Power]int
	Lot     *games.Draw // the draw that settled a Lot end
	Message i18n.Text
}

// CheckEnd decides whether the game in pos is over under rule, and how.
// drawVotes holds the powers whose players have voted to end the game now
// (a seat votes for all its powers). d is used only to draw the lot of
// 5.1c and may be nil under any other rule.
//
// Survivors are the powers some player holds that still have a unit on the
// board or awaiting retreat; the votes of those alone count (a power left
// in civil disorder by the variant has no vote). A Lot is drawn among the surviving seats, each
// with the same chance (5.1c gives every player still in the game an equal
// share).
func CheckEnd(v Variant, rule EndRule, pos dip.Position, d *games.Dice, drawVotes map[dip.Power]bool) *End {
	centres, units := tally(pos)
	end := &End{Centres: centres, Units: units}

	// 5.1a comes first whatever was agreed.
	if v.VictoryBySeat {
		if won := seatVictory(v, end, centres); won != nil {
			return won
		}
	}
	for _, p := range sortedKeys(centres) {
		if centres[p] >= v.VictoryCentres {
			end.Kind, end.Winners = Victory, []dip.Power{p}
			n := render.PowerName(p)
			return end.finish(v, fmt.Sprintf("%s owns %d supply centres and wins", n.EN, centres[p]),
				fmt.Sprintf("%s擁有%d個軍需區，勝出", n.Hant, centres[p]), fmt.Sprintf("%s拥有%d个军需区，胜出", n.Hans, centres[p]))
		}
	}

	// 5.1b: the agreed time is up once the end year's adjustments are done.
	if rule.Kind == Timed && pos.Phase.Year > rule.EndYear {
		most := -1
		for _, p := range sortedKeys(units) {
			switch {
			case units[p] > most:
				most, end.Winners = units[p], []dip.Power{p}
			case units[p] == most:
				end.Winners = append(end.Winners, p)
			}
		}
		end.Kind = Timed
		names := namesText(powerStrings(end.Winners))
		return end.finish(v, fmt.Sprintf("time is up after %d; most units (%d): %s", rule.EndYear, most, names.EN),
			fmt.Sprintf("%d年後時限屆滿；部隊最多（%d）：%s", rule.EndYear, most, names.Hant),
			fmt.Sprintf("%d年后时限届满；部队最多（%d）：%s", rule.EndYear, most, names.Hans))
	}

	var survivors []dip.Power
	for _, p := range sortedKeys(units) {
		if _, played := v.SeatOf(p); played {
			survivors = append(survivors, p)
		}
	}
	if len(survivors) == 0 {
		return nil
	}
	for _, p := range survivors {
		if !drawVotes[p] {
			return nil
		}
	}
	if rule.Kind != Lot {
		end.Kind, end.Winners = Draw, survivors
		names := namesText(powerStrings(survivors))
		return end.finish(v, "drawn by agreement of "+names.EN, "經同意和局："+names.Hant, "经同意和局："+names.Hans)
	}

	// 5.1c: a lot among the surviving players.
	seats := survivingSeats(v, survivors)
	roll := d.Roll(len(seats), "lot among the surviving players (5.1c): "+strings.Join(seatNames(seats), ", "))
	draws := d.Draws()
	end.Lot = &draws[len(draws)-1]
	won := seats[roll-1]
	for _, p := range won.Powers {
		if units[p] > 0 {
			end.Winners = append(end.Winners, p)
		}
	}
	end.Kind = Lot
	names := namesText([]string{won.Name})
	return end.finish(v, "ended by agreement; the lot falls to "+names.EN,
		"經同意結束；抽籤勝出者："+names.Hant, "经同意结束；抽签胜出者："+names.Hans)
}

// seatVictory is 5.1a in the publisher's two-player game: the first player
// whose powers own VictoryCentres centres between them wins; every power of
// that player still owning a centre is named a winner.
func seatVictory(v Variant, end *End, centres map[dip.Power]int) *End {
	for _, s := range v.Seats {
		total := 0
		var owners []dip.Power
		for _, p := range s.Powers {
			if centres[p] > 0 {
				total += centres[p]
				owners = append(owners, p)
			}
		}
		if total < v.VictoryCentres {
			continue
		}
		end.Kind, end.Winners = Victory, owners
		n := namesText([]string{s.Name})
		return end.finish(v, fmt.Sprintf("%s own %d supply centres between them and win", n.EN, total),
			fmt.Sprintf("%s共擁有%d個軍需區，勝出", n.Hant, total), fmt.Sprintf("%s共拥有%d个军需区，胜出", n.Hans, total))
	}
	return nil
}

func (e *End) finish(v Variant, en, hant, hans string) *End {
	seen := map[string]bool{}
	for _, p := range e.Winners {
		name := string(p)
		if s, ok := v.SeatOf(p); ok {
			name = s.Name
		}
		if !seen[name] {
			seen[name] = true
			e.Seats = append(e.Seats, name)
		}
	}
	sort.Strings(e.Seats)
	e.Message = i18n.Text{EN: en, Hant: hant, Hans: hans}
	return e
}

// tally counts each power's centres (1.2.4: per power, never per seat)
// and units, leaving out absent powers. Units awaiting retreat count.
func tally(pos dip.Position) (centres, units map[dip.Power]int) {
	centres, units = map[dip.Power]int{}, map[dip.Power]int{}
	for _, p := range pos.Owners {
		if p != "" && !pos.Absent[p] {
			centres[p]++
		}
	}
	for _, u := range pos.Units {
		if !pos.Absent[u.Power] {
			units[u.Power]++
		}
	}
	for _, d := range pos.Dislodged {
		if !pos.Absent[d.Unit.Power] {
			units[d.Unit.Power]++
		}
	}
	return centres, units
}

// survivingSeats lists, sorted by name, the seats holding a surviving
// power.
func survivingSeats(v Variant, survivors []dip.Power) []Seat {
	byName := map[string]Seat{}
	for _, p := range survivors {
		if s, ok := v.SeatOf(p); ok {
			byName[s.Name] = s
		}
	}
	out := make([]Seat, 0, len(byName))
	for _, s := range byName {
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

func seatNames(seats []Seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Name
	}
	return out
}

func sortedKeys(m map[dip.Power]int) []dip.Power {
	out := make([]dip.Power, 0, len(m))
	for p, n := range m {
		if n > 0 {
			out = append(out, p)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func powerStrings(ps []dip.Power) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = string(p)
	}
	return out
}
