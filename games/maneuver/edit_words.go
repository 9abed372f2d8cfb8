package maneuver

import "adjutant/games/kit/checked"

// editWords are the Chinese words of a master's edits, in both scripts,
// by their canonical English form, the seats' names among them.
var editWords = map[string]string{
	"單位": "UNIT", "单位": "UNIT", "部隊": "UNIT", "部队": "UNIT",
	"受損": "DAMAGE", "受损": "DAMAGE", "損傷": "DAMAGE", "损伤": "DAMAGE",
	"滿編": "FULL", "满编": "FULL", "完整": "FULL",
	"戰壕": "REDOUBT", "战壕": "REDOUBT",
	"消滅": "GONE", "消灭": "GONE", "移除": "GONE", "殲滅": "GONE", "歼灭": "GONE", // the reports say 被殲滅
	"開": "ON", "开": "ON", "有": "ON",
	"關": "OFF", "关": "OFF", "無": "OFF", "无": "OFF", "拆除": "OFF",
	"藍方": "Blue", "蓝方": "Blue", "藍": "Blue", "蓝": "Blue",
	"紅方": "Red", "红方": "Red", "紅": "Red", "红": "Red",
}

// editTokens are an edit line's words, the Chinese ones in their
// canonical English form.
func editTokens(line string) []string {
	return checked.Canonical(tokens(line), editWords)
}
