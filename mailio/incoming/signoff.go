package incoming

import (
	"regexp"
	"strings"
	"unicode"
)

// What counts as a sign-off (docs/players.md says the same to players):
// the last lines of the text, from a line that is a closing phrase to the
// end, when every line after that phrase is another closing phrase, a
// name, or a contact line. Cut there, they are reported in one note
// instead of being read as commands that fail one by one.
//
//   - A closing phrase is one of closingWords ("Thanks!", "Best regards",
//     "Gruß", "谢谢", "此致 敬礼"), in any case, with trailing punctuation,
//     optionally followed on the same line by a name ("Thanks, Edward").
//   - A name is one to three words of letters, each beginning with a
//     capital and none wholly in capitals beyond one letter ("Edward",
//     "J. Smith"; not "PASS" or "A Par"), or two to four Han characters
//     ("李明").
//   - A contact line holds an address or link ("@", "http", "www."), or a
//     phone number (seven digits or more among digits, spaces and + - ( )),
//     or is a date alone ("2026年11月26日", "2026-11-26", "2026/11/26"), as
//     a Chinese letter ends with its date under the name.
//
// A line that is none of these (an order, a command) after the closing
// phrase means the phrase was not the end of the mail: nothing is cut,
// and every line is read.
var closingWords = []string{
	"thanks", "thank you", "thanks a lot", "many thanks", "thx", "ty", "cheers", "regards", "best",
	"best regards", "kind regards", "warm regards", "best wishes", "all the best", "yours", "yours truly",
	"sincerely", "yours sincerely", "cordially", "take care", "good luck", "have fun", "see you", "bye", "ciao",
	"gruß", "grüße", "gruss", "gruesse", "viele grüße", "liebe grüße", "mfg", "lg", "vg",
	"cordialement", "amitiés", "merci", "saludos", "un saludo", "abrazos", "groeten", "met vriendelijke groet",
	"谢谢", "謝謝", "谢谢了", "謝謝了", "多谢", "多謝", "感谢", "感謝", "此致", "此致敬礼", "此致 敬礼", "此致敬禮", "此致 敬禮", "敬礼", "敬禮",
	"祝好", "顺祝商祺", "順祝商祺", "祝顺利", "祝順利", "敬上", "谨上", "謹上", "拜托了", "拜託了",
	"唔該", "唔该", "唔該晒", "唔该晒", "謝啦", "谢啦", // Hong Kong's Cantonese thanks, Taiwan's casual one
}

var closingSet = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range closingWords {
		m[w] = true
	}
	return m
}()

// closingPhrase reports a line that is a closing phrase, alone or with a
// name after it.
func closingPhrase(line string) bool {
	t := strings.TrimSpace(line)
	if closingSet[closingKey(t)] {
		return true
	}
	for _, sep := range []string{",", "，", " - "} {
		if head, tail, ok := strings.Cut(t, sep); ok && closingSet[closingKey(head)] {
			return nameLine(tail)
		}
	}
	return false
}

// closingKey is a phrase as closingWords lists it: lower case, without
// the punctuation around it.
func closingKey(s string) string {
	return strings.ToLower(strings.Trim(s, " !.,;:~-()！。，、；：～"))
}

var phoneRe = regexp.MustCompile(`^[+()\d][\d\s()+./-]{6,}$`)

