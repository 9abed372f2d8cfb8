package i18n

import (
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// scriptSample is how many Han characters GuessLang reads to tell the
// Chinese script, and scriptLines how many lines it reads to tell the
// language: enough for any real mail, and a bound on the work a huge one
// causes.
const (
	scriptSample = 2000
	scriptLines  = 2000
)

// GuessLang picks a reply language for text from a writer who has not
// chosen one, from the text as a whole (WrittenIn); text with no word in
// it is English.
func GuessLang(text string) Lang {
	lang, _ := WrittenIn(text)
	return lang
}

// WrittenIn reads the language text is written in, line by line: each
// line counts once, by the script of its first word, the command or
// order word that leads it (or a sentence's first word). Codes with a
// digit or sign in them ("yK2", "1/1", "8A"), single letters ("F Lon")
// and hex ids ("3f9a0c2e", "deadbeef") are not words, and a line of
// nothing else does not count; quoted lines (">"), SIGNON lines (the
// envelope, the same in every language) and a signature after "-- "
// never do. The text
// is Chinese when at least half the lines that count start with Han
// characters, so a mail of English orders with one Chinese order word
// stays English. Which Chinese: a character that Big5 (the Traditional
// character set) has and GB 2312 (the Simplified one) lacks is a sign of
// Traditional writing ("簽", "們"), and the reverse of Simplified ("签",
// "们"); characters both sets share ("到", "我") say nothing, and a text
// of only those is read as Simplified, the script most readers use.
// counted is false when no line counted: the text says nothing of its
// writer's language.
func WrittenIn(text string) (lang Lang, counted bool) {
	han, latin := 0, 0
	for i, line := range strings.Split(text, "\n") {
		if sig := strings.TrimRight(line, "\r"); i == scriptLines || sig == "-- " || sig == "--" {
			break // what follows a signature mark is not the writer's mail
		}
		if f := strings.Fields(line); len(f) > 0 && strings.EqualFold(f[0], "SIGNON") {
			continue // the envelope, written the same way by everyone
		}
		switch firstWord(line) {
		case wordHan:
			han++
		case wordLatin:
			latin++
		}
	}
	switch {
	case han == 0:
		return English, latin > 0
	case han < latin:
		return English, true
	}
	return chineseScript(text), true
}

// The kinds of a line's first word.
const (
	wordNone = iota
	wordHan
	wordLatin
)

// firstWord says the script of the first word of line, skipping codes.
func firstWord(line string) int {
	if strings.HasPrefix(strings.TrimSpace(line), ">") {
		return wordNone // a quoted line
	}
	for _, field := range strings.Fields(line) {
		for _, r := range field {
			if unicode.Is(unicode.Han, r) {
				return wordHan
			}
		}
		if isWord(field) {
			return wordLatin
		}
	}
	return wordNone
}

// isWord reports whether field, stripped of the punctuation around it, is
// a word of letters rather than a code: two letters at least, no digit or
// sign inside, and not a run of hex digits as long as an id.
func isWord(field string) bool {
	w := strings.TrimFunc(field, func(r rune) bool { return unicode.IsPunct(r) || unicode.IsSymbol(r) })
	letters, hex := 0, true
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '\'' && r != '’' {
			return false
		}
		letters++
		hex = hex && strings.ContainsRune("abcdefABCDEF", r)
	}
	return letters >= 2 && !(hex && letters >= 8)
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// ChineseScript tells Traditional from Simplified writing in text: the
// one more of its characters belong to alone, Simplified when neither.
func ChineseScript(text string) Lang { return chineseScript(text) }

// ChineseScriptTold is ChineseScript, and whether text told it: told is
// false when as many of its characters belong to Traditional writing only
// as to Simplified writing only (none, in a text of characters both
// scripts share), so that Simplified is only the likelier reader.
func ChineseScriptTold(text string) (lang Lang, told bool) {
	trad, simp := scriptSigns(text)
	if trad > simp {
		return TraditionalChinese, true
	}
	return SimplifiedChinese, simp > trad
}

// chineseScript tells Traditional from Simplified writing in text.
func chineseScript(text string) Lang {
	lang, _ := ChineseScriptTold(text)
	return lang
}

// scriptSigns counts text's characters that only Traditional writing (Big5
// has them, GB 2312 does not) and only Simplified writing uses.
func scriptSigns(text string) (trad, simp int) {
	gb := simplifiedchinese.HZGB2312.NewEncoder()
	han := 0
	for _, r := range text {
		if !isHan(r) {
			continue
		}
		if han++; han > scriptSample {
			break
		}
		_, gbErr := gb.String(string(r))
		switch inBig5 := big5Own()[r]; {
		case gbErr != nil && inBig5:
			trad++
		case gbErr == nil && !inBig5:
			simp++
		}
	}
	return trad, simp
}

// OtherScript lists, in order, the characters of text that belong to the
// other Chinese script than lang's: in Simplified text a character Big5
// has and GB 2312 lacks ("們", "預"), in Traditional text the reverse
// ("们", "预"). It lists nothing for English. Characters both sets share,
// and rare ones neither has, are never listed: a slip between two forms
// that both scripts use ("着", "后") goes unseen.
func OtherScript(lang Lang, text string) []rune {
	if lang != SimplifiedChinese && lang != TraditionalChinese {
		return nil
	}
	gb := simplifiedchinese.HZGB2312.NewEncoder()
	var out []rune
	for _, r := range text {
		if !isHan(r) {
			continue
		}
		_, gbErr := gb.String(string(r))
		inGB, inBig5 := gbErr == nil, big5Own()[r]
		if (lang == SimplifiedChinese && inBig5 && !inGB) || (lang == TraditionalChinese && inGB && !inBig5) {
			out = append(out, r)
		}
	}
	return out
}

// big5Own holds the characters Big5 itself has. The encoder also knows
// the Hong Kong supplement (lead bytes 0x87-0xA0 and 0xFA-0xFE, and
// 0xC6A1 to 0xC8FE), which holds many Simplified characters (长, 个, 礼,
// 发), and writes some shared ones there too (包 as 0xFABD): so the
// characters are read off Big5's own range by decoding it.
var big5Own = sync.OnceValue(func() map[rune]bool {
	dec := traditionalchinese.Big5.NewDecoder()
	own := map[rune]bool{}
	for lead := 0xA1; lead <= 0xF9; lead++ {
		for _, trail := range append(byteRange(0x40, 0x7E), byteRange(0xA1, 0xFE)...) {
			if lead == 0xC6 && trail >= 0xA1 || lead == 0xC7 || lead == 0xC8 {
				continue
			}
			s, err := dec.String(string([]byte{byte(lead), trail}))
			if rs := []rune(s); err == nil && len(rs) == 1 && rs[0] != '\uFFFD' {
				own[rs[0]] = true
			}
		}
	}
	return own
})

func byteRange(from, to byte) []byte {
	var out []byte
	for b := int(from); b <= int(to); b++ {
		out = append(out, byte(b))
	}
	return out
}
