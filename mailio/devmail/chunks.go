package devmail

import (
	"bytes"
	"io"

	"github.com/emersion/go-imap/v2"
)

// chunks is a message held as a list of slices, as the SMTP server read
// it. Reading into fixed-size chunks allocates the message once, where a
// growing buffer allocates about twice its final size and may keep twice
// the message; the chunks are never joined, only read in turn by the IMAP
// store and written in turn to the mailbox file.
type chunks [][]byte

// chunkSize is the size of each chunk read; it is also maxRecordedData,
// so the transaction log keeps the first chunk.
const chunkSize = maxRecordedData

// readChunks reads r to its end into chunks of chunkSize bytes.
func readChunks(r io.Reader) (chunks, error) {
	var out chunks
	for {
		c := make([]byte, chunkSize)
		n, err := io.ReadFull(r, c)
		if n > 0 {
			out = append(out, c[:n])
		}
		switch err {
		case nil:
		case io.EOF, io.ErrUnexpectedEOF:
			return out, nil
		default:
			return out, err
		}
	}
}

func (c chunks) size() int64 {
	var n int64
	for _, b := range c {
		n += int64(len(b))
	}
	return n
}

// repaired is the message with repairHeader applied. The header block
// almost always ends in the first chunk; when the first chunk alone does
// not parse, the message is joined once and repaired whole.
func (c chunks) repaired() chunks {
	switch {
	case len(c) == 0:
		return chunks{repairHeader(nil)}
	case len(c) == 1:
		return chunks{repairHeader(c[0])}
	case headerParses(c[0]):
		return c
	}
	return chunks{repairHeader(bytes.Join(c, nil))}
}

// reader reads head and then every chunk, as an IMAP literal.
func (c chunks) reader(head []byte) imap.LiteralReader {
	rs := make([]io.Reader, 0, len(c)+1)
	rs = append(rs, bytes.NewReader(head))
	for _, b := range c {
		rs = append(rs, bytes.NewReader(b))
	}
	return sizedReader{Reader: io.MultiReader(rs...), n: int64(len(head)) + c.size()}
}

// sizedReader is the imap.LiteralReader of a message made of parts.
type sizedReader struct {
	io.Reader
	n int64
}

func (r sizedReader) Size() int64 { return r.n }
