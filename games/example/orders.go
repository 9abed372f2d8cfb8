package example

import (
	"fmt"
	"strconv"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// Kind is what an order line does.
type Kind string

// The kinds of line a seat may send.
const (
	KindSecret   Kind = "SECRET" // SECRET n (R2)
	KindGuess    Kind = "GUESS"  // GUESS n (R4)
	KindReply    Kind = "REPLY"  // HIGHER or LOWER, answering the open guess (R6)
	KindStanding Kind = "ANSWER" // ANSWER TRUTHFULLY | ANSWER n HIGHER|LOWER | ANSWER ASK (R7)
)

// Ask, in a standing answer, forgets every standing answer.
const Ask Answer = "ask"

// Order is one parsed line.
type Order struct {
	Kind   Kind
	N      int    // the number of SECRET, GUESS or ANSWER n …; 0 otherwise
	Answer Answer // Higher or Lower in a reply; Truth, Ask, Higher or Lower in a standing answer
}

// String is the canonical form, which the judge stores and a replay reads.
func (o Order) String() string {
	switch o.Kind {
	case KindSecret, KindGuess:
		return fmt.Sprintf("%s %d", o.Kind, o.N)
	case KindReply:
		return strings.ToUpper(string(o.Answer))
	}
	switch o.Answer {
	case Truth:
		return "ANSWER TRUTHFULLY"
	case Ask:
		return "ANSWER ASK"
	}
	return fmt.Sprintf("ANSWER %d %s", o.N, strings.ToUpper(string(o.Answer)))
}

// main reports whether the order is the one the phase asks for, as opposed
// to a standing answer sent along with it.
func (o Order) main() bool { return o.Kind != KindStanding }

// numbered reports whether the order names a number.
func (o Order) numbered() bool {
	return o.Kind == KindSecret || o.Kind == KindGuess || o.Answer == Higher && o.Kind == KindStanding || o.Answer == Lower && o.Kind == KindStanding
}

// keyword reads one word of the order language, English in any case or
// Chinese in either script; "" when it is none.
func keyword(w string) string {
	switch strings.ToUpper(w) {
	case "SECRET", "秘密":
		return string(KindSecret)
	case "GUESS", "猜":
		return string(KindGuess)
	case "ANSWER", "回答":
		return string(KindStanding)
	case "HIGHER", "HIGH", "H", "高":
		return string(Higher)
	case "LOWER", "LOW", "L", "低":
		return string(Lower)
	case "TRUTHFULLY", "TRUTH", "據實", "据实":
		return string(Truth)
	case "ASK", "詢問", "询问":
		return string(Ask)
	}
	return ""
}

// fields is the game's tokeniser, for orders and edits alike: the words of
// a line, split at any space (the ideographic one too), with full-width
// letters and digits read as ASCII (i18n.Narrow), as Chinese input
// methods type them. The mail reader narrows a line already; a line
// handed over another way reads the same.
func fields(line string) []string { return strings.Fields(i18n.Narrow(line)) }

// ParseOrder reads one line. It knows nothing of the game's state: whether
// the order fits the phase and the numbers is Game.check's business.
func ParseOrder(text string) (Order, *i18n.Text) {
	words := fields(text)
	bad := func() (Order, *i18n.Text) {
		t := i18n.T("not understood; write SECRET n, GUESS n, HIGHER, LOWER, ANSWER TRUTHFULLY, ANSWER n HIGHER|LOWER or ANSWER ASK (GET moves)",
			"無法理解；請寫 SECRET n、GUESS n、HIGHER、LOWER、ANSWER TRUTHFULLY、ANSWER n HIGHER|LOWER 或 ANSWER ASK（GET moves 有說明）",
			"无法理解；请写 SECRET n、GUESS n、HIGHER、LOWER、ANSWER TRUTHFULLY、ANSWER n HIGHER|LOWER 或 ANSWER ASK（GET moves 有说明）")
		return Order{}, &t
	}
	if len(words) == 0 {
		return bad()
	}
	kw := make([]string, len(words))
	for i, w := range words {
		kw[i] = keyword(w)
	}
	switch {
	case len(words) == 2 && (kw[0] == string(KindSecret) || kw[0] == string(KindGuess)):
		n, ok := number(words[1])
		if !ok {
			return Order{}, notANumber(words[1])
		}
		return Order{Kind: Kind(kw[0]), N: n}, nil
	case len(words) == 1 && (kw[0] == string(Higher) || kw[0] == string(Lower)):
		return Order{Kind: KindReply, Answer: Answer(kw[0])}, nil
	case len(words) == 2 && kw[0] == string(KindStanding) && (kw[1] == string(Truth) || kw[1] == string(Ask)):
		return Order{Kind: KindStanding, Answer: Answer(kw[1])}, nil
	case len(words) == 3 && kw[0] == string(KindStanding) && (kw[2] == string(Higher) || kw[2] == string(Lower)):
		n, ok := number(words[1])
		if !ok {
			return Order{}, notANumber(words[1])
		}
		return Order{Kind: KindStanding, N: n, Answer: Answer(kw[2])}, nil
	}
	return bad()
}

// number reads a whole number of one to four digits (fields has made
// full-width digits ASCII).
func number(w string) (int, bool) {
	if len(w) == 0 || len(w) > 4 || strings.Trim(w, "0123456789") != "" {
		return 0, false
	}
	n, err := strconv.Atoi(w)
	return n, err == nil
}

func notANumber(w string) *i18n.Text {
	t := i18n.T("%q is not a whole number", "「%s」不是整數", "“%s”不是整数", w)
	return &t
}

// check says what is wrong with o for seat i now, given whether the lines
// before it held the phase's main order.
func (s *State) check(i Side, o Order, haveMain bool) *i18n.Text {
	want := s.wants()
	var t i18n.Text
	switch {
	case o.main() && o.Kind != want:
		t = i18n.T("%s is not taken in this phase, which takes %s and ANSWER lines", "本階段不接受 %s，只接受 %s 及 ANSWER", "本阶段不接受 %s，只接受 %s 及 ANSWER", o.Kind, phaseWants(want))
	case o.main() && haveMain:
		t = i18n.T("only one %s a phase: the first one stands", "每階段只能有一個 %s：以第一個為準", "每阶段只能有一个 %s：以第一个为准", phaseWants(want))
	case o.numbered() && (o.N < 1 || o.N > s.Max):
		t = i18n.T("%d is out of range: numbers go from 1 to %d", "%d 超出範圍：數字為 1 至 %d", "%d 超出范围：数字为 1 至 %d", o.N, s.Max)
	case o.Kind == KindReply && o.Answer != s.truth(i, s.open().Guess) && s.Hands[i].Bluffs >= s.Allowance:
		t = i18n.T("that would be a bluff and you have none left (%d allowed): the true answer is %s", "這是說謊，而您已沒有說謊的機會（共 %d 次）：實話是 %s",
			"这是说谎，而您已没有说谎的机会（共 %d 次）：实话是 %s", s.Allowance, answerText(s.truth(i, s.open().Guess)))
	default:
		return nil
	}
	return &t
}

// wants is the kind of the phase's main order.
func (s *State) wants() Kind {
	switch s.Stage {
	case StageSecrets:
		return KindSecret
	case StageGuess:
		return KindGuess
	}
	return KindReply
}

func phaseWants(k Kind) string {
	if k == KindReply {
		return "HIGHER|LOWER"
	}
	return string(k) + " n"
}

// Submit checks a seat's lines for the current phase. The accepted lines
// are kept in canonical form; Complete says the phase's main order is in
// and nothing was refused, so the judge may resolve before the deadline.
func (g *Game) Submit(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	// The shared path (games/kit/checked) answers a seat not asked, and
	// keeps the echo, the problems and the accepted lines; the engine reads
	// and checks each line.
	i, res, ok := checked.Asked(g, seat, sideOf)
	if !ok {
		return res
	}
	var c checked.Lines
	haveMain := false
	for _, l := range lines {
		o, why := ParseOrder(l.Text)
		if why == nil {
			why = g.s.check(i, o, haveMain)
		}
		if why != nil {
			c.Add(l, "", why)
			continue
		}
		haveMain = haveMain || o.main()
		c.Add(l, o.String(), nil)
	}
	res = c.Result(seat, "")
	res.Complete = haveMain && res.Complete
	if !haveMain {
		// The seat's own default: its private prompt's, if it has one.
		for _, r := range g.Requests() {
			if r.Seat == seat {
				without := i18n.T("without %s: %s", "未寫 %s：%s", "未写 %s：%s", phaseWants(g.s.wants()), r.For(games.SeatView(seat)).Default).In(lang)
				if res.Summary != "" {
					without = res.Summary + i18n.Tr(lang, "; ", "；", "；") + without
				}
				res.Summary = without
			}
		}
	}
	return res
}
