package maneuver

import (
	"fmt"
	"slices"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// HandSize is the hand a player draws back to (rule 4).
const HandSize = 5

// shuffle orders ids at random from the phase's dice (Fisher-Yates). The
// draws are logged under a purpose that names no card, and the report
// shows only how many there were: the order is the deck's secret.
func shuffle(ids []string, dice *games.Dice, purpose string) []string {
	out := slices.Clone(ids)
	for i := len(out) - 1; i > 0; i-- {
		k := dice.Roll(i+1, purpose) - 1
		out[i], out[k] = out[k], out[i]
	}
	return out
}

// newDeck shuffles seat's whole nation into its deck.
func (s *State) newDeck(seat Seat, l *logger) {
	var ids []string
	for _, c := range s.nations[seat].Cards {
		ids = append(ids, c.ID)
	}
	s.shuffleDeck(seat, ids, l)
}

// shuffleDeck makes ids seat's deck in a random order.
func (s *State) shuffleDeck(seat Seat, ids []string, l *logger) {
	first := l.dice.Draws()
	s.Sides[seat].Deck = shuffle(ids, l.dice, fmt.Sprintf("%s shuffles a deck", seat))
	n := len(l.dice.Draws()) - len(first)
	if n > 0 {
		l.AddT("%s's deck of %d cards is shuffled (%d draws of the dice stream, #%d to #%d; the order stays secret).",
			"%s的 %d 張牌組已洗勻（用了 %d 次隨機數，#%d 至 #%d；順序保密）。",
			"%s的 %d 张牌组已洗匀（用了 %d 次随机数，#%d 至 #%d；顺序保密）。",
			seatText(seat), len(ids), n, first0(first)+1, first0(first)+n)
	}
}

func first0(draws []games.Draw) int {
	if len(draws) == 0 {
		return 0
	}
	return int(draws[len(draws)-1].N)
}

// draw fills seat's hand to HandSize. A deck drawn empty marks the seat
// exhausted (rule 2.3); a player who must draw from an empty deck
// reshuffles the discard pile into a new one.
func (s *State) draw(seat Seat, l *logger) {
	side := &s.Sides[seat]
	var drawn []string
	for len(side.Hand) < HandSize {
		if len(side.Deck) == 0 {
			if len(side.Discard) == 0 {
				break
			}
			pile := side.Discard
			side.Discard = nil
			side.Reshuffles++
			l.AddT("%s has drawn every card and shuffles its discard pile into a new deck of %d.",
				"%s已摸光牌組，將棄牌堆的 %d 張牌洗成新牌組。", "%s已摸光牌组，将弃牌堆的 %d 张牌洗成新牌组。", seatText(seat), len(pile))
			s.shuffleDeck(seat, pile, l)
		}
		c := side.Deck[0]
		side.Deck = side.Deck[1:]
		side.Hand = append(side.Hand, c)
		drawn = append(drawn, c)
		if len(side.Deck) == 0 && !side.Exhausted {
			side.Exhausted = true
			l.AddT("%s has drawn the last card of the deck for the first time (rule 2.3).",
				"%s首次摸光牌組（規則 2.3）。", "%s首次摸光牌组（规则 2.3）。", seatText(seat))
			s.checkDecksOut(l)
		}
	}
	if len(drawn) == 0 {
		return
	}
	l.hidden([]Seat{seat},
		i18n.T("%s draws %d: %s.", "%s摸 %d 張：%s。", "%s摸 %d 张：%s。", seatText(seat), len(drawn), s.cardList(seat, drawn)),
		i18n.Plural(len(drawn),
			i18n.T("%s draws %d card.", "%s摸 %d 張牌。", "%s摸 %d 张牌。", seatText(seat), len(drawn)),
			i18n.T("%s draws %d cards.", "%s摸 %d 張牌。", "%s摸 %d 张牌。", seatText(seat), len(drawn))))
}

// take removes a card from seat's hand; false if it is not there.
func (s *State) take(seat Seat, id string) bool {
	h := s.Sides[seat].Hand
	i := slices.Index(h, id)
	if i < 0 {
		return false
	}
	s.Sides[seat].Hand = slices.Delete(slices.Clone(h), i, i+1)
	return true
}

// toDiscard puts cards face up on seat's discard pile, in order: the last
// is the top.
func (s *State) toDiscard(seat Seat, ids ...string) {
	s.Sides[seat].Discard = append(s.Sides[seat].Discard, ids...)
}

// topDiscard is the one card of a discard pile anyone may see.
func (s *State) topDiscard(seat Seat) (string, bool) {
	d := s.Sides[seat].Discard
	if len(d) == 0 {
		return "", false
	}
	return d[len(d)-1], true
}

// handOf lists the cards of seat's hand that satisfy keep.
func (s *State) handOf(seat Seat, keep func(*Card) bool) []string {
	var out []string
	for _, id := range s.Sides[seat].Hand {
		if c, ok := s.card(seat, id); ok && keep(c) {
			out = append(out, id)
		}
	}
	return out
}
