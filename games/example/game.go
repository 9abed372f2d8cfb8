package example

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// Game is one duel. Its methods never change it: Resolve and Edit return
// a new Game.
type Game struct{ s *State }

// newGame is the game at a state: the one New starts, Load restores, and
// Resolve and Edit return.
func newGame(s *State) games.Game { return &Game{s: s} }

var _ games.Game = (*Game)(nil)

// State returns a copy of the position, for tests and tools.
func (g *Game) State() *State { return g.s.clone() }

// Save returns canonical JSON.
func (g *Game) Save() ([]byte, error) { return json.Marshal(g.s) }

// Seats: East, then West. A seat's code, which SIGNON takes ("SIGNON
// Eduel pw"), is its initial (Side.Code), as parseSide reads it.
func (g *Game) Seats() []games.SeatInfo {
	var out []games.SeatInfo
	for _, i := range []Side{East, West} {
		out = append(out, games.SeatInfo{Seat: i.Seat(), Name: seatName(i), Code: i.Code()})
	}
	return out
}

// Groups: one player a seat.
func (g *Game) Groups() [][]games.Seat { return seats.OneEach(g.Seats()) }

// Alive: nobody is ever out before the end.
func (g *Game) Alive() []games.Seat { return seats.All(g.Seats()) }

// Phase names the stage. Every guess and every answer has its own id, so
// each resolution gets its own dice stream from the judge. The secrets
// and each guess are a turn (plan.ClassTurn); a seat answering a guess
// no standing answer covered is a stop (plan.ClassStop).
func (g *Game) Phase() games.PhaseInfo {
	s := g.s
	n := len(s.Log)
	switch s.Stage {
	case StageSecrets:
		return games.PhaseInfo{ID: "secrets", Name: i18n.T("choosing secrets", "選擇秘密數字", "选择秘密数字"), Class: plan.ClassTurn}
	case StageGuess:
		return games.PhaseInfo{ID: fmt.Sprintf("G%02d", n+1), Class: plan.ClassTurn,
			Name: i18n.T("guess %d of %d, by %s", "第 %d/%d 次猜測，由%s猜", "第 %d/%d 次猜测，由%s猜", n+1, 2*Rounds, seatName(s.Turn))}
	case StageAnswer:
		return games.PhaseInfo{ID: fmt.Sprintf("A%02d", n), Class: plan.ClassStop,
			Name: i18n.T("%s answers guess %d", "%s回答第 %d 次猜測", "%s回答第 %d 次猜测", seatName(s.open().Guesser.Other()), n)}
	}
	return games.PhaseInfo{ID: "end", Name: i18n.T("the end", "終局", "终局"), Class: plan.ClassTurn}
}

// Requests: both seats for the secrets, the guesser for a guess, and the
// answerer alone, with a private prompt, when a guess is not covered by a
// standing answer.
func (g *Game) Requests() []games.Request {
	s := g.s
	switch s.Stage {
	case StageSecrets:
		var out []games.Request
		for _, i := range []Side{East, West} {
			out = append(out, games.Request{Seat: i.Seat(), Public: games.Prompt{
				Ask:     i18n.T("SECRET n, a whole number from 1 to %d", "SECRET n（秘密），1 至 %d 的整數", "SECRET n（秘密），1 至 %d 的整数", s.Max),
				Default: i18n.T("the dice choose the secret", "由骰子選定秘密數字", "由骰子选定秘密数字"),
			}})
		}
		return out
	case StageGuess:
		return []games.Request{{Seat: s.Turn.Seat(), Public: games.Prompt{
			Ask:     i18n.T("GUESS n at %s's secret, 1 to %d", "GUESS n（猜）%s的秘密數字，1 至 %d", "GUESS n（猜）%s的秘密数字，1 至 %d", seatName(s.Turn.Other()), s.Max),
			Default: i18n.T("no guess: the turn is lost", "不猜：失去這一回合", "不猜：失去这一回合"),
		}}}
	case StageAnswer:
		return []games.Request{g.question().Request()}
	}
	return nil
}

