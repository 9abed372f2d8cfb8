package example

import (
	"fmt"
	"strconv"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// Resolve runs the current phase with the stored submissions. Seats with
// none, and seats in civil disorder, get the defaults of R2, R4 and R6.
func (g *Game) Resolve(in games.ResolveInput, dice *games.Dice) (games.Resolution, error) {
	if g.Over() != nil {
		return games.Resolution{}, games.ErrOver
	}
	s := g.s.clone()
	r := &resolver{s: s, dice: dice}
	var orders [2][]Order
	for _, i := range []Side{East, West} {
		seat := i.Seat()
		lines, _ := in.Lines(seat)
		for _, l := range lines {
			o, why := ParseOrder(l.Text)
			if why != nil {
				return games.Resolution{}, fmt.Errorf("%w: stored line %q of %s: %s", games.ErrCorrupt, l.Text, seat, why.EN)
			}
			orders[i] = append(orders[i], o)
		}
	}
	switch s.Stage {
	case StageSecrets:
		r.secrets(orders)
	case StageGuess:
		r.guess(orders[s.Turn])
	case StageAnswer:
		r.reply(orders[s.open().Guesser.Other()])
	}
	if s.Stage == StageOver {
		r.reveal()
	}
	// The record is the phase's events, each with who may read it; the
	// game's reports need no position (struct{}).
	return record.Resolved[struct{}](g.Phase(), r.log.Events, nil, newGame(s), dice)
}

// resolver is one resolution in progress: the new state, the phase's dice
// and the events each reader will read.
type resolver struct {
	s    *State
	dice *games.Dice
	log  games.Log
}

func only(i Side) []games.Seat { return []games.Seat{i.Seat()} }

// roll draws from the phase's dice and returns the value and the roll's
// number, which every report shows so a reader can check it.
func (r *resolver) roll(sides int, purpose string) (value, n int) {
	v := r.dice.Roll(sides, purpose)
	return v, len(r.dice.Draws())
}

// standing applies a seat's ANSWER lines to its book (R7), in order.
func (r *resolver) standing(i Side, orders []Order) {
	b := &r.s.Hands[i].Book
	for _, o := range orders {
		switch {
		case o.Kind != KindStanding:
		case o.Answer == Ask:
			b.Clear(answerKind)
		case o.Answer == Truth:
			b.Set(plan.Entry[Answer]{Kind: answerKind, Subject: plan.Any, Answer: Truth, Text: o.String()})
		default:
			b.Set(plan.Entry[Answer]{Kind: answerKind, Subject: strconv.Itoa(o.N), Answer: o.Answer, Text: o.String()})
		}
	}
}

// secrets: R2 (the dice choose a missing secret, for its seat's eyes) and
// R3 (a die of two picks the first guesser, for everyone's).
func (r *resolver) secrets(orders [2][]Order) {
	s := r.s
	for _, i := range []Side{East, West} {
		r.standing(i, orders[i])
		for _, o := range orders[i] {
			if o.Kind == KindSecret {
				s.Hands[i].Secret = o.N
			}
		}
		if s.Hands[i].Secret > 0 {
			r.log.Hidden(only(i), i18n.T("%s chose the secret %d.", "%s選定秘密數字 %d。", "%s选定秘密数字 %d。", seatName(i), s.Hands[i].Secret),
				i18n.T("%s chose a secret.", "%s已選定秘密數字。", "%s已选定秘密数字。", seatName(i)))
			continue
		}
		v, n := r.roll(s.Max, "secret of "+i.String())
		s.Hands[i].Secret = v
		r.log.Hidden(only(i), i18n.T("%s sent no secret: roll #%d chose %d for it.", "%s未寄秘密數字：第 %d 次擲骰為其選定 %d。", "%s未发送秘密数字：第 %d 次掷骰为其选定 %d。", seatName(i), n, v),
			i18n.T("%s sent no secret: roll #%d chose one for it.", "%s未寄秘密數字：第 %d 次擲骰為其選定一個。", "%s未发送秘密数字：第 %d 次掷骰为其选定一个。", seatName(i), n))
	}
	v, n := r.roll(2, "first guesser")
	s.Turn = Side(v - 1)
	s.Stage = StageGuess
	r.log.AddT("Roll #%d: %d on a die of two: %s guesses first.", "第 %d 次擲骰（二面骰）得 %d：%s先猜。", "第 %d 次掷骰（二面骰）得 %d：%s先猜。", n, v, seatName(s.Turn))
}

// guess: R4 and R5, then an answer from the book (R7) or a question (R6).
func (r *resolver) guess(orders []Order) {
	s := r.s
	i, o := s.Turn, s.Turn.Other()
	r.standing(i, orders)
	x := Exchange{Guesser: i}
	for _, ord := range orders {
		if ord.Kind == KindGuess {
			x.Guess = ord.N
		}
	}
	s.Log = append(s.Log, x)
	if x.Guess == 0 {
		r.log.AddT("Guess %d: %s makes no guess; the turn is lost.", "第 %d 次猜測：%s沒有猜，失去這一回合。", "第 %d 次猜测：%s没有猜，失去这一回合。", len(s.Log), seatName(i))
		r.next()
		return
	}
	r.log.AddT("Guess %d: %s guesses %d.", "第 %d 次猜測：%s猜 %d。", "第 %d 次猜测：%s猜 %d。", len(s.Log), seatName(i), x.Guess)
	if x.Guess == s.Hands[o].Secret {
		s.Stage, s.Winner = StageOver, i.Seat()
		r.log.AddT("%d is %s's secret: %s wins.", "%d 正是%s的秘密數字：%s獲勝。", "%d 正是%s的秘密数字：%s获胜。", x.Guess, seatName(o), seatName(i))
		return
	}
	if a, by, ok := r.fromBook(o, x.Guess); ok {
		r.answer(a, i18n.T(" (standing answer %s)", "（預設回答 %s）", "（预设回答 %s）", by))
		return
	}
	s.Stage = StageAnswer
	r.log.AddT("%s is asked to answer.", "請%s回答。", "请%s回答。", seatName(o))
}

// fromBook finds seat i's standing answer to guess n (R7): the answer for
// n, else TRUTHFULLY. A planned bluff the seat can no longer make does not
// apply, and the seat alone is told so.
func (r *resolver) fromBook(i Side, n int) (Answer, string, bool) {
	s := r.s
	book, truth := s.Hands[i].Book, s.truth(i, n)
	a, ok := book.Find(answerKind, strconv.Itoa(n))
	if ok && a != Truth && a != truth && s.Hands[i].Bluffs >= s.Allowance {
		planned := Order{Kind: KindStanding, N: n, Answer: a}
		r.log.Private(only(i), i18n.T("%s's standing answer %s would be a bluff, and %s has none left.", "%s的預設回答 %s 是說謊，但已沒有說謊的機會。",
			"%s的预设回答 %s 是说谎，但已没有说谎的机会。", seatName(i), planned.String(), seatName(i)))
		a, ok = book.Find(answerKind, plan.Any)
	}
	switch {
	case !ok:
		return "", "", false
	case a == Truth:
		return truth, Order{Kind: KindStanding, Answer: Truth}.String(), true
	}
	return a, Order{Kind: KindStanding, N: n, Answer: a}.String(), true
}

// reply: the answerer's HIGHER or LOWER, or the truth by default (R6).
func (r *resolver) reply(orders []Order) {
	s := r.s
	i := s.open().Guesser.Other()
	r.standing(i, orders)
	for _, o := range orders {
		// Submit refused a bluff beyond the allowance; check again, as the
		// master may have lowered it since.
		if o.Kind == KindReply && (o.Answer == s.truth(i, s.open().Guess) || s.Hands[i].Bluffs < s.Allowance) {
			r.answer(o.Answer, i18n.Text{})
			return
		}
	}
	r.answer(s.truth(i, s.open().Guess), i18n.T(" (no answer sent: the truth, by default)", "（未回答：依規則據實回答）", "（未回答：依规则据实回答）"))
}

// answer records the open guess's answer. Everyone reads the answer; only
// the answerer reads how it was given and whether it was a bluff.
func (r *resolver) answer(a Answer, how i18n.Text) {
	s := r.s
	x := s.open()
	i := x.Guesser.Other()
	x.Answer = a
	public := i18n.T("%s answers %s.", "%s答%s。", "%s答%s。", seatName(i), answerText(a))
	full := i18n.Join(i18n.T("%s answers %s", "%s答%s", "%s答%s", seatName(i), answerText(a)), how)
	if a != s.truth(i, x.Guess) {
		x.Bluff = true
		s.Hands[i].Bluffs++
		full = i18n.Join(full, i18n.T(": a bluff, %d of %d", "：說謊，第 %d/%d 次", "：说谎，第 %d/%d 次", s.Hands[i].Bluffs, s.Allowance))
	}
	if full = i18n.Join(full, i18n.T(".", "。", "。")); full == public {
		r.log.Add(public)
	} else {
		r.log.Hidden(only(i), full, public)
	}
	r.next()
}

// next hands the turn over, or draws the game after the last guess (R8).
func (r *resolver) next() {
	s := r.s
	if len(s.Log) >= 2*Rounds {
		s.Stage = StageOver
		r.log.AddT("No secret was found in %d guesses each: the game is drawn.", "雙方各猜 %d 次都沒猜中：和局。", "双方各猜 %d 次都没猜中：和局。", Rounds)
		return
	}
	s.Turn, s.Stage = s.Turn.Other(), StageGuess
}

// reveal opens the secrets when the game ends (R8). It is a public event:
// a result with it exists only once the game is over, and the judge shows
// the last report to everyone as games.EndView, which reads every hidden
// event (the bluffs) as written.
func (r *resolver) reveal() {
	s := r.s
	r.log.AddT("The secrets were: East %d, West %d. Bluffs: East %d, West %d.", "秘密數字：東家 %d，西家 %d。說謊次數：東家 %d，西家 %d。",
		"秘密数字：东家 %d，西家 %d。说谎次数：东家 %d，西家 %d。", s.Hands[East].Secret, s.Hands[West].Secret, s.Hands[East].Bluffs, s.Hands[West].Bluffs)
}
