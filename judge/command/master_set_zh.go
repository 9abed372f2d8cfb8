package command

import (
	"strings"
	"time"
	"unicode/utf8"

	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/templates/i18n"
)

// The Chinese a master writes in SET, EXTEND and the like, read as the
// English the settings take: 設定 新聞 無 is SET press none, 延長 1天 is
// EXTEND 1d. The master's own settings (語言, 時區, 密碼) stay the
// master's own (account.go); the game's language and zone have their own
// words (棋局語言, 棋局時區).

// masterSetWords are the Chinese keys of a game's settings, in both
// scripts, by the key they stand for.
var masterSetWords = map[string]string{
	"期限": "deadline", "截止": "deadline", "截止時間": "deadline", "截止时间": "deadline",
	"新聞": "press", "新闻": "press", "通訊": "press", "通讯": "press",
	"寬限": "grace", "宽限": "grace", "寬限期": "grace", "宽限期": "grace",
	"提醒": "reminder",
	"缺交": "nmr", "未交命令": "nmr",
	"缺交上限": "nmr_limit",
	"棋局語言": "lang", "棋局语言": "lang",
	"結算時刻": "at", "结算时刻": "at", "時刻": "at", "时刻": "at",
	"棋局時區": "zone", "棋局时区": "zone",
	"圖片": "pictures", "图片": "pictures",
}

// masterSetValues are the Chinese values of the settings with words for
// values, by setting.
var masterSetValues = map[string]map[string]string{
	"press": {"無": "none", "无": "none", "不": "none", "白": "white", "白色": "white", "公開": "white", "公开": "white",
		"灰": "grey", "灰色": "grey", "匿名": "grey", "廣播": "broadcast", "广播": "broadcast"},
	"nmr":      {"內亂": "disorder", "内乱": "disorder", "棄權": "abandon", "弃权": "abandon", "放棄": "abandon", "放弃": "abandon"},
	"pictures": {"開": "on", "开": "on", "要": "on", "關": "off", "关": "off", "不要": "off"},
	"at":       {"無": "none", "无": "none"},
	// No reminder and no grace are 0: 設定 提醒 無.
	"reminder": {"無": "0", "无": "0", "不": "0", "不要": "0", "關": "0", "关": "0", "零": "0"},
	"grace":    {"無": "0", "无": "0", "不": "0", "不要": "0", "零": "0"},
}

// chineseSetKey is the setting key a Chinese word names: one of
// masterSetWords, or a phase class by its Chinese name with or without its
// 期 or 階段, or its first or last characters ("行動期", "行動", "攻擊階段", "指揮", "回合"). Any other key is returned as it is.
func chineseSetKey(key string, classes []games.PhaseClass) string {
	if k, ok := masterSetWords[key]; ok {
		return k
	}
	// 佈 is how many Traditional writers write the 布 of 布置 (set up).
	if v := strings.ReplaceAll(key, "佈", "布"); v != key {
		if k := chineseSetKey(v, classes); k != v {
			return k
		}
	}
	for _, c := range classes {
		for _, n := range []string{c.Name.Hant, c.Name.Hans} {
			if n == "" {
				continue
			}
			// Two characters or more that begin or end the name: 指揮
			// for 指揮及組織階段, 回合 for 玩家回合.
			if key == n || key == trimPhaseSuffix(n) || (utf8.RuneCountInString(key) >= 2 && !isASCII(key) && (strings.HasPrefix(n, key) || strings.HasSuffix(n, key))) {
				return c.Key
			}
		}
	}
	return key
}

func trimPhaseSuffix(name string) string {
	for _, suffix := range []string{"階段", "阶段", "期"} {
		if s, ok := strings.CutSuffix(name, suffix); ok && s != "" {
			return s
		}
	}
	return name
}

// chineseSetValue is a setting's value with its Chinese words read:
// 無 for press none, 12小時 for 12h.
func chineseSetValue(key string, words []string) []string {
	if key == "at" && len(words) > 0 {
		// 結算時刻 晚上8點 or 20點, as the hour is said aloud.
		if t, ok := readChineseWhen("今天"+i18n.Narrow(strings.Join(words, "")), time.Time{}); ok {
			return []string{t.Format("15:04")}
		}
	}
	if key == "zone" && len(words) == 1 {
		return []string{play.ZoneNamed(words[0])} // 棋局時區 台北
	}
	if len(words) == 1 {
		if v, ok := masterSetValues[key][words[0]]; ok {
			return []string{v}
		}
	}
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = play.ChineseUnits(w)
	}
	return out
}

// settingNamesZh are the Chinese names settingHelp gives the judge's
// settings, Traditional then Simplified; each is one of masterSetWords.
var settingNamesZh = map[string][2]string{
	"deadline": {"期限", "期限"}, "press": {"新聞", "新闻"}, "grace": {"寬限", "宽限"},
	"reminder": {"提醒", "提醒"}, "nmr": {"缺交", "缺交"}, "nmr_limit": {"缺交上限", "缺交上限"},
	"lang": {"棋局語言", "棋局语言"}, "at": {"結算時刻", "结算时刻"}, "zone": {"棋局時區", "棋局时区"},
	"pictures": {"圖片", "图片"},
}

// settingNameZh is key with its Chinese name after it, "press（新聞）", in
// script 0 (Traditional) or 1 (Simplified).
func settingNameZh(key string, classes []games.PhaseClass, script int) string {
	if n, ok := settingNamesZh[key]; ok {
		return key + "（" + n[script] + "）"
	}
	for _, c := range classes {
		if c.Key == key {
			return key + "（" + []string{c.Name.Hant, c.Name.Hans}[script] + "）"
		}
	}
	return key
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
