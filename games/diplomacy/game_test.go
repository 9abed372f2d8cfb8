package diplomacy

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// scriptedGame plays 1901 of a standard game in which Italy takes Trieste:
// Austria's fleet is dislodged and retreats to Albania, then Austria must
// remove a unit and Italy builds one. It returns every game state seen, in
// order, and every phase's resolution.
func scriptedGame(t *testing.T) ([]games.Game, []games.Resolution) {
	t.Helper()
	script := []map[string][]string{
		{ // S1901M
			"Italy":   {"A Ven - Tyr", "A Rom - Ven", "F Nap - Ion"},
			"France":  {"A Par - Bur"},
			"Austria": {"A Vie H", "A Bud H", "F Tri H"},
		},
		{"Italy": {"A Tyr - Tri", "A Ven S A Tyr - Tri"}},       // F1901M
		{"Austria": {"F Tri - Alb"}},                            // F1901R
		{"Italy": {"Build A Rom"}, "Austria": {"Remove F Alb"}}, // W1901A
		{"France": {"A Bur - Mun"}, "Germany": {"A Mun - Bur"}}, // S1902M: head to head, both bounce
		{}, // F1902M
	}
	g := newGame(t, "standard", nil)
	seen := []games.Game{g}
	var results []games.Resolution
	for _, orders := range script {
		var r games.Resolution
		g, r = play(t, g, orders)
		seen = append(seen, g)
		results = append(results, r)
	}
	return seen, results
}

func TestScriptedGameThroughTheInterface(t *testing.T) {
	seen, results := scriptedGame(t)
	var phases []string
	for _, g := range seen {
		phases = append(phases, g.Phase().ID)
	}
	want := []string{"S1901M", "F1901M", "F1901R", "W1901A", "S1902M", "F1902M", "S1903M"}
	if !reflect.DeepEqual(phases, want) {
		t.Fatalf("phases = %v, want %v", phases, want)
	}
	if k := seen[2].Phase().Class; k != "retreat" {
		t.Errorf("F1901R kind = %q", k)
	}
	if k := seen[3].Phase().Class; k != "adjustment" {
		t.Errorf("W1901A kind = %q", k)
	}

	// The retreat phase asks Austria alone, the adjustment phase Austria
	// (a removal) and Italy (a build).
	if got := requestSeats(seen[2]); !reflect.DeepEqual(got, []games.Seat{"Austria"}) {
		t.Errorf("F1901R requests %v", got)
	}
	reqs := seen[3].Requests()
	if len(reqs) != 2 || reqs[0].Seat != "Austria" || reqs[1].Seat != "Italy" {
		t.Fatalf("W1901A requests %+v", reqs)
	}
	if reqs[0].Public.Ask.EN != "remove 1 unit" || reqs[1].Public.Ask.EN != "build 1 (free home centres: Nap, Rom)" {
		t.Errorf("W1901A prompts %q, %q", reqs[0].Public.Ask.EN, reqs[1].Public.Ask.EN)
	}
	if reqs[1].Public.Default.EN != "unused builds are waived" || reqs[1].Public.Default.Hant == "" {
		t.Errorf("build default %+v", reqs[1].Public.Default)
	}

	contains(t, "F1901M report", report(t, results[1], i18n.English),
		"A Tyr - Tri", "F Tri H", "dislodged", "may retreat to Adr, Alb, or\n  disband")
	contains(t, "F1901R report", report(t, results[2], i18n.English), "F Tri - Alb", "Austria: F alb")
	contains(t, "W1901A report", report(t, results[3], i18n.English),
		"Build A Rom", "Remove F Alb", "Italy: A rom", "Italy: nap rom tri ven", "Austria: bud vie")
	contains(t, "W1901A report in Traditional Chinese", report(t, results[3], i18n.TraditionalChinese),
		"成軍 陸軍 羅馬", "復員 艦隊 阿爾巴尼亞")
	contains(t, "S1902M report", report(t, results[4], i18n.English), "A Bur - Mun", "A Mun - Bur", "bounced")

	got := unitLines(t, seen[6])
	for _, w := range []string{"Italy: A rom", "Italy: A tri", "Italy: A ven", "Italy: F ion", "Austria: A bud", "Austria: A vie", "France: A bur", "Germany: A mun"} {
		if !containsString(got, w) {
			t.Errorf("S1903M position lacks %q: %v", w, got)
		}
	}
	if len(got) != 22 {
		t.Errorf("S1903M has %d units, want 22: %v", len(got), got)
	}
	if containsString(got, "Austria: F alb") || containsString(got, "Austria: F tri") {
		t.Errorf("Austria's fleet survived its removal: %v", got)
	}
}

