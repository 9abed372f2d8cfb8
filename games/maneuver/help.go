package maneuver

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds the game's declaration (about.toml): its words, kinds of
// phase, variants and options; and its names for the values of its own
// types (names.toml): stages, kinds of card, what each kind does, edges.
//
//go:embed about.toml names.toml
var files embed.FS

// names are the engine's tables of names (names.toml), read once.
var names = shipped.NamesIn(files)

// about is the game's declaration, read once: about.toml, with its help
// topics, which are Go (help below).
var about = shipped.Declared(files, func(a *games.About) { a.Help = help() })

// Engine is the Maneuver rules engine. The zero value is ready to use.
// It is declared here, with what it ships; engine.go starts and restores
// its games.
type Engine struct{}

var _ games.Engine = Engine{}

// About declares the game: about.toml, completed above.
func (Engine) About() games.About { return about() }

// help lists the game's help topics.
func help() []games.HelpTopic {
	return append([]games.HelpTopic{
		{Name: "plan", Aliases: []string{"計劃", "计划", "start", "開始", "开始", "入門", "入门", "玩法"}, Title: i18n.T("Maneuver: a player turn in one mail", "演習：一封郵件寫完一個玩家回合", "演习：一封邮件写完一个玩家回合"), Body: i18n.Text{EN: planHelpEN, Hant: planHelpHant, Hans: planHelpHans}},
		{Name: "setup", Aliases: []string{"布置"}, Title: i18n.T("Maneuver: the set-up by mail", "演習：以郵件布置", "演习：以邮件布置"), Body: i18n.Text{EN: setupHelpEN, Hant: setupHelpHant, Hans: setupHelpHans}},
		editsTopic(),
	}, dataTopics()...)
}

const setupHelpEN = `Maneuver set-up, in the rulebook's order. The judge rolls 1d10 for
each player (ties roll again); the higher is the first player. Then:
  TILES 1 5 3/90 8     first player: four tiles north-west, north-east,
                       south-west, south-east; /90 /180 /270 turns one
                       clockwise
  NATIONS FRANCE BRITAIN   second player: the two nations of the game
  NATION FRANCE        first player: takes one; the other gets the other
  EDGE SOUTH           second player: its starting edge; the first gets
                       the opposite one
  HAND F01 F07 ...     with hand=choose only: your five starting cards
  DEPLOY GRD C1 CUI D2 ...   each in turn, first player first: eight units
                       within two rows of your edge, one a square
You may send a later choice early (EDGE with NATIONS): it is used when
its step comes. Card ids are your nation's prefix and a number, as in
your hand.
`

const setupHelpHant = `演習布置，依規則書順序。裁判為雙方各擲 1d10（平手重擲），點數高者
為起始玩家。接著：
  地圖塊 1 5 3/90 8     起始玩家：四塊地圖，依西北、東北、西南、東南；
                        /90 /180 /270 順時針轉
  國家 法蘭西 不列顛     對手玩家：本局的兩個國家
  國家 法蘭西           起始玩家：選其一，另一個歸對方
  邊 南                 對手玩家：選起始邊；起始玩家取對面的邊
  手牌 F01 F07 ……       僅限 hand=choose：五張起始手牌
  部署 GRD C1 CUI D2 ……  起始玩家先：八個單位，在起始邊兩行以內，每格一個
之後步驟的選擇可以提早寄出（例如 邊 與 國家 一起寄），輪到時即採用。
牌的編號是您國家的前綴加數字，與手牌所列相同。
`

const setupHelpHans = `演习布置，依规则书顺序。裁判为双方各掷 1d10（平手重掷），点数高者
为起始玩家。接着：
  地图块 1 5 3/90 8     起始玩家：四块地图，依西北、东北、西南、东南；
                        /90 /180 /270 顺时针转
  国家 法兰西 不列颠     对手玩家：本局的两个国家
  国家 法兰西           起始玩家：选其一，另一个归对方
  边 南                 对手玩家：选起始边；起始玩家取对面的边
  手牌 F01 F07 ……       仅限 hand=choose：五张起始手牌
  部署 GRD C1 CUI D2 ……  起始玩家先：八个单位，在起始边两行以内，每格一个
之后步骤的选择可以提前发出（例如 边 与 国家 一起发），轮到时即采用。
牌的编号是您国家的前缀加数字，与手牌所列相同。
`

