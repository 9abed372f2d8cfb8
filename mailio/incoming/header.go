package incoming

import (
	"bytes"
	"mime"
	"net/mail"
	"strings"
	"unicode/utf8"
)

// field is one header field, unfolded, value trimmed, not yet decoded.
type field struct {
	name  string // canonical case, e.g. "Content-Type"
	value string
}

// header keeps fields in the order they appear: the topmost field of a
// name is the one the last hop added (Return-Path) or the only one.
type header []field

// get returns the first value of the named field, or "".
func (h header) get(name string) string {
	v, _ := h.lookup(name)
	return v
}

// lookup returns the first value of the named field and whether it exists.
func (h header) lookup(name string) (string, bool) {
	for _, f := range h {
		if strings.EqualFold(f.name, name) {
			return f.value, true
		}
	}
	return "", false
}

// splitHeader separates a header block from the body at the first empty
// line (RFC 5322 section 2.1). Lines may end in CRLF or bare LF. It
// tolerates what real mail gets wrong: lines without a colon are skipped
// (and counted in bad), and a block without an empty line is all header.
func splitHeader(raw []byte) (h header, body []byte, bad int) {
	rest := raw
	var cur []byte // current field, unfolded
	flush := func() {
		if cur == nil {
			return
		}
		name, value, ok := bytes.Cut(cur, []byte(":"))
		n := string(bytes.TrimSpace(name))
		if !ok || n == "" || strings.ContainsAny(n, " \t") {
			bad++
		} else {
			h = append(h, field{name: canonicalName(n), value: headerValue(value)})
		}
		cur = nil
	}
	for len(rest) > 0 {
		line, next, found := bytes.Cut(rest, []byte("\n"))
		if !found {
			next = nil
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		if len(line) == 0 {
			flush()
			return h, next, bad
		}
		if line[0] == ' ' || line[0] == '\t' {
			if cur != nil {
				// RFC 5322 section 2.2.3: unfolding removes the CRLF only.
				cur = append(cur, line...)
			} else {
				bad++
			}
		} else {
			flush()
			cur = append([]byte(nil), line...)
		}
		rest = next
	}
	flush()
	return h, nil, bad
}

func canonicalName(n string) string {
	b := []byte(strings.ToLower(n))
	upper := true
	for i, c := range b {
		if upper && c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
		upper = c == '-'
	}
	return string(b)
}

// headerValue trims a raw field value and makes it valid UTF-8 (RFC 6532
// allows raw UTF-8 in headers; other 8-bit bytes are read by
// rawLegacyText).
func headerValue(v []byte) string {
	return rawLegacyText(string(bytes.TrimSpace(v)))
}

// wordDecoder decodes RFC 2047 encoded words with our charset table.
func wordDecoder() *mime.WordDecoder {
	return &mime.WordDecoder{CharsetReader: charsetReader}
}

// decodeText decodes RFC 2047 encoded words in an unstructured field such as
// Subject. Undecodable words are left as they were.
func decodeText(v string) string {
	if !strings.Contains(v, "=?") {
		return v
	}
	d, err := wordDecoder().DecodeHeader(mergeEncodedWords(v))
	if err != nil {
		return v
	}
	return strings.ToValidUTF8(d, string(utf8.RuneError))
}

// rawLegacyText reads a header value whose 8-bit bytes are not UTF-8:
// Foxmail and older Outlook Express write a Chinese subject or name in
// raw GBK or Big5, unencoded. It is read as undeclared body text is
// (sniff.go), where it came back as replacement characters before.
func rawLegacyText(v string) string {
	if utf8.ValidString(v) {
		return v
	}
	s, _ := sniffUndeclared([]byte(v))
	return s
}

// parseAddress reads one mailbox. When the strict RFC 5322 parser refuses
// it, the first address in angle brackets is taken, else the last token
// that looks like an address, because a reply still needs somewhere to go.
func parseAddress(v string) (mail.Address, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return mail.Address{}, false
	}
	v = mergeEncodedWords(v)
	p := mail.AddressParser{WordDecoder: wordDecoder()}
	if list, err := p.ParseList(v); err == nil && len(list) > 0 {
		a := *list[0]
		// QQ Mail and others put the encoded word inside quotes
		// ("=?gb18030?B?...?=" <addr>), which RFC 2047 forbids and the
		// strict parser leaves alone; decode it all the same.
		a.Name = decodeText(a.Name)
		return a, true
	}
	if a, ok := bracketedAddress(v); ok {
		return a, true
	}
	fields := strings.FieldsFunc(v, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '<' || r == '>' || r == ',' || r == ';' || r == '"' || r == '(' || r == ')'
	})
	for i := len(fields) - 1; i >= 0; i-- {
		f := fields[i]
		if at := strings.IndexByte(f, '@'); at > 0 && at < len(f)-1 {
			name := strings.TrimSpace(strings.Trim(strings.SplitN(v, "<", 2)[0], ` "`))
			if strings.Contains(name, "@") {
				name = ""
			}
			return mail.Address{Name: decodeText(name), Address: f}, true
		}
	}
	return mail.Address{}, false
}

// bracketedAddress finds the first "<local@domain>" in v, with the text
// before it as the name. A field run together with the ones after it
// (header lines joined) still names its sender first.
func bracketedAddress(v string) (mail.Address, bool) {
	open := strings.IndexByte(v, '<')
	if open < 0 {
		return mail.Address{}, false
	}
	end := strings.IndexByte(v[open:], '>')
	if end < 0 {
		return mail.Address{}, false
	}
	addr := strings.TrimSpace(v[open+1 : open+end])
	at := strings.IndexByte(addr, '@')
	if at <= 0 || at == len(addr)-1 || strings.ContainsAny(addr, " \t<,;\"") {
		return mail.Address{}, false
	}
	name := strings.TrimSpace(strings.Trim(strings.TrimSpace(v[:open]), `"`))
	if strings.Contains(name, "@") {
		name = ""
	}
	return mail.Address{Name: decodeText(name), Address: addr}, true
}

// msgIDs extracts every "<...>" message identifier from a field, brackets
// kept (RFC 5322 section 3.6.4). A lone identifier without brackets, as some
// broken mailers write, is bracketed.
func msgIDs(v string) []string {
	var ids []string
	rest := v
	for {
		i := strings.IndexByte(rest, '<')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i:], '>')
		if j < 0 {
			break
		}
		id := rest[i : i+j+1]
		if len(id) > 2 && !strings.ContainsAny(id[1:len(id)-1], " \t<") {
			ids = append(ids, id)
		}
		rest = rest[i+j+1:]
	}
	if len(ids) == 0 {
		t := strings.TrimSpace(v)
		if t != "" && !strings.ContainsAny(t, " \t<>") {
			ids = append(ids, "<"+t+">")
		}
	}
	return ids
}

// returnPath reads the Return-Path field (RFC 5321 section 4.4): "<>" is the
// null reverse-path of a bounce and yields "".
func returnPath(v string) string {
	v = strings.TrimSpace(v)
	v = strings.TrimPrefix(v, "<")
	v = strings.TrimSuffix(v, ">")
	return strings.TrimSpace(v)
}
