package adjudicate

import (
	"testing"

	"adjutant/games/diplomacy/dip"
)

// One fall turn played through every phase with Resolve: a French army is
// dislodged from Belgium, retreats; Germany takes Belgium at the end of the
// fall (2.6.2) and builds in Kiel; France, two centres short, removes one
// unit and the judge the other (4.3.3).
func TestFallTurnThroughRetreatsToBuilds(t *testing.T) {
	m := standardMapForTests()
	fall := dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.MovementPhase}
	pos := d2bPosition(t, fall, map[dip.Province]dip.Power{"bel": dip.France},
		"France: A bel", "France: A par", "France: A mar", "France: F bre", "France: A pic",
		"Germany: A ruh", "Germany: A hol", "Germany: A mun", "Germany: F den")
	delete(pos.Owners, "hol")
	delete(pos.Owners, "den")
	pos.Owners["hol"] = dip.Germany
	pos.Owners["den"] = dip.Germany
	// Germany: ber kie mun hol den = 5 centres, 4 units. France: 4 centres, 5 units.

	moves, err := Resolve(m, pos, d2bOrders(t, "Germany: A ruh-bel", "Germany: A hol S A ruh-bel"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if moves.Next.Phase != (dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.RetreatPhase}) {
		t.Fatalf("after the moves: %v, want the fall retreat phase", moves.Next.Phase)
	}
	retreats, err := Resolve(m, moves.Next, d2bOrders(t, "France: A bel-bur"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if retreats.Next.Owners["bel"] != dip.Germany {
		t.Fatalf("Belgium owned by %q after the fall retreats", retreats.Next.Owners["bel"])
	}
	if retreats.Next.Phase.Kind != dip.AdjustmentPhase {
		t.Fatalf("after the fall retreats: %v", retreats.Next.Phase)
	}
	due := AdjustmentsDue(m, retreats.Next)
	if due[dip.Germany] != 2 || due[dip.France] != -2 {
		t.Fatalf("adjustments due %v, want Germany +2, France -2", due)
	}
	builds, err := Resolve(m, retreats.Next, d2bOrders(t, "Germany: B F kie", "France: R A bur"), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"France: A mar", "France: A par", "France: F bre",
		"Germany: A bel", "Germany: A hol", "Germany: A mun", "Germany: F den", "Germany: F kie",
	}
	if got := d2bUnitsAfter(builds.Next); !d2bSame(got, want) {
		t.Fatalf("units in spring 1902:\n got %v\nwant %v", got, want)
	}
	if builds.Next.Phase != (dip.Phase{Year: 1902, Season: dip.Spring, Kind: dip.MovementPhase}) {
		t.Fatalf("after the adjustments: %v", builds.Next.Phase)
	}
	if r := d2bOutcome(t, builds, dip.Germany, dip.Waive, ""); !r.Default {
		t.Fatalf("Germany's unused build is not waived by default: %+v", r)
	}
	if r := d2bOutcome(t, builds, dip.France, dip.Remove, "pic"); !r.Default {
		t.Fatalf("France's missing removal is not the judge's: %+v", r)
	}
}

func BenchmarkResolveAdjustments(b *testing.B) {
	m := standardMapForTests()
	pos := standardPositionForBench()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	for _, p := range []dip.Province{"ber", "kie", "par", "lon", "mos", "vie"} {
		delete(pos.Units, p)
	}
	pos.Owners["stp"] = dip.England // Russia: 3 centres, 4 units
	orders := []dip.Order{
		{Kind: dip.Build, Power: dip.Germany, Type: dip.Army, At: dip.At("ber")},
		{Kind: dip.Build, Power: dip.France, Type: dip.Army, At: dip.At("par")},
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(m, pos, orders, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolveRetreats(b *testing.B) {
	m := standardMapForTests()
	pos := standardPositionForBench()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.RetreatPhase}
	pos.Dislodged["gal"] = dip.Dislodged{Unit: dip.Unit{Type: dip.Army, Power: dip.Austria, At: dip.At("gal")}, AttackerFrom: "war"}
	pos.Dislodged["bla"] = dip.Dislodged{Unit: dip.Unit{Type: dip.Fleet, Power: dip.Russia, At: dip.At("bla")}, AttackerFrom: "ank"}
	orders := []dip.Order{
		{Kind: dip.Retreat, Power: dip.Austria, Type: dip.Army, At: dip.At("gal"), To: dip.At("boh")},
		{Kind: dip.Retreat, Power: dip.Russia, Type: dip.Fleet, At: dip.At("bla"), To: dip.At("rum")},
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Resolve(m, pos, orders, nil); err != nil {
			b.Fatal(err)
		}
	}
}
