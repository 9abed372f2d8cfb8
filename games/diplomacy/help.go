package diplomacy

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
)

// helpFiles holds the game's help topics: help/<topic>.txt in English and
// the same names under help/zh-Hant and help/zh-Hans. A file's first line
// is its title in the list of topics.
//
//go:embed help
var helpFiles embed.FS

// helpNames are the topics, in the order GET lists them, with the words
// players may use for each.
func helpNames() []shipped.HelpFile {
	return []shipped.HelpFile{
		{Name: "orders", Aliases: []string{"命令", "下令"}},
	}
}

func helpTopics() []games.HelpTopic {
	return shipped.ReadHelp(helpFiles, "help", helpNames())
}
