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

// HelpIndex is the file in an engine's help folder that lists its topics,
// one a line in the order GET lists them: the topic's name, then the other
// words a player may use for it. Blank lines and lines starting with #
// are passed over.
const HelpIndex = "topics"

// Help reads the topics listed in <dir>/topics from fsys, as ReadHelp
// reads them. The list is data beside the texts it names, so an engine's
// help is its folder and one line of Go.
func Help(fsys fs.FS, dir string) []games.HelpTopic {
	b, err := fs.ReadFile(fsys, dir+"/"+HelpIndex)
	if err != nil {
		return nil
	}
	var files []HelpFile
	for _, line := range strings.Split(string(b), "\n") {
		words := strings.Fields(line)
		if len(words) == 0 || strings.HasPrefix(words[0], "#") {
			continue
		}
		files = append(files, HelpFile{Name: words[0], Aliases: words[1:]})
	}
	return ReadHelp(fsys, dir, files)
}
