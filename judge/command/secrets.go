package command

import (
	"strings"
	"unicode"

	"adjutant/games/kit/spelling"
	"adjutant/judge/play"
)

// PasswordMask replaces a password wherever the judge quotes a line: the
// reply's echo, its problem list, the copy of an unreadable mail. Accounts
// keep only PBKDF2 hashes, so a reply or a stored mail must not undo that.
const PasswordMask = "••••••"

// secretArgs says which words of a command line are passwords, by the
// command's place in the grammar, so a line that fails before its password
// is checked (an unknown game, a usage error) is masked all the same. A
// command misspelt (SINGON, SET PASWORD) is masked as the command meant.
func (tree *Tree) secretArgs(l Line) []int {
	name := ""
	if cmd := tree.lookup(l.Verb); cmd != nil {
		name = cmd.Name
	} else {
		name = misspeltPasswordVerb(l.Verb)
	}
	switch name {
	case "CREATE", "LEAVE":
		return []int{1}
	case "SIGNON":
		// SIGNON ?west pw [prefs], SIGNON Fwest pw, SIGNON France west pw.
		// Three words may also be SIGNON Fwest pw and a stray word (a NUL
		// byte between them): the middle one is masked too unless it names
		// a game (session.masked).
		if len(l.Args) == 3 && signonMasterWord(l.Args[0]) {
			return []int{2} // SIGNON master west pw: west is the game
		}
		if len(l.Args) == 3 && !strings.HasPrefix(l.Args[0], "?") {
			return []int{1, 2}
		}
		return []int{1}
	case "PASSWORD":
		return allFrom(0, len(l.Args))
	case "SET":
		if len(l.Args) < 2 {
			return nil
		}
		if isPasswordWord(l.Args[0]) {
			return allFrom(1, len(l.Args))
		}
		if w, _ := parseSetWord(l.Args); w != nil && w.names[0] == "PREFERENCE" && len(l.Args) >= 3 {
			// SET PREFERENCE west pw F E G; session.masked leaves the
			// plain list (SET PREFERENCE F E G) alone.
			return []int{2}
		}
	}
	return nil
}

func allFrom(i, n int) []int {
	var out []int
	for ; i < n; i++ {
		out = append(out, i)
	}
	return out
}

// misspeltPasswordVerb names the command that carries a password which
// verb, not itself a command, was probably meant to be: SINGON, SIGNO,
// CRAETE, PASWORD, SETPASSWORD. Such a line is masked like the command and
// never carried out, nor taken as an order that a game's refusal would
// quote.
func misspeltPasswordVerb(verb string) string {
	v := strings.ToUpper(verb)
	switch {
	case len([]rune(v)) < 4:
		return ""
	case spelling.Distance(v, "SIGNON") <= 2:
		return "SIGNON"
	case spelling.Distance(v, "CREATE") <= 1: // two slips reach RATE and GREAT
		return "CREATE"
	case isPasswordWord(v), strings.HasPrefix(v, "SET") && isPasswordWord(v[3:]):
		return "PASSWORD"
	}
	return ""
}

// isPasswordWord reports the words of SET PASSWORD, spelt right or a slip
// away (PASWORD, PASSWROD).
func isPasswordWord(w string) bool {
	w = strings.ToUpper(w)
	if w == "PW" || w == "密碼" || w == "密码" {
		return true
	}
	return len(w) >= 6 && spelling.Distance(w, "PASSWORD") <= 2
}

