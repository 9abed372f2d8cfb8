package judge

import (
	"fmt"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/storage"
)

// runEdit hands one master's edit line to the engine (Diplomacy reads
// "add France A Par", "remove Par", "owner Par France") and saves the board
// it returns. The engine checks the line like an order (no two units in
// one province, armies on land …) and a refused line changes nothing.
//
// Edits happen between phases: in a running game only while no orders are
// in for the current phase, since orders already checked against the old
// board could name units that are gone. To edit a phase with orders in,
// PAUSE it first: an edit then withdraws the orders stored for the phase
// and the players are told to send them again.
func runEdit(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("EDIT")
	if p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	if len(l.Args) == 0 {
		if h, ok := helpTopic(s.j.engines[g.Engine], "edits"); ok {
			return "", joinText(txt("write EDIT and a change:\n", "請寫 EDIT 加上更改:\n", "请写 EDIT 加上更改:\n"), &h.Body)
		}
		return "", txt("write EDIT and a change, e.g. EDIT add France A Par, EDIT remove Par, EDIT owner Par France",
			"請寫 EDIT 加上更改,例如 EDIT add France A Par、EDIT remove Par、EDIT owner Par France",
			"请写 EDIT 加上更改,例如 EDIT add France A Par、EDIT remove Par、EDIT owner Par France")
	}
	if g.Status == statusActive && len(g.Submissions) > 0 {
		return "", txtf("orders are in for this phase of %s: PAUSE the game first (the edit then withdraws them and the players are asked again), or edit after the phase is processed",
			"%s 本階段已有命令:請先 PAUSE(更改後這些命令會撤回,並請玩家重寄),或在本階段結算後再更改",
			"%s 本阶段已有命令:请先 PAUSE(更改后这些命令会撤回,并请玩家重寄),或在本阶段结算后再更改", g.Name)
	}
	game, err := g.Game()
	if err != nil {
		return "", s.fail(err)
	}
	next, res := game.Edit([]games.Line{{N: l.N, Text: strings.Join(l.Args, " ")}}, s.lang)
	if len(res.Problems) > 0 {
		msg := res.Problems[0].Message
		return "", &msg
	}
	if len(res.Accepted.Lines) == 0 {
		return "", txt("the edit changed nothing", "這項更改沒有改變任何東西", "这项更改没有改变任何东西")
	}
	change := res.Accepted.Lines[0].Text
	notice := games.Text{
		EN:   "changed the board: " + change + ".",
		Hant: "修改局面:" + change + "。",
		Hans: "修改局面:" + change + "。",
	}
	withdrawn := len(g.Submissions) > 0
	asked := sortedSeats(submitted(g))
	if withdrawn {
		notice.EN += " Orders sent for this phase were withdrawn: please send them again."
		notice.Hant += "本階段已寄的命令已撤回,請重新寄出。"
		notice.Hans += "本阶段已寄的命令已撤回,请重新寄出。"
	}
	if err := g.setGame(next); err != nil {
		return "", s.fail(err)
	}
	g.Submissions, g.Complete = nil, nil
	if err := recordEdit(s.tx, g, res.Accepted.Lines); err != nil {
		return "", s.fail(err)
	}
	if err := s.masterDid(g, "edit", change, notice); err != nil {
		return "", s.fail(err)
	}
	if withdrawn {
		if err := s.askAgainAfterEdit(g, next, asked, change); err != nil {
			return "", s.fail(err)
		}
	}
	answer := "→ " + change
	if withdrawn {
		answer += "; " + tr(s.lang, "the orders stored for this phase were withdrawn", "本階段已存的命令已撤回", "本阶段已存的命令已撤回")
	}
	return answer, nil
}

// recordEdit keeps an edit with the last resolved phase, so `adjutant
// verify` can replay the board as the master changed it. An edit before any
// phase was resolved needs no record: the first phase stores the state it
// started from.
func recordEdit(tx *storage.Tx, g *gameRecord, lines []games.Line) error {
	if g.Phase == 0 {
		return nil
	}
	p, ok, err := loadPhase(tx, g.Name, g.Phase)
	if err != nil || !ok {
		return err
	}
	p.Edits = append(p.Edits, lines...)
	return putPhase(tx, g.Name, p)
}

func submitted(g *gameRecord) map[games.Seat]bool {
	out := map[games.Seat]bool{}
	for seat := range g.Submissions {
		out[seat] = true
	}
	return out
}

// askAgainAfterEdit mails, at once, each player whose orders an edit
// withdrew: what changed, and that the clock gives them the phase's full
// time again when the master resumes (a paused game's clock is stopped, so
// the fresh time starts then).
func (s *session) askAgainAfterEdit(g *gameRecord, game games.Game, seats []games.Seat, change string) error {
	full := g.Settings.phaseTime(game.Phase().Class)
	if g.Remaining < full {
		g.Remaining = full
	}
	var to []string
	for _, seat := range seats {
		if p := g.playerBySeat(seat); p != nil && !contains(to, p.Addr) {
			to = append(to, p.Addr)
		}
	}
	left := fmtDur(g.Remaining)
	return s.j.out.Each(s.tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(addr string, lang games.Lang, _ *time.Location) (string, string) {
		phase := game.Phase().Name.In(lang)
		subject := g.Name + ": " + s.j.wordedIn(g, lang, "send your {orders} again", "請重寄{orders}", "请重寄{orders}")
		body := s.j.wordedIn(g, lang,
			fmt.Sprintf("The master of %s changed the board: %s.\nYour {orders} for %s were withdrawn, since they were checked against the old board: send them again.\nThe game is paused; when the master resumes it, the phase has %s from then.\n\n%s\n", g.Name, change, phase, left, game.View(g.viewerOf(addr), lang)),
			fmt.Sprintf("%s 的主持人修改了局面:%s。\n您在%s的{orders}是依舊局面檢查的,已撤回:請重新寄出。\n棋局暫停中;主持人恢復後,本階段自恢復起有 %s。\n\n%s\n", g.Name, change, phase, left, game.View(g.viewerOf(addr), lang)),
			fmt.Sprintf("%s 的主持人修改了局面:%s。\n您在%s的{orders}是依旧局面检查的,已撤回:请重新寄出。\n棋局暂停中;主持人恢复后,本阶段自恢复起有 %s。\n\n%s\n", g.Name, change, phase, left, game.View(g.viewerOf(addr), lang)))
		return subject, body
	})
}
