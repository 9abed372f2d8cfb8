package incoming

import (
	"encoding/binary"
	"strconv"
	"strings"
	"unicode/utf16"
)

// TNEF (MS-OXTNEF) is how Outlook sends a message written in Rich Text:
// an attachment winmail.dat holding the message's properties, the text
// among them.
const (
	tnefSignature = 0x223e9f78

	tnefLevelMessage = 1
	// Attribute identifiers, low 16 bits (the high ones give the type).
	tnefAttBody         = 0x800c
	tnefAttMsgProps     = 0x9003
	tnefAttOemCodepage  = 0x9007
	tnefAttAttachRendDa = 0x9002 // the first attribute of an attachment
	tnefLevelAttachment = 2
	tnefAttAttachTitle  = 0x8010 // an attachment's file name, in the code page
	tnefAttAttachData   = 0x800f // an attachment's bytes

	// MAPI property tags.
	prBody           = 0x1000
	prRTFCompressed  = 0x1009
	prBodyHTML       = 0x1013
	ptString8        = 0x001e
	ptUnicode        = 0x001f
	ptBinary         = 0x0102
	ptObject         = 0x000d
	ptMultiValue     = 0x1000
	tnefMaxPropCount = 1 << 16
)

// tnefBody is the text a TNEF stream holds, in the order it is preferred:
// the plain body (PR_BODY, else the older attBody), the HTML body, or the
// compressed RTF body, rendered as text.
type tnefBody struct {
	plain, html string
	rtf         []byte // compressed
	legacy      []byte // attBody, in the code page
	codepage    string
}

// tnefText returns the message text of a TNEF stream and whether it came
// from HTML; ok is false when the stream holds no text it can read.
func tnefText(b []byte) (text string, html, ok bool) {
	body, ok := readTNEF(b)
	if !ok {
		return "", false, false
	}
	switch {
	case strings.TrimSpace(body.plain) != "":
		return body.plain, false, true
	case strings.TrimSpace(body.html) != "":
		return htmlToText(body.html), true, true
	case body.rtf != nil:
		if raw, ok := decompressRTF(body.rtf); ok {
			if t := rtfToText(raw); strings.TrimSpace(t) != "" {
				return t, false, true
			}
		}
	}
	return "", false, false
}

// readTNEF walks the message-level attributes of a TNEF stream: signature
// and key, then attributes of level (1 byte), identifier (4), length (4),
// data and checksum (2). Attachments' attributes, which follow the
// message's, are not read.
func readTNEF(b []byte) (tnefBody, bool) {
	var body tnefBody
	if len(b) < 6 || binary.LittleEndian.Uint32(b) != tnefSignature {
		return body, false
	}
	b = b[6:]
	for len(b) >= 9 {
		level, id, n := b[0], binary.LittleEndian.Uint32(b[1:5]), binary.LittleEndian.Uint32(b[5:9])
		if uint64(n) > uint64(len(b)-9) {
			break
		}
		data := b[9 : 9+n]
		b = b[min(len(b), 9+int(n)+2):]
		if level != tnefLevelMessage || id&0xffff == tnefAttAttachRendDa {
			break
		}
		switch id & 0xffff {
		case tnefAttBody:
			body.legacy = data
		case tnefAttOemCodepage:
			if len(data) >= 4 {
				body.codepage = strconv.Itoa(int(binary.LittleEndian.Uint32(data)))
			}
		case tnefAttMsgProps:
			readMAPIProps(data, &body)
		}
	}
	if body.plain == "" && len(body.legacy) > 0 {
		body.plain, _ = decodeCharset(rtfCharset(body.codepage), []byte(strings.TrimRight(string(body.legacy), "\x00")))
	}
	return body, true
}

// readMAPIProps reads a MAPI property list (count, then each property's
// type, identifier, name for a named property, and value) for the body
// properties, stopping at the first type it does not know.
func readMAPIProps(b []byte, body *tnefBody) {
	if len(b) < 4 {
		return
	}
	count := binary.LittleEndian.Uint32(b)
	b = b[4:]
	for k := uint32(0); k < count && k < tnefMaxPropCount && len(b) >= 4; k++ {
		typ, id := binary.LittleEndian.Uint16(b), binary.LittleEndian.Uint16(b[2:])
		b = b[4:]
		if id >= 0x8000 {
			var ok bool
			if b, ok = skipPropName(b); !ok {
				return
			}
		}
		values, rest, ok := readPropValues(typ, b)
		if !ok {
			return
		}
		b = rest
		if len(values) == 0 {
			continue
		}
		v := values[0]
		switch {
		case id == prBody && typ == ptUnicode:
			body.plain = utf16LE(v)
		case id == prBody && typ == ptString8:
			body.plain, _ = decodeCharset(rtfCharset(body.codepage), []byte(strings.TrimRight(string(v), "\x00")))
		case id == prBodyHTML && (typ == ptBinary || typ == ptString8):
			body.html, _ = decodeCharset(rtfCharset(body.codepage), []byte(strings.TrimRight(string(v), "\x00")))
		case id == prBodyHTML && typ == ptUnicode:
			body.html = utf16LE(v)
		case id == prRTFCompressed && typ == ptBinary:
			body.rtf = v
		}
	}
}

