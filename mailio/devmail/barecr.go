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
	pendingCR bool // the last byte read was a CR, held until the next byte shows whether LF follows
	buf       []byte
}

func (c *bareCRConn) Read(p []byte) (int, error) {
	for {
		if cap(c.buf) < len(p) {
			c.buf = make([]byte, len(p))
		}
		n, err := c.Conn.Read(c.buf[:len(p)])
		out := 0
		for _, b := range c.buf[:n] {
			if c.pendingCR {
				c.pendingCR = false
				if b == '\n' {
					p[out] = '\r'
					out++
				}
			}
			if b == '\r' {
				c.pendingCR = true
				continue
			}
			p[out] = b
			out++
		}
		// out never exceeds n: a held CR is written only in place of itself.
		if out > 0 || err != nil {
			return out, err
		}
	}
}
