package gettysburg

import (
	"maps"
	"slices"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// retreatAnswers refuses a second RETREAT line for one unit, or for ALL
// (the later would silently replace the earlier; the first stands), and
// records the others on the rehearsal's copy, so that a WITHDRAW line
// rehearses the path the answer asks for. It returns the lines it kept,
// by index in items, and the seconds it refused, by the first's index
// (retryDuplicates takes them up when the first is refused later).
func (r *rehearsal) retreatAnswers() (kept []int, dups map[int][]int) {
	if r.s.Stage == StageCommand {
		// The command phase starts a turn: last turn's answers are gone.
		r.c.Retreats = [2]plan.Book[retreatAnswer]{}
	}
	first := map[string]int{}
	dups = map[int][]int{}
	for i, it := range r.items {
		if _, bad := r.refused[i]; bad || it.Kind != ItemRetreat {
			continue
		}
		subject := it.subject(r.s.sc)
		if f, ok := first[subject]; ok {
			r.refused[i] = r.secondRetreatLine(r.items[f], it)
			dups[f] = append(dups[f], i)
			continue
		}
		first[subject] = i
		kept = append(kept, i)
		r.c.answerRetreat(r.side, it)
	}
	return kept, dups
}

// secondRetreatLine is the refusal of it, a RETREAT line for the unit (or
// ALL) that line f names already.
func (r *rehearsal) secondRetreatLine(f, it Item) i18n.Text {
	name := "ALL"
	if !it.All {
		name = r.s.sc.Units[it.Unit].Code
	}
	return i18n.Join(namedAlready(f, name), i18n.T(": a plan has one RETREAT line for each unit, and one for ALL", "：計劃中每支部隊只可有一行 退路，全部 也只可有一行",
		"：计划中每支部队只可有一行 退路，全部 也只可有一行"))
}

// retryDuplicates gives a unit whose RETREAT line checkRetreatHexes
// refused the next line the plan has for it, checked in its turn, so
// that a refused line does not also cost the line that would do; any
// further lines are then seconds to that one.
func (r *rehearsal) retryDuplicates(dups map[int][]int) {
	for _, f := range slices.Sorted(maps.Keys(dups)) {
		if _, bad := r.refused[f]; !bad {
			continue
		}
		for ds := dups[f]; len(ds) > 0; ds = ds[1:] {
			next := ds[0]
			delete(r.refused, next)
			r.c.answerRetreat(r.side, r.items[next])
			r.checkRetreatHexes([]int{next})
			if _, bad := r.refused[next]; !bad {
				for _, d := range ds[1:] {
					r.refused[d] = r.secondRetreatLine(r.items[next], r.items[d])
				}
				break
			}
		}
	}
}

// checkRetreatHexes refuses a hex to end on that no retreat of the unit
// can reach, as far as the plan shows: a retreat ends within three hexes
// of where the unit stands, so the hex must be that close to where it
// stands as the plan is sent, or to where the plan's own lines leave it,
// and not the hex it stands on at both (a retreat leaves its hex).
// Where the unit will be when the enemy makes it retreat is not known
// yet; a hex that no legal path ends on then is told to the owner alone
// in the results.
func (r *rehearsal) checkRetreatHexes(kept []int) {
	for _, i := range kept {
		it := r.items[i]
		to := it.Retreat.To
		if to.IsZero() {
			continue
		}
		code := r.s.sc.Units[it.Unit].Code
		at, d, onIt := Hex{}, 1<<30, true
		for _, st := range []*State{r.s, r.c} {
			u := st.Units[it.Unit]
			if u.Where != OnMap {
				continue
			}
			onIt = onIt && u.Hex == to
			if Distance(u.Hex, to) < d {
				at, d = u.Hex, Distance(u.Hex, to)
			}
		}
		switch {
		case !at.IsZero() && onIt && !r.attacks(it.Unit):
			// A retreat leaves the unit's hex; a unit the plan moves off
			// or onto the hex may still name it, and so may one that
			// attacks, which may advance after combat (A7).
			r.refused[i] = i18n.T("%[2]s stands on %[1]s, and a retreat leaves the unit's hex, so it cannot end there: name another hex within three hexes of %[1]s, or write TOWARD %[1]s to end as near it as the retreat allows",
				"%[2]s 身處 %[1]s，撤退必須離開所在的六角格，不能在此結束：請寫 %[1]s 三格內的另一個六角格，或寫 向 %[1]s，在撤退所能到達最接近該處的地方結束",
				"%[2]s 身处 %[1]s，撤退必须离开所在的六角格，不能在此结束：请写 %[1]s 三格内的另一个六角格，或写 向 %[1]s，在撤退所能到达最接近该处的地方结束",
				to.String(), code)
		case at.IsZero():
			r.refused[i] = i18n.T("%s is not on the map, so no hex to end its retreat on can be checked: write TOWARD before the hex, or send the line with the plan of a phase it stands on the map in",
				"%s 不在地圖上，無法檢查撤退結束的六角格：請在六角格前寫 向，或在其身處地圖上的階段的計劃中再寫這一行",
				"%s 不在地图上，无法检查撤退结束的六角格：请在六角格前写 向，或在其身处地图上的阶段的计划中再写这一行", code)
		case d > 3:
			r.refused[i] = i18n.T("%[1]s is %[2]d hexes from %[3]s (at %[4]s): a retreat ends within three hexes of where the unit stands. Write TOWARD %[1]s to head that way, or send the line with the plan of the phase after the unit's move",
				"%[1]s 離 %[3]s（在 %[4]s）%[2]d 格：撤退在部隊所在位置三格內結束。要朝該處撤退請寫 向 %[1]s，或在部隊移動後的階段的計劃中再寫這一行",
				"%[1]s 离 %[3]s（在 %[4]s）%[2]d 格：撤退在部队所在位置三格内结束。要朝该处撤退请写 向 %[1]s，或在部队移动后的阶段的计划中再写这一行",
				to.String(), d, code, at.String())
		default:
			r.noteRetreatHexHeld(i, it.Unit, to)
		}
	}
}

// noteRetreatHexHeld notes a RETREAT hex on which another of the side's
// own units stands, as the plan is sent and where its lines leave it: a
// retreat ends on no unit's hex (R1), so the line is followed only if that
// unit has gone by then (it may retreat or fall itself), which is why it
// is a note and not a refusal. An enemy there is not named: where the
// enemy will be is not the sender's to know now.
func (r *rehearsal) noteRetreatHexHeld(i, unit int, to Hex) {
	o := r.c.unitAt(to)
	if o < 0 || o == unit || r.s.unitAt(to) != o || r.s.side(o) != r.side {
		return
	}
	code, other := r.s.sc.Units[unit].Code, r.s.sc.Units[o].Code
	r.notes[i] = joinNote(r.notes, i, i18n.T("your %[2]s stands on %[1]s and your plan leaves it there: a retreat cannot end on a unit's hex, so %[3]s ends there only if %[2]s has left by then (else the judge's choice; TOWARD %[1]s ends as near as it can)",
		"您的 %[2]s 身處 %[1]s，計劃也未令其離開：撤退不能在有部隊的六角格結束，所以 %[3]s 只有在 %[2]s 屆時已離開才會在該處結束（否則由裁判選擇；寫 向 %[1]s 則在能到達最接近處結束）",
		"您的 %[2]s 身处 %[1]s，计划也未令其离开：撤退不能在有部队的六角格结束，所以 %[3]s 只有在 %[2]s 届时已离开才会在该处结束（否则由裁判选择；写 向 %[1]s 则在能到达最接近处结束）",
		to.String(), other, code))
}

// retreatUnfollowed says why u's standing RETREAT answer cannot be
// followed in a retreat away from refs, as the rehearsal's position
// stands: what the owner would read in the results, told when the plan's
// own WITHDRAW line makes that retreat. No answer, an answer that can be
// followed, or no legal retreat at all (the unit becomes stragglers
// whatever it says) is not reported.
func (r *rehearsal) retreatUnfollowed(u int, refs []Hex) (i18n.Text, bool) {
	e, ok := r.c.retreatAnswer(u)
	if !ok {
		return i18n.Text{}, false
	}
	paths := r.c.retreatPaths(u, refs)
	if len(paths) == 0 {
		return i18n.Text{}, false
	}
	fits, why := r.c.retreatsThatFit(u, paths, e.Answer)
	if len(fits) > 0 {
		return i18n.Text{}, false
	}
	var head i18n.Text
	switch {
	case r.sentNow(e):
		head = i18n.T("as the position stands, your %s (line %d) cannot be followed in this withdrawal: ", "按目前局面，您的 %s（第 %d 行）在這次撤離中無法照辦：",
			"按目前局面，您的 %s（第 %d 行）在这次撤离中无法照办：", e.Text, e.Line)
	case e.Line == 0:
		head = i18n.T("as the position stands, your kept %s cannot be followed in this withdrawal: ", "按目前局面，您保留的 %s 在這次撤離中無法照辦：",
			"按目前局面，您保留的 %s 在这次撤离中无法照办：", e.Text)
	default:
		head = i18n.T("as the position stands, your %s of an earlier plan this turn cannot be followed in this withdrawal: ", "按目前局面，您本回合先前計劃中的 %s 在這次撤離中無法照辦：",
			"按目前局面，您本回合先前计划中的 %s 在这次撤离中无法照办：", e.Text)
	}
	return i18n.Join(head, why, i18n.T("; the judge would choose the path", "；將由裁判選擇路線", "；将由裁判选择路线")), true
}

// sentNow reports whether a RETREAT answer is a line of the plan being
// rehearsed, rather than one kept from an earlier plan of the turn.
func (r *rehearsal) sentNow(e plan.Entry[retreatAnswer]) bool {
	for _, it := range r.items {
		if it.Kind == ItemRetreat && it.Line == e.Line && e.Line > 0 && it.canonical(r.s.sc) == e.Text {
			return true
		}
	}
	return false
}

// attacks reports whether u attacks on a line of the plan.
func (r *rehearsal) attacks(u int) bool {
	for _, it := range r.items {
		if it.Kind == ItemAttack && it.Unit == u {
			return true
		}
	}
	return false
}
