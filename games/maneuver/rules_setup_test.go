package maneuver

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// setupGame drives a new game through its set-up by answers, one
// resolution per step, returning the game and the events of each step.
type setupRun struct {
	t    *testing.T
	g    games.Game
	seq  int
	seed [games.SeedSize]byte
	log  string
	// events are the last step's, to render in any language.
	events []games.Event
}

func newSetup(t *testing.T, variant string, opts map[string]string) *setupRun {
	g, err := Engine{}.New(variant, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &setupRun{t: t, g: g, seed: [games.SeedSize]byte{3}}
}

func (r *setupRun) state() *State { return r.g.(*Game).s }

// step resolves with the given lines per seat (nil: no answer).
func (r *setupRun) step(subs map[Seat][]string) *setupRun {
	r.t.Helper()
	in := map[games.Seat]games.Submission{}
	for seat, lines := range subs {
		res := r.g.Submit(seat.Seat(), numbered(lines), i18n.English)
		if len(res.Problems) > 0 {
			r.t.Fatalf("%s %q: %s", seat, lines, res.Problems[0].Render(i18n.English))
		}
		in[seat.Seat()] = res.Accepted
	}
	r.seq++
	res, err := r.g.Resolve(games.ResolveInput{Submissions: in}, games.NewDice(r.seed, fmt.Sprintf("%d:%s", r.seq, r.g.Phase().ID)))
	if err != nil {
		r.t.Fatal(err)
	}
	var out record.Phase[State]
	mustJSON(r.t, res.Result, &out)
	r.events = out.Events
	r.log = strings.Join(strings.Fields(strings.Join(games.Render(out.Events, games.MasterView(), i18n.English), " ")), " ")
	r.g = res.Next
	return r
}

func (r *setupRun) asks(seats ...Seat) *setupRun {
	r.t.Helper()
	var got []string
	for _, q := range r.g.Requests() {
		got = append(got, string(q.Seat))
	}
	var want []string
	for _, s := range seats {
		want = append(want, s.String())
	}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		r.t.Fatalf("%s asks %v, want %v\n%s", r.g.Phase().ID, got, want, r.log)
	}
	return r
}

func (r *setupRun) has(phrases ...string) *setupRun {
	r.t.Helper()
	for _, p := range phrases {
		if !strings.Contains(r.log, p) {
			r.t.Fatalf("events lack %q:\n%s", p, r.log)
		}
	}
	return r
}

