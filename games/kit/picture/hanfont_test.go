package picture

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/goregular"
)

// label draws one label alone, as a map's caption would be.
func label(s, alt string) *Drawing {
	d := New(160, 30, White)
	d.TextOr(Pt(80, 15), s, alt, Black, Large)
	return d
}

// pixels renders d and copies its pixels (the renderer reuses its image).
func pixels(t *testing.T, r *Renderer, d *Drawing) []uint8 {
	t.Helper()
	img, err := r.Image(d)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.Clone(img.Pix)
}

// hanFont is the host's font with Chinese letters; .ci/run installs one.
func hanFont(t *testing.T) *HanFont {
	t.Helper()
	h := FindHanFont(HanFontPaths())
	if h == nil {
		t.Skip("no font with Chinese letters on this host (the Debian package fonts-droid-fallback has one)")
	}
	return h
}

func TestChineseLabelFallsBackToItsCodeWithoutAHanFont(t *testing.T) {
	r, err := NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pixels(t, r, label("巴黎", "Par")), pixels(t, r, label("Par", "Par"))) {
		t.Error("without a Chinese font, 巴黎 was not drawn as its code Par")
	}
}

func TestChineseLabelIsWrittenWithAHanFont(t *testing.T) {
	r, err := NewRendererWith(hanFont(t))
	if err != nil {
		t.Fatal(err)
	}
	code := pixels(t, r, label("Par", "Par"))
	for _, s := range []string{"巴黎", "第3回合：移動", "T3 聯軍 Union"} {
		got := pixels(t, r, label(s, "Par"))
		if bytes.Equal(got, code) {
			t.Errorf("%q was drawn as its code although the font has its letters", s)
		}
		if dark(got) < 40 {
			t.Errorf("%q: only %d dark pixels", s, dark(got))
		}
	}
	// A letter neither font has: the code, not a row of empty boxes.
	if !bytes.Equal(pixels(t, r, label("巴黎\ue000", "Par")), code) {
		t.Error("a label with a letter no font has was not drawn as its code")
	}
}

func TestMixedLabelKeepsLatinLettersInTheGoFont(t *testing.T) {
	r, err := NewRendererWith(hanFont(t))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	// Letters the Go font has come out the same with or without the
	// Chinese font: English pictures do not change.
	d := label("Spring 1901, movement", "")
	if !bytes.Equal(pixels(t, r, d), pixels(t, plain, d)) {
		t.Error("an English label changed when a Chinese font was added")
	}
}

func TestLoadHanFontSaysWhatIsWrong(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	latin := filepath.Join(dir, "go.ttf")
	if err := os.WriteFile(text, []byte("not a font"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(latin, goregular.TTF, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadHanFont(text); err == nil || !strings.Contains(err.Error(), "not a TrueType or OpenType font") {
		t.Errorf("a text file: err = %v", err)
	}
	if _, err := LoadHanFont(latin); !errors.Is(err, ErrNoHanLetters) {
		t.Errorf("the Go font: err = %v, want ErrNoHanLetters", err)
	}
	if _, err := LoadHanFont(filepath.Join(dir, "absent.ttf")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: err = %v, want not exist", err)
	}
	if FindHanFont([]string{text, latin}) != nil {
		t.Error("FindHanFont took a file without Chinese letters")
	}
}

func dark(pix []uint8) int {
	n := 0
	for _, p := range pix {
		if p == uint8(Black) {
			n++
		}
	}
	return n
}
