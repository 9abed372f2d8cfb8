package marengo

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

// helpNames are the topics, in the order GET lists them, with the other
// words a player may use for each.
func helpNames() []shipped.HelpFile {
	return []shipped.HelpFile{
		{Name: "start", Aliases: []string{"howto", "how", "marengo", "入門", "入门", "玩法"}},
		{Name: "orders", Aliases: []string{"order", "move", "attack", "road", "enter", "bombard", "activate", "命令", "移動", "移动", "攻擊", "攻击"}},
		{Name: "plans", Aliases: []string{"plan", "ask", "turn", "計劃", "计划", "詢問", "询问"}},
		{Name: "answers", Aliases: []string{"standing", "block", "front", "retreat", "questions", "常備答覆", "常备答复", "防堵"}},
		{Name: "edits", Aliases: []string{"edit", "修改"}},
		{Name: "options", Aliases: []string{"option", "create", "scenario", "選項", "选项"}},
	}
}

// helpTopics reads the topics; the files are embedded, so a missing one
// is a build mistake that TestHelpTopicsInThreeLanguages catches.
func helpTopics() []games.HelpTopic {
	return shipped.ReadHelp(helpFiles, "help", helpNames())
}
