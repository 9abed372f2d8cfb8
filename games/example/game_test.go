package example

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// searcher is a player who halves the range the answers leave, and starts
// over when a bluff has left no number.
type searcher struct{ lo, hi, last int }

func (p *searcher) guess(max int) int {
	if p.lo > p.hi || p.hi == 0 {
		p.lo, p.hi = 1, max
	}
	p.last = (p.lo + p.hi) / 2
	return p.last
}

func (p *searcher) heard(a Answer) {
	if a == Higher {
		p.lo = p.last + 1
	} else {
		p.hi = p.last - 1
	}
}

// played is one resolution of a whole game and the game it started from.
type played struct {
	from *Game
	res  games.Resolution
}

// playDuel plays a whole game through the engine's interface: East sends
// a secret and ANSWER TRUTHFULLY, West sends nothing (the dice choose its
// secret), is asked about each of East's guesses and bluffs on the first.
func playDuel(t *testing.T) []played {
	t.Helper()
	var g games.Game
	g, err := Engine{}.New("standard", map[string]string{"max": "1000"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var hist []played
	seekers := [2]*searcher{{}, {}}
	bluffed := false
	for g.Over() == nil {
		if len(hist) > 100 {
			t.Fatal("no end")
		}
		s := g.(*Game).s
		orders := map[games.Seat][]string{}
		switch s.Stage {
		case StageSecrets:
			orders["East"] = []string{"SECRET 288", "ANSWER TRUTHFULLY"}
		case StageGuess:
			orders[s.Turn.Seat()] = []string{fmt.Sprintf("GUESS %d", seekers[s.Turn].guess(s.Max))}
		case StageAnswer:
			a := s.truth(West, s.open().Guess)
			if !bluffed {
				a, bluffed = map[Answer]Answer{Higher: Lower, Lower: Higher}[a], true
			}
			orders["West"] = []string{strings.ToUpper(string(a))}
		}
		next, res := step(t, g, orders)
		hist = append(hist, played{from: g.(*Game), res: res})
		// Each player reads the answers to its guesses in the report.
		for k, x := range next.s.Log {
			if x.Answer != "" && (k >= len(s.Log) || s.Log[k].Answer == "") {
				seekers[x.Guesser].heard(x.Answer)
			}
		}
		g = next
	}
	return hist
}

func TestWholeGameKeepsEachSecretFromTheOtherSeat(t *testing.T) {
	hist := playDuel(t)
	last := hist[len(hist)-1].res.Next.(*Game)
	secrets := [2]int{last.s.Hands[East].Secret, last.s.Hands[West].Secret}
	if secrets[East] != 288 || last.Over() == nil || last.s.Hands[West].Bluffs != 1 {
		t.Fatalf("the game did not go as scripted: %+v", last.s)
	}
	t.Logf("%s after %d resolutions; West's secret %d", last.Over().Reason.EN, len(hist), secrets[West])
	// What seat i may never read of the other before the end: its secret
	// as a number, its private prompts, its hidden events, its standing
	// answers and its bluffs.
	secretOf := regexp.MustCompile
	for n, h := range hist {
		if h.res.Next.Over() != nil {
			break // the last report is read by everyone as the end
		}
		for _, i := range []Side{East, West} {
			v, other := games.SeatView(i.Seat()), i.Other()
			for _, lang := range i18n.Langs() {
				text := h.from.View(v, lang)
				for _, r := range h.from.Requests() {
					p := r.For(v)
					text += p.Ask.In(lang) + " " + p.Default.In(lang) + "\n"
				}
				rep, _ := Engine{}.Report(h.res.Result, v, lang)
				text += rep
				var secret []string
				for _, r := range h.from.Requests() {
					if r.Seat == other.Seat() && !r.Private.Ask.Empty() {
						secret = append(secret, r.Private.Ask.In(lang), r.Private.Default.In(lang))
					}
				}
				for _, later := range hist {
					var res record.Phase[struct{}]
					if err := json.Unmarshal(later.res.Result, &res); err != nil {
						t.Fatal(err)
					}
					for _, e := range res.Events {
						if slices.Equal(e.Only, []games.Seat{other.Seat()}) && (e.Public == nil || e.Public.In(lang) != e.Text.In(lang)) {
							secret = append(secret, e.Text.In(lang))
						}
					}
				}
				secret = append(secret, last.s.Hands[other].Book.Texts()...)
				for _, x := range last.s.Log {
					if x.Bluff && x.Guesser == i {
						secret = append(secret, exchangeText(x, games.EndView()).In(lang))
					}
				}
				if m := secretOf(fmt.Sprintf(`\b%d\b`, secrets[other])).FindString(text); m != "" {
					t.Errorf("resolution %d: %s reads %s's secret %s in %s:\n%s", n+1, i, other, m, lang, text)
				}
				for _, s := range secret {
					if strings.Contains(text, s) {
						t.Errorf("resolution %d: %s reads %q in %s:\n%s", n+1, i, s, lang, text)
					}
				}
			}
		}
	}
	// The master reads every secret all along; everyone reads both at the end.
	first := hist[0].res
	mustContain(t, "the master's first report", report(t, first, games.MasterView()), "chose the secret 288", fmt.Sprintf("chose %d for it", secrets[West]))
	final := report(t, hist[len(hist)-1].res, games.EndView())
	mustContain(t, "the last report", final, fmt.Sprintf("The secrets were: East 288, West %d. Bluffs: East 0, West 1.", secrets[West]))
	mustContain(t, "the final view", last.View(games.EndView(), i18n.English), "(a bluff)", "East: secret 288", fmt.Sprintf("West: secret %d", secrets[West]))
}
