package gettysburg

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// log collects what happened in one resolution, in order, in every
// language, with who may read each event, and takes the rolls from the
// phase's dice stream.
type log struct {
	games.Log
	dice  *games.Dice
	moves []Move // every unit's path, in order (moves.go)
}

// addFor logs an event only side may read; everyone else reads public in
// its place (nothing when public is nil). A plan line that could not run
// is such an event: it shows what the player meant to do, which the
// opponent must not learn.
func (l *log) addFor(side Side, full i18n.Text, public *i18n.Text) {
	seats := []games.Seat{side.Seat()}
	if public == nil {
		l.Private(seats, full)
		return
	}
	l.Hidden(seats, full, *public)
}

// mod is one die-roll modifier.
type mod struct {
	n    int
	what i18n.Text
}

// roll takes one d6 for side, logs it with its number and modifiers
// ("#3 Confederate rolls 4 +2 defensive terrain = 6"), and returns the
// modified total and the raw roll.
func (l *log) roll(side Side, purpose string, mods []mod) (total, raw int) {
	raw, n := l.dice.RollNumbered(6, fmt.Sprintf("%s: %s", side, purpose))
	total = raw
	var t i18n.Text
	for _, m := range mods {
		total += m.n
		t = i18n.Join(t, i18n.Plain(fmt.Sprintf(" %+d ", m.n)), m.what)
	}
	head := i18n.Join(i18n.Plain(fmt.Sprintf("#%d ", n)), stxt(side, "%s rolls %d", "%s擲出 %d", "%s掷出 %d", raw))
	if len(mods) > 0 {
		t = i18n.Join(head, t, i18n.Plain(fmt.Sprintf(" = %d", total)))
	} else {
		t = head
	}
	t.EN = strings.ReplaceAll(t.EN, "  ", " ")
	l.Add(t)
	return total, raw
}
