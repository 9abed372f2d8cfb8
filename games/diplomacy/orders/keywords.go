package orders

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// keyword is a word of the order language that is not a place.
type keyword uint8

const (
	kwNone      keyword = iota
	kwArmy              // A, army, 陸軍
	kwFleet             // F, fleet, 艦隊
	kwMove              // -, ->, to, m, move, 移動
	kwSupport           // S, supports, 支援
	kwConvoy            // C, convoys, 護航
	kwHold              // H, holds, 留守
	kwVia               // via, by (before "convoy")
	kwViaConvoy         // 經護航, 循水路: "via convoy" in one word
	kwRetreat           // retreat, 撤退
	kwR                 // R: remove when it starts the order, retreat after a unit
	kwDisband           // D, disband, 復員
	kwRemove            // remove
	kwBuild             // B, build, 成軍, 動員
	kwWaive             // waive, 放棄
	kwFiller            // words that carry nothing: "in", "at", "an", "the"
)

// englishKeywords maps a lower-case English word to its keyword.
var englishKeywords = map[string]keyword{
	"a": kwArmy, "army": kwArmy, "armies": kwArmy,
	"f": kwFleet, "fleet": kwFleet, "fleets": kwFleet,
	"m": kwMove, "mv": kwMove, "move": kwMove, "moves": kwMove, "to": kwMove, "into": kwMove, "moving": kwMove,
	"attack": kwMove, "attacks": kwMove,
	"s": kwSupport, "sup": kwSupport, "supp": kwSupport, "support": kwSupport, "supports": kwSupport, "supporting": kwSupport,
	"c": kwConvoy, "convoy": kwConvoy, "convoys": kwConvoy, "convoying": kwConvoy,
	"h": kwHold, "hold": kwHold, "holds": kwHold, "holding": kwHold, "stand": kwHold, "stands": kwHold,
	"via": kwVia, "by": kwVia,
	"retreat": kwRetreat, "retreats": kwRetreat,
	"r": kwR,
	"d": kwDisband, "disband": kwDisband, "disbands": kwDisband,
	"remove": kwRemove, "removes": kwRemove,
	"b": kwBuild, "build": kwBuild, "builds": kwBuild,
	"waive": kwWaive, "waives": kwWaive, "waived": kwWaive,
	"in": kwFiller, "at": kwFiller, "an": kwFiller, "the": kwFiller, "from": kwFiller, "of": kwFiller,
}

// chineseKeywords are found inside runs of Han characters, where players
// often write no spaces at all ("陸軍巴黎移動布根第"). The words are the
// rulebook's own (3.2–3.5, 2.5.7, 2.6.4) in both scripts, plus a few that
// players use for the same thing. None may hide inside a place's name:
// the words are cut out of a run of Han characters before the places.
var chineseKeywords = map[string]keyword{
	"陸軍": kwArmy, "陆军": kwArmy,
	"艦隊": kwFleet, "舰队": kwFleet,
	"移動": kwMove, "移动": kwMove, "攻擊": kwMove, "攻击": kwMove, "進攻": kwMove, "进攻": kwMove, "進軍": kwMove, "进军": kwMove,
	"支援": kwSupport, "支持": kwSupport, "協助": kwSupport, "协助": kwSupport, "援助": kwSupport,
	"護航": kwConvoy, "护航": kwConvoy, "運送": kwConvoy, "运送": kwConvoy, "運輸": kwConvoy, "运输": kwConvoy,
	"海運": kwConvoy, "海运": kwConvoy,
	"留守": kwHold, "駐守": kwHold, "驻守": kwHold, "防守": kwHold, "堅守": kwHold, "坚守": kwHold,
	"守住": kwHold, "待命": kwHold,
	"經護航": kwViaConvoy, "经护航": kwViaConvoy, "經由護航": kwViaConvoy, "经由护航": kwViaConvoy,
	"循水路": kwViaConvoy,
	"撤退":  kwRetreat,
	"復員":  kwDisband, "复员": kwDisband, "解散": kwDisband, "遣散": kwDisband,
	"移除": kwRemove,
	"成軍": kwBuild, "成军": kwBuild, "動員": kwBuild, "动员": kwBuild, "建立": kwBuild,
	"建造": kwBuild, "新建": kwBuild, "組建": kwBuild, "组建": kwBuild,
	"放棄": kwWaive, "放弃": kwWaive,
	// More ways of saying "moves to", "retreats to" and "holds".
	"移至": kwMove, "移到": kwMove, "移往": kwMove, "移動到": kwMove, "移动到": kwMove, "前往": kwMove, "進入": kwMove, "进入": kwMove,
	"退卻": kwRetreat, "退却": kwRetreat, "撤離": kwRetreat, "撤离": kwRetreat,
	"撤至": kwRetreat, "撤到": kwRetreat, "退至": kwRetreat, "退到": kwRetreat, "撤退至": kwRetreat, "撤退到": kwRetreat,
	"不動": kwHold, "不动": kwHold, "固守": kwHold,
}

// simplifiedOf folds the Traditional characters of the order words into
// their Simplified forms, so that a word typed half in one script and half
// in the other (陸军, 艦队: an input method switched midway) is still read.
var simplifiedOf = map[rune]rune{
	'陸': '陆', '軍': '军', '艦': '舰', '隊': '队', '動': '动', '擊': '击', '進': '进', '護': '护',
	'運': '运', '駐': '驻', '經': '经', '復': '复', '員': '员', '棄': '弃', '組': '组',
	'協': '协', '輸': '输', '堅': '坚', '卻': '却', '離': '离',
}

