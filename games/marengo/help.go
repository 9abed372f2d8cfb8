package marengo

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

// Help lists the game's help topics; a missing file is a build mistake
// that TestHelpTopicsInThreeLanguages catches.
func (Engine) Help() []games.HelpTopic { return shipped.Help(helpFiles, "help") }
