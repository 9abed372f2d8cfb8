package play

import (
	"bytes"
	"strings"
	"testing"
)

// One compressor kept between phase records writes what a fresh one
// writes, and each record reads back whole.
func TestPhasePackerReusesOneCompressor(t *testing.T) {
	var p phasePacker
	records := [][]byte{[]byte(`{"seq":1,"id":"S1901M"}`), []byte(strings.Repeat(`{"seq":2,"orders":["A Par-Bur"]}`, 200)), []byte(`{}`)}
	for _, rec := range records {
		packed := p.pack(rec)
		if !bytes.Equal(packed, packPhase(rec)) {
			t.Errorf("reused compressor wrote %x, a fresh one %x", packed, packPhase(rec))
		}
		back, err := unpackPhase(packed)
		if err != nil || !bytes.Equal(back, rec) {
			t.Errorf("unpack = %q, %v; want %q", back, err, rec)
		}
	}
	var none *phasePacker
	if back, _ := unpackPhase(none.pack(records[0])); !bytes.Equal(back, records[0]) {
		t.Errorf("nil packer: %q", back)
	}
}
