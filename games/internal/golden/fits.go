package golden

import (
	"testing"

	"adjutant/games/kit/picture"
)

// Writers are the renderers a judge may draw with: the shipped fonts
// alone, and with the host's Chinese font when it has one.
func Writers(t testing.TB) []*picture.Renderer {
	t.Helper()
	plain, err := picture.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	out := []*picture.Renderer{plain}
	if han := picture.FindHanFont(picture.HanFontPaths()); han != nil {
		r, err := picture.NewRendererWith(han)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// Fits fails when a label of d, as any of writers writes it, runs past
// an edge of the picture.
func Fits(t testing.TB, what string, d *picture.Drawing, writers []*picture.Renderer) {
	t.Helper()
	for _, r := range writers {
		if cut := r.CutOff(d); len(cut) > 0 {
			t.Fatalf("%s: labels cut off at the edge: %q", what, cut)
		}
	}
}
