package incoming

import (
	"strconv"
	"strings"
	"unicode/utf16"
)

// rtfToText renders RTF as plain text, well enough for orders: \par and
// \line break lines, \tab is a tab, \'hh is a byte in the document's code
// page (\ansicpgN), \uN is a character (its \ucN fallback skipped), and
// groups that are no text (font and colour tables, style sheets, document
// information, pictures, "\*" destinations such as Outlook's HTML tags)
// are skipped. Other control words are dropped.
func rtfToText(src []byte) string {
	r := &rtfReader{src: src, skipAt: -1, uc: 1}
	r.read()
	r.flushBytes()
	return r.out.String()
}

type rtfReader struct {
	src      []byte
	i        int
	out      strings.Builder
	depth    int
	skipAt   int    // depth of the group being skipped, or -1
	codepage string // from \ansicpgN
	bytes    []byte // \'hh bytes waiting to be decoded together
	uc       int    // characters to skip after \uN
	pending  int    // fallback characters still to skip
	surr     rune   // a high surrogate waiting for its pair
}

// rtfSkipped are the destinations whose content is not text.
var rtfSkipped = map[string]bool{"fonttbl": true, "colortbl": true, "stylesheet": true, "info": true,
	"pict": true, "object": true, "header": true, "footer": true, "listtable": true, "listoverridetable": true,
	"rsidtbl": true, "generator": true, "themedata": true, "datastore": true, "latentstyles": true}

func (r *rtfReader) read() {
	for r.i < len(r.src) {
		c := r.src[r.i]
		switch c {
		case '{':
			r.i++
			r.depth++
		case '}':
			r.i++
			if r.depth == r.skipAt {
				r.skipAt = -1
			}
			r.depth--
		case '\\':
			r.control()
		case '\r', '\n':
			r.i++
		default:
			r.i++
			r.text(c)
		}
	}
}

// text adds one byte of document text, unless a group is being skipped
// or \uN's fallback is.
func (r *rtfReader) text(c byte) {
	if r.skipAt >= 0 {
		return
	}
	if r.pending > 0 {
		r.pending--
		return
	}
	r.bytes = append(r.bytes, c)
}

// flushBytes decodes the bytes gathered so far in the code page.
func (r *rtfReader) flushBytes() {
	if len(r.bytes) == 0 {
		return
	}
	s, _ := decodeCharset(rtfCharset(r.codepage), r.bytes)
	r.out.WriteString(s)
	r.bytes = r.bytes[:0]
}

func (r *rtfReader) write(s string) {
	if r.skipAt >= 0 {
		return
	}
	r.flushBytes()
	r.out.WriteString(s)
}

// control reads one control word or symbol after a backslash.
func (r *rtfReader) control() {
	r.i++ // the backslash
	if r.i >= len(r.src) {
		return
	}
	c := r.src[r.i]
	switch {
	case c == '\'':
		if r.i+2 < len(r.src) {
			if v, err := strconv.ParseUint(string(r.src[r.i+1:r.i+3]), 16, 8); err == nil {
				r.text(byte(v))
			}
		}
		r.i += 3
		return
	case c == '*':
		r.i++
		if r.skipAt < 0 {
			r.skipAt = r.depth
		}
		return
	case c == '\\' || c == '{' || c == '}':
		r.i++
		r.text(c)
		return
	case c == '\r' || c == '\n':
		r.i++
		r.write("\n")
		return
	case !isASCIILetter(c):
		r.i++ // \~, \-, \_ and the like
		return
	}
	start := r.i
	for r.i < len(r.src) && isASCIILetter(r.src[r.i]) {
		r.i++
	}
	word := string(r.src[start:r.i])
	numStart := r.i
	if r.i < len(r.src) && r.src[r.i] == '-' {
		r.i++
	}
	for r.i < len(r.src) && r.src[r.i] >= '0' && r.src[r.i] <= '9' && r.i-numStart < 10 {
		r.i++
	}
	num, hasNum := 0, r.i > numStart
	if hasNum {
		num, _ = strconv.Atoi(string(r.src[numStart:r.i]))
	}
	if r.i < len(r.src) && r.src[r.i] == ' ' {
		r.i++ // the delimiting space belongs to the control word
	}
	r.word(word, num, hasNum)
}

func (r *rtfReader) word(word string, num int, hasNum bool) {
	switch {
	case rtfSkipped[word]:
		if r.skipAt < 0 {
			r.skipAt = r.depth
		}
	case word == "par" || word == "line" || word == "row":
		r.write("\n")
	case word == "tab" || word == "cell":
		r.write("\t")
	case word == "ansicpg" && hasNum:
		r.codepage = strconv.Itoa(num)
	case word == "uc" && hasNum:
		r.uc = max(num, 0)
	case word == "u" && hasNum:
		if r.skipAt >= 0 {
			return
		}
		ch := rune(num)
		if ch < 0 {
			ch += 0x10000
		}
		switch {
		case utf16.IsSurrogate(ch) && ch < 0xdc00:
			r.surr = ch
		case utf16.IsSurrogate(ch):
			r.write(string(utf16.DecodeRune(r.surr, ch)))
			r.surr = 0
		default:
			r.write(string(ch))
		}
		r.pending = r.uc
	}
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// rtfCharset names the charset of a Windows code page.
func rtfCharset(cp string) string {
	switch cp {
	case "", "1252":
		return "windows-1252"
	case "936", "54936":
		return "gb18030"
	case "950":
		return "big5"
	case "932":
		return "shift_jis"
	case "949":
		return "euc-kr"
	case "65001":
		return "utf-8"
	}
	return "windows-" + cp
}
