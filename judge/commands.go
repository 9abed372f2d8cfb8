package judge

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
)

// command is one entry of the command tree. Help text is generated from
// these entries, so the list a player reads is always the list the judge
// obeys.
type command struct {
	Name    string
	Aliases []string // other spellings, including Chinese words
	Usage   string   // arguments, as shown in help
	Summary games.Text
	Run     func(c *cmdContext, args []string) (answer string, problem *games.Text)
}

// cmdContext is what a command may use while one mail is handled.
type cmdContext struct {
	j    *Judge
	lang games.Lang
}

// commandTable is built per Judge (no package state), sorted by name.
func (j *Judge) commandTable() []*command {
	cmds := []*command{
		{
			Name:    "HELP",
			Aliases: []string{"幫助", "帮助", "說明", "说明"},
			Usage:   "[command]",
			Summary: games.Text{EN: "list the commands, or explain one", Hant: "列出所有指令,或說明其中一個", Hans: "列出所有指令,或说明其中一个"},
			Run:     runHelp,
		},
		{
			Name:    "VERSION",
			Aliases: []string{"版本"},
			Summary: games.Text{EN: "say which version of the judge is running", Hant: "顯示裁判程式的版本", Hans: "显示裁判程序的版本"},
			Run: func(c *cmdContext, _ []string) (string, *games.Text) {
				return fmt.Sprintf("%s %s", c.j.opts.Name, c.j.opts.Version), nil
			},
		},
		{
			Name:    "SIGNOFF",
			Aliases: []string{"結束", "结束"},
			Summary: games.Text{EN: "stop reading here; anything below (a signature, say) is ignored", Hant: "到此為止;之後的內容(例如簽名)不會被讀取", Hans: "到此为止;之后的内容(例如签名)不会被读取"},
			Run:     func(*cmdContext, []string) (string, *games.Text) { return "", nil },
		},
	}
	sort.Slice(cmds, func(a, b int) bool { return cmds[a].Name < cmds[b].Name })
	return cmds
}

func (j *Judge) lookup(verb string) *command {
	for _, c := range j.commands {
		if c.Name == verb {
			return c
		}
		for _, a := range c.Aliases {
			if strings.EqualFold(a, verb) {
				return c
			}
		}
	}
	return nil
}

func runHelp(c *cmdContext, args []string) (string, *games.Text) {
	if len(args) > 0 {
		verb := strings.ToUpper(args[0])
		cmd := c.j.lookup(verb)
		if cmd == nil {
			return "", unknownCommandText(c.j, args[0])
		}
		return helpEntry(cmd, c.lang, true), nil
	}
	var b strings.Builder
	b.WriteString(games.Text{
		EN:   "Commands (one per line, upper or lower case):",
		Hant: "指令(每行一個,大小寫皆可):",
		Hans: "指令(每行一个,大小写皆可):",
	}.In(c.lang))
	b.WriteString("\n")
	for _, cmd := range c.j.commands {
		b.WriteString(helpEntry(cmd, c.lang, false))
		b.WriteString("\n")
	}
	b.WriteString(games.Text{
		EN:   "Games are not open on this judge yet; game commands will be listed here when they are.",
		Hant: "本裁判尚未開放遊戲;開放後,遊戲指令會列在這裡。",
		Hans: "本裁判尚未开放游戏;开放后,游戏指令会列在这里。",
	}.In(c.lang))
	return b.String(), nil
}

func helpEntry(cmd *command, lang games.Lang, long bool) string {
	usage := cmd.Name
	if cmd.Usage != "" {
		usage += " " + cmd.Usage
	}
	line := fmt.Sprintf("  %-18s %s", usage, cmd.Summary.In(lang))
	if long && len(cmd.Aliases) > 0 {
		label := games.Text{EN: "also written", Hant: "也可寫作", Hans: "也可写作"}.In(lang)
		line += fmt.Sprintf("\n  (%s: %s)", label, strings.Join(cmd.Aliases, ", "))
	}
	return line
}

func unknownCommandText(j *Judge, word string) *games.Text {
	names := make([]string, len(j.commands))
	for i, c := range j.commands {
		names[i] = c.Name
	}
	list := strings.Join(names, ", ")
	return &games.Text{
		EN:   fmt.Sprintf("%q is not a command I know. Commands: %s (send HELP for details).", word, list),
		Hant: fmt.Sprintf("「%s」不是可用的指令。可用指令:%s(寄 HELP 取得說明)。", word, list),
		Hans: fmt.Sprintf("“%s”不是可用的指令。可用指令:%s(寄 HELP 获取说明)。", word, list),
	}
}
