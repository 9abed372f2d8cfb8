package templates

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"adjutant/templates/i18n"
)

type line struct {
	Text, Answer, Problem string
	Laid                  bool
}

type reply struct {
	Judge, Address, Version, Subject, Date string
	Lines                                  []line
	Problems, Attachments                  []string
	Skipped                                bool
	Quoted, Unread, Files                  string
	SignoffLine                            int
	Sections                               []struct{ Title, Body string }
}

func TestEveryKindRendersInEveryLanguage(t *testing.T) {
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	kinds := s.Kinds()
	for _, want := range []string{"reply", "oversize", "broken", "slowdown", "digest"} {
		found := false
		for _, k := range kinds {
			found = found || k == want
		}
		if !found {
			t.Fatalf("kind %q missing; have %v", want, kinds)
		}
	}
	data := map[string]any{"Judge": "Adjutant", "Address": "judge@example.org", "Version": "v1", "Subject": "orders",
		"Size": "3 MiB", "Limit": "1 MiB", "Readable": "A Par-Bur", "Sender": "a@b", "Until": "13:00",
		"Next": "12:15", "Minutes": 15, "Why": "Part of its text is damaged.", "Items": []struct {
			Number              int
			Subject, Date, Body string
		}{{1, "orders", "12:01", "A Par-Bur\n"}}, "Count": 1, "LeftOut": ""}
	for _, lang := range i18n.Langs() {
		for _, kind := range []string{"oversize", "broken", "slowdown", "digest"} {
			subject, body, err := s.Render(lang, kind, data)
			if err != nil {
				t.Fatalf("%s/%s: %v", lang, kind, err)
			}
			if subject == "" || !strings.Contains(body, "judge@example.org") {
				t.Errorf("%s/%s: subject %q body %q", lang, kind, subject, body)
			}
		}
	}
}

func TestReplyEchoesLinesAndProblems(t *testing.T) {
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	d := reply{Judge: "Adjutant", Address: "judge@example.org", Version: "v1", Subject: "hello",
		Lines:       []line{{Text: "HELP", Answer: "Commands:\n  HELP"}, {Text: "FROB", Problem: "not a command"}},
		Problems:    []string{`line 2 "FROB": not a command`},
		Attachments: []string{"orders.pdf"},
		Sections:    []struct{ Title, Body string }{{"Orders of France:", "A Par - Bur"}}}
	subject, body, err := s.Render(i18n.English, "reply", d)
	if err != nil {
		t.Fatal(err)
	}
	if subject != "Re: hello" {
		t.Errorf("subject %q", subject)
	}
	for _, want := range []string{"> HELP\n  Commands:\n    HELP", "> FROB\n  not a command", "Problems (1):", "orders.pdf", "Orders of France:\n  A Par - Bur"} {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	if strings.Contains(body, "\n\n\n") {
		t.Errorf("body has runs of blank lines:\n%s", body)
	}
	_, zh, err := s.Render(i18n.SimplifiedChinese, "reply", d)
	if err != nil || !strings.Contains(zh, "问题（共 1 项）") {
		t.Errorf("Chinese reply wrong (%v):\n%s", err, zh)
	}
}

func TestLoadRefusesMissingTranslation(t *testing.T) {
	fsys := fstest.MapFS{
		"en/reply.txt":      {Data: []byte("Subject: x\n\nbody\n")},
		"zh-Hant/reply.txt": {Data: []byte("Subject: x\n\nbody\n")},
		"zh-Hans/other.txt": {Data: []byte("Subject: x\n\nbody\n")},
	}
	if _, err := load(fsys); err == nil {
		t.Fatal("a set missing zh-Hans/reply.txt was accepted")
	}
}

// The notices keep within 72 columns with the longest values a judge
// puts in them: a long address and dates written in full in each language.
func TestNoticesKeepWithinTheMailWidth(t *testing.T) {
	s, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 26, 19, 45, 0, 0, time.UTC)
	for _, lang := range i18n.Langs() {
		data := map[string]any{"Judge": "Adjutant", "Address": "judge@pbem.example.org", "Version": "v1.12.3",
			"Sender": "firstname.lastname@mail.example.org", "Limit": 30, "Minutes": 15,
			"Until": Date(at.Add(time.Hour), time.UTC, lang), "Next": Date(at, time.UTC, lang),
			"Size": "3 MiB", "Subject": "orders", "Readable": "A Par-Bur", "Why": In(lang, "broken.cut-off")}
		for _, kind := range []string{"oversize", "slowdown", "broken"} {
			_, body, err := s.Render(lang, kind, data)
			if err != nil {
				t.Fatalf("%s/%s: %v", lang, kind, err)
			}
			for i, l := range strings.Split(body, "\n") {
				if w := i18n.Width(l); w > 72 {
					t.Errorf("%s/%s line %d is %d columns: %q", lang, kind, i+1, w, l)
				}
			}
		}
	}
}