// foldedKeywords are chineseKeywords by their folded form.
var foldedKeywords = func() map[string]keyword {
	m := map[string]keyword{}
	for w, kw := range chineseKeywords {
		m[foldScript([]rune(w))] = kw
	}
	return m
}()

func foldScript(rs []rune) string {
	out := make([]rune, len(rs))
	for i, r := range rs {
		if s, ok := simplifiedOf[r]; ok {
			r = s
		}
		out[i] = r
	}
	return string(out)
}

// chineseKeyword reads rs as an order word, in either script or a mix.
func chineseKeyword(rs []rune) (keyword, bool) {
	if kw, ok := chineseKeywords[string(rs)]; ok {
		return kw, true
	}
	kw, ok := foldedKeywords[foldScript(rs)]
	return kw, ok
}

// chineseCoasts name a coast of a split-coast province.
var chineseCoasts = map[string]dip.Coast{
	"北岸": dip.NorthCoast, "北海岸": dip.NorthCoast,
	"南岸": dip.SouthCoast, "南海岸": dip.SouthCoast,
	"東岸": dip.EastCoast, "东岸": dip.EastCoast, "東海岸": dip.EastCoast, "东海岸": dip.EastCoast,
}

// englishCoasts are the written forms of a coast after "/", in brackets, or
// standing alone after the province.
var englishCoasts = map[string]dip.Coast{
	"nc": dip.NorthCoast, "n": dip.NorthCoast, "north": dip.NorthCoast, "n.c.": dip.NorthCoast, "nc.": dip.NorthCoast,
	"sc": dip.SouthCoast, "s": dip.SouthCoast, "south": dip.SouthCoast, "s.c.": dip.SouthCoast, "sc.": dip.SouthCoast,
	"ec": dip.EastCoast, "e": dip.EastCoast, "east": dip.EastCoast, "e.c.": dip.EastCoast, "ec.": dip.EastCoast,
}

// powerWords name a power. Three-letter abbreviations are accepted only in
// a "Power:" prefix, where they cannot be a province ("Eng" is the English
// Channel elsewhere).
var powerWords = map[string]dip.Power{
	"austria": dip.Austria, "austrian": dip.Austria, "austria-hungary": dip.Austria, "austro-hungarian": dip.Austria,
	"england": dip.England, "english": dip.England, "britain": dip.England, "british": dip.England,
	"france": dip.France, "french": dip.France,
	"germany": dip.Germany, "german": dip.Germany,
	"italy": dip.Italy, "italian": dip.Italy,
	"russia": dip.Russia, "russian": dip.Russia,
	"turkey": dip.Turkey, "turkish": dip.Turkey,
	"奧匈帝國": dip.Austria, "奥匈帝国": dip.Austria, "奧匈": dip.Austria, "奥匈": dip.Austria,
	"奧地利": dip.Austria, "奥地利": dip.Austria, "奧國": dip.Austria, "奥国": dip.Austria,
	"英國": dip.England, "英国": dip.England, "英格蘭": dip.England, "英格兰": dip.England,
	"法國": dip.France, "法国": dip.France,
	"德國": dip.Germany, "德国": dip.Germany,
	"意大利": dip.Italy, "義大利": dip.Italy, "义大利": dip.Italy,
	"俄羅斯": dip.Russia, "俄罗斯": dip.Russia, "俄國": dip.Russia, "俄国": dip.Russia,
	"土耳其": dip.Turkey,
}

// PowerNames lists every name the orders read as power p ("austria-hungary",
// "奧匈"), sorted, for SIGNON and a join's preferences to accept as well.
func PowerNames(p dip.Power) []string {
	var out []string
	for w, q := range powerWords {
		if q == p {
			out = append(out, w)
		}
	}
	sort.Strings(out)
	return out
}

// prefixPowerWords are accepted only before a colon.
var prefixPowerWords = map[string]dip.Power{
	"aus": dip.Austria, "eng": dip.England, "fra": dip.France, "fre": dip.France,
	"ger": dip.Germany, "ita": dip.Italy, "rus": dip.Russia, "tur": dip.Turkey,
}

// longestChineseWord bounds the substring search inside a run of Han
// characters; it is the length in runes of the longest key above.
const longestChineseWord = 4

// verbWords lists the order words with their Chinese forms, the
// rulebook's first, for a "did you mean" on a Chinese word that is none
// of them ("守住" for 留守).
func verbWords() [][]string {
	var out [][]string
	for _, v := range []struct {
		kw             keyword
		en, hant, hans string
	}{
		{kwMove, "MOVE", "移動", "移动"}, {kwSupport, "SUPPORT", "支援", "支援"}, {kwConvoy, "CONVOY", "護航", "护航"},
		{kwHold, "HOLD", "留守", "留守"}, {kwRetreat, "RETREAT", "撤退", "撤退"}, {kwDisband, "DISBAND", "復員", "复员"},
		{kwBuild, "BUILD", "成軍", "成军"}, {kwRemove, "REMOVE", "移除", "移除"}, {kwWaive, "WAIVE", "放棄", "放弃"},
	} {
		var more []string
		for w, kw := range chineseKeywords {
			if kw == v.kw && w != v.hant && w != v.hans {
				more = append(more, w)
			}
		}
		sort.Strings(more)
		out = append(out, append([]string{v.en, v.hant, v.hans}, more...))
	}
	return out
}
