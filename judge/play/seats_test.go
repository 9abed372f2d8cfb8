package play

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// codedGame is a game whose seats are all it says: one with a SIGNON code,
// one without.
type codedGame struct{ games.Game }

func (codedGame) Seats() []games.SeatInfo {
	return []games.SeatInfo{{Seat: "France", Code: "F"}, {Seat: "Neutral"}}
}

func TestSignonAsUsesTheCodeOrTheLongForm(t *testing.T) {
	g := codedGame{}
	if got := SignonAs(g, "France", "west"); got != "Fwest" {
		t.Errorf("SignonAs(France) = %q, want Fwest", got)
	}
	// Without a code only the long form signs on: "SIGNON Neutral west pw".
	if got := SignonAs(g, "Neutral", "west"); got != "Neutral west" {
		t.Errorf("SignonAs(Neutral) = %q, want \"Neutral west\"", got)
	}
}

// Distinct first choices are always honoured, whatever order the dice
// draw; players without a usable preference share what is left, and each
// seat goes to exactly one player.
func TestAssignSeatsHonoursDistinctFirstChoices(t *testing.T) {
	groups := [][]games.Seat{{"Austria"}, {"England"}, {"France"}, {"Germany"}}
	for s := byte(0); s < 20; s++ {
		g := &Record{Players: []*Player{
			{Addr: "a@example.org", Prefs: []games.Seat{"France", "England"}},
			{Addr: "b@example.org", Prefs: []games.Seat{"Germany"}},
			{Addr: "c@example.org"},
			{Addr: "d@example.org", Prefs: []games.Seat{"Narnia"}},
		}}
		assignSeats(g, groups, games.NewDice([games.SeedSize]byte{s}, "seats"))
		held := map[games.Seat]string{}
		for _, p := range g.Players {
			if len(p.Seats) != 1 {
				t.Fatalf("seed %d: %s holds %v", s, p.Addr, p.Seats)
			}
			if other, ok := held[p.Seats[0]]; ok {
				t.Fatalf("seed %d: %s given to %s and %s", s, p.Seats[0], other, p.Addr)
			}
			held[p.Seats[0]] = p.Addr
		}
		if held["France"] != "a@example.org" || held["Germany"] != "b@example.org" {
			t.Errorf("seed %d: first choices not honoured: %v", s, held)
		}
		if g.Players[0].Seats[0] != "Austria" || g.Players[3].Seats[0] != "Germany" {
			t.Errorf("seed %d: players not in seat order", s)
		}
	}
}

// Preferences are read as players write them: codes with or without
// separators, run together, or full names; a word that is none of these
// is handed back.
func TestParsePrefsReadsCodesRunsAndNames(t *testing.T) {
	g := &Record{live: codedFourGame{}}
	for in, want := range map[string]string{
		"F E G": "France Germany England", "F,E;G": "France Germany England", "feg": "France Germany England",
		"France england": "France England", "G/F": "England France",
	} {
		got, bad := g.ParsePrefs(strings.Fields(in))
		if bad != "" || JoinSeatList(got) != strings.ReplaceAll(want, " ", ", ") {
			t.Errorf("ParsePrefs(%q) = %v, %q; want %s", in, got, bad, want)
		}
	}
	if _, bad := g.ParsePrefs([]string{"F", "Fx"}); bad != "Fx" {
		t.Errorf("the unknown word handed back is %q, want Fx", bad)
	}
}

// codedFourGame is a game whose seat codes are not the seats' initials
// (Germany is E, England G), to show the codes are the game's own.
type codedFourGame struct{ games.Game }

func (codedFourGame) Seats() []games.SeatInfo {
	return []games.SeatInfo{{Seat: "France", Code: "F"}, {Seat: "Germany", Code: "E"}, {Seat: "England", Code: "G"}}
}

// standingGame asks Blue only and, when standing is set, keeps lines a
// seat sends when not asked.
type standingGame struct {
	games.Game
	standing bool
}

func (standingGame) Requests() []games.Request { return []games.Request{{Seat: "Blue"}} }

func (g standingGame) TakesStanding(games.Seat) bool { return g.standing }

// A seat not asked may send lines only to a game that keeps them
// (games.Standing).
func TestMaySubmitStandingLines(t *testing.T) {
	if !MaySubmit(standingGame{}, "Blue") || MaySubmit(standingGame{}, "Red") {
		t.Errorf("without standing lines only the seat asked may submit")
	}
	if !MaySubmit(standingGame{standing: true}, "Red") {
		t.Errorf("a game that keeps standing lines refused the seat not asked")
	}
}

// chineseGame names its seats in both Chinese scripts, as Maneuver does.
type chineseGame struct{ games.Game }

func (chineseGame) Seats() []games.SeatInfo {
	return []games.SeatInfo{
		{Seat: "Blue", Code: "B", Name: i18n.Text{EN: "Blue", Hant: "藍方", Hans: "蓝方"}},
		{Seat: "Red", Code: "R", Name: i18n.Text{EN: "Red", Hant: "紅方", Hans: "红方"}},
		{Seat: "Rearguard", Name: i18n.Text{EN: "Rearguard", Hant: "紅衛", Hans: "红卫"}},
	}
}

// A Chinese reader names a seat in either script, or by the start of its
// Chinese name when no other seat's starts the same way, as an English
// reader writes its code; the list of seats is in the reader's language.
func TestSeatForReadsChineseNames(t *testing.T) {
	g := &Record{live: chineseGame{}}
	for in, want := range map[string]games.Seat{"藍方": "Blue", "蓝方": "Blue", "蓝": "Blue", "藍": "Blue", "紅方": "Red", "红方": "Red", "红衛": "Rearguard"} {
		if got, ok := g.SeatFor(in); !ok || got != want {
			t.Errorf("SeatFor(%q) = %q, %v; want %s", in, got, ok, want)
		}
	}
	if got, ok := g.SeatFor("紅"); ok {
		t.Errorf("SeatFor(紅), the start of two seats' names, = %q", got)
	}
	if got := g.SeatList().In(i18n.SimplifiedChinese); got != "蓝方、红方、红卫" {
		t.Errorf("the seats in Chinese are listed as %q", got)
	}
	if got := g.SeatList().In(i18n.English); got != "Blue, Red, Rearguard" {
		t.Errorf("the seats in English are listed as %q", got)
	}
}
