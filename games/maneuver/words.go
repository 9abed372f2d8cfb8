package maneuver

import (
	"slices"
	"strings"

	"adjutant/games/kit/runon"
	"adjutant/templates/i18n"
)

// The words of the plan language. Every verb and keyword has its English
// form (the canonical one) and Chinese forms in both scripts: the
// rulebook's, then those players write for the same order (攻擊 for
// 突擊, 前進 for 推進). Left out as two orders' words: 撤退 (the Withdraw
// card's name and the RETREAT of a result), 防禦 (the DEF of a unit and
// DEFEND), 布置 (every set-up step).
var verbs = map[string]string{
	// Set-up.
	"TILES": "TILES", "TILE": "TILES", "地圖塊": "TILES", "地图块": "TILES", "地圖": "TILES", "地图": "TILES",
	"NATIONS": "NATIONS", "NATION": "NATION", "國家": "NATION", "国家": "NATION",
	"EDGE": "EDGE", "邊": "EDGE", "边": "EDGE", "起始邊": "EDGE", "起始边": "EDGE",
	"HAND": "HAND", "手牌": "HAND",
	"DEPLOY": "DEPLOY", "部署": "DEPLOY",
	// A player turn, in the order of its phases.
	"DISCARD": "DISCARD", "棄牌": "DISCARD", "弃牌": "DISCARD", "丟牌": "DISCARD", "丢牌": "DISCARD",
	"SCOUT": "SCOUT", "SPY": "SCOUT", "偵察": "SCOUT", "侦察": "SCOUT", "間諜": "SCOUT", "间谍": "SCOUT",
	"ASK": "ASK", "詢問": "ASK", "询问": "ASK",
	"CONTINUE": "CONTINUE", "續行": "CONTINUE", "续行": "CONTINUE",
	"MOVE": "MOVE", "移動": "MOVE", "移动": "MOVE",
	"SUPPLY": "SUPPLY", "補給": "SUPPLY", "补给": "SUPPLY",
	"FORCED": "FORCED", "FORCEDMARCH": "FORCED", "MARCH": "FORCED", "強行軍": "FORCED", "强行军": "FORCED", "急行軍": "FORCED", "急行军": "FORCED",
	"ASSAULT": "ASSAULT", "ATTACK": "ASSAULT", "突擊": "ASSAULT", "突击": "ASSAULT", "攻擊": "ASSAULT", "攻击": "ASSAULT", "進攻": "ASSAULT", "进攻": "ASSAULT",
	"AMBUSH": "AMBUSH", "伏擊": "AMBUSH", "伏击": "AMBUSH",
	"BOMBARD": "BOMBARD", "炮擊": "BOMBARD", "炮击": "BOMBARD", "砲擊": "BOMBARD", "炮轟": "BOMBARD", "炮轰": "BOMBARD", "砲轟": "BOMBARD",
	"VOLLEY": "VOLLEY", "齊射": "VOLLEY", "齐射": "VOLLEY",
	"BATTERY": "BATTERY", "GRANDBATTERY": "BATTERY", "炮兵連": "BATTERY", "炮兵连": "BATTERY", "砲兵連": "BATTERY",
	// ADD is read too, but the judge takes a line that begins with it for
	// its own ADD (keep earlier orders): PLAY is the word to write.
	"PLAY": "PLAY", "ADD": "PLAY", "加": "PLAY", "增加": "PLAY", "打出": "PLAY", "出牌": "PLAY",
	"LEADER": "LEADER", "領袖": "LEADER", "领袖": "LEADER",
	"SKIRMISH": "SKIRMISH", "佯攻": "SKIRMISH",
	"IF": "IF", "如果": "IF", "若": "IF",
	"RESULT": "RESULT", "結果": "RESULT", "结果": "RESULT",
	"ADVANCE": "ADVANCE", "推進": "ADVANCE", "推进": "ADVANCE", "前進": "ADVANCE", "前进": "ADVANCE",
	"LOSS": "LOSS", "損失": "LOSS", "损失": "LOSS",
	"RESTORE": "RESTORE", "RALLY": "RESTORE", "恢復": "RESTORE", "恢复": "RESTORE", "重整": "RESTORE", "回復": "RESTORE", "回复": "RESTORE",
	"REDOUBT": "REDOUBT", "戰壕": "REDOUBT", "战壕": "REDOUBT",
	// Standing answers for the opponent's turn.
	"DEFEND": "DEFEND", "防守": "DEFEND",
	"WITHDRAW": "WITHDRAW", "撤離": "WITHDRAW", "撤离": "WITHDRAW",
	"GUERRILLA": "GUERRILLA", "游擊隊": "GUERRILLA", "游击队": "GUERRILLA", "游擊": "GUERRILLA", "游击": "GUERRILLA",
	"CHOOSE": "CHOOSE", "選擇": "CHOOSE", "选择": "CHOOSE",
	"SIDE": "SIDE", "側": "SIDE", "侧": "SIDE", "方向": "SIDE",
}

