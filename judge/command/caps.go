package command

// Limits on what one mail can make the judge do and write. Without them a
// thousand HELP lines, perhaps under a forged From, turn one small mail
// into a reply of megabytes that no server accepts.
const (
	// MaxLinesPerMail is how many command lines of one mail are read; the
	// reply says where reading stopped.
	MaxLinesPerMail = 500
	// MaxReplyAnswers bounds the bytes of answers in one reply, well under
	// the message size common SMTP servers accept; later answers are left
	// out with a note.
	MaxReplyAnswers = 512 << 10
	// sameAnswerMin is the length from which an answer given already in
	// the same reply is not repeated but referred to.
	sameAnswerMin = 200
)

// capAnswer returns the answer to put under line n, given the answers so
// far: a long answer repeated is referred to by line, and answers past the
// reply's budget are left out. The picture of the position an answer
// shows goes with the answer: none for one left out or referred to.
func (s *session) capAnswer(n int, answer string) string {
	shown := s.shown
	s.shown = nil
	if len(answer) >= sameAnswerMin {
		if first, ok := s.answered[answer]; ok {
			return s.tr("caps.same-answer", first)
		}
		if s.answered == nil {
			s.answered = map[string]int{}
		}
		s.answered[answer] = n
	}
	if s.answerBytes+len(answer) > MaxReplyAnswers {
		return s.tr("caps.left-out", MaxReplyAnswers>>10)
	}
	s.answerBytes += len(answer)
	if s.picture == nil {
		s.picture = shown
	}
	return answer
}
