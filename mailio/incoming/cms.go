package incoming

import "bytes"

// What an S/MIME body (application/pkcs7-mime, RFC 8551) holds, by the
// object identifier of its CMS content type (RFC 5652), DER-encoded.
var (
	oidSignedData        = []byte{0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02}             // 1.2.840.113549.1.7.2
	oidEnvelopedData     = []byte{0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x03}             // 1.2.840.113549.1.7.3
	oidAuthEnvelopedData = []byte{0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x09, 0x10, 0x01, 0x17} // 1.2.840.113549.1.9.16.1.23
)

// cmsKind is what smimeContent found.
type cmsKind int

const (
	cmsUnreadable cmsKind = iota // not CMS, or signed data without its content
	cmsSigned                    // signed data; the signed MIME entity is returned
	cmsEncrypted                 // enveloped or authenticated-enveloped data
)

// BER tags (the identifier octet without its constructed bit).
const (
	berOctetString = 0x04
	berOID         = 0x06
	berSequence    = 0x10
	berContext0    = 0x80
	berMaxDepth    = 32
)

// berElem is one BER element: its identifier octet with the constructed
// bit (0x20) taken out, and its content octets.
type berElem struct {
	tag         byte
	constructed bool
	content     []byte
}

// smimeContent reads the CMS ContentInfo of an S/MIME body. Mail clients
// write it in BER, Outlook with indefinite lengths and the signed content
// cut into pieces, so this reader takes both; it needs no more than the
// path to the signed content, and checks no signature. For signed data
// it returns the signed MIME entity, header included.
func smimeContent(der []byte) ([]byte, cmsKind) {
	ci, _, ok := berRead(der, 0)
	if !ok || ci.tag != berSequence {
		return nil, cmsUnreadable
	}
	kids := berChildren(ci.content, 1)
	if len(kids) < 2 || kids[0].tag != berOID || kids[1].tag != berContext0 {
		return nil, cmsUnreadable
	}
	switch oid := kids[0].content; {
	case bytes.Equal(oid, oidEnvelopedData), bytes.Equal(oid, oidAuthEnvelopedData):
		return nil, cmsEncrypted
	case !bytes.Equal(oid, oidSignedData):
		return nil, cmsUnreadable
	}
	sd := berChildren(kids[1].content, 2)
	if len(sd) != 1 || sd[0].tag != berSequence {
		return nil, cmsUnreadable
	}
	// SignedData: version, digestAlgorithms, encapContentInfo, …
	fields := berChildren(sd[0].content, 3)
	if len(fields) < 3 || fields[2].tag != berSequence {
		return nil, cmsUnreadable
	}
	encap := berChildren(fields[2].content, 4)
	if len(encap) < 2 || encap[1].tag != berContext0 {
		return nil, cmsUnreadable // a detached signature: no content here
	}
	inner := berChildren(encap[1].content, 5)
	if len(inner) != 1 || inner[0].tag != berOctetString {
		return nil, cmsUnreadable
	}
	content, ok := berOctets(inner[0], 6)
	if !ok {
		return nil, cmsUnreadable
	}
	return content, cmsSigned
}

// berRead reads one element from the start of b. Tags above 30 (which
// take more than one identifier octet) are not needed for CMS and are
// refused, as are lengths beyond 2^31.
func berRead(b []byte, depth int) (e berElem, rest []byte, ok bool) {
	if depth > berMaxDepth || len(b) < 2 || b[0]&0x1f == 0x1f {
		return e, nil, false
	}
	e.tag, e.constructed = b[0]&^0x20, b[0]&0x20 != 0
	l, body := int(b[1]), b[2:]
	switch {
	case l == 0x80:
		// Indefinite length: the content runs to an end-of-contents
		// marker (two zero octets) at this level.
		if !e.constructed {
			return e, nil, false
		}
		p := body
		for !bytes.HasPrefix(p, []byte{0, 0}) {
			var ok bool
			if _, p, ok = berRead(p, depth+1); !ok {
				return e, nil, false
			}
		}
		e.content = body[:len(body)-len(p)]
		return e, p[2:], true
	case l > 0x80:
		n := l & 0x7f
		if n > 4 || len(body) < n {
			return e, nil, false
		}
		l = 0
		for _, c := range body[:n] {
			l = l<<8 | int(c)
		}
		body = body[n:]
		if l < 0 || l > 1<<31 {
			return e, nil, false
		}
	}
	if l > len(body) {
		return e, nil, false
	}
	e.content = body[:l]
	return e, body[l:], true
}

// berChildren reads the elements inside a constructed element's content,
// as far as they read.
func berChildren(b []byte, depth int) []berElem {
	var out []berElem
	for len(b) > 0 {
		e, rest, ok := berRead(b, depth)
		if !ok {
			break
		}
		out = append(out, e)
		b = rest
	}
	return out
}

// berOctets returns the value of an OCTET STRING, joining the pieces of a
// constructed one (BER allows the value to be cut into pieces).
func berOctets(e berElem, depth int) ([]byte, bool) {
	if !e.constructed {
		return e.content, true
	}
	if depth > berMaxDepth {
		return nil, false
	}
	var out []byte
	for _, k := range berChildren(e.content, depth+1) {
		if k.tag != berOctetString {
			return nil, false
		}
		b, ok := berOctets(k, depth+1)
		if !ok {
			return nil, false
		}
		out = append(out, b...)
	}
	return out, true
}
