package variant

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// Seat is one player's place at the table: the powers that player orders.
type Seat struct {
	Name   string // the powers' names joined by "+", e.g. "Austria+France"
	Powers []dip.Power
}

// Variant is one way of setting up a game for a number of players.
type Variant struct {
	Name           string    // "standard", "six", … as ByName accepts
	Clause         string    // the rulebook clause that describes it, e.g. "1.2.3c"
	Title          i18n.Text // one line for players
	Seats          []Seat    // sorted by name
	StartYear      int       // the year of the first Spring turn
	VictoryCentres int       // supply centres one power needs to win (5.1a)
	// VictoryBySeat counts a seat's powers' centres together for 5.1a:
	// the publisher's two-player game is won by the player who controls
	// 24 centres, whichever of that player's powers own them.
	VictoryBySeat bool
	// TextStartYear, when not zero, is the first year the Chinese text
	// gives where the publisher's rules start in 1901 (1.2.3a–b).
	TextStartYear int
	// Disorder lists the powers nobody plays that stay on the board in
	// civil disorder from the first turn (1.2.3a–b, 4.3.1).
	Disorder []dip.Power
	// Neutral lists the powers out of the game as neutral countries whose
	// land nobody may enter (1.2.3e, 4.1). They are Position.Absent.
	Neutral []dip.Power
	// Toss, when not nil, is the coin toss that brings a neutral power
	// into the game (1.2.3e).
	Toss *Toss
}

// Toss is the coin toss of the two-player game: before the adjustments of
// Fall Year, Power joins one of Seats, decided by a two-sided roll.
type Toss struct {
	Power dip.Power
	Year  int
	Seats [2]string
}

// Names returns the name of every variant, in the order of the rulebook.
func Names() []string {
	return []string{"standard", "six", "five", "four", "three-a", "three-b", "two-1914"}
}

// ByName returns the variant called name (case-insensitive). Each call
// returns fresh slices, so a caller may change what it gets.
func ByName(name string) (Variant, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	switch key {
	case "standard", "seven", "7":
		return standard(), nil
	case "six", "6":
		return Variant{
			Name: "six", Clause: "1.2.3a", StartYear: 1901, TextStartYear: 1870, VictoryCentres: 18,
			Title:    i18n.Text{EN: "six players; Italy in civil disorder", Hant: "六人；意大利停戰", Hans: "六人；意大利停战"},
			Seats:    singles(dip.Austria, dip.England, dip.France, dip.Germany, dip.Russia, dip.Turkey),
			Disorder: []dip.Power{dip.Italy},
		}, nil
	case "five", "5":
		return Variant{
			Name: "five", Clause: "1.2.3b", StartYear: 1901, TextStartYear: 1801, VictoryCentres: 18,
			Title:    i18n.Text{EN: "five players; Germany and Italy in civil disorder", Hant: "五人；德國及意大利停戰", Hans: "五人；德国及意大利停战"},
			Seats:    singles(dip.Austria, dip.England, dip.France, dip.Russia, dip.Turkey),
			Disorder: []dip.Power{dip.Germany, dip.Italy},
		}, nil
	case "four", "4":
		return Variant{
			Name: "four", Clause: "1.2.3c", StartYear: 1901, VictoryCentres: 18,
			Title: i18n.Text{EN: "four players: England alone, three players with two powers each", Hant: "四人：一人領英國，三人各領兩國", Hans: "四人：一人领英国，三人各领两国"},
			Seats: seats(
				[]dip.Power{dip.England},
				[]dip.Power{dip.Austria, dip.France},
				[]dip.Power{dip.Germany, dip.Turkey},
				[]dip.Power{dip.Italy, dip.Russia}),
		}, nil
	case "three-a", "3a":
		return Variant{
			Name: "three-a", Clause: "1.2.3d(i)", StartYear: 1901, VictoryCentres: 18,
			Title: i18n.Text{EN: "three players: Russia; England, France and Germany; Austria, Italy and Turkey", Hant: "三人：俄羅斯；英法德；奧意土", Hans: "三人：俄罗斯；英法德；奥意土"},
			Seats: seats(
				[]dip.Power{dip.Russia},
				[]dip.Power{dip.England, dip.France, dip.Germany},
				[]dip.Power{dip.Austria, dip.Italy, dip.Turkey}),
		}, nil
	case "three-b", "3b":
		return Variant{
			Name: "three-b", Clause: "1.2.3d(ii)", StartYear: 1901, VictoryCentres: 18,
			Title: i18n.Text{EN: "three players: England, Germany and Austria; Russia and Italy; France and Turkey", Hant: "三人：英德奧；俄意；法土", Hans: "三人：英德奥；俄意；法土"},
			Seats: seats(
				[]dip.Power{dip.England, dip.Germany, dip.Austria},
				[]dip.Power{dip.Russia, dip.Italy},
				[]dip.Power{dip.France, dip.Turkey}),
		}, nil
	case "two-1914", "two", "2", "1914":
		east, west := []dip.Power{dip.Austria, dip.Germany, dip.Turkey}, []dip.Power{dip.England, dip.France, dip.Russia}
		s := seats(east, west)
		return Variant{
			Name: "two-1914", Clause: "1.2.3e", StartYear: 1914, VictoryCentres: 24, VictoryBySeat: true,
			Title:   i18n.Text{EN: "two players, 1914: England, France and Russia against Austria, Germany and Turkey; Italy neutral until a coin toss", Hant: "兩人（1914）：英法俄對奧德土；意大利中立至擲硬幣", Hans: "两人（1914）：英法俄对奥德土；意大利中立至掷硬币"},
			Seats:   s,
			Neutral: []dip.Power{dip.Italy},
			Toss:    &Toss{Power: dip.Italy, Year: 1914, Seats: [2]string{s[0].Name, s[1].Name}},
		}, nil
	}
	return Variant{}, fmt.Errorf("%w: variant %q (known: %s)", ErrUnknown, name, strings.Join(Names(), ", "))
}

