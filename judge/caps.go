package judge

import "fmt"

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
// reply's budget are left out.
func (s *session) capAnswer(n int, answer string) string {
	if len(answer) >= sameAnswerMin {
		if first, ok := s.answered[answer]; ok {
			return tr(s.lang, fmt.Sprintf("(the same answer as for line %d)", first),
				fmt.Sprintf("(回覆同第 %d 行)", first), fmt.Sprintf("(回复同第 %d 行)", first))
		}
		if s.answered == nil {
			s.answered = map[string]int{}
		}
		s.answered[answer] = n
	}
	if s.answerBytes+len(answer) > MaxReplyAnswers {
		return tr(s.lang, fmt.Sprintf("(answer left out: this reply has reached its limit of %d kB; send this line again in a mail of its own)", MaxReplyAnswers>>10),
			fmt.Sprintf("(回覆從略:本封回信已達 %d kB 上限;請把這一行另寄一封郵件)", MaxReplyAnswers>>10),
			fmt.Sprintf("(回复从略:本封回信已达 %d kB 上限;请把这一行另寄一封邮件)", MaxReplyAnswers>>10))
	}
	s.answerBytes += len(answer)
	return answer
}
