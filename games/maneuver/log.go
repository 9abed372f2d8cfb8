package maneuver

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// logger collects one resolution's events and takes the rolls from the
// phase's dice stream.
type logger struct {
	games.Log
	dice *games.Dice
}

// hidden records full for seats and public for everyone else.
func (l *logger) hidden(seats []Seat, full, public i18n.Text) {
	l.Log.Hidden(gseats(seats), full, public)
}

// private records t for seats alone.
func (l *logger) private(seats []Seat, t i18n.Text) { l.Log.Private(gseats(seats), t) }

func gseats(seats []Seat) []games.Seat {
	out := make([]games.Seat, len(seats))
	for i, s := range seats {
		out[i] = s.Seat()
	}
	return out
}

// roll throws d and returns its total and how it fell, each die with its
// number in the stream: "2d8+1 (#4 5 + #5 3 + 1 = 9)".
func (l *logger) roll(d Dice, purpose string) (int, string) {
	if d.Zero() {
		return 0, "0"
	}
	if d.Fixed() {
		return d.Plus, fmt.Sprint(d.Plus)
	}
	total := d.Plus
	var parts []string
	for i := 0; i < d.N; i++ {
		v, n := l.dice.RollNumbered(d.Sides, purpose)
		total += v
		parts = append(parts, fmt.Sprintf("#%d %d", n, v))
	}
	if d.Plus != 0 {
		parts = append(parts, fmt.Sprint(d.Plus))
	}
	return total, fmt.Sprintf("%s (%s = %d)", d, strings.Join(parts, " + "), total)
}

// d6 throws one die of six and returns it with its text: "#7 4".
func (l *logger) d6(purpose string) (int, string) { return l.d(6, purpose) }

// d throws one die and returns it with its text: "#7 4".
func (l *logger) d(sides int, purpose string) (int, string) {
	v, n := l.dice.RollNumbered(sides, purpose)
	return v, fmt.Sprintf("#%d %d", n, v)
}
