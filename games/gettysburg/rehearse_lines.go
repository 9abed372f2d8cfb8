package gettysburg

import "adjutant/templates/i18n"

// rehearseOnce refuses a second line of a kind that a phase uses once: a
// second HQ, SHARPSHOOTERS or ARTILLERY line would silently replace the
// first, and a straggler named twice, or more than two enemy stragglers
// chosen, says two things at once. The first line not refused for another
// reason stands.
func (s *State) rehearseOnce(items []Item, refused map[int]i18n.Text) {
	first := map[ItemKind]Item{}
	named := map[int]Item{}
	chosen := 0
	for i, it := range items {
		if _, bad := refused[i]; bad {
			continue
		}
		switch it.Kind {
		case ItemHQ, ItemSharpshooters, ItemArtillery:
			if f, ok := first[it.Kind]; ok {
				refused[i] = i18n.Join(onceText(f), i18n.T(": a plan has one %s line (delete one of them)", "：計劃只可有一行 %s（請刪去其中一行）",
					"：计划只可有一行 %s（请删去其中一行）", kindText(it.Kind)))
				continue
			}
			first[it.Kind] = it
		case ItemReturn, ItemKeep:
			if f, ok := named[it.Unit]; ok {
				refused[i] = i18n.Join(namedAlready(f, s.sc.Units[it.Unit].Code), i18n.T(": a straggler is either returned or kept, on one line", "：殘兵只可重返或保留其一，只寫一行", "：残兵只可重返或保留其一，只写一行"))
				continue
			}
			named[it.Unit] = it
		case ItemChoose:
			seen := map[int]bool{}
			for _, u := range it.Units {
				seen[u] = true
			}
			chosen += len(it.Units)
			switch {
			case len(seen) < len(it.Units):
				refused[i] = i18n.T("the same straggler is named twice; name two different units", "同一支殘兵寫了兩次；請寫兩支不同的部隊",
					"同一支残兵写了两次；请写两支不同的部队")
			case chosen > 2:
				refused[i] = i18n.T("at most two enemy stragglers return a turn, and your STRAGGLERS lines name more: name two on one line",
					"每回合最多兩支敵方殘兵重返，您的 殘兵 行寫了更多：請在一行寫兩支", "每回合最多两支敌方残兵重返，您的 残兵 行写了更多：请在一行写两支")
			}
		}
	}
}

// onceText names the earlier line a repeated one clashes with: its number,
// or, for a line kept from an earlier mail (ADD), that the kept plan has it.
func onceText(f Item) i18n.Text {
	if f.Line == 0 {
		return i18n.T("your kept plan already has such a line (to change it, send the whole plan again without ADD)",
			"您保留的計劃已有這樣一行（要更改，請不用 ADD，重寄整份計劃）", "您保留的计划已有这样一行（要更改，请不用 ADD，重新发送整份计划）")
	}
	return i18n.T("line %d says this already", "第 %d 行已寫了", "第 %d 行已写了", f.Line)
}

// namedAlready names the earlier line f that names name (a unit, or
// ALL) already: its number, or, for a line kept from an earlier mail
// (ADD), that the kept plan has it.
func namedAlready(f Item, name string) i18n.Text {
	if f.Line == 0 {
		return i18n.T("your kept plan names %s already (to change it, send the whole plan again without ADD)",
			"您保留的計劃已寫了 %s（要更改，請不用 ADD，重寄整份計劃）", "您保留的计划已写了 %s（要更改，请不用 ADD，重新发送整份计划）", name)
	}
	return i18n.T("line %d names %s already", "第 %d 行已寫了 %s", "第 %d 行已写了 %s", f.Line, name)
}

// checkSupport says why an attack line's ART cannot give support (A2), or
// nil: cavalry never has it; with cavalry_artillery=combat no one has it
// in a combat with cavalry; an empty pool, or one the plan's earlier ART
// lines will have spent (each costs at least a point), gives none.
func (s *State) checkSupport(att, def, spent int) *illegal {
	side := s.side(att)
	without := i18n.T(": write the line without ART", "：請把這一行的 炮火 刪去", "：请把这一行的 炮火 删去")
	var why i18n.Text
	switch {
	case s.sc.Units[att].Type == Cavalry:
		why = i18n.T("%s is cavalry, and cavalry never has artillery support (A2)", "%s 是騎兵，騎兵不能使用炮火支援（A2）",
			"%s 是骑兵，骑兵不能使用炮火支援（A2）", s.sc.Units[att].Code)
	case s.sc.Units[def].Type == Cavalry && s.Options.noArtilleryWithCavalry():
		why = i18n.T("%s is cavalry, and no side has artillery support in a combat with cavalry (A2, as this game reads it: cavalry_artillery=combat)",
			"%s 是騎兵，有騎兵參與的戰鬥雙方都不能使用炮火支援（A2，本棋局的讀法：cavalry_artillery=combat）",
			"%s 是骑兵，有骑兵参与的战斗双方都不能使用炮火支援（A2，本棋局的读法：cavalry_artillery=combat）", s.sc.Units[def].Code)
	case s.Artillery[side] == 0:
		why = i18n.T("you have no artillery support left", "您已沒有炮火支援", "您已没有炮火支援")
	case spent >= s.Artillery[side]:
		why = i18n.T("you have %d points of artillery support and your earlier ART lines spend them (each costs at least one)",
			"您只有 %d 點炮火支援，之前寫了 炮火 的行會把它用完（每次至少一點）", "您只有 %d 点炮火支援，之前写了 炮火 的行会把它用完（每次至少一点）", s.Artillery[side])
	default:
		return nil
	}
	return &illegal{i18n.Join(why, without)}
}

// rehearseDefence checks an ARTILLERY line, the standing answer for
// defence: a cavalry unit never has support, so naming one is refused;
// with no support left the line does nothing, and the reply says so.
func (s *State) rehearseDefence(side Side, items []Item, refused, notes map[int]i18n.Text) {
	for i, it := range items {
		if it.Kind != ItemArtillery {
			continue
		}
		if _, bad := refused[i]; bad {
			continue
		}
		for _, u := range it.Units {
			if s.sc.Units[u].Type == Cavalry {
				refused[i] = i18n.T("%s is cavalry, and cavalry never has artillery support (A2): leave it out", "%s 是騎兵，騎兵不能使用炮火支援（A2）：請刪去",
					"%s 是骑兵，骑兵不能使用炮火支援（A2）：请删去", s.sc.Units[u].Code)
				break
			}
		}
		if _, bad := refused[i]; !bad && s.Artillery[side] == 0 && (it.All || len(it.Units) > 0) {
			notes[i] = i18n.T("you have no artillery support left: this line does nothing", "您已沒有炮火支援：這一行沒有作用", "您已没有炮火支援：这一行没有作用")
		}
	}
}
