package example

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

func TestR1TwoSeatsWithCodes(t *testing.T) {
	g, err := Engine{}.New("standard", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s := g.Seats(); len(s) != 2 || s[0].Seat != "East" || s[0].Code != "E" || s[1].Seat != "West" || s[1].Code != "W" {
		t.Fatalf("seats %v, want East (E) and West (W)", s)
	}
	if fmt.Sprint(g.Groups()) != "[[East] [West]]" {
		t.Fatalf("groups %v, want one player a seat", g.Groups())
	}
	for word, want := range map[string]Side{"east": East, "E": East, "東家": East, "西家": West, "w": West} {
		if i, ok := parseSide(word); !ok || i != want {
			t.Errorf("seat %q = %d %v, want %d", word, i, ok, want)
		}
	}
	if _, ok := parseSide("M"); ok {
		t.Error("M is the master's code, not a seat")
	}
}

func TestR2SecretsAreChosenOrRolledForTheirSeatOnly(t *testing.T) {
	g, _ := Engine{}.New("standard", map[string]string{"max": "1000"}, nil)
	if reqs := g.Requests(); len(reqs) != 2 || !reqs[0].Private.Ask.Empty() {
		t.Fatalf("the secrets phase asks %+v, want both seats with a public prompt only", reqs)
	}
	next, res := step(t, g, map[games.Seat][]string{"East": {"SECRET 288"}})
	rolled := next.s.Hands[West].Secret
	if next.s.Hands[East].Secret != 288 || rolled < 1 || rolled > 1000 {
		t.Fatalf("secrets %d and %d, want 288 and a roll in 1..1000", next.s.Hands[East].Secret, rolled)
	}
	if len(res.Draws) != 2 || res.Draws[0].Purpose != "secret of West" || res.Draws[0].Value != rolled {
		t.Fatalf("draws %+v, want West's secret then the first guesser", res.Draws)
	}
	secretOfWest := fmt.Sprintf("chose %d for it", rolled)
	mustContain(t, "West's report", report(t, res, west), secretOfWest)
	mustContain(t, "the master's report", report(t, res, games.MasterView()), secretOfWest, "chose the secret 288")
	mustLack(t, "East's report", report(t, res, east), secretOfWest, fmt.Sprint(rolled))
	mustContain(t, "East's report", report(t, res, east), "chose the secret 288", "West sent no secret: roll #1 chose one for it.")
	mustLack(t, "an observer's report", report(t, res, games.Observer()), "288", fmt.Sprint(rolled))
	mustLack(t, "East's view", next.View(east, i18n.English), fmt.Sprint(rolled))
	mustContain(t, "West's view", next.View(west, i18n.English), fmt.Sprintf("secret %d", rolled))
}

func TestR2SecretOutOfRangeIsRefused(t *testing.T) {
	g, _ := Engine{}.New("standard", nil, nil)
	for _, line := range []string{"SECRET 0", "SECRET 101", "GUESS 5", "HIGHER"} {
		res := g.Submit("East", lines(line), i18n.English)
		if len(res.Problems) != 1 || res.Problems[0].Line != 2 || res.Complete {
			t.Errorf("%q: problems %+v complete %v, want one on line 2", line, res.Problems, res.Complete)
		}
	}
	if res := g.Submit("East", lines("SECRET 100"), i18n.English); len(res.Problems) > 0 || !res.Complete {
		t.Errorf("SECRET 100 of 100: %+v", res)
	}
}

func TestR3ADieOfTwoPicksTheFirstGuesser(t *testing.T) {
	firsts := map[Side]bool{}
	for b := range byte(16) {
		g, _ := Engine{}.New("standard", nil, nil)
		res, err := g.Resolve(games.ResolveInput{}, games.NewDice([games.SeedSize]byte{b}, "secrets"))
		if err != nil {
			t.Fatal(err)
		}
		d := res.Draws[len(res.Draws)-1]
		next := res.Next.(*Game)
		if d.Sides != 2 || int(next.s.Turn) != d.Value-1 || next.s.Stage != StageGuess {
			t.Fatalf("roll %+v gave turn %d, stage %s", d, next.s.Turn, next.s.Stage)
		}
		mustContain(t, "an observer's report", report(t, res, games.Observer()), fmt.Sprintf("Roll #3: %d on a die of two: %s guesses first.", d.Value, Side(d.Value-1)))
		firsts[next.s.Turn] = true
	}
	if len(firsts) != 2 {
		t.Errorf("16 seeds always gave %v the first guess", firsts)
	}
}

func TestR4GuessIsPublicAndNoGuessLosesTheTurn(t *testing.T) {
	g := duel(30, 60)
	if reqs := g.Requests(); len(reqs) != 1 || reqs[0].Seat != "East" {
		t.Fatalf("guess 1 asks %+v, want East alone", reqs)
	}
	if res := g.Submit("West", lines("GUESS 10"), i18n.English); len(res.Problems) == 0 {
		t.Error("West guessed out of turn")
	}
	next, res := step(t, g, nil)
	mustContain(t, "the report", report(t, res, games.Observer()), "Guess 1: East makes no guess; the turn is lost.")
	if next.s.Turn != West || next.s.Stage != StageGuess || len(next.s.Log) != 1 {
		t.Fatalf("after no guess: %+v", next.s)
	}
	_, res = step(t, next, map[games.Seat][]string{"West": {"GUESS 50"}})
	mustContain(t, "East's report", report(t, res, east), "Guess 2: West guesses 50.")
}

func TestR5AHitWins(t *testing.T) {
	next, res := step(t, duel(30, 60), map[games.Seat][]string{"East": {"GUESS 60"}})
	end := next.Over()
	if end == nil || fmt.Sprint(end.Winners) != "[East]" || next.Requests() != nil {
		t.Fatalf("after a hit: ending %+v, requests %v", end, next.Requests())
	}
	mustContain(t, "the report", report(t, res, games.EndView()), "60 is West's secret: East wins.")
	if _, err := next.Resolve(games.ResolveInput{}, games.NewDice(seed, "x")); !errors.Is(err, games.ErrOver) {
		t.Errorf("resolving an ended game: %v", err)
	}
}

func TestR6TheAnswererAloneIsAskedWithAPrivatePrompt(t *testing.T) {
	asked, res := step(t, duel(30, 60), map[games.Seat][]string{"East": {"GUESS 50"}})
	mustContain(t, "the report", report(t, res, games.Observer()), "West is asked to answer.")
	reqs := asked.Requests()
	if len(reqs) != 1 || reqs[0].Seat != "West" || asked.Phase().Class != plan.ClassStop {
		t.Fatalf("requests %+v in class %s, want West alone in a stop", reqs, asked.Phase().Class)
	}
	private := "your secret is 60: HIGHER or LOWER than East's 50?"
	for v, sees := range map[string]bool{"West": true, "master": true, "East": false, "observer": false} {
		viewer := map[string]games.Viewer{"West": west, "master": games.MasterView(), "East": east, "observer": games.Observer()}[v]
		p := reqs[0].For(viewer)
		if got := strings.Contains(p.Ask.EN, private) && strings.Contains(p.Default.EN, "HIGHER, the truth"); got != sees {
			t.Errorf("%s reads the prompt %q / %q", v, p.Ask.EN, p.Default.EN)
		}
		mustLack(t, v+"'s public prompt", reqs[0].Public.Ask.EN+reqs[0].Public.Default.EN, "60", "HIGHER,")
	}
	// No answer by the deadline: the truth.
	next, res := step(t, asked, nil)
	if x := next.s.Log[0]; x.Answer != Higher || x.Bluff {
		t.Fatalf("default answer %+v, want the truth", x)
	}
	mustContain(t, "East's report", report(t, res, east), "West answers HIGHER.")
	mustContain(t, "West's report", report(t, res, west), "West answers HIGHER (no answer sent: the truth, by default).")
}

func TestR6BluffsAreLimitedAndSecretUntilTheEnd(t *testing.T) {
	asked, _ := step(t, duel(30, 60), map[games.Seat][]string{"East": {"GUESS 50"}})
	next, res := step(t, asked, map[games.Seat][]string{"West": {"LOWER"}})
	if x := next.s.Log[0]; x.Answer != Lower || !x.Bluff || next.s.Hands[West].Bluffs != 1 {
		t.Fatalf("after a bluff: %+v, bluffs %d", x, next.s.Hands[West].Bluffs)
	}
	mustContain(t, "West's report", report(t, res, west), "West answers LOWER: a bluff, 1 of 1.")
	mustContain(t, "the master's report", report(t, res, games.MasterView()), "a bluff")
	mustLack(t, "East's report", report(t, res, east), "bluff")
	mustLack(t, "East's view", next.View(east, i18n.English), "(a bluff)", "secret 60")
	mustContain(t, "East's view", next.View(east, i18n.English), "West: secret hidden.")
	mustContain(t, "the final view", next.View(games.EndView(), i18n.English), "West answers LOWER (a bluff)")

	// West's second bluff is refused; the truth is accepted.
	next, _ = step(t, next, map[games.Seat][]string{"West": {"GUESS 10"}})
	next, _ = step(t, next, map[games.Seat][]string{"East": {"HIGHER"}})
	asked, _ = step(t, next, map[games.Seat][]string{"East": {"GUESS 70"}})
	if res := asked.Submit("West", lines("HIGHER"), i18n.English); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "none left") {
		t.Fatalf("second bluff: %+v", res.Problems)
	}
	if res := asked.Submit("West", lines("LOWER"), i18n.English); len(res.Problems) != 0 || !res.Complete {
		t.Fatalf("the truth after the last bluff: %+v", res.Problems)
	}
}

