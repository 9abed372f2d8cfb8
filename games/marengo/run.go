package marengo

import (
	"fmt"
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// A player turn is played by a run: from the board as the turn began,
// step by step through the plan. Every decision the rules give a player
// (a block, a front line, a retreat ...) goes through decide, which takes
// it from the turn's record when the turn is played again, else from the
// seat's standing answers, else stops the turn to ask. A stopped turn is
// played again from its start at the next resolution, with the same
// decisions and then the new answer; Marengo has no dice, so the replay
// takes the same course and only the events after the stop are new.

// stop unwinds a run to ask a question. It is a private panic value:
// play recovers it, and nothing outside the package ever sees it.
type stop struct{}

// run is one playing of a player turn.
type run struct {
	sc       *Scenario
	opt      Options
	b        *Board
	books    *[2]plan.Book[Answer]
	log      games.Log
	dec      []Decision
	next     int
	resume   *Asked
	disorder [2]bool
	question *plan.Question
	queue    plan.Queue[Step]
	planAsks int
	// dry: the run plays a plan through as it is sent (submit_dry.go).
	dry *dryRun
	// The game's end, when this turn ended it.
	winner int
	reason i18n.Text
}

// decide returns seat's decision of kind about subject: the recorded one
// when the turn is played again, else the standing answer, else the
// default for a seat in disorder or just asked without covering it; else
// it puts the question q builds and unwinds the turn. It records no
// event, and q must not either: a replay must say what the first playing
// said.
func (r *run) decide(seat Side, kind, subject string, q func() *plan.Question) Answer {
	if r.next < len(r.dec) {
		d := r.dec[r.next]
		if d.Seat != seat || d.Kind != kind || d.Subject != subject {
			panic(fmt.Errorf("%w: decision %d is %s %s %s, recorded %s %s %s", errReplay, r.next, seat, kind, subject, d.Seat, d.Kind, d.Subject))
		}
		r.next++
		return d.Answer
	}
	if r.dry != nil {
		a := r.dryDecide(seat, kind, subject)
		r.dec = append(r.dec, Decision{Seat: seat, Kind: kind, Subject: subject, Answer: a})
		r.next++
		return a
	}
	a, ok := r.fresh(seat, kind, subject)
	if !ok && (r.disorder[seat] || q == nil) {
		a, ok = defaultAnswer(kind), true
	}
	if !ok {
		r.question = q()
		panic(stop{})
	}
	r.dec = append(r.dec, Decision{Seat: seat, Kind: kind, Subject: subject, Answer: a})
	r.next++
	return a
}

func (r *run) fresh(seat Side, kind, subject string) (Answer, bool) {
	rs := r.resume
	asked := rs != nil && rs.Seat == seat && rs.Kind == kind && rs.Subject == subject
	if kind == askPlan {
		if asked {
			r.resume = nil
			if rs.Continue {
				return Answer{Word: "CONTINUE", Plan: rs.Plan}, true
			}
			return Answer{Plan: rs.Plan}, true
		}
		return Answer{}, false
	}
	if a, ok := r.books[seat].Find(kind, subject); ok {
		if kind == askLoss && a.Word == "" {
			// An area's LOSS that names blocks alone leaves the rest
			// to LOSS *'s preference (else the default).
			a.Word = defaultAnswer(askLoss).Word
			if any, ok := r.books[seat].Find(askLoss, plan.Any); ok && any.Word != "" {
				a.Word = any.Word
			}
		}
		return a, true
	}
	if asked {
		r.resume = nil
		return defaultAnswer(kind), true
	}
	return Answer{}, false
}

// defaultAnswer is what an unanswered decision gets
// (docs/rules/marengo.md, "Questions and defaults").
func defaultAnswer(kind string) Answer {
	switch kind {
	case askBlock:
		return Answer{Word: "ALL"}
	case askCounter:
		return Answer{Word: "YES"}
	case askFront:
		return Answer{Word: "BEST"}
	case askPursue, askAdvance:
		return Answer{Word: "NO"}
	case askRetreat:
		return Answer{Word: "ROOM"}
	case askHit:
		return Answer{Word: "WEAKEST"}
	case askLoss:
		return Answer{Word: "STRONGEST"}
	}
	return Answer{}
}

// ---- events ----

// pub records what everyone reads.
func (r *run) pub(t i18n.Text) { r.log.Add(t) }

// own records what side reads in full and everyone else as public (nil:
// nothing).
func (r *run) own(side Side, full i18n.Text, public *i18n.Text) {
	seats := []games.Seat{side.Seat()}
	if public == nil {
		r.log.Private(seats, full)
		return
	}
	r.log.Hidden(seats, full, *public)
}

func ptr(t i18n.Text) *i18n.Text { return &t }

// ---- the turn ----

// play runs the turn until it ends (true) or a seat is asked (false).
func (r *run) play(fresh bool) (done bool, err error) {
	defer func() {
		if x := recover(); x != nil {
			if _, ok := x.(dryEnd); ok {
				done, err = false, nil
				return
			}
			if _, ok := x.(stop); ok {
				done, err = false, nil
				return
			}
			if e, ok := x.(error); ok {
				done, err = false, e
				return
			}
			panic(x)
		}
	}()
	r.beginTurn(fresh)
	for {
		st, ok := r.queue.Peek()
		if !ok {
			break
		}
		if st.Stop == plan.Ask {
			r.queue.Pop()
			if r.dryPastAsk(st) {
				continue
			}
			r.askRest(txt("%s's plan asks to be consulted here.", "%s的計劃要求在此詢問。", "%s的计划要求在此询问。", sideText(r.b.Active)), r.queue.SetAside())
			continue
		}
		ph := phaseOf(st.Act.Verb)
		for r.b.T.Phase < ph {
			r.closePhase()
		}
		r.queue.Pop()
		r.dryBefore(st)
		if ph < r.b.T.Phase {
			if r.dryAfter(st, bad("its phase of the turn is over", "它所屬的階段已過", "它所属的阶段已过"), false) {
				continue
			}
			r.setAside(st, txt("its phase of the turn is over (the turn goes activation, bombardments, attacks, movement, declarations)",
				"它所屬的階段已過（回合順序為啟動、砲擊、攻擊、移動、宣佈砲擊）", "它所属的阶段已过（回合顺序为启动、炮击、攻击、移动、宣布炮击）"))
			continue
		}
		contact := r.contact(st.Act)
		if r.dry != nil {
			r.dry.contact = contact
		}
		why := r.do(st)
		if r.dryAfter(st, why, contact) {
			continue
		}
		if why != nil {
			r.setAside(st, why.Msg)
		}
	}
	for r.b.T.Phase < phEnd {
		r.closePhase()
	}
	r.endTurn()
	return true, nil
}

// setAside reports a plan line that could not run to its owner alone,
// sets the rest of the plan aside and asks for the rest of the turn.
func (r *run) setAside(st plan.Step[Step], why i18n.Text) {
	side := r.b.Active
	rest := r.queue.SetAside()
	msg := txt("Plan line %d (%s) cannot run: %s.", "計劃第 %d 行（%s）無法執行：%s。", "计划第 %d 行（%s）无法执行：%s。", st.Line, st.Text, why)
	if len(rest) > 0 {
		msg = i18n.Join(msg, txt(" The %d line(s) after it are set aside: %s.", "其後 %d 行暫緩：%s。", "其后 %d 行暂缓：%s。", len(rest), linesText(rest)))
	}
	r.own(side, msg, nil)
	r.askRest(txt("A line of %s's plan could not run: %s is asked for the rest of the turn.", "%s的計劃有一行無法執行：詢問%s回合餘下部分。", "%s的计划有一行无法执行：询问%s回合余下部分。", sideText(side), sideText(side)), rest)
}

// askRest puts the rest of the turn to the active side (unless it was
// just asked, or sent no plan at all). rest is the plan's lines left
// after the stop, which CONTINUE runs as they were written.
func (r *run) askRest(why i18n.Text, rest plan.Queue[Step]) {
	side := r.b.Active
	r.planAsks++
	subject := fmt.Sprint(r.planAsks)
	// The event comes before the decision, so that a replay, which takes
	// the decision from the record, says the same.
	r.pub(why)
	a := r.decide(side, askPlan, subject, func() *plan.Question {
		return &plan.Question{Seat: side.Seat(), Kind: askPlan, Subject: subject,
			Public: games.Prompt{
				Ask:     txt("%s sends the rest of its turn", "%s提交回合餘下部分", "%s提交回合余下部分", sideText(side)),
				Default: txt("the turn ends (bombardments still due fire)", "回合結束（尚未執行的砲擊照常執行）", "回合结束（尚未执行的炮击照常执行）"),
			},
			Private: games.Prompt{
				Ask:     restPrompt(r.b.T.CP, rest),
				Default: txt("the turn ends (bombardments still due fire)", "回合結束（尚未執行的砲擊照常執行）", "回合结束（尚未执行的炮击照常执行）"),
			}}
	})
	r.queue = slices.Clone(a.Plan)
	if a.Word == "CONTINUE" {
		r.queue = append(r.continueAside(rest), a.Plan...)
	}
}

// restPrompt asks the side for the rest of its turn; CONTINUE is offered
// only when lines were set aside for it to run.
// The lines are listed: the stop may come days after they were written.
func restPrompt(cp int, rest plan.Queue[Step]) i18n.Text {
	if len(rest) == 0 {
		return txt("the rest of your turn as plan lines (the position is in the report; %d command point(s) left), or DONE alone to end the turn now",
			"以計劃行寫回合餘下部分（局面見戰報；剩 %d 指揮點），或單寫 完成（DONE）立即結束回合",
			"以计划行写回合余下部分（局面见战报；剩 %d 指挥点），或单写 完成（DONE）立即结束回合", cp)
	}
	lines := linesText(rest)
	return txt("the rest of your turn as plan lines (the position is in the report; %d command point(s) left); or CONTINUE alone to run the %d line(s) after the stop as you wrote them (%s), or DONE alone to end the turn now",
		"以計劃行寫回合餘下部分（局面見戰報；剩 %d 指揮點）；或單寫 續行（CONTINUE）照原樣執行暫停後的 %d 行（%s），或單寫 完成（DONE）立即結束回合",
		"以计划行写回合余下部分（局面见战报；剩 %d 指挥点）；或单写 续行（CONTINUE）照原样执行暂停后的 %d 行（%s），或单写 完成（DONE）立即结束回合", cp, len(rest), lines)
}

// beginTurn opens the active side's turn: three command points, French
// activation, and which blocks stand in a reserve (only they may use a
// road).
func (r *run) beginTurn(fresh bool) {
	b := r.b
	side := b.Active
	b.T = Marks{Phase: phActivate, CP: 3}
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if x.On() && x.Side == side && x.At.Reserve() {
			b.T.StartReserve = append(b.T.StartReserve, x.ID)
		}
	}
	r.pub(txt("%s: %s's turn (turn %d of %d).", "%s：%s的回合（第 %d 回合，共 %d 回合）。", "%s：%s的回合（第 %d 回合，共 %d 回合）。",
		hourText(b.Hour), sideText(side), b.Hour-r.sc.FirstHour+1, r.sc.Hours()))
	if !fresh {
		r.pub(txt("%s sent no plan: due bombardments fire, nothing else moves.", "%s沒有提交計劃：該執行的砲擊照常執行，其餘不動。", "%s没有提交计划：该执行的炮击照常执行，其余不动。", sideText(side)))
	}
	if side == France {
		r.activateAdjacent()
		b.T.Activate = r.activations()
	}
}

