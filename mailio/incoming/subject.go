package incoming

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Reply and forward prefixes that mail clients put before a subject, in
// the languages players use, lower case. A prefix is one of these words,
// an optional count ("Re[2]", "Re^2"), then a colon, half- or full-width.
var (
	replyWords = map[string]bool{
		"re": true, "aw": true, "sv": true, "vs": true, "antw": true, "antwort": true,
		"odp": true, "rif": true, "ynt": true, "res": true,
		"回复": true, "回覆": true, "答复": true, "答覆": true, "回應": true,
	}
	forwardWords = map[string]bool{
		"fwd": true, "fw": true, "wg": true, "tr": true, "enc": true, "doorst": true, "rv": true,
		"转发": true, "轉發": true, "轉寄": true, "转寄": true,
	}
)

// SplitSubject takes the reply and forward prefixes off a subject
// ("AW: Re: 回复：orders" is "orders"). reply is the first prefix, written
// as the thread writes it ("AW: ", "回复："), when that prefix is a reply's;
// it is "" when the subject starts with no prefix or with a forward's.
//
// A list's tag stays where it is and prefixes after it go too: Mailman
// writes "[Dipl] Re: orders", whose bare subject is "[Dipl] orders".
func SplitSubject(s string) (reply, bare string) {
	s = strings.TrimSpace(s)
	first := true
	tag := ""
	for {
		word, rest, ok := cutPrefix(s)
		if !ok && tag == "" {
			if t, after, found := cutTag(s); found {
				tag, s = t, after
				continue
			}
		}
		if !ok {
			if tag != "" {
				s = strings.TrimSpace(tag + " " + s)
			}
			return reply, s
		}
		if first && replyWords[strings.ToLower(word)] {
			reply = word + ": "
			if !isASCIIWord(word) {
				reply = word + "："
			}
		}
		first = false
		s = rest
	}
}

// cutTag reads a list's "[tag]" off s when a reply or forward prefix
// follows it.
func cutTag(s string) (tag, rest string, ok bool) {
	if !strings.HasPrefix(s, "[") {
		return "", s, false
	}
	end := strings.IndexByte(s, ']')
	if end < 0 || end > 64 {
		return "", s, false
	}
	rest = strings.TrimLeftFunc(s[end+1:], unicode.IsSpace)
	if _, _, ok := cutPrefix(rest); !ok {
		return "", s, false
	}
	return s[:end+1], rest, true
}

// cutPrefix reads one prefix off s: a word of letters, an optional count,
// a colon (":" or "："), and the white space after it.
func cutPrefix(s string) (word, rest string, ok bool) {
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		i += n
	}
	word = s[:i]
	if word == "" || !replyWords[strings.ToLower(word)] && !forwardWords[strings.ToLower(word)] {
		return "", s, false
	}
	j := i
	if j < len(s) && (s[j] == '[' || s[j] == '(' || s[j] == '^') {
		k := j + 1
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k > j+1 && s[j] == '^' {
			j = k
		} else if k > j+1 && k < len(s) && (s[k] == ']' || s[k] == ')') {
			j = k + 1
		}
	}
	j = skipSpace(s, j)
	switch {
	case strings.HasPrefix(s[j:], ":"):
		j++
	case strings.HasPrefix(s[j:], "："):
		j += len("：")
	default:
		return "", s, false
	}
	return word, s[skipSpace(s, j):], true
}

func skipSpace(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += n
	}
	return i
}

func isASCIIWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
