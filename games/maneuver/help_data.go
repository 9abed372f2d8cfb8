package maneuver

import (
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// dataTopics are the help topics drawn from the shipped data: the terrain
// chart and each nation's cards, in the reader's language.
func dataTopics() []games.HelpTopic {
	d, err := Shipped()
	if err != nil {
		return nil // the package's tests rule it out
	}
	return []games.HelpTopic{
		{Name: "terrain", Aliases: []string{"地形"}, Title: i18n.T("Maneuver: the terrain chart", "演習：地形表", "演习：地形表"), Body: inEachLang(func(l i18n.Lang) string { return terrainHelp(d.Chart, l) })},
		{Name: "cards", Aliases: []string{"牌", "卡牌"}, Title: i18n.T("Maneuver: each nation's units and cards", "演習：各國單位與牌", "演习：各国单位与牌"), Body: inEachLang(func(l i18n.Lang) string { return cardsHelp(d, l) })},
	}
}

func inEachLang(f func(i18n.Lang) string) i18n.Text {
	return i18n.Text{EN: f(i18n.English), Hant: f(i18n.TraditionalChinese), Hans: f(i18n.SimplifiedChinese)}
}

// terrainHelp lists each terrain with its effects.
func terrainHelp(c *Chart, lang i18n.Lang) string {
	tr := func(en, hant, hans string, a ...any) string { return i18n.T(en, hant, hans, a...).In(lang) }
	var b strings.Builder
	b.WriteString(i18n.Wrap(tr("The terrain chart (our own values, not the published chart; the map key's characters):",
		"地形表（我們自訂的數值，非原版；字元即地圖圖例）：", "地形表（我们自订的数值，非原版；字符即地图图例）："), proseWidth) + "\n")
	for _, t := range c.Terrains {
		var fx []string
		if !t.Passable {
			fx = append(fx, tr("no unit may enter", "任何單位不能進入", "任何单位不能进入"))
		}
		if t.CavalryOne {
			fx = append(fx, tr("cavalry entering or leaving it moves one square", "騎兵進出只能移動一格", "骑兵进出只能移动一格"))
		}
		if t.BlocksSight {
			fx = append(fx, tr("blocks a bombard passing over it", "阻擋越過的炮擊", "阻挡越过的炮击"))
		}
		if t.NoAssaultFrom {
			fx = append(fx, tr("no assault or support from it", "不能由此突擊或支援", "不能由此突击或支援"))
		}
		if t.NoForcedMarch {
			fx = append(fx, tr("no Forced March starting or ending in it", "在此開始或結束的移動不能強行軍", "在此开始或结束的移动不能强行军"))
		}
		if !t.Attack.Zero() {
			fx = append(fx, tr("attack +%s", "攻擊 +%s", "攻击 +%s", t.Attack.String()))
		}
		if !t.Defence.Zero() {
			fx = append(fx, tr("defence +%s", "防禦 +%s", "防御 +%s", t.Defence.String()))
		}
		if len(fx) == 0 {
			fx = append(fx, tr("no effect", "無效果", "无效果"))
		}
		b.WriteString(i18n.Hang(tr("  %c %s: %s", "  %c %s：%s", "  %c %s：%s", t.Char, t.Name.In(lang), i18n.List(lang, fx)), proseWidth, "    ") + "\n")
	}
	b.WriteString(tr("A redoubt adds +%d to the defence in any terrain.", "戰壕在任何地形使防禦 +%d。", "战壕在任何地形使防御 +%d。", RedoubtBonus) + "\n")
	return b.String()
}

// cardsHelp lists each shipped nation's units and cards with their
// values, and says in our own words what each kind of command card does.
func cardsHelp(d *Data, lang i18n.Lang) string {
	tr := func(en, hant, hans string, a ...any) string { return i18n.T(en, hant, hans, a...).In(lang) }
	var b strings.Builder
	b.WriteString(i18n.Wrap(tr("The armies of armies=transcribed (the default): numbers from a public, unofficial transcription of the published game, not checked against the printed cards. What each kind of command card does:",
		"armies=transcribed（預設）的軍隊：數值取自原版遊戲的公開非官方轉錄，未與實體牌核對。各種指揮牌的作用：",
		"armies=transcribed（默认）的军队：数值取自原版游戏的公开非官方转录，未与实体牌核对。各种指挥牌的作用："), proseWidth) + "\n")
	for _, k := range commandKinds {
		b.WriteString(i18n.Hang(tr("  %s: %s", "  %s：%s", "  %s：%s", kindText(k).In(lang), kindEffect(k).In(lang)), proseWidth, "    ") + "\n")
	}
	for _, n := range d.Nations {
		b.WriteString(tr("\n%s (card prefix %s):\n", "\n%s（牌編號前綴 %s）：\n", "\n%s（牌编号前缀 %s）：\n", n.Name.In(lang), n.Prefix))
		for _, u := range n.Units {
			arm := tr("infantry", "步兵", "步兵")
			if u.Cavalry {
				arm = tr("cavalry", "騎兵", "骑兵")
			}
			b.WriteString(tr("  %s %s, %s %d/%d\n", "  %s %s，%s %d/%d\n", "  %s %s，%s %d/%d\n", u.Code, u.Name.In(lang), arm, u.Full, u.Damaged))
		}
		b.WriteString(n.cardsText(n.cardIDs(), lang))
	}
	return b.String()
}

// cardIDs lists the nation's card ids in card order.
func (n *Nation) cardIDs() []string {
	out := make([]string, len(n.Cards))
	for i, c := range n.Cards {
		out[i] = c.ID
	}
	return out
}

// kindEffect says what a kind of command card does, in our own words.
func kindEffect(kind string) i18n.Text { return names().Of("effect", kind) }
