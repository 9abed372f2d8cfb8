// Package templates holds the judge's player text, embedded in the binary:
// the mail templates, one file per message kind and language; the
// catalogue of shorter texts (answers, problems, notices), one file per
// language (catalogue.go); and the judge's help texts (help.go).
//
// A template file starts with a "Subject: " line, then a blank line, then the
// body, in Go's text/template syntax. Every kind, every catalogue key and
// every help text must exist in every language; Load refuses a set where
// one is missing, so a translation can never silently fall back at run
// time.
package templates

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"text/template"

	"adjutant/templates/i18n"
)

//go:embed en zh-Hant zh-Hans
var files embed.FS

// ErrUnknownKind is returned by Render for a kind with no template.
var ErrUnknownKind = errors.New("templates: unknown message kind")

// ErrCatalogue is wrapped by every error about a catalogue file's form:
// text before the first key, a key given twice, an empty entry, a line
// too long to read.
var ErrCatalogue = errors.New("templates")

// Set is the parsed templates of every language.
type Set struct {
	byLang map[i18n.Lang]map[string]*template.Template
}

// Load parses the embedded templates, and checks the catalogue and the help
// texts.
func Load() (*Set, error) {
	if _, err := texts(); err != nil {
		return nil, err
	}
	if _, err := helps(files); err != nil {
		return nil, err
	}
	return load(files)
}

func load(fsys fs.FS) (*Set, error) {
	s := &Set{byLang: map[i18n.Lang]map[string]*template.Template{}}
	kinds := map[string]map[i18n.Lang]bool{}
	for _, lang := range i18n.Langs() {
		entries, err := fs.ReadDir(fsys, string(lang))
		if err != nil {
			return nil, fmt.Errorf("templates: %s: %w", lang, err)
		}
		s.byLang[lang] = map[string]*template.Template{}
		for _, e := range entries {
			name := e.Name()
			if !strings.HasSuffix(name, ".txt") {
				continue
			}
			kind := strings.TrimSuffix(name, ".txt")
			src, err := fs.ReadFile(fsys, path.Join(string(lang), name))
			if err != nil {
				return nil, fmt.Errorf("templates: %w", err)
			}
			if !bytes.HasPrefix(src, []byte("Subject: ")) || !bytes.Contains(src, []byte("\n\n")) {
				return nil, fmt.Errorf("templates: %s/%s must start with a Subject line and a blank line", lang, name)
			}
			t, err := template.New(kind).Funcs(funcs()).Option("missingkey=error").Parse(string(src))
			if err != nil {
				return nil, fmt.Errorf("templates: %s/%s: %w", lang, name, err)
			}
			s.byLang[lang][kind] = t
			if kinds[kind] == nil {
				kinds[kind] = map[i18n.Lang]bool{}
			}
			kinds[kind][lang] = true
		}
	}
	for kind, langs := range kinds {
		for _, lang := range i18n.Langs() {
			if !langs[lang] {
				return nil, fmt.Errorf("templates: %q has no %s version", kind, lang)
			}
		}
	}
	return s, nil
}

// Kinds lists the message kinds, sorted.
func (s *Set) Kinds() []string {
	var out []string
	for k := range s.byLang[i18n.English] {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Render fills the template of kind in lang with data and returns the
// subject and body. Bodies use LF line ends; the mail composer converts.
func (s *Set) Render(lang i18n.Lang, kind string, data any) (subject, body string, err error) {
	t := s.byLang[lang][kind]
	if t == nil {
		t = s.byLang[i18n.English][kind]
	}
	if t == nil {
		return "", "", fmt.Errorf("%w: %q", ErrUnknownKind, kind)
	}
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return "", "", fmt.Errorf("templates: %s/%s: %w", lang, kind, err)
	}
	out := buf.String()
	head, rest, _ := strings.Cut(out, "\n\n")
	subject = strings.TrimSpace(strings.TrimPrefix(head, "Subject: "))
	return subject, tidy(rest), nil
}

// tidy drops trailing spaces and collapses runs of blank lines that template
// conditionals leave behind, so replies read cleanly in any client.
func tidy(s string) string {
	lines := strings.Split(s, "\n")
	out := make([]string, 0, len(lines))
	blank := 0
	for _, l := range lines {
		if l != "-- " { // the signature separator keeps its space (RFC 3676 section 4.3)
			l = strings.TrimRight(l, " \t")
		}
		if l == "" {
			blank++
			if blank > 1 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return strings.TrimSpace(strings.Join(out, "\n")) + "\n"
}

func indent(n int, s string) string {
	pad := strings.Repeat(" ", n)
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for start := 0; start < len(lines); {
		end := start
		for end < len(lines) && lines[end] != "" {
			end++
		}
		if fitsIndented(lines[start:end], n) {
			for i := start; i < end; i++ {
				lines[i] = pad + lines[i]
			}
		}
		start = end + 1
	}
	return strings.Join(lines, "\n")
}

// fitsIndented reports whether a block of lines stays within the mail's
// width when indented by n. A map drawn to the full width is left where it
// is rather than pushed past the edge (SUMMARY's map in a reply).
func fitsIndented(block []string, n int) bool {
	for _, l := range block {
		if i18n.Width(l)+n > i18n.DrawnWidth {
			return false
		}
	}
	return true
}

// funcs are the functions templates may call.
func funcs() template.FuncMap {
	return template.FuncMap{
		"indent": indent,
		// wrap indents prose and wraps it at i18n.ProseWidth; maps and tables
		// in it are left as drawn.
		"wrap": func(n int, s string) string {
			return indent(n, i18n.Wrap(strings.TrimRight(s, "\n"), i18n.ProseWidth-n))
		},
		// item is one entry of a list: "  - " then the text, wrapped with its
		// continuation lines under the text.
		"item": func(s string) string {
			wrapped := strings.Split(i18n.Wrap(s, i18n.ProseWidth-4), "\n")
			for i := range wrapped {
				if i == 0 {
					wrapped[i] = "  - " + wrapped[i]
				} else {
					wrapped[i] = "    " + wrapped[i]
				}
			}
			return strings.Join(wrapped, "\n")
		},
		"quote": func(s string) string {
			lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
			for i, l := range lines {
				lines[i] = "> " + l
			}
			return strings.Join(lines, "\n")
		},
	}
}
