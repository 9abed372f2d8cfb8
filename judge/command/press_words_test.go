package command

import (
	"slices"
	"testing"

	"adjutant/mailio/incoming"
)

// The mail reader keeps quoted lines inside a press block, so it must know
// every word that opens and closes one: the lists it holds are the press
// commands' names, no more and no fewer.
func TestTheMailReaderKnowsThePressWords(t *testing.T) {
	tree := newTree()
	var opening, closing []string
	for _, name := range []string{"PRESS", "BROADCAST", "ENDPRESS"} {
		cmd := tree.lookup(name)
		if cmd == nil {
			t.Fatalf("no %s command", name)
		}
		words := append([]string{cmd.Name}, cmd.Aliases...)
		if name == "ENDPRESS" {
			closing = append(closing, append(words, "END PRESS")...)
		} else {
			opening = append(opening, words...)
		}
	}
	for _, c := range []struct {
		what       string
		have, want []string
	}{{"opening", incoming.PressOpeningWords(), opening}, {"closing", incoming.PressClosingWords(), closing}} {
		slices.Sort(c.have)
		slices.Sort(c.want)
		if !slices.Equal(c.have, c.want) {
			t.Errorf("the mail reader's %s press words are %q, the commands' %q", c.what, c.have, c.want)
		}
	}
}
