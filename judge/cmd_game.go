package judge

import "adjutant/games"

// gameCommands are the commands of the game life cycle. Each checks for
// itself who may use it (anyone, a signed-on player, the master).
func (j *Judge) gameCommands() []*command {
	return []*command{
		{Name: "CREATE", Aliases: []string{"建立", "開局", "开局"}, Usage: "?game password [variant] [key=value …]",
			Summary: games.Text{EN: "create a game; you become its master", Hant: "建立新棋局,您成為其主持人", Hans: "建立新棋局,您成为其主持人"},
			Run:     runCreate},
		{Name: "SIGNON", Aliases: []string{"登入", "登录"}, Usage: "?game password | <power><game> password",
			Summary: games.Text{EN: "join a forming game (?game), or act as your power (Fwest) or as master (Mwest)", Hant: "加入籌組中的棋局(?棋局),或以您的國家(Fwest)或主持人(Mwest)身分行事", Hans: "加入筹组中的棋局(?棋局),或以您的国家(Fwest)或主持人(Mwest)身份行事"},
			Run:     runSignon},
		{Name: "OBSERVE", Aliases: []string{"觀戰", "观战"}, Usage: "game [OFF]",
			Summary: games.Text{EN: "receive a game's reports without playing (OFF: stop)", Hant: "不參與而接收棋局的戰報(OFF:停止)", Hans: "不参与而接收棋局的战报(OFF:停止)"},
			Run:     runObserve},
		{Name: "LEAVE", Aliases: []string{"退出"}, Usage: "?game password",
			Summary: games.Text{EN: "leave a game that has not started yet", Hant: "退出尚未開始的棋局", Hans: "退出尚未开始的棋局"},
			Run:     runLeave},
		{Name: "LIST", Aliases: []string{"列表"}, Usage: "[game]",
			Summary: games.Text{EN: "list the games, or one game's settings and players", Hant: "列出所有棋局,或某一棋局的設定和玩家", Hans: "列出所有棋局,或某一棋局的设定和玩家"},
			Run:     runList},
		{Name: "CLEAR", Aliases: []string{"清除"},
			Summary: games.Text{EN: "withdraw your orders for this phase", Hant: "撤回本階段的命令", Hans: "撤回本阶段的命令"},
			Run:     runClear},
		{Name: "ADD", Aliases: []string{"追加"},
			Summary: games.Text{EN: "keep the orders you sent before and add this mail's to them", Hant: "保留先前的命令,並加上本郵件的命令", Hans: "保留先前的命令,并加上本邮件的命令"},
			Run:     runAdd},
	}
}