func TestR7StandingAnswersAnswerWithoutAsking(t *testing.T) {
	g := duel(30, 60)
	g.s.Turn = West
	g.s.Hands[East].Book.Set(plan.Entry[Answer]{Kind: answerKind, Subject: plan.Any, Answer: Truth, Text: "ANSWER TRUTHFULLY"})
	// West, guessing, leaves answers for East's guesses: two planned bluffs.
	next, _ := step(t, g, map[games.Seat][]string{"West": {"GUESS 10", "ANSWER TRUTHFULLY", "ANSWER 50 LOWER", "ANSWER 70 HIGHER"}})
	if next.s.Stage != StageGuess || next.s.Log[0].Answer != Higher {
		t.Fatalf("East's standing TRUTHFULLY did not answer: %+v", next.s)
	}

	// 50: the answer for the exact guess, a bluff, comes before TRUTHFULLY.
	next, res := step(t, next, map[games.Seat][]string{"East": {"GUESS 50"}})
	if x := next.s.Log[1]; next.s.Stage != StageGuess || x.Answer != Lower || !x.Bluff {
		t.Fatalf("guess 50 got %+v in stage %s, want LOWER (a bluff) without asking", x, next.s.Stage)
	}
	mustContain(t, "West's report", report(t, res, west), "West answers LOWER (standing answer ANSWER 50 LOWER): a bluff, 1 of 1.")
	mustLack(t, "East's report", report(t, res, east), "standing", "bluff")

	// 70: another planned bluff, but none is left: TRUTHFULLY answers, and
	// West alone is told why.
	next, _ = step(t, next, map[games.Seat][]string{"West": {"GUESS 20"}})
	next, res = step(t, next, map[games.Seat][]string{"East": {"GUESS 70"}})
	if x := next.s.Log[3]; x.Answer != Lower || x.Bluff {
		t.Fatalf("guess 70 got %+v, want the truth", x)
	}
	mustContain(t, "West's report", report(t, res, west), "ANSWER 70 HIGHER would be a bluff", "(standing answer ANSWER TRUTHFULLY)")
	mustLack(t, "East's report", report(t, res, east), "ANSWER")

	// ANSWER ASK forgets them all: the next guess asks West.
	next, _ = step(t, next, map[games.Seat][]string{"West": {"GUESS 25", "ANSWER ASK"}})
	if len(next.s.Hands[West].Book.Entries) != 0 {
		t.Fatalf("ANSWER ASK left %v", next.s.Hands[West].Book.Texts())
	}
	next, _ = step(t, next, map[games.Seat][]string{"East": {"GUESS 40"}})
	if next.s.Stage != StageAnswer {
		t.Fatalf("with no standing answer the stage is %s, want West asked", next.s.Stage)
	}
}

