package marengo

import (
	"slices"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// The answer to a pursuit question (rule 9.5) is checked when it is sent,
// as the front-line and blocking answers are. Which blocks may pursue is
// settled by the attack before the question is put: the winner's blocks
// of the attack that neither led nor stood in front, cavalry, still in
// play, as many as the winner's own approach is wide. They are the
// sender's own blocks, so the refusal tells nothing of the enemy's.

// pursuitChoice is what the pursuit question put now offers its winner.
type pursuitChoice struct {
	// app is the winner's own approach, whose width limits the pursuers;
	// field the battlefield, as the question names it.
	app   *Approach
	field Place
	// battle: the winner's blocks of the attack; shown: its leads (led)
	// or front line; may: the cavalry among the others still in play.
	battle, shown, may []*Block
	led                bool
}

// pursuitAsked plays the stopped turn again to its question and returns
// the pursuit it asks side about; nil when it asks nothing of the kind.
func (s *State) pursuitAsked(side Side) *pursuitChoice {
	d := s.replayToQuestion(side, askPursue)
	if d == nil || d.pursuit == nil || d.pursuit.field.Area != s.Question.Subject {
		return nil
	}
	return d.pursuit
}

// replayToQuestion plays the stopped turn again, dry, from its start to
// the question it puts now, and returns the dry run; nil when that
// question is not one of kind put to side, or the turn does not replay.
func (s *State) replayToQuestion(side Side, kind string) *dryRun {
	tr, q := s.Run, s.Question
	if tr == nil || q == nil || q.Kind != kind || q.Seat != side.Seat() {
		return nil
	}
	d := &dryRun{}
	board := cloneBoard(&tr.Start)
	r := s.dryRunOn(&board, d)
	r.dec, r.queue = slices.Clone(tr.Decisions), slices.Clone(tr.Plan)
	if _, err := r.play(!tr.Default); err != nil {
		return nil
	}
	return d
}

// askingPursuit notes, in a dry run, the pursuit about to be asked.
func (r *run) askingPursuit(winApp, bf *Approach, battle, shown, unused []*Block) {
	if r.dry == nil {
		return
	}
	pc := &pursuitChoice{app: winApp, field: bf.Place(), battle: battle, shown: shown, led: winApp != bf}
	for _, x := range unused {
		if x.Arm == Cavalry {
			pc.may = append(pc.may, x)
		}
	}
	r.dry.pursuit = pc
}

// checkPursueAnswer refuses an answer to the pursuit question asked now
// that names a block that may not pursue there, or more than the
// winner's approach allows, saying which may. PURSUE * is not refused:
// it serves later attacks too (pursueStarNote).
func (s *State) checkPursueAnswer(side Side, e plan.Entry[Answer]) *i18n.Text {
	q := s.Question
	if q == nil || q.Kind != askPursue || e.Kind != askPursue || e.Subject != q.Subject || len(e.Answer.IDs) == 0 {
		return nil
	}
	pc, why, ok := s.pursueFaultNow(side, e.Answer.IDs)
	if !ok {
		return nil
	}
	return ptr(i18n.Join(why, txt("; those that may: %s (or YES, NO)", "；可追擊的：%s（或 是、否）", "；可追击的：%s（或 是、否）", candidatesText(pc.may))))
}

// pursueFaultNow is pursueFault on the pursuit the question asked now is
// about: ok when ids name a block that may not pursue there, with the
// choice the question offers.
func (s *State) pursueFaultNow(side Side, ids []string) (*pursuitChoice, i18n.Text, bool) {
	pc := s.pursuitAsked(side)
	if pc == nil {
		return nil, i18n.Text{}, false
	}
	why, ok := s.pursueFault(pc, side, ids)
	return pc, why, ok
}

// pursueStarNote says, of a PURSUE * line with blocks that answers the
// pursuit question asked now (the mail has no line for the question's
// own area), what it does there when a block it names may not pursue:
// no pursuit, or a pursuit by fewer blocks. The line stands for later
// attacks as written, so it is noted, not refused.
func (s *State) pursueStarNote(side Side, e plan.Entry[Answer], book []plan.Entry[Answer]) *i18n.Text {
	q := s.Question
	if q == nil || q.Kind != askPursue || e.Kind != askPursue || e.Subject != plan.Any || len(e.Answer.IDs) == 0 {
		return nil
	}
	for _, o := range book {
		if o.Kind == askPursue && o.Subject == q.Subject {
			return nil
		}
	}
	pc, why, ok := s.pursueFaultNow(side, e.Answer.IDs)
	if !ok {
		return nil
	}
	there := txt("This time it gives no pursuit", "這次便不追擊", "这次便不追击")
	if ps := pickFrom(pc.may, e.Answer, pc.app.Width()); len(ps) > 0 {
		there = txt("This time only %s pursues", "這次只有 %s 追擊", "这次只有 %s 追击", ownText(ps))
	}
	return ptr(i18n.Join(txt("this line also answers the pursuit question at %s: ", "這一行也回答了在 %s 追擊的問題：", "这一行也回答了在 %s 追击的问题：", q.Subject),
		why, txt("; those that may: %s. ", "；可追擊的：%s。", "；可追击的：%s。", candidatesText(pc.may)), there,
		txt("; for later attacks it stands as written (to answer this one, send PURSUE %s with the blocks, YES or NO)",
			"；往後的攻擊仍照此行（要回答這次，請寄 追擊 %s 加部隊編號，或 是、否）", "；往后的攻击仍照此行（要回答这次，请发送 追击 %s 加部队编号，或 是、否）", q.Subject)))
}

// pursueFault says why ids may not all pursue in the pursuit pc: a
// block of side that may not, or more blocks than the winner's approach
// is wide.
func (s *State) pursueFault(pc *pursuitChoice, side Side, ids []string) (i18n.Text, bool) {
	for _, id := range ids {
		x := s.B.block(id)
		if x == nil || x.Side != side {
			continue
		}
		if why := pc.refusal(x); why != nil {
			return i18n.Join(*why, txt(", so it may not pursue at %s", "，所以不能在 %s 追擊", "，所以不能在 %s 追击", pc.field.String())), true
		}
	}
	if len(ids) <= pc.app.Width() {
		return i18n.Text{}, false
	}
	if pc.app.Long {
		return txt("%s is a long approach: two blocks at most pursue from it", "%s 是長邊界：最多兩隻部隊由此追擊", "%s 是长边界：最多两只部队由此追击", pc.app.Place().String()), true
	}
	return txt("%s is a short approach: one block at most pursues from it", "%s 是短邊界：最多一隻部隊由此追擊", "%s 是短边界：最多一只部队由此追击", pc.app.Place().String()), true
}

// refusal says why x may not pursue in this pursuit (nil: it may).
func (pc *pursuitChoice) refusal(x *Block) *i18n.Text {
	has := func(bs []*Block) bool {
		return slices.ContainsFunc(bs, func(b *Block) bool { return b.ID == x.ID })
	}
	who := i18n.Join(plain(x.ID+" "), x.Face().Text())
	switch {
	case x.Status == isGone:
		return ptr(txt("%s has been eliminated", "%s 已被殲滅", "%s 已被歼灭", x.ID))
	case !has(pc.battle):
		return ptr(txt("%s took no part in the attack", "%s 未參與此次攻擊", "%s 未参与此次攻击", x.ID))
	case has(pc.shown) && pc.led:
		return ptr(txt("%s led the attack", "%s 擔任主攻", "%s 担任主攻", who))
	case has(pc.shown):
		return ptr(txt("%s stood in the front line", "%s 曾列第一線", "%s 曾列第一线", who))
	case x.Arm != Cavalry:
		return ptr(txt("%s is not cavalry", "%s 不是騎兵", "%s 不是骑兵", who))
	}
	return nil
}
