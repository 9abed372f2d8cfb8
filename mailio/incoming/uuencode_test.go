package incoming

import (
	"strings"
	"testing"
)

// A file an older mail program wrote into the text with uuencode is taken
// out of the text and listed as an attachment not read; a "begin" line
// that starts no such file is read as written.
func TestAUUEncodedFileIsTakenOutOfTheText(t *testing.T) {
	raw := "From: a@example.org\r\nSubject: orders\r\n\r\nSIGNON Cgb pw\r\nPASS\r\n\r\nbegin 644 map.png\r\n" +
		"M9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T\r\n#80H`\r\n`\r\nend\r\n"
	m, err := Parse([]byte(raw), nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.Text != "SIGNON Cgb pw\nPASS" {
		t.Errorf("text %q, want the two commands alone", m.Text)
	}
	if len(m.Attachments) != 1 || m.Attachments[0].Filename != "map.png" || m.Attachments[0].Unread != UnreadUUEncoded || m.Attachments[0].Size != 48 {
		t.Errorf("attachments %+v, want map.png, uuencoded, 48 bytes", m.Attachments)
	}
	for _, text := range []string{
		"begin 644 orders\r\nSIGNON Cgb pw\r\nPASS\r\nend\r\n", // commands are no uuencoded lines
		"begin 644 map.png\r\nM9&%T80H`\r\n",                   // no end line
	} {
		m, err := Parse([]byte("From: a@example.org\r\nSubject: x\r\n\r\n"+text), nil)
		if err != nil {
			t.Fatal(err)
		}
		if want := strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n")); m.Text != want || len(m.Attachments) != 0 {
			t.Errorf("%q read as %q with %+v, want it as written", text, m.Text, m.Attachments)
		}
	}
}
