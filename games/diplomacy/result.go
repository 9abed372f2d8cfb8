package diplomacy

import (
	"fmt"
	"sort"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/variant"
	"adjutant/templates/i18n"
)

// resultFormat is the version of the stored result; Report refuses others.
const resultFormat = 1

// resultJSON is one phase's record, as Resolution.Result stores it: the
// position the phase started from (with the powers in civil disorder
// marked), what became of every order, the position that follows, and what
// the variant's rules did (the coin toss, the end of the game).
type resultJSON struct {
	Format      int              `json:"format"`
	Prev        posJSON          `json:"prev"`
	Resolutions []resolutionJSON `json:"resolutions"`
	Retreats    []retreatJSON    `json:"retreats,omitempty"`
	Standoffs   []string         `json:"standoffs,omitempty"`
	Next        posJSON          `json:"next"`
	Events      []eventJSON      `json:"events,omitempty"`
	End         *endJSON         `json:"end,omitempty"`
}

type resolutionJSON struct {
	Order     orderJSON `json:"order"`
	Outcome   string    `json:"outcome"`
	Dislodged bool      `json:"dislodged,omitempty"`
	Default   bool      `json:"default,omitempty"`
}

type retreatJSON struct {
	Unit         unitJSON `json:"unit"`
	AttackerFrom string   `json:"attacker_from,omitempty"`
	Options      []string `json:"options"`
}

// eventJSON is something a variant rule did; so far only the coin toss of
// the two-player game (1.2.3e).
type eventJSON struct {
	Kind    string     `json:"kind"` // "coin-toss"
	Power   string     `json:"power"`
	Seat    string     `json:"seat"` // the variant's seat name, "Austria+Germany+Turkey"
	Roll    games.Draw `json:"roll"`
	Message i18n.Text  `json:"message"`
}

const eventCoinToss = "coin-toss"

func encodeResult(prev dip.Position, res dip.Result, events []variant.Event, end *endJSON) resultJSON {
	out := resultJSON{Format: resultFormat, Prev: encodePosition(prev), Next: encodePosition(res.Next), End: end,
		Resolutions: []resolutionJSON{}}
	for _, r := range res.Resolutions {
		out.Resolutions = append(out.Resolutions, resolutionJSON{Order: encodeOrder(r.Order), Outcome: r.Outcome.String(),
			Dislodged: r.Dislodged, Default: r.Default})
	}
	for _, r := range res.Retreats {
		rj := retreatJSON{Unit: encodeUnit(r.Unit), AttackerFrom: string(r.AttackerFrom), Options: []string{}}
		for _, l := range r.Options {
			rj.Options = append(rj.Options, l.String())
		}
		out.Retreats = append(out.Retreats, rj)
	}
	for _, s := range res.Standoffs {
		out.Standoffs = append(out.Standoffs, string(s))
	}
	for _, ev := range events {
		if ev.Kind == variant.PowerJoins {
			out.Events = append(out.Events, eventJSON{Kind: eventCoinToss, Power: string(ev.Power), Seat: ev.Seat,
				Roll: ev.Roll, Message: ev.Message})
		}
	}
	return out
}

// decodeResult rebuilds what render.Report needs from a stored record.
func decodeResult(m *dip.Map, in resultJSON) (prev dip.Position, res dip.Result, err error) {
	if in.Format != resultFormat {
		return prev, res, fmt.Errorf("%w: result format %d, want %d", games.ErrCorrupt, in.Format, resultFormat)
	}
	if prev, err = decodePosition(m, in.Prev); err != nil {
		return prev, res, err
	}
	if res.Next, err = decodePosition(m, in.Next); err != nil {
		return prev, res, err
	}
	res.Phase = prev.Phase
	for _, rj := range in.Resolutions {
		o, err := decodeOrder(rj.Order)
		if err != nil {
			return prev, res, err
		}
		if err := knownPlaces(m, o.At, o.To, o.Other, o.OtherTo); err != nil {
			return prev, res, err
		}
		if o.Power != "" && !knownPower(o.Power) {
			return prev, res, fmt.Errorf("%w: unknown power %q", games.ErrCorrupt, o.Power)
		}
		r := dip.Resolution{Order: o, Dislodged: rj.Dislodged, Default: rj.Default}
		for oc := dip.Succeeded; oc <= dip.Illegal; oc++ {
			if oc.String() == rj.Outcome {
				r.Outcome = oc
			}
		}
		if r.Outcome == 0 {
			return prev, res, fmt.Errorf("%w: outcome %q", games.ErrCorrupt, rj.Outcome)
		}
		res.Resolutions = append(res.Resolutions, r)
	}
	for _, rj := range in.Retreats {
		u, err := decodeUnit(m, rj.Unit)
		if err != nil {
			return prev, res, err
		}
		ro := dip.RetreatOptions{Unit: u, AttackerFrom: dip.Province(rj.AttackerFrom)}
		for _, s := range rj.Options {
			ro.Options = append(ro.Options, dip.ParseLoc(s))
		}
		if err := knownPlaces(m, ro.Options...); err != nil {
			return prev, res, err
		}
		if err := knownPlaces(m, dip.At(ro.AttackerFrom)); err != nil {
			return prev, res, err
		}
		res.Retreats = append(res.Retreats, ro)
	}
	for _, s := range in.Standoffs {
		res.Standoffs = append(res.Standoffs, dip.Province(s))
		if err := knownPlaces(m, dip.At(dip.Province(s))); err != nil {
			return prev, res, err
		}
	}
	sort.Slice(res.Standoffs, func(i, j int) bool { return res.Standoffs[i] < res.Standoffs[j] })
	return prev, res, nil
}

// knownPlaces checks that every place given (zero places are skipped) is on
// the map with a coast it has.
func knownPlaces(m *dip.Map, locs ...dip.Loc) error {
	for _, l := range locs {
		if l.IsZero() {
			continue
		}
		info := m.Province(l.Prov)
		if info == nil || (l.Coast != dip.NoCoast && !hasCoast(info, l.Coast)) {
			return fmt.Errorf("%w: unknown place %q", games.ErrCorrupt, l.String())
		}
	}
	return nil
}

// endFrom turns the variant package's verdict into the stored ending. A
// timed game whose most-units count is shared ends in a draw among those
// powers (games.Ending has no room for joint winners).
func endFrom(e *variant.End) *endJSON {
	if e == nil {
		return nil
	}
	out := &endJSON{Kind: e.Kind.String(), Reason: e.Message, Lot: e.Lot}
	names := make([]string, len(e.Winners))
	for i, p := range e.Winners {
		names[i] = string(p)
	}
	sort.Strings(names)
	if e.Kind == variant.Draw || (e.Kind == variant.Timed && len(names) > 1) {
		out.Draw = names
	} else {
		out.Winners = names
	}
	return out
}
