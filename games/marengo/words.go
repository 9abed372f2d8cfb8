package marengo

import (
	"strings"

	"adjutant/games/kit/runon"
	"adjutant/templates/i18n"
)

// The plan language's words. Every verb and keyword has its English form,
// which is the canonical one, and Chinese forms in both scripts.

// verbForms lists each verb with every way a player may write it first
// on a line. None may be a judge command or one of its Chinese words
// (CLEAR, 清除, 認輸 …): the judge reads those lines itself. After the
// rulebook's word come the ones players write for the same order (進場
// for 登場); a word that could mean two orders is left out: 進攻 (an
// assault is a MOVE, an attack an ATTACK), 後退 (RETREAT, or BACK to the
// reserve), 結束 and 繼續 (the judge's own).
func verbForms() [][]string {
	return [][]string{
		{"ACTIVATE", "啟動", "启动", "激活"},
		{"FIRE", "開火", "开火", "執行砲擊", "执行炮击"},
		{"CANCEL", "取消"},
		{"ATTACK", "攻擊", "攻击"},
		{"MOVE", "移動", "移动"},
		{"ROAD", "道路", "沿路"},
		{"ENTER", "登場", "登场", "增援", "進場", "进场", "入場", "入场"},
		{"PONTOON", "浮橋", "浮桥"},
		{"BOMBARD", "砲擊", "炮击", "宣佈砲擊", "宣布炮击", "砲轟", "炮轰"},
		{"ASK", "詢問", "询问"},
		{"CONCEDE", "投降"},
		{"DONE", "END", "PASS", "完成", "略過", "略过"},
		{"CONTINUE", "續行", "续行", "照舊", "照旧"},
		// Standing answers.
		{"BLOCK", "防堵", "阻擋", "阻挡"},
		{"COUNTERFIRE", "COUNTER", "反擊", "反击", "砲兵反擊", "炮兵反击"},
		{"FRONT", "第一線", "第一线", "前線", "前线"},
		{"PURSUE", "PURSUIT", "追擊", "追击"},
		{"RETREAT", "撤退", "退卻", "退却"},
		{"ADVANCE", "前進", "前进", "推進", "推进"},
		{"HIT", "打擊", "打击"},
		{"LOSS", "LOSSES", "損失", "损失", "受損", "受损"},
		{"FORGET", "刪除", "删除", "忘記", "忘记"},
	}
}

// keywordForms lists the other words of a line with their forms.
func keywordForms() [][]string {
	return [][]string{
		{"TO", "->", "到", "至", "往"},
		{"LEAD", "LEADS", "主攻"},
		{"THEN", "然後", "然后", "接著", "接着"},
		{"BLOCKED", "受阻"},
		{"COMMIT", "投入"},
		{"BACK", "退回"},
		{"SHOW", "亮出"},
		{"AT", "於", "于", "目標", "目标"},
		{"PURSUE", "追擊", "追击"},
		{"NONE", "無", "无", "不"},
		{"ALL", "全部", "所有"},
		{"BEST", "最佳", "最好"},
		{"YES", "是", "要"},
		{"NO", "否", "不要"},
		{"STRONGEST", "最強", "最强"},
		{"WEAKEST", "最弱"},
		{"ROOM", "空間", "空间", "最寬", "最宽"},
	}
}

func lookupForm(table [][]string, w string) (string, bool) {
	w = foldVariants(w)
	for _, forms := range table {
		for _, f := range forms {
			if foldVariants(f) == w {
				return forms[0], true
			}
		}
	}
	return "", false
}

// foldVariants writes the characters that both scripts write in two
// ways one way, so that a plan word reads whichever the player wrote: the
// gun's 炮 and 砲 (砲擊 and 炮擊, 炮兵反擊), and 宣布 beside 宣佈.
func foldVariants(w string) string {
	return strings.ReplaceAll(strings.ReplaceAll(w, "炮", "砲"), "宣布", "宣佈")
}

// englishVerbs are the verbs as written in English, for a suggestion
// when a player misspells one.
func englishVerbs() []string {
	var out []string
	for _, forms := range verbForms() {
		out = append(out, forms[0])
	}
	return out
}

// verbWord maps what a player may write first on a line to its verb.
func verbWord(w string) (string, bool) { return lookupForm(verbForms(), w) }

// keyword maps the other words to their canonical form ("" when w is
// none of them).
func keyword(w string) string {
	k, _ := lookupForm(keywordForms(), w)
	return k
}

// tokens splits a line into upper-case words: full-width forms become
// ASCII, Chinese and ASCII punctuation (but the slash of an approach)
// become spaces, and arrows become the word TO.
func tokens(line string) []string {
	var b strings.Builder
	for _, r := range i18n.Narrow(line) {
		switch r {
		case '→', '⇒':
			b.WriteString(" -> ")
			continue
		case ',', ';', '、', ':', '。', '(', ')', '\t', '.':
			r = ' '
		}
		b.WriteRune(r)
	}
	var out []string
	for _, w := range strings.Fields(b.String()) {
		if w == ">" || w == "=>" {
			w = "->"
		}
		out = append(out, strings.ToUpper(w))
	}
	return out
}

// segment cuts words that Chinese writers run together: a Han word
// against Latin letters or digits ("移動A03到MAR"), block ids written
// without a space ("A03A04"), and a run of Han characters that is a
// sequence of the plan's words and the map's area names ("到馬倫哥").
// A word that cannot be cut into known pieces is left whole, so the
// problem it causes names what the player wrote.
func segment(sc *Scenario, words []string) []string {
	var out []string
	for _, w := range words {
		for _, part := range runon.Cut(w, runon.Around('*')) {
			out = append(out, splitKnown(sc, part)...)
		}
	}
	return out
}

// splitKnown cuts ids run together (and the area keys after them:
// "F06FON"), and a run of Han characters into
// the fewest known words; anything else comes back whole.
func splitKnown(sc *Scenario, w string) []string {
	if _, ok := sc.Def(w); ok {
		return []string{w}
	}
	if l, r, ok := strings.Cut(w, "/"); ok && l != "" && r != "" {
		// An approach: the words before it end at its first area, the
		// words after it begin with its second.
		left, right := splitKnown(sc, l), splitKnown(sc, r)
		joined := left[len(left)-1] + "/" + right[0]
		return append(append(left[:len(left)-1:len(left)-1], joined), right[1:]...)
	}
	if len(w) > 3 && len(w)%3 == 0 {
		var ids []string
		for i := 0; i < len(w); i += 3 {
			_, id := sc.Def(w[i : i+3])
			_, area := sc.Area(w[i : i+3])
			if !id && !(area && i > 0) {
				ids = nil
				break
			}
			ids = append(ids, w[i:i+3])
		}
		if ids != nil {
			return ids
		}
	}
	return runon.SplitHan(w, func(piece string) bool { return known(sc, piece) })
}

// known reports whether w is a word of the plans or an area's name.
func known(sc *Scenario, w string) bool {
	if _, ok := verbWord(w); ok {
		return true
	}
	if keyword(w) != "" {
		return true
	}
	_, ok := sc.lookupArea(w)
	return ok
}

// wordText is a plan word as a player of each language writes it, for the
// messages that name one ("防堵 請寫 無、全部"): the English canonical word
// in English, the word of the Chinese tables in Chinese.
func wordText(w string) i18n.Text { return names().Of("word", w) }
