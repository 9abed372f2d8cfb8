package asl

import (
	"adjutant/games/asl/aslmap"
	"adjutant/templates/i18n"
)

// sight is the line of sight in the current position (its smoke) under
// the game's options.
func (s *State) sight(a, b Hex) aslmap.Sight {
	return s.sc.Sight(a, b, s.Smoke, s.Options.hexsideEither())
}

// sightText explains a line of sight to a player: "clear", "clear, +2
// (orchard vK5, grain vL6)", "blocked by vK4 (woods)".
func (s *State) sightText(from, to Hex) i18n.Text {
	v := s.sight(from, to)
	d := s.sc.Grid().Distance(from, to)
	head := i18n.T("LOS %s to %s (range %d): ", "視線 %s 至 %s（距離 %d）：", "视线 %s 至 %s（距离 %d）：", s.sc.ID(from), s.sc.ID(to), d)
	if v.Blocked != nil {
		return i18n.Join(head, i18n.T("blocked by %s (%s)", "被 %s（%s）阻擋", "被 %s（%s）阻挡", s.sc.ID(*v.Blocked), s.sc.Terrain(*v.Blocked).Name()))
	}
	var parts []i18n.Text
	for _, h := range v.Hindrances {
		parts = append(parts, i18n.T("%s %s +1", "%s %s +1", "%s %s +1", s.sc.Terrain(h).Name(), s.sc.ID(h)))
	}
	for _, h := range v.Smoke {
		parts = append(parts, i18n.T("smoke %s +2", "煙幕 %s +2", "烟幕 %s +2", s.sc.ID(h)))
	}
	if len(parts) == 0 {
		return i18n.Join(head, i18n.T("clear, no hindrance", "暢通，沒有障礙", "畅通，没有障碍"), s.grazeText(v))
	}
	n := len(v.Hindrances) + len(v.Smoke)
	state := i18n.Plural(n,
		i18n.T("clear, %d hindrance, DRM %+d", "暢通，%d 個障礙，DRM %+d", "畅通，%d 个障碍，DRM %+d", n, v.DRM),
		i18n.T("clear, %d hindrances, DRM %+d", "暢通，%d 個障礙，DRM %+d", "畅通，%d 个障碍，DRM %+d", n, v.DRM))
	if !v.Clear {
		state = i18n.Plural(n,
			i18n.T("blocked: %d hindrance adds %+d (6 or more blocks)", "被阻擋：%d 個障礙共 %+d（6 或以上即阻擋）", "被阻挡：%d 个障碍共 %+d（6 或以上即阻挡）", n, v.DRM),
			i18n.T("blocked: %d hindrances add %+d (6 or more blocks)", "被阻擋：%d 個障礙共 %+d（6 或以上即阻擋）", "被阻挡：%d 个障碍共 %+d（6 或以上即阻挡）", n, v.DRM))
	}
	return i18n.Join(head, state, i18n.Plain(" ("), i18n.ListText(parts), i18n.Plain(")"), s.grazeText(v))
}

// grazeText names the obstacles a clear line passes close to: ",
// grazing the wooden building in vJ3", or nothing.
func (s *State) grazeText(v aslmap.Sight) i18n.Text {
	if len(v.Grazes) == 0 {
		return i18n.Plain("")
	}
	var parts []i18n.Text
	for _, h := range v.Grazes {
		parts = append(parts, i18n.T("the %s in %s", "%s（%s）", "%s（%s）", s.sc.Terrain(h).Name(), s.sc.ID(h)))
	}
	return i18n.Join(i18n.T(", grazing ", "，擦過", "，擦过"), i18n.ListText(parts))
}
