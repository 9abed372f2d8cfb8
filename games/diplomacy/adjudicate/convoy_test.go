package adjudicate_test

import (
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
)

// Convoy cases after DATC 6.F and 6.G, with per-order outcomes (the DATC
// runner in package datc checks final positions). The units are the ones
// ordered. Cases whose outcome depends on the rule set appear in
// TestConvoyRuleSetsDiffer.
var convoyCases = []scenario{
	// Regressions: bugs found while the DATC text cases were first run.
	{name: "6.C.4 a ring with a convoyed army is circular movement, not a paradox", orders: `
		Austria: A tri-ser
		Austria: A ser-bul
		Turkey: A bul-tri
		Turkey: F aeg C A bul-tri
		Turkey: F ion C A bul-tri
		Turkey: F adr C A bul-tri
		Italy: F nap-ion`,
		ok: []string{"tri", "ser", "bul"}, fail: []string{"nap"},
		moved: map[string]string{"tri": "ser", "ser": "bul", "bul": "tri"}},
	{name: "6.D.8 a convoy nobody ordered fails and gets no hold support", orders: `
		Austria: F ion H
		Austria: A ser S A alb-gre
		Austria: A alb-gre
		Turkey: A gre-nap
		Turkey: A bul S A gre`,
		ok: []string{"alb"}, want: map[string]dip.Outcome{"gre": dip.Disrupted, "bul": dip.Void},
		gone: []string{"gre"}},
	{name: "6.B.9 a support naming the other coast does not match", orders: `
		France: F por S F mao-spa/nc
		France: F mao-spa/sc
		Italy: F lyo S F wes-spa/sc
		Italy: F wes-spa/sc`,
		ok: []string{"wes"}, fail: []string{"mao"}, want: map[string]dip.Outcome{"por": dip.Void}},
	{name: "6.F.1 no convoy in coastal areas", orders: `
		Turkey: A gre-sev
		Turkey: F aeg C A gre-sev
		Turkey: F con C A gre-sev
		Turkey: F bla C A gre-sev`,
		want: map[string]dip.Outcome{"gre": dip.Illegal, "con": dip.Illegal}},
	{name: "6.F.2 a convoyed army can bounce", orders: `
		England: F eng C A lon-bre
		England: A lon-bre
		France: A par-bre`,
		fail: []string{"lon", "par"}},
	{name: "6.F.3 a convoyed army can receive support", orders: `
		England: F eng C A lon-bre
		England: A lon-bre
		England: F mao S A lon-bre
		France: A par-bre`,
		ok: []string{"lon", "mao", "eng"}, fail: []string{"par"}},
	{name: "6.F.4 an attacked convoy is not disrupted", orders: `
		England: F nth C A lon-hol
		England: A lon-hol
		Germany: F ska-nth`,
		ok: []string{"lon", "nth"}, fail: []string{"ska"}},
	{name: "6.F.5 a beleaguered convoy is not disrupted", orders: `
		England: F nth C A lon-hol
		England: A lon-hol
		France: F eng-nth
		France: F bel S F eng-nth
		Germany: F ska-nth
		Germany: F den S F ska-nth`,
		ok: []string{"lon"}, fail: []string{"eng", "ska"}},
	{name: "6.F.6 a dislodged convoy does not cut support", orders: `
		England: F nth C A lon-hol
		England: A lon-hol
		Germany: A hol S A bel
		Germany: A bel S A hol
		Germany: F hel S F ska-nth
		Germany: F ska-nth
		France: A pic-bel
		France: A bur S A pic-bel`,
		ok: []string{"hol", "ska"}, fail: []string{"pic"},
		want: map[string]dip.Outcome{"lon": dip.Disrupted, "nth": dip.Disrupted}, gone: []string{"nth"}},
	{name: "6.F.8 a dislodged convoy does not cause a bounce", orders: `
		England: F nth C A lon-hol
		England: A lon-hol
		Germany: F hel S F ska-nth
		Germany: F ska-nth
		Germany: A bel-hol`,
		ok: []string{"ska", "bel"}, fail: []string{"lon"}, gone: []string{"nth"}},
	{name: "6.F.9 dislodging one route of a multi-route convoy", orders: `
		England: F eng C A lon-bel
		England: F nth C A lon-bel
		England: A lon-bel
		France: F bre S F mao-eng
		France: F mao-eng`,
		ok: []string{"lon", "mao"}, gone: []string{"eng"}},
	{name: "6.F.10 multi-route convoy with a foreign fleet", orders: `
		England: F nth C A lon-bel
		England: A lon-bel
		Germany: F eng C A lon-bel
		France: F bre S F mao-eng
		France: F mao-eng`,
		ok: []string{"lon", "mao"}, gone: []string{"eng"}},
	{name: "6.F.11 multi-route convoy with only foreign fleets", orders: `
		England: A lon-bel
		Germany: F eng C A lon-bel
		Russia: F nth C A lon-bel
		France: F bre S F mao-eng
		France: F mao-eng`,
		ok: []string{"lon", "mao"}, gone: []string{"eng"}},
	{name: "6.F.12 a dislodged fleet off the route", orders: `
		England: F eng C A lon-bel
		England: A lon-bel
		England: F iri C A lon-bel
		France: F nao S F mao-iri
		France: F mao-iri`,
		ok: []string{"lon", "mao"}, want: map[string]dip.Outcome{"iri": dip.Disrupted}, gone: []string{"iri"}},
	{name: "6.F.13 the unwanted alternative", orders: `
		England: A lon-bel
		England: F nth C A lon-bel
		France: F eng C A lon-bel
		Germany: F hol S F den-nth
		Germany: F den-nth`,
		ok: []string{"lon", "den"}, gone: []string{"nth"}},
	{name: "6.F.14 simple convoy paradox", orders: `
		England: F lon S F wal-eng
		England: F wal-eng
		France: A bre-lon
		France: F eng C A bre-lon`,
		ok: []string{"wal", "lon"}, fail: []string{"bre", "eng"}, gone: []string{"eng"}},
	{name: "6.F.15 simple convoy paradox with an additional convoy", orders: `
		England: F lon S F wal-eng
		England: F wal-eng
		France: A bre-lon
		France: F eng C A bre-lon
		Italy: F iri C A naf-wal
		Italy: F mao C A naf-wal
		Italy: A naf-wal`,
		ok: []string{"wal", "naf"}, fail: []string{"bre"}, gone: []string{"eng"}},
	{name: "6.F.16 Pandin's paradox", orders: `
		England: F lon S F wal-eng
		England: F wal-eng
		France: A bre-lon
		France: F eng C A bre-lon
		Germany: F nth S F bel-eng
		Germany: F bel-eng`,
		ok: []string{"lon"}, fail: []string{"wal", "bre", "bel"}},
	{name: "6.F.17 Pandin's extended paradox", orders: `
		England: F lon S F wal-eng
		England: F wal-eng
		France: A bre-lon
		France: F eng C A bre-lon
		France: F yor S A bre-lon
		Germany: F nth S F bel-eng
		Germany: F bel-eng`,
		fail: []string{"wal", "bre", "bel"}},
	{name: "6.F.18 betrayal paradox", orders: `
		England: F nth C A lon-bel
		England: A lon-bel
		England: F eng S A lon-bel
		France: F bel S F nth
		Germany: F hel S F ska-nth
		Germany: F ska-nth`,
		fail: []string{"lon", "ska"}},
	{name: "6.F.20 unwanted multi-route convoy paradox", orders: `
		France: A tun-nap
		France: F tys C A tun-nap
		Italy: F nap S F ion
		Italy: F ion C A tun-nap
		Turkey: F aeg S F eas-ion
		Turkey: F eas-ion`,
		ok: []string{"eas"}, fail: []string{"tun"}, gone: []string{"ion"}},
	{name: "6.F.21 Dad's army convoy", orders: `
		Russia: A edi S A nwy-cly
		Russia: F nwg C A nwy-cly
		Russia: A nwy-cly
		France: F iri S F mao-nao
		France: F mao-nao
		England: A lvp-cly via
		England: F nao C A lvp-cly
		England: F cly S F nao`,
		ok: []string{"mao", "nwy"}, fail: []string{"lvp"}, gone: []string{"cly", "nao"}},
	{name: "6.F.22 second order paradox with two resolutions", orders: `
		England: F edi-nth
		England: F lon S F edi-nth
		France: A bre-lon
		France: F eng C A bre-lon
		Germany: F bel S F pic-eng
		Germany: F pic-eng
		Russia: A nwy-bel
		Russia: F nth C A nwy-bel`,
		ok: []string{"edi", "pic"}, fail: []string{"bre", "eng", "nwy", "nth"}, gone: []string{"eng", "nth"}},
	{name: "6.F.23 second order paradox with two exclusive convoys", orders: `
		England: F edi-nth
		England: F yor S F edi-nth
		France: A bre-lon
		France: F eng C A bre-lon
		Germany: F bel S F eng
		Germany: F lon S F nth
		Italy: F mao-eng
		Italy: F iri S F mao-eng
		Russia: A nwy-bel
		Russia: F nth C A nwy-bel`,
		fail: []string{"edi", "bre", "mao", "nwy"}},
	{name: "6.F.24 second order paradox with no resolution", orders: `
		England: F edi-nth
		England: F lon S F edi-nth
		England: F iri-eng
		England: F mao S F iri-eng
		France: A bre-lon
		France: F eng C A bre-lon
		France: F bel S F eng
		Russia: A nwy-bel
		Russia: F nth C A nwy-bel`,
		ok: []string{"edi"}, fail: []string{"iri", "bre", "nwy", "nth"}, gone: []string{"nth"}},
	{name: "6.F.25 cut support last", orders: `
		Germany: A ruh-bel
		Germany: A hol S A ruh-bel
		Germany: A den-nwy
		Germany: F ska C A den-nwy
		Germany: A fin S A den-nwy
		England: A yor-hol
		England: F nth C A yor-hol
		England: F hel S A yor-hol
		England: A bel H
		Russia: F nwg-nth
		Russia: F nwy S F nwg-nth
		Russia: F swe-ska`,
		ok: []string{"yor", "den"}, fail: []string{"ruh", "nwg", "swe"}, gone: []string{"hol", "nwy"}},

	{name: "6.G.1 two units swap by convoy", orders: `
		England: A nwy-swe
		England: F ska C A nwy-swe
		Russia: A swe-nwy`,
		ok: []string{"nwy", "swe"}, moved: map[string]string{"nwy": "swe", "swe": "nwy"}},
	{name: "6.G.2 kidnapping an army", orders: `
		England: A nwy-swe
		Russia: F swe-nwy
		Germany: F ska C A nwy-swe`,
		fail: []string{"nwy", "swe"}, want: map[string]dip.Outcome{"ska": dip.Void}},
	{name: "6.G.3 unwanted disrupted convoy to an adjacent province", orders: `
		France: F bre-eng
		France: A pic-bel
		France: A bur S A pic-bel
		France: F mao S F bre-eng
		England: F eng C A pic-bel`,
		ok: []string{"bre", "pic"}, gone: []string{"eng"}},
	{name: "6.G.4 unwanted disrupted convoy and opposite move", orders: `
		France: F bre-eng
		France: A pic-bel
		France: A bur S A pic-bel
		France: F mao S F bre-eng
		England: F eng C A pic-bel
		England: A bel-pic`,
		ok: []string{"bre", "pic"}, fail: []string{"bel"}, gone: []string{"bel", "eng"}},
	{name: "6.G.5 swapping with intent", orders: `
		Italy: A rom-apu
		Italy: F tys C A apu-rom
		Turkey: A apu-rom
		Turkey: F ion C A apu-rom`,
		ok: []string{"rom", "apu"}},
	{name: "6.G.6 swapping with unintended intent", orders: `
		England: A lvp-edi
		England: F eng C A lvp-edi
		Germany: A edi-lvp
		France: F iri H
		France: F nth H
		Russia: F nwg C A lvp-edi
		Russia: F nao C A lvp-edi`,
		ok: []string{"lvp", "edi"}},
	{name: "6.G.7 swapping with illegal intent", orders: `
		England: F ska C A swe-nwy
		England: F nwy-swe
		Russia: A swe-nwy
		Russia: F bot C A swe-nwy`,
		fail: []string{"nwy", "swe"}},
	{name: "6.G.8 explicit convoy that isn't there", orders: `
		France: A bel-hol via
		England: F nth-hel
		England: A hol-kie`,
		ok: []string{"nth", "hol"}, want: map[string]dip.Outcome{"bel": dip.Disrupted}},
	{name: "6.G.9 swapped or dislodged", orders: `
		England: A nwy-swe
		England: F ska C A nwy-swe
		England: F fin S A nwy-swe
		Russia: A swe-nwy`,
		ok: []string{"nwy", "swe"}},
	{name: "6.G.10 swapped or a head-to-head battle", orders: `
		England: A nwy-swe via
		England: F den S A nwy-swe
		England: F fin S A nwy-swe
		Germany: F ska C A nwy-swe
		Russia: A swe-nwy
		Russia: F bar S A swe-nwy
		France: F nwg-nwy
		France: F nth S F nwg-nwy`,
		ok: []string{"nwy"}, fail: []string{"swe", "nwg"}, gone: []string{"swe"}},
	{name: "6.G.11 variant: an explicit convoy to an adjacent place with a paradox", orders: `
		England: F nwy S F nth-ska
		England: F nth-ska
		Russia: A swe-nwy via
		Russia: F ska C A swe-nwy
		Russia: F bar S A swe-nwy`,
		ok: []string{"nth"}, fail: []string{"swe"}, gone: []string{"ska"}},
	{name: "6.G.12 swapping two units with two convoys", orders: `
		England: A lvp-edi via
		England: F nao C A lvp-edi
		England: F nwg C A lvp-edi
		Germany: A edi-lvp via
		Germany: F nth C A edi-lvp
		Germany: F eng C A edi-lvp
		Germany: F iri C A edi-lvp`,
		ok: []string{"lvp", "edi"}},
	{name: "6.G.13 support cut on attack on itself via convoy", orders: `
		Austria: F adr C A tri-ven
		Austria: A tri-ven via
		Italy: A ven S F alb-tri
		Italy: F alb-tri`,
		ok: []string{"alb", "ven"}, fail: []string{"tri"}, gone: []string{"tri"}},
	{name: "6.G.14 bounce by convoy to an adjacent place", orders: `
		England: A nwy-swe
		England: F den S A nwy-swe
		England: F fin S A nwy-swe
		France: F nwg-nwy
		France: F nth S F nwg-nwy
		Germany: F ska C A swe-nwy
		Russia: A swe-nwy via
		Russia: F bar S A swe-nwy`,
		ok: []string{"nwy"}, fail: []string{"nwg", "swe"}, gone: []string{"swe"}},
	{name: "6.G.15 bounce and dislodge with double convoy", orders: `
		England: F nth C A lon-bel
		England: A hol S A lon-bel
		England: A yor-lon
		England: A lon-bel via
		France: F eng C A bel-lon
		France: A bel-lon via`,
		ok: []string{"lon"}, fail: []string{"yor", "bel"}, gone: []string{"bel"}},
	{name: "6.G.16 the two unit in one area bug, moving by convoy", orders: `
		England: A nwy-swe
		England: A den S A nwy-swe
		England: F bal S A nwy-swe
		England: F nth-nwy
		Russia: A swe-nwy via
		Russia: F ska C A swe-nwy
		Russia: F nwg S A swe-nwy`,
		ok: []string{"nwy", "swe"}, fail: []string{"nth"}},
	{name: "6.G.17 the two unit in one area bug, moving over land", orders: `
		England: A nwy-swe via
		England: A den S A nwy-swe
		England: F bal S A nwy-swe
		England: F ska C A nwy-swe
		England: F nth-nwy
		Russia: A swe-nwy
		Russia: F nwg S A swe-nwy`,
		ok: []string{"nwy", "swe"}, fail: []string{"nth"}},
	{name: "6.G.18 the two unit in one area bug, with double convoy", orders: `
		England: F nth C A lon-bel
		England: A hol S A lon-bel
		England: A yor-lon
		England: A lon-bel
		England: A ruh S A lon-bel
		France: F eng C A bel-lon
		France: A bel-lon
		France: A wal S A bel-lon`,
		ok: []string{"lon", "bel"}, fail: []string{"yor"}},
	{name: "6.G.20 explicit convoy to an adjacent province disrupted", orders: `
		France: F bre-eng
		France: A pic-bel via
		France: A bur S A pic-bel
		France: F mao S F bre-eng
		England: F eng C A pic-bel`,
		ok: []string{"bre"}, fail: []string{"pic"}, gone: []string{"eng"}},
}