// skipPropName skips a named property's GUID and its numeric or string
// name.
func skipPropName(b []byte) ([]byte, bool) {
	if len(b) < 20 {
		return nil, false
	}
	kind := binary.LittleEndian.Uint32(b[16:])
	b = b[20:]
	if kind == 0 {
		if len(b) < 4 {
			return nil, false
		}
		return b[4:], true
	}
	if len(b) < 4 {
		return nil, false
	}
	n := binary.LittleEndian.Uint32(b)
	padded := (uint64(n) + 3) &^ 3
	if padded > uint64(len(b)-4) {
		return nil, false
	}
	return b[4+padded:], true
}

// readPropValues reads the value or values of one property.
func readPropValues(typ uint16, b []byte) (values [][]byte, rest []byte, ok bool) {
	base := typ &^ ptMultiValue
	variable := base == ptString8 || base == ptUnicode || base == ptBinary || base == ptObject
	count := uint32(1)
	if variable || typ&ptMultiValue != 0 {
		if len(b) < 4 {
			return nil, nil, false
		}
		count, b = binary.LittleEndian.Uint32(b), b[4:]
	}
	size := fixedPropSize(base)
	if !variable && size == 0 {
		return nil, nil, false
	}
	for i := uint32(0); i < count; i++ {
		if !variable {
			if len(b) < size {
				return nil, nil, false
			}
			values, b = append(values, b[:size]), b[size:]
			continue
		}
		if len(b) < 4 {
			return nil, nil, false
		}
		n := binary.LittleEndian.Uint32(b)
		padded := (uint64(n) + 3) &^ 3
		if padded > uint64(len(b)-4) {
			return nil, nil, false
		}
		values, b = append(values, b[4:4+n]), b[4+padded:]
	}
	return values, b, true
}

// fixedPropSize is the stored size of a fixed-length MAPI type (values
// under four bytes are padded to four), or 0 for a type not known.
func fixedPropSize(t uint16) int {
	switch t {
	case 0x0002, 0x0003, 0x0004, 0x000a, 0x000b: // short, long, float, error, boolean
		return 4
	case 0x0005, 0x0006, 0x0007, 0x0014, 0x0040: // double, currency, application time, int64, system time
		return 8
	case 0x0048: // GUID
		return 16
	}
	return 0
}

// utf16LE decodes little-endian UTF-16 without its final NUL.
func utf16LE(b []byte) string {
	u := make([]uint16, 0, len(b)/2)
	for i := 0; i+1 < len(b); i += 2 {
		u = append(u, binary.LittleEndian.Uint16(b[i:]))
	}
	for len(u) > 0 && u[len(u)-1] == 0 {
		u = u[:len(u)-1]
	}
	return string(utf16.Decode(u))
}

// tnefFile is a file attached to a message Outlook sent in Rich Text: it
// travels inside winmail.dat, not as a part of the mail.
type tnefFile struct {
	name string
	data []byte
}

// tnefFiles reads the attachments packed into a TNEF stream after the
// message's own attributes: each starts with attAttachRendData and has
// its name (attAttachTitle) and its bytes (attAttachData). A player's
// orders.txt attached in Outlook's Rich Text mode is one of them.
func tnefFiles(b []byte) []tnefFile {
	if len(b) < 6 || binary.LittleEndian.Uint32(b) != tnefSignature {
		return nil
	}
	b = b[6:]
	var files []tnefFile
	for len(b) >= 9 && len(files) <= maxParts {
		level, id, n := b[0], binary.LittleEndian.Uint32(b[1:5]), binary.LittleEndian.Uint32(b[5:9])
		if uint64(n) > uint64(len(b)-9) {
			break
		}
		data := b[9 : 9+n]
		b = b[min(len(b), 9+int(n)+2):]
		if level != tnefLevelAttachment {
			continue
		}
		switch id & 0xffff {
		case tnefAttAttachRendDa:
			files = append(files, tnefFile{})
		case tnefAttAttachTitle:
			if len(files) > 0 {
				files[len(files)-1].name = rawLegacyText(strings.TrimRight(string(data), "\x00"))
			}
		case tnefAttAttachData:
			if len(files) > 0 {
				files[len(files)-1].data = data
			}
		}
	}
	return files
}
