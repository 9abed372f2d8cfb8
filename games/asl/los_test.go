package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// The rulebook's LOS example (3.2): from I2 a 4-6-7 sees F3 along a road
// through woods, sees J5 through an orchard (+1), and does not see J4
// behind the building in J3.
func TestExample3_2LineOfSight(t *testing.T) {
	s := fixture{
		rows: []string{
			//ABCDEFGHIJKL
			"............",
			".......w....", // 2: H2 woods (the road runs through it)
			"......w..b..", // 3: G3 woods, J3 wooden building
			".........o..", // 4: J4 orchard
			"............",
		},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		roads: [][]string{{"vI2", "vH2", "vG3", "vF3"}},
		units: []string{"G1 german 4-6-7 vI2", "R1 russian 4-4-7 vF3", "R2 russian 4-4-7 vJ5", "R3 russian 4-4-7 vJ4"},
	}.state(t)
	cases := []struct {
		to      string
		clear   bool
		drm     int
		blocked string
	}{
		{"vF3", true, 0, ""}, {"vJ5", true, 1, ""}, {"vJ4", false, 0, "vJ3"},
	}
	for _, c := range cases {
		v := s.sight(s.hex(t, "vI2"), s.hex(t, c.to))
		if v.Clear != c.clear || v.DRM != c.drm {
			t.Errorf("I2 to %s: clear %v DRM %d, want %v %d (%+v)", c.to, v.Clear, v.DRM, c.clear, c.drm, v)
		}
		if c.blocked != "" && (v.Blocked == nil || *v.Blocked != s.hex(t, c.blocked)) {
			t.Errorf("I2 to %s: blocked by %v, want %s", c.to, v.Blocked, c.blocked)
		}
	}
	// Off the road the same woods block: G3 to I2's neighbour along H2's
	// artwork.
	if v := s.sight(s.hex(t, "vI2"), s.hex(t, "vE3")); v.Clear {
		t.Errorf("I2 to E3 runs past the road through both woods and should be blocked: %+v", v)
	}
}

// LOS along a hexside (our reading of 3.2, and the hexside option): K5 to
// I5 runs exactly between J4 and J5; a building in J5 alone does not block
// it, unless the game is played with hexside=either; buildings on both
// sides do.
func TestLOSAlongAHexside(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "............", "............", "............", ".........s..", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vK5", "R1 russian 4-4-7 vI5"},
	}
	s := f.state(t)
	a, b := s.hex(t, "vK5"), s.hex(t, "vI5")
	if v := s.sight(a, b); !v.Clear {
		t.Fatalf("one building beside the hexside blocks: %+v", v)
	}
	s.Options.Hexside = "either"
	if v := s.sight(a, b); v.Clear {
		t.Fatal("with hexside=either one building beside the hexside should block")
	}
	f.rows[3] = ".........s.."
	s = f.state(t)
	if v := s.sight(a, b); v.Clear {
		t.Fatal("buildings on both sides of the hexside should block")
	}
	// A hindrance beside the hexside counts: the line enters the orchard.
	f.rows[3], f.rows[4] = ".........o..", "............"
	s = f.state(t)
	if v := s.sight(a, b); !v.Clear || v.DRM != 1 {
		t.Fatalf("an orchard beside the hexside: %+v, want clear +1", v)
	}
}

