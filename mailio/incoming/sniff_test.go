package incoming

import (
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

func encode(t *testing.T, enc encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestUndeclaredEightBitTextIsReadInItsCharset: a mail that lost its
// charset label still reads as the player wrote it.
func TestUndeclaredEightBitTextIsReadInItsCharset(t *testing.T) {
	simplified := "陆军 巴黎 - 勃艮第\n舰队 布雷斯特 - 英吉利海峡\n谢谢！"
	traditional := "陸軍 巴黎 - 勃艮第\n艦隊 布雷斯特 - 英吉利海峽\n謝謝！"
	cases := []struct {
		name, label string
		raw         []byte
		want, cs    string
	}{
		{"GBK, no label", "", encode(t, simplifiedchinese.GBK, simplified), simplified, "gb18030"},
		{"GB18030 called US-ASCII", "us-ascii", encode(t, simplifiedchinese.GB18030, simplified), simplified, "gb18030"},
		{"Big5, no label", "", encode(t, traditionalchinese.Big5, traditional), traditional, "big5"},
		{"Latin-1 orders", "", []byte("A Par - Bur\nMerci, Andr\xe9\n"), "A Par - Bur\nMerci, André\n", "windows-1252"},
	}
	for _, c := range cases {
		got, err := decodeCharset(c.label, c.raw)
		if err != nil || got != c.want {
			t.Errorf("%s: read %q (%v), want %q", c.name, got, err, c.want)
		}
		if _, cs := sniffUndeclared(c.raw); cs != c.cs {
			t.Errorf("%s: sniffed as %s, want %s", c.name, cs, c.cs)
		}
	}
	// Bytes that merely decode, with pairs outside everyday text, are not
	// taken for Chinese.
	if _, cs := sniffUndeclared([]byte{0x9e, 0x82, '[', 'j', 0xba, 0xc7}); cs == "gb18030" {
		t.Error("a rare GBK pair beside an everyday one was read as Chinese")
	}
	// A declared charset is believed, and valid UTF-8 is left alone.
	if got, _ := decodeCharset("", []byte(simplified)); got != simplified {
		t.Errorf("UTF-8 without a label read as %q", got)
	}
	if got, _ := decodeCharset("utf-8", encode(t, simplifiedchinese.GBK, "陆军")); got == "陆军" {
		t.Error("a body labelled UTF-8 was sniffed: a declared charset must be believed")
	}
}

// UTF-8 sent under a Western label (a mailer set up wrong) is read as the
// UTF-8 it is; text in the label's own charset is read in it.
func TestUTF8UnderALatinLabelIsReadAsUTF8(t *testing.T) {
	cases := []struct{ charset, body, want string }{
		{"iso-8859-1", "陆军 巴黎-勃艮第", "陆军 巴黎-勃艮第"},
		{"windows-1252", "A Par-Bur caf\xc3\xa9", "A Par-Bur café"},
		{"ISO-8859-15", "登入 ?gb 密码", "登入 ?gb 密码"},
		{"iso-8859-1", "A Par-Bur caf\xe9", "A Par-Bur café"}, // Latin-1 itself
		{"windows-1252", "5 \x80", "5 €"},
		{"gb2312", "\xc2\xbd", "陆"}, // a Chinese label is believed
	}
	for _, c := range cases {
		m, err := Parse([]byte("From: a@example.org\r\nSubject: x\r\nContent-Type: text/plain; charset="+c.charset+"\r\n\r\n"+c.body+"\r\n"), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.TextAsWritten; got != c.want {
			t.Errorf("%s %q: read %q, want %q", c.charset, c.body, got, c.want)
		}
	}
}
