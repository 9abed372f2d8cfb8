package devmail

import "net"

// bareCRListener hands the SMTP server connections that drop every CR not
// followed by LF. go-smtp's DATA reader (v0.25) loses its place on "CR CR
// LF" ("HELP\r\r\n", as some scripts and one mail client write): it never
// sees the final ".\r\n" and the session hangs until its read timeout. A
// bare CR means nothing in SMTP (RFC 5321 section 2.3.8), so devmail
// removes them before the server reads. Real deployments use a real MTA.
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
	pendingCR bool   // the last byte read was a CR, held until the next byte shows whether LF follows
	in        []byte // read buffer
	buf       []byte // holds the transformed bytes of one read, reused
	out       []byte // the part of buf not yet returned
}

func (c *bareCRConn) Read(p []byte) (int, error) {
	for len(c.out) == 0 {
		if c.in == nil {
			c.in = make([]byte, 32<<10)
			c.buf = make([]byte, 0, len(c.in)+1) // a held CR and then every byte read
		}
		n, err := c.Conn.Read(c.in)
		out := c.buf[:0]
		for _, b := range c.in[:n] {
			if c.pendingCR {
				c.pendingCR = false
				if b == '\n' {
					out = append(out, '\r')
				}
			}
			if b == '\r' {
				c.pendingCR = true
				continue
			}
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
