package outgoing

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"strings"
)

// boundaryFor is the multipart boundary of a mail: derived from its
// Message-ID, so a retry composes the same bytes. "=_" cannot occur in
// quoted-printable or base64 text, and the hash makes a clash with a 7bit
// body as unlikely as a clash of hashes.
func boundaryFor(messageID string) string {
	sum := sha256.Sum256([]byte(messageID))
	return "=_adj_" + hex.EncodeToString(sum[:12])
}

// contentID is the Content-ID of a mail's n-th picture: unique with the
// mail's own Message-ID.
func contentID(messageID string, n int) string {
	id := strings.Trim(messageID, "<>")
	return fmt.Sprintf("<pic%d.%s>", n+1, id)
}

// writeRelated writes the body of a multipart/related mail: the text
// first (the root part), then each picture in base64.
func writeRelated(b *bytes.Buffer, boundary string, m Message, text []byte, cte string) {
	b.WriteString("This is a multi-part message in MIME format.\r\n")
	fmt.Fprintf(b, "--%s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: %s\r\n\r\n", boundary, cte)
	b.Write(text)
	for i, in := range m.Inline {
		// The line end before a delimiter belongs to the delimiter (RFC
		// 2046 section 5.1.1), so each part keeps its own last one.
		fmt.Fprintf(b, "\r\n--%s\r\nContent-Type: %s; name=\"%s\"\r\nContent-Transfer-Encoding: base64\r\n", boundary, in.Type, in.Name)
		fmt.Fprintf(b, "Content-ID: %s\r\nContent-Disposition: inline; filename=\"%s\"\r\n\r\n", contentID(m.MessageID, i), in.Name)
		enc := base64.StdEncoding.EncodeToString(in.Data)
		for len(enc) > 76 {
			b.WriteString(enc[:76])
			b.WriteString("\r\n")
			enc = enc[76:]
		}
		b.WriteString(enc)
		b.WriteString("\r\n")
	}
	fmt.Fprintf(b, "\r\n--%s--\r\n", boundary)
}

// validInlineName accepts file names of letters, digits, '.', '-' and '_',
// which need no quoting or encoding in a header parameter.
func validInlineName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
		default:
			return false
		}
	}
	return true
}
