package asl

import (
	"fmt"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// log collects one resolution's events, in order and in every language,
// and takes the rolls from the phase's dice, numbering each as the dice
// stream does so that a player can check it against the seed published at
// the end.
type log struct {
	games.Log
	dice  roller
	moves []Move // the units' paths, in order (moves.go)
}

// roller is where the rolls come from: the phase's *games.Dice in play;
// in the tests of the rulebook's worked examples, the dice the example
// names.
type roller interface {
	Roll(sides int, purpose string) int
	Draws() []games.Draw
}

// secret records what only side may read (a plan line that could not run,
// a standing order's text); others read public, or nothing when nil.
func (l *log) secret(seat games.Seat, full i18n.Text, public *i18n.Text) {
	if public == nil {
		l.Private([]games.Seat{seat}, full)
		return
	}
	l.Hidden([]games.Seat{seat}, full, *public)
}

// die rolls one d6 and returns it with its number in the stream.
func (l *log) die(purpose string) (int, uint64) {
	v := l.dice.Roll(6, purpose)
	d := l.dice.Draws()
	return v, d[len(d)-1].N
}

// Roll is a DR (two dice, white and coloured) or a dr (one die) with the
// stream numbers of its dice.
type Roll struct {
	White, Coloured int
	N               []uint64
}

// Sum is the DR.
func (r Roll) Sum() int { return r.White + r.Coloured }

// Doubles reports whether both dice show the same (cowering, 3.2).
func (r Roll) Doubles() bool { return len(r.N) == 2 && r.White == r.Coloured }

// String is the roll as reports show it: "#4,#5 DR 3+4=7" or "#6 dr 2".
func (r Roll) String() string {
	if len(r.N) == 1 {
		return fmt.Sprintf("#%d dr %d", r.N[0], r.White)
	}
	return fmt.Sprintf("#%d,#%d DR %d+%d=%d", r.N[0], r.N[1], r.White, r.Coloured, r.Sum())
}

// dr2 rolls a DR: the white die, then the coloured one (1.4).
func (l *log) dr2(purpose string) Roll {
	w, n1 := l.die(purpose + " (white)")
	c, n2 := l.die(purpose + " (coloured)")
	return Roll{White: w, Coloured: c, N: []uint64{n1, n2}}
}

// dr1 rolls a dr.
func (l *log) dr1(purpose string) Roll {
	v, n := l.die(purpose)
	return Roll{White: v, N: []uint64{n}}
}

// mods writes DRMs as reports show them: "+3 stone building, -1 FFNAM".
type drm struct {
	N    int
	What i18n.Text
}

func sumDRM(ms []drm) int {
	t := 0
	for _, m := range ms {
		t += m.N
	}
	return t
}

func drmText(ms []drm) i18n.Text {
	if len(ms) == 0 {
		return i18n.T("no DRM", "無 DRM", "无 DRM")
	}
	var parts []i18n.Text
	for _, m := range ms {
		parts = append(parts, i18n.Join(i18n.Plain(fmt.Sprintf("%+d ", m.N)), m.What))
	}
	return i18n.ListText(parts)
}

// namesText lists names for every language: "a, b" and "a、b".
func namesText(names []string) i18n.Text {
	var ts []i18n.Text
	for _, n := range names {
		ts = append(ts, i18n.Plain(n))
	}
	return i18n.ListText(ts)
}