// question is the open guess as the answerer is asked it. The public part
// says only that the seat answers; the private part names its secret and
// the true answer, which is also the default (R6).
func (g *Game) question() plan.Question {
	s := g.s
	x := s.open()
	a := x.Guesser.Other()
	truth := s.truth(a, x.Guess)
	return plan.Question{Seat: a.Seat(), Kind: answerKind, Subject: strconv.Itoa(x.Guess),
		Public: games.Prompt{
			Ask:     i18n.T("HIGHER or LOWER to %s's guess of %d", "對%s猜的 %d 回答 HIGHER（高）或 LOWER（低）", "对%s猜的 %d 回答 HIGHER（高）或 LOWER（低）", seatName(x.Guesser), x.Guess),
			Default: i18n.T("the true answer", "據實回答", "据实回答"),
		},
		Private: games.Prompt{
			Ask: i18n.T("your secret is %d: HIGHER or LOWER than %s's %d? %d bluff(s) left",
				"秘密數字 %d：比%s猜的 %d 高（HIGHER）或低（LOWER）？還可說謊 %d 次",
				"秘密数字 %d：比%s猜的 %d 高（HIGHER）或低（LOWER）？还可说谎 %d 次",
				s.Hands[a].Secret, seatName(x.Guesser), x.Guess, s.Allowance-s.Hands[a].Bluffs),
			Default: i18n.T("%s, the truth", "%s，即實話", "%s，即实话", answerText(truth)),
		},
	}
}

// Over reports a hit (R5) or the draw after the last guess (R8).
func (g *Game) Over() *games.Ending {
	s := g.s
	if s.Stage != StageOver {
		return nil
	}
	if s.Winner == "" {
		return &games.Ending{Draw: g.Alive(), Reason: i18n.T("no secret was found in %d guesses each", "雙方各猜 %d 次都沒猜中", "双方各猜 %d 次都没猜中", Rounds)}
	}
	w, _ := sideOf(s.Winner)
	return &games.Ending{Winners: []games.Seat{s.Winner}, Reason: i18n.T("%s found %s's secret, %d", "%s猜中了%s的秘密數字 %d", "%s猜中了%s的秘密数字 %d", seatName(w), seatName(w.Other()), s.Hands[w.Other()].Secret)}
}

// View shows the position as v may see it: every guess and answer is
// public; a seat's secret, bluffs and standing answers are its own.
func (g *Game) View(v games.Viewer, lang i18n.Lang) string {
	s := g.s
	var b strings.Builder
	// Prose lines wrap at the judge's width, once, here.
	line := func(t i18n.Text) { fmt.Fprintln(&b, i18n.Wrap(t.In(lang), i18n.ProseWidth)) }
	line(i18n.T("Hidden-number duel: secrets from 1 to %d, %d bluff(s) and %d guesses each.",
		"猜數對決：秘密數字 1 至 %d，每方可說謊 %d 次、猜 %d 次。", "猜数对决：秘密数字 1 至 %d，每方可说谎 %d 次、猜 %d 次。", s.Max, s.Allowance, Rounds))
	for _, i := range []Side{East, West} {
		h := s.Hands[i]
		if !v.Sees([]games.Seat{i.Seat()}) {
			fmt.Fprintln(&b, i18n.T("%s: secret hidden.", "%s：秘密數字不公開。", "%s：秘密数字不公开。", seatName(i)).In(lang))
			continue
		}
		secret := i18n.T("not chosen yet", "尚未選定", "尚未选定")
		if h.Secret > 0 {
			secret = i18n.Plain(strconv.Itoa(h.Secret))
		}
		book := i18n.T("none (asked each time)", "無（每次詢問）", "无（每次询问）")
		if len(h.Book.Entries) > 0 {
			book = i18n.Plain(strings.Join(h.Book.Texts(), "; "))
		}
		line(i18n.T("%s: secret %s; %d bluff(s) left; standing answers: %s.", "%s：秘密數字 %s；還可說謊 %d 次；預設回答：%s。",
			"%s：秘密数字 %s；还可说谎 %d 次；预设回答：%s。", seatName(i), secret, s.Allowance-h.Bluffs, book))
	}
	for n, x := range s.Log {
		fmt.Fprintf(&b, "  %2d. %s\n", n+1, exchangeText(x, v).In(lang))
	}
	return b.String()
}

// exchangeText is one line of the guesses so far; the bluff mark is the
// answerer's secret.
func exchangeText(x Exchange, v games.Viewer) i18n.Text {
	guesser, answerer := seatName(x.Guesser), seatName(x.Guesser.Other())
	switch {
	case x.Guess == 0:
		return i18n.T("%s made no guess", "%s沒有猜", "%s没有猜", guesser)
	case x.Answer == "":
		return i18n.T("%s guesses %d", "%s猜 %d", "%s猜 %d", guesser, x.Guess)
	case x.Bluff && v.Sees([]games.Seat{x.Guesser.Other().Seat()}):
		return i18n.T("%s guesses %d: %s answers %s (a bluff)", "%s猜 %d：%s答%s（說謊）", "%s猜 %d：%s答%s（说谎）", guesser, x.Guess, answerer, answerText(x.Answer))
	}
	return i18n.T("%s guesses %d: %s answers %s", "%s猜 %d：%s答%s", "%s猜 %d：%s答%s", guesser, x.Guess, answerer, answerText(x.Answer))
}
