package orders

import (
	"errors"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
)

// comparable reduces an order to what survives being written out and read
// back: the power is not written, an English retreat reads back as a move,
// and Chinese writes removals with the rulebook's word for disbanding.
func comparable(o dip.Order) dip.Order {
	o.Power = ""
	if o.Kind == dip.Retreat {
		o.Kind = dip.Move
	}
	if o.Kind == dip.Remove {
		o.Kind = dip.Disband
	}
	return o
}

// FuzzParseOrder: any text either reads as an order that FormatOrder writes
// back to the same order in every language, or is refused with a message
// in every language. Seeds are in testdata/fuzz/FuzzParseOrder.
func FuzzParseOrder(f *testing.F) {
	names := dipmap.StandardNames()
	f.Fuzz(func(t *testing.T, line string) {
		o, err := ParseOrder(names, line)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("ParseOrder(%q) error %T, want *ParseError", line, err)
			}
			if pe.Msg.EN == "" || pe.Msg.Hant == "" || pe.Msg.Hans == "" {
				t.Fatalf("ParseOrder(%q) message missing a language: %+v", line, pe.Msg)
			}
			return
		}
		if o.Kind == 0 || (o.Kind != dip.Waive && o.At.IsZero()) {
			t.Fatalf("ParseOrder(%q) = %+v: no kind or no unit", line, o)
		}
		for _, lang := range games.Langs() {
			text := render.FormatOrder(names, o, lang)
			back, err := ParseOrder(names, text)
			if err != nil {
				t.Fatalf("ParseOrder(%q) = %+v, written %q in %s, which reads as an error: %v", line, o, text, lang, err)
			}
			if comparable(back) != comparable(o) {
				t.Fatalf("ParseOrder(%q) = %+v, written %q in %s, which reads as %+v", line, o, text, lang, back)
			}
		}
	})
}

// FuzzParse: whatever a power sends, the orders that stand are legal, one
// per unit, every line is read (alone, as several orders, or as the rest
// of the order above it), and every order refused has a problem that
// points at its line.
func FuzzParse(f *testing.F) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	f.Fuzz(func(t *testing.T, text string) {
		lines := SplitLines(text)
		got := Parse(names, m, pos, dip.France, lines, nil)
		covered := make([]bool, len(lines))
		for _, lr := range got.Lines {
			covered[lr.Index] = true
			for _, j := range lr.Joined {
				covered[j] = true
			}
		}
		for i, c := range covered {
			if !c {
				t.Fatalf("line %d (%q) has no result", lines[i].N, lines[i].Text)
			}
		}
		seen := map[dip.Province]bool{}
		for _, o := range got.Orders {
			if f := adjudicate.Check(m, pos, o, nil); f != nil {
				t.Fatalf("order %+v stands but Check refuses it: %v", o, f.Code)
			}
			if seen[o.At.Prov] {
				t.Fatalf("two orders stand for %s", o.At.Prov)
			}
			seen[o.At.Prov] = true
		}
		for _, lr := range got.Lines {
			if !lr.OK && (lr.Problem == nil || lr.Problem.Line != lr.N) {
				t.Fatalf("line %d refused without a problem that points at it: %+v", lr.N, lr)
			}
		}
		if len(got.Orders)+len(got.Problems) != len(got.Lines) {
			t.Fatalf("%d orders and %d problems for %d orders read", len(got.Orders), len(got.Problems), len(got.Lines))
		}
	})
}
