package templates

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"adjutant/templates/i18n"
)

// The catalogue holds the judge's player text that is not a whole mail:
// answers, problems, notices, report headings. Each language has one file,
// <lang>/catalogue.msg, whose entries are a line "[key]" followed by the
// text, up to the next key line; blank lines at the end of an entry are
// not part of it. Lines starting with "#" before the first key are
// comments. A text is a format (fmt) when the code gives it arguments, and
// may hold the slots {seat}, {seats} and {orders}, which the judge fills
// with the game's own words.
//
// Player text lives here and only here; internal causes of errors stay in
// the code, in English, for the logs and the audit trail.
const catalogueFile = "catalogue.msg"

// Key names one text of the catalogue: "signon.usage",
// "orders.withdrawn". Keys are written as literals where the text is used,
// so a test can match each key with its uses.
type Key string

// catalogue is every language's texts by key.
type catalogue map[i18n.Lang]map[Key]string

// texts parses the embedded catalogue the first time a text is asked for;
// what it returns is never written after, so it is as constant as the
// embedded files it is read from.
var texts = sync.OnceValues(func() (catalogue, error) { return parseCatalogue(files) })

func parseCatalogue(fsys fs.FS) (catalogue, error) {
	c := catalogue{}
	for _, lang := range i18n.Langs() {
		name := path.Join(string(lang), catalogueFile)
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("templates: %w", err)
		}
		entries, err := parseEntries(name, src)
		if err != nil {
			return nil, err
		}
		c[lang] = entries
	}
	for _, lang := range i18n.Langs()[1:] {
		for _, pair := range [][2]i18n.Lang{{i18n.English, lang}, {lang, i18n.English}} {
			for key := range c[pair[0]] {
				if _, ok := c[pair[1]][key]; !ok {
					return nil, fmt.Errorf("templates: %s/%s: %q has no text (it has one in %s)", pair[1], catalogueFile, key, pair[0])
				}
			}
		}
	}
	return c, nil
}

func parseEntries(name string, src []byte) (map[Key]string, error) {
	keyLine := regexp.MustCompile(`^\[([a-z0-9][a-z0-9_.-]*)\]$`)
	entries := map[Key]string{}
	keyLines := map[Key]int{} // where each key stands, for the empty-entry error
	var key Key
	var lines []string
	flush := func() {
		if key != "" {
			entries[key] = strings.TrimRight(strings.Join(lines, "\n"), "\n")
		}
	}
	sc := bufio.NewScanner(bytes.NewReader(src))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if m := keyLine.FindStringSubmatch(line); m != nil {
			flush()
			key, lines = Key(m[1]), nil
			if _, dup := entries[key]; dup {
				return nil, fmt.Errorf("%w: %s:%d: %q appears twice", ErrCatalogue, name, n, key)
			}
			keyLines[key] = n
			continue
		}
		switch {
		case key != "":
			lines = append(lines, line)
		case strings.HasPrefix(line, "#"), strings.TrimSpace(line) == "":
		default:
			return nil, fmt.Errorf("%w: %s:%d: text before the first [key] line", ErrCatalogue, name, n)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCatalogue, name, err)
	}
	flush()
	for _, k := range slices.Sorted(maps.Keys(entries)) { // the same file, the same key named
		if v := entries[k]; strings.TrimSpace(v) == "" {
			return nil, fmt.Errorf("%w: %s:%d: %q is empty", ErrCatalogue, name, keyLines[k], k)
		}
	}
	return entries, nil
}

// T returns the text of key in every language. With args, each language's
// text is a format and the args are put in as i18n.T puts them: an
// argument that is an i18n.Text is written in the format's language.
func T(key Key, args ...any) i18n.Text {
	c, err := texts()
	if err != nil || c[i18n.English][key] == "" {
		// The catalogue is checked when the judge starts (Load) and every
		// key the code uses by a test, so this is a build that slipped
		// through; the reader sees which text is missing.
		return i18n.Plain("[" + string(key) + "]")
	}
	return i18n.T(c[i18n.English][key], c[i18n.TraditionalChinese][key], c[i18n.SimplifiedChinese][key], args...)
}

// In is T's text in one language.
func In(lang i18n.Lang, key Key, args ...any) string { return T(key, args...).In(lang) }

// Keys lists the catalogue's keys, sorted.
func Keys() []Key {
	c, err := texts()
	if err != nil {
		return nil
	}
	out := make([]Key, 0, len(c[i18n.English]))
	for k := range c[i18n.English] {
		out = append(out, k)
	}
	sort.Slice(out, func(a, b int) bool { return out[a] < out[b] })
	return out
}

// Raw returns key's text in lang as the catalogue holds it, unformatted.
func Raw(lang i18n.Lang, key Key) (string, bool) {
	c, err := texts()
	if err != nil {
		return "", false
	}
	s, ok := c[lang][key]
	return s, ok
}
