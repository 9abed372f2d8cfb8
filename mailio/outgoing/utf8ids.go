package outgoing

import (
	"bytes"
	"strings"
)

// NeedsSMTPUTF8 reports whether a composed message's header holds UTF-8
// (RFC 6532): a UTF-8 local part in an address, or a player's UTF-8
// Message-ID echoed in In-Reply-To and References. Such a message may
// travel only with SMTPUTF8 (RFC 6531).
func NeedsSMTPUTF8(data []byte) bool {
	return !isASCIIBytes(headerOf(data))
}

// WithoutUTF8IDs returns data with the UTF-8 message identifiers taken
// out of In-Reply-To and References, and a field left empty removed, for
// a server that does not take SMTPUTF8: the reply is then not threaded
// under the mail whose identifier that was, but it is delivered, and
// stays plain 7-bit in its header. The body is not touched.
func WithoutUTF8IDs(data []byte) []byte {
	head := headerOf(data)
	if isASCIIBytes(head) {
		return data
	}
	var w headerWriter
	for _, f := range splitFields(string(head)) {
		name, value, _ := strings.Cut(f, ":")
		switch strings.ToLower(name) {
		case "in-reply-to", "references":
			var kept []string
			for _, id := range strings.Fields(value) {
				if isASCIIBytes([]byte(id)) {
					kept = append(kept, id)
				}
			}
			if len(kept) > 0 {
				w.field(name, strings.Join(kept, " "))
			}
		default:
			w.b.WriteString(f)
		}
	}
	return append([]byte(w.b.String()), data[len(head):]...)
}

// headerOf is the header of a composed message, up to and including the
// empty line that ends it.
func headerOf(data []byte) []byte {
	if i := bytes.Index(data, []byte("\r\n\r\n")); i >= 0 {
		return data[:i+4]
	}
	return data
}

// splitFields cuts a header into its fields, each with its folded lines
// and final CRLF; the empty line that ends the header is the last one.
func splitFields(head string) []string {
	var fields []string
	for _, line := range strings.SplitAfter(head, "\r\n") {
		if line == "" {
			continue
		}
		if (line[0] == ' ' || line[0] == '\t') && len(fields) > 0 {
			fields[len(fields)-1] += line
			continue
		}
		fields = append(fields, line)
	}
	return fields
}

func isASCIIBytes(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}
