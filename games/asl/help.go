package asl

import (
	"embed"
	"strings"

	"adjutant/games"
)

// helpFiles holds the help topics: help/<topic>.txt in English and the
// same names under help/zh-Hant and help/zh-Hans. A file's first line is
// its title in the list of topics.
//
//go:embed help
var helpFiles embed.FS

// helpNames are the topics in the order GET lists them, with the other
// words a player may use for each.
func helpNames() []struct {
	name    string
	aliases []string
} {
	return []struct {
		name    string
		aliases []string
	}{
		{"start", []string{"howto", "asl", "入門", "入门", "玩法"}},
		{"orders", []string{"plan", "move", "prep", "afire", "rout", "advance", "cc", "rally", "los", "命令", "計劃", "计划", "移動", "移动"}},
		{"standing", []string{"fire", "ask", "defence", "defense", "stop", "常設命令", "常设命令", "射擊", "射击", "詢問", "询问"}},
		{"edits", []string{"edit", "修改"}},
		{"options", []string{"option", "create", "scenario", "選項", "选项"}},
	}
}

// helpTopics reads the topics; a missing file is a build mistake that
// TestHelpTopicsInThreeLanguages catches.
func helpTopics() []games.HelpTopic {
	var out []games.HelpTopic
	for _, h := range helpNames() {
		read := func(dir string) string {
			b, err := helpFiles.ReadFile(dir + h.name + ".txt")
			if err != nil {
				return ""
			}
			return string(b)
		}
		body := games.Text{EN: read("help/"), Hant: read("help/zh-Hant/"), Hans: read("help/zh-Hans/")}
		first := func(s string) string { line, _, _ := strings.Cut(s, "\n"); return line }
		title := games.Text{EN: first(body.EN), Hant: first(body.Hant), Hans: first(body.Hans)}
		out = append(out, games.HelpTopic{Name: h.name, Aliases: h.aliases, Title: title, Body: body})
	}
	return out
}
