package asl

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
)

// helpFiles holds the help topics: help/<topic>.txt in English and the
// same names under help/zh-Hant and help/zh-Hans. A file's first line is
// its title in the list of topics.
//
//go:embed help
var helpFiles embed.FS

// helpNames are the topics in the order GET lists them, with the other
// words a player may use for each.
func helpNames() []shipped.HelpFile {
	return []shipped.HelpFile{
		{Name: "start", Aliases: []string{"howto", "asl", "入門", "入门", "玩法"}},
		{Name: "orders", Aliases: []string{"plan", "move", "prep", "afire", "rout", "advance", "cc", "rally", "los", "命令", "計劃", "计划", "移動", "移动"}},
		{Name: "standing", Aliases: []string{"fire", "ask", "defence", "defense", "stop", "常設命令", "常设命令", "射擊", "射击", "詢問", "询问"}},
		{Name: "edits", Aliases: []string{"edit", "修改"}},
		{Name: "options", Aliases: []string{"option", "create", "scenario", "選項", "选项"}},
	}
}

// helpTopics reads the topics; a missing file is a build mistake that
// TestHelpTopicsInThreeLanguages catches.
func helpTopics() []games.HelpTopic {
	return shipped.ReadHelp(helpFiles, "help", helpNames())
}
