package checked

import (
	"adjutant/games"
	"adjutant/templates/i18n"
)

// Fault is why an engine's parser or dry run cannot take one line; a nil
// *Fault is no fault. Engines whose line readers return many kinds of
// refusal build one with their own short constructor (the game's words).
type Fault struct{ Msg i18n.Text }

// Text is the fault as Lines.Add takes it: nil for none.
func (f *Fault) Text() *i18n.Text {
	if f == nil {
		return nil
	}
	return &f.Msg
}

// Read adds to c each of lines that has any words: words splits a line
// as the game reads it, and one reads the words of line n into its
// canonical form, or says why it cannot.
func (c *Lines) Read(lines []games.Line, words func(string) []string, one func(n int, w []string) (string, *Fault)) {
	for _, ln := range lines {
		w := words(ln.Text)
		if len(w) == 0 {
			continue
		}
		canon, why := one(ln.N, w)
		c.Add(ln, canon, why.Text())
	}
}