// masked returns the line's text with its passwords, and any word this
// mail has already shown to be a secret, replaced by the mask.
func (s *session) masked(l Line) string {
	words := strings.Fields(l.Text)
	hide := map[int]bool{}
	secret := s.tree.secretArgs(l)
	if s.buildNotCreate(l) {
		secret = nil // an order ("建立 陸軍 柏林"): no word of it is a password
	}
	if len(secret) == 0 {
		// SIGNON inside a sentence or behind a tag or a number ("Hello,
		// SIGNON Fwest pw", "<div>SIGNON Fwest pw", "1) SIGNON …"): the
		// line is no command, but its echo must not show the password.
		for _, at := range midLineSecrets(words) {
			hide[at] = true
			s.hide(words[at])
			s.strays = append(s.strays, words[at])
		}
	}
	for _, i := range secret {
		if s.plainPreferences(l) {
			break
		}
		stray := i == 1 && len(l.Args) == 3
		if stray && s.isGameName(l.Args[1]) {
			continue // SIGNON France west pw
		}
		// Args are the last words of the line, after the verb (one word, or two for "SIGN ON").
		at := len(words) - len(l.Args) + i
		if at > 0 && at < len(words) {
			hide[at] = true
			s.hide(words[at])
			if stray {
				s.strays = append(s.strays, words[at])
			}
		}
	}
	// The echo shows the line as the player wrote it (’ and – kept); the
	// words were read, and the secrets found, on the normalised form.
	if written := strings.Fields(s.writtenLine(l.N)); len(written) == len(words) {
		for i := range written {
			if hide[i] {
				s.hide(written[i])
			}
			if hide[i] || (i > 0 && s.secrets[words[i]]) {
				written[i] = words[i]
			}
		}
		words = written
	}
	for i, w := range words {
		if hide[i] || (i > 0 && s.secrets[w]) {
			words[i] = PasswordMask
		}
	}
	return strings.Join(words, " ")
}

// writtenLine is line n of the mail as its sender wrote it, before width
// normalisation (incoming.Message.TextAsWritten has the same lines as
// Text), with its white space collapsed as SplitLines does; "" when there
// is no such line.
func (s *session) writtenLine(n int) string {
	if s.msg == nil || n < 1 {
		return ""
	}
	if s.written == nil {
		s.written = strings.Split(s.msg.TextAsWritten, "\n")
	}
	if n > len(s.written) {
		return ""
	}
	return strings.Join(strings.FieldsFunc(s.written[n-1], isSpace), " ")
}

// isGameName reports whether a game of that name exists.
func (s *session) isGameName(name string) bool {
	if s.tx == nil {
		return false
	}
	if s.gameNames == nil {
		names, err := s.tx.GameNames()
		if err != nil {
			return false
		}
		s.gameNames = append([]string{}, names...)
	}
	for _, g := range s.gameNames {
		if play.Key(g) == play.Key(name) {
			return true
		}
	}
	return false
}

// maskReply masks the words that may be passwords in a place where the
// command expects a game's name (SIGNON Fwest pw stray) wherever the reply
// repeats them outside the echo: "there is no game called …". Passwords in
// their own place are never repeated; masking them everywhere would mask a
// password such as "wrong" in every "wrong password".
func (s *session) maskReply() {
	if len(s.strays) == 0 {
		return
	}
	r := &s.reply
	for i := range r.Lines {
		r.Lines[i].Answer = s.maskSecretWords(r.Lines[i].Answer)
		r.Lines[i].Problem = s.maskSecretWords(r.Lines[i].Problem)
	}
	for i := range r.Problems {
		r.Problems[i] = s.maskSecretWords(r.Problems[i])
	}
	for i := range r.Sections {
		r.Sections[i].Body = s.maskSecretWords(r.Sections[i].Body)
	}
}

// maskSecretWords replaces each stray secret of this mail in text where it
// stands as a word of its own: not inside a longer word, so that a short
// password does not mangle the text around it.
func (s *session) maskSecretWords(text string) string {
	for _, secret := range s.strays {
		var b strings.Builder
		rest := text
		for {
			i := strings.Index(rest, secret)
			if i < 0 {
				b.WriteString(rest)
				break
			}
			end := i + len(secret)
			if wordByteAt(rest, i-1) || wordByteAt(rest, end) {
				b.WriteString(rest[:end])
			} else {
				b.WriteString(rest[:i] + PasswordMask)
			}
			rest = rest[end:]
		}
		text = b.String()
	}
	return text
}

