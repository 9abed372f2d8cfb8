package outgoing

import (
	"bytes"
	"strings"
)

// headerWriter writes header fields, folding long ones (RFC 5322 section
// 2.2.3) at spaces so that lines stay near 78 characters. Values reaching
// it contain no CR or LF.
type headerWriter struct {
	b bytes.Buffer
}

func (w *headerWriter) field(name, value string) {
	lineLen := len(name) + 1
	w.b.WriteString(name)
	w.b.WriteByte(':')
	first := true
	for i, word := range strings.Split(value, " ") {
		if word == "" && i > 0 {
			continue
		}
		// Never fold before the first word: a line holding only
		// "Subject:" makes some clients read the value with a leading
		// space, and an encoded word of up to 75 characters fits after
		// any field name well within the 998-character limit.
		if lineLen+1+len(word) > foldAt && word != "" && !first {
			w.b.WriteString("\r\n")
			lineLen = 0
		}
		w.b.WriteByte(' ')
		w.b.WriteString(word)
		lineLen += 1 + len(word)
		first = first && word == ""
	}
	w.b.WriteString("\r\n")
}
