package incoming

import (
	"regexp"
	"strings"
)

// uuBeginRe is the first line of a file that a mail program wrote into
// the text with uuencode (older Outlook Express, Pegasus, Usenet-minded
// clients): "begin 644 map.png".
var uuBeginRe = regexp.MustCompile(`^begin [0-7]{3,4} (\S.*)$`)

// stripUUEncoded takes out of text every uuencoded file, from its begin
// line to its end line, and returns them as attachments not read: their
// lines are no commands, and reading them refused each one and kept a
// plan incomplete. A begin line without a well-formed body and an end
// line is left as it stands.
func stripUUEncoded(text string) (string, []Attachment) {
	if !strings.Contains(text, "begin ") {
		return text, nil
	}
	lines := strings.Split(text, "\n")
	var kept []string
	var files []Attachment
	for i := 0; i < len(lines); i++ {
		m := uuBeginRe.FindStringSubmatch(strings.TrimRight(lines[i], "\r"))
		if m == nil {
			kept = append(kept, lines[i])
			continue
		}
		end, size := uuBody(lines[i+1:])
		if end < 0 {
			kept = append(kept, lines[i])
			continue
		}
		files = append(files, Attachment{Filename: strings.TrimSpace(m[1]), ContentType: "uuencoded", Size: size, Unread: UnreadUUEncoded})
		i += end + 1
	}
	return strings.Join(kept, "\n"), files
}

// uuBody finds the end line of a uuencoded body and counts its bytes. It
// returns -1 when a line before it is not a uuencoded line: the length
// character (the first) must agree with the line's length.
func uuBody(lines []string) (end, size int) {
	for i, l := range lines {
		l = strings.TrimRight(l, "\r")
		if l == "end" && i > 0 {
			return i, size
		}
		if l == "" {
			return -1, 0
		}
		n := int(l[0]-' ') & 63
		want := 1 + (n+2)/3*4
		if l[0] < ' ' || l[0] > '`' || len(l) < want-1 || len(l) > want+2 {
			return -1, 0
		}
		for j := 1; j < len(l); j++ {
			if l[j] < ' ' || l[j] > '`' {
				return -1, 0
			}
		}
		size += n
	}
	return -1, 0
}