func TestR8DrawAfterTenGuessesEachThenEverythingIsShown(t *testing.T) {
	d := duel(30, 60)
	for i := range d.s.Hands {
		d.s.Hands[i].Book.Set(plan.Entry[Answer]{Kind: answerKind, Subject: plan.Any, Answer: Truth, Text: "ANSWER TRUTHFULLY"})
	}
	var g games.Game = d
	var res games.Resolution
	for n := range 2 * Rounds {
		seat := g.Requests()[0].Seat
		g, res = step(t, g, map[games.Seat][]string{seat: {fmt.Sprintf("GUESS %d", 80+n)}})
	}
	end := g.Over()
	if end == nil || len(end.Winners) != 0 || fmt.Sprint(end.Draw) != "[East West]" {
		t.Fatalf("after %d guesses: %+v", 2*Rounds, end)
	}
	final := report(t, res, games.EndView())
	mustContain(t, "the last report", final, "the game is drawn", "The secrets were: East 30, West 60. Bluffs: East 0, West 0.")
	mustContain(t, "the final view", g.View(games.EndView(), i18n.English), "East: secret 30", "West: secret 60")
}

func TestOptionsThatDoNotFitAreRefused(t *testing.T) {
	for _, opts := range []map[string]string{{"max": "abc"}, {"max": "1"}, {"max": "1001"}, {"bluffs": "3"}} {
		_, err := Engine{}.New("standard", opts, nil)
		var r *games.Refusal
		if !errors.As(err, &r) || r.Message.Hant == "" || r.Message.Hans == "" {
			t.Errorf("%v: %v, want a refusal in every language", opts, err)
		}
	}
	if _, err := (Engine{}).New("grand", nil, nil); err == nil {
		t.Error("an unknown variant was accepted")
	}
	g, err := Engine{}.New("standard", map[string]string{"max": "20", "bluffs": "0"}, nil)
	if err != nil || g.(*Game).s.Max != 20 || g.(*Game).s.Allowance != 0 {
		t.Fatalf("max=20 bluffs=0: %v %+v", err, g)
	}
}

