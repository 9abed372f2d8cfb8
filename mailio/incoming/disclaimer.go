package incoming

import (
	"regexp"
	"strings"
	"unicode"
)

// What counts as a corporate disclaimer or banner (docs/players.md says
// the same to players). A mail server at work adds them to every mail;
// read as commands, each of their lines would be refused, and a plan
// would never stand complete.
//
//   - A disclaimer is a block at the very end of the text, set apart by
//     a blank line, a separator or a phone footer above it, that begins
//     with a line in their well-known wording ("This email and any
//     attachments are confidential …", "CAUTION: This email originated
//     from outside …", "Confidentiality notice:", "本邮件及其附件含有保密信息",
//     "本郵件及其附件可能含有機密資訊", "此邮件来自外部", "免责声明") and
//     whose every line is prose (many short words, or Chinese sentences),
//     a link, an address, or a separator; the block speaks of
//     confidentiality or outside mail somewhere.
//   - A banner is the first line of the text in such wording ("[EXTERNAL]",
//     "EXTERNAL EMAIL", "CAUTION: This email originated from outside …",
//     "此邮件来自外部"), with the prose lines of its paragraph when a blank
//     line or a separator ends that paragraph.
//
// A line that is neither (an order, a command) inside such a block means
// it is no disclaimer: nothing is cut there, and every line is read. What
// is cut is named in the reply, never dropped silently.

// disclaimerOpeningRes match the first line of a disclaimer (lower-cased,
// width-normalised, trimmed).
var disclaimerOpeningRes = []*regexp.Regexp{
	regexp.MustCompile(`^(this|the information (contained )?in this|the contents of this) (e-?mail|message|communication|transmission)\b.{0,100}\b(confidential|privileged|intended (only|solely|exclusively) for)`),
	regexp.MustCompile(`^(confidentiality notice|confidentiality|legal disclaimer|e-?mail disclaimer|disclaimer|important notice|privileged (and|&) confidential)\s*[:\-]`),
	regexp.MustCompile(`^(caution|warning|attention|notice)\s*[:\-!]\s*(this|the) (e-?mail|message) (originated|came|comes|was sent|is) from (outside|an external)`),
	regexp.MustCompile(`^if you (are not the intended recipient|have received this (e-?mail|message) (in error|by mistake))`),
	regexp.MustCompile(`^(本|此|该|該)封?(电子邮件|電子郵件|邮件|郵件|信件|讯息|訊息).{0,30}(保密|机密|機密|秘密|隐私|隱私|特权|特權|仅供|僅供|外部)`),
	regexp.MustCompile(`^(免责声明|免責聲明|保密声明|保密聲明|机密声明|機密聲明|保密提示|机密提示|機密提示)`),
}

// disclaimerWordRe is what every disclaimer speaks of somewhere.
var disclaimerWordRe = regexp.MustCompile(`confidential|privileged|intended recipient|intended (only|solely) for|from outside|external|保密|机密|機密|外部|免责|免責`)

// bannerRes match a banner's first line: the warning a server puts at
// the top of mail from outside the organisation.
var bannerRes = []*regexp.Regexp{
	regexp.MustCompile(`^[\[(*]*external( e-?mail| sender| message)?[\])*]*([:\-!.]|$)`),
	disclaimerOpeningRes[2],
	regexp.MustCompile(`^[\[【(]?(外部邮件|外部郵件|外部来信|外部來信)[\]】)]?`),
	regexp.MustCompile(`^(此|本|该|該)封?(电子邮件|電子郵件|邮件|郵件)(来自|來自|发自|發自|由)(贵|貴|本)?(组织|組織|公司|机构|機構)?(以)?外`),
}

// proseWords are the short words of any English sentence; a line with
// two of them among four words or more is prose, not a command.
var proseWords = map[string]bool{
	"the": true, "and": true, "or": true, "of": true, "any": true, "is": true, "are": true, "be": true,
	"you": true, "your": true, "this": true, "that": true, "if": true, "please": true, "not": true,
	"may": true, "for": true, "its": true, "it": true, "we": true, "our": true, "by": true, "from": true,
	"with": true, "as": true, "have": true, "has": true, "been": true, "which": true, "unless": true,
	"should": true, "do": true, "an": true, "on": true, "such": true, "other": true, "than": true,
}

// proseLine reports a line of running English or Chinese text.
func proseLine(t string) bool {
	han, others := 0, 0
	for _, r := range t {
		switch {
		case unicode.Is(unicode.Han, r):
			han++
		case unicode.IsSpace(r), unicode.IsPunct(r), unicode.IsSymbol(r):
		default:
			others++
		}
	}
	if han > 0 {
		// Chinese sentences: Han characters, with few letters or digits.
		return han >= 6 && others*4 <= han
	}
	words := strings.Fields(strings.ToLower(t))
	small := 0
	for _, w := range words {
		if proseWords[strings.Trim(w, ",.;:()\"'!?")] {
			small++
		}
	}
	return len(words) >= 4 && small >= 2
}

