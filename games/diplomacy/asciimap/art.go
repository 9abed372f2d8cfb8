package asciimap

import (
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"sync"

	"adjutant/games/diplomacy/dip"
)

//go:embed data/europe.txt
var europeText string

// MaxWidth is the widest line the map or legend may have, in columns.
const MaxWidth = 78

// ErrBadArt is wrapped by every error about map art that does not parse.
var ErrBadArt = errors.New("asciimap: invalid art")

// segment is one piece of an art line: literal text, or a slot.
type segment struct {
	text  string       // literal text (when prov is empty)
	prov  dip.Province // the slot's province
	width int          // the slot's width, braces included
}

// art is parsed map art.
type art struct {
	lines [][]segment
	slots map[dip.Province]int // province -> slot width
}

// parseArt reads art in the slot grammar of the package comment.
func parseArt(text string) (*art, error) {
	a := &art{slots: map[dip.Province]int{}}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for len(lines) > 0 && strings.HasPrefix(lines[0], "# ") {
		lines = lines[1:]
	}
	for n, line := range lines {
		line = strings.TrimRight(line, " \r")
		var segs []segment
		for line != "" {
			i := strings.IndexByte(line, '{')
			if i < 0 {
				segs = append(segs, segment{text: line})
				break
			}
			if i > 0 {
				segs = append(segs, segment{text: line[:i]})
			}
			j := strings.IndexByte(line[i:], '}')
			if j < 0 {
				return nil, fmt.Errorf("%w: line %d: slot without '}'", ErrBadArt, n+1)
			}
			tok := line[i : i+j+1]
			id := strings.TrimRight(tok[1:len(tok)-1], "~")
			if !validID(id) {
				return nil, fmt.Errorf("%w: line %d: bad slot %q", ErrBadArt, n+1, tok)
			}
			p := dip.Province(id)
			if _, dup := a.slots[p]; dup {
				return nil, fmt.Errorf("%w: line %d: %s has two slots", ErrBadArt, n+1, id)
			}
			a.slots[p] = len(tok)
			segs = append(segs, segment{prov: p, width: len(tok)})
			line = line[i+j+1:]
		}
		for _, s := range segs {
			for _, r := range s.text {
				if r < ' ' || r > '~' {
					return nil, fmt.Errorf("%w: line %d: %q is not printable ASCII", ErrBadArt, n+1, r)
				}
			}
		}
		a.lines = append(a.lines, segs)
		if w := a.lineWidth(len(a.lines) - 1); w > MaxWidth {
			return nil, fmt.Errorf("%w: line %d is %d columns wide", ErrBadArt, n+1, w)
		}
	}
	return a, nil
}

func (a *art) lineWidth(i int) int {
	w := 0
	for _, s := range a.lines[i] {
		if s.prov != "" {
			w += s.width
		} else {
			w += len(s.text)
		}
	}
	return w
}

func validID(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// europe is the embedded art, parsed once; it is never changed after.
var europe = sync.OnceValue(func() *art {
	a, err := parseArt(europeText)
	if err != nil {
		// The tests parse the embedded art; failing here is a broken build.
		panic(err)
	}
	return a
})