// closePhase ends the current phase with what the rules do
// automatically, and opens the next.
func (r *run) closePhase() {
	b := r.b
	switch b.T.Phase {
	case phFire:
		r.dryFires()
		for _, d := range slices.Clone(b.Declared) {
			if d.Side == b.Active {
				r.bombard(d, nil)
			}
		}
		r.dryFired()
	case phMove:
		r.withdrawStranded(b.Active, "")
	}
	b.T.Phase++
}

// do carries out one plan line, or says why it cannot run; it changes
// nothing when it refuses.
func (r *run) do(ps plan.Step[Step]) *lineErr {
	st := ps.Act
	switch st.Verb {
	case "ACTIVATE":
		return r.activate(st.IDs)
	case "FIRE", "CANCEL":
		return r.fireLine(st)
	case "ATTACK":
		return r.attack(st)
	case "MOVE":
		return r.move(st)
	case "ROAD":
		return r.road(st)
	case "ENTER":
		return r.enter(st)
	case "PONTOON":
		return r.pontoon(st.IDs[0])
	case "BOMBARD":
		return r.declare(st.IDs[0])
	}
	return bad("%s cannot be used here", "這裡不能用 %s", "这里不能用 %s", st.Verb)
}

// spend takes command points, or says there are too few.
func (r *run) canSpend(n int) *lineErr {
	if r.b.T.CP < n {
		return bad("it needs %d command point(s) and %d are left of the turn's three: leave out a line before it that spends one, or move by a main road (free)",
			"需要 %d 指揮點，本回合三點只剩 %d 點：請刪去前面某個耗點的行，或改走大路（免點）",
			"需要 %d 指挥点，本回合三点只剩 %d 点：请删去前面某个耗点的行，或改走大路（免点）", n, r.b.T.CP)
	}
	return nil
}

// endTurn closes the player turn: the artillery that bombarded turns face
// down; after a French turn the time marker advances, the morale bonus is
// checked, and after the last hour the game ends (rules 5, 11, 12).
func (r *run) endTurn() {
	b := r.b
	side := b.Active
	b.T = Marks{Phase: phActivate, CP: 3}
	if side == France {
		r.moraleBonus(b.Hour >= r.sc.LastHour)
		if b.Hour >= r.sc.LastHour {
			r.victory()
			return
		}
		b.Hour++
	}
	b.Active = side.Other()
	b.Seq++
	r.pub(txt("Next: %s, %s's turn; %s sends a plan.", "下一步：%s，%s的回合；%s提交計劃。", "下一步：%s，%s的回合；%s提交计划。",
		hourText(b.Hour), sideText(b.Active), sideText(b.Active)))
}

// linesText lists plan lines as written back, one after another.
func linesText(q plan.Queue[Step]) i18n.Text {
	ts := q.Texts()
	return i18n.Text{EN: strings.Join(ts, "; "), Hant: strings.Join(ts, "；"), Hans: strings.Join(ts, "；")}
}