func TestConvoyCasesBothRuleSets(t *testing.T) {
	for _, rules := range []adjudicate.RuleSet{adjudicate.Rulebook, adjudicate.DATC} {
		for _, sc := range convoyCases {
			sc.run(t, rules)
		}
	}
}

// TestConvoyRuleSetsDiffer pins the cases where the 1982 rulebook and the
// DATC's preferred choices part (docs/rules/diplomacy-datc.md, 4.A.2).
func TestConvoyRuleSetsDiffer(t *testing.T) {
	cases := []struct {
		rules adjudicate.RuleSet
		sc    scenario
	}{
		// 3.4.7 protects Naples' support for the attack on a convoying
		// fleet even though a second route means there is no paradox.
		{adjudicate.Rulebook, scenario{name: "6.F.19 rulebook", orders: multiRouteParadox,
			ok: []string{"rom", "nap"}, fail: []string{"tun"}, gone: []string{"tys"}}},
		{adjudicate.DATC, scenario{name: "6.F.19 datc", orders: multiRouteParadox,
			fail: []string{"tun", "rom", "nap"}}},
		// The rulebook's convoy-paradox rule keeps Norway's support, so
		// the convoy is dislodged; under Szykman the army, which could
		// walk and was not ordered via convoy, walks and cuts it.
		// (Regression: the army's move was once settled on a guess
		// it had read without the guess being recorded.)
		{adjudicate.Rulebook, scenario{name: "6.G.11 rulebook", orders: adjacentParadox,
			ok: []string{"nth", "nwy"}, fail: []string{"swe"}, gone: []string{"ska"}}},
		{adjudicate.DATC, scenario{name: "6.G.11 datc", orders: adjacentParadox,
			ok: []string{"swe"}, fail: []string{"nth", "nwy"}, gone: []string{"nwy"}}},
		// 3.4.6(a): France's own fleet convoys the army on a possible
		// route (mar-lyo-wes-spa). The DATC asks that the fleet be
		// needed on the route, and the Gulf of Lyon alone suffices.
		{adjudicate.Rulebook, scenario{name: "6.G.19 rulebook", orders: unneededConvoy,
			ok: []string{"mar", "spa"}, moved: map[string]string{"mar": "spa", "spa": "mar"}}},
		{adjudicate.DATC, scenario{name: "6.G.19 datc", orders: unneededConvoy,
			fail: []string{"mar", "spa"}}},
	}
	for _, c := range cases {
		c.sc.run(t, c.rules)
	}
}

const unneededConvoy = `
	France: A mar-spa
	France: F wes C A mar-spa
	Italy: F lyo C A mar-spa
	Italy: A spa-mar`

const multiRouteParadox = `
	France: A tun-nap
	France: F tys C A tun-nap
	France: F ion C A tun-nap
	Italy: F nap S F rom-tys
	Italy: F rom-tys`

const adjacentParadox = `
	England: F nwy S F nth-ska
	England: F nth-ska
	Russia: A swe-nwy
	Russia: F ska C A swe-nwy
	Russia: F bar S A swe-nwy`
