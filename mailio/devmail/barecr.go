package devmail

import "net"

// bareCRListener hands the SMTP server connections that mend CRs not
// followed by LF. go-smtp's DATA reader (v0.25) loses its place on "CR CR
// LF" ("HELP\r\r\n", as some scripts and one mail client write): it never
// sees the final ".\r\n" and the session hangs until its read timeout.
// A bare CR is no line end in SMTP (RFC 5321 section 2.3.8), but mail
// written with the old Macintosh line end, a CR alone, means one: so CRs
// before an LF go ("CR CR LF" is one line end), and a run of CRs before
// anything else becomes as many CRLFs. Real deployments use a real MTA.
type bareCRListener struct{ net.Listener }

func (l bareCRListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &bareCRConn{Conn: c}, nil
}

type bareCRConn struct {
	net.Conn
	pendingCR int    // CRs just read, held until the next byte shows whether LF follows
	in        []byte // read buffer
	buf       []byte // holds the transformed bytes of one read, reused
	out       []byte // the part of buf not yet returned
}

func (c *bareCRConn) Read(p []byte) (int, error) {
	for len(c.out) == 0 {
		if c.in == nil {
			c.in = make([]byte, 32<<10)
			c.buf = make([]byte, 0, 2*len(c.in)+2) // every byte read, each CR perhaps made a CRLF
		}
		n, err := c.Conn.Read(c.in)
		out := c.buf[:0]
		for _, b := range c.in[:n] {
			switch {
			case b == '\r':
				c.pendingCR++
				continue
			case c.pendingCR > 0 && b == '\n':
				out = append(out, '\r')
			case c.pendingCR > 0:
				for range c.pendingCR {
					out = append(out, '\r', '\n')
				}
			}
			c.pendingCR = 0
			out = append(out, b)
		}
		c.out = out
		if err != nil && len(c.out) == 0 {
			return 0, err
		}
	}
	n := copy(p, c.out)
	c.out = c.out[n:]
	return n, nil
}
