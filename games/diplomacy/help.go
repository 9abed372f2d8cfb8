package diplomacy

import (
	"embed"
	"strings"

	"adjutant/games"
)

// helpFiles holds the game's help topics: help/<topic>.txt in English and
// the same names under help/zh-Hant and help/zh-Hans. A file's first line
// is its title in the list of topics.
//
//go:embed help
var helpFiles embed.FS

// helpNames are the topics, in the order GET lists them, with the words
// players may use for each.
var helpNames = []struct {
	name    string
	aliases []string
}{
	{"orders", []string{"命令", "下令"}},
}

func helpTopics() []games.HelpTopic {
	var out []games.HelpTopic
	for _, h := range helpNames {
		read := func(dir string) string {
			b, err := helpFiles.ReadFile(dir + h.name + ".txt")
			if err != nil {
				return ""
			}
			return string(b)
		}
		body := games.Text{EN: read("help/"), Hant: read("help/zh-Hant/"), Hans: read("help/zh-Hans/")}
		title := games.Text{}
		for _, l := range games.Langs() {
			first, _, _ := strings.Cut(body.In(l), "\n")
			switch l {
			case games.English:
				title.EN = first
			case games.TraditionalChinese:
				title.Hant = first
			default:
				title.Hans = first
			}
		}
		out = append(out, games.HelpTopic{Name: h.name, Aliases: h.aliases, Title: title, Body: body})
	}
	return out
}
