package devmail

import (
	"bufio"
	"bytes"

	"github.com/emersion/go-message/textproto"
)

// repairHeader returns raw with a header block that imapmemserver can read.
//
// imapmemserver builds every FETCH BODY[] answer by parsing the header
// (go-message's textproto.ReadHeader) and writing it out again; when the
// parse fails it answers with an empty body. A header line without a
// colon ("VERSION", typed by someone who forgot the blank line before the
// body), a field name with a space in it, or a first line that starts
// with white space make the parse fail, so the reader of the mailbox got
// a 0-byte message for a message of 113 bytes.
//
// The repair is what common mail servers do with such mail: the header
// ends at the first line that is not a header field, and a blank line is
// put there, so that line and everything after it become the body. A
// message without any header line becomes all body. A message that
// parses is returned unchanged (the same slice).
func repairHeader(raw []byte) []byte {
	if headerParses(raw) {
		return raw
	}
	end := headerEnd(raw)
	out := make([]byte, 0, len(raw)+4)
	out = append(out, raw[:end]...)
	if end > 0 && raw[end-1] != '\n' {
		out = append(out, '\r', '\n') // the last header line had no line end
	}
	out = append(out, '\r', '\n')
	out = append(out, raw[end:]...)
	if !headerParses(out) {
		// Whatever confused the parser, an empty header always parses.
		out = append(append(out[:0], '\r', '\n'), raw...)
	}
	return out
}

// headerParses reports whether textproto.ReadHeader reads raw's header
// block to its blank line without an error.
func headerParses(raw []byte) bool {
	_, err := textproto.ReadHeader(bufio.NewReader(bytes.NewReader(raw)))
	return err == nil
}

// headerEnd returns the offset of the first line that is neither a header
// field ("name:" with a printable name, RFC 5322 section 2.2) nor the
// continuation of one, or len(raw) when every line is.
func headerEnd(raw []byte) int {
	off := 0
	for off < len(raw) {
		line := raw[off:]
		if i := bytes.IndexByte(line, '\n'); i >= 0 {
			line = line[:i+1]
		}
		content := bytes.TrimRight(line, "\r\n")
		continued := off > 0 && len(content) > 0 && (content[0] == ' ' || content[0] == '\t')
		if len(content) == 0 || !continued && !isFieldLine(content) {
			return off
		}
		off += len(line)
	}
	return off
}

// isFieldLine: a non-empty field name of printable US-ASCII other than the
// colon, then a colon. Trailing space before the colon is tolerated, as
// the parser does.
func isFieldLine(line []byte) bool {
	colon := bytes.IndexByte(line, ':')
	name := bytes.TrimRight(line[:max(colon, 0)], " \t")
	if colon <= 0 || len(name) == 0 {
		return false
	}
	for _, c := range name {
		if c < 33 || c > 126 {
			return false
		}
	}
	return true
}
