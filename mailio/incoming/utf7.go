package incoming

import (
	"strings"
	"unicode/utf16"
)

// isUTF7 reports whether a charset label names UTF-7 (RFC 2152), which
// golang.org/x/text does not provide; Outlook Express and some webmail
// still send it.
func isUTF7(label string) bool {
	switch labelName(label) {
	case "utf-7", "utf7", "unicode-1-1-utf-7", "x-unicode-2-0-utf-7", "csunicode11utf7":
		return true
	}
	return false
}

// decodeUTF7 decodes UTF-7: "+" starts a run of modified base64 holding
// UTF-16 code units, ended by "-" (which is dropped) or by any character
// outside the base64 alphabet; "+-" is "+". Bits left over at the end of
// a run are dropped, and a lone surrogate becomes U+FFFD.
func decodeUTF7(b []byte) string {
	var out strings.Builder
	for i := 0; i < len(b); i++ {
		if b[i] != '+' {
			out.WriteByte(b[i])
			continue
		}
		i++
		if i < len(b) && b[i] == '-' {
			out.WriteByte('+')
			continue
		}
		var units []uint16
		var acc uint32
		bits := 0
		for ; i < len(b) && isBase64(b[i]); i++ {
			acc = acc<<6 | uint32(base64Value(b[i]))
			bits += 6
			if bits >= 16 {
				bits -= 16
				units = append(units, uint16(acc>>bits))
				acc &= 1<<bits - 1
			}
		}
		out.WriteString(string(utf16.Decode(units)))
		if i < len(b) && b[i] != '-' {
			i-- // the character that ended the run is text
		}
	}
	return out.String()
}

func base64Value(c byte) byte {
	switch {
	case c >= 'A' && c <= 'Z':
		return c - 'A'
	case c >= 'a' && c <= 'z':
		return c - 'a' + 26
	case c >= '0' && c <= '9':
		return c - '0' + 52
	case c == '+':
		return 62
	default:
		return 63
	}
}