// keywords are the other words, by canonical form.
var keywords = map[string]string{
	"WITH": "WITH", "用": "WITH", "以": "WITH",
	"ON": "ON", "給": "ON", "给": "ON", "於": "ON", "于": "ON",
	"NONE": "NONE", "無": "NONE", "无": "NONE", "不": "NONE",
	"ALL": "ALL", "全部": "ALL", "所有": "ALL",
	"YES": "YES", "是": "YES", "要": "YES",
	"NO": "NO", "否": "NO", "不要": "NO",
	"BEST": "BEST", "最佳": "BEST", "最好": "BEST",
	"COMBAT": "COMBAT", "戰鬥": "COMBAT", "战斗": "COMBAT",
	"COMMAND": "COMMAND", "指揮": "COMMAND", "指挥": "COMMAND",
	"RETREAT": "RETREAT", "撤退": "RETREAT",
	"HIT": "HIT", "受損": "HIT", "受损": "HIT", "傷害": "HIT", "伤害": "HIT",
	"DEF": "DEF", "DEFENCE": "DEF", "DEFENSE": "DEF", "防禦": "DEF", "防御": "DEF",
	"LEADER": "LEADER", "領袖": "LEADER", "领袖": "LEADER",
	"SUPPLY": "SUPPLY", "補給": "SUPPLY", "补给": "SUPPLY",
	"FORCED": "FORCED", "FORCEDMARCH": "FORCED", "強行軍": "FORCED", "强行军": "FORCED", "急行軍": "FORCED", "急行军": "FORCED",
	"REGROUP": "REGROUP", "重組": "REGROUP", "重组": "REGROUP",
	"RESTORE": "RESTORE", "恢復": "RESTORE", "恢复": "RESTORE",
}

func keyword(w string) string { return keywords[w] }

// tokens splits a line into upper-case words, turning full-width forms into
// ASCII and Chinese punctuation, commas, dashes and arrows into spaces, and
// setting comparison signs apart (">=9" is ">=" and "9").
func tokens(line string) []string {
	var b strings.Builder
	for _, r := range i18n.Narrow(line) {
		switch r {
		case '≥':
			b.WriteString(" >= ")
			continue
		case '≤':
			b.WriteString(" <= ")
			continue
		case '<', '>', '=':
			b.WriteString(" " + string(r) + " ")
			continue
		case ',', ';', '-', '→', '、', ':', '.', '。', '(', ')', '\t':
			r = ' '
		}
		b.WriteRune(r)
	}
	var f []string
	for _, w := range strings.Fields(b.String()) {
		f = append(f, runon.SplitAt(w, runon.Around('*'), planWord)...)
	}
	// Glue the comparison signs back together: "> =" is ">=".
	var out []string
	for i := 0; i < len(f); i++ {
		w := strings.ToUpper(f[i])
		if (w == ">" || w == "<") && i+1 < len(f) && f[i+1] == "=" {
			w += "="
			i++
		}
		out = append(out, w)
	}
	return out
}

// planWord is a verb or keyword of the plan language.
func planWord(w string) bool { return verbs[w] != "" || keywords[w] != "" }

// englishVerbs are the plan words as written in English (the verbs'
// canonical forms), sorted, for a suggestion when one is misspelt.
func englishVerbs() []string {
	var out []string
	for _, v := range verbs {
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

// verbWord is a plan verb as a reader of each language writes it, for
// problems that name the line's verb.
func verbWord(verb string) i18n.Text { return names().Of("verb", verb) }

// chineseVerbs lists each verb with the Chinese words that start its
// line, the names table's words first, for a "did you mean" on a Chinese
// word that is none of them.
func chineseVerbs() [][]string {
	var out [][]string
	for _, v := range englishVerbs() {
		t := verbWord(v)
		forms := []string{v, t.Hant, t.Hans}
		var more []string
		for w, verb := range verbs {
			if verb == v && w[0] >= 0x80 && w != t.Hant && w != t.Hans {
				more = append(more, w)
			}
		}
		slices.Sort(more)
		out = append(out, append(forms, more...))
	}
	return out
}