// AsTranslated returns the variant as the Chinese text reads where it
// departs from the publisher's English rules: the six- and five-player
// games start in 1870 and 1801 (1.2.3a–b), and the centres of 5.1a are one
// power's even in the 1914 game (1.2.3e read with 1.2.4). ByName gives the
// publisher's reading.
func (v Variant) AsTranslated() Variant {
	if v.TextStartYear != 0 {
		v.StartYear = v.TextStartYear
	}
	v.VictoryBySeat = false
	return v
}

func standard() Variant {
	return Variant{
		Name: "standard", Clause: "1.2.2", StartYear: 1901, VictoryCentres: 18,
		Title: i18n.Text{EN: "seven players, one power each", Hant: "七人，各領一國", Hans: "七人，各领一国"},
		Seats: singles(dip.AllPowers()...),
	}
}

func singles(powers ...dip.Power) []Seat {
	groups := make([][]dip.Power, len(powers))
	for i, p := range powers {
		groups[i] = []dip.Power{p}
	}
	return seats(groups...)
}

// seats names each group of powers after its members, alphabetically, and
// sorts the seats by name.
func seats(groups ...[]dip.Power) []Seat {
	out := make([]Seat, len(groups))
	for i, g := range groups {
		ps := append([]dip.Power(nil), g...)
		sort.Slice(ps, func(a, b int) bool { return ps[a] < ps[b] })
		names := make([]string, len(ps))
		for j, p := range ps {
			names[j] = string(p)
		}
		out[i] = Seat{Name: strings.Join(names, "+"), Powers: ps}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Name < out[b].Name })
	return out
}

// SeatOf returns the seat that orders power p, if any player does.
func (v Variant) SeatOf(p dip.Power) (Seat, bool) {
	for _, s := range v.Seats {
		for _, q := range s.Powers {
			if q == p {
				return s, true
			}
		}
	}
	return Seat{}, false
}

// Powers returns every power some player orders, sorted.
func (v Variant) Powers() []dip.Power {
	var out []dip.Power
	for _, s := range v.Seats {
		out = append(out, s.Powers...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// Joined returns the variant after power p has joined the seat called
// seat (the outcome of the coin toss of 1.2.3e): p is added to the seat's
// powers and is no longer neutral. The seat keeps its name.
func (v Variant) Joined(p dip.Power, seat string) (Variant, error) {
	out := v
	out.Seats = make([]Seat, len(v.Seats))
	found := false
	for i, s := range v.Seats {
		s.Powers = append([]dip.Power(nil), s.Powers...)
		if s.Name == seat {
			found = true
			s.Powers = append(s.Powers, p)
			sort.Slice(s.Powers, func(a, b int) bool { return s.Powers[a] < s.Powers[b] })
		}
		out.Seats[i] = s
	}
	if !found {
		return v, fmt.Errorf("%w: seat %q in variant %s", ErrUnknown, seat, v.Name)
	}
	out.Neutral = nil
	for _, q := range v.Neutral {
		if q != p {
			out.Neutral = append(out.Neutral, q)
		}
	}
	out.Toss = nil
	return out, nil
}
