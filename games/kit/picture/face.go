package picture

import (
	"image"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// mixedFace writes each letter with the Go face when it has the letter,
// else with the Chinese one, so that "T3 聯軍 Union" comes out whole. The
// line's metrics are the Go face's: a label keeps its place whatever its
// script.
type mixedFace struct {
	latin, han font.Face
	has        func(r rune) bool // the Go face has r
}

func (m mixedFace) pick(r rune) font.Face {
	if m.han == nil || m.has(r) {
		return m.latin
	}
	return m.han
}

func (m mixedFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	return m.pick(r).Glyph(dot, r)
}

func (m mixedFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	return m.pick(r).GlyphBounds(r)
}

func (m mixedFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) { return m.pick(r).GlyphAdvance(r) }

func (m mixedFace) Kern(r0, r1 rune) fixed.Int26_6 {
	if f := m.pick(r0); f == m.pick(r1) {
		return f.Kern(r0, r1)
	}
	return 0
}

func (m mixedFace) Metrics() font.Metrics { return m.latin.Metrics() }

func (m mixedFace) Close() error { return nil }

// letters answers whether a font has a letter, keeping its own buffer.
type letters struct {
	f   *sfnt.Font
	buf sfnt.Buffer
}

func (l *letters) has(r rune) bool {
	if l == nil || l.f == nil {
		return false
	}
	i, err := l.f.GlyphIndex(&l.buf, r)
	return err == nil && i != 0
}

// writes reports whether latin or han has every letter of s; spaces and
// controls need none.
func writes(s string, latin, han *letters) bool {
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) {
			continue
		}
		if !latin.has(r) && !han.has(r) {
			return false
		}
	}
	return true
}
