package command

import "strings"

// PasswordMask replaces a password wherever the judge quotes a line: the
// reply's echo, its problem list, the copy of an unreadable mail. Accounts
// keep only PBKDF2 hashes, so a reply or a stored mail must not undo that.
const PasswordMask = "••••••"

// secretArgs says which words of a command line are passwords, by the
// command's place in the grammar, so a line that fails before its password
// is checked (an unknown game, a usage error) is masked all the same.
func (tree *Tree) secretArgs(l Line) []int {
	cmd := tree.lookup(l.Verb)
	if cmd == nil {
		return nil
	}
	switch cmd.Name {
	case "CREATE", "LEAVE":
		return []int{1}
	case "SIGNON":
		// SIGNON ?west pw [prefs], SIGNON Fwest pw, SIGNON France west pw.
		if len(l.Args) == 3 && !strings.HasPrefix(l.Args[0], "?") {
			return []int{2}
		}
		return []int{1}
	case "SET":
		if len(l.Args) == 0 {
			return nil
		}
		if w, _ := parseSetWord(l.Args); w != nil && w.names[0] == "PASSWORD" {
			return []int{1}
		}
	}
	return nil
}

// masked returns the line's text with its passwords, and any word this
// mail has already shown to be a secret, replaced by the mask.
func (s *session) masked(l Line) string {
	words := strings.Fields(l.Text)
	hide := map[int]bool{}
	for _, i := range s.tree.secretArgs(l) {
		// Args are the last words of the line, after the verb (one word, or two for "SIGN ON").
		at := len(words) - len(l.Args) + i
		if at > 0 && at < len(words) {
			hide[at] = true
			s.hide(words[at])
		}
	}
	for i, w := range words {
		if hide[i] || (i > 0 && s.secrets[w]) {
			words[i] = PasswordMask
		}
	}
	return strings.Join(words, " ")
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

// MaskText masks the passwords in a block of text quoted back to its
// sender (the readable part of a broken mail).
func (tree *Tree) MaskText(text string) string {
	s := &session{tree: tree}
	lines := strings.Split(text, "\n")
	for i, raw := range lines {
		got, _ := SplitLines(raw)
		if len(got) == 1 && len(tree.secretArgs(got[0])) > 0 {
			lines[i] = s.masked(got[0])
		}
	}
	return strings.Join(lines, "\n")
}
