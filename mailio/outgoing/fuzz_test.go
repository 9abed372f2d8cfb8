package outgoing

import (
	"bytes"
	"encoding/base64"
	"errors"
	"io"
	"mime"
	"mime/quotedprintable"
	"net/mail"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// FuzzCompose feeds arbitrary subjects, names, bodies and extra values to
// Compose and checks that no header can be injected, every line is CRLF
// terminated and at most 998 octets, and the body and subject come back.
func FuzzCompose(f *testing.F) {
	f.Fuzz(func(t *testing.T, subject, name, body, extra string) {
		m := Message{
			From:      mail.Address{Name: "Judge", Address: "judge@adjutant.example"},
			To:        []mail.Address{{Name: name, Address: "p@example.org"}},
			Subject:   subject,
			Body:      body,
			MessageID: NewMessageID("adjutant.example", subject),
			InReplyTo: "<" + name + ">",
			Date:      time.Date(2026, 11, 20, 10, 0, 0, 0, time.UTC),
			Extra:     map[string]string{"X-Game": extra},
		}
		raw, err := Compose(m)
		if err != nil {
			if errors.Is(err, ErrBodyNotUTF8) && !utf8.ValidString(body) {
				return
			}
			if errors.Is(err, ErrBadMessageID) && subject == "" {
				return
			}
			t.Fatalf("Compose: %v", err)
		}
		if !bytes.HasSuffix(raw, []byte("\r\n")) {
			t.Fatal("no final CRLF")
		}
		for _, l := range bytes.Split(raw[:len(raw)-2], []byte("\r\n")) {
			if len(l) > maxLine || bytes.ContainsAny(l, "\r\n") {
				t.Fatalf("bad line (%d octets): %q", len(l), l)
			}
		}
		r, err := mail.ReadMessage(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("ReadMessage: %v\n%q", err, raw)
		}
		var names []string
		for k := range r.Header {
			names = append(names, k)
		}
		slices.Sort(names)
		want := []string{"Auto-Submitted", "Content-Transfer-Encoding", "Content-Type", "Date", "From",
			"Message-Id", "Mime-Version", "Subject", "To", "X-Auto-Response-Suppress", "X-Game"}
		if r.Header.Get("In-Reply-To") != "" {
			want = append(want, "In-Reply-To", "References")
			slices.Sort(want)
		}
		if !slices.Equal(names, want) {
			t.Fatalf("header fields %q, want %q", names, want)
		}
		dec := &mime.WordDecoder{}
		if got, err := dec.DecodeHeader(r.Header.Get("Subject")); err != nil || !sameWords(got, sanitize(subject, maxSubjectRunes)) {
			t.Fatalf("Subject %q came back as %q (%v)", subject, got, err)
		}
		var content []byte
		switch cte := r.Header.Get("Content-Transfer-Encoding"); cte {
		case "7bit":
			content, _ = io.ReadAll(r.Body)
		case "quoted-printable":
			content, err = io.ReadAll(quotedprintable.NewReader(r.Body))
		case "base64":
			content, err = io.ReadAll(base64.NewDecoder(base64.StdEncoding, r.Body))
		default:
			t.Fatalf("transfer encoding %q", cte)
		}
		if err != nil {
			t.Fatalf("decoding body: %v", err)
		}
		wantBody := strings.ReplaceAll(strings.ReplaceAll(body, "\r\n", "\n"), "\r", "\n")
		if wantBody != "" && !strings.HasSuffix(wantBody, "\n") {
			wantBody += "\n"
		}
		if got := strings.ReplaceAll(string(content), "\r\n", "\n"); got != wantBody {
			t.Fatalf("body %q came back as %q", wantBody, got)
		}
	})
}

// sameWords compares header text as folding leaves it: runs of spaces
// may collapse.
func sameWords(a, b string) bool {
	return strings.Join(strings.Fields(a), " ") == strings.Join(strings.Fields(b), " ")
}
