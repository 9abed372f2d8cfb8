package adjudicate_test

import (
	"fmt"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

func resolveStandard(t *testing.T, pos dip.Position, orders string, opts *adjudicate.Options) dip.Result {
	t.Helper()
	res, err := adjudicate.Resolve(dipmap.Standard(), pos, parseOrders(t, orders), opts)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestSpringLeadsToFallAndKeepsOwnership(t *testing.T) {
	pos := dipmap.StandardPosition()
	res := resolveStandard(t, pos, "France: A mar-spa\nFrance: F bre-mao", nil)
	want := dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.MovementPhase}
	if res.Next.Phase != want {
		t.Errorf("next phase %v, want %v", res.Next.Phase, want)
	}
	if owner, ok := res.Next.Owners["spa"]; ok {
		t.Errorf("Spain owned by %s after spring; centres change hands only in the fall", owner)
	}
	if u := res.Next.Units["spa"]; u.Power != dip.France {
		t.Errorf("army did not reach Spain: %v", res.Next.Units)
	}
	if _, ok := res.Next.Units["mar"]; ok {
		t.Errorf("Marseilles still occupied")
	}
}

func TestFallCapturesCentresAndCallsForAdjustments(t *testing.T) {
	pos := dipmap.StandardPosition()
	pos.Phase.Season = dip.Fall
	res := resolveStandard(t, pos, "France: A mar-spa\nFrance: A par-bur", nil)
	if want := (dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}); res.Next.Phase != want {
		t.Errorf("next phase %v, want %v", res.Next.Phase, want)
	}
	if res.Next.Owners["spa"] != dip.France {
		t.Errorf("Spain not captured: owner %q", res.Next.Owners["spa"])
	}
	// 2.6.2: a centre left empty keeps its owner.
	if res.Next.Owners["par"] != dip.France || res.Next.Owners["mar"] != dip.France {
		t.Errorf("vacated home centres lost: %v", res.Next.Owners)
	}
	if pos.Owners["spa"] != "" {
		t.Errorf("Resolve changed the position it was given")
	}
}

func TestFallWithoutChangesGoesToNextSpring(t *testing.T) {
	pos := dipmap.StandardPosition()
	pos.Phase.Season = dip.Fall
	res := resolveStandard(t, pos, "France: A par-bur", nil)
	if want := (dip.Phase{Year: 1902, Season: dip.Spring, Kind: dip.MovementPhase}); res.Next.Phase != want {
		t.Errorf("next phase %v, want %v", res.Next.Phase, want)
	}
}

func TestDislodgementLeadsToRetreatPhase(t *testing.T) {
	pos := position(t, `
		Germany: A mun
		France: A bur
		France: A ruh
		Austria: A boh
		Italy: A tyr
		Italy: A pie`)
	pos.Phase.Season = dip.Fall
	res := resolveStandard(t, pos, `
		France: A bur-mun
		France: A ruh S A bur-mun
		Austria: A boh-sil
		Italy: A tyr-ven
		Italy: A pie-ven`, nil)
	if want := (dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.RetreatPhase}); res.Next.Phase != want {
		t.Fatalf("next phase %v, want %v", res.Next.Phase, want)
	}
	d, ok := res.Next.Dislodged["mun"]
	if !ok || d.AttackerFrom != "bur" || d.Unit.Power != dip.Germany {
		t.Fatalf("dislodged %+v", res.Next.Dislodged)
	}
	if len(res.Next.Owners) != 0 {
		t.Errorf("centres changed hands before the fall retreats: %v", res.Next.Owners)
	}
	if fmt.Sprint(res.Standoffs) != "[ven]" || fmt.Sprint(res.Next.Standoffs) != "[ven]" {
		t.Errorf("standoffs %v / %v, want [ven]", res.Standoffs, res.Next.Standoffs)
	}
	// Munich borders bur (the attacker's origin), ruh and sil (occupied),
	// tyr (occupied: its move bounced), and boh (vacated), kie and ber.
	if len(res.Retreats) != 1 {
		t.Fatalf("retreats %+v", res.Retreats)
	}
	if got := fmt.Sprint(res.Retreats[0].Options); got != "[ber boh kie]" {
		t.Errorf("retreat options %s, want [ber boh kie]", got)
	}
	// The retreat phase that follows accepts exactly these options.
	for _, to := range []string{"ber", "boh", "kie", "bur", "ruh", "sil", "tyr"} {
		o := dip.Order{Kind: dip.Retreat, Power: dip.Germany, Type: dip.Army, At: dip.At("mun"), To: dip.At(dip.Province(to))}
		f := adjudicate.Check(dipmap.Standard(), res.Next, o, nil)
		legal := to == "ber" || to == "boh" || to == "kie"
		if (f == nil) != legal {
			t.Errorf("retreat to %s: fault %v, legal should be %v", to, f, legal)
		}
	}
}

func TestStandoffNeedsTwoArrivals(t *testing.T) {
	// 6.F.7: an army whose convoy was dislodged never arrives, so Holland
	// is not left empty by a standoff.
	pos := position(t, `
		England: F nth
		England: A lon
		Germany: F hel
		Germany: F ska
		Germany: A bel`)
	res := resolveStandard(t, pos, `
		England: F nth C A lon-hol
		England: A lon-hol
		Germany: F hel S F ska-nth
		Germany: F ska-nth`, nil)
	if len(res.Standoffs) != 0 {
		t.Errorf("standoffs %v, want none", res.Standoffs)
	}
	if len(res.Retreats) != 1 || fmt.Sprint(res.Retreats[0].Options) != "[den edi eng hol nwg nwy yor]" {
		t.Errorf("retreats %+v", res.Retreats)
	}
}

func TestRetreatFromConvoyedAttackerDiffersByRuleSet(t *testing.T) {
	// DATC 6.H.11: Picardy is dislodged by an army convoyed from London.
	pos := position(t, `
		England: A lon
		England: F eng
		England: A bel
		France: A pic`)
	orders := `
		England: A lon-pic
		England: F eng C A lon-pic
		England: A bel S A lon-pic`
	for _, c := range []struct {
		rules adjudicate.RuleSet
		from  dip.Province
	}{{adjudicate.Rulebook, "lon"}, {adjudicate.DATC, ""}} {
		res := resolveStandard(t, pos, orders, &adjudicate.Options{Rules: c.rules})
		d := res.Next.Dislodged["pic"]
		if d.AttackerFrom != c.from {
			t.Errorf("%s: attacker origin %q, want %q", c.rules, d.AttackerFrom, c.from)
		}
	}
}