// Hindrances add up and six block (3.2); smoke counts +2 in the firer's
// and the target's own hexes too; grain hinders only from June to
// September (1.1.2).
func TestLOSHindrancesSmokeAndSeason(t *testing.T) {
	f := fixture{
		rows:  []string{"gggggggggggg"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vK1"},
	}
	s := f.state(t)
	a := s.hex(t, "vA1")
	if v := s.sight(a, s.hex(t, "vE1")); !v.Clear || v.DRM != 3 {
		t.Fatalf("three grain hexes between: %+v", v)
	}
	if v := s.sight(a, s.hex(t, "vH1")); v.Clear || v.DRM != 6 {
		t.Fatalf("six grain hexes between should block: %+v", v)
	}
	f.month = 11
	s = f.state(t)
	if v := s.sight(a, s.hex(t, "vH1")); !v.Clear || v.DRM != 0 {
		t.Fatalf("grain out of season is open ground: %+v", v)
	}
	s.Smoke = []Hex{a, s.hex(t, "vC1")}
	if v := s.sight(a, s.hex(t, "vE1")); !v.Clear || v.DRM != 4 {
		t.Fatalf("smoke in the firer's hex and one between: %+v, want +4", v)
	}
}

// The sample board's lines of sight, as a player would ask them.
func TestLOSOnTheSampleBoard(t *testing.T) {
	sc, err := LoadScenario("village")
	if err != nil {
		t.Fatal(err)
	}
	s := newState(sc)
	for _, c := range []struct {
		a, b    string
		clear   bool
		drm     int
		blocker string
		why     string
	}{
		{"vA6", "vH6", true, 0, "", "along the street, through the woods-road E6-F6"},
		{"vD5", "vJ4", false, 0, "vE5", "the woods in E5 hide the house from D5's woods"},
		{"vG4", "vJ4", true, 0, "", "open fields to the stone house"},
		{"vD8", "vK8", true, 2, "", "through the orchard I8-J8: +2"},
		{"vJ9", "vJ2", false, 1, "vJ5", "up the village: the houses block"},
		{"vB1", "vF1", true, 3, "", "across the grain: two hexsides followed and a hex, +3"},
		{"vC1", "vC10", false, 0, "vC7", "down column C: the woods in C7"},
	} {
		v := s.sight(s.hex(t, c.a), s.hex(t, c.b))
		if v.Clear != c.clear || (c.clear && v.DRM != c.drm) {
			t.Errorf("%s to %s (%s): clear %v DRM %d, want %v %d", c.a, c.b, c.why, v.Clear, v.DRM, c.clear, c.drm)
		}
		if c.blocker != "" && (v.Blocked == nil || sc.ID(*v.Blocked) != c.blocker) {
			t.Errorf("%s to %s: blocked by %v, want %s", c.a, c.b, v.Blocked, c.blocker)
		}
	}
}

// Issue 19: a clear line that passes within a small margin of an
// obstacle's artwork says so. The rulebook's I2-J5 passes 0.83 hexsides
// from the centre of the building in J3 (its artwork reaches 0.7): clear,
// grazing the building; I2-F3 along the road through the woods grazes
// nothing, nor does a line over open ground.
func TestLOSAnswerNamesTheObstacleItGrazes(t *testing.T) {
	s := fixture{
		rows: []string{
			"............",
			".......w....",
			"......w..b..",
			".........o..",
			"............",
		},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		roads: [][]string{{"vI2", "vH2", "vG3", "vF3"}},
		units: []string{"G1 german 4-6-7 vI2", "R1 russian 4-4-7 vF3", "R2 russian 4-4-7 vJ5"},
	}.state(t)
	v := s.sight(s.hex(t, "vI2"), s.hex(t, "vJ5"))
	if !v.Clear || len(v.Grazes) != 1 || v.Grazes[0] != s.hex(t, "vJ3") {
		t.Fatalf("I2 to J5 should be clear, grazing J3: %+v", v)
	}
	txt := s.sightText(s.hex(t, "vI2"), s.hex(t, "vJ5")).EN
	if !strings.Contains(txt, "grazing the wooden building in vJ3") {
		t.Errorf("the answer does not say it grazes J3: %s", txt)
	}
	for _, to := range []string{"vF3", "vA5"} {
		if v := s.sight(s.hex(t, "vI2"), s.hex(t, to)); len(v.Grazes) != 0 {
			t.Errorf("I2 to %s grazes %v", to, v.Grazes)
		}
	}
}

// Issue 19: LOS checks are a game option. By default (los_checks=fire, as
// the rulebook's 3.2) the LOS command is refused, with what is accepted;
// with los_checks=free either side may ask any time.
func TestLOSChecksOption(t *testing.T) {
	strict, err := Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	res := strict.Submit("Russian", []games.Line{{N: 1, Text: "LOS vD5 vJ4"}}, i18n.English)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "los_checks=free") {
		t.Fatalf("LOS under the rulebook's default: %+v", res.Problems)
	}
	free, err := Engine{}.New("village", map[string]string{"los_checks": "free"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res = free.Submit("Russian", []games.Line{{N: 1, Text: "LOS vD5 vJ4"}}, i18n.English)
	if len(res.Problems) != 0 || !strings.Contains(res.Echo[0].Understood, "LOS vD5 to vJ4") {
		t.Fatalf("LOS with los_checks=free: %+v %+v", res.Problems, res.Echo)
	}
}
