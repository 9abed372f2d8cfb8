package adjudicate_test

import (
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// TestOwnershipExampleOf262 plays the example under 2.6.2: a unit that
// enters a supply centre in the Spring and leaves it in the Fall (passing
// through, or driven out) does not take it, and a centre its owner has
// left empty stays its owner's until another power's unit stands in it
// at the end of a Fall turn.
func TestOwnershipExampleOf262(t *testing.T) {
	spring := resolveStandard(t, dipmap.StandardPosition(), `
		France: A mar-spa
		Austria: A vie-tyr
		Germany: A mun-ruh`, nil)
	if spring.Next.Units["spa"].Power != dip.France || spring.Next.Units["tyr"].Power != dip.Austria {
		t.Fatalf("the spring moves failed: %v", spring.Next.Units)
	}
	// Fall: France passes on from Spain to Portugal; Austria and Germany
	// leave Vienna and Munich empty.
	fall := resolveStandard(t, spring.Next, `
		France: A spa-por
		Austria: A tyr-boh`, nil)
	owners := fall.Next.Owners
	if _, ok := owners["spa"]; ok {
		t.Errorf("Spain, entered in the spring and left in the fall, is owned by %s", owners["spa"])
	}
	if owners["por"] != dip.France {
		t.Errorf("Portugal, held at the end of the fall, is owned by %q", owners["por"])
	}
	if owners["mun"] != dip.Germany || owners["vie"] != dip.Austria || owners["mar"] != dip.France {
		t.Errorf("home centres left empty changed hands: mun %s, vie %s, mar %s", owners["mun"], owners["vie"], owners["mar"])
	}

	// Driven out: a German army that entered Belgium in the spring is
	// dislodged in the fall; Belgium is not Germany's but France's, whose
	// army stands there when the fall is over.
	pos := dipmap.StandardPosition()
	pos.Phase.Season = dip.Fall
	pos.Units["bel"] = dip.Unit{Type: dip.Army, Power: dip.Germany, At: dip.At("bel")}
	pos.Units["pic"] = dip.Unit{Type: dip.Army, Power: dip.France, At: dip.At("pic")}
	pos.Units["bur"] = dip.Unit{Type: dip.Army, Power: dip.France, At: dip.At("bur")}
	res := resolveStandard(t, pos, `
		France: A pic-bel
		France: A bur S A pic-bel
		Germany: A bel H`, nil)
	if _, ok := res.Next.Dislodged["bel"]; !ok {
		t.Fatalf("the German army in Belgium was not dislodged: %v", res.Next.Dislodged)
	}
	if _, ok := res.Next.Owners["bel"]; ok {
		t.Errorf("Belgium changed hands before the retreats: %s", res.Next.Owners["bel"])
	}
	after := resolveStandard(t, res.Next, "Germany: A bel-hol", nil)
	if after.Next.Owners["bel"] != dip.France || after.Next.Owners["hol"] != dip.Germany {
		t.Errorf("after the retreat Belgium is %q's and Holland %q's; want France's and Germany's", after.Next.Owners["bel"], after.Next.Owners["hol"])
	}
}
