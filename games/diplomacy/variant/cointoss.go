package variant

import (
	"fmt"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// EventKind says what a variant rule did to a game.
type EventKind uint8

// Event kinds.
const (
	// PowerJoins: a neutral power joined a seat after the coin toss.
	PowerJoins EventKind = iota + 1
)

// Event is something a variant rule did, for the judge to record and
// announce.
type Event struct {
	Kind    EventKind
	Power   dip.Power
	Seat    string     // the seat the power joined
	Roll    games.Draw // the toss as drawn, for the record
	Message i18n.Text
}

// BeforeAdjustment applies the coin toss of the two-player game (1.2.3e):
// once the Fall of the toss year is over, before its adjustments, a
// two-sided roll decides which seat the neutral power joins. From then on
// the power is in the game: it owns its home centres again, which nobody
// could enter while it was neutral, and since it has no units it builds in
// the adjustment phase that follows; it plays normally from the next Spring.
//
// pos is the position the Fall turn led to. If that is already the next
// Spring (no power had adjustments due), the adjustment phase of the toss
// year is returned instead, for the joining power's builds. Outside that
// moment, in variants without a toss, or once the toss is done, pos is
// returned as it is and no event. The judge records the event and calls
// Joined to give the power to the seat.
func (v Variant) BeforeAdjustment(pos dip.Position, d *games.Dice) (dip.Position, []Event) {
	t := v.Toss
	if t == nil || !pos.Absent[t.Power] || !afterFall(pos.Phase, t.Year) {
		return pos, nil
	}
	purpose := fmt.Sprintf("coin toss (1.2.3e): %s joins %s on 1, %s on 2", t.Power, t.Seats[0], t.Seats[1])
	roll := d.Roll(2, purpose)
	draws := d.Draws()
	seat := t.Seats[roll-1]

	next := pos.Clone()
	delete(next.Absent, t.Power)
	for _, prov := range dipmap.HomeCentres()[t.Power] {
		if _, owned := next.Owners[prov]; !owned {
			next.Owners[prov] = t.Power
		}
	}
	next.Phase = dip.Phase{Year: t.Year, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	who, side := render.PowerName(t.Power), namesText([]string{seat})
	ev := Event{
		Kind:  PowerJoins,
		Power: t.Power,
		Seat:  seat,
		Roll:  draws[len(draws)-1],
		Message: i18n.Text{
			EN:   fmt.Sprintf("The coin toss gives %s to %s; it builds now and plays from Spring %d.", who.EN, side.EN, t.Year+1),
			Hant: fmt.Sprintf("擲硬幣結果：%s加入%s一方，於本調整期成軍，自%d年春季起行動。", who.Hant, side.Hant, t.Year+1),
			Hans: fmt.Sprintf("掷硬币结果：%s加入%s一方，于本调整期成军，自%d年春季起行动。", who.Hans, side.Hans, t.Year+1),
		},
	}
	return next, []Event{ev}
}

// afterFall reports whether ph comes after the Fall moves and retreats of
// year: its adjustment phase, or any later phase.
func afterFall(ph dip.Phase, year int) bool {
	if ph.Year != year {
		return ph.Year > year
	}
	return ph.Season == dip.Fall && ph.Kind == dip.AdjustmentPhase
}