func TestMasterEditsChangeOnlyPublicFacts(t *testing.T) {
	g := duel(30, 60)
	next, res := g.Edit([]games.Line{{N: 1, Text: "turn w"}, {N: 2, Text: "bluffs 2"}}, i18n.English)
	if len(res.Problems) > 0 || fmt.Sprint(res.Accepted.Lines) != "[{1 TURN West} {2 BLUFFS 2}]" {
		t.Fatalf("edit: %+v", res)
	}
	if s := next.(*Game).s; s.Turn != West || s.Allowance != 2 || g.s.Turn != East || g.s.Allowance != 1 {
		t.Fatalf("edited %+v from %+v: the receiver must not change", s, g.s)
	}
	for _, bad := range []string{"SECRET East 5", "TURN North", "BLUFFS ten"} {
		if _, res := g.Edit([]games.Line{{N: 1, Text: bad}}, i18n.English); len(res.Problems) != 1 {
			t.Errorf("%q accepted", bad)
		}
	}
	g.s.Hands[West].Bluffs = 1
	if _, res := g.Edit([]games.Line{{N: 1, Text: "BLUFFS 0"}}, i18n.English); len(res.Problems) != 1 {
		t.Error("BLUFFS below a seat's bluffs was accepted")
	}
}

func TestResolveLeavesTheGameItWasGivenAndSavesCanonically(t *testing.T) {
	g := duel(30, 60)
	g.s.Hands[East].Book.Entries = nil
	before, _ := g.Save()
	next, _ := step(t, g, map[games.Seat][]string{"East": {"GUESS 50", "ANSWER 3 LOWER", "ANSWER TRUTHFULLY"}})
	if after, _ := g.Save(); string(after) != string(before) {
		t.Fatalf("Resolve changed its receiver:\n%s\n%s", before, after)
	}
	data, _ := next.Save()
	loaded, err := Engine{}.Load(data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := loaded.Save()
	if string(again) != string(data) {
		t.Fatalf("save, load, save differs:\n%s\n%s", data, again)
	}
	if _, err := (Engine{}).Load([]byte(`{"max":0}`)); !errors.Is(err, games.ErrCorrupt) {
		t.Errorf("bad state loaded: %v", err)
	}
}

// TestAGameSavedWithSeatNumbersLoadsAsBefore: a game saved when the seats
// were plain numbers (this one at guess 2, after West's bluff) loads with
// the same seats and saves to the same bytes, so Side changed nothing on
// disk.
func TestAGameSavedWithSeatNumbersLoadsAsBefore(t *testing.T) {
	saved := `{"max":100,"bluffs":1,"stage":"guess","turn":1,"log":[{"guesser":0,"guess":50,"answer":"lower","bluff":true}],` +
		`"hands":[{"secret":30,"bluffs":0,"book":{"entries":[{"kind":"answer","subject":"*","answer":"truth","text":"ANSWER TRUTHFULLY"}]}},{"secret":60,"bluffs":1,"book":{}}]}`
	g, err := Engine{}.Load([]byte(saved))
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*Game).s
	if s.Turn != West || s.Log[0].Guesser != East || g.Requests()[0].Seat != "West" {
		t.Fatalf("loaded turn %s, guesser %s, asking %v", s.Turn, s.Log[0].Guesser, g.Requests())
	}
	if again, _ := g.Save(); string(again) != saved {
		t.Fatalf("saved again differently:\n%s\n%s", again, saved)
	}
}
