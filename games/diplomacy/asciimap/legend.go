package asciimap

import (
	"strings"

	"adjutant/templates/i18n"
)

// phraseID names a piece of legend text.
type phraseID int

const (
	phStrokes phraseID = iota
	phLegend1
	phLegend2
	phLegend3
	phCentres
	phNeutral
	phDislodged
	phAttackerFrom
)

// phrases holds the legend in every language. Chinese lines are kept short
// because each character takes two columns in a fixed-width font.
var phrases = map[phraseID]i18n.Text{
	phStrokes: {
		EN:   "Lines: {coast} coast; {land} border on land; {sea} border at sea; {fill} sea.",
		Hant: "線條：{coast} 海岸；{land} 陸上邊界；{sea} 海上邊界；{fill} 海域。",
		Hans: "线条：{coast} 海岸；{land} 陆上边界；{sea} 海上边界；{fill} 海域。",
	},
	phLegend1: {
		EN:   "A army, F fleet; after the dot the power: A Austria, E England,",
		Hant: "A 陸軍，F 艦隊；點後為國家：A 奧匈，E 英國，F 法國，G 德國，",
		Hans: "A 陆军，F 舰队；点后为国家：A 奥匈，E 英国，F 法国，G 德国，",
	},
	phLegend2: {
		EN:   "F France, G Germany, I Italy, R Russia, T Turkey. /nc /sc /ec: coast.",
		Hant: "I 意大利，R 俄羅斯，T 土耳其。/nc /sc /ec：艦隊所在之岸。",
		Hans: "I 意大利，R 俄罗斯，T 土耳其。/nc /sc /ec：舰队所在之岸。",
	},
	phLegend3: {
		EN:   "*E centre owned by E; * alone: neutral. ! a unit was dislodged here.",
		Hant: "*E 為 E 所擁有之軍需區；單獨 * 為中立。! 此處有部隊被驅逐。",
		Hans: "*E 为 E 所拥有之军需区；单独 * 为中立。! 此处有部队被驱逐。",
	},
	phCentres:      {EN: "Centres:", Hant: "軍需區：", Hans: "军需区："},
	phNeutral:      {EN: "neutral %d", Hant: "中立 %d", Hans: "中立 %d"},
	phDislodged:    {EN: "Dislodged units (must retreat or disband):", Hant: "被驅逐之部隊（須撤退或復員）：", Hans: "被驱逐之部队（须撤退或复员）："},
	phAttackerFrom: {EN: "(attacked from %s)", Hant: "（攻擊來自 %s）", Hans: "（攻击来自 %s）"},
}

func phrase(lang i18n.Lang, id phraseID) string { return phrases[id].In(lang) }

// legend is the key to the map in lang. Its first line shows the strokes
// the art declares, so it always matches the drawing.
func legend(a *art, lang i18n.Lang) []string {
	var out []string
	if len(a.drawn) > 0 {
		spaced := func(cs []byte) string { return strings.Join(strings.Split(string(cs), ""), " ") }
		out = append(out, strings.NewReplacer(
			"{coast}", spaced(a.drawn[coastStroke]),
			"{land}", spaced(a.drawn[landStroke]),
			"{sea}", spaced(a.drawn[seaStroke]),
			"{fill}", spaced(a.fills),
		).Replace(phrase(lang, phStrokes)))
	}
	return append(out, phrase(lang, phLegend1), phrase(lang, phLegend2), phrase(lang, phLegend3))
}
