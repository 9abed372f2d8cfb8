package templates

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"adjutant/templates/i18n"
)

// HelpText is one of the judge's own help texts, sent for GET <name>:
// <lang>/help/<name>.txt in every language. The first line is its title.
type HelpText struct {
	Name string
	Body i18n.Text
}

// Helps lists the judge's help texts, sorted by name.
func Helps() []HelpText {
	out, _ := helps(files) // checked by Load when the judge starts
	return out
}

func helps(fsys fs.FS) ([]HelpText, error) {
	entries, err := fs.ReadDir(fsys, path.Join(string(i18n.English), "help"))
	if err != nil {
		return nil, fmt.Errorf("templates: %w", err)
	}
	var out []HelpText
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".txt")
		if !ok || e.IsDir() {
			continue
		}
		var body [3]string
		for i, lang := range i18n.Langs() {
			b, err := fs.ReadFile(fsys, path.Join(string(lang), "help", e.Name()))
			if err != nil {
				return nil, fmt.Errorf("templates: help %q: %w", name, err)
			}
			body[i] = string(b)
		}
		out = append(out, HelpText{Name: name, Body: i18n.Text{EN: body[0], Hant: body[1], Hans: body[2]}})
	}
	sort.Slice(out, func(a, b int) bool { return out[a].Name < out[b].Name })
	return out, nil
}