// contactLine reports an address, a link or a phone number.
func contactLine(line string) bool {
	t := strings.ToLower(strings.TrimSpace(line))
	if strings.Contains(t, "@") || strings.Contains(t, "http") || strings.Contains(t, "www.") {
		return true
	}
	digits := 0
	for _, r := range t {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	return digits >= 7 && phoneRe.MatchString(t) || dateLineRe.MatchString(t)
}

// dateLineRe matches a date alone on its line (width-normalised).
var dateLineRe = regexp.MustCompile(`^\d{4}\s*(年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|[-/.]\d{1,2}[-/.]\d{1,2})$`)

// nameLine reports a line that is a person's name.
func nameLine(line string) bool {
	t := strings.TrimRight(strings.TrimSpace(line), ".!")
	if t == "" {
		return false
	}
	if han := []rune(t); len(han) >= 2 && len(han) <= 4 && allHan(han) {
		return true
	}
	words := strings.Fields(t)
	if len(words) > 3 {
		return false
	}
	for _, w := range words {
		rs := []rune(w)
		if !unicode.IsUpper(rs[0]) {
			return false
		}
		upper := 0
		for _, r := range rs {
			if !unicode.IsLetter(r) && !strings.ContainsRune(".'’-", r) {
				return false
			}
			if unicode.IsUpper(r) {
				upper++
			}
		}
		if len(rs) > 1 && upper == len(rs) {
			return false // "PASS", "ENDPRESS": a command, not a name
		}
	}
	return true
}

func allHan(rs []rune) bool {
	for _, r := range rs {
		if !unicode.Is(unicode.Han, r) {
			return false
		}
	}
	return true
}

// cutSignOff unmarks the sign-off at the end of the kept lines and returns
// how many non-empty lines it held; 0 when there is none.
func cutSignOff(lines []string, keep []bool) int {
	last := -1
	var kept []int
	for i := range lines {
		if keep[i] && strings.TrimSpace(lines[i]) != "" {
			kept = append(kept, i)
			last = i
		}
	}
	if last < 0 {
		return 0
	}
	// Walk back over names and contact lines to the closing phrase.
	for k := len(kept) - 1; k >= 0 && k >= len(kept)-8; k-- {
		l := lines[kept[k]]
		if closingPhrase(l) {
			for k > 0 && closingPhrase(lines[kept[k-1]]) {
				k-- // "Thanks!" then "Cheers": both go
			}
			if k == 0 {
				return 0 // the whole mail is "Thanks!": leave it to the reader
			}
			for _, i := range kept[k:] {
				keep[i] = false
			}
			return len(kept) - k
		}
		if !nameLine(l) && !contactLine(l) {
			break
		}
	}
	// No closing phrase: only a bare address at the very end (the
	// default signature of Foxmail and some webmail) is a sign-off.
	if k := len(kept) - 1; k > 0 && bareAddressRe.MatchString(strings.TrimSpace(lines[kept[k]])) {
		keep[kept[k]] = false
		return 1
	}
	return 0
}

// bareAddressRe matches a line that is one e-mail address and nothing else.
var bareAddressRe = regexp.MustCompile(`^<?[^\s<>@:]+@[^\s<>@]+\.[^\s<>@]+>?$`)

// The armour of an inline PGP signature (RFC 4880 section 7): a header
// line, hash headers up to a blank line, the signed text with lines that
// begin with "-" escaped as "- -", then the signature block.
const (
	pgpSigned   = "-----BEGIN PGP SIGNED MESSAGE-----"
	pgpSigStart = "-----BEGIN PGP SIGNATURE-----"
	pgpSigEnd   = "-----END PGP SIGNATURE-----"
)

// stripPGP removes an inline PGP signature's armour from s and undoes its
// dash-escaping, so that only the signed text is read (the signature is
// not checked). It reports whether there was one.
func stripPGP(s string) (string, bool) {
	if !strings.Contains(s, pgpSigned) && !strings.Contains(s, pgpSigStart) {
		return s, false
	}
	var out []string
	found, headers, signed, inSig := false, false, false, false
	for _, l := range strings.Split(s, "\n") {
		t := strings.TrimRight(l, " \t\r")
		switch {
		case t == pgpSigned:
			found, headers, signed = true, true, true
		case headers:
			if t == "" {
				headers = false
			}
		case t == pgpSigStart:
			found, inSig, signed = true, true, false
		case inSig:
			if t == pgpSigEnd {
				inSig = false
			}
		case signed && strings.HasPrefix(l, "- "):
			out = append(out, l[2:])
		default:
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n"), found
}

// The armour of an inline PGP-encrypted message (RFC 4880 section 6.2).
const (
	pgpMessageStart = "-----BEGIN PGP MESSAGE-----"
	pgpMessageEnd   = "-----END PGP MESSAGE-----"
)

// stripPGPMessage removes inline PGP-encrypted blocks from s: they are no
// text the judge can read, and their lines would each be refused as a
// command. It reports whether there was one.
func stripPGPMessage(s string) (string, bool) {
	if !strings.Contains(s, pgpMessageStart) {
		return s, false
	}
	var out []string
	found, in := false, false
	for _, l := range strings.Split(s, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case t == pgpMessageStart:
			found, in = true, true
		case in:
			in = t != pgpMessageEnd
		default:
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n"), found
}
