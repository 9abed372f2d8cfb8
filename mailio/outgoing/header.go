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
	for i, word := range strings.Split(value, " ") {
		if word == "" && i > 0 {
			continue
		}
		if lineLen+1+len(word) > foldAt && word != "" {
			w.b.WriteString("\r\n")
			lineLen = 0
		}
		w.b.WriteByte(' ')
		w.b.WriteString(word)
		lineLen += 1 + len(word)
	}
	w.b.WriteString("\r\n")
}
