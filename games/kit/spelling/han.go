package spelling

import (
	"strings"
	"unicode"

	"adjutant/templates/i18n"
)

// A player who writes Chinese slips differently from one who types
// English: not a letter out of place but a neighbouring word (進場 for
// 登場), a word of the other script (进场 where only 進場 is read), or a
// word typed half in each script when the input method switched midway.
// ClosestHan finds what such a word was most likely meant as.

// Guess is the order word a "did you mean" offers for a Chinese word: its
// English canonical form and the Chinese form nearest what was written.
type Guess struct{ Canon, Form string }

// Text is the guess as a reply writes it: "ENTER (登場)" in English,
// "登場（ENTER）" in Chinese, so that a player of either language can copy
// the word they read.
func (g Guess) Text() i18n.Text {
	if g.Form == "" || strings.EqualFold(g.Form, g.Canon) {
		return i18n.Plain(g.Canon)
	}
	return i18n.Text{EN: g.Canon + " (" + g.Form + ")", Hant: g.Form + "（" + g.Canon + "）", Hans: g.Form + "（" + g.Canon + "）"}
}

// TextIn is Text with the Chinese form in each reader's script: a reply
// in Simplified offers the Simplified form of the word guessed, one in
// Traditional the Traditional form, whichever script the mistyped word
// was in (恢複 is Traditional-looking, but a Simplified reader is offered
// 恢复). orders is the list the guess was made from; a script with no
// form of its own keeps the form guessed.
func (g Guess) TextIn(orders [][]string) i18n.Text {
	t := g.Text()
	if g.Form == "" || strings.EqualFold(g.Form, g.Canon) {
		return t
	}
	hant, hans := g.Form, g.Form
	for _, forms := range orders {
		if forms[0] != g.Canon {
			continue
		}
		for _, f := range forms[1:] {
			if !hasHan(f) || Simplified(f) != Simplified(g.Form) {
				continue
			}
			if scriptOf(hans) == 'T' && scriptOf(f) == 'S' {
				hans = f
			}
			if scriptOf(hant) == 'S' && scriptOf(f) == 'T' {
				hant = f
			}
		}
	}
	t.Hant = hant + "（" + g.Canon + "）"
	t.Hans = hans + "（" + g.Canon + "）"
	return t
}

// hasHan reports whether w holds a Chinese character.
func hasHan(w string) bool { return strings.ContainsFunc(w, isHan) }

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// ClosestHan returns the order word a Chinese word the engine does not
// read was most likely meant as. orders lists each order word with every
// form it is read in, its English canonical form first (ENTER, 登場,
// 登场). Both are compared in Simplified characters: a form of the other
// script, or of a mix of both, is the order it spells. Otherwise the
// order whose forms hold more of word's characters than any other's is
// the guess (登台 points to 登場, 移往 to 移動, 齐射击 to 齊射), when word
// is at most two slips from that order's nearest form. Two orders that
// hold as many (进攻 in a game with 進場 and 攻擊) leave no guess: like
// Closest, it offers one order or none, never a guess between two.
func ClosestHan(word string, orders [][]string) (Guess, bool) {
	return ClosestHanIn(word, "", orders)
}

// ClosestHanIn is ClosestHan for a word written in context (the rest of
// the order): when the word's own characters are the same in both
// scripts (攻打), the form offered is in the script of the context, so
// that "陸軍巴黎 攻打" is offered 攻擊 and "陆军巴黎 攻打" 攻击.
func ClosestHanIn(word, context string, orders [][]string) (Guess, bool) {
	if !hasHan(word) {
		return Guess{}, false
	}
	for _, forms := range orders {
		for _, f := range forms {
			if f == word {
				return Guess{}, false // written right: nothing to suggest
			}
		}
	}
	w := Simplified(word)
	owners := map[rune]map[string]bool{} // a character: the orders whose forms hold it
	for _, forms := range orders {
		for _, f := range forms[1:] {
			if Simplified(f) == w {
				return Guess{Canon: forms[0], Form: f}, true
			}
			for _, r := range Simplified(f) {
				if isHan(r) && strings.ContainsRune(w, r) {
					if owners[r] == nil {
						owners[r] = map[string]bool{}
					}
					owners[r][forms[0]] = true
				}
			}
		}
	}
	// score: how many of word's characters an order's forms hold. The
	// guess must hold more than any other order: 攻打 points to no verb
	// where 攻 is in 突擊 and 佯攻 and 打 in 打出.
	score := map[string]int{}
	for _, r := range w {
		for canon := range owners[r] {
			score[canon]++
		}
	}
	var g Guess
	best, tie := 0, false
	for _, forms := range orders { // in the engine's order: the answer does not hang on a map's
		n := score[forms[0]]
		switch {
		case n == 0 || forms[0] == g.Canon:
		case n > best:
			g, best, tie = Guess{Canon: forms[0]}, n, false
		case n == best:
			tie = true
		}
	}
	if best == 0 || tie {
		return Guess{}, false
	}
	form, d := nearestForm(word, context, orders, g.Canon)
	if d > 2 {
		return Guess{}, false
	}
	g.Form = form
	return g, true
}

