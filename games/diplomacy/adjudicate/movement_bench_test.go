package adjudicate_test

import (
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// A crowded mid-game movement phase: 34 units, every one ordered, with
// supports, cuts, a convoy, standoffs and dislodgements.
const crowdedUnits = `
	England: A yor
	England: F nth
	England: F nwg
	England: F eng
	England: A wal
	England: F iri
	France: A bur
	France: A pic
	France: F mao
	France: A gas
	France: F wes
	France: A mar
	Germany: A hol
	Germany: A bel
	Germany: A mun
	Germany: F kie
	Germany: A ruh
	Germany: F den
	Italy: F tys
	Italy: A ven
	Italy: A tyr
	Italy: F ion
	Austria: A vie
	Austria: A bud
	Austria: A ser
	Austria: F gre
	Russia: A war
	Russia: A rum
	Russia: F sev
	Russia: A stp
	Russia: F bot
	Turkey: A bul
	Turkey: F bla
	Turkey: A con`

const crowdedOrders = `
	England: A yor-bel
	England: F nth C A yor-bel
	England: F eng S A yor-bel
	England: F nwg-nwy
	England: A wal H
	England: F iri-mao
	France: A pic-bel
	France: A bur S A pic-bel
	France: F mao H
	France: A gas-spa
	France: F wes-tys
	France: A mar-pie
	Germany: A bel H
	Germany: A hol S A bel
	Germany: A ruh S A mun-bur
	Germany: A mun-bur
	Germany: F kie-hel
	Germany: F den-ska
	Italy: F tys H
	Italy: A ven S A tyr
	Italy: A tyr-mun
	Italy: F ion-aeg
	Austria: A vie-tyr
	Austria: A bud-rum
	Austria: A ser S A bud-rum
	Austria: F gre-aeg
	Russia: A war-gal
	Russia: A rum H
	Russia: F sev S A rum
	Russia: A stp-nwy
	Russia: F bot-swe
	Turkey: A bul-ser
	Turkey: F bla-rum
	Turkey: A con-bul`

func TestCrowdedPhaseIsLegalAndSettles(t *testing.T) {
	m := dipmap.Standard()
	pos := position(t, crowdedUnits)
	orders := parseOrders(t, crowdedOrders)
	if len(pos.Units) != 34 || len(orders) != 34 {
		t.Fatalf("%d units, %d orders", len(pos.Units), len(orders))
	}
	for _, o := range orders {
		if f := adjudicate.Check(m, pos, o, nil); f != nil {
			t.Errorf("%v: fault %d", o, f.Code)
		}
	}
	res, err := adjudicate.Resolve(m, pos, orders, nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[dip.Province]dip.Outcome{}
	for _, r := range res.Resolutions {
		got[r.Order.At.Prov] = r.Outcome
	}
	// Munich, supported from the Ruhr, dislodges Burgundy, which frees
	// Munich for Tyrolia and Tyrolia for Vienna. Belgium holds with one
	// support against England's supported convoy and France's cut support.
	for prov, want := range map[dip.Province]dip.Outcome{
		"mun": dip.Succeeded, "bur": dip.Cut, "tyr": dip.Succeeded, "vie": dip.Succeeded,
		"yor": dip.Bounced, "pic": dip.Bounced, "bel": dip.Succeeded, "gas": dip.Succeeded,
		"iri": dip.Bounced, "nwg": dip.Bounced, "stp": dip.Bounced,
		"ion": dip.Bounced, "gre": dip.Bounced, "bud": dip.Bounced,
		"bul": dip.Bounced, "ven": dip.Void,
	} {
		if got[prov] != want {
			t.Errorf("%s: %v, want %v", prov, got[prov], want)
		}
	}
	if len(res.Retreats) != 1 || res.Retreats[0].Unit.At.Prov != "bur" {
		t.Errorf("retreats %+v, want Burgundy's army", res.Retreats)
	}
	if len(res.Next.Units)+len(res.Retreats) != 34 {
		t.Errorf("%d units standing and %d dislodged; 34 went in", len(res.Next.Units), len(res.Retreats))
	}
}

// BenchmarkResolveCrowdedPhase adjudicates the 34-unit phase above.
func BenchmarkResolveCrowdedPhase(b *testing.B) {
	m := dipmap.Standard()
	t := &testing.T{}
	pos := position(t, crowdedUnits)
	orders := parseOrders(t, crowdedOrders)
	opts := &adjudicate.Options{Rules: adjudicate.DATC}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := adjudicate.Resolve(m, pos, orders, opts); err != nil {
			b.Fatal(err)
		}
	}
}
