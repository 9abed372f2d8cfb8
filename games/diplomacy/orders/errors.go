package orders

import (
	"embed"
	"fmt"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds the words of order errors (names.toml).
//
//go:embed names.toml
var files embed.FS

// words are the names in files, read once.
var words = shipped.NamesIn(files)

// word is the text under key in table of names.toml. The engine's test
// TestEveryWordIsNamed checks that each word the Go asks for is there.
func word(table, key string) i18n.Text { return words().Of(table, key) }

// ParseError is why a line could not be read as an order. Msg says what is
// wrong in the player's language; Suggestion, when not empty, is the text
// the player most likely meant: a province abbreviation such as "bur", a
// coast such as "stp/nc", or a whole order such as "A Lon - Nth".
type ParseError struct {
	Msg        i18n.Text
	Suggestion string
	// unit and rest are, for a unit followed by no order word, the unit
	// and the words after it, so that Parse can name the words of a
	// retreat or adjustment phase instead (errNoVerbRetreat,
	// errNoVerbAdjust).
	unit, rest string
}

func (e *ParseError) Error() string { return e.Msg.EN }

// placeNames is how a province is called in each language.
func placeNames(names *dipmap.Names, p dip.Province) i18n.Text { return render.PlaceName(names, p) }

// abbrev is the short English form players write, "Par" or "StP".
func abbrev(p dip.Province) string { return render.Abbrev(p) }

// listOf joins texts: "Norway or North Sea" / "挪威或北海".
func listOf(ts []i18n.Text) i18n.Text {
	var out i18n.Text
	for i, t := range ts {
		switch {
		case i == 0:
		case i == len(ts)-1:
			out.EN += " or "
			out.Hant += "或"
			out.Hans += "或"
		default:
			out.EN += ", "
			out.Hant += "、"
			out.Hans += "、"
		}
		out.EN += t.EN
		out.Hant += t.Hant
		out.Hans += t.Hans
	}
	return out
}

func unknownPlace(names *dipmap.Names, written string, e *dipmap.UnknownError) *ParseError {
	if e == nil || len(e.Suggestions) == 0 {
		return &ParseError{Msg: i18n.T("there is no province called “%s”", "沒有名為「%s」的區域", "没有名为“%s”的区域", i18n.Plain(written))}
	}
	alts := make([]i18n.Text, len(e.Suggestions))
	for i, p := range e.Suggestions {
		alts[i] = withAbbrev(names, p)
	}
	return &ParseError{
		Msg: i18n.T("there is no province called “%s”; did you mean %s?", "沒有名為「%s」的區域；是否指%s？", "没有名为“%s”的区域；是否指%s？",
			i18n.Plain(written), listOf(alts)),
		Suggestion: string(e.Suggestions[0]),
	}
}

// withAbbrev is "Paris (Par)" / "巴黎（Par）".
func withAbbrev(names *dipmap.Names, p dip.Province) i18n.Text {
	n := placeNames(names, p)
	a := abbrev(p)
	return i18n.Text{EN: n.EN + " (" + a + ")", Hant: n.Hant + "（" + a + "）", Hans: n.Hans + "（" + a + "）"}
}

func ambiguousPlace(names *dipmap.Names, written string, e *dipmap.AmbiguousError) *ParseError {
	alts := make([]i18n.Text, len(e.Candidates))
	for i, p := range e.Candidates {
		alts[i] = withAbbrev(names, p)
	}
	return &ParseError{Msg: i18n.T("“%s” could be %s; write more of the name", "「%s」可指%s，請寫出較完整的名稱", "“%s”可指%s，请写出较完整的名称",
		i18n.Plain(written), listOf(alts))}
}

func badCoast(names *dipmap.Names, written string, e *dipmap.CoastError) *ParseError {
	n := placeNames(names, e.Prov)
	if len(e.Valid) == 0 {
		return &ParseError{Msg: i18n.T("%s has no named coasts", "%s沒有分岸", "%s没有分岸", n)}
	}
	forms := make([]string, len(e.Valid))
	for i, c := range e.Valid {
		forms[i] = string(e.Prov) + "/" + string(c)
	}
	say := i18n.Plain(strings.Join(forms, " or "))
	sayZh := i18n.Plain(strings.Join(forms, " 或 "))
	return &ParseError{
		Msg: i18n.Text{
			EN:   fmt.Sprintf("“%s” is not a coast of %s: say %s", written, n.EN, say.EN),
			Hant: fmt.Sprintf("「%s」不是%s的海岸：請寫 %s", written, n.Hant, sayZh.Hant),
			Hans: fmt.Sprintf("“%s”不是%s的海岸：请写 %s", written, n.Hans, sayZh.Hans),
		},
		Suggestion: forms[0],
	}
}

// Messages for order text that does not follow the grammar. The argument
// of each is the words as the player wrote them.
func errEmpty() *ParseError {
	return &ParseError{Msg: i18n.T("the line is empty", "這一行是空的", "这一行是空的")}
}

// expected builds "expected X after “Y”" with the words in the right place
// for each language.
func expected(what i18n.Text, after string) *ParseError {
	if after == "" {
		return &ParseError{Msg: i18n.T("expected %s", "缺少%s", "缺少%s", what)}
	}
	return &ParseError{Msg: i18n.Text{
		EN:   fmt.Sprintf("expected %s after “%s”", what.EN, after),
		Hant: fmt.Sprintf("「%s」之後缺少%s", after, what.Hant),
		Hans: fmt.Sprintf("“%s”之后缺少%s", after, what.Hans),
	}}
}

func errTrailing(rest string) *ParseError {
	return &ParseError{Msg: i18n.T("did not understand “%s” at the end of the order", "看不懂命令末尾的「%s」", "看不懂命令末尾的“%s”", i18n.Plain(rest))}
}

func errTwoOrders(second string) *ParseError {
	return &ParseError{Msg: i18n.T("write one order per line: “%s” is a second order", "每行只寫一個命令：「%s」是另一個命令", "每行只写一个命令：“%s”是另一个命令", i18n.Plain(second))}
}

// errNoVerbRetreat is errNoVerb for a retreat phase, where a dislodged
// unit retreats or disbands: the movement phase's words would mislead.
func errNoVerbRetreat(e *ParseError) *ParseError {
	r := &ParseError{Msg: i18n.Text{
		EN:   fmt.Sprintf("did not understand “%s” after “%s”: in a retreat phase write - and the place to retreat to (A Bur - Pic) or D to disband (A Bur D)", e.rest, e.unit),
		Hant: fmt.Sprintf("看不懂「%s」之後的「%s」：撤退期請寫「撤退」和目的地（陸軍 布根第 撤退 皮卡第），或寫「復員」（陸軍 布根第 復員）", e.unit, e.rest),
		Hans: fmt.Sprintf("看不懂“%s”之后的“%s”：撤退期请写“撤退”和目的地（陆军 布根第 撤退 皮卡第），或写“复员”（陆军 布根第 复员）", e.unit, e.rest),
	}, Suggestion: e.Suggestion}
	return r.askSuggestion()
}

// errNoVerbAdjust is errNoVerb for an adjustment phase, where units are
// built, removed or the build waived, and no move is offered.
func errNoVerbAdjust(e *ParseError) *ParseError {
	return &ParseError{Msg: i18n.Text{
		EN:   fmt.Sprintf("did not understand “%s” after “%s”: in an adjustment phase write Build A Par, Remove A War or Waive", e.rest, e.unit),
		Hant: fmt.Sprintf("看不懂「%s」之後的「%s」：部隊數目調整期請寫「成軍 陸軍 巴黎」、「陸軍 華沙 復員」或「放棄」", e.unit, e.rest),
		Hans: fmt.Sprintf("看不懂“%s”之后的“%s”：部队数目调整期请写“成军 陆军 巴黎”、“陆军 华沙 复员”或“放弃”", e.unit, e.rest),
	}}
}

func errNoVerb(unit string, rest string, suggestion string) *ParseError {
	e := &ParseError{Msg: i18n.Text{
		EN:   fmt.Sprintf("did not understand “%s” after “%s”: write - to move, S to support, C to convoy or H to hold", rest, unit),
		Hant: fmt.Sprintf("看不懂「%s」之後的「%s」：移動請寫 -（或「移動」），支援寫 S（或「支援」），護航寫 C（或「護航」），留守寫 H（或「留守」）", unit, rest),
		Hans: fmt.Sprintf("看不懂“%s”之后的“%s”：移动请写 -（或“移动”），支援写 S（或“支援”），护航写 C（或“护航”），留守写 H（或“留守”）", unit, rest),
	}, Suggestion: suggestion, unit: unit, rest: rest}
	return e.askSuggestion()
}

// askSuggestion ends e's message with "did you mean" and its Suggestion,
// when it has one.
func (e *ParseError) askSuggestion() *ParseError {
	if e.Suggestion != "" {
		e.Msg.EN += "; did you mean “" + e.Suggestion + "”?"
		e.Msg.Hant += "；是否指「" + e.Suggestion + "」？"
		e.Msg.Hans += "；是否指“" + e.Suggestion + "”？"
	}
	return e
}

// errUnknownVerb is errNoVerb for a Chinese word that is no order word
// but most likely stands for one: the reply names that order in English
// and Chinese, and the order as it would read with it.
func errUnknownVerb(unit, rest, word string, guess i18n.Text, order string) *ParseError {
	return &ParseError{Msg: i18n.Text{
		EN:   fmt.Sprintf("did not understand “%s” after “%s”: “%s” is no order word; did you mean %s, as in “%s”?", rest, unit, word, guess.EN, order),
		Hant: fmt.Sprintf("看不懂「%s」之後的「%s」：「%s」不是命令用詞；是否想寫 %s，即「%s」？", unit, rest, word, guess.Hant, order),
		Hans: fmt.Sprintf("看不懂“%s”之后的“%s”：“%s”不是命令用词；是否想写 %s，即“%s”？", unit, rest, word, guess.Hans, order),
	}, Suggestion: order}
}

// errStrayVerbGuess is errStrayVerb for a word that most likely stands
// for an order word: the reply names it in English and Chinese, and the
// order as it would read with it.
func errStrayVerbGuess(word string, guess i18n.Text, order string) *ParseError {
	e := errStrayVerb(word)
	e.Msg.EN += "; did you mean " + guess.EN + ", as in “" + order + "”?"
	e.Msg.Hant += "；是否想寫 " + guess.Hant + "，即「" + order + "」？"
	e.Msg.Hans += "；是否想写 " + guess.Hans + "，即“" + order + "”？"
	e.Suggestion = order
	return e
}

func errBuildType() *ParseError {
	return &ParseError{Msg: i18n.T("say what to build: A (army) or F (fleet), e.g. “Build A Vie”",
		"請註明成軍的部隊類型：陸軍（A）或艦隊（F），例如「成軍 陸軍 維也納」",
		"请注明成军的部队类型：陆军（A）或舰队（F），例如“成军 陆军 维也纳”")}
}

func errTwoTypes(written string) *ParseError {
	return &ParseError{Msg: i18n.T("“%s” names the unit type twice", "「%s」重複寫了部隊類型", "“%s”重复写了部队类型", i18n.Plain(written))}
}

func errUnknownPower(written string) *ParseError {
	return &ParseError{Msg: i18n.T("“%s” is not a power", "「%s」不是國家名稱", "“%s”不是国家名称", i18n.Plain(written))}
}

func errConvoyNeedsMove() *ParseError {
	return &ParseError{Msg: i18n.T("a convoy order names the army's move, e.g. “F Nth C A Lon - Nwy”",
		"護航命令須寫出陸軍的移動，例如「艦隊 北海 護航 陸軍 倫敦 移動 挪威」",
		"护航命令须写出陆军的移动，例如“舰队 北海 护航 陆军 伦敦 移动 挪威”")}
}

func itoa(n int) string { return fmt.Sprint(n) }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return itoa(n) + " " + many
}

func errStrayVerb(word string) *ParseError {
	return &ParseError{Msg: i18n.T("“%s” is neither a province nor an order word: an order starts with its unit (A Par - Bur) or with Build, Remove, Disband, Retreat or Waive",
		"「%s」既不是區域，也不是命令用詞：命令以部隊開頭（陸軍 巴黎 移動 布根第），或以成軍、移除、復員、撤退或放棄開頭",
		"“%s”既不是区域，也不是命令用词：命令以部队开头（陆军 巴黎 移动 布根第），或以成军、移除、复员、撤退或放弃开头", i18n.Plain(word))}
}
