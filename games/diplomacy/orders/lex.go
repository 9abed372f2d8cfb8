package orders

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"adjutant/games/diplomacy/dip"
)

// tokKind is the shape of a token; what a word means is decided by the
// grammar, which knows where it stands.
type tokKind uint8

const (
	tWord  tokKind = iota
	tDash          // "-": a move, or the hyphen inside "Mid-Atlantic" when tight
	tArrow         // "->", "=>", ">" and the arrows and long dashes normalise makes
	tColon         // ":" after a power name
	tSlash         // "/" before a coast
	tCoast         // a Chinese coast word such as 北岸
)

type token struct {
	kind  tokKind
	text  string    // as written, after normalise
	low   string    // lower case, trailing full stop removed
	kw    keyword   // for words: what the word would mean as a keyword
	han   bool      // a word of Han characters (joined without spaces)
	tight bool      // tDash: no space on either side, so it may be part of a name
	coast dip.Coast // tCoast
	power dip.Power // a word naming a power, if it does
}

// lex splits a normalised line into tokens. known reports whether a run of
// Han characters is a place name as a whole; it stops the keyword search
// from cutting a name that happens to contain a power's name.
func lex(s string, known func(string) bool) []token {
	return lexWith(s, known, lexHan)
}

// lexWhole is lex with every run of Han characters cut so that all that
// lies between its order words is a place, a power or a coast, when such
// a cut exists (see lexHanWhole). ParseOrder reads a line so only when
// the plain cut leaves it unread.
func lexWhole(s string, known func(string) bool) []token {
	return lexWith(s, known, func(run string, known func(string) bool) []token {
		if toks, ok := lexHanWhole(run, known); ok {
			return toks
		}
		return lexHan(run, known)
	})
}

func lexWith(s string, known func(string) bool, han func(string, func(string) bool) []token) []token {
	var toks []token
	i := 0
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == ' ' || r == '(' || r == ')' || r == '[' || r == ']':
			i += size
		case r == '-' || r == '=' || r == '>':
			if (r == '-' || r == '=') && strings.HasPrefix(s[i+1:], ">") {
				toks = append(toks, token{kind: tArrow, text: s[i : i+2]})
				i += 2
				continue
			}
			if r == '=' {
				i += size // a stray "=" is noise
				continue
			}
			if r == '>' {
				toks = append(toks, token{kind: tArrow, text: ">"})
				i += size
				continue
			}
			tight := i > 0 && !isSpace(lastRune(s[:i])) && i+1 < len(s) && !isSpace(firstRune(s[i+1:]))
			toks = append(toks, token{kind: tDash, text: "-", tight: tight})
			i += size
		case r == ':':
			toks = append(toks, token{kind: tColon, text: ":"})
			i += size
		case r == '/':
			toks = append(toks, token{kind: tSlash, text: "/"})
			i += size
		case unicode.Is(unicode.Han, r):
			j := i
			for j < len(s) {
				q, n := utf8.DecodeRuneInString(s[j:])
				if !unicode.Is(unicode.Han, q) {
					break
				}
				j += n
			}
			toks = append(toks, han(s[i:j], known)...)
			i = j
		default:
			j := i
			for j < len(s) {
				q, n := utf8.DecodeRuneInString(s[j:])
				if isSpace(q) || strings.ContainsRune("-=>:/()[]", q) || unicode.Is(unicode.Han, q) {
					break
				}
				j += n
			}
			toks = append(toks, wordToken(s[i:j]))
			i = j
		}
	}
	return toks
}

func isSpace(r rune) bool { return r == ' ' || r == '(' || r == ')' }

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

func firstRune(s string) rune {
	r, _ := utf8.DecodeRuneInString(s)
	return r
}

// wordToken classifies a word of Latin script.
func wordToken(w string) token {
	low := strings.ToLower(w)
	if len(low) > 1 && strings.HasSuffix(low, ".") && !strings.Contains(low[:len(low)-1], ".") {
		low = low[:len(low)-1] // "Bur." at the end of a sentence; "n.c." keeps its dots
	}
	return token{kind: tWord, text: w, low: low, kw: englishKeywords[low], power: powerWords[low]}
}

