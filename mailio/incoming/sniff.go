package incoming

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// undeclared reports whether a charset label says nothing about 8-bit
// bytes: none at all, or one of the labels mailers write when they do
// not know (US-ASCII on a body that is not ASCII, "unknown-8bit").
func undeclared(label string) bool {
	switch labelName(label) {
	case "", "us-ascii", "ascii", "x-unknown", "unknown-8bit":
		return true
	}
	return false
}

// sniffUndeclared reads 8-bit text that is not UTF-8 and declares no
// charset. A Chinese mailer or gateway that loses the label leaves GB18030
// (GBK, GB2312) or Big5 bytes; most others leave windows-1252. A Chinese
// reading is taken when it decodes without a replacement character and
// every character it gives beyond ASCII is Chinese (Han, CJK punctuation,
// full-width forms, curly quotes). GB18030 and Big5 share most byte
// pairs, so Big5 wins only when at least a fifth of the pairs have a
// second byte in 0x40–0x7E, which GB2312 never uses and Big5 text uses
// all the time; GB18030 wins only when four pairs in five are GB2312's,
// as everyday Simplified text is. It returns the text and the charset it
// chose.
func sniffUndeclared(b []byte) (string, string) {
	pairs, low, gb2312 := 0, 0, 0
	for i := 0; i+1 < len(b); i++ {
		if b[i] < 0x81 {
			continue
		}
		pairs++
		switch t := b[i+1]; {
		case t >= 0x40 && t <= 0x7e:
			low++
		case t >= 0xa1 && t <= 0xfe && b[i] >= 0xa1 && b[i] <= 0xf7:
			gb2312++
		}
		i++
	}
	gb, gbOK := readsAsChinese(simplifiedchinese.GB18030, b)
	big5, big5OK := readsAsChinese(traditionalchinese.Big5, b)
	// Everyday Simplified text keeps to GB2312's pairs; bytes that only
	// happen to decode (a broken part's) stray outside them.
	gbOK = gbOK && gb2312*5 >= pairs*4
	switch {
	case big5OK && (!gbOK || low*5 >= pairs):
		return big5, "big5"
	case gbOK:
		return gb, "gb18030"
	}
	out, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil {
		return strings.ToValidUTF8(string(b), string(utf8.RuneError)), "utf-8"
	}
	return string(out), "windows-1252"
}

// readsAsChinese decodes b with enc and says whether the result is
// Chinese text as sniffUndeclared means it.
func readsAsChinese(enc encoding.Encoding, b []byte) (string, bool) {
	out, err := enc.NewDecoder().Bytes(b)
	if err != nil {
		return "", false
	}
	s := string(out)
	han := false
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf:
		case r == utf8.RuneError:
			return "", false
		case unicode.Is(unicode.Han, r):
			han = true
		case r >= 0x3000 && r <= 0x303f, r >= 0xff00 && r <= 0xffef, r >= 0x2010 && r <= 0x2027:
		default:
			return "", false
		}
	}
	return s, han
}

// latinLabel: a Western charset label (ISO 8859, Windows 125x). A mailer
// set up wrong sends UTF-8 under such a label; Chinese read so came back
// as "é™†å†›", and no order in it was understood.
func latinLabel(label string) bool {
	l := labelName(label)
	return strings.HasPrefix(l, "iso-8859-") || strings.HasPrefix(l, "iso8859-") || strings.HasPrefix(l, "windows-125") ||
		strings.HasPrefix(l, "cp125") || l == "latin1" || l == "latin-1" || l == "l1"
}

// utf8Text: bytes with characters beyond ASCII that are valid UTF-8. In
// a Western charset such bytes read as pairs like "Ã©", which no one
// writes, so they are the UTF-8 they look like.
func utf8Text(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return utf8.Valid(b)
		}
	}
	return false
}
