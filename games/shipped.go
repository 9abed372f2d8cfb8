package games

import (
	"fmt"
	"io/fs"
	"strings"
)

// LoadShipped reads the scenario called name from the files an engine
// embeds as data/<name>.toml, where names lists the shipped ones, default
// first (name "" is the default), and parses it. found is false when no
// shipped scenario has that name; the engine then says so in its own words.
func LoadShipped[S any](fsys fs.FS, names []string, name string, parse func([]byte) (S, error)) (sc S, found bool, err error) {
	key := strings.ToLower(strings.TrimSpace(name))
	if key == "" && len(names) > 0 {
		key = names[0]
	}
	for _, n := range names {
		if n != key {
			continue
		}
		data, err := fs.ReadFile(fsys, "data/"+n+".toml")
		if err != nil {
			return sc, true, fmt.Errorf("read shipped scenario %s: %w", n, err)
		}
		sc, err = parse(data)
		if err != nil {
			return sc, true, fmt.Errorf("shipped scenario %s: %w", n, err)
		}
		return sc, true, nil
	}
	return sc, false, nil
}
