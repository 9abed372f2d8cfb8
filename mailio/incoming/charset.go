package incoming

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

// charsetAliases is consulted before the WHATWG and IANA indexes. Every
// Chinese GB label decodes with GB18030, the superset of GB2312 and GBK,
// because mail labelled "gb2312" routinely carries GBK characters.
// ISO-8859-1 is read as windows-1252, as browsers do: the two differ only
// in 0x80..0x9F, which are unused control codes in ISO-8859-1 but curly
// quotes, dashes and the euro sign in the mail of clients that mislabel
// windows-1252 text.
var charsetAliases = map[string]encoding.Encoding{
	"gb2312":      simplifiedchinese.GB18030,
	"gbk":         simplifiedchinese.GB18030,
	"x-gbk":       simplifiedchinese.GB18030,
	"cp936":       simplifiedchinese.GB18030,
	"ms936":       simplifiedchinese.GB18030,
	"windows-936": simplifiedchinese.GB18030,
	"euc-cn":      simplifiedchinese.GB18030,
	"x-euc-cn":    simplifiedchinese.GB18030,
	"csgb2312":    simplifiedchinese.GB18030,
	"gb18030":     simplifiedchinese.GB18030,
	// Labels older Windows and Mac mail programs write for the same
	// character sets.
	"gb18030-2000":      simplifiedchinese.GB18030,
	"gb18030-2005":      simplifiedchinese.GB18030,
	"x-mac-chinesesimp": simplifiedchinese.GB18030,
	"x-windows-950":     traditionalchinese.Big5,
	"windows-950":       traditionalchinese.Big5,
	"ms950":             traditionalchinese.Big5,
	"x-cp950":           traditionalchinese.Big5,
	"big5hkscs":         traditionalchinese.Big5,
	"x-mac-chinesetrad": traditionalchinese.Big5,
	// UTF-16 is big-endian unless a byte order mark says otherwise (RFC
	// 2781 section 4.3); the WHATWG index would read it little-endian.
	"utf-16":       unicode.UTF16(unicode.BigEndian, unicode.UseBOM),
	"utf16":        unicode.UTF16(unicode.BigEndian, unicode.UseBOM),
	"ucs-2":        unicode.UTF16(unicode.BigEndian, unicode.UseBOM),
	"utf-16be":     unicode.UTF16(unicode.BigEndian, unicode.UseBOM),
	"utf-16le":     unicode.UTF16(unicode.LittleEndian, unicode.UseBOM),
	"big5":         traditionalchinese.Big5,
	"big5-hkscs":   traditionalchinese.Big5,
	"x-big5":       traditionalchinese.Big5,
	"cp950":        traditionalchinese.Big5,
	"iso-2022-jp":  japanese.ISO2022JP,
	"shift_jis":    japanese.ShiftJIS,
	"euc-jp":       japanese.EUCJP,
	"windows-1252": charmap.Windows1252,
	"cp1252":       charmap.Windows1252,
	"iso-8859-1":   charmap.Windows1252,
	"iso8859-1":    charmap.Windows1252,
	"latin1":       charmap.Windows1252,
	"l1":           charmap.Windows1252,
}

// labelName is a charset label as the tables here spell it: lower case,
// without the spaces and quotes mailers leave around it.
func labelName(label string) string {
	return strings.ToLower(strings.Trim(strings.TrimSpace(label), `"'`))
}

// lookupCharset finds a decoder for a MIME charset label. It returns nil
// for UTF-8 and US-ASCII (and an empty label), which need no conversion.
func lookupCharset(label string) (encoding.Encoding, error) {
	l := labelName(label)
	switch l {
	case "", "utf-8", "utf8", "us-ascii", "ascii", "unicode-1-1-utf-8", "x-unknown", "unknown-8bit":
		return nil, nil
	}
	if enc, ok := charsetAliases[l]; ok {
		return enc, nil
	}
	if enc, err := htmlindex.Get(l); err == nil && enc != nil {
		return enc, nil
	}
	if enc, err := ianaindex.MIME.Encoding(l); err == nil && enc != nil {
		return enc, nil
	}
	return nil, fmt.Errorf("%w: %q", ErrUnknownCharset, label)
}

// decodeCharset converts b from the named charset to valid UTF-8. With an
// unknown charset it still returns the bytes read as UTF-8 (invalid
// sequences replaced) or, when they are not UTF-8, as undeclared text is
// read (sniffUndeclared), together with an error wrapping
// ErrUnknownCharset: the ASCII part of an order is readable whatever the
// charset was.
func decodeCharset(label string, b []byte) (string, error) {
	if isUTF7(label) {
		return strings.ToValidUTF8(decodeUTF7(b), string(utf8.RuneError)), nil
	}
	enc, err := lookupCharset(label)
	if err == nil && enc == nil && undeclared(label) && !utf8.Valid(b) {
		s, _ := sniffUndeclared(b)
		return s, nil
	}
	if err != nil && !utf8.Valid(b) {
		// A name no one knows ("gbk2312", "x-user-defined") on bytes
		// that are not UTF-8: read them as undeclared text is.
		s, _ := sniffUndeclared(b)
		return s, err
	}
	if err != nil || enc == nil {
		return strings.ToValidUTF8(string(b), string(utf8.RuneError)), err
	}
	out, derr := enc.NewDecoder().Bytes(b)
	if derr != nil {
		return strings.ToValidUTF8(string(b), string(utf8.RuneError)), fmt.Errorf("charset %s: %w", label, derr)
	}
	return strings.ToValidUTF8(string(out), string(utf8.RuneError)), nil
}

// charsetReader adapts lookupCharset to mime.WordDecoder.CharsetReader.
// Encoded words are short, so the text is converted at once; a
// *bytes.Reader also spares io.Copy its 32 KiB buffer.
func charsetReader(label string, r io.Reader) (io.Reader, error) {
	if isUTF7(label) {
		in, err := io.ReadAll(r)
		if err != nil {
			return nil, fmt.Errorf("charset %s: %w", label, err)
		}
		return strings.NewReader(decodeUTF7(in)), nil
	}
	enc, err := lookupCharset(label)
	if err != nil {
		return nil, err
	}
	if enc == nil {
		return r, nil
	}
	in, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("charset %s: %w", label, err)
	}
	out, err := enc.NewDecoder().Bytes(in)
	if err != nil {
		return nil, fmt.Errorf("charset %s: %w", label, err)
	}
	return bytes.NewReader(out), nil
}
