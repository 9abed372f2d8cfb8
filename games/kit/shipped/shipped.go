package shipped

import (
	"fmt"
	"io/fs"
	"os"
	"strings"
)

// Load reads the scenario called name from the files an engine
// embeds as data/<name>.toml, where names lists the shipped ones, default
// first (name "" is the default), and parses it. found is false when no
// shipped scenario has that name; the engine then says so in its own words.
func Load[S any](fsys fs.FS, names []string, name string, parse func([]byte) (S, error)) (sc S, found bool, err error) {
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

// CheckFile reads the scenario file at path for `adjutant scenario
// check` and returns the problems parse finds (none for a good file). err
// is set when the file cannot be read, or cannot be parsed and parse named
// no problem to say why.
func CheckFile[S, P any](path string, parse func([]byte) (S, []P, error)) ([]P, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read scenario: %w", err)
	}
	_, probs, err := parse(data)
	if err != nil && len(probs) == 0 {
		return nil, err
	}
	return probs, nil
}

// RenderFile reads and parses the scenario file at path and draws
// it with render, for `adjutant scenario render`; a file with problems is
// an error that lists them, one a line.
func RenderFile[S any, P fmt.Stringer](path string, parse func([]byte) (S, []P, error), render func(S) string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("read scenario: %w", err)
	}
	sc, probs, err := parse(data)
	if err != nil {
		var b strings.Builder
		for _, p := range probs {
			b.WriteString(p.String() + "\n")
		}
		return "", fmt.Errorf("%w\n%s", err, b.String())
	}
	return render(sc), nil
}
