package command

// Limits on how one mail's answer is written. None of them drops a
// command: every line of a mail the judge accepts (within the operator's
// max_message_size) is carried out, in order. A thousand HELP lines,
// perhaps under a forged From, still must not turn one small mail into a
// reply of megabytes that no server accepts: a long answer given once
// already is referred to, and a reply larger than MaxReplyAnswers goes
// out in several mails (judge.sendReplyParts).
const (
	// MaxReplyAnswers is the most text one reply mail (or one digest)
	// carries, well under the message size common SMTP servers accept;
	// a longer reply goes on in the next mail.
	MaxReplyAnswers = 512 << 10
	// sameAnswerMin is the length from which an answer given already in
	// the same reply is not repeated but referred to.
	sameAnswerMin = 200
)

// capAnswer returns the answer to put under line n, given the answers so
// far: a long answer repeated is referred to by line. The picture of the
// position an answer shows goes with the answer: none for one referred
// to.
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
	if s.picture == nil {
		s.picture = shown
	}
	return answer
}
