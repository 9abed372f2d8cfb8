package variant

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

func unit(p dip.Power, t dip.UnitType, at string) dip.Unit {
	return dip.Unit{Type: t, Power: p, At: dip.ParseLoc(at)}
}

func move(p dip.Power, t dip.UnitType, from, to string) dip.Order {
	return dip.Order{Kind: dip.Move, Power: p, Type: t, At: dip.ParseLoc(from), To: dip.ParseLoc(to)}
}

// 1.2.3a with 4.3.1: in the six-player game Italy's units stay and hold, may
// be supported, are disbanded when dislodged, and Italy never builds.
func TestSixPlayerItalyIsInCivilDisorder(t *testing.T) {
	m := dipmap.Standard()
	v, _ := ByName("six")
	pos := v.Initial(m)
	pos.Phase.Season = dip.Fall
	pos.Units["tyr"] = unit(dip.Austria, dip.Army, "tyr")
	delete(pos.Units, "vie")
	pos.Units["tri"] = unit(dip.Austria, dip.Fleet, "tri")
	pos.Units["pie"] = unit(dip.France, dip.Army, "pie")
	delete(pos.Units, "mar")

	// Austria attacks Venice with support; France's support of Venice's hold
	// is cut by nothing and saves it: Italy's unit may be supported.
	orders := []dip.Order{
		move(dip.Austria, dip.Army, "tyr", "ven"),
		{Kind: dip.Support, Power: dip.Austria, Type: dip.Fleet, At: dip.At("tri"), OtherType: dip.Army, Other: dip.At("tyr"), OtherTo: dip.At("ven")},
		{Kind: dip.Support, Power: dip.France, Type: dip.Army, At: dip.At("pie"), OtherType: dip.Army, Other: dip.At("ven")},
	}
	res, err := adjudicate.Resolve(m, pos, orders, nil)
	if err != nil {
		t.Fatal(err)
	}
	if u := res.Next.Units["ven"]; u.Power != dip.Italy {
		t.Fatalf("supported Italian army in Venice lost: %v (phase %v)", u, res.Next.Phase)
	}

	// Without the French support Venice falls, and the army is disbanded.
	res, err = adjudicate.Resolve(m, pos, orders[:2], nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Next.Phase.Kind != dip.RetreatPhase {
		t.Fatalf("after Venice falls: %v, want a retreat phase", res.Next.Phase)
	}
	retreat := dip.Order{Kind: dip.Retreat, Power: dip.Italy, Type: dip.Army, At: dip.At("ven"), To: dip.At("tus")}
	if f := adjudicate.Check(m, res.Next, retreat, nil); f == nil || f.Code != dip.FaultInDisorder {
		t.Fatalf("retreat for Italy in disorder: %+v", f)
	}
	res, err = adjudicate.Resolve(m, res.Next, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range res.Next.Units {
		if u.Power == dip.Italy && u.At.Prov != "rom" && u.At.Prov != "nap" {
			t.Fatalf("dislodged Italian army survived at %v", u.At)
		}
	}
	if res.Next.Owners["ven"] != dip.Austria {
		t.Fatalf("Venice owned by %q after the fall, want Austria", res.Next.Owners["ven"])
	}

	// Italy takes Venice back by having more centres than units: it still
	// may not build, and its build is waived.
	winter := res.Next.Clone()
	winter.Phase = dip.Phase{Year: 1870, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	winter.Owners["ven"] = dip.Italy
	delete(winter.Units, "ven")
	build := dip.Order{Kind: dip.Build, Power: dip.Italy, Type: dip.Army, At: dip.At("ven")}
	if f := adjudicate.Check(m, winter, build, nil); f == nil || f.Code != dip.FaultInDisorder {
		t.Fatalf("build by Italy in civil disorder: %+v", f)
	}
	res, err = adjudicate.Resolve(m, winter, []dip.Order{build}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, built := res.Next.Units["ven"]; built {
		t.Fatal("Italy in civil disorder built")
	}
}

// 1.2.3e with 4.1: a neutral Italy's land is closed to every unit until the
// coin toss, and then opens.
func TestNeutralItalyIsImpassable(t *testing.T) {
	base := dipmap.Standard()
	v, _ := ByName("two-1914")
	pos := v.Initial(base)
	m, err := v.Board(base, pos)
	if err != nil {
		t.Fatal(err)
	}
	pos.Units["tyr"] = unit(dip.Austria, dip.Army, "tyr")
	pos.Units["ion"] = unit(dip.Turkey, dip.Fleet, "ion")
	pos.Units["mar"] = unit(dip.France, dip.Army, "mar")
	for _, o := range []dip.Order{
		move(dip.Austria, dip.Army, "tyr", "ven"),
		move(dip.Turkey, dip.Fleet, "ion", "nap"),
		move(dip.Turkey, dip.Fleet, "ion", "apu"),
		move(dip.France, dip.Army, "mar", "pie"),
	} {
		if f := adjudicate.Check(m, pos, o, nil); f == nil || f.Code != dip.FaultImpassable {
			t.Errorf("%s %s-%s into neutral Italy: %+v, want FaultImpassable", o.Power, o.At, o.To, f)
		}
		if f := adjudicate.Check(base, pos, o, nil); f != nil {
			t.Errorf("%s %s-%s on the open board: %+v", o.Power, o.At, o.To, f)
		}
	}
	for _, prov := range []dip.Province{"apu", "nap", "pie", "rom", "tus", "ven"} {
		if !m.Province(prov).Impassable || base.Province(prov).Impassable {
			t.Errorf("%s: closed %v on the 1914 board, %v on the standard one", prov, m.Province(prov).Impassable, base.Province(prov).Impassable)
		}
	}
	if m.Province("tyr").Impassable || !m.Province("swi").Impassable {
		t.Error("the 1914 board closed the wrong provinces")
	}
	delete(pos.Absent, dip.Italy)
	if open, _ := v.Board(base, pos); open != base {
		t.Error("Board after Italy joined is not the standard map")
	}
	std, _ := ByName("standard")
	if same, _ := std.Board(base, std.Initial(base)); same != base {
		t.Error("the standard game's board is not the standard map")
	}
}

// seedFor finds a seed whose coin toss in phase W1914A comes out as want.
func seedFor(t *testing.T, want int) [games.SeedSize]byte {
	t.Helper()
	for i := 0; i < 256; i++ {
		var seed [games.SeedSize]byte
		seed[0] = byte(i)
		if games.NewDice(seed, "W1914A").Roll(2, "probe") == want {
			return seed
		}
	}
	t.Fatalf("no seed in 256 gives %d", want)
	return [games.SeedSize]byte{}
}

func TestCoinTossBothWays(t *testing.T) {
	m := dipmap.Standard()
	v, _ := ByName("two-1914")
	fall := v.Initial(m)
	fall.Phase = dip.Phase{Year: 1914, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	for roll, seat := range map[int]string{1: v.Toss.Seats[0], 2: v.Toss.Seats[1]} {
		d := games.NewDice(seedFor(t, roll), "W1914A")
		next, events := v.BeforeAdjustment(fall, d)
		if len(events) != 1 || events[0].Seat != seat || events[0].Power != dip.Italy || events[0].Roll.Value != roll {
			t.Fatalf("roll %d: events %+v, want Italy joining %s", roll, events, seat)
		}
		if msg := events[0].Message.In(i18n.TraditionalChinese); !strings.Contains(msg, "意大利加入") || !strings.Contains(msg, "1915") {
			t.Errorf("announcement in Chinese: %q", msg)
		}
		if next.Absent[dip.Italy] || fall.Absent[dip.Italy] == false {
			t.Fatal("Italy still absent after the toss, or the input position was changed")
		}
		if due := adjudicate.AdjustmentsDue(m, next)[dip.Italy]; due != 3 {
			t.Errorf("Italy has %d builds due after joining, want 3", due)
		}
		joined, err := v.Joined(dip.Italy, events[0].Seat)
		if err != nil {
			t.Fatal(err)
		}
		if s, ok := joined.SeatOf(dip.Italy); !ok || s.Name != seat || len(joined.Neutral) != 0 {
			t.Errorf("after Joined: Italy in %q (%v), neutral %v", s.Name, ok, joined.Neutral)
		}
		if _, ok := v.SeatOf(dip.Italy); ok {
			t.Error("Joined changed the variant it was called on")
		}
		// The builds are real: Italy's player builds in Rome and plays in 1915.
		res, err := adjudicate.Resolve(m, next, []dip.Order{{Kind: dip.Build, Power: dip.Italy, Type: dip.Fleet, At: dip.At("rom")}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if u := res.Next.Units["rom"]; u.Power != dip.Italy || res.Next.Phase.Year != 1915 {
			t.Errorf("after the 1914 adjustments: rom %v, phase %v", u, res.Next.Phase)
		}
		// Only once.
		if again, ev := v.BeforeAdjustment(next, d); len(ev) != 0 || again.Phase != next.Phase {
			t.Error("the toss happened twice")
		}
	}
}

func TestCoinTossTiming(t *testing.T) {
	m := dipmap.Standard()
	v, _ := ByName("two-1914")
	d := games.NewDice([games.SeedSize]byte{}, "x")
	pos := v.Initial(m)
	for _, ph := range []dip.Phase{
		{Year: 1914, Season: dip.Spring, Kind: dip.MovementPhase},
		{Year: 1914, Season: dip.Fall, Kind: dip.MovementPhase},
		{Year: 1914, Season: dip.Fall, Kind: dip.RetreatPhase},
	} {
		pos.Phase = ph
		if _, ev := v.BeforeAdjustment(pos, d); len(ev) != 0 {
			t.Errorf("toss in %v", ph)
		}
	}
	// No adjustments were due, so the Fall led straight to Spring 1915: the
	// toss brings the adjustment phase back for Italy's builds.
	pos.Phase = dip.Phase{Year: 1915, Season: dip.Spring, Kind: dip.MovementPhase}
	next, ev := v.BeforeAdjustment(pos, d)
	if len(ev) != 1 || next.Phase != (dip.Phase{Year: 1914, Season: dip.Fall, Kind: dip.AdjustmentPhase}) {
		t.Errorf("toss from Spring 1915: %d events, phase %v", len(ev), next.Phase)
	}
	std, _ := ByName("standard")
	if _, ev := std.BeforeAdjustment(std.Initial(m), d); len(ev) != 0 || len(d.Draws()) != 1 {
		t.Error("a variant without a toss rolled")
	}
}