const planHelpEN = `A Maneuver player turn in one mail, lines in the order of the phases:
  DISCARD F12 F30        discard (the last named is the top of the pile)
                         -- the judge then draws you back to five --
  SCOUT F58              look at the opponent's hand, then draw again
  ASK                    stop here and ask me (to see new cards first)
  CONTINUE               the answer at that stop: run the lines after
                         the ASK as written
  MOVE HUS D4 D5         the one unit that must move, by the squares it
                         enters, start left out (cavalry up to two)
  SUPPLY F52 GRD C3      a second unit moves
  FORCED F49 HUS D6      one more square for a unit that moved
  ASSAULT GRD D5 WITH F01   or AMBUSH F51 D5, BOMBARD ART E6 WITH F21,
                         VOLLEY LIG D5 WITH F11, BATTERY F41 ART E6
    PLAY F02             more cards at step 5: unit cards, Committed Attack
    PLAY F46 ON GRD      (ON the unit that takes its hit), Sappers
    LEADER F42 COMMAND CUI LIN   or LEADER F43 COMBAT
    IF DEF >= 12 PLAY F47 ON GRD  a card only when the defence so far
                                 reaches 12
    IF DEF >= 15 SKIRMISH F57 C3 C2   call the assault off and move back
    RESULT RETREAT       your choice when attack >= twice the defence
    ADVANCE CUI          or ADVANCE NONE (cards "not required to advance")
    LOSS LIN             games with losses=extra only: the support that
                         takes the extra hit of a failure
  RESTORE LIN WITH F54   Supply, Regroup, the unit's own card, or a leader
  REDOUBT F55 GRD        a redoubt under a unit
Standing answers for the opponent's turns (kept until replaced):
  DEFEND * ALL LEADER BEST    DEFEND GRD F01 F04    DEFEND * NONE
  WITHDRAW * NO    WITHDRAW HUS YES
  GUERRILLA SUPPLY YES    GUERRILLA * NO    (SUPPLY FORCED REGROUP RESTORE)
  CHOOSE * RETREAT    CHOOSE GRD HIT
  SIDE * WEST
(GUERRILLA only if your nation has Guerrilla cards.)
When nothing covers a decision the judge asks you alone, with a short
deadline and the default it names. Send answers alone at any time,
also in the opponent's turn: the reply lists all you will then have,
and the opponent is not told, not even that you wrote. Lines may be
written in Chinese, with or without spaces between the words
(突擊GRD D5用F01).
Players' words are read too: 丟牌 (DISCARD), 急行軍 (FORCED), 攻擊 or
進攻 (ASSAULT), 炮轟 (BOMBARD), 出牌 (PLAY), 前進 (ADVANCE), 回復
(RESTORE).
The reply plays your plan through on the position and refuses at once
what cannot run; what your opponent or the dice may still stop (a card
you may draw, a Supply a Guerrilla may cancel) gets a note.
`

