package marengo

import (
	"slices"

	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// A plan is played through when it is sent, by the turn's own run on a
// copy of the position, as far as the sender's own knowledge reaches:
// until the first line that meets the enemy (an attack, an assault, a
// road move into an enemy area, a bombardment firing) or asks anyone
// anything. Up to there the run reads only the sender's own blocks and
// the public facts (the map, roads, capacities, command points, where
// the enemy stands and how many), so a line it cannot run there can
// never run: it is refused now, not a day later when the turn is played.
// A line held back (a reinforcement that would find its entry full, or
// the fourth by one road) is refused likewise. Nothing after the first
// contact is judged, since its course depends on the enemy's hidden
// blocks and answers.

// dryRun is the state of a run played at submit time.
type dryRun struct {
	// live: the lines being run are the sender's new ones (a stopped
	// turn is first replayed to its stop).
	live bool
	// firing: the side's own declared bombardments are firing, and
	// none of them can empty an area, so the enemy's choices in them
	// change nothing later lines depend on.
	firing bool
	// contact: the line under way meets the enemy.
	contact bool
	line    int
	out     []checked.Finding
	// aside: the lines set aside at the stop that a CONTINUE runs, by
	// the negative of their line number (their own mail's), so that
	// their findings are not taken for the new mail's lines.
	aside  map[int]plan.Step[Step]
	asideQ plan.Queue[Step]
	// pursuit: the pursuit last about to be asked (pursuit_answer.go).
	pursuit *pursuitChoice
	// retreat: the retreat last about to be asked (retreat_answer.go).
	retreat *retreatChoice
	// What the run knew when it met the enemy (submit_cp.go): the
	// command points before the line under way (cpBefore) or, between
	// lines, those left; the lines not yet begun.
	underway bool
	cur      Step
	cpBefore int
	end      *dryStop
}

// dryEnd unwinds a dry run at the edge of what the sender knows.
type dryEnd struct{}

// fail records why the line under way cannot run.
func (d *dryRun) fail(t i18n.Text) {
	if !d.live {
		return
	}
	if st, ok := d.aside[d.line]; ok {
		t = continueRefusal(st, t)
	}
	d.out = append(d.out, checked.Finding{Line: d.line, Msg: t})
}

// continueRefusal refuses a CONTINUE for a line set aside (st, under
// its own mail's line number) that cannot run.
func continueRefusal(st plan.Step[Step], why i18n.Text) i18n.Text {
	return txt("CONTINUE would run line %d set aside at the stop (%s), which cannot run now: %s; send the lines you want run as plan lines instead (without CONTINUE, the lines set aside do not run), or DONE to end the turn",
		"續行 會執行暫停時暫緩的第 %d 行（%s），但它現在無法執行：%s；請改以計劃行寫出要執行的行（不寫 續行，暫緩的行就不執行），或寫 完成 結束回合",
		"续行 会执行暂停时暂缓的第 %d 行（%s），但它现在无法执行：%s；请改以计划行写出要执行的行（不写 续行，暂缓的行就不执行），或写 完成 结束回合",
		st.Line, st.Text, why)
}

// continueAside renumbers, in a live dry run, the lines set aside that a
// CONTINUE runs (see dryRun.aside).
func (r *run) continueAside(rest plan.Queue[Step]) plan.Queue[Step] {
	if r.dry == nil || !r.dry.live {
		return rest
	}
	out := slices.Clone(rest)
	r.dry.aside = map[int]plan.Step[Step]{}
	for i := range out {
		r.dry.aside[-out[i].Line] = out[i]
		out[i].Line = -out[i].Line
	}
	r.dry.asideQ = slices.Clone(out)
	return out
}

// setAsideLines are the lines a CONTINUE sent now would run first,
// under the negative of their line numbers, with each by that number.
func (s *State) setAsideLines(side Side) (plan.Queue[Step], map[int]plan.Step[Step]) {
	d := s.playThrough(side, nil, true)
	if d == nil {
		return nil, nil
	}
	return d.asideQ, d.aside
}

// dryRunPlan plays side's new plan lines through on a copy of the
// position and returns the lines that cannot run. cont: the mail said
// CONTINUE, which runs the lines set aside at the stop first: they are
// judged too, on the position as it now stands, their findings under
// the negative of their line numbers.
func (s *State) dryRunPlan(side Side, steps plan.Queue[Step], cont bool) []checked.Finding {
	if d := s.playThrough(side, steps, cont); d != nil {
		return append(d.out, s.pastContact(side, d)...)
	}
	return nil
}

// playThrough is dryRunPlan's run; nil when there is nothing to play.
func (s *State) playThrough(side Side, steps plan.Queue[Step], cont bool) *dryRun {
	if s.Stage != stageTurn || s.B.Active != side {
		return nil
	}
	d := &dryRun{live: true}
	board := cloneBoard(&s.B)
	r := s.dryRunOn(&board, d)
	r.queue = slices.Clone(steps)
	fresh := true
	if tr, q := s.Run, s.Question; tr != nil {
		if q == nil || q.Kind != askPlan {
			return nil
		}
		board = cloneBoard(&tr.Start)
		d.live = false
		r.dec, r.queue, fresh = slices.Clone(tr.Decisions), slices.Clone(tr.Plan), !tr.Default
		r.resume = &Asked{Seat: side, Kind: q.Kind, Subject: q.Subject, Plan: steps, Sent: true, Continue: cont}
	}
	if _, err := r.play(fresh); err != nil {
		return nil
	}
	return d
}

// dryRunOn is the dry run d of the turn on board (a copy), with empty
// books: in a dry run every question ends the run or takes the sender's
// new lines (dryDecide), so no standing answer is read.
func (s *State) dryRunOn(board *Board, d *dryRun) *run {
	books := [2]plan.Book[Answer]{{}, {}}
	return &run{sc: s.sc, opt: s.Options, b: board, books: &books, winner: -1, dry: d}
}

// dryDecide is decide in a dry run: a decision recorded before the stop
// is replayed; the sender's own new lines, answering the stop, are taken
// (and the run goes live); anything else is a question, past which the
// sender cannot know the course, so the run ends.
func (r *run) dryDecide(seat Side, kind, subject string) Answer {
	if r.dry.firing {
		return defaultAnswer(kind)
	}
	if rs := r.resume; kind == askPlan && rs != nil && rs.Seat == seat && rs.Subject == subject {
		r.resume = nil
		r.dry.live = true
		if rs.Continue {
			return Answer{Word: "CONTINUE", Plan: rs.Plan}
		}
		return Answer{Plan: rs.Plan}
	}
	r.dryEnd(nil)
	return Answer{}
}

// dryPastAsk says whether a live dry run goes on past an ASK line of
// the sender's new lines, as a CONTINUE sent at the stop would: the
// stop asks the sender alone, and nothing moves before the answer, so
// the lines after it meet the position the lines before it leave (the
// play-through has met no enemy yet). The sender's lines are this
// mail's (numbered) and those an ADD keeps from the plan sent before
// (line 0). An ASK among the lines set aside that a CONTINUE runs
// (negative line numbers) ends the run as before: the lines after it
// are for the next stop's answer.
func (r *run) dryPastAsk(st plan.Step[Step]) bool {
	return r.dry != nil && r.dry.live && st.Line >= 0
}

// contact reports whether a line meets the enemy, after which a dry run
// knows no more: an attack, a bombardment fired, a move or road move
// into an area the enemy holds.
func (r *run) contact(st Step) bool {
	side := r.b.Active
	switch st.Verb {
	case "ATTACK", "FIRE":
		return true
	case "MOVE":
		return st.To != nil && r.b.enemyIn(side, st.To.Area)
	case "ROAD", "ENTER":
		for _, a := range st.Path {
			if r.b.enemyIn(side, a) {
				return true
			}
		}
	}
	return false
}

// dryBefore is called before a line runs, dryAfter after it ran; both
// do nothing outside a dry run.
func (r *run) dryBefore(st plan.Step[Step]) {
	if r.dry != nil && r.dry.live {
		r.dry.line = st.Line
		r.dry.underway, r.dry.cur, r.dry.cpBefore = true, st.Act, r.b.T.CP
	}
}

func (r *run) dryAfter(st plan.Step[Step], why *lineErr, contact bool) bool {
	if r.dry == nil || !r.dry.live {
		return false
	}
	if why != nil {
		r.dry.underway = false
		r.dry.fail(why.Msg)
		return true
	}
	if contact {
		r.dryEnd(&st)
	}
	r.dry.underway = false
	return false
}

// dryFires is called before the side's own declared bombardments fire.
// Which blocks they hit is the enemy's secret; what later lines may
// depend on is only whether an area is left empty. A bombardment that
// may empty its target (no more enemy blocks there than the gun's
// strength, each point eliminating at most one) ends the dry run.
func (r *run) dryFires() {
	if r.dry == nil || !r.dry.live {
		return
	}
	for _, d := range r.b.Declared {
		if d.Side != r.b.Active {
			continue
		}
		if n := len(r.b.inArea(d.Side.Other(), d.Target)); n > 0 && n <= r.b.block(d.Art).Strength {
			r.dryEnd(nil)
		}
	}
	r.dry.firing = true
}

// dryFired is called when the side's bombardments have fired.
func (r *run) dryFired() {
	if r.dry != nil {
		r.dry.firing = false
	}
}

// dryRefuse refuses, in a dry run, a part of a line the run would pass
// over with a word (a cavalry continuation), when the line meets no
// enemy: what it depends on is then the sender's own or public.
func (r *run) dryRefuse(why i18n.Text) bool {
	if r.dry == nil || !r.dry.live || r.dry.contact {
		return false
	}
	r.dry.fail(why)
	return true
}

// dryHeld refuses, in a dry run, a reinforcement the run would hold
// back: where it stands is the sender's own or public.
func (r *run) dryHeld(id string, why i18n.Text) bool {
	if r.dry == nil || !r.dry.live {
		return false
	}
	r.dry.fail(txt("%s would be held back this turn: %s; enter it in a later turn", "%s 本回合會暫不登場：%s；請於之後的回合登場", "%s 本回合会暂不登场：%s；请于之后的回合登场", id, why))
	return true
}
