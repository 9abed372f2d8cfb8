package asciimap

import (
	_ "embed"
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"adjutant/games/diplomacy/dip"
)

//go:embed data/europe.txt
var europeText string

// MaxWidth is the widest line the map or legend may have, in columns.
const MaxWidth = 78

// ErrBadArt is wrapped by every error about map art that does not parse.
var ErrBadArt = errors.New("asciimap: invalid art")

// stroke is the kind of border a character draws: what lies on its two
// sides.
type stroke uint8

const (
	noStroke    stroke = iota
	landStroke         // between two land provinces
	coastStroke        // between land and sea
	seaStroke          // between two seas
)

// strokeNamed is the kind a header line names, or noStroke.
func strokeNamed(name string) stroke {
	switch name {
	case "land":
		return landStroke
	case "coast":
		return coastStroke
	case "sea":
		return seaStroke
	}
	return noStroke
}

func (s stroke) String() string {
	switch s {
	case landStroke:
		return "land border"
	case coastStroke:
		return "coastline"
	case seaStroke:
		return "sea border"
	}
	return "no border"
}

// segment is one piece of an art line: literal text, or a slot.
type segment struct {
	text  string       // literal text (when prov is empty)
	prov  dip.Province // the slot's province
	width int          // the slot's width, braces included
}

// art is parsed map art.
type art struct {
	lines   [][]segment
	slots   map[dip.Province]int // province -> slot width
	strokes map[byte]stroke      // border characters, from the header
	seaFill map[byte]bool        // characters that fill seas, from the header
	drawn   map[stroke][]byte    // border characters by kind, in header order
	fills   []byte               // sea-fill characters, in header order
}

// sample is the first character declared for a kind of border, 0 if none.
func (a *art) sample(k stroke) byte {
	if len(a.drawn[k]) == 0 {
		return 0
	}
	return a.drawn[k][0]
}

// parseArt reads art in the grammar of the package comment.
func parseArt(text string) (*art, error) {
	a := &art{
		slots:   map[dip.Province]int{},
		strokes: map[byte]stroke{},
		seaFill: map[byte]bool{},
		drawn:   map[stroke][]byte{},
	}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for len(lines) > 0 && strings.HasPrefix(lines[0], "#") {
		if err := a.header(strings.TrimRight(lines[0], " \r")); err != nil {
			return nil, err
		}
		lines = lines[1:]
	}
	for n, line := range lines {
		segs, err := a.parseLine(n+1, strings.TrimRight(line, " \r"))
		if err != nil {
			return nil, err
		}
		a.lines = append(a.lines, segs)
		if w := a.lineWidth(len(a.lines) - 1); w > MaxWidth {
			return nil, fmt.Errorf("%w: line %d is %d columns wide", ErrBadArt, n+1, w)
		}
	}
	return a, nil
}

// header reads one header line: a comment ("# ..."), a border declaration
// ("#border land . :") or the sea fill ("#sea ~").
func (a *art) header(line string) error {
	if line == "#" || strings.HasPrefix(line, "# ") {
		return nil
	}
	f := strings.Fields(line)
	var kind stroke
	var chars []string
	switch {
	case f[0] == "#border" && len(f) >= 3:
		kind, chars = strokeNamed(f[1]), f[2:]
		if kind == noStroke {
			return fmt.Errorf("%w: header %q: border kinds are land, coast and sea", ErrBadArt, line)
		}
	case f[0] == "#sea" && len(f) >= 2:
		chars = f[1:]
	default:
		return fmt.Errorf("%w: header %q: write \"# comment\", \"#border land|coast|sea CHARS\" or \"#sea CHARS\"", ErrBadArt, line)
	}
	for _, c := range chars {
		if len(c) != 1 || c[0] < '!' || c[0] > '~' || c[0] == '{' || c[0] == '}' {
			return fmt.Errorf("%w: header %q: %q is not one printable character", ErrBadArt, line, c)
		}
		b := c[0]
		if a.strokes[b] != noStroke || a.seaFill[b] {
			return fmt.Errorf("%w: header %q: %q is declared twice", ErrBadArt, line, c)
		}
		if kind == noStroke {
			a.seaFill[b] = true
			a.fills = append(a.fills, b)
			continue
		}
		a.strokes[b] = kind
		a.drawn[kind] = append(a.drawn[kind], b)
	}
	return nil
}

// parseLine splits one art line into text and slots. Once the header has
// declared borders, text may hold only spaces, borders and the sea fill.
func (a *art) parseLine(n int, line string) ([]segment, error) {
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
			return nil, fmt.Errorf("%w: line %d: slot without '}'", ErrBadArt, n)
		}
		tok := line[i : i+j+1]
		id := strings.TrimRight(tok[1:len(tok)-1], "~")
		p := dip.Province(id)
		if !p.Valid() {
			return nil, fmt.Errorf("%w: line %d: bad slot %q", ErrBadArt, n, tok)
		}
		if _, dup := a.slots[p]; dup {
			return nil, fmt.Errorf("%w: line %d: %s has two slots", ErrBadArt, n, id)
		}
		a.slots[p] = len(tok)
		segs = append(segs, segment{prov: p, width: len(tok)})
		line = line[i+j+1:]
	}
	col := 0
	for _, s := range segs {
		if s.prov != "" {
			col += s.width
			continue
		}
		for k := 0; k < len(s.text); k++ {
			c := s.text[k]
			if c < ' ' || c > '~' {
				r, _ := utf8.DecodeRuneInString(s.text[k:])
				return nil, fmt.Errorf("%w: line %d, column %d: %q is not printable ASCII", ErrBadArt, n, col+k+1, r)
			}
			if len(a.strokes) > 0 && c != ' ' && a.strokes[c] == noStroke && !a.seaFill[c] {
				return nil, fmt.Errorf("%w: line %d, column %d: %q is neither a border nor the sea fill the header declares", ErrBadArt, n, col+k+1, c)
			}
		}
		col += len(s.text)
	}
	return segs, nil
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

// europe is the embedded art, parsed once; it is never changed after.
var europe = sync.OnceValue(func() *art {
	a, err := parseArt(europeText)
	if err != nil {
		// The tests parse the embedded art; failing here is a broken build.
		panic(err)
	}
	return a
})
