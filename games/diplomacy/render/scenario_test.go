package render

import (
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// The reports are tested on one hand-built autumn, so that the tests need
// no adjudicator: Fall 1901 movement (a dislodgement, two standoffs, an
// illegal order, an order for a unit that is not there, default holds),
// then the retreat, then the winter builds.

func u(pw dip.Power, t dip.UnitType, at string) dip.Unit {
	return dip.Unit{Type: t, Power: pw, At: dip.ParseLoc(at)}
}

func units(us ...dip.Unit) map[dip.Province]dip.Unit {
	m := map[dip.Province]dip.Unit{}
	for _, x := range us {
		m[x.At.Prov] = x
	}
	return m
}

func homeOwners() map[dip.Province]dip.Power {
	owners := map[dip.Province]dip.Power{}
	for pw, ps := range dipmap.HomeCentres() {
		for _, p := range ps {
			owners[p] = pw
		}
	}
	return owners
}

func withOwners(base map[dip.Province]dip.Power, extra map[dip.Province]dip.Power) map[dip.Province]dip.Power {
	out := map[dip.Province]dip.Power{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range extra {
		out[k] = v
	}
	return out
}

const (
	A = dip.Army
	F = dip.Fleet
)

var (
	aus, eng, fra, ger = dip.Austria, dip.England, dip.France, dip.Germany
	ita, rus, tur      = dip.Italy, dip.Russia, dip.Turkey
)

func l(s string) dip.Loc { return dip.ParseLoc(s) }

func mv(pw dip.Power, t dip.UnitType, at, to string) dip.Order {
	return dip.Order{Kind: dip.Move, Power: pw, Type: t, At: l(at), To: l(to)}
}

func hold(pw dip.Power, t dip.UnitType, at string) dip.Order {
	return dip.Order{Kind: dip.Hold, Power: pw, Type: t, At: l(at)}
}

func sup(pw dip.Power, t dip.UnitType, at string, ot dip.UnitType, other, to string) dip.Order {
	o := dip.Order{Kind: dip.Support, Power: pw, Type: t, At: l(at), OtherType: ot, Other: l(other)}
	if to != "" {
		o.OtherTo = l(to)
	}
	return o
}

func res(o dip.Order, out dip.Outcome) dip.Resolution { return dip.Resolution{Order: o, Outcome: out} }

// fallMovement is the position at the start of Fall 1901.
func fallMovement() dip.Position {
	return dip.Position{
		Phase: dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.MovementPhase},
		Units: units(
			u(aus, A, "ser"), u(aus, A, "vie"), u(aus, F, "tri"),
			u(eng, F, "nth"), u(eng, F, "nwg"), u(eng, A, "yor"),
			u(fra, A, "bur"), u(fra, A, "mar"), u(fra, F, "mao"),
			u(ger, A, "mun"), u(ger, A, "ruh"), u(ger, F, "den"),
			u(ita, A, "tyr"), u(ita, A, "apu"), u(ita, F, "ion"),
			u(rus, A, "war"), u(rus, A, "ukr"), u(rus, F, "sev"), u(rus, F, "bot"),
			u(tur, F, "ank"), u(tur, A, "bul"), u(tur, A, "arm"),
		),
		Owners: homeOwners(),
	}
}

// fallRetreat is the position after the Fall 1901 moves.
func fallRetreat() dip.Position {
	return dip.Position{
		Phase: dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.RetreatPhase},
		Units: units(
			u(aus, A, "gre"), u(aus, A, "vie"), u(aus, F, "tri"),
			u(eng, F, "nth"), u(eng, F, "bar"), u(eng, A, "nwy"),
			u(fra, A, "spa"), u(fra, F, "por"),
			u(ger, A, "bur"), u(ger, A, "ruh"), u(ger, F, "den"),
			u(ita, A, "tyr"), u(ita, A, "apu"), u(ita, F, "tun"),
			u(rus, A, "war"), u(rus, A, "ukr"), u(rus, F, "rum"), u(rus, F, "bot"),
			u(tur, F, "bla"), u(tur, A, "bul"), u(tur, A, "sev"),
		),
		Dislodged: map[dip.Province]dip.Dislodged{"bur": {Unit: u(fra, A, "bur"), AttackerFrom: "mun"}},
		Owners:    homeOwners(),
	}
}

