package incoming

import (
	"encoding/base64"
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
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
		for _, file := range tnefFiles(b) {
			if !utf8.ValidString(file.name) {
				t.Fatalf("file name not UTF-8: %q", file.name)
			}
		}
	})
}

// tnefStream builds a winmail.dat: the signature and key, then each
// attribute as level, identifier, length, data and checksum.
func tnefStream(attrs ...tnefAttr) []byte {
	b := []byte{0x78, 0x9f, 0x3e, 0x22, 0x01, 0x00}
	for _, a := range attrs {
		b = append(b, a.level)
		b = binary.LittleEndian.AppendUint32(b, a.id)
		b = binary.LittleEndian.AppendUint32(b, uint32(len(a.data)))
		b = append(b, a.data...)
		sum := 0
		for _, c := range a.data {
			sum += int(c)
		}
		b = binary.LittleEndian.AppendUint16(b, uint16(sum))
	}
	return b
}

type tnefAttr struct {
	level byte
	id    uint32
	data  []byte
}

// A file attached in Outlook's Rich Text mode travels inside winmail.dat:
// a text file there is read as an attached one is, another is listed by
// its name, and winmail.dat itself is not listed, the files being.
func TestFilesInsideWinmailDatAreReadOrListed(t *testing.T) {
	dat := tnefStream(
		tnefAttr{1, 0x0002800c, []byte("My orders are attached.\r\n\x00")},
		tnefAttr{2, 0x00069002, []byte{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
		tnefAttr{2, 0x00018010, []byte("orders.txt\x00")},
		tnefAttr{2, 0x0006800f, []byte("SIGNON Cgb pw\r\nPASS\r\n")},
		tnefAttr{2, 0x00069002, []byte{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}},
		tnefAttr{2, 0x00018010, []byte("map.png\x00")},
		tnefAttr{2, 0x0006800f, []byte("\x89PNG\r\n\x1a\n")},
	)
	for _, plainCopy := range []bool{true, false} {
		body := "--b\nContent-Type: application/ms-tnef; name=\"winmail.dat\"\nContent-Transfer-Encoding: base64\n\n" + base64.StdEncoding.EncodeToString(dat) + "\n--b--\n"
		if plainCopy {
			body = "--b\nContent-Type: text/plain\n\nMy orders are attached.\n" + body
		}
		m := mustParse(t, mailWith("Content-Type: multipart/mixed; boundary=b\n", body), nil)
		if m.Text != "My orders are attached." || len(m.Files) != 1 || m.Files[0].Name != "orders.txt" || m.Files[0].Text != "SIGNON Cgb pw\nPASS" {
			t.Errorf("plain copy %v: text %q, files %+v", plainCopy, m.Text, m.Files)
		}
		if len(m.Attachments) != 1 || m.Attachments[0].Filename != "map.png" || m.Attachments[0].Unread != UnreadType {
			t.Errorf("plain copy %v: attachments %+v, want map.png alone", plainCopy, m.Attachments)
		}
	}
}
