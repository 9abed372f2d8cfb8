package gettysburg

import (
	"fmt"
	"strings"

	"adjutant/games"
)

// log collects what happened in one resolution, in order, in every
// language, and takes the rolls from the phase's dice stream.
type log struct {
	events []games.Text
	hidden []hiddenEvent
	dice   *games.Dice
}

func (l *log) add(t games.Text) { l.events = append(l.events, t) }

// hiddenEvent marks an event that only Side may read as written; every
// other reader (the opponent, the master, observers) reads Public in its
// place. A plan line that could not run is such an event: it shows what
// the player meant to do, which the opponent must not learn.
type hiddenEvent struct {
	Event  int        `json:"event"`
	Side   Side       `json:"side"`
	Public games.Text `json:"public"`
}

// addPrivate logs full for side and public for everyone else.
func (l *log) addPrivate(side Side, full, public games.Text) {
	l.hidden = append(l.hidden, hiddenEvent{Event: len(l.events), Side: side, Public: public})
	l.add(full)
}

func (l *log) addf(en, hant, hans string, a ...any) { l.add(txt(en, hant, hans, a...)) }

// mod is one die-roll modifier.
type mod struct {
	n    int
	what games.Text
}

// roll takes one d6 for side, logs it with its number and modifiers
// ("#3 Confederate rolls 4 +2 defensive terrain = 6"), and returns the
// modified total and the raw roll.
func (l *log) roll(side Side, purpose string, mods []mod) (total, raw int) {
	raw = l.dice.Roll(6, fmt.Sprintf("%s: %s", side, purpose))
	n := l.dice.Draws()[len(l.dice.Draws())-1].N
	total = raw
	var t games.Text
	for _, m := range mods {
		total += m.n
		t = join3(t, plain(fmt.Sprintf(" %+d ", m.n)), m.what)
	}
	head := join3(plain(fmt.Sprintf("#%d ", n)), stxt(side, "%s rolls %d", "%s擲出 %d", "%s掷出 %d", raw))
	if len(mods) > 0 {
		t = join3(head, t, plain(fmt.Sprintf(" = %d", total)))
	} else {
		t = head
	}
	t.EN = strings.ReplaceAll(t.EN, "  ", " ")
	l.add(t)
	return total, raw
}
