package outgoing

import (
	"bytes"
	"encoding/base64"
	"mime"
	"mime/quotedprintable"
	"net/mail"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// sanitize makes header text safe: invalid UTF-8 and every control
// character (CR and LF included) become spaces, and the text is cut to
// maxRunes characters when maxRunes >= 0.
func sanitize(s string, maxRunes int) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.ToValidUTF8(s, " ") {
		if maxRunes >= 0 && n == maxRunes {
			break
		}
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == '\u2028' || r == '\u2029' {
			r = ' '
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}

func cutBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// encodeText RFC 2047 encodes unstructured header text when it is not
// plain ASCII, or when it contains "=?" (which a reader would take for an
// encoded word). B encoding is used for mostly non-ASCII text, Q otherwise.
func encodeText(s string) string {
	if isASCII(s) {
		if strings.Contains(s, "=?") {
			// mime's encoder leaves printable ASCII alone.
			return forceBEncode(s)
		}
		return s
	}
	if nonASCIIShare(s) > 1.0/3 {
		return mime.BEncoding.Encode("utf-8", s)
	}
	return mime.QEncoding.Encode("utf-8", s)
}

// forceBEncode writes s as RFC 2047 B-encoded words of at most 75
// characters (45 input bytes each), split between characters.
func forceBEncode(s string) string {
	var words []string
	for s != "" {
		chunk := cutBytes(s, 45)
		if chunk == "" { // a single rune longer than 45 bytes cannot happen in UTF-8
			chunk = s
		}
		words = append(words, "=?utf-8?b?"+base64.StdEncoding.EncodeToString([]byte(chunk))+"?=")
		s = s[len(chunk):]
	}
	return strings.Join(words, " ")
}

// formatAddress writes a mailbox with its display name encoded (net/mail
// applies RFC 2047 to non-ASCII names and quotes the rest).
func formatAddress(a mail.Address) string {
	// An internationalised domain is written in its ASCII form, so that
	// an address with an ASCII local part keeps the header 7-bit.
	if at := strings.LastIndexByte(a.Address, '@'); at >= 0 && !isASCII(a.Address[at+1:]) {
		if d, err := idna.Lookup.ToASCII(a.Address[at+1:]); err == nil {
			a.Address = a.Address[:at+1] + d
		}
	}
	name := sanitize(a.Name, maxNameRunes)
	if name == "" {
		return a.Address
	}
	return (&mail.Address{Name: name, Address: a.Address}).String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

func nonASCIIShare(s string) float64 {
	if s == "" {
		return 0
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			n++
		}
	}
	return float64(n) / float64(len(s))
}

// encodeBody picks a transfer encoding (RFC 2045 section 6) and returns the
// encoded body with CRLF line ends.
func encodeBody(s string) ([]byte, string) {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	if s != "" && !strings.HasSuffix(s, "\n") {
		s += "\n"
	}
	if plain7bit(s) {
		return []byte(strings.ReplaceAll(s, "\n", "\r\n")), "7bit"
	}
	var b bytes.Buffer
	if nonASCIIShare(s) > 1.0/3 {
		enc := base64.StdEncoding.EncodeToString([]byte(strings.ReplaceAll(s, "\n", "\r\n")))
		for len(enc) > 76 {
			b.WriteString(enc[:76])
			b.WriteString("\r\n")
			enc = enc[76:]
		}
		if enc != "" {
			b.WriteString(enc)
			b.WriteString("\r\n")
		}
		return b.Bytes(), "base64"
	}
	w := quotedprintable.NewWriter(&b)
	w.Write([]byte(s))
	w.Close()
	out := b.Bytes()
	if len(out) > 0 && !bytes.HasSuffix(out, []byte("\r\n")) {
		out = append(out, '\r', '\n')
	}
	return out, "quoted-printable"
}

// plain7bit reports whether s can go unencoded: printable ASCII and tabs
// only, every line within maxLine.
func plain7bit(s string) bool {
	lineLen := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\n':
			lineLen = 0
			continue
		case c == '\t' || c >= 0x20 && c < 0x7f:
		default:
			return false
		}
		lineLen++
		if lineLen > maxLine {
			return false
		}
	}
	return true
}
