package incoming

import (
	"encoding/base64"
	"regexp"
	"strconv"
	"strings"
)

// encodedWordRe matches one RFC 2047 encoded word: charset, encoding, text.
var encodedWordRe = regexp.MustCompile(`=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=`)

// mergeEncodedWords rewrites each run of adjacent encoded words (apart
// only by white space, which RFC 2047 section 6.2 says to ignore) that
// share a charset as one word holding all their bytes. Some mailers cut a
// long GBK or UTF-8 subject in the middle of a character; decoded one word
// at a time, both halves become U+FFFD. Words that do not decode are left
// as they are.
func mergeEncodedWords(v string) string {
	if strings.Count(v, "=?") < 2 {
		return v
	}
	locs := encodedWordRe.FindAllStringSubmatchIndex(v, -1)
	var b strings.Builder
	last := 0
	for i := 0; i < len(locs); {
		j := i
		for j+1 < len(locs) && strings.TrimSpace(v[locs[j][1]:locs[j+1][0]]) == "" &&
			strings.EqualFold(v[locs[i][2]:locs[i][3]], v[locs[j+1][2]:locs[j+1][3]]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		var raw []byte
		ok := true
		for k := i; k <= j && ok; k++ {
			var p []byte
			p, ok = wordBytes(v[locs[k][4]:locs[k][5]], v[locs[k][6]:locs[k][7]])
			raw = append(raw, p...)
		}
		if ok {
			b.WriteString(v[last:locs[i][0]])
			b.WriteString("=?" + v[locs[i][2]:locs[i][3]] + "?B?" + base64.StdEncoding.EncodeToString(raw) + "?=")
			last = locs[j][1]
		}
		i = j + 1
	}
	b.WriteString(v[last:])
	return b.String()
}

// wordBytes decodes the text of one encoded word, B (base64, padding
// optional) or Q (RFC 2047 section 4.2).
func wordBytes(enc, text string) ([]byte, bool) {
	if enc == "b" || enc == "B" {
		p, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(text, "="))
		return p, err == nil
	}
	var out []byte
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '_':
			out = append(out, ' ')
		case c == '=' && i+2 < len(text):
			n, err := strconv.ParseUint(text[i+1:i+3], 16, 8)
			if err != nil {
				return nil, false
			}
			out = append(out, byte(n))
			i += 2
		case c == '=':
			return nil, false
		default:
			out = append(out, c)
		}
	}
	return out, true
}
