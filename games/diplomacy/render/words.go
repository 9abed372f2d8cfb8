package render

import (
	"fmt"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// OutcomeName is what became of an order, in every language.
func OutcomeName(o dip.Outcome) i18n.Text {
	switch o {
	case dip.Succeeded:
		return i18n.Text{EN: "succeeded", Hant: "成功", Hans: "成功"}
	case dip.Bounced:
		return i18n.Text{EN: "bounced", Hant: "受阻", Hans: "受阻"}
	case dip.Cut:
		return i18n.Text{EN: "cut", Hant: "支援被阻斷", Hans: "支援被阻断"}
	case dip.Disrupted:
		return i18n.Text{EN: "disrupted", Hant: "護航失效", Hans: "护航失效"}
	case dip.Void:
		return i18n.Text{EN: "void", Hant: "無效", Hans: "无效"}
	case dip.NoSuchUnit:
		return i18n.Text{EN: "no such unit", Hant: "無此部隊", Hans: "无此部队"}
	case dip.Illegal:
		return i18n.Text{EN: "illegal", Hant: "不合棋例", Hans: "不合棋例"}
	}
	return i18n.Text{EN: "?"}
}

// PhaseName is "Spring 1901, Movement" / "1901年春季 行動期".
func PhaseName(p dip.Phase) i18n.Text {
	season := i18n.Text{EN: "Spring", Hant: "春季", Hans: "春季"}
	if p.Season == dip.Fall {
		season = i18n.Text{EN: "Fall", Hant: "秋季", Hans: "秋季"}
	}
	var kind i18n.Text
	switch p.Kind {
	case dip.MovementPhase:
		kind = i18n.Text{EN: "Movement", Hant: "行動期", Hans: "行动期"}
	case dip.RetreatPhase:
		kind = i18n.Text{EN: "Retreat", Hant: "撤退期", Hans: "撤退期"}
	case dip.AdjustmentPhase:
		kind = i18n.Text{EN: "Adjustment", Hant: "部隊數目調整期", Hans: "部队数目调整期"}
	}
	return i18n.Text{
		EN:   fmt.Sprintf("%s %d, %s", season.EN, p.Year, kind.EN),
		Hant: fmt.Sprintf("%d年%s %s", p.Year, season.Hant, kind.Hant),
		Hans: fmt.Sprintf("%d年%s %s", p.Year, season.Hans, kind.Hans),
	}
}

// Headings and short phrases of the report.
var (
	hOrders      = i18n.Text{EN: "Orders", Hant: "指令", Hans: "指令"}
	hDislodged   = i18n.Text{EN: "Dislodged units", Hant: "被驅逐之部隊", Hans: "被驱逐之部队"}
	hStandoffs   = i18n.Text{EN: "Left empty by a standoff", Hant: "因規避而空置之區域", Hans: "因规避而空置之区域"}
	hCentres     = i18n.Text{EN: "Supply centres", Hant: "軍需區", Hans: "军需区"}
	hPosition    = i18n.Text{EN: "Position for %s", Hant: "%s之局面", Hans: "%s之局面"}
	hDislodgedAt = i18n.Text{EN: "Dislodged, to retreat in %s", Hant: "待撤退之部隊（%s）", Hans: "待撤退之部队（%s）"}
	hMap         = i18n.Text{EN: "Map", Hant: "地圖", Hans: "地图"}
	wNoOrders    = i18n.Text{EN: "no orders", Hant: "沒有指令", Hans: "没有指令"}
	wDefault     = i18n.Text{EN: "(no order given)", Hant: "（未下指令）", Hans: "（未下指令）"}
	wDislodged   = i18n.Text{EN: "dislodged", Hant: "被驅逐", Hans: "被驱逐"}
	wDisorder    = i18n.Text{EN: "(civil disorder)", Hant: "（內亂）", Hans: "（内乱）"}
	wRetreatTo   = i18n.Text{EN: "may retreat to %s, or disband", Hant: "可撤退至%s，或復員", Hans: "可撤退至%s，或复员"}
	wMustDisband = i18n.Text{EN: "cannot retreat and must disband", Hant: "無處可退，須復員", Hans: "无处可退，须复员"}
	wAttacked    = i18n.Text{EN: "attacked from %s", Hant: "攻擊來自%s", Hans: "攻击来自%s"}
	wPower       = i18n.Text{EN: "Power", Hant: "國家", Hans: "国家"}
	wCentres     = i18n.Text{EN: "Centres", Hant: "軍需區", Hans: "军需区"}
	wUnits       = i18n.Text{EN: "Units", Hant: "部隊", Hans: "部队"}
	wBuild       = i18n.Text{EN: "build %d", Hant: "成軍 %d", Hans: "成军 %d"}
	wRemove      = i18n.Text{EN: "remove %d", Hant: "復員 %d", Hans: "复员 %d"}
	wNeutral     = i18n.Text{EN: "Neutral", Hant: "中立", Hans: "中立"}
	wGains       = i18n.Text{EN: "gains %s", Hant: "取得%s", Hans: "取得%s"}
	wLosses      = i18n.Text{EN: "loses %s", Hant: "失去%s", Hans: "失去%s"}
	wNone        = i18n.Text{EN: "none", Hant: "無", Hans: "无"}
)

// clauseSep joins two parts of a sentence: ", " in English, "," in Chinese.
func clauseSep(lang i18n.Lang) string {
	if lang == i18n.English {
		return ", "
	}
	return "，"
}

// noteSep joins notes in a table row: "; " in English, "；" in Chinese.
func noteSep(lang i18n.Lang) string {
	if lang == i18n.English {
		return "; "
	}
	return "；"
}

// listSep joins names: ", " in English, "、" in Chinese.
func listSep(lang i18n.Lang) string {
	if lang == i18n.English {
		return ", "
	}
	return "、"
}

var hOwners = i18n.Text{EN: "Supply-centre owners", Hant: "軍需區之所屬", Hans: "军需区之所属"}
