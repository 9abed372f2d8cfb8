package adjudicate_test

import (
	"fmt"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// Movement cases that are the same under both rule sets: standoffs, head-to-head
// battles, circular movement, support and its cutting, and the ban on
// dislodging one's own units.
var movementCases = []scenario{
	{name: "6.A.11 simple bounce", orders: `
		Austria: A vie-tyr
		Italy: A ven-tyr`,
		want: map[string]dip.Outcome{"vie": dip.Bounced, "ven": dip.Bounced}},
	{name: "6.C.1 three armies rotate", orders: `
		Turkey: F ank-con
		Turkey: A con-smy
		Turkey: A smy-ank`,
		ok: []string{"ank", "con", "smy"}, moved: map[string]string{"ank": "con", "con": "smy", "smy": "ank"}},
	{name: "6.C.3 a rotation broken by a bounce", orders: `
		Turkey: F ank-con
		Turkey: A con-smy
		Turkey: A smy-ank
		Turkey: A bul-con`,
		fail: []string{"ank", "con", "smy", "bul"}},
	{name: "2.4.6c two units cannot swap over land", orders: `
		Germany: A ber-pru
		Russia: A pru-ber`,
		fail: []string{"ber", "pru"}},
	{name: "3.3.3 the better-supported unit wins a head-to-head battle", orders: `
		Germany: A ber-pru
		Germany: A sil S A ber-pru
		Russia: A pru-ber`,
		ok: []string{"ber", "sil"}, fail: []string{"pru"}, gone: []string{"pru"}},
	{name: "6.E.1 a dislodged unit has no effect on the attacker's province", orders: `
		Germany: A ber-pru
		Germany: F kie-ber
		Germany: A sil S A ber-pru
		Russia: A pru-ber`,
		ok: []string{"ber", "kie", "sil"}, fail: []string{"pru"}, gone: []string{"pru"}},
	{name: "3.3.6 beleaguered garrison", orders: `
		Germany: A mun H
		France: A bur-mun
		France: A ruh S A bur-mun
		Austria: A boh-mun
		Austria: A tyr S A boh-mun`,
		fail: []string{"bur", "boh"}},
	{name: "3.3.4 no self-dislodgement", orders: `
		Germany: A ber H
		Germany: F kie-ber
		Germany: A mun S F kie-ber`,
		fail: []string{"kie"}},
	{name: "6.D.11 no self-dislodgement of a returning unit", orders: `
		Germany: A ber-pru
		Germany: F kie-ber
		Germany: A mun S F kie-ber
		Russia: A war-pru`,
		fail: []string{"ber", "kie", "war"}},
	{name: "6.D.13 a foreign support does not help dislodge the supporter's own unit", orders: `
		Austria: F tri H
		Austria: A vie S A ven-tri
		Italy: A ven-tri`,
		fail: []string{"ven"}},
	{name: "3.3.5 self-standoff with unequal support", orders: `
		France: A par-bur
		France: A mar-bur
		France: A gas S A mar-bur`,
		ok: []string{"mar"}, fail: []string{"par"}},
	{name: "3.3.9(b) an attack from the supported destination does not cut", orders: `
		Italy: A ven-tri
		Italy: A tyr S A ven-tri
		Austria: A tri-tyr`,
		ok: []string{"ven", "tyr"}, fail: []string{"tri"}, gone: []string{"tri"}},
	{name: "3.3.9(a) a power does not cut its own support", orders: `
		Italy: A ven-tri
		Italy: A tyr S A ven-tri
		Italy: A mun-tyr
		Austria: A tri H`,
		ok: []string{"ven", "tyr"}, fail: []string{"mun"}, gone: []string{"tri"}},
	{name: "3.3.9 any foreign attack cuts support", orders: `
		Italy: A ven-tri
		Italy: A tyr S A ven-tri
		Germany: A mun-tyr
		Austria: A tri H`,
		fail: []string{"ven", "mun"}, want: map[string]dip.Outcome{"tyr": dip.Cut}},
	{name: "3.3.7 a moving unit cannot be supported to hold", orders: `
		Germany: A ber-sil
		Germany: A kie S A ber
		Russia: A war-sil
		Russia: A pru-ber
		Russia: F bal S A pru-ber`,
		fail: []string{"ber", "war"}, ok: []string{"pru"}, gone: []string{"ber"},
		want: map[string]dip.Outcome{"kie": dip.Void}},
}

func TestMovementCasesBothRuleSets(t *testing.T) {
	for _, rules := range []adjudicate.RuleSet{adjudicate.Rulebook, adjudicate.DATC} {
		for _, sc := range movementCases {
			sc.run(t, rules)
		}
	}
}

func TestReportListsEveryOrderOnce(t *testing.T) {
	m := dipmap.Standard()
	pos := position(t, "Austria: A vie\nAustria: A bud\nItaly: A ven\nItaly: F nap")
	orders := parseOrders(t, `
		Austria: A vie-tyr
		Austria: A vie-gal
		Austria: A bud-ser
		Italy: A ven-tyr
		Italy: A vie H
		Italy: F nap-rom
		Italy: F nap-apu`)
	orders[1].Kind = dip.Move
	res, err := adjudicate.Resolve(m, pos, orders, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range res.Resolutions {
		got = append(got, fmt.Sprintf("%s %s-%s %v default=%v", r.Order.Power, r.Order.At, r.Order.To, r.Outcome, r.Default))
	}
	want := []string{
		"Austria bud-ser succeeded default=false",
		"Austria vie-tyr bounced default=false",
		"Austria vie-gal illegal default=false", // a second order for the same unit
		"Italy nap-rom succeeded default=false",
		"Italy nap-apu illegal default=false",
		"Italy ven-tyr bounced default=false",
		"Italy vie- no such unit default=false", // Austria's army
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("report:\n got %q\nwant %q", got, want)
	}
	if fmt.Sprint(res.Standoffs) != "[tyr]" {
		t.Errorf("standoffs %v, want [tyr]", res.Standoffs)
	}
}

func TestUnorderedAndIllegallyOrderedUnitsHold(t *testing.T) {
	m := dipmap.Standard()
	pos := position(t, "Germany: A mun\nGermany: F kie\nFrance: A bur")
	orders := parseOrders(t, `
		Germany: F kie-mun
		France: A bur-mun`)
	res, err := adjudicate.Resolve(m, pos, orders, nil)
	if err != nil {
		t.Fatal(err)
	}
	byProv := map[dip.Province]dip.Resolution{}
	for _, r := range res.Resolutions {
		byProv[r.Order.At.Prov] = r
	}
	if r := byProv["mun"]; !r.Default || r.Order.Kind != dip.Hold || r.Outcome != dip.Succeeded {
		t.Errorf("Munich without orders: %+v, want a default hold", r)
	}
	if r := byProv["kie"]; r.Outcome != dip.Illegal || r.Default {
		t.Errorf("Kiel's illegal order: %+v", r)
	}
	if len(res.Resolutions) != 3 {
		t.Errorf("%d report lines, want 3", len(res.Resolutions))
	}
	if _, ok := res.Next.Units["kie"]; !ok {
		t.Errorf("the fleet with an illegal order left Kiel: %v", res.Next.Units)
	}
}

func TestIllegallyOrderedUnitCanBeSupportedToHold(t *testing.T) {
	// DATC 6.D.32-like: an order that cannot be carried out leaves the unit
	// holding, and a hold can be supported.
	sc := scenario{name: "illegal order holds", orders: `
		Germany: A mun-mun
		Germany: A ber S A mun
		France: A bur-mun
		France: A ruh S A bur-mun`,
		fail: []string{"mun", "bur"}, ok: []string{"ber"}}
	for _, rules := range []adjudicate.RuleSet{adjudicate.Rulebook, adjudicate.DATC} {
		sc.run(t, rules)
	}
}

func TestResolveErrors(t *testing.T) {
	pos := position(t, "Germany: A mun")
	if _, err := adjudicate.Resolve(nil, pos, nil, nil); err != adjudicate.ErrNoMap {
		t.Errorf("nil map: %v", err)
	}
	pos.Phase.Kind = 0
	if _, err := adjudicate.Resolve(dipmap.Standard(), pos, nil, nil); err == nil {
		t.Errorf("no phase kind: no error")
	}
}

func TestOrdersWithoutUnitTypeAreCarriedOut(t *testing.T) {
	// DATC 4.C.1: the unit is found by its province; writing A or F is
	// optional, in the order and in the unit it supports.
	m := dipmap.Standard()
	pos := position(t, "Italy: A ven\nItaly: A tyr\nAustria: A tri")
	orders := []dip.Order{
		{Kind: dip.Move, Power: dip.Italy, At: dip.At("ven"), To: dip.At("tri")},
		{Kind: dip.Support, Power: dip.Italy, At: dip.At("tyr"), Other: dip.At("ven"), OtherTo: dip.At("tri")},
	}
	for _, o := range orders {
		if f := adjudicate.Check(m, pos, o, nil); f != nil {
			t.Fatalf("%v: fault %d", o, f.Code)
		}
	}
	res, err := adjudicate.Resolve(m, pos, orders, nil)
	if err != nil {
		t.Fatal(err)
	}
	if u := res.Next.Units["tri"]; u.Power != dip.Italy || u.Type != dip.Army {
		t.Errorf("Trieste holds %+v, want the Italian army", u)
	}
	for _, r := range res.Resolutions {
		if r.Order.Power == dip.Italy && r.Order.Type != dip.Army {
			t.Errorf("report shows %v without the unit type filled in", r.Order)
		}
	}
}

func TestUnitsInCivilDisorderHoldAndCanBeSupported(t *testing.T) {
	// 4.3.1 and DATC 4.D.9: the units of a power in civil disorder hold,
	// and other powers may support them.
	m := dipmap.Standard()
	pos := position(t, "Germany: A mun\nAustria: A tyr\nFrance: A bur\nFrance: A ruh")
	pos.Disorder = map[dip.Power]bool{dip.Germany: true}
	res, err := adjudicate.Resolve(m, pos, parseOrders(t, `
		Austria: A tyr S A mun
		France: A bur-mun
		France: A ruh S A bur-mun`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if u := res.Next.Units["mun"]; u.Power != dip.Germany {
		t.Errorf("Munich holds %+v, want the German army, supported to hold", u)
	}
	if len(res.Retreats) != 0 {
		t.Errorf("retreats %+v", res.Retreats)
	}
}
