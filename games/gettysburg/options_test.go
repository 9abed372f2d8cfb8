package gettysburg

import (
	"errors"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
)

func TestOptionsAreCheckedAtCreateAndKeptInTheSavedGame(t *testing.T) {
	_, err := Engine{}.New("sample", map[string]string{"retreat_range": "sometimes"}, nil)
	var refusal *games.Refusal
	if !errors.As(err, &refusal) || !strings.Contains(refusal.Message.EN, "strict, lenient") {
		t.Fatalf("a bad option value: %v, want a refusal naming the values", err)
	}
	if _, err := (Engine{}).New("sample", map[string]string{"fog": "on"}, nil); !errors.As(err, &refusal) {
		t.Fatalf("an unknown option: %v, want a refusal", err)
	}
	g, err := Engine{}.New("sample", map[string]string{"pass_moves": PassDie}, nil)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := g.Save()
	back, err := Engine{}.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	o := back.(*Game).State().Options
	if o.PassMoves != PassDie || o.ZOCBonus != BonusTwoOrThree || o.RetreatRange != RetreatRangeStrict {
		t.Errorf("options after a save and load: %+v; want pass_moves=die and the other defaults", o)
	}
	for _, opt := range (Engine{}).About().Options {
		if opt.Default != opt.Values[0] || opt.Summary.Hant == "" || opt.Summary.Hans == "" {
			t.Errorf("option %s: default %q first of %v, summary in three languages", opt.Key, opt.Default, opt.Values)
		}
	}
}

func TestM14PassMovesDieAloneOption(t *testing.T) {
	s, place := board(t, 1)
	s.Options.PassMoves = PassDie
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0305"), hx(t, "1510")
	place("HE", "0303", false)
	bu := place("BU", "1510", false)
	s.Stage = StageMove
	s.resetAlt()
	l := &log{dice: diceWith(t, 2)}
	s.Alt.Plans[Confederate] = s.ordered([]Item{{Kind: ItemPass, Unit: -1, Target: -1}})
	var moves []Item
	for _, h := range []string{"1509", "1508", "1509", "1508"} {
		moves = append(moves, Item{Kind: ItemMove, Unit: bu, Target: -1, Hexes: []Hex{hx(t, h)}})
	}
	s.Alt.Plans[Union] = s.ordered(moves)
	s.runAlternation(l)
	if n := countEvents(l, "Buford's cavalry moves"); n != 2 {
		t.Errorf("pass_moves=die and a roll of 2: the Union made %d moves, want 2", n)
	}
	if l.english()[1] != "#1 Union rolls 2" {
		t.Errorf("the pass roll has modifiers with pass_moves=die: %v", l.english())
	}
}

func TestA4cTwoOrThreeAttackersNotFourUnlessTwoOrMore(t *testing.T) {
	for _, tc := range []struct {
		option    string
		attackers []string
		bonus     bool
	}{
		{BonusTwoOrThree, []string{"0410"}, false},                         // the attacker alone
		{BonusTwoOrThree, []string{"0410", "0511"}, true},                  // two
		{BonusTwoOrThree, []string{"0410", "0511", "0512"}, true},          // three
		{BonusTwoOrThree, []string{"0410", "0511", "0512", "0412"}, false}, // four: the letter says two or three
		{BonusTwoOrMore, []string{"0410", "0511", "0512", "0412"}, true},
	} {
		s, place := board(t, 1)
		s.Options.ZOCBonus = tc.option
		def := place("BU", "0411", true)
		codes := []string{"HE", "PE", "RO", "EA"}
		for i, h := range tc.attackers {
			place(codes[i], h, true)
		}
		att, _ := s.sc.UnitIndex("HE")
		l := &log{dice: diceWith(t, 3, 3)}
		s.attack(att, def, false, plan.Book[bool]{}, l)
		got := strings.Contains(strings.Join(l.english(), "\n"), "attackers in the same ZOC")
		if got != tc.bonus {
			t.Errorf("zoc_bonus=%s with %d attacking-side units next to the defender: +1 is %v, want %v", tc.option, len(tc.attackers), got, tc.bonus)
		}
	}
}

func TestO2MarchUnitInEnemyZOIOption(t *testing.T) {
	for _, tc := range []struct {
		option string
		combat bool
	}{{ZOIMarchKeep, false}, {ZOIMarchCombat, true}} {
		g, err := Engine{}.New("sample", map[string]string{"zoi_march": tc.option}, nil)
		if err != nil {
			t.Fatal(err)
		}
		// Heth (march mode) at 1003 and Buford at 1304 are three hexes
		// apart; put Heth at 1103, two from Buford: in his ZOI, not ZOC.
		s := g.(*Game).s
		he, _ := s.sc.UnitIndex("HE")
		s.Units[he].Hex = hx(t, "1103")
		next, _ := advance(t, g, 1, map[games.Seat][]string{"Confederate": {"HQ 0803"}, "Union": {"HQ 1306"}})
		if got := next.(*Game).s.Units[he].Combat; got != tc.combat {
			t.Errorf("zoi_march=%s: Heth in Buford's ZOI after organisation has combat=%v, want %v", tc.option, got, tc.combat)
		}
	}
}

func TestRRetreatFromWinnerOrEveryEnemy(t *testing.T) {
	// Heth at 0411 loses to Buford at 0511; two more Union units stand
	// two hexes west, at 0208 and 0214. Away from the winner there are
	// paths; away from every enemy there are none.
	for _, tc := range []struct {
		option string
		onMap  bool
	}{{RetreatFromWinner, true}, {RetreatFromEnemies, false}} {
		s, place := board(t, 2)
		s.Options.RetreatFrom = tc.option
		he := place("HE", "0411", true)
		bu := place("BU", "0511", true)
		place("1C", "0208", true)
		place("11", "0214", true)
		s.combatResult(he, bu, 1, &log{})
		if got := s.Units[he].Where == OnMap; got != tc.onMap {
			t.Errorf("retreat_from=%s: Heth on the map after a loss by 1 is %v, want %v", tc.option, got, tc.onMap)
		}
	}
}

func TestRDRetreatOutsideCommandRange(t *testing.T) {
	// Heth at 0411 is ten hexes from Lee at 0103 (range 5) and loses to
	// Buford at 0511: every retreat hex is outside the range.
	for _, tc := range []struct {
		option string
		onMap  bool
	}{{RetreatRangeStrict, false}, {RetreatRangeLenient, true}} {
		s, place := board(t, 2)
		s.Options.RetreatRange = tc.option
		s.HQ[Confederate] = hx(t, "0103")
		he := place("HE", "0411", true)
		bu := place("BU", "0511", true)
		s.combatResult(he, bu, 2, &log{})
		if got := s.Units[he].Where == OnMap; got != tc.onMap {
			t.Errorf("retreat_range=%s: Heth on the map after a loss by 2 is %v, want %v", tc.option, got, tc.onMap)
		}
		if tc.onMap && Distance(s.Units[he].Hex, s.HQ[Confederate]) > 10 {
			t.Errorf("retreat_range=lenient: Heth ended farther from Lee than he began, at %s", s.Units[he].Hex)
		}
	}
}
