package incoming

import (
	"bytes"
	"encoding/base64"
	"strings"
	"unicode/utf8"
)

// decodeTransfer undoes a Content-Transfer-Encoding (RFC 2045 section 6).
// It never fails outright: damaged input is decoded as far as it goes and
// problem says what was wrong, so the caller can quote the readable part.
func decodeTransfer(cte string, b []byte) (out []byte, problem string) {
	switch transferName(cte) {
	case "", "7bit", "8bit", "binary":
		return b, ""
	case "quoted-printable":
		return decodeQP(b), ""
	case "base64":
		return decodeBase64(b)
	default:
		return b, "unknown transfer encoding " + cte
	}
}

// transferDamage names, for the reply, the problem decodeTransfer found.
func transferDamage(problem string) Damage {
	switch {
	case problem == problemTruncatedBase64:
		return DamageCutOff
	case problem == problemInvalidBase64 || problem == problemBadBase64Character:
		return DamageBadEncoding
	}
	return DamageUnknownEncoding
}

const (
	problemTruncatedBase64    = "truncated base64"
	problemInvalidBase64      = "invalid base64"
	problemBadBase64Character = "invalid base64 character"
)

// transferName reads a Content-Transfer-Encoding value the way a
// forgiving reader would: case, quotes, spaces, dashes and underscores
// aside, so that "8-bit", "Base-64" and "quoted printable" mean what
// their writers meant; "quoted-printible" and other misspellings that
// start "quoted" are quoted-printable. Anything else is returned as it is.
func transferName(cte string) string {
	v := strings.ToLower(strings.TrimSpace(cte))
	squeezed := strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', ' ', '\t', '"', '\'':
			return -1
		}
		return r
	}, v)
	switch {
	case squeezed == "7bit" || squeezed == "8bit" || squeezed == "binary" || squeezed == "base64":
		return squeezed
	case strings.HasPrefix(squeezed, "quoted"):
		return "quoted-printable"
	}
	return v
}

// decodeQP decodes quoted-printable leniently (RFC 2045 section 6.7):
// "=XX" is a byte, "=" at the end of a line is a soft line break, trailing
// white space on a line is dropped (rule 3), and a "=" that starts neither
// is kept as it is, as most readers do.
func decodeQP(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for len(b) > 0 {
		line := b
		var nl []byte
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			line, nl, b = b[:i], b[i:i+1], b[i+1:]
		} else {
			b = nil
		}
		line = trimRightBytes(line, " \t\r")
		soft := false
		if n := len(line); n > 0 && line[n-1] == '=' {
			soft = true
			line = line[:n-1]
		}
		for i := 0; i < len(line); i++ {
			c := line[i]
			if c == '=' && i+2 < len(line) && isHex(line[i+1]) && isHex(line[i+2]) {
				out = append(out, unhex(line[i+1])<<4|unhex(line[i+2]))
				i += 2
				continue
			}
			out = append(out, c)
		}
		if !soft && nl != nil {
			out = append(out, '\n')
		}
	}
	return out
}

// decodeBase64 decodes base64, skipping line breaks and white space. Data
// after padding starts a new run, as when a mailer joins separately
// encoded pieces. On damage (a character outside the alphabet, or a
// truncated final group) it returns the bytes decoded so far, with the
// partial group, and a problem.
func decodeBase64(b []byte) ([]byte, string) {
	out := make([]byte, 0, base64.StdEncoding.DecodedLen(len(b)))
	run := make([]byte, 0, len(b))
	problem := ""
	padded := false
	flush := func() {
		if rem := len(run) % 4; rem == 1 || rem != 0 && !padded {
			// A group of one carries no whole byte; an unpadded short
			// group is what a message cut off in transit looks like.
			if rem == 1 {
				run = run[:len(run)-1]
			}
			if problem == "" {
				problem = problemTruncatedBase64
			}
		}
		dst := make([]byte, base64.RawStdEncoding.DecodedLen(len(run)))
		n, err := base64.RawStdEncoding.Decode(dst, run)
		if err != nil && problem == "" {
			problem = problemInvalidBase64
		}
		out = append(out, dst[:n]...)
		run = run[:0]
	}
	for _, c := range b {
		switch {
		case c == '=':
			padded = true
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
		case isBase64(c):
			if padded {
				flush()
				padded = false
			}
			run = append(run, c)
		default:
			if problem == "" {
				problem = problemBadBase64Character
			}
		}
	}
	flush()
	return out, problem
}

func isBase64(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/'
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f'
}

func unhex(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	default:
		return c - 'A' + 10
	}
}

func trimRightBytes(b []byte, cut string) []byte {
	for len(b) > 0 && strings.IndexByte(cut, b[len(b)-1]) >= 0 {
		b = b[:len(b)-1]
	}
	return b
}

// unencoded: a part sent as its bytes stand (no base64 or
// quoted-printable), the only kind that can carry a raw NUL.
func unencoded(cte string) bool {
	switch transferName(cte) {
	case "", "7bit", "8bit", "binary":
		return true
	}
	return false
}

func utf8Label(cs string) bool {
	switch labelName(cs) {
	case "utf-8", "utf8":
		return true
	}
	return false
}

// serverNULs gives back the NUL bytes an IMAP server changed in the text:
// Dovecot, for one, serves each NUL of a stored mail as the byte 0x80,
// which a windows-1252 reading shows as "€" and a UTF-8 one as a
// replacement character, so a player's "HELP<NUL>" was answered as
// "HELP€", which they never wrote. A 0x80 that is part of no UTF-8
// character, in text that apart from such bytes is UTF-8 (or ASCII),
// becomes NUL again, which cleaning turns into a space as it does any
// control character. Text in another charset is left as it is: there 0x80
// may be a character.
func serverNULs(b []byte) []byte {
	if bytes.IndexByte(b, 0x80) < 0 {
		return b
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		switch {
		case r != utf8.RuneError || n != 1:
			out = append(out, b[i:i+n]...)
		case b[i] == 0x80:
			out = append(out, 0)
		default:
			return b // not UTF-8: a legacy charset, where 0x80 may be "€"
		}
		i += n
	}
	return out
}