const planHelpHant = `演習的玩家回合一封郵件寫完，依階段順序：
  棄牌 F12 F30           棄牌（最後寫的在牌堆頂）；之後裁判替您補到五張
  偵察 F58               看對手手牌，然後再補牌
  詢問                   在此停下詢問我（先看新牌）
  續行                   停下時的答覆：照寫的執行 詢問 之後的行
  移動 HUS D4 D5         必須移動的一個單位（騎兵最多兩格）：
                         寫進入的格，不寫起點
  補給 F52 GRD C3        第二個單位移動
  強行軍 F49 HUS D6      已移動單位多走一格
  突擊 GRD D5 用 F01     或 伏擊 F51 D5、炮擊 ART E6 用 F21、
                         齊射 LIG D5 用 F11、炮兵連 F41 ART E6
    加 F02               第 5 步再出牌：單位牌、拼死一搏、工兵
    加 F46 給 GRD        （給 承受該牌傷害的單位）
    領袖 F42 指揮 CUI LIN    或 領袖 F43 戰鬥
    如果 防禦 >= 12 加 F47 給 GRD   防禦累計達到 12 才出
    如果 防禦 >= 15 佯攻 F57 C3 C2  取消突擊並後撤
    結果 撤退            攻擊達到防禦兩倍時由您選
    推進 CUI             或 推進 無
    損失 LIN             僅限 losses=extra 的棋局：攻擊失敗時
                         哪個支援單位多受一次傷害
  恢復 LIN 用 F54        用補給、重組、該單位的牌或領袖
  戰壕 F55 GRD           在單位所在格建立戰壕
對手回合的常備答覆（保留至更換）：
  防守 * 全部 領袖 最佳    防守 GRD F01 F04    防守 * 無
  撤離 * 否    撤離 HUS 是
  游擊隊 補給 是    游擊隊 * 否    （補給、強行軍、重組、恢復）
  選擇 * 撤退    選擇 GRD 受損
  側 * 西
（游擊隊 僅限有游擊隊牌的國家。）
沒有答覆涵蓋的決定，裁判只詢問您一人，期限較短並註明預設。
答覆可隨時單獨寄出，對手回合中也可以：回覆列出屆時的全部答覆，
對手不會得知，連您寄了信也不知道。
中文命令的詞與詞之間可不空格：突擊GRD D5用F01 亦可。
也可寫：丟牌（棄牌）、急行軍（強行軍）、攻擊或進攻（突擊）、
砲擊或炮轟（炮擊）、出牌（加）、前進（推進）、回復（恢復）。
回覆會在局面上逐行試行計劃，無法執行的行立即拒絕；
對手或骰子仍可能阻止的（可能摸到的牌、可能被游擊隊抵消的補給）
接受並附註。
`

const planHelpHans = `演习的玩家回合一封邮件写完，依阶段顺序：
  弃牌 F12 F30           弃牌（最后写的在牌堆顶）；之后裁判替您补到五张
  侦察 F58               看对手手牌，然后再补牌
  询问                   在此停下询问我（先看新牌）
  续行                   停下时的答复：照写的执行 询问 之后的行
  移动 HUS D4 D5         必须移动的一个单位（骑兵最多两格）：
                         写进入的格，不写起点
  补给 F52 GRD C3        第二个单位移动
  强行军 F49 HUS D6      已移动单位多走一格
  突击 GRD D5 用 F01     或 伏击 F51 D5、炮击 ART E6 用 F21、
                         齐射 LIG D5 用 F11、炮兵连 F41 ART E6
    加 F02               第 5 步再出牌：单位牌、拼死一搏、工兵
    加 F46 给 GRD        （给 承受该牌伤害的单位）
    领袖 F42 指挥 CUI LIN    或 领袖 F43 战斗
    如果 防御 >= 12 加 F47 给 GRD   防御累计达到 12 才出
    如果 防御 >= 15 佯攻 F57 C3 C2  取消突击并后撤
    结果 撤退            攻击达到防御两倍时由您选
    推进 CUI             或 推进 无
    损失 LIN             仅限 losses=extra 的棋局：攻击失败时
                         哪个支援单位多受一次伤害
  恢复 LIN 用 F54        用补给、重组、该单位的牌或领袖
  战壕 F55 GRD           在单位所在格建立战壕
对手回合的常备答复（保留至更换）：
  防守 * 全部 领袖 最佳    防守 GRD F01 F04    防守 * 无
  撤离 * 否    撤离 HUS 是
  游击队 补给 是    游击队 * 否    （补给、强行军、重组、恢复）
  选择 * 撤退    选择 GRD 受损
  侧 * 西
（游击队 仅限有游击队牌的国家。）
没有答复涵盖的决定，裁判只询问您一人，期限较短并注明默认。
答复可随时单独发出，对手回合中也可以：回复列出届时的全部答复，
对手不会得知，连您发了信也不知道。
中文命令的词与词之间可不空格：突击GRD D5用F01 亦可。
也可写：丢牌（弃牌）、急行军（强行军）、攻击或进攻（突击）、
炮轰（炮击）、出牌（加）、前进（推进）、回复（恢复）。
回复会在局面上逐行试行计划，无法执行的行立即拒绝；
对手或骰子仍可能阻止的（可能摸到的牌、可能被游击队抵消的补给）
接受并附注。
`
