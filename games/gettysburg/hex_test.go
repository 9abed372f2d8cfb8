package gettysburg

import (
	"errors"
	"testing"
)

// A hex id a player writes is four digits, column then row; anything else
// is refused rather than read as some other hex.
func TestParseHexReadsOnlyFourDigits(t *testing.T) {
	if h, err := ParseHex("0923"); err != nil || h != (Hex{Col: 9, Row: 23}) {
		t.Errorf("ParseHex(0923) = %v, %v", h, err)
	}
	for _, s := range []string{"+123", "-123", " 123", "12a3", "123", "12345", "0012", "1200"} {
		if h, err := ParseHex(s); !errors.Is(err, ErrBadHex) {
			t.Errorf("ParseHex(%q) = %v, %v; want ErrBadHex", s, h, err)
		}
	}
}
