package example

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds the game's declaration (about.toml): its words, kinds of
// phase, variants and options.
//
//go:embed about.toml
var files embed.FS

// about is the game's declaration, read once: about.toml, with its help
// topics, which are Go (help below).
var about = shipped.Declared(files, func(a *games.About) { a.Help = help() })

// help lists the game's own topics, which the judge offers through GET.
// The judge prints a topic's title above its body.
func help() []games.HelpTopic {
	return []games.HelpTopic{
		{
			Name: "start", Aliases: []string{"開始", "开始"},
			Title: i18n.T("How a duel goes", "對決怎麼進行", "对决怎么进行"),
			Body: i18n.T(`Each of you picks a secret number; then you take turns guessing the
other's. The first to name the other's secret wins; after ten guesses
each the game is drawn. Your first mail: SECRET n, and ANSWER TRUTHFULLY
if you want every guess at your number answered for you. See GET moves
and GET answers.
`, `雙方各選一個秘密數字，然後輪流猜對方的數字。先猜中者勝；各猜十次仍
未猜中則和局。第一封信：SECRET n，若希望自動據實回答對方的每次猜
測，再加一行 ANSWER TRUTHFULLY。詳見 GET moves 與 GET answers。
`, `双方各选一个秘密数字，然后轮流猜对方的数字。先猜中者胜；各猜十次仍
未猜中则和局。第一封信：SECRET n，若希望自动据实回答对方的每次猜
测，再加一行 ANSWER TRUTHFULLY。详见 GET moves 与 GET answers。
`),
		},
		{
			Name: "moves", Aliases: []string{"行動", "行动"},
			Title: i18n.T("The lines you send", "可寄的命令", "可寄的命令"),
			Body: i18n.T(`  SECRET n     your secret, in the first phase (1 to the game's max);
               without it the dice choose one, which only you are told
  GUESS n      your guess, when it is your turn; without it the turn is lost
  HIGHER       your answer when you alone are asked about a guess:
  LOWER        is your secret above or below it? Without it: the truth
  ANSWER ...   standing answers, with any of these (GET answers)
Chinese works too: 秘密 37, 猜 50, 高, 低, 回答 據實.
`, `  SECRET n     第一階段的秘密數字（1 至本局上限）；未寫則由骰子選定，
               只有您會知道
  GUESS n      輪到您時的猜測；未寫則失去這一回合
  HIGHER       只詢問您時的回答：您的秘密數字比猜的高（HIGHER）
  LOWER        或低（LOWER）？未回答則據實回答
  ANSWER ...   預設回答，可與以上任何一行同寄（GET answers）
也可寫中文：秘密 37、猜 50、高、低、回答 據實。
`, `  SECRET n     第一阶段的秘密数字（1 至本局上限）；未写则由骰子选定，
               只有您会知道
  GUESS n      轮到您时的猜测；未写则失去这一回合
  HIGHER       只询问您时的回答：您的秘密数字比猜的高（HIGHER）
  LOWER        或低（LOWER）？未回答则据实回答
  ANSWER ...   预设回答，可与以上任何一行同寄（GET answers）
也可写中文：秘密 37、猜 50、高、低、回答 据实。
`),
		},
		{
			Name: "answers", Aliases: []string{"回答", "預設回答", "预设回答"},
			Title: i18n.T("Standing answers and bluffs", "預設回答與說謊", "预设回答与说谎"),
			Body: i18n.T(`A standing answer answers a guess for you, so you need not wait to be
asked. Send them with any mail; they stay until you change them.
  ANSWER TRUTHFULLY      every guess gets the true answer
  ANSWER n HIGHER|LOWER  a guess of n gets this answer (it may be a bluff)
  ANSWER ASK             forget my standing answers: ask me each time
You may bluff (answer falsely) as often as the game's bluffs option says,
1 by default. Nobody else learns of a bluff until the game ends.
`, `預設回答會替您回答對方的猜測，不必等裁判詢問。可隨任何一封信寄出，
直到您更改為止。
  ANSWER TRUTHFULLY      每次都據實回答
  ANSWER n HIGHER|LOWER  對方猜 n 時這樣回答（可以是說謊）
  ANSWER ASK             取消預設回答：每次都問我
說謊（回答不實）的次數以本局 bluffs 設定為限，預設 1 次。棋局結束前，
沒有別人知道您說過謊。
`, `预设回答会替您回答对方的猜测，不必等裁判询问。可随任何一封信寄出，
直到您更改为止。
  ANSWER TRUTHFULLY      每次都据实回答
  ANSWER n HIGHER|LOWER  对方猜 n 时这样回答（可以是说谎）
  ANSWER ASK             取消预设回答：每次都问我
说谎（回答不实）的次数以本局 bluffs 设定为限，预设 1 次。棋局结束前，
没有别人知道您说过谎。
`),
		},
	}
}
