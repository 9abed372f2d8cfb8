package picture

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"golang.org/x/image/font/sfnt"
)

// ErrNoHanLetters: the file is a font, but none of its faces writes
// Chinese.
var ErrNoHanLetters = errors.New("the font has no Chinese letters")

// HanFont is a font with Chinese letters, found on the host: the judge
// ships only the Go fonts, which have none. A Renderer given one writes a
// label in Chinese where it would otherwise fall back to its codes. It is
// read-only once loaded and may be shared by every Renderer.
type HanFont struct {
	Path string
	font *sfnt.Font
}

// HanFontPaths are the places the common packages put a font with Chinese
// letters (Debian and Ubuntu, Fedora, Arch, macOS, Windows), in the order
// they are tried. TrueType and OpenType files and collections are read.
func HanFontPaths() []string {
	return []string{
		"/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
		"/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
		"/usr/share/fonts/google-droid-sans-fonts/DroidSansFallbackFull.ttf",
		"/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
		"/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
		"/System/Library/Fonts/PingFang.ttc",
		"/System/Library/Fonts/STHeiti Light.ttc",
		`C:\Windows\Fonts\msyh.ttc`,
	}
}

// FindHanFont loads the first of paths that holds a usable font; nil when
// none does (Chinese labels then fall back to codes).
func FindHanFont(paths []string) *HanFont {
	for _, p := range paths {
		if h, err := LoadHanFont(p); err == nil {
			return h
		}
	}
	return nil
}

// LoadHanFont reads a font file or collection and keeps the face that
// writes Chinese, preferring a Simplified Chinese face of a collection
// that holds several (Noto's holds ten).
func LoadHanFont(path string) (*HanFont, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read font: %w", err)
	}
	c, err := sfnt.ParseCollection(data)
	if err != nil {
		return nil, fmt.Errorf("%s is not a TrueType or OpenType font: %w", path, err)
	}
	var first *sfnt.Font
	var buf sfnt.Buffer
	for i := range c.NumFonts() {
		f, err := c.Font(i)
		if err != nil || !writesHan(f, &buf) {
			continue
		}
		if name, _ := f.Name(&buf, sfnt.NameIDFamily); strings.HasSuffix(name, " SC") {
			return &HanFont{Path: path, font: f}, nil
		}
		if first == nil {
			first = f
		}
	}
	if first == nil {
		return nil, fmt.Errorf("%s: %w", path, ErrNoHanLetters)
	}
	return &HanFont{Path: path, font: first}, nil
}

// writesHan: the face has the letters of both scripts' everyday words.
func writesHan(f *sfnt.Font, buf *sfnt.Buffer) bool {
	for _, r := range "中国國戰战" {
		if i, err := f.GlyphIndex(buf, r); err != nil || i == 0 {
			return false
		}
	}
	return true
}
