// Package idlegame is a game for the judge's own tests: two seats, A and
// B; the first phase asks A for anything, and every later phase asks
// nobody, so each resolves on its own until phase Length ends the game in
// a draw. The judge's loop and the clerk's cap on phases resolved in a
// row are tested with it.
package idlegame

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Length is the phase that ends a game.
const Length = 40

// Engine is the idle game under the name it is created by (CREATE ?g pw
// <Name>); the zero value is called "idle".
type Engine struct{ Name string }

// Game is one idle game, at phase N.
type Game struct{ N int }

// About declares two seats and one kind of phase, a day long.
func (e Engine) About() games.About {
	name := e.Name
	if name == "" {
		name = "idle"
	}
	return games.About{
		Name:     name,
		Title:    i18n.Plain("Idle"),
		Words:    games.Words{Seat: i18n.Plain("seat"), Seats: i18n.Plain("seats"), Orders: i18n.Plain("moves")},
		Variants: []games.Variant{{Name: "standard", Summary: i18n.Plain("two seats"), Players: 2}},
		Classes:  []games.PhaseClass{{Key: "turn", Name: i18n.Plain("turn"), Default: 24 * time.Hour}},
	}
}

// New starts at phase 0.
func (Engine) New(string, map[string]string, *games.Dice) (games.Game, error) {
	return Game{}, nil
}

// Load reads the phase number Save wrote.
func (Engine) Load(state []byte) (games.Game, error) {
	n, err := strconv.Atoi(string(state))
	return Game{N: n}, err
}

// Report says which phase passed.
func (Engine) Report(result []byte, _ games.Viewer, _ i18n.Lang) (string, error) {
	return "phase " + string(result) + " passed", nil
}

// Save writes the phase number.
func (g Game) Save() ([]byte, error) { return []byte(strconv.Itoa(g.N)), nil }

// Seats are A and B.
func (Game) Seats() []games.SeatInfo {
	return []games.SeatInfo{{Seat: "A", Name: i18n.Plain("A"), Code: "A"}, {Seat: "B", Name: i18n.Plain("B"), Code: "B"}}
}

// Groups: one player a seat.
func (Game) Groups() [][]games.Seat { return [][]games.Seat{{"A"}, {"B"}} }

// Phase is "P" and the phase number.
func (g Game) Phase() games.PhaseInfo {
	return games.PhaseInfo{ID: fmt.Sprintf("P%02d", g.N), Name: i18n.Plain(fmt.Sprintf("phase %d", g.N)), Class: "turn"}
}

// Requests asks A in the first phase only.
func (g Game) Requests() []games.Request {
	if g.N == 0 {
		return []games.Request{{Seat: "A", Public: games.Prompt{Ask: i18n.Plain("GO"), Default: i18n.Plain("go")}}}
	}
	return nil
}

// Submit takes any lines, upper-cased.
func (Game) Submit(seat games.Seat, lines []games.Line, _ i18n.Lang) games.SubmitResult {
	res := games.SubmitResult{Accepted: games.Submission{Seat: seat, Lines: lines}, Summary: "GO", Complete: true}
	for _, l := range lines {
		res.Echo = append(res.Echo, games.Echo{N: l.N, Input: l.Text, Understood: strings.ToUpper(l.Text)})
	}
	return res
}

// Resolve moves on one phase.
func (g Game) Resolve(games.ResolveInput, *games.Dice) (games.Resolution, error) {
	return games.Resolution{Next: Game{N: g.N + 1}, Result: []byte(strconv.Itoa(g.N))}, nil
}

// View shows nothing.
func (Game) View(games.Viewer, i18n.Lang) string { return "(nothing to see)" }

// Alive: nobody leaves.
func (Game) Alive() []games.Seat { return []games.Seat{"A", "B"} }

// Over ends the game in a draw at phase Length.
func (g Game) Over() *games.Ending {
	if g.N >= Length {
		return &games.Ending{Draw: []games.Seat{"A", "B"}, Reason: i18n.Plain("the phases ran out")}
	}
	return nil
}

// Edit changes nothing.
func (g Game) Edit([]games.Line, i18n.Lang) (games.Game, games.SubmitResult) {
	return g, games.SubmitResult{}
}
