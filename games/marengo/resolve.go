package marengo

import (
	"fmt"
	"slices"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// Resolve runs the current phase with the stored submissions: the set-up's
// draw, a player turn from its plan, or the rest of a turn after a
// question's answer. An ended game has no phase to run.
func (g *Game) Resolve(in games.ResolveInput, dice *games.Dice) (games.Resolution, error) {
	s := g.s.clone()
	phase := g.Phase()
	var log games.Log
	var disorder [2]bool
	for _, side := range []Side{Austria, France} {
		disorder[side] = in.Disorder[side.Seat()]
	}
	if s.Stage == stageTurn {
		s.applyStanding(g, in)
	}
	switch {
	case s.Stage == stageOver:
		return games.Resolution{}, games.ErrOver
	case s.Stage == stageSetup:
		s.setup(dice, &log)
	case s.Question != nil:
		q := s.Question
		side, _ := sideOfSeat(q.Seat)
		ls, sent := in.Lines(side.Seat())
		m := modeAnswer
		if q.Kind == askPlan {
			m = modePlan
		}
		p, _, _ := parseLines(s.sc, side, m, ls)
		if p.concede {
			s.concede(side, &log)
			break
		}
		s.applyBook(side, p)
		if !sent {
			log.Add(txt("%s did not answer: the default applies.", "%s沒有答覆：採用預設。", "%s没有答复：采用默认。", sideText(side)))
		}
		s.Question = nil
		s.Run.Resume = &Asked{Seat: side, Kind: q.Kind, Subject: q.Subject, Plan: p.steps, Sent: sent, Continue: p.cont > 0}
		if err := s.replay(disorder, &log); err != nil {
			return games.Resolution{}, err
		}
	default:
		side := s.B.Active
		ls, sent := in.Lines(side.Seat())
		p, _, _ := parseLines(s.sc, side, modePlan, ls)
		if p.concede {
			s.concede(side, &log)
			break
		}
		s.applyBook(side, p)
		s.Run = &TurnRun{Start: cloneBoard(&s.B), Plan: p.steps, Default: !sent}
		if err := s.replay(disorder, &log); err != nil {
			return games.Resolution{}, err
		}
	}
	// The record keeps the position with its secrets, which Report
	// filters for each reader.
	return record.Resolved(phase, log.Events, s, &Game{s: s}, dice)
}

// applyStanding applies the standing answers a side not asked now sent
// (submit_standing.go) before the phase runs: they serve the decisions
// this resolution takes, never one taken before.
func (s *State) applyStanding(g *Game, in games.ResolveInput) {
	for _, side := range []Side{Austria, France} {
		ls, sent := in.StandingLines(side.Seat())
		if _, notAsked := checked.NotAsked(g, side.Seat()); !sent || !notAsked {
			continue
		}
		p, _, _ := parseLines(s.sc, side, modeStanding, ls)
		s.applyBook(side, p)
	}
}

// applyBook adds a submission's standing answers to side's book after
// its FORGET lines.
func (s *State) applyBook(side Side, p parsed) {
	for _, k := range p.clears {
		s.Books[side].Clear(k)
	}
	for _, e := range p.book {
		e.Line = 0
		s.Books[side].Set(e)
	}
}

// replay plays the turn under way from its start, with the decisions
// taken so far, and keeps the events not yet reported.
func (s *State) replay(disorder [2]bool, out *games.Log) error {
	tr := s.Run
	board := cloneBoard(&tr.Start)
	r := &run{sc: s.sc, opt: s.Options, b: &board, books: &s.Books,
		dec: slices.Clone(tr.Decisions), resume: tr.Resume, disorder: disorder,
		queue: slices.Clone(tr.Plan), winner: -1}
	done, err := r.play(!tr.Default)
	if err != nil {
		return err
	}
	if tr.Reported > len(r.log.Events) {
		return fmt.Errorf("%w: %d events reported before, %d now", errReplay, tr.Reported, len(r.log.Events))
	}
	out.Events = append(out.Events, r.log.Events[tr.Reported:]...)
	s.B = board
	if done {
		s.Run = nil
		if r.winner >= 0 {
			s.Stage, s.Winner, s.Reason = stageOver, r.winner, r.reason
		}
		return nil
	}
	tr.Decisions = r.dec
	tr.Reported = len(r.log.Events)
	tr.Stops++
	tr.Resume = nil
	tr.Left = r.queue
	s.Question = r.question
	return nil
}

// setup draws the French start blocks onto the start symbols (rule 4.4)
// and opens the first Austrian turn. The draw is France's secret: the
// dice numbers would give it away, so only France reads them.
func (s *State) setup(dice *games.Dice, log *games.Log) {
	var symbols []string
	for _, a := range s.sc.Areas {
		for range a.FrenchStart {
			symbols = append(symbols, a.Key)
		}
	}
	var pool []*Block
	for i := range s.B.Blocks {
		if s.B.Blocks[i].Status == inPool {
			pool = append(pool, &s.B.Blocks[i])
		}
	}
	var rolls []int
	for i := len(pool) - 1; i > 0; i-- {
		j := dice.Roll(i+1, "French start draw") - 1
		rolls = append(rolls, j+1)
		pool[i], pool[j] = pool[j], pool[i]
	}
	var placed []i18n.Text
	for k, x := range pool {
		x.Status, x.At = onMap, reserveOf(symbols[k])
		placed = append(placed, txt("%s %s in %s", "%s %s 在 %s", "%s %s 在 %s", x.ID, x.Face().Text(), symbols[k]))
	}
	counts := map[string]int{}
	for _, k := range symbols {
		counts[k]++
	}
	var where []i18n.Text
	for _, a := range s.sc.Areas {
		if counts[a.Key] > 0 {
			where = append(where, txt("%s %d", "%s %d", "%s %d", a.Key, counts[a.Key]))
		}
	}
	log.Add(txt("6 AM, 14 June 1800. The judge draws the %d French start blocks at random onto the start symbols (%s); all are inactive until activated.",
		"1800 年 6 月 14 日上午。裁判隨機將 %d 隻法軍起始部隊放上起始位置（%s）；啟動前皆不得移動。", "1800 年 6 月 14 日上午。裁判随机将 %d 只法军起始部队放上起始位置（%s）；启动前皆不得移动。",
		len(pool), i18n.ListText(where)))
	log.Private([]games.Seat{France.Seat()}, txt("France's start blocks: %s (draws %v).", "法軍起始部隊：%s（抽籤 %v）。", "法军起始部队：%s（抽签 %v）。", i18n.ListText(placed), rolls))
	s.Stage = stageTurn
	s.B.Active, s.B.Seq = Austria, 1
	s.B.T = Marks{Phase: phActivate, CP: 3}
	log.Add(txt("Next: %s, Austria's turn; Austria sends a plan.", "下一步：%s，奧地利的回合；奧地利提交計劃。", "下一步：%s，奥地利的回合；奥地利提交计划。", hourText(s.B.Hour)))
}

// concede ends the game: the other side wins.
func (s *State) concede(side Side, log *games.Log) {
	w := side.Other()
	s.Stage, s.Winner, s.Run, s.Question = stageOver, int(w), nil, nil
	s.Reason = txt("%s conceded", "%s投降", "%s投降", sideText(side))
	log.Add(txt("%s concedes: %s wins.", "%s投降：%s獲勝。", "%s投降：%s获胜。", sideText(side), sideText(w)))
}

var _ = plan.Any
