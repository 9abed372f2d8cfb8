package incoming

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The winmail.dat files in testdata/tnef hold the body as Outlook writes
// it: the old attBody, PR_BODY in UTF-16 among other properties, and
// compressed RTF alone (a Rich Text message). Each has an attachment
// after the message, whose content must not be read as the text.
func TestTNEFText(t *testing.T) {
	cases := map[string]string{
		"legacy_body.dat":     "LIST\r\nA Par-Bur\r\nPRESS TO E\r\nGrüße\r\nENDPRESS\r\n",
		"pr_body_unicode.dat": "LIST\r\nA Par-Bur\r\nF Bre-MAO\r\n陆军 巴黎-勃艮第\r\n",
		"rtf_compressed.dat":  "LIST\nA Par-Bur\nF Bre-MAO\n陆军 巴黎-勃艮第\n{braces}\n",
	}
	for name, want := range cases {
		b, err := os.ReadFile(filepath.Join("testdata", "tnef", name))
		if err != nil {
			t.Fatal(err)
		}
		if got, html, ok := tnefText(b); !ok || html || got != want {
			t.Errorf("%s: %q (html %v, ok %v), want %q", name, got, html, ok, want)
		}
	}
}

// The example of the compressed RTF format's specification.
func TestDecompressRTF(t *testing.T) {
	b, _ := base64.StdEncoding.DecodeString("LQAAACsAAABMWkZ18cXHpwMACgByY3BnMTI1QjIK8yBoZWwJACBidwWwbGR9CoAPoA==")
	got, ok := decompressRTF(b)
	if want := "{\\rtf1\\ansi\\ansicpg1252\\pard hello world}\r\n"; !ok || string(got) != want {
		t.Errorf("decompressRTF = %q, %v; want %q", got, ok, want)
	}
}

// A Rich Text mail from Outlook whose only part is winmail.dat is read.
func TestWinmailDatAloneIsRead(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "tnef", "rtf_compressed.dat"))
	if err != nil {
		t.Fatal(err)
	}
	m := mustParse(t, mailWith("Content-Type: application/ms-tnef; name=\"winmail.dat\"\nContent-Transfer-Encoding: base64\n",
		base64.StdEncoding.EncodeToString(b)+"\n"), nil)
	if !strings.HasPrefix(m.Text, "LIST\nA Par-Bur\nF Bre-MAO\n陆军 巴黎-勃艮第") || len(m.Attachments) != 0 || len(m.Sealed) != 0 {
		t.Errorf("Text = %q, Attachments = %+v, Sealed = %q", m.Text, m.Attachments, m.Sealed)
	}
}

// FuzzTNEF checks that no winmail.dat makes the TNEF, MAPI, compressed
// RTF or RTF readers panic, and that the text is valid UTF-8.
func FuzzTNEF(f *testing.F) {
	f.Fuzz(func(t *testing.T, b []byte) {
		text, _, _ := tnefText(b)
		if !strings.Contains(text, "\x00") && strings.ToValidUTF8(text, "") != text {
			t.Fatalf("invalid UTF-8: %q", text)
		}
		if out, _ := decompressRTF(b); len(out) > lzfuMaxOut+17 {
			t.Fatalf("%d bytes decompressed", len(out))
		}
		_ = rtfToText(b)
	})
}
