package diplomacy

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
)

// helpFiles holds the game's help: help/topics lists the topics and the
// words players may use for each; help/<topic>.txt is a topic in English,
// the same names under help/zh-Hant and help/zh-Hans in Chinese. A file's
// first line is its title in the list of topics.
//
//go:embed help
var helpFiles embed.FS

// Help lists Diplomacy's own help topics; the judge's general topics
// (press, deadlines, master) are the judge's.
func (e *engine) Help() []games.HelpTopic { return shipped.Help(helpFiles, "help") }