// sentenceEnd reports a short line that ends a sentence wrapped from
// the line above ("delete it." under a prose line not yet ended).
func sentenceEnd(t, above string) bool {
	rs := []rune(t)
	return len(strings.Fields(t)) <= 4 && unicode.IsLower(rs[0]) && strings.HasSuffix(t, ".") &&
		proseLine(above) && !strings.HasSuffix(strings.TrimSpace(above), ".")
}

// disclaimerBody reports a line that may stand inside a disclaimer.
func disclaimerBody(t, above string) bool {
	return strings.Trim(t, "_-=*~") == "" || proseLine(t) || contactLine(t) ||
		matchAny(disclaimerOpeningRes, strings.ToLower(t)) || sentenceEnd(t, above)
}

// endsLikeADisclaimer reports a last line that ends a sentence, or is a
// link, an address, a separator or Chinese text: an order does not end
// that way.
func endsLikeADisclaimer(t string) bool {
	return strings.HasSuffix(t, ".") || strings.HasSuffix(t, "!") || strings.HasSuffix(t, ")") ||
		strings.Trim(t, "_-=*~") == "" || contactLine(t) || strings.ContainsFunc(t, func(r rune) bool { return unicode.Is(unicode.Han, r) })
}

// maxDisclaimerLines bounds how far back from the end a disclaimer is
// looked for.
const maxDisclaimerLines = 60

// cutDisclaimer unmarks a disclaimer at the end of the kept lines and
// returns the index of its first line, or -1 when there is none.
func cutDisclaimer(lines []string, keep []bool) int {
	var kept []int
	for i := range lines {
		if keep[i] && strings.TrimSpace(lines[i]) != "" {
			kept = append(kept, i)
		}
	}
	if len(kept) == 0 || !endsLikeADisclaimer(strings.TrimSpace(lines[kept[len(kept)-1]])) {
		return -1
	}
	var openings []int // from the last up
	for k := len(kept) - 1; k >= 0 && k >= len(kept)-maxDisclaimerLines; k-- {
		t := strings.TrimSpace(lines[kept[k]])
		above := ""
		if k > 0 {
			above = strings.TrimSpace(lines[kept[k-1]])
		}
		if !disclaimerBody(t, above) {
			break
		}
		if matchAny(disclaimerOpeningRes, strings.ToLower(t)) && setApart(lines, kept[k]) {
			openings = append(openings, k)
		}
	}
	if len(openings) == 0 {
		return -1
	}
	start := openings[len(openings)-1] // the earliest
	if start == 0 {
		return -1 // the whole mail: leave it to the reader
	}
	var text strings.Builder
	for _, i := range kept[start:] {
		text.WriteString(strings.ToLower(lines[i]) + " ")
	}
	if !disclaimerWordRe.MatchString(text.String()) {
		return -1
	}
	for _, i := range kept[start:] {
		keep[i] = false
	}
	return kept[start]
}

// cutBanner unmarks a banner at the top of the kept lines and returns
// the index of its first line, or -1 when there is none.
func cutBanner(lines []string, keep []bool) int {
	first := -1
	for i := range lines {
		if keep[i] && strings.TrimSpace(lines[i]) != "" {
			first = i
			break
		}
	}
	if first < 0 || !matchAny(bannerRes, strings.ToLower(strings.TrimSpace(lines[first]))) {
		return -1
	}
	// The banner's paragraph: prose lines up to a blank line or a
	// separator, else the first line alone.
	end := first + 1
	for end < len(lines) && end <= first+3 && keep[end] && proseLine(strings.TrimSpace(lines[end])) {
		end++
	}
	if end < len(lines) {
		if t := strings.TrimSpace(lines[end]); keep[end] && t != "" && strings.Trim(t, "_-=*~") != "" {
			end = first + 1
		}
	}
	more := false
	for i := end; i < len(lines); i++ {
		more = more || keep[i] && strings.TrimSpace(lines[i]) != ""
	}
	if !more {
		return -1 // the whole mail: leave it to the reader
	}
	for i := first; i < end; i++ {
		keep[i] = false
	}
	// A separator under the banner is the banner's too.
	for i := end; i < len(lines) && keep[i]; i++ {
		t := strings.TrimSpace(lines[i])
		if t != "" && strings.Trim(t, "_-=*~") != "" {
			break
		}
		keep[i] = false
	}
	return first
}

// setApart reports a line that a blank line, a separator or a phone
// footer sets apart from the text above it, as servers add disclaimers.
func setApart(lines []string, i int) bool {
	if i == 0 {
		return true
	}
	t := strings.TrimSpace(lines[i-1])
	return strings.Trim(t, "_-=*~") == "" || matchAny(footerRes, t)
}

// shortQuote is the start of a line, to name it in the reply.
func shortQuote(s string) string {
	s = strings.TrimSpace(s)
	rs := []rune(s)
	limit := 48
	for _, r := range rs {
		if unicode.Is(unicode.Han, r) {
			limit = 24
			break
		}
	}
	if len(rs) <= limit {
		return s
	}
	cut := string(rs[:limit])
	if limit == 48 {
		if i := strings.LastIndex(cut, " "); i > 0 {
			cut = cut[:i] // end at a word
		}
	}
	return strings.TrimRight(cut, " ,.;:，。；：") + "…"
}
