package incoming

import "strings"

// enrichedToText renders text/enriched (RFC 1896) as plain text:
// formatting commands ("<bold>", "</italic>") are dropped with the
// content of "<param>", "<<" is "<", and line breaks follow the RFC: a
// single line break is a space, n > 1 in a row make n-1, except inside
// "<nofill>" where each counts. With richtext set it reads the older
// text/richtext (RFC 1341) instead, where line breaks are spaces, "<nl>"
// breaks the line and "<lt>" is "<".
func enrichedToText(s string, richtext bool) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var out strings.Builder
	nofill, param := 0, 0
	for len(s) > 0 {
		switch {
		case !richtext && strings.HasPrefix(s, "<<"):
			if param == 0 {
				out.WriteByte('<')
			}
			s = s[2:]
		case s[0] == '<':
			end := strings.IndexByte(s, '>')
			if end < 0 {
				end = len(s) - 1
			}
			name := strings.ToLower(strings.TrimSpace(s[1:end]))
			s = s[end+1:]
			switch name {
			case "param":
				param++
			case "/param":
				param = max(param-1, 0)
			case "nofill":
				nofill++
			case "/nofill":
				nofill = max(nofill-1, 0)
			case "nl":
				if richtext && param == 0 {
					out.WriteByte('\n')
				}
			case "lt":
				if richtext && param == 0 {
					out.WriteByte('<')
				}
			}
		case s[0] == '\n':
			n := len(s) - len(strings.TrimLeft(s, "\n"))
			s = s[n:]
			switch {
			case param > 0:
			case richtext:
				out.WriteByte(' ')
			case nofill > 0:
				out.WriteString(strings.Repeat("\n", n))
			case n == 1:
				out.WriteByte(' ')
			default:
				out.WriteString(strings.Repeat("\n", n-1))
			}
		default:
			end := strings.IndexAny(s, "<\n")
			if end < 0 {
				end = len(s)
			}
			if param == 0 {
				out.WriteString(s[:end])
			}
			s = s[end:]
		}
	}
	return out.String()
}