func movementResult() dip.Result {
	via := mv(eng, A, "yor", "nwy")
	via.Via = true
	disl := res(hold(fra, A, "bur"), dip.Succeeded)
	disl.Dislodged = true
	tri := res(hold(aus, F, "tri"), dip.Succeeded)
	tri.Default = true
	tyr := res(hold(ita, A, "tyr"), dip.Succeeded)
	tyr.Default = true
	return dip.Result{
		Phase: fallMovement().Phase,
		Resolutions: []dip.Resolution{
			res(mv(aus, A, "ser", "gre"), dip.Succeeded), res(mv(aus, A, "vie", "gal"), dip.Bounced), tri,
			res(mv(eng, F, "nwg", "bar"), dip.Succeeded),
			res(dip.Order{Kind: dip.Convoy, Power: eng, Type: F, At: l("nth"), OtherType: A, Other: l("yor"), OtherTo: l("nwy")}, dip.Succeeded),
			res(via, dip.Succeeded),
			disl, res(mv(fra, A, "mar", "spa"), dip.Succeeded), res(mv(fra, F, "mao", "por"), dip.Succeeded),
			res(mv(ger, F, "den", "swe"), dip.Bounced), res(mv(ger, A, "mun", "bur"), dip.Succeeded),
			res(sup(ger, A, "ruh", A, "mun", "bur"), dip.Succeeded),
			res(sup(ita, A, "apu", F, "ion", "tun"), dip.Illegal), res(mv(ita, F, "ion", "tun"), dip.Succeeded), tyr,
			res(mv(rus, F, "bot", "swe"), dip.Bounced), res(mv(rus, F, "sev", "rum"), dip.Succeeded),
			res(sup(rus, A, "ukr", F, "sev", "rum"), dip.Succeeded), res(mv(rus, A, "war", "gal"), dip.Bounced),
			res(mv(tur, F, "ank", "bla"), dip.Succeeded), res(mv(tur, A, "arm", "sev"), dip.Succeeded),
			res(hold(tur, A, "bul"), dip.Succeeded), res(hold(tur, A, "con"), dip.NoSuchUnit),
		},
		Retreats: []dip.RetreatOptions{{
			Unit: u(fra, A, "bur"), AttackerFrom: "mun",
			Options: []dip.Loc{l("bel"), l("gas"), l("mar"), l("par"), l("pic")},
		}},
		Standoffs: []dip.Province{"swe", "gal"},
		Next:      fallRetreat(),
	}
}

// winter is the position after the retreat, with the year's centres counted.
func winter() dip.Position {
	pos := fallRetreat()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	pos.Dislodged = nil
	pos.Units["pic"] = u(fra, A, "pic")
	pos.Owners = withOwners(homeOwners(), map[dip.Province]dip.Power{
		"gre": aus, "nwy": eng, "spa": fra, "por": fra, "den": ger, "tun": ita, "rum": rus, "bul": tur, "sev": tur,
	})
	return pos
}

func retreatResult() dip.Result {
	return dip.Result{
		Phase: fallRetreat().Phase,
		Resolutions: []dip.Resolution{
			res(dip.Order{Kind: dip.Retreat, Power: fra, Type: A, At: l("bur"), To: l("pic")}, dip.Succeeded),
		},
		Next: winter(),
	}
}

func build(pw dip.Power, t dip.UnitType, at string) dip.Order {
	return dip.Order{Kind: dip.Build, Power: pw, Type: t, At: l(at)}
}

func adjustmentResult() dip.Result {
	next := winter()
	next.Phase = dip.Phase{Year: 1902, Season: dip.Spring, Kind: dip.MovementPhase}
	for _, b := range []dip.Unit{
		u(aus, A, "bud"), u(eng, F, "lon"), u(fra, A, "par"), u(fra, F, "bre"),
		u(ger, F, "kie"), u(tur, F, "con"), u(tur, A, "smy"),
	} {
		next.Units[b.At.Prov] = b
	}
	waive := res(dip.Order{Kind: dip.Waive, Power: ita}, dip.Succeeded)
	waive.Default = true
	return dip.Result{
		Phase: winter().Phase,
		Resolutions: []dip.Resolution{
			res(build(aus, A, "bud"), dip.Succeeded), res(build(eng, F, "lon"), dip.Succeeded),
			res(build(fra, F, "bre"), dip.Succeeded), res(build(fra, A, "par"), dip.Succeeded),
			res(build(fra, A, "mar"), dip.Illegal),
			res(build(ger, F, "kie"), dip.Succeeded), waive,
			res(build(tur, F, "con"), dip.Succeeded), res(build(tur, A, "smy"), dip.Succeeded),
		},
		Next: next,
	}
}