func requestSeats(g games.Game) []games.Seat {
	var out []games.Seat
	for _, r := range g.Requests() {
		out = append(out, r.Seat)
	}
	return out
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestSubmitEchoSummaryAndCompleteness(t *testing.T) {
	g := newGame(t, "standard", nil)
	res := g.Submit("France", lines("Par-Bur", "A Mar - Mun", "army marseilles to spain"), i18n.English)
	if len(res.Echo) != 3 {
		t.Fatalf("echo has %d lines", len(res.Echo))
	}
	if res.Echo[0].Understood != "A Par - Bur" || res.Echo[2].Understood != "A Mar - Spa" {
		t.Errorf("understood %q, %q", res.Echo[0].Understood, res.Echo[2].Understood)
	}
	if res.Echo[1].Problem == nil || res.Echo[1].Understood != "" || len(res.Problems) != 1 || res.Problems[0].Line != 2 {
		t.Errorf("A Mar - Mun not refused on line 2: %+v / %+v", res.Echo[1], res.Problems)
	}
	wantLines := []games.Line{{N: 1, Text: "A Par - Bur"}, {N: 3, Text: "A Mar - Spa"}}
	if !reflect.DeepEqual(res.Accepted.Lines, wantLines) || res.Accepted.Seat != "France" {
		t.Errorf("accepted %+v", res.Accepted)
	}
	if res.Complete {
		t.Error("complete with F Bre unordered")
	}
	if res.Summary != "A Par - Bur; A Mar - Spa; unordered: F Bre (holds)" {
		t.Errorf("summary %q", res.Summary)
	}
	res = g.Submit("France", lines("A Par - Bur", "A Mar - Spa", "F Bre - Mao"), i18n.English)
	if !res.Complete || len(res.Problems) != 0 {
		t.Errorf("three orders for three units: complete=%v problems=%v", res.Complete, res.Problems)
	}

	// A seat with nothing to do, or no seat at all, has every line refused.
	for _, seat := range []games.Seat{"Atlantis"} {
		res := g.Submit(seat, lines("A Par - Bur"), i18n.English)
		if len(res.Accepted.Lines) != 0 || len(res.Problems) != 1 {
			t.Errorf("%s: accepted %+v problems %+v", seat, res.Accepted, res.Problems)
		}
	}
	six := newGame(t, "six", nil)
	res = six.Submit("Italy", lines("A Ven H"), i18n.English)
	if len(res.Accepted.Lines) != 0 || len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "not played") {
		t.Errorf("six-player Italy: %+v", res)
	}
}

// One echo per line the player wrote: several orders on a line are
// understood together and each refused one is named; a wrapped order is
// understood on its first line and the second gets a note.
func TestSubmitSeveralOrdersOnALineAndAWrappedOrder(t *testing.T) {
	g := newGame(t, "standard", nil)
	res := g.Submit("France", lines("A Par - Bur; A Mar - Mun; F Bre - Xyz", "Army Marseilles", "moving to Spain"), i18n.English)
	if len(res.Echo) != 3 {
		t.Fatalf("echo has %d lines", len(res.Echo))
	}
	e := res.Echo[0]
	if e.Understood != "A Par - Bur" || e.Problem == nil || !strings.Contains(e.Problem.Message.EN, "“A Mar - Mun”: ") ||
		!strings.Contains(e.Problem.Message.EN, "; “F Bre - Xyz”: ") || !strings.Contains(e.Problem.Message.Hant, "「F Bre - Xyz」：") {
		t.Errorf("line 1: %+v", e)
	}
	if res.Echo[1].Understood != "A Mar - Spa" || res.Echo[2].Understood != "" || res.Echo[2].Problem != nil {
		t.Errorf("wrapped lines: %+v / %+v", res.Echo[1], res.Echo[2])
	}
	if len(res.Notes) != 1 || res.Notes[0].Line != 3 || !strings.Contains(res.Notes[0].Message.EN, "read with line 2") {
		t.Errorf("notes %+v", res.Notes)
	}
	if len(res.Problems) != 1 || res.Problems[0].Line != 1 {
		t.Errorf("problems %+v, want one for line 1", res.Problems)
	}
	want := []games.Line{{N: 1, Text: "A Par - Bur"}, {N: 2, Text: "A Mar - Spa"}}
	if !reflect.DeepEqual(res.Accepted.Lines, want) {
		t.Errorf("accepted %+v", res.Accepted.Lines)
	}
}

func TestChineseOrdersThroughSubmit(t *testing.T) {
	g := newGame(t, "standard", nil)
	res := g.Submit("France", lines("陸軍 巴黎 移動 布根第", "陆军马赛移动西班牙", "艦隊 布勒斯特 移動 中大西洋"), i18n.TraditionalChinese)
	if len(res.Problems) != 0 {
		t.Fatalf("problems: %+v", res.Problems)
	}
	want := []string{"A Par - Bur", "A Mar - Spa", "F Bre - Mao"}
	for i, w := range want {
		if res.Accepted.Lines[i].Text != w {
			t.Errorf("line %d understood as %q, want %q", i+1, res.Accepted.Lines[i].Text, w)
		}
	}
	if !res.Complete || !strings.Contains(res.Summary, "移動 布根第") {
		t.Errorf("complete=%v summary %q", res.Complete, res.Summary)
	}
	// A Chinese reader's list of orders is punctuated the Chinese way.
	if !strings.Contains(res.Summary, "布根第；陸軍") || strings.Contains(res.Summary, ";") {
		t.Errorf("the orders of the Chinese summary are not set apart by a full-width semicolon: %q", res.Summary)
	}
	r, err := g.Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"France": res.Accepted}},
		games.NewDice(seedFor(1), "S1901M"))
	if err != nil {
		t.Fatal(err)
	}
	got := unitLines(t, r.Next)
	for _, w := range []string{"France: A bur", "France: A spa", "France: F mao"} {
		if !containsString(got, w) {
			t.Errorf("after Chinese orders the position lacks %q", w)
		}
	}
	res = g.Submit("France", lines("陸軍 巴黎 移動 慕尼黑"), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || res.Problems[0].Message.Hans == "" {
		t.Errorf("illegal Chinese order: %+v", res.Problems)
	}
}

