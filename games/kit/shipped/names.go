package shipped

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"sync"

	"adjutant/templates/i18n"
)

// NamesFile holds an engine's words for the values of its own types in
// the folder it embeds: stages, terrain, fire kinds, card kinds, the
// headings of its reports. Each table is a TOML table of value = text:
//
//	[stage]
//	command = { en = "command phase", hant = "指揮階段", hans = "指挥阶段" }
//
// Keeping them as data keeps an engine's Go to its rules, and a
// translator's work to one file.
const NamesFile = "names.toml"

// Names are an engine's tables of names, read from NamesFile.
type Names map[string]map[string]i18n.Text

// ReadNames reads NamesFile from fsys; every text needs all three
// languages.
func ReadNames(fsys fs.FS) (Names, error) {
	data, err := fs.ReadFile(fsys, NamesFile)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", NamesFile, err)
	}
	n := Names{}
	probs, err := DecodeTOML(data, &n)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", NamesFile, err)
	}
	var errs []error
	for _, p := range probs {
		errs = append(errs, errors.New(p.Message))
	}
	for _, table := range slices.Sorted(maps.Keys(n)) {
		for _, key := range slices.Sorted(maps.Keys(n[table])) {
			if t := n[table][key]; t.EN == "" || t.Hant == "" || t.Hans == "" {
				errs = append(errs, fmt.Errorf("%s.%s: give en, hant and hans", table, key))
			}
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("%s: %w", NamesFile, err)
	}
	return n, nil
}

// Of is the name of key in table. A key the file lacks reads as the key
// itself, so a reader never gets an empty word; each engine's test checks
// that every value of its types has a name (Has).
func (n Names) Of(table, key string) i18n.Text {
	if t, ok := n[table][key]; ok {
		return t
	}
	return i18n.Plain(key)
}

// Has reports whether table names key.
func (n Names) Has(table, key string) bool {
	_, ok := n[table][key]
	return ok
}

// NamesIn returns a function that reads the names in fsys once and then
// returns them on every call. As with Declared, the file is embedded, so
// a failure is a build mistake: it panics, and the engine's tests catch it.
func NamesIn(fsys fs.FS) func() Names {
	read := sync.OnceValues(func() (Names, error) { return ReadNames(fsys) })
	return func() Names {
		n, err := read()
		if err != nil {
			panic(err)
		}
		return n
	}
}
