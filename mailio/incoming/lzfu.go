package incoming

import "encoding/binary"

// Compressed RTF (MS-OXRTFCP), the form in which Outlook keeps a Rich
// Text message body, in a TNEF stream among others.
const (
	lzfuCompressed   = 0x75465a4c // "LZFu"
	lzfuUncompressed = 0x414c454d // "MELA"
	lzfuDictSize     = 4096
	// lzfuMaxOut bounds the output: compressed RTF can expand about
	// seventeen-fold, and a body beyond this is no order mail.
	lzfuMaxOut = 4 << 20
)

// lzfuPrebuffer is the dictionary's initial content, given by the format.
const lzfuPrebuffer = "{\\rtf1\\ansi\\mac\\deff0\\deftab720{\\fonttbl;}{\\f0\\fnil \\froman \\fswiss \\fmodern \\fscript \\fdecor MS Sans SerifSymbolArialTimes New RomanCourier{\\colortbl\\red0\\green0\\blue0\r\n\\par \\pard\\plain\\f0\\fs20\\b\\i\\u\\tab\\tx"

// decompressRTF undoes compressed RTF: a 16-byte header, then runs of a
// control byte and eight items, each (by the control bit, lowest first) a
// literal byte or a 12-bit dictionary offset with a 4-bit length less 2;
// a reference to the write position itself ends the data. It returns
// what it could decompress and whether the header made sense.
func decompressRTF(b []byte) ([]byte, bool) {
	if len(b) < 16 {
		return nil, false
	}
	switch binary.LittleEndian.Uint32(b[8:12]) {
	case lzfuUncompressed:
		return b[16:], true
	case lzfuCompressed:
	default:
		return nil, false
	}
	var dict [lzfuDictSize]byte
	wp := copy(dict[:], lzfuPrebuffer)
	out := make([]byte, 0, min(len(b)*4, lzfuMaxOut))
	put := func(c byte) {
		out = append(out, c)
		dict[wp] = c
		wp = (wp + 1) % lzfuDictSize
	}
	for i := 16; i < len(b) && len(out) < lzfuMaxOut; {
		ctl := b[i]
		i++
		for bit := 0; bit < 8; bit++ {
			if i >= len(b) {
				return out, true
			}
			if ctl>>bit&1 == 0 {
				put(b[i])
				i++
				continue
			}
			if i+1 >= len(b) {
				return out, true
			}
			ref := int(b[i])<<8 | int(b[i+1])
			i += 2
			off, n := ref>>4, ref&0xf+2
			if off == wp {
				return out, true
			}
			for k := 0; k < n; k++ {
				put(dict[(off+k)%lzfuDictSize])
			}
		}
	}
	return out, true
}
