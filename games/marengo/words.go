package marengo

import (
	"strings"
)

// The plan language's words. Every verb and keyword has its English form,
// which is the canonical one, and Chinese forms in both scripts.

// verbWord maps what a player may write first on a line to its verb.
// None may be a judge command or one of its Chinese words (CLEAR, 清除,
// 認輸 …): the judge reads those lines itself.
func verbWord(w string) (string, bool) {
	switch w {
	case "ACTIVATE", "啟動", "启动", "激活":
		return "ACTIVATE", true
	case "FIRE", "開火", "开火", "執行砲擊", "执行炮击":
		return "FIRE", true
	case "CANCEL", "取消":
		return "CANCEL", true
	case "ATTACK", "攻擊", "攻击":
		return "ATTACK", true
	case "MOVE", "移動", "移动":
		return "MOVE", true
	case "ROAD", "道路", "沿路":
		return "ROAD", true
	case "ENTER", "登場", "登场", "增援":
		return "ENTER", true
	case "PONTOON", "浮橋", "浮桥":
		return "PONTOON", true
	case "BOMBARD", "砲擊", "炮击", "宣佈砲擊", "宣布炮击":
		return "BOMBARD", true
	case "ASK", "詢問", "询问":
		return "ASK", true
	case "CONCEDE", "投降":
		return "CONCEDE", true
	// Standing answers.
	case "BLOCK", "防堵":
		return "BLOCK", true
	case "COUNTERFIRE", "COUNTER", "反擊", "反击", "砲兵反擊", "炮兵反击":
		return "COUNTERFIRE", true
	case "FRONT", "第一線", "第一线":
		return "FRONT", true
	case "PURSUE", "PURSUIT", "追擊", "追击":
		return "PURSUE", true
	case "RETREAT", "撤退":
		return "RETREAT", true
	case "ADVANCE", "前進", "前进":
		return "ADVANCE", true
	case "HIT", "打擊", "打击":
		return "HIT", true
	case "LOSS", "LOSSES", "損失", "损失", "受損", "受损":
		return "LOSS", true
	case "FORGET", "刪除", "删除", "忘記", "忘记":
		return "FORGET", true
	}
	return "", false
}

// keyword maps the other words to their canonical form ("" when w is
// none of them).
func keyword(w string) string {
	switch w {
	case "TO", "->", "到", "至", "往":
		return "TO"
	case "LEAD", "LEADS", "主攻":
		return "LEAD"
	case "THEN", "然後", "然后", "接著", "接着":
		return "THEN"
	case "BLOCKED", "受阻":
		return "BLOCKED"
	case "COMMIT", "投入":
		return "COMMIT"
	case "BACK", "退回":
		return "BACK"
	case "SHOW", "亮出":
		return "SHOW"
	case "AT", "於", "于", "目標", "目标":
		return "AT"
	case "PURSUE", "追擊", "追击":
		return "PURSUE"
	case "NONE", "無", "无", "不":
		return "NONE"
	case "ALL", "全部", "所有":
		return "ALL"
	case "BEST", "最佳", "最好":
		return "BEST"
	case "YES", "是", "要":
		return "YES"
	case "NO", "否", "不要":
		return "NO"
	case "STRONGEST", "最強", "最强":
		return "STRONGEST"
	case "WEAKEST", "最弱":
		return "WEAKEST"
	case "ROOM", "空間", "空间", "最寬", "最宽":
		return "ROOM"
	}
	return ""
}

// tokens splits a line into upper-case words: full-width forms become
// ASCII, Chinese and ASCII punctuation (but the slash of an approach)
// become spaces, and arrows become the word TO.
func tokens(line string) []string {
	var b strings.Builder
	for _, r := range line {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			r -= 0xFEE0
		case r == 0x3000:
			r = ' '
		}
		switch r {
		case '→', '⇒':
			b.WriteString(" -> ")
			continue
		case ',', ';', '，', '、', '；', '：', ':', '。', '(', ')', '（', '）', '\t', '.':
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
