package command

import (
	"regexp"
	"strings"

	"adjutant/templates/i18n"
)

// usagePlaceholders are the words of a command's usage that stand for what
// the writer fills in ("LIST [game]"); a Chinese reader reads them in
// Chinese ("LIST [棋局]"). The words in capitals are typed as they stand
// and are not translated.
var usagePlaceholders = map[string][2]string{
	"game":      {"棋局", "棋局"},
	"password":  {"密碼", "密码"},
	"pw":        {"密碼", "密码"},
	"variant":   {"變體", "变体"},
	"seat":      {"一方", "一方"},
	"seats":     {"各方", "各方"},
	"address":   {"地址", "地址"},
	"addr":      {"地址", "地址"},
	"phase":     {"階段", "阶段"},
	"topic":     {"主題", "主题"},
	"command":   {"指令", "指令"},
	"duration":  {"時長", "时长"},
	"change":    {"修改", "修改"},
	"code":      {"代碼", "代码"},
	"from":      {"起", "起"},
	"to":        {"止", "止"},
	"lang":      {"語言", "语言"},
	"key":       {"選項", "选项"},
	"value":     {"值", "值"},
	"Area/City": {"地區/城市", "地区/城市"},
}

var usageWord = regexp.MustCompile(`Area/City|[a-z]+`)

// usageIn is a command's usage for a reader of lang.
func usageIn(usage string, lang i18n.Lang) string {
	if lang == i18n.English {
		return usage
	}
	return usageWord.ReplaceAllStringFunc(usage, func(w string) string {
		zh, ok := usagePlaceholders[w]
		if !ok {
			return w
		}
		if lang == i18n.SimplifiedChinese {
			return zh[1]
		}
		return zh[0]
	})
}

// padTo pads s with spaces to width columns, as Chinese characters count.
func padTo(s string, width int) string {
	if n := i18n.Width(s); n < width {
		return s + strings.Repeat(" ", width-n)
	}
	return s
}
