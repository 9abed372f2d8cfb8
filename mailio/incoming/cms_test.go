package incoming

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The S/MIME bodies in testdata/smime were made with OpenSSL: opaque
// signed data in DER and in BER with indefinite lengths (as Outlook
// writes it), and enveloped (encrypted) data.
func TestSMIMEContent(t *testing.T) {
	read := func(name string) []byte {
		b, err := os.ReadFile(filepath.Join("testdata", "smime", name))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, name := range []string{"signed_der.p7m", "signed_ber.p7m"} {
		content, kind := smimeContent(read(name))
		if kind != cmsSigned || !bytes.Contains(content, []byte("\r\n\r\nA Par-Bur\r\nF Bre-MAO\r\n")) {
			t.Errorf("%s: kind %d, content %q", name, kind, content)
		}
	}
	if _, kind := smimeContent(read("enveloped.p7m")); kind != cmsEncrypted {
		t.Errorf("enveloped.p7m: kind %d, want encrypted", kind)
	}
	for _, junk := range [][]byte{nil, {0x30}, {0x30, 0x80}, {0x30, 0x84, 0xff, 0xff, 0xff, 0xff}, []byte("not CMS at all")} {
		if _, kind := smimeContent(junk); kind != cmsUnreadable {
			t.Errorf("%q: kind %d, want unreadable", junk, kind)
		}
	}
}

// FuzzSMIMEContent checks that no input makes the BER reader panic or
// return more content than it was given.
func FuzzSMIMEContent(f *testing.F) {
	f.Fuzz(func(t *testing.T, der []byte) {
		content, kind := smimeContent(der)
		if len(content) > len(der) || kind != cmsSigned && content != nil {
			t.Fatalf("kind %d, %d content bytes from %d", kind, len(content), len(der))
		}
	})
}
