package incoming

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/unicode"
)

// TextFile is a plain-text file attached to the mail (orders.txt written
// in Notepad or TextEdit), read so that the judge can take its lines as
// commands. Its text is cleaned as the body is (clean.go).
type TextFile struct {
	Name string // the file name as the mail gives it
	// Text and TextAsWritten are as Message.Text and
	// Message.TextAsWritten: the same lines, width normalised or not.
	Text, TextAsWritten string
}

const (
	// MaxFileBytes caps a text file that is read, in its bytes as sent
	// (the size a player's file manager shows): orders are a few
	// hundred bytes, and a longer file is a log or a book, not commands.
	MaxFileBytes = 64 << 10
	// MaxFiles is how many text files one mail may have read.
	MaxFiles = 4
)

// Why an attachment was not read (Attachment.Unread), so that the reply
// can tell the player what to change.
const (
	// UnreadType: not a plain-text file (a PDF, an image, HTML, a
	// word processor's file).
	UnreadType = "type"
	// UnreadForwarded: a forwarded mail, which is never carried out.
	UnreadForwarded = "forwarded"
	// UnreadTooLarge: a text file over MaxFileBytes.
	UnreadTooLarge = "too-large"
	// UnreadNotText: a file named or labelled as text whose bytes are
	// not text in any reading (an image renamed .txt, a .doc saved as
	// .txt).
	UnreadNotText = "not-text"
	// UnreadTooMany: a text file after the first MaxFiles read.
	UnreadTooMany = "too-many"
	// UnreadUUEncoded: a file the mail program wrote into the text with
	// uuencode; its lines were taken out of the text.
	UnreadUUEncoded = "uuencoded"
)

// isTextFile reports whether an attached part is a text file the player
// may have put their commands in: text/plain, or a file named *.txt that
// the mailer labelled as some other text or as bytes of no known type
// (Outlook and some webmails send .txt as application/octet-stream).
// HTML, calendars, cards and the like are not.
func isTextFile(mt, filename string) bool {
	if mt == "text/plain" {
		return true
	}
	if !strings.HasSuffix(strings.ToLower(filename), ".txt") {
		return false
	}
	switch mt {
	case "application/octet-stream", "application/x-download", "application/download",
		"application/unknown", "application/text", "application/txt":
		return true
	}
	return readAsText(mt) && mt != "text/html" && mt != "text/enriched" && mt != "text/richtext"
}

// textFile reads an attached text file. For a file that is too long
// (UnreadTooLarge), or whose bytes are not text in any reading
// (UnreadNotText), it returns why instead, and the file stays an
// attachment the reply lists with that reason.
func textFile(name, charset string, b []byte) (TextFile, string) {
	if len(b) > MaxFileBytes {
		return TextFile{}, UnreadTooLarge
	}
	s := decodeFile(charset, b)
	if !looksLikeText(s) {
		return TextFile{}, UnreadNotText
	}
	text, asWritten, _ := clean(Sanitise(s, true))
	return TextFile{Name: name, Text: text, TextAsWritten: asWritten}, ""
}

// decodeFile turns a text file's bytes into UTF-8. A file saved by an
// editor says more about itself than the mailer that attached it does: a
// byte order mark wins over any label (Notepad's "Unicode" is UTF-16LE
// with one), UTF-16 without a mark is told by its zero bytes, and bytes
// labelled UTF-8 that are not (a GBK file a mailer labelled without
// looking) are read as undeclared text is.
func decodeFile(label string, b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0xef, 0xbb, 0xbf}):
		return strings.ToValidUTF8(string(b[3:]), string(utf8.RuneError))
	case bytes.HasPrefix(b, []byte{0xff, 0xfe}):
		return decodeUTF16(unicode.LittleEndian, b)
	case bytes.HasPrefix(b, []byte{0xfe, 0xff}):
		return decodeUTF16(unicode.BigEndian, b)
	}
	if le, be := zeroBytes(b); le || be {
		if le {
			return decodeUTF16(unicode.LittleEndian, b)
		}
		return decodeUTF16(unicode.BigEndian, b)
	}
	if utf8Label(label) && !utf8.Valid(b) {
		label = ""
	}
	if latinLabel(label) && utf8Text(b) {
		label = "utf-8"
	}
	s, _ := decodeCharset(label, b)
	return s
}

func decodeUTF16(order unicode.Endianness, b []byte) string {
	out, err := unicode.UTF16(order, unicode.UseBOM).NewDecoder().Bytes(b)
	if err != nil {
		return strings.ToValidUTF8(string(b), string(utf8.RuneError))
	}
	return strings.ToValidUTF8(string(out), string(utf8.RuneError))
}

// zeroBytes tells UTF-16 without a byte order mark from an 8-bit text:
// text in Latin letters, digits and punctuation has a zero in every other
// byte, the high one. It reports which order the zeros say.
func zeroBytes(b []byte) (le, be bool) {
	if len(b) < 4 || len(b)%2 != 0 {
		return false, false
	}
	even, odd := 0, 0
	for i := 0; i+1 < len(b); i += 2 {
		if b[i] == 0 {
			even++
		}
		if b[i+1] == 0 {
			odd++
		}
	}
	half := len(b) / 2
	return odd*2 > half && even == 0, even*2 > half && odd == 0
}

// looksLikeText reports whether decoded bytes read as text a person
// wrote: no NUL, and hardly any other control character or character
// that could not be decoded.
func looksLikeText(s string) bool {
	runes, odd := 0, 0
	for _, r := range s {
		runes++
		switch {
		case r == 0:
			return false
		case r == '\n' || r == '\r' || r == '\t' || r == '\f':
		case r < 0x20 || r == 0x7f || r == utf8.RuneError:
			odd++
		}
	}
	return odd*100 <= runes
}