func TestSaveLoadRoundTripIsByteIdentical(t *testing.T) {
	seen, _ := scriptedGame(t)
	e := New()
	for _, g := range seen {
		b1, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		h, err := e.Load(b1)
		if err != nil {
			t.Fatalf("%s: Load: %v", g.Phase().ID, err)
		}
		b2, err := h.Save()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b1, b2) {
			t.Errorf("%s: round trip differs:\n%s\n%s", g.Phase().ID, b1, b2)
		}
		if g.View(games.Observer(), i18n.English) != h.View(games.Observer(), i18n.English) || !reflect.DeepEqual(g.Requests(), h.Requests()) {
			t.Errorf("%s: loaded game shows differently", g.Phase().ID)
		}
	}
}

func TestLoadRefusesDamage(t *testing.T) {
	g := newGame(t, "standard", nil)
	good, _ := g.Save()
	for name, bad := range map[string]string{
		"not json":        "{",
		"army at sea":     strings.Replace(string(good), `"type":"A","at":"bud"`, `"type":"A","at":"nth"`, 1),
		"two units":       strings.Replace(string(good), `"at":"bud"`, `"at":"vie"`, 1),
		"unknown variant": strings.Replace(string(good), `"standard"`, `"eight"`, 1),
		"bad phase":       strings.Replace(string(good), `"S1901M"`, `"X1901M"`, 1),
		"owner of sea":    strings.Replace(string(good), `"ank":`, `"bla":`, 1),
		"unknown power":   strings.Replace(string(good), `"Turkey"`, `"Ottoman"`, 1),
	} {
		if bad == string(good) {
			t.Fatalf("%s: replacement did nothing", name)
		}
		if _, err := New().Load([]byte(bad)); err == nil {
			t.Errorf("%s: loaded", name)
		}
	}
}

func TestResolveIsDeterministic(t *testing.T) {
	_, a := scriptedGame(t)
	_, b := scriptedGame(t)
	for i := range a {
		if !bytes.Equal(a[i].Result, b[i].Result) {
			t.Errorf("phase %d: results differ", i)
		}
		sa, _ := a[i].Next.Save()
		sb, _ := b[i].Next.Save()
		if !bytes.Equal(sa, sb) {
			t.Errorf("phase %d: next states differ", i)
		}
	}
}

func TestVariantsAndOptions(t *testing.T) {
	e := New()
	vs := e.About().Variants
	var names []string
	for _, v := range vs {
		names = append(names, v.Name)
	}
	if want := []string{"standard", "six", "five", "four", "three-a", "three-b", "two-1914"}; !reflect.DeepEqual(names, want) {
		t.Fatalf("variants %v", names)
	}
	if vs[0].Players != 7 || vs[3].Players != 4 {
		t.Errorf("players: standard %d, four %d", vs[0].Players, vs[3].Players)
	}
	if groups := newGame(t, "standard", nil).Groups(); len(groups) != 7 || groups[2][0] != "France" {
		t.Errorf("standard groups %v", groups)
	}
	if groups := newGame(t, "four", nil).Groups(); !reflect.DeepEqual(groups[0], []games.Seat{"Austria", "France"}) {
		t.Errorf("four-player groups %v", groups)
	}
	keys := map[string]string{}
	for _, o := range e.About().Options {
		keys[o.Key] = o.Default
	}
	if !reflect.DeepEqual(keys, map[string]string{"rules": "rulebook", "end": "victory", "endyear": "", "disorder": "owned", "text": "original"}) {
		t.Errorf("options %v", keys)
	}
	for _, bad := range []map[string]string{
		{"end": "timed"},
		{"end": "lot", "endyear": "soon"},
		{"end": "timed", "endyear": "1850"},
		{"endyear": "1910"},
		{"rules": "house"},
		{"end": "never"},
		{"colour": "blue"},
		{"text": "both"},
	} {
		if _, err := e.New("standard", bad, nil); err == nil {
			t.Errorf("New accepted %v", bad)
		}
	}
	if _, err := e.New("eight", nil, nil); err == nil {
		t.Error("New accepted variant eight")
	}
	if _, err := e.New("standard", map[string]string{"rules": "datc", "end": "timed", "endyear": "1910"}, nil); err != nil {
		t.Errorf("good options refused: %v", err)
	}
}
