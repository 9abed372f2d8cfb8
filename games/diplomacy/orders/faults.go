package orders

import (
	"fmt"
	"strings"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// faultMessage says in words why the adjudicator refused an order, with the
// province names of the player's language and, where one is likely, what
// would be accepted instead. The suggestion is plain text for a client.
func faultMessage(names *dipmap.Names, m *dip.Map, pos dip.Position, f *dip.Fault) (i18n.Text, string) {
	o := f.Order
	at := placeNames(names, o.At.Prov)
	to := placeNames(names, o.To.Prov)
	if msg, ok := adjustmentFault(names, m, pos, f, at, to); ok {
		return msg, ""
	}
	switch f.Code {
	case dip.FaultNoUnit:
		if pos.Phase.Kind == dip.RetreatPhase {
			return i18n.T("no unit was dislodged from %s", "%s沒有被驅逐的部隊", "%s没有被驱逐的部队", at), ""
		}
		return i18n.T("there is no unit in %s", "%s沒有部隊", "%s没有部队", at), ""
	case dip.FaultForeignUnit:
		owner := render.PowerName(unitAt(pos, o.At.Prov).Power)
		// "Not yours" would be untrue to a player of several powers (the
		// small variants) signed on as another of them: say whose it is
		// and as whom the order was read, which tells them what to do.
		return i18n.T("the unit in %s belongs to %s; you are signed on as %s", "%s的部隊屬於%s；您目前以%s的身分登入", "%s的部队属于%s；您目前以%s的身份登录",
			at, owner, render.PowerName(o.Power)), ""
	case dip.FaultWrongType:
		u := unitAt(pos, o.At.Prov)
		fixed := o
		fixed.Type = u.Type
		fix := i18n.Plain(render.FormatOrder(names, fixed, i18n.English))
		return i18n.T("the unit in %s is %s, not %s; did you mean “%s”?", "%s的部隊是%s，不是%s；是否指「%s」？", "%s的部队是%s，不是%s；是否指“%s”？",
			at, withArticle(u.Type), withArticle(o.Type), fix), fix.EN
	case dip.FaultWrongPhase:
		if o.Kind == dip.Retreat && pos.Phase.Kind == dip.MovementPhase {
			return retreatInMovement(names, o)
		}
		return wrongPhase(pos.Phase.Kind), ""
	case dip.FaultNotAdjacent:
		if o.Kind == dip.Support || o.Kind == dip.Convoy {
			return cannotReach(names, m, pos, o, o.OtherTo), ""
		}
		return cannotReach(names, m, pos, o, o.To), ""
	case dip.FaultArmyToSea:
		return i18n.T("an army cannot enter %s: it is a sea", "陸軍不能進入水域%s", "陆军不能进入水域%s", destName(names, o)), ""
	case dip.FaultFleetInland:
		return i18n.T("a fleet cannot enter %s: it is inland", "艦隊不能進入內陸省%s", "舰队不能进入内陆省%s", destName(names, o)), ""
	case dip.FaultCoastNeeded:
		say, first := coastChoices(f.Detail)
		return i18n.T("%s has two coasts: say which, %s", "%s分有兩岸，須註明哪一岸：%s", "%s分有两岸，须注明哪一岸：%s", destName(names, o), say), first
	case dip.FaultBadCoast:
		if len(f.Detail) == 0 {
			return i18n.T("the fleet cannot reach that coast of %s", "艦隊不能到達%s的這一岸", "舰队不能到达%s的这一岸", destName(names, o)), ""
		}
		say, first := coastChoices(f.Detail)
		return i18n.T("the fleet cannot reach that coast of %s: say %s", "艦隊不能到達%s的這一岸：請寫 %s", "舰队不能到达%s的这一岸：请写 %s", destName(names, o), say), first
	case dip.FaultImpassable:
		return i18n.T("%s is impassable", "%s不可進入", "%s不可进入", destName(names, o)), ""
	case dip.FaultToSelf:
		return i18n.T("a unit cannot move to %s, where it already is", "部隊已在%s，不能移動到原地", "部队已在%s，不能移动到原地", at), ""
	case dip.FaultSupportSelf:
		return i18n.T("the unit in %s cannot support itself", "%s的部隊不能支援自己", "%s的部队不能支援自己", at), ""
	case dip.FaultCannotSupport:
		target := o.OtherTo.Prov
		if target == "" {
			target = o.Other.Prov
		}
		return i18n.T("the unit in %s cannot support into %s: it could not move there itself (3.3.1)",
			"%s的部隊不能支援進入%s：它本身不能移動到該處（3.3.1）", "%s的部队不能支援进入%s：它本身不能移动到该处（3.3.1）",
			at, placeNames(names, target)), ""
	case dip.FaultConvoyByArmy:
		return i18n.T("only fleets convoy; the unit in %s is an army", "只有艦隊可以護航；%s的部隊是陸軍", "只有舰队可以护航；%s的部队是陆军", at), ""
	case dip.FaultConvoyFromCoast:
		return i18n.T("the fleet in %s is on a coast: only fleets at sea convoy (3.6.1)",
			"%s的艦隊在沿岸省，只有在水域的艦隊可以護航（3.6.1）", "%s的舰队在沿岸省，只有在水域的舰队可以护航（3.6.1）", at), ""
	case dip.FaultConvoyFleet:
		return i18n.T("only armies are convoyed; the unit in %s is a fleet", "只有陸軍可被護航；%s的部隊是艦隊", "只有陆军可被护航；%s的部队是舰队",
			placeNames(names, o.Other.Prov)), ""
	case dip.FaultNoConvoyRoute:
		from, dest := o.At.Prov, o.To.Prov
		if o.Kind == dip.Convoy {
			from, dest = o.Other.Prov, o.OtherTo.Prov
		}
		return i18n.T("no chain of seas joins %s and %s", "%s與%s之間沒有可供護航的水域相連", "%s与%s之间没有可供护航的水域相连",
			placeNames(names, from), placeNames(names, dest)), ""
	case dip.FaultDuplicate:
		return i18n.T("a second order for the unit in %s", "%s的部隊已有另一命令", "%s的部队已有另一命令", at), ""
	case dip.FaultNeutralPower:
		return i18n.T("nobody plays %s; it takes no orders", "%s無人操控，不接受命令", "%s无人操控，不接受命令", render.PowerName(o.Power)), ""
	}
	return i18n.T("this order is not allowed", "此命令不符棋例", "此命令不符棋例"), ""
}

// adjustmentFault is the message of a retreat's or a build's fault; false
// for the faults of other orders.
func adjustmentFault(names *dipmap.Names, m *dip.Map, pos dip.Position, f *dip.Fault, at, to i18n.Text) (i18n.Text, bool) {
	o := f.Order
	switch f.Code {
	case dip.FaultNotDislodged:
		return i18n.T("the unit in %s was not dislodged and need not retreat", "%s的部隊沒有被驅逐，無須撤退", "%s的部队没有被驱逐，无须撤退", at), true
	case dip.FaultRetreatToAttacker:
		return i18n.Join(i18n.T("the unit from %s cannot retreat to %s, where its attacker came from (2.5.3)",
			"%s的部隊不能撤退到攻擊者所來自的%s（2.5.3）", "%s的部队不能撤退到攻击者所来自的%s（2.5.3）", at, to), retreatsLeft(names, m, pos, o.At.Prov)), true
	case dip.FaultRetreatToStandoff:
		return i18n.Join(i18n.T("no unit may retreat to %s: it was left empty by a standoff this turn (2.5.3)",
			"%s因本回合的規避而空置，不能撤退到該處（2.5.3）", "%s因本回合的规避而空置，不能撤退到该处（2.5.3）", to), retreatsLeft(names, m, pos, o.At.Prov)), true
	case dip.FaultRetreatOccupied:
		return i18n.Join(i18n.T("%s is occupied; a retreat needs an empty province", "%s已有部隊駐守，只能撤退到空置的區域", "%s已有部队驻守，只能撤退到空置的区域", to), retreatsLeft(names, m, pos, o.At.Prov)), true
	case dip.FaultBuildNotHome:
		return i18n.T("%s is not one of your home supply centres (2.6.6)", "%s不是您的本土軍需區（2.6.6）", "%s不是您的本土军需区（2.6.6）", at), true
	case dip.FaultBuildNotOwned:
		return i18n.T("you do not control %s now (2.6.6)", "您現在並不控制%s（2.6.6）", "您现在并不控制%s（2.6.6）", at), true
	case dip.FaultBuildOccupied:
		return i18n.T("%s is occupied; builds need an empty home centre (2.6.7)", "%s已有部隊，成軍須在空置的本土軍需區（2.6.7）", "%s已有部队，成军须在空置的本土军需区（2.6.7）", at), true
	case dip.FaultNoBuildsDue:
		return i18n.T("you have no builds due", "您沒有可成軍的名額", "您没有可成军的名额"), true
	case dip.FaultNoRemovalsDue:
		return i18n.T("you have no units to remove", "您無須復員部隊", "您无须复员部队"), true
	case dip.FaultInDisorder:
		return i18n.T("a power in civil disorder cannot build (4.3)", "陷入內亂的國家不能成軍（4.3）", "陷入内乱的国家不能成军（4.3）"), true
	}
	return i18n.Text{}, false
}

// unitAt finds the unit an order refers to: a dislodged unit in a retreat
// phase, a unit on the board otherwise.
func unitAt(pos dip.Position, p dip.Province) dip.Unit {
	if pos.Phase.Kind == dip.RetreatPhase {
		if d, ok := pos.Dislodged[p]; ok {
			return d.Unit
		}
	}
	return pos.Units[p]
}

func withArticle(t dip.UnitType) i18n.Text {
	n := render.UnitName(t)
	n.EN = "an " + n.EN
	if t == dip.Fleet {
		n.EN = "a fleet"
	}
	return n
}

// destName is the province an order's fault is about: the destination of a
// move or retreat, the build site, the supported or convoyed destination.
func destName(names *dipmap.Names, o dip.Order) i18n.Text {
	switch o.Kind {
	case dip.Move, dip.Retreat:
		return placeNames(names, o.To.Prov)
	case dip.Support, dip.Convoy:
		if !o.OtherTo.IsZero() {
			return placeNames(names, o.OtherTo.Prov)
		}
		return placeNames(names, o.Other.Prov)
	}
	return placeNames(names, o.At.Prov)
}

// retreatInMovement refuses a retreat in a movement phase, as the classic
// judges do, and says how to write the move: players who write 撤離 or
// 退卻 (pull back) for it mean one more often than not.
func retreatInMovement(names *dipmap.Names, o dip.Order) (i18n.Text, string) {
	move := o
	move.Kind = dip.Move
	in := func(lang i18n.Lang) string { return render.FormatOrder(names, move, lang) }
	return i18n.T("this is a movement phase: units hold, move, support or convoy, and retreat only when dislodged; to move, write “%s”",
		"現在是行動期：部隊只可移動、支援、護航或留守，被驅逐後才可撤退；若要移動，請寫「%s」",
		"现在是行动期：部队只可移动、支援、护航或留守，被驱逐后才可撤退；若要移动，请写“%s”",
		i18n.Text{EN: in(i18n.English), Hant: in(i18n.TraditionalChinese), Hans: in(i18n.SimplifiedChinese)}), in(i18n.English)
}

func wrongPhase(k dip.PhaseKind) i18n.Text {
	switch k {
	case dip.RetreatPhase:
		return i18n.T("this is a retreat phase: dislodged units retreat or disband", "現在是撤退期：只可為被驅逐的部隊下撤退或復員命令", "现在是撤退期：只可为被驱逐的部队下撤退或复员命令")
	case dip.AdjustmentPhase:
		return i18n.T("this is an adjustment phase: build, remove or waive", "現在是部隊數目調整期：只可成軍、復員或放棄成軍", "现在是部队数目调整期：只可成军、复员或放弃成军")
	}
	return i18n.T("this is a movement phase: units hold, move, support or convoy", "現在是行動期：部隊只可移動、支援、護航或留守", "现在是行动期：部队只可移动、支援、护航或留守")
}

// cannotReach explains a destination the unit does not border, and lists
// the places it does border, since that is usually what the player needs:
// "Paris does not border Munich (it borders Bre, Bur, Gas, Pic)".
func cannotReach(names *dipmap.Names, m *dip.Map, pos dip.Position, o dip.Order, dest dip.Loc) i18n.Text {
	u, ok := pos.Units[o.At.Prov]
	if pos.Phase.Kind == dip.RetreatPhase {
		d, okd := pos.Dislodged[o.At.Prov]
		u, ok = d.Unit, okd
	}
	from := placeNames(names, o.At.Prov)
	to := placeNames(names, dest.Prov)
	msg := i18n.T("%s does not border %s", "%s與%s不相鄰", "%s与%s不相邻", from, to)
	if !ok {
		return msg
	}
	var near []dip.Province
	if u.Type == dip.Army {
		near = m.ArmyNeighbours(u.At.Prov)
	} else {
		for _, l := range m.FleetNeighbours(u.At) {
			if len(near) == 0 || near[len(near)-1] != l.Prov {
				near = append(near, l.Prov)
			}
		}
	}
	if len(near) == 0 {
		return msg
	}
	ab := make([]string, len(near))
	zh := make([]i18n.Text, len(near))
	for i, p := range near {
		ab[i] = abbrev(p)
		zh[i] = placeNames(names, p)
	}
	var hant, hans []string
	for _, t := range zh {
		hant = append(hant, t.Hant)
		hans = append(hans, t.Hans)
	}
	msg.EN += fmt.Sprintf(" (it borders %s)", strings.Join(ab, ", "))
	msg.Hant += fmt.Sprintf("（%s的%s可前往：%s）", from.Hant, render.UnitName(u.Type).Hant, strings.Join(hant, "、"))
	msg.Hans += fmt.Sprintf("（%s的%s可前往：%s）", from.Hans, render.UnitName(u.Type).Hans, strings.Join(hans, "、"))
	return msg
}

// coastChoices is "spa/nc or spa/sc" and the first choice alone.
func coastChoices(ls []dip.Loc) (i18n.Text, string) {
	if len(ls) == 0 {
		return i18n.Plain(""), ""
	}
	s := make([]string, len(ls))
	for i, l := range ls {
		s[i] = l.String()
	}
	return i18n.Text{EN: strings.Join(s, " or "), Hant: strings.Join(s, " 或 "), Hans: strings.Join(s, " 或 ")}, s[0]
}

// retreatsLeft says, after a refused retreat, where the unit may go
// instead: "; it may retreat to Gascony, Picardy, or disband".
func retreatsLeft(names *dipmap.Names, m *dip.Map, pos dip.Position, from dip.Province) i18n.Text {
	opts := adjudicate.RetreatOptionsAt(m, pos, from)
	if len(opts) == 0 {
		return i18n.T("; it has nowhere to go and must disband", "；它無處可退，只能復員", "；它无处可退，只能复员")
	}
	places := make([]i18n.Text, len(opts))
	for i, l := range opts {
		places[i] = placeNames(names, l.Prov)
	}
	return i18n.T("; it may retreat to %s, or disband", "；它可撤退至%s，或復員", "；它可撤退至%s，或复员", i18n.ListText(places))
}