// Rule 3: the roll, then tiles (first player), two nations (second),
// the choice of one (first), the edge (second), hands, and deployment,
// first player first; then turn 1 for the first player.
func TestR3SetUpInTheRulebooksOrder(t *testing.T) {
	r := newSetup(t, "standard", nil).asks()
	if r.g.Phase().ID != "S1" || r.g.Phase().Class != ClassSetup {
		t.Fatalf("first phase %+v", r.g.Phase())
	}
	r.step(nil).has("Blue rolls #", "Red rolls #", "is the first player and takes the marker")
	first := r.state().First
	second := first.Other()
	r.asks(first)
	if res := r.g.Submit(second.Seat(), numbered([]string{"TILES 1 2 3 4"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("the second player laid the tiles")
	}
	if res := r.g.Submit(first.Seat(), numbered([]string{"TILES 1 2 3 3"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("a tile used twice was accepted")
	}
	r.step(map[Seat][]string{first: {"TILES 4 1 8/90 2"}}).has("lays the tiles 4 1 8/90 2").asks(second)
	r.step(map[Seat][]string{second: {"NATIONS FRANCE BRITAIN"}}).has("offers France and Britain").asks(first)
	if res := r.g.Submit(first.Seat(), numbered([]string{"NATION PRUSSIA"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("a nation not offered was accepted")
	}
	r.step(map[Seat][]string{first: {"NATION BRITAIN"}}).has(fmt.Sprintf("%s takes Britain; %s plays France", first, second)).asks(second)
	r.step(map[Seat][]string{second: {"EDGE WEST"}}).has("takes the west edge", "has the east edge").asks(first)
	s := r.state()
	if s.Sides[second].Edge != West || s.Sides[first].Edge != East || len(s.Sides[first].Hand) != 5 || len(s.Sides[second].Deck) != 55 {
		t.Fatalf("edges %v %v, hands %d, deck %d", s.Sides[first].Edge, s.Sides[second].Edge, len(s.Sides[first].Hand), len(s.Sides[second].Deck))
	}
	// Deployment: within two columns of the east edge, one a square.
	if res := r.g.Submit(first.Seat(), numbered([]string{"DEPLOY FGD E4"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("a unit deployed three columns from the edge")
	}
	if res := r.g.Submit(first.Seat(), numbered([]string{"DEPLOY FGD H4 HLD H4"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("two units in one square")
	}
	r.step(map[Seat][]string{first: {"DEPLOY FGD H4 HLD G4"}}).has("deploys: FGD H4,", "HLD G4", "6 units not placed by the deployment sent").asks(second)
	// Nothing sent: the report does not speak of squares found invalid.
	r.step(nil).has("deploys: CUI", "No deployment was sent: the units stand on the first free squares of the zone, in roster order.").
		has("The set-up is over. Turn 1").asks(first)
	if strings.Contains(r.log, "without a valid square") {
		t.Errorf("a deployment never sent is said to have had invalid squares:\n%s", r.log)
	}
	if ph := r.g.Phase(); ph.ID != "T1"+first.Code() || ph.Class != plan.ClassTurn {
		t.Errorf("first turn %+v", ph)
	}
	for _, u := range r.state().Sides[second].Units {
		if West.Depth(u.Sq) > 1 {
			t.Errorf("a default deployment at %s is outside the zone", u.Sq)
		}
	}
}

// Rule 3: both roll 1d10 again on a tie.
func TestR3RollAgainOnATie(t *testing.T) {
	for k := 0; k < 200; k++ {
		seed := [games.SeedSize]byte{byte(k), 9}
		d := games.NewDice(seed, "1:S1")
		if d.Roll(10, "") != d.Roll(10, "") {
			continue
		}
		r := newSetup(t, "standard", nil)
		r.seed = seed
		r.step(nil).has("A tie: both roll again.")
		if n := len(r.state().Rolls); n < 2 {
			t.Errorf("%d pairs of rolls after a tie", n)
		}
		return
	}
	t.Fatal("no seed with a tie in 200")
}

// A choice may be sent before its step: the step then asks no one. The
// beginner variant offers Britain and France; options fix the tiles.
func TestR3EarlyChoicesAndPresets(t *testing.T) {
	r := newSetup(t, "standard", nil).step(nil)
	first := r.state().First
	r.step(map[Seat][]string{first: {"TILES 1 2 3 4", "國家 法國"}}).asks(first.Other())
	r.step(map[Seat][]string{first.Other(): {"国家 英国 法兰西", "EDGE NORTH"}}).
		has("offers Britain and France", first.String()+" takes France", "takes the north edge").asks(first)
	if r.state().Stage != StageDeploy {
		t.Fatalf("stage %s", r.state().Stage)
	}
	// The player who chooses the edge may deploy in the same mail; the
	// deployment is checked against that edge and used at its turn.
	r = newSetup(t, "beginner", map[string]string{"tiles": "1,2,3,4"})
	r.step(nil).has("The game's creator lays the tiles 1 2 3 4", "The game's creator sets the two nations: Britain and France.")
	if strings.Contains(r.log, " offers ") {
		t.Errorf("a player is said to offer the nations the game's creator set:\n%s", r.log)
	}
	first = r.state().First
	second := first.Other()
	if res := r.g.Submit(first.Seat(), numbered([]string{"EDGE NORTH"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("the first player chose the edge")
	}
	if res := r.g.Submit(second.Seat(), numbered([]string{"DEPLOY FGD A8"}), i18n.English); len(res.Problems) != 1 {
		t.Errorf("a deployment before the nation and edge are known: %v", res.Problems)
	}
	r.step(map[Seat][]string{first: {"NATION FRANCE"}}).asks(second)
	if res := r.g.Submit(second.Seat(), numbered([]string{"EDGE NORTH", "DEPLOY FGD A1"}), i18n.English); len(res.Problems) != 1 {
		t.Errorf("a deployment away from the edge chosen in the same mail: %v", res.Problems)
	}
	r.step(map[Seat][]string{second: {"EDGE NORTH", "DEPLOY FGD A8 KOR B8"}}).asks(first)
	r.step(nil)
	// Britain's roster begins FGD, KOR.
	if us := r.state().Sides[second].Units; us[0].Sq.String() != "A8" || us[1].Sq.String() != "B8" {
		t.Errorf("FGD at %s, KOR at %s: not where the mail with the edge said", us[0].Sq, us[1].Sq)
	}
	if _, err := (Engine{}).New("standard", map[string]string{"tiles": "1,2,3"}, nil); err == nil {
		t.Errorf("three tiles accepted")
	}
	if _, err := (Engine{}).New("standard", map[string]string{"nations": "france,france"}, nil); err == nil {
		t.Errorf("one nation twice accepted")
	}
}

// Rule 3 step 5, the tournament option: each player picks five cards,
// then shuffles the rest into the deck.
func TestR3_5ChosenStartingHands(t *testing.T) {
	r := newSetup(t, "beginner", map[string]string{"tiles": "1,2,3,4", "hand": "choose"})
	r.step(nil)
	first := r.state().First
	r.step(map[Seat][]string{first: {"NATION FRANCE"}}).step(map[Seat][]string{first.Other(): {"EDGE SOUTH"}}).asks(Blue, Red)
	if res := r.g.Submit(first.Seat(), numbered([]string{"HAND F01 F02 F03 F04 F04"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("a card named twice was accepted")
	}
	if res := r.g.Submit(first.Seat(), numbered([]string{"HAND B01 B02 B03 B04 B05"}), i18n.English); len(res.Problems) == 0 {
		t.Errorf("the other nation's cards were accepted")
	}
	for _, hand := range []string{"HAND F01 F02", "HAND F01 F02 F03 F04 F05 F06"} {
		res := r.g.Submit(first.Seat(), numbered([]string{hand}), i18n.English)
		if len(res.Problems) != 1 || !strings.HasPrefix(res.Problems[0].Message.EN, "HAND names 5 cards of your nation, and this line names") {
			t.Errorf("%s: %+v", hand, res.Problems)
		}
	}
	r.step(map[Seat][]string{first: {"HAND F41 F42 F43 F44 F45"}}).has(first.String()+" chooses a starting hand: F41", first.Other().String()+" chose no hand: five cards are drawn")
	s := r.state()
	if !equal(s.Sides[first].Hand, []string{"F41", "F42", "F43", "F44", "F45"}) || len(s.Sides[first].Deck) != 55 || contains(s.Sides[first].Deck, "F41") {
		t.Errorf("hand %v deck %d", s.Sides[first].Hand, len(s.Sides[first].Deck))
	}
	view := r.g.View(games.SeatView(first.Other().Seat()), i18n.English)
	if strings.Contains(view, "F41") {
		t.Errorf("the other player sees the chosen hand")
	}
}

// Without answers the set-up goes on by its documented defaults.
func TestR3DefaultsWithoutAnswers(t *testing.T) {
	r := newSetup(t, "standard", nil)
	for k := 0; k < 8 && r.state().Stage != StageTurn; k++ {
		r.step(nil)
	}
	s := r.state()
	if s.Stage != StageTurn || s.Tiles[0].Tile == 0 || s.Sides[s.First.Other()].Edge != South || s.Sides[s.First].Nation != "britain" {
		t.Fatalf("defaults: stage %s tiles %v edge %v nation %s", s.Stage, s.Tiles, s.Sides[s.First.Other()].Edge, s.Sides[s.First].Nation)
	}
}

// A layout leaving an edge with fewer than eight squares for units is
// refused.
func TestR3_1LayoutNeedsRoomToDeploy(t *testing.T) {
	d, _ := Shipped()
	tiles, _, err := ParseTiles([]byte("game = \"maneuver\"\nkind = \"tiles\"\n"+
		"[[tile]]\nid = 1\nrows = [\"====\", \"====\", \"....\", \"....\"]\n"+
		"[[tile]]\nid = 2\nrows = [\"....\", \"....\", \"....\", \"....\"]\n"+
		"[[tile]]\nid = 3\nrows = [\"....\", \"....\", \"....\", \"....\"]\n"+
		"[[tile]]\nid = 4\nrows = [\"====\", \"====\", \"....\", \"....\"]\n"), d.Chart)
	if err != nil {
		t.Fatal(err)
	}
	s := &State{data: &Data{Chart: d.Chart, Tiles: tiles, Nations: d.Nations}}
	if why := s.layoutProblem([4]Placement{{Tile: 1}, {Tile: 4}, {Tile: 2}, {Tile: 3}}); why == nil || !strings.Contains(why.Msg.EN, "north edge") {
		t.Errorf("a lake-bound north edge: %v", why)
	}
	if why := s.layoutProblem([4]Placement{{Tile: 1}, {Tile: 2}, {Tile: 3}, {Tile: 4, Turn: 180}}); why != nil {
		t.Errorf("a playable layout refused: %v", why.Msg.EN)
	}
}

// CREATE picks the armies: the transcribed nations by default, our own
// invented France and Britain with armies=ours (and only those then).
func TestArmiesAtCreate(t *testing.T) {
	for _, c := range []struct {
		armies, nations string
		unit            string // a unit code of the French army chosen
		ok              bool
	}{
		{"", "france,britain", "GCV", true},
		{"transcribed", "austria,usa", "", true},
		{"ours", "france,britain", "HUS", true},
		{"ours", "austria,prussia", "", false},
	} {
		opts := map[string]string{"nations": c.nations}
		if c.armies != "" {
			opts["armies"] = c.armies
		}
		g, err := Engine{}.New("standard", opts, nil)
		if (err == nil) != c.ok {
			t.Errorf("armies=%q nations=%s: error %v", c.armies, c.nations, err)
			continue
		}
		if err != nil || c.unit == "" {
			continue
		}
		fr, ok := g.(*Game).s.data.Nation("france")
		if _, has := fr.UnitIndex(c.unit); !ok || !has {
			t.Errorf("armies=%q: France has no %s", c.armies, c.unit)
		}
	}
}

// Before the first deal a player's position has no empty hand line; once
// the hands are dealt it lists them.
func TestNoEmptyHandBeforeTheDeal(t *testing.T) {
	r := newSetup(t, "standard", nil)
	r.step(nil)
	first := r.state().First
	second := first.Other()
	r.step(map[Seat][]string{first: {"TILES 4 1 8/90 2"}})
	r.step(map[Seat][]string{second: {"NATIONS FRANCE BRITAIN"}})
	r.step(map[Seat][]string{first: {"NATION BRITAIN"}})
	view := r.g.View(games.SeatView(second.Seat()), i18n.English)
	if strings.Contains(view, "hand (0)") || strings.Contains(view, "'s hand") {
		t.Errorf("the position before the deal shows a hand line:\n%s", view)
	}
	r.step(map[Seat][]string{second: {"EDGE WEST"}})
	view = r.g.View(games.SeatView(second.Seat()), i18n.English)
	if want := second.String() + "'s hand (5):"; !strings.Contains(view, want) {
		t.Errorf("the dealt hand lacks %q:\n%s", want, view)
	}
}

// When CREATE fixed the tiles, the position before the roll names the
// four laid instead of offering all to choose from.
func TestFixedTilesAreNotOfferedToChoose(t *testing.T) {
	r := newSetup(t, "standard", map[string]string{"tiles": "1,2,3,4"})
	view := r.g.View(games.SeatView(Blue.Seat()), i18n.English)
	if strings.Contains(view, "to choose from") || !strings.Contains(view, "The tiles fixed for this game: 1 2 3 4") {
		t.Errorf("the start position with fixed tiles:\n%s", view)
	}
	if view := r.g.View(games.SeatView(Blue.Seat()), i18n.SimplifiedChinese); !strings.Contains(view, "本局固定的地图块：1 2 3 4") {
		t.Errorf("the Simplified start position with fixed tiles:\n%s", view)
	}
	view = newSetup(t, "standard", nil).g.View(games.SeatView(Blue.Seat()), i18n.English)
	if !strings.Contains(view, "Tiles to choose from") {
		t.Errorf("the start position without fixed tiles offers none:\n%s", view)
	}
}