// lexHan splits a run of Han characters. Order words (陸軍, 移動 …) are cut
// out first; what lies between them is a place unless it is a power's name
// or ends in a coast word.
func lexHan(run string, known func(string) bool) []token {
	var toks []token
	var pending strings.Builder
	flush := func() {
		if pending.Len() > 0 {
			toks = append(toks, splitHanSegment(pending.String(), known)...)
			pending.Reset()
		}
	}
	rs := []rune(run)
	for i := 0; i < len(rs); {
		matched := 0
		for n := min(longestChineseWord, len(rs)-i); n >= 2; n-- {
			if kw, ok := chineseKeyword(rs[i : i+n]); ok {
				flush()
				w := string(rs[i : i+n])
				toks = append(toks, token{kind: tWord, text: w, low: w, kw: kw, han: true})
				matched = n
				break
			}
		}
		if matched == 0 {
			pending.WriteRune(rs[i])
			i++
			continue
		}
		i += matched
	}
	flush()
	return toks
}

// splitHanSegment handles the text between two order words: a whole place
// name, or a power's name and a place, or a place and its coast.
func splitHanSegment(seg string, known func(string) bool) []token {
	word := func(w string) token {
		return token{kind: tWord, text: w, low: w, han: true, power: powerWords[w]}
	}
	if _, isPower := powerWords[seg]; isPower || known(seg) {
		return []token{word(seg)}
	}
	rs := []rune(seg)
	// A power's name in front: "支援奧匈帝國陸軍…" leaves "奧匈帝國" alone,
	// but "奧匈帝國維也納" needs cutting.
	for n := min(longestChineseWord, len(rs)-1); n >= 2; n-- {
		if _, ok := powerWords[string(rs[:n])]; ok {
			return append([]token{word(string(rs[:n]))}, splitHanSegment(string(rs[n:]), known)...)
		}
	}
	for n := min(3, len(rs)-1); n >= 2; n-- {
		tail := string(rs[len(rs)-n:])
		if c, ok := chineseCoasts[tail]; ok {
			return append(splitHanSegment(string(rs[:len(rs)-n]), known), token{kind: tCoast, text: tail, low: tail, coast: c, han: true})
		}
	}
	if c, ok := chineseCoasts[seg]; ok {
		return []token{{kind: tCoast, text: seg, low: seg, coast: c, han: true}}
	}
	return []token{word(seg)}
}

// towards are the words for "to" that players write after a move or
// retreat word the list does not hold with it (進軍到, 撤退去).
const towards = "到至往去"

// longestSegment bounds what lies between two order words in a run of
// Han characters: a power's name, a place's longest name and a coast.
const longestSegment = 12

// lexHanWhole cuts a run of Han characters as lexHan does, order words
// first and from the left, except where that leaves a piece that is no
// place: an order word may then start a character later. 海運 is a convoy
// word, and every sea but two ends in 海, so lexHan reads "北海運送" as
// "北" "海運" "送"; this reads it "北海" "運送". A "to" after a move or
// retreat word is dropped (進軍到布根第). It reports false when no
// cut leaves only places, powers and coasts between the order words.
func lexHanWhole(run string, known func(string) bool) ([]token, bool) {
	rs := []rune(run)
	whole := func(from, to int) ([]token, bool) {
		if from == to {
			return nil, true
		}
		toks := splitHanSegment(string(rs[from:to]), known)
		for _, t := range toks {
			if t.kind != tCoast && t.power == "" && !known(t.text) {
				return nil, false
			}
		}
		return toks, true
	}
	failed := map[[2]int]bool{} // (i, start of the piece before i) known to lead nowhere
	var cut func(i, from int) ([]token, bool)
	cut = func(i, from int) ([]token, bool) {
		if i == len(rs) {
			return whole(from, i)
		}
		if i-from > longestSegment || failed[[2]int{i, from}] {
			return nil, false
		}
		for n := min(longestChineseWord, len(rs)-i); n >= 2; n-- {
			kw, ok := chineseKeyword(rs[i : i+n])
			if !ok {
				continue
			}
			before, ok := whole(from, i)
			if !ok {
				break
			}
			w := string(rs[i : i+n])
			out := append(before, token{kind: tWord, text: w, low: w, kw: kw, han: true})
			if rest, ok := cut(i+n, i+n); ok {
				return append(out, rest...), true
			}
			// "進軍到布根第": a move or retreat word, then "to".
			if j := i + n; (kw == kwMove || kw == kwRetreat) && j < len(rs) && strings.ContainsRune(towards, rs[j]) {
				if rest, ok := cut(j+1, j+1); ok {
					return append(out, rest...), true
				}
			}
		}
		if toks, ok := cut(i+1, from); ok {
			return toks, true
		}
		failed[[2]int{i, from}] = true
		return nil, false
	}
	return cut(0, 0)
}