// nearestForm is the Chinese form of canon nearest word, and how many
// slips away it is in Simplified characters; of two as near, the one
// nearer as written, then the one in word's script, or else context's
// (攻击 for 进攻); the first listed when word's characters are both
// scripts' (移動 for 移往).
func nearestForm(word, context string, orders [][]string, canon string) (string, int) {
	w := Simplified(word)
	// other counts what sets a form apart from word: slips as written,
	// then a script other than word's, or, when word shows none, a form
	// of the script the context is not in.
	script, ctx := scriptOf(word), rune(0)
	if script == 0 {
		ctx = scriptOf(context)
	}
	other := func(f string) int {
		n := 2 * Distance(word, f)
		if script != 0 && scriptOf(f) != script {
			n++
		}
		if fs := scriptOf(f); ctx != 0 && fs != 0 && fs != ctx {
			n++
		}
		return n
	}
	form, d, raw := "", -1, 0
	for _, forms := range orders {
		if forms[0] != canon {
			continue
		}
		for _, f := range forms[1:] {
			if !hasHan(f) {
				continue
			}
			fd, fr := Distance(w, Simplified(f)), other(f)
			if d < 0 || fd < d || fd == d && fr < raw {
				form, d, raw = f, fd, fr
			}
		}
	}
	return form, d
}

// scriptOf tells the script of w by the characters the table knows: 'T'
// for Traditional (or a mix), 'S' for Simplified, 0 when it has none that
// differ.
func scriptOf(w string) rune {
	s := rune(0)
	for _, r := range w {
		if _, ok := simplifiedOf[r]; ok {
			return 'T'
		}
		if simplifiedOnly(r) {
			s = 'S'
		}
	}
	return s
}

func simplifiedOnly(r rune) bool {
	for t, s := range simplifiedOf {
		if s == r && t != r {
			return true
		}
	}
	return false
}

// Simplified writes the Traditional characters of w that the games'
// order words use in their Simplified forms, and the gun's 砲 as 炮, so
// that a word in either script, or a mix of both, compares with the other.
func Simplified(w string) string {
	return strings.Map(func(r rune) rune {
		if s, ok := simplifiedOf[r]; ok {
			return s
		}
		return r
	}, w)
}

// simplifiedOf maps a Traditional character of the order words (and of
// the words players write for them) to its Simplified form.
var simplifiedOf = map[rune]rune{
	'佈': '布', '來': '来', '個': '个', '們': '们', '倫': '伦', '側': '侧', '偵': '侦', '備': '备', '傳': '传',
	'傷': '伤', '兩': '两', '刪': '删', '則': '则', '劃': '划', '劍': '剑', '動': '动', '勝': '胜', '區': '区',
	'協': '协', '卻': '却', '員': '员', '問': '问', '啟': '启', '嗎': '吗', '國': '国', '圍': '围', '圖': '图',
	'團': '团', '執': '执', '報': '报', '場': '场', '塊': '块', '壘': '垒', '壞': '坏', '奧': '奥', '實': '实',
	'寫': '写', '寬': '宽', '將': '将', '對': '对', '導': '导', '師': '师', '帶': '带', '幫': '帮', '廢': '废',
	'廣': '广', '張': '张', '強': '强', '彈': '弹', '後': '后', '從': '从', '復': '复', '應': '应', '戰': '战',
	'戲': '戏', '換': '换', '揮': '挥', '損': '损', '撐': '撑', '撥': '拨', '擇': '择', '擊': '击', '擋': '挡',
	'據': '据', '擲': '掷', '擴': '扩', '擾': '扰', '攔': '拦', '敗': '败', '斷': '断', '時': '时', '會': '会',
	'東': '东', '棄': '弃', '槍': '枪', '標': '标', '樣': '样', '橋': '桥', '機': '机', '權': '权', '歷': '历',
	'歸': '归', '殘': '残', '殲': '歼', '沒': '没', '測': '测', '準': '准', '滅': '灭', '潰': '溃', '為': '为',
	'無': '无', '煙': '烟', '營': '营', '爲': '为', '現': '现', '環': '环', '畫': '画', '當': '当', '發': '发',
	'盤': '盘', '砲': '炮', '確': '确', '礮': '炮', '禦': '御', '範': '范', '築': '筑', '終': '终', '組': '组',
	'結': '结', '絕': '绝', '給': '给', '經': '经', '緊': '紧', '線': '线', '編': '编', '縮': '缩', '總': '总',
	'續': '续', '羅': '罗', '義': '义', '聽': '听', '脫': '脱', '臨': '临', '與': '与', '舊': '旧', '艦': '舰',
	'藥': '药', '蘭': '兰', '處': '处', '號': '号', '術': '术', '衛': '卫', '衝': '冲', '撃': '击', '趕': '赶', '裏': '里', '補': '补',
	'裝': '装', '裡': '里', '襲': '袭', '見': '见', '視': '视', '覺': '觉', '觀': '观', '計': '计', '記': '记',
	'設': '设', '詢': '询', '該': '该', '認': '认', '誤': '误', '說': '说', '調': '调', '請': '请', '諜': '谍',
	'護': '护', '變': '变', '讓': '让', '負': '负', '賽': '赛', '贏': '赢', '車': '车', '軍': '军', '輛': '辆',
	'輪': '轮', '輸': '输', '轉': '转', '辦': '办', '這': '这', '連': '连', '進': '进', '遊': '游', '運': '运',
	'過': '过', '遞': '递', '遠': '远', '選': '选', '邊': '边', '釋': '释', '鉄': '铁', '銷': '销', '鋒': '锋',
	'錯': '错', '鎖': '锁', '鐵': '铁', '長': '长', '門': '门', '閃': '闪', '開': '开', '間': '间', '關': '关',
	'陣': '阵', '陸': '陆', '陽': '阳', '隊': '队', '隨': '随', '隱': '隐', '離': '离', '靜': '静', '須': '须',
	'領': '领', '頭': '头', '馬': '马', '駐': '驻', '驅': '驱', '體': '体', '鬥': '斗', '麼': '么', '點': '点',
	'齊': '齐',
}
