package golden

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"adjutant/games/kit/picture"
)

// Picture compares a drawing with the file at path by its digest, its size
// and the labels it writes (which a reviewer can read in the file), and
// renders it to check that it makes a PNG a mail may carry. With -update
// it rewrites the file, and writes the PNG to png when png is not empty
// (the pictures docs/players.md shows).
func Picture(t testing.TB, path string, d *picture.Drawing, png string) {
	t.Helper()
	if d == nil {
		t.Fatalf("%s: no picture", path)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "digest %s\nsize %dx%d\ncommands %d\nlabels:\n", d.Digest(), d.W, d.H, len(d.Commands))
	for _, s := range d.Texts() {
		fmt.Fprintf(&b, "  %s\n", s)
	}
	Check(t, path, b.String())
	r, err := picture.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	data, err := r.PNG(d)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if *update && png != "" {
		if err := os.WriteFile(png, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
