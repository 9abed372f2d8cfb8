package command

import (
	"strings"

	"adjutant/mailio/incoming"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Orders sent as an attached text file (orders.txt) are read after the
// mail's text, their lines numbered on from the text's last line, as if
// they were written below it. Three rules keep that to what the player
// meant:
//
//   - a file whose command lines the text already holds, in the same
//     order (a mailer that sends the text again as an attachment, or a
//     player who pasted the file into the mail too), is not read again;
//     a text whose lines are all in the first file read (the file's
//     SIGNON copied into the text) is read from the file only. Nothing
//     is carried out twice.
//   - a file is read only when its first line is a command (SIGNON, JOIN,
//     a misspelling of one), or a title above a SIGNON (fileHeading),
//     or when the lines above it leave the sender
//     signed on, so that it holds their orders. Any other file (a
//     letter, notes, a log) is not read, and the reply says why.
//   - a SIGNOFF ends the text it stands in: the mail's text, or one file.

// fileSpan is where a text file's lines stand among the lines read.
type fileSpan struct {
	name        string
	first, last int  // line numbers, first to last, in the text read
	skip        bool // set when its first line showed it is not commands
}

// withFiles returns msg with its text files' text appended to its own,
// the spans the files take, and the notes about files left unread
// because they repeat what is read already. msg itself is not changed.
func withFiles(msg *incoming.Message, lang i18n.Lang) (*incoming.Message, []fileSpan, []string) {
	if len(msg.Files) == 0 {
		return msg, nil, nil
	}
	out := *msg
	var spans []fileSpan
	var notes []string
	read := commandKeys(msg.Text)
	for _, f := range msg.Files {
		keys := commandKeys(f.Text)
		switch {
		case len(keys) == 0:
			notes = append(notes, templates.In(lang, "mail.file-empty", f.Name))
			continue
		case isSubsequence(keys, read):
			notes = append(notes, templates.In(lang, "mail.file-repeats", f.Name))
			continue
		case len(spans) == 0 && len(read) > 0 && isSubsequence(read, keys):
			// The text is a part of the file: read the file alone.
			out.Text, out.TextAsWritten, read = "", "", nil
			notes = append(notes, templates.In(lang, "mail.file-holds-text", f.Name))
		}
		offset := lineCount(out.Text)
		if offset > 0 {
			out.Text += "\n"
			out.TextAsWritten += "\n"
		}
		out.Text += f.Text
		out.TextAsWritten += f.TextAsWritten
		spans = append(spans, fileSpan{name: f.Name, first: offset + 1, last: offset + lineCount(f.Text)})
		read = append(read, keys...)
	}
	return &out, spans, notes
}

// lineCount is how many lines text has, a last line without a line end
// included; 0 for no text at all.
func lineCount(text string) int {
	if text == "" {
		return 0
	}
	return strings.Count(text, "\n") + 1
}

// commandKeys are the command lines of a text as they compare: white
// space collapsed, upper case, up to a SIGNOFF.
func commandKeys(text string) []string {
	lines, _ := SplitLines(text)
	keys := make([]string, len(lines))
	for i, l := range lines {
		keys[i] = strings.ToUpper(l.Text)
	}
	return keys
}

// isSubsequence reports whether every key of part appears in whole, in
// the same order.
func isSubsequence(part, whole []string) bool {
	i := 0
	for _, k := range whole {
		if i < len(part) && part[i] == k {
			i++
		}
	}
	return i == len(part)
}

// splitFileLines reads the text of each part (the mail's text, each
// file) as SplitLines does, a SIGNOFF ending only its own part. It
// returns the lines and the line of the text's SIGNOFF (0 for none).
func splitFileLines(text string, spans []fileSpan) ([]Line, int) {
	if len(spans) == 0 {
		return SplitLines(text)
	}
	all := strings.Split(text, "\n")
	lines, signoff := SplitLines(strings.Join(all[:spans[0].first-1], "\n"))
	for _, sp := range spans {
		part, _ := SplitLines(strings.Join(all[sp.first-1:sp.last], "\n"))
		for _, l := range part {
			l.N += sp.first - 1
			lines = append(lines, l)
		}
	}
	return lines, signoff
}

// fileAt returns the span whose first command line is line n, or nil.
func fileAt(spans []fileSpan, lines []Line, i int) *fileSpan {
	for k := range spans {
		sp := &spans[k]
		if lines[i].N >= sp.first && lines[i].N <= sp.last && (i == 0 || lines[i-1].N < sp.first) {
			return sp
		}
	}
	return nil
}

// inSkippedFile reports whether line n belongs to a file found not to
// hold commands.
func inSkippedFile(spans []fileSpan, n int) bool {
	for _, sp := range spans {
		if sp.skip && n >= sp.first && n <= sp.last {
			return true
		}
	}
	return false
}

// readsFile decides, at a file's first command line, whether the file
// holds commands: the line is one (or a misspelling of one), or the
// sender is signed on, so that it is an order.
func (s *session) readsFile(l Line) bool {
	return s.game != nil || s.failedSignon != 0 || s.tree.lookup(l.Verb) != nil || misspeltPasswordVerb(l.Verb) != "" ||
		s.tree.closeCommand(l.Verb) != ""
}

// fileHeading reports whether a file's first line, no command, is a
// title above the SIGNON on its next line ("Orders for Spring 1901:"), as
// people head what they write: the file is read, the title taken as a
// note. A letter's second line is not a SIGNON.
func (s *session) fileHeading(l, next Line) bool {
	if looksLikeOrder(l) || s.tree.closeCommand(l.Verb) != "" {
		return false
	}
	cmd := s.tree.lookup(next.Verb)
	return cmd != nil && cmd.Name == "SIGNON" || misspeltPasswordVerb(next.Verb) == "SIGNON"
}

// fileNotes are the reply's lines on the attached files: which lines came
// from which file, and which files were not read and why.
func (s *session) fileNotes(spans []fileSpan, lines []Line, skipped []string) string {
	var notes []string
	for _, sp := range spans {
		var in []Line
		for _, l := range lines {
			if l.N >= sp.first && l.N <= sp.last {
				in = append(in, l)
			}
		}
		switch {
		case len(in) == 0:
			// Not reached: a file's lines are all read.
		case sp.skip:
			notes = append(notes, s.tr("mail.file-not-commands", sp.name, s.masked(in[0])))
		case len(in) == 1:
			notes = append(notes, s.tr("mail.file-read-1", in[0].N, sp.name))
		default:
			notes = append(notes, s.tr("mail.file-read", in[0].N, in[len(in)-1].N, sp.name))
		}
	}
	return strings.Join(append(notes, skipped...), "\n")
}

// textLines are the lines of the mail's own text, without the files'.
func textLines(text string, spans []fileSpan) []string {
	all := strings.Split(text, "\n")
	if len(spans) > 0 {
		all = all[:spans[0].first-1]
	}
	return all
}

// noteCommandFile records the first file read when its first line is a
// command, so that prose in the mail's text above it is taken as a note.
func (s *session) noteCommandFile(spans []fileSpan, lines []Line) {
	if len(spans) == 0 {
		return
	}
	sp := spans[0]
	for _, l := range lines {
		if l.N < sp.first || l.N > sp.last {
			continue
		}
		if s.tree.lookup(l.Verb) != nil || misspeltPasswordVerb(l.Verb) != "" || s.headsFile(l, lines, sp) {
			s.commandFile, s.textEnd = sp.name, sp.first-1
		}
		return
	}
}

// headsFile reports whether l, the file's first line, is its title
// (fileHeading) above the SIGNON on the file's next line.
func (s *session) headsFile(l Line, lines []Line, sp fileSpan) bool {
	for i := range lines {
		if lines[i].N == l.N {
			return i+1 < len(lines) && lines[i+1].N <= sp.last && s.fileHeading(l, lines[i+1])
		}
	}
	return false
}

// proseAboveFile reports whether a line that is no command stands in the
// mail's text above a file of commands and reads as words to the judge
// ("Orders attached.", "請看附件"): not an order, nor a command misspelt.
func (s *session) proseAboveFile(l Line) bool {
	return s.commandFile != "" && l.N > 0 && l.N <= s.textEnd && s.game == nil &&
		!looksLikeOrder(l) && s.tree.closeCommand(l.Verb) == "" && s.tree.nearestCommand(l.Verb) == ""
}
