package command

import (
	"strings"
	"unicode"
)

// Line is one non-blank line of a message body, as the player wrote it.
type Line struct {
	N    int    // 1-based line number within the (cleaned) body
	Text string // trimmed, inner white space collapsed to single spaces
	// Verb is the command word, upper-cased, with the classic two-word forms
	// joined ("SIGN ON" becomes "SIGNON"). Args are the remaining words.
	Verb string
	Args []string
}

// twoWordVerb joins the commands that players write either way: SIGN ON,
// SIGN OFF, END PRESS.
func twoWordVerb(first, second string) (string, bool) {
	switch first + " " + second {
	case "SIGN ON":
		return "SIGNON", true
	case "SIGN OFF":
		return "SIGNOFF", true
	case "END PRESS":
		return "ENDPRESS", true
	}
	return "", false
}

// SplitLines cuts a body into command lines. Blank lines are dropped; line
// numbers still count them, so a problem can point at the line the player
// sees in the echo. Reading stops after a SIGNOFF line; signoff is its line
// number, or 0 when there is none.
func SplitLines(body string) (lines []Line, signoff int) {
	for i, raw := range strings.Split(body, "\n") {
		text := strings.Join(strings.FieldsFunc(raw, isSpace), " ")
		if text == "" {
			continue
		}
		l := Line{N: i + 1, Text: text}
		words := strings.Fields(text)
		if i := strings.Index(words[0], "?"); i > 0 && i < len(words[0])-1 {
			// A game glued to the word before it, as a phone's Chinese
			// keyboard leaves it: 加入?east, 登入？east (read as ?).
			words = append([]string{words[0][:i], words[0][i:]}, words[1:]...)
		}
		if len(words) > 1 && isListMarker(words[0]) {
			// A numbered or bulleted line ("1. SIGNON Fwest pw", "- HELP",
			// an HTML list's items): the command is the word after the
			// marker. Orders keep their text, marker and all, for the
			// game, which reads such lines already.
			words = words[1:]
		}
		l.Verb = strings.ToUpper(words[0])
		l.Args = words[1:]
		if len(l.Args) > 0 {
			if joined, ok := twoWordVerb(l.Verb, strings.ToUpper(l.Args[0])); ok {
				l.Verb, l.Args = joined, l.Args[1:]
			}
		}
		l.Verb, l.Args = verbWithoutPunctuation(l.Verb, l.Args)
		if l.Verb == "結束" || l.Verb == "结束" {
			// SIGNOFF's Chinese names stop the reading as SIGNOFF does.
			l.Verb = "SIGNOFF"
		}
		lines = append(lines, l)
		if l.Verb == "SIGNOFF" {
			return lines, l.N
		}
	}
	return lines, 0
}

// isSpace also treats the ideographic space and other Unicode blanks as
// separators, since Chinese input methods produce them.
func isSpace(r rune) bool {
	return unicode.IsSpace(r) || r == '\u3000' || r == '\u200b' || r == '\ufeff'
}

// verbWithoutPunctuation reads a command word as Chinese writers often
// punctuate it: a colon after it ("延長：1天", "EXTEND: 2d"), whatever
// follows the colon being the first argument, and a full stop or
// exclamation mark at its end ("暫停。"). The arguments keep their own
// punctuation (a password may end with a full stop).
func verbWithoutPunctuation(verb string, args []string) (string, []string) {
	if i := strings.IndexAny(verb, ":："); i > 0 {
		if rest := strings.TrimLeft(verb[i:], ":："); rest != "" {
			args = append([]string{rest}, args...)
		}
		verb = verb[:i]
	}
	if trimmed := strings.TrimRight(verb, ".!。！．"); trimmed != "" {
		verb = trimmed
	}
	return verb, args
}

// unglueVerbs reads a Chinese command word written against the code after
// it, as phones' keyboards leave it (登入Fwest, 列表west): when a line's
// first word is no command but its Chinese head is one and the rest holds
// no Chinese, the rest is the first argument. A line whose head is no
// command (an order, 陸軍維也納留守 or 登場A10) stays as it was, for the
// game to read.
func (tree *Tree) unglueVerbs(lines []Line) []Line {
	for i, l := range lines {
		if tree.lookup(l.Verb) != nil {
			continue
		}
		cut := strings.IndexFunc(l.Verb, func(r rune) bool { return !unicode.Is(unicode.Han, r) })
		if cut <= 0 || strings.ContainsFunc(l.Verb[cut:], func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
			continue
		}
		head := l.Verb[:cut]
		if tree.lookup(head) == nil {
			continue
		}
		// The argument keeps the case it was written in (Fwest).
		first := strings.Fields(l.Text)[0]
		if !strings.HasPrefix(first, head) {
			continue
		}
		lines[i].Verb, lines[i].Args = head, append([]string{first[len(head):]}, l.Args...)
	}
	return lines
}

// joinWrappedCreate puts back together a CREATE line that the sender's
// mail program broke at its width (Gmail's and Outlook's plain text wrap
// at about 76 characters, and a CREATE with every setting is longer): the
// lines under it made only of key=value settings are its own. Read alone
// they would be refused, after the game had been created without them.
func (tree *Tree) joinWrappedCreate(lines []Line) []Line {
	out := lines[:0:0]
	for i, l := range lines {
		if n := len(out); n > 0 && l.N == lines[i-1].N+1 && onlySettings(l) {
			if cmd := tree.lookup(out[n-1].Verb); cmd != nil && cmd.Name == "CREATE" {
				prev := &out[n-1]
				prev.Text += " " + l.Text
				prev.Args = append(append([]string(nil), prev.Args...), strings.Fields(l.Text)...)
				continue
			}
		}
		out = append(out, l)
	}
	return out
}

// onlySettings reports a line whose every word is key=value.
func onlySettings(l Line) bool {
	words := strings.Fields(l.Text)
	for _, w := range words {
		k, v, ok := strings.Cut(w, "=")
		if !ok || k == "" || v == "" {
			return false
		}
	}
	return len(words) > 0
}

// isHeading reports a line that titles what follows it ("Orders:",
// "My orders for Spring 1901:", "我的命令如下："): a few words ending in
// a colon, which no order or plan line does.
func isHeading(l Line) bool {
	t := strings.TrimSpace(l.Text)
	body, ok := strings.CutSuffix(t, ":")
	if !ok {
		body, ok = strings.CutSuffix(t, "：")
	}
	return ok && strings.TrimSpace(body) != "" && !strings.ContainsAny(body, ":：") && len(strings.Fields(body)) <= 6
}

// isListMarker reports a word that only numbers or bullets a line: "-",
// "*", "•", "1.", "2)", "(3)", "①".
func isListMarker(w string) bool {
	switch w {
	case "-", "*", "•", "·", "–", "—", "+":
		return true
	}
	if r := []rune(w); len(r) == 1 && r[0] >= '①' && r[0] <= '⑳' {
		return true
	}
	t := strings.TrimPrefix(w, "(")
	if n := len(t); n >= 2 && n <= 4 && (t[n-1] == '.' || t[n-1] == ')') {
		for _, c := range t[:n-1] {
			if c < '0' || c > '9' {
				return false
			}
		}
		return true
	}
	return false
}

// withoutListMarker is an order line without the number or bullet a
// player put before it ("2. PASS", "- A Par - Bur"), as every game reads
// it: not every game's own reader knows every marker.
func withoutListMarker(text string) string {
	if first, rest, ok := strings.Cut(text, " "); ok && isListMarker(first) && strings.TrimSpace(rest) != "" {
		return rest
	}
	return text
}
