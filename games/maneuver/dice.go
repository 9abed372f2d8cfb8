package maneuver

import (
	"fmt"
	"strconv"
	"strings"
)

// Dice is a value printed on a card or the terrain chart: some dice of one
// kind and a fixed number, "2d8", "1d6+1", "3". The zero value is "none".
type Dice struct {
	N     int `json:"n,omitempty"`
	Sides int `json:"sides,omitempty"`
	Plus  int `json:"plus,omitempty"`
}

// ParseDice reads "2d8", "1d6+1", "3", or "" (none).
func ParseDice(s string) (Dice, error) {
	s = strings.ToLower(strings.ReplaceAll(s, " ", ""))
	if s == "" {
		return Dice{}, nil
	}
	var d Dice
	head, plus, hasPlus := strings.Cut(s, "+")
	if !strings.Contains(head, "d") {
		n, err := strconv.Atoi(head)
		if err != nil || hasPlus {
			return Dice{}, fmt.Errorf("%q is neither dice (2d8, 1d6+1) nor a number", s)
		}
		d.Plus = n
		return d, nil
	}
	ns, sides, _ := strings.Cut(head, "d")
	n := 1
	if ns != "" {
		var err error
		if n, err = strconv.Atoi(ns); err != nil {
			return Dice{}, fmt.Errorf("%q: the number of dice is not a number", s)
		}
	}
	sd, err := strconv.Atoi(sides)
	if err != nil {
		return Dice{}, fmt.Errorf("%q: the kind of die is not a number", s)
	}
	d.N, d.Sides = n, sd
	if hasPlus {
		if d.Plus, err = strconv.Atoi(plus); err != nil {
			return Dice{}, fmt.Errorf("%q: what follows + is not a number", s)
		}
	}
	return d, nil
}

// Zero reports a missing value.
func (d Dice) Zero() bool { return d.N == 0 && d.Plus == 0 }

// Fixed reports a value without dice.
func (d Dice) Fixed() bool { return d.N == 0 }

func (d Dice) String() string {
	switch {
	case d.Zero():
		return ""
	case d.N == 0:
		return strconv.Itoa(d.Plus)
	case d.Plus == 0:
		return fmt.Sprintf("%dd%d", d.N, d.Sides)
	}
	return fmt.Sprintf("%dd%d+%d", d.N, d.Sides, d.Plus)
}

// Span is a range of 1d6 results printed on a card: "1-3" for pursuit,
// rally and withdrawal rolls. The zero value is "none".
type Span struct {
	Lo int `json:"lo,omitempty"`
	Hi int `json:"hi,omitempty"`
}

// ParseSpan reads "1-3", "4" or "" (none).
func ParseSpan(s string) (Span, error) {
	s = strings.ReplaceAll(s, " ", "")
	if s == "" {
		return Span{}, nil
	}
	lo, hi, isRange := strings.Cut(s, "-")
	a, err := strconv.Atoi(lo)
	if err != nil {
		return Span{}, fmt.Errorf("%q is not a range of die results such as 1-3", s)
	}
	b := a
	if isRange {
		if b, err = strconv.Atoi(hi); err != nil {
			return Span{}, fmt.Errorf("%q is not a range of die results such as 1-3", s)
		}
	}
	if a < 1 || b > 6 || a > b {
		return Span{}, fmt.Errorf("%q must lie within 1-6, low end first", s)
	}
	return Span{Lo: a, Hi: b}, nil
}

// Zero reports a missing value.
func (s Span) Zero() bool { return s.Lo == 0 }

// Has reports whether a (modified) roll falls within the span.
func (s Span) Has(n int) bool { return !s.Zero() && n >= s.Lo && n <= s.Hi }

func (s Span) String() string {
	switch {
	case s.Zero():
		return ""
	case s.Lo == s.Hi:
		return strconv.Itoa(s.Lo)
	}
	return fmt.Sprintf("%d-%d", s.Lo, s.Hi)
}