// wordByteAt reports an ASCII letter, digit, '-' or '_' at byte i of s
// (false outside s): a character that would make a match part of a longer
// word. Other characters, the Chinese quotes 「」 among them, end a word.
func wordByteAt(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c == '-' || c == '_' || (c >= '0' && c <= '9') || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

// plainPreferences reports a SET PREFERENCE line that is a list of seats
// only: the mail acts for a seat, or joined the game the line would name.
func (s *session) plainPreferences(l Line) bool {
	if l.Verb != "SET" || len(l.Args) < 3 {
		return false
	}
	if w, _ := parseSetWord(l.Args); w == nil || w.names[0] != "PREFERENCE" {
		return false
	}
	return s.seat != "" || (s.joined != nil && !strings.EqualFold(strings.TrimPrefix(l.Args[1], "?"), s.joined.Name))
}

// hide records a word as a secret of this mail: it is masked in every
// echo, and the raw mail is not kept once it has been handled.
func (s *session) hide(word string) {
	if word == "" {
		return
	}
	if s.secrets == nil {
		s.secrets = map[string]bool{}
	}
	s.secrets[word] = true
}

// midLineSecrets finds, in the words of a line that is no password
// command, a password command inside it or behind a tag, and returns
// the places of the words that would be its password: the second after
// SIGNON (the first names the game), the first after SET PASSWORD.
// CREATE, a word of everyday English, is left to its own lines.
func midLineSecrets(words []string) []int {
	var out []int
	for i := 0; i < len(words); i++ {
		w := strings.ToUpper(strings.TrimFunc(words[i], func(r rune) bool { return !unicode.IsLetter(r) }))
		if j := strings.LastIndex(w, ">"); j >= 0 {
			w = w[j+1:]
		}
		switch {
		case w == "SIGNON" || w == "登入" || w == "登录" || w == "登錄":
			if i+2 < len(words) {
				out = append(out, i+2)
			}
		case i > 0 && isPasswordWord(w) && i+1 < len(words) && strings.EqualFold(strings.Trim(words[i-1], ",.:;"), "SET"):
			out = append(out, i+1)
		}
	}
	return out
}

// MaskText masks the passwords in a block of text quoted back to its
// sender or kept (the readable part of a broken mail, a subject, the
// quoted lines of a reply): each line is read as a command line after any
// quoting marks ("> ", "| ").
func (tree *Tree) MaskText(text string) string {
	s := &session{tree: tree}
	lines := strings.Split(text, "\n")
	for i, raw := range lines {
		body := strings.TrimLeft(raw, "> |\t")
		got, _ := SplitLines(body)
		if len(got) == 1 && (len(tree.secretArgs(got[0])) > 0 || len(midLineSecrets(strings.Fields(got[0].Text))) > 0) {
			lines[i] = raw[:len(raw)-len(body)] + s.masked(got[0])
		}
	}
	return strings.Join(lines, "\n")
}

// MaskWords masks, in text, every word this mail showed to be a password
// (a subject that repeats the password of a SIGNON line in the body).
func (r *Result) MaskWords(text string) string {
	if len(r.s.secrets) == 0 {
		return text
	}
	words := strings.Fields(text)
	changed := false
	for i, w := range words {
		if r.s.secrets[w] {
			words[i], changed = PasswordMask, true
		}
	}
	if !changed {
		return text
	}
	return strings.Join(words, " ")
}

// maskPressLine masks the passwords in a line of a press message, which
// goes to other players: the words this mail showed to be passwords
// before the block (secrets), and the password of a sign-on line written
// or quoted in the letter ("> SIGNON Fwest pw" from an earlier mail
// passed on). Other words stay as written: a letter's "Leave Burgundy
// alone" is no LEAVE command.
func (s *session) maskPressLine(l Line, text string, secrets map[string]bool) string {
	words := strings.Fields(text)
	hide := map[int]bool{}
	for i, w := range words {
		if secrets[w] || secrets[strings.TrimRight(w, ".,;:!?。，；：！？")] {
			hide[i] = true
		}
	}
	body := strings.TrimLeft(l.Text, "> |\t")
	if got, _ := SplitLines(body); len(got) == 1 && s.signOnLine(got[0]) {
		if at := len(words) - len(got[0].Args) + 1; at > 0 && at < len(words) {
			hide[at] = true // SIGNON <seat><game> password
		}
	}
	for i := range words {
		if hide[i] {
			words[i] = PasswordMask
		}
	}
	return strings.Join(words, " ")
}

// signOnLine reports a SIGNON line of the judge's shape: a seat's code or
// ?game naming a game that exists, then a password (and perhaps seat
// preferences), not "sign on with me" in a sentence.
func (s *session) signOnLine(l Line) bool {
	if cmd := s.tree.lookup(l.Verb); cmd == nil || cmd.Name != "SIGNON" || len(l.Args) < 2 || len(l.Args) > 3 {
		return false
	}
	code := strings.ToLower(strings.TrimPrefix(l.Args[0], "?"))
	if s.isGameName(code) {
		return true
	}
	for _, g := range s.gameNames {
		if g = strings.ToLower(g); len(code) > len(g) && strings.HasSuffix(code, g) {
			return true
		}
	}
	return false
}
