package shipped

import (
	"io/fs"
	"strings"

	"adjutant/games"
)

// HelpFile names one help topic kept as text files: <dir>/<Name>.txt in
// English and the same name under <dir>/zh-Hant and <dir>/zh-Hans.
type HelpFile struct {
	Name    string
	Aliases []string
}

// ReadHelp reads topics kept as text files in fsys (usually an
// embedded folder). A file's first line is the topic's title, the rest its
// body: the judge prints the title above the body, so it is not repeated.
// A file that is missing reads as empty; each engine's help test catches
// that.
func ReadHelp(fsys fs.FS, dir string, files []HelpFile) []games.HelpTopic {
	read := func(sub, name string) (title, body string) {
		b, err := fs.ReadFile(fsys, dir+sub+"/"+name+".txt")
		if err != nil {
			return "", ""
		}
		title, body, _ = strings.Cut(string(b), "\n")
		return title, strings.TrimLeft(body, "\n")
	}
	var out []games.HelpTopic
	for _, f := range files {
		var t games.HelpTopic
		t.Name, t.Aliases = f.Name, f.Aliases
		t.Title.EN, t.Body.EN = read("", f.Name)
		t.Title.Hant, t.Body.Hant = read("/zh-Hant", f.Name)
		t.Title.Hans, t.Body.Hans = read("/zh-Hans", f.Name)
		out = append(out, t)
	}
	return out
}
