package vocab

import "strings"

// Keywords maps every word a player may write, English or Chinese, to its
// canonical English keyword.
func Keywords() map[string]string {
	m := map[string]string{}
	for _, forms := range Words() {
		for _, w := range forms {
			m[strings.ToUpper(w)] = forms[0]
		}
	}
	return m
}

// Words lists each canonical English keyword with the words read as it:
// the rulebook's Chinese first, then those players write for the same
// thing (潰逃 for 潰退, 開火 for 射擊), in both scripts. Left out as two
// orders' words: 突擊移動 (AM, or ADVANCE, which the rulebook calls 突擊),
// 撤退 (ROUT is not a withdrawal a player chooses).
func Words() [][]string {
	var out [][]string
	add := func(canon string, words ...string) {
		out = append(out, append([]string{canon}, words...))
	}
	add("RALLY", "回復", "回复", "重整", "恢復", "恢复")
	add("NONE", "無", "无", "不")
	add("NORALLY", "不回復", "不回复")
	add("KEEPDM", "保留DM", "保留絕望", "保留绝望")
	add("NOREPAIR", "不修理", "不修復", "不修复")
	add("TRANSFER", "轉交", "转交", "移交")
	add("TO", "給", "给")
	add("APH", "突擊階段", "突击阶段", "突撃階段")
	add("DESTROY", "毀滅", "毁灭", "銷毀", "销毁", "摧毀", "摧毁")
	add("PREP", "準備射擊", "准备射击", "預備射擊", "预备射击")
	add("AT", "向", "對", "对", "於", "于", "在")
	add("MOVE", "移動", "移动")
	add("DT", "急速步", "急速")
	add("AM", "警戒移動", "警戒移动", "警戒")
	add("AFIRE", "前進射擊", "前进射击", "行進間射擊", "行进间射击")
	add("ROUT", "潰退", "溃退", "潰逃", "溃逃")
	add("CRAWL", "低爬行", "爬行", "匍匐")
	add("ADVANCE", "突擊", "突击", "突撃", "前進", "前进", "推進", "推进")
	add("CC", "肉搏", "肉搏戰", "肉搏战", "近戰", "近战", "白刃戰", "白刃战")
	add("FIRE", "射擊", "射击", "開火", "开火")
	add("ANY", "任何", "任意")
	add("WITHIN", "範圍", "范围", "距離", "距离")
	add("MIN", "最少", "最低")
	add("MAXDRM", "最高修正")
	add("TARGET", "目標", "目标")
	add("MMC", "部隊", "部队")
	add("SQUAD", "班")
	add("LEADER", "長官", "长官")
	add("SFF", "隨後射擊", "随后射击", "隨後", "随后")
	add("FPF", "緊急防禦射擊", "紧急防御射击", "緊急射擊", "紧急射击")
	add("NOROF", "不連射", "不连射", "放棄連射", "放弃连射", "不連環射擊", "不连环射击")
	add("FIRST", "臨機", "临机", "只臨機", "只临机")
	add("FINAL", "最終", "最终", "只最終", "只最终")
	add("ASK", "詢問", "询问", "問", "问")
	add("NOFIRE", "不射擊", "不射击", "停火", "不開火", "不开火")
	add("LOS", "視線", "视线")
	add("PASS", "略過", "略过", "完成", "跳過", "跳过")
	add("SMOKE", "煙幕", "烟幕")
	add("DC", "炸藥", "炸药", "炸藥包", "炸药包")
	add("DROP", "放下")
	add("RECOVER", "收回")
	add("LEAVE", "留下", "分開", "分开", "脫隊", "脱队")
	return out
}
