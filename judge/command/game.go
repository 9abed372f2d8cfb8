package command

// gameCommands are the commands of the game life cycle. Each checks for
// itself who may use it (anyone, a signed-on player, the master).
func (tree *Tree) gameCommands() []*command {
	return []*command{
		{Name: "CREATE", Aliases: []string{"建立", "創建", "创建", "開局", "开局"}, Usage: "?game password [variant] [key=value …]",
			Summary: "cmd.create",
			Run:     runCreate},
		{Name: "SIGNON", Aliases: []string{"登入", "登录", "加入"}, Usage: "?game password | <seat><game> password",
			Summary: "cmd.signon",
			Run:     runSignon},
		{Name: "OBSERVE", Aliases: []string{"WATCH", "觀戰", "观战"}, Usage: "game [OFF]",
			Summary: "cmd.observe",
			Run:     runObserve},
		{Name: "LEAVE", Aliases: []string{"退出"}, Usage: "?game password",
			Summary: "cmd.leave",
			Run:     runLeave},
		{Name: "LIST", Aliases: []string{"列表", "WHOGAME"}, Usage: "[game]",
			Summary: "cmd.list",
			Run:     runList},
		{Name: "CLEAR", Aliases: []string{"清除"},
			Summary: "cmd.clear",
			Run:     runClear},
		{Name: "ADD", Aliases: []string{"追加"},
			Summary: "cmd.add",
			Run:     runAdd},
	}
}
