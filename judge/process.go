package judge

import (
	"fmt"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/storage"
)

// startGame assigns seats, sets the first deadline and tells everyone.
func (j *Judge) startGame(tx *storage.Tx, g *gameRecord, now time.Time) error {
	eng := j.engines[g.Engine]
	game, err := g.Game()
	if err != nil {
		return err
	}
	assignSeats(g, game.Groups(), games.NewDice(g.Seed, "seats"))
	g.Status = statusActive
	g.Deadline = g.Settings.deadlineFrom(now, game.Phase().Class)
	g.Stage = ""
	return j.out.Each(tx, g.recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang games.Lang, loc *time.Location) (string, string) {
		var b strings.Builder
		seats := ""
		if p := g.playerByAddr(addr); p != nil {
			seats = joinSeats(p.Seats)
		}
		fmt.Fprintf(&b, "%s\n\n", tr(lang,
			fmt.Sprintf("Game %s has started (%s, %s).", g.Name, g.Engine, g.Variant),
			fmt.Sprintf("棋局 %s 已開始(%s,%s)。", g.Name, g.Engine, g.Variant),
			fmt.Sprintf("棋局 %s 已开始(%s,%s)。", g.Name, g.Engine, g.Variant)))
		if seats != "" {
			p := g.playerByAddr(addr)
			code := signonCode(game, p.Seats[0])
			orders := eng.Words().Orders.In(lang)
			fmt.Fprintf(&b, "%s\n", tr(lang,
				fmt.Sprintf("You play %s. Sign on with SIGNON %s%s <your password>, then write your %s one per line.", seats, code, g.Name, orders),
				fmt.Sprintf("您代表 %s。以 SIGNON %s%s <您的密碼> 登入,然後每行寫一道%s。", seats, code, g.Name, orders),
				fmt.Sprintf("您代表 %s。以 SIGNON %s%s <您的密码> 登录,然后每行写一道%s。", seats, code, g.Name, orders)))
		}
		fmt.Fprintf(&b, "%s\n", tr(lang, "Players:", "玩家:", "玩家:"))
		for _, p := range g.Players {
			fmt.Fprintf(&b, "  %s\n", joinSeats(p.Seats))
		}
		fmt.Fprintf(&b, "\n%s\n  %s\n", tr(lang,
			"The dice of this game are fixed by a secret seed whose SHA-256 is below; the seed is published when the game ends, so anyone can check every roll:",
			"本棋局的隨機數由一個秘密種子決定,其 SHA-256 如下;棋局結束時公布種子,任何人都可驗證每一次擲骰:",
			"本棋局的随机数由一个秘密种子决定,其 SHA-256 如下;棋局结束时公布种子,任何人都可验证每一次掷骰:"), g.SeedHash)
		fmt.Fprintf(&b, "\n%s\n\n%s\n", j.phaseLine(g, game, g.viewerOf(addr), lang, loc), game.View(g.viewerOf(addr), lang))
		for _, h := range eng.Help() {
			if h.Name == "start" {
				// The engine's own "how to play" goes with the first mail.
				fmt.Fprintf(&b, "\n%s\n\n%s\n", h.Title.In(lang), strings.TrimRight(h.Body.In(lang), "\n"))
			}
		}
		return fmt.Sprintf("%s: %s", g.Name, tr(lang, "the game has started", "棋局已開始", "棋局已开始")), b.String()
	})
}

func joinSeats(seats []games.Seat) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = string(s)
	}
	return strings.Join(out, "+")
}

// phaseLine says what phase it is, its deadline in the reader's zone, and
// who must act; when one seat alone is asked (a question in an alternating
// game) it says what is asked and what happens without an answer.
func (j *Judge) phaseLine(g *gameRecord, game games.Game, v games.Viewer, lang games.Lang, loc *time.Location) string {
	return games.Wrap(j.phaseText(g, game, v, lang, loc), games.ProseWidth)
}

func (j *Judge) phaseText(g *gameRecord, game games.Game, v games.Viewer, lang games.Lang, loc *time.Location) string {
	ph := game.Phase()
	line := tr(lang,
		fmt.Sprintf("Now: %s. Deadline: %s.", ph.Name.In(lang), when(g.Deadline, loc)),
		fmt.Sprintf("現在:%s。期限:%s。", ph.Name.In(lang), whenIn(g.Deadline, loc, games.TraditionalChinese)),
		fmt.Sprintf("现在:%s。期限:%s。", ph.Name.In(lang), whenIn(g.Deadline, loc, games.SimplifiedChinese)))
	reqs := game.Requests()
	switch len(reqs) {
	case 0:
		return line
	case 1:
		r := reqs[0]
		who := seatNames(game, []games.Seat{r.Seat}, lang)
		p := r.For(v)
		return line + "\n" + tr(lang,
			fmt.Sprintf("Only %s is asked: %s. Without an answer: %s.", who, p.Ask.In(lang), p.Default.In(lang)),
			fmt.Sprintf("只等 %s:%s。未答覆則:%s。", who, p.Ask.In(lang), p.Default.In(lang)),
			fmt.Sprintf("只等 %s:%s。未答复则:%s。", who, p.Ask.In(lang), p.Default.In(lang)))
	}
	seats := make([]games.Seat, len(reqs))
	for i, r := range reqs {
		seats[i] = r.Seat
	}
	return line + "\n" + j.wordedIn(g, lang, "Waiting for {orders} from: ", "等待{orders}:", "等待{orders}:") + seatNames(game, seats, lang) + tr(lang, ".", "。", "。")
}

// maybeProcessEarly resolves the phase when every seat that must act has
// sent complete orders and nobody asked to wait.
func (j *Judge) maybeProcessEarly(tx *storage.Tx, g *gameRecord, now time.Time) error {
	if g.Status != statusActive {
		return nil
	}
	game, err := g.Game()
	if err != nil {
		return err
	}
	for _, r := range game.Requests() {
		p := g.playerBySeat(r.Seat)
		if p != nil && p.Wait {
			return nil
		}
		if _, ok := g.Submissions[r.Seat]; !ok || !g.complete(r.Seat) {
			if p != nil && p.Disorder {
				continue
			}
			return nil
		}
	}
	return j.process(tx, g, now)
}

func (g *gameRecord) complete(seat games.Seat) bool { return g.Complete[seat] }

// process resolves the current phase, records it, and sends every reader
// the report; phases that need nobody are resolved straight after.
func (j *Judge) process(tx *storage.Tx, g *gameRecord, now time.Time) error {
	eng := j.engines[g.Engine]
	game, err := g.Game()
	if err != nil {
		return err
	}
	for step := 0; step < MaxAutomaticPhases; step++ {
		disorder := map[games.Seat]bool{}
		for _, p := range g.Players {
			for _, s := range p.Seats {
				if p.Disorder || p.Abandoned || p.Resigned {
					disorder[s] = true
				}
			}
		}
		ph := game.Phase()
		seq := g.Phase + 1
		dice := games.NewDice(g.Seed, fmt.Sprintf("%d:%s", seq, ph.ID))
		res, err := game.Resolve(games.ResolveInput{Submissions: g.Submissions, Disorder: disorder}, dice)
		if err != nil {
			return fmt.Errorf("resolving %s %s: %w", g.Name, ph.ID, err)
		}
		if err := putPhase(tx, g.Name, phaseRecord{Seq: seq, ID: ph.ID, State: g.State, Submissions: g.Submissions,
			Disorder: disorder, Result: res.Result, Draws: res.Draws, At: now}); err != nil {
			return err
		}
		if err := g.setGame(res.Next); err != nil {
			return err
		}
		g.Phase, g.Submissions, g.Complete, g.Stage = seq, nil, nil, ""
		for _, p := range g.Players {
			p.Wait = false
		}
		game = res.Next
		regroup(g, game)
		end := game.Over()
		if end == nil {
			g.Deadline = g.Settings.deadlineFrom(now, game.Phase().Class)
		}
		notices := g.Notices
		g.Notices = nil
		if step == MaxAutomaticPhases-1 && end == nil && len(game.Requests()) == 0 {
			// The last report of the run says why the next phase waits.
			notices = append(notices, capNotice(g, game))
		}
		if err := j.sendReport(tx, g, eng, game, res.Result, notices, end); err != nil {
			return err
		}
		if end != nil {
			return j.endGame(tx, g, end, now)
		}
		if len(game.Requests()) > 0 {
			return nil
		}
	}
	return nil
}

// MaxAutomaticPhases is how many phases one run of the judge resolves in a
// row; phases that ask nobody (a Diplomacy build nobody can make, a wargame's
// automatic steps) follow each other up to it. The cap keeps an engine
// whose phases never ask anyone from holding the loop; the rest waits for
// the deadline, and the mail says so.
const MaxAutomaticPhases = 16

func capNotice(g *gameRecord, game games.Game) games.Text {
	return games.Text{
		EN: fmt.Sprintf("The judge resolved %d phases in a row, its limit for one run; %s asks nobody and is resolved with the next one at the deadline, %s.",
			MaxAutomaticPhases, game.Phase().Name.EN, g.Deadline.UTC().Format("Mon 2 Jan 2006 15:04 UTC")),
		Hant: fmt.Sprintf("裁判已連續結算 %d 個階段,達到單次上限;%s不需任何人行動,將在期限(%s)時與下一階段一併結算。",
			MaxAutomaticPhases, game.Phase().Name.In(games.TraditionalChinese), g.Deadline.UTC().Format("2006-01-02 15:04 UTC")),
		Hans: fmt.Sprintf("裁判已连续结算 %d 个阶段,达到单次上限;%s不需任何人行动,将在期限(%s)时与下一阶段一并结算。",
			MaxAutomaticPhases, game.Phase().Name.In(games.SimplifiedChinese), g.Deadline.UTC().Format("2006-01-02 15:04 UTC")),
	}
}

// sendReport mails the phase result to every reader in their language.
func (j *Judge) sendReport(tx *storage.Tx, g *gameRecord, eng games.Engine, next games.Game, result []byte, notices []games.Text, end *games.Ending) error {
	return j.out.Each(tx, g.recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang games.Lang, loc *time.Location) (string, string) {
		var b strings.Builder
		for _, n := range notices {
			fmt.Fprintln(&b, games.Wrap(n.In(lang), games.ProseWidth))
		}
		if len(notices) > 0 {
			b.WriteString("\n")
		}
		v := g.viewerOf(addr)
		if end != nil {
			// The last report opens the whole record to everyone.
			v = games.EndView()
		}
		report, err := eng.Report(result, v, lang)
		if err != nil {
			report = tr(lang, "(the report could not be rendered; the master has the record)", "(戰報無法產生;紀錄仍在)", "(战报无法生成;记录仍在)")
		}
		b.WriteString(report)
		if end == nil {
			fmt.Fprintf(&b, "\n%s\n", j.phaseLine(g, next, v, lang, loc))
		}
		return fmt.Sprintf("%s: %s %s", g.Name, lastPhaseID(tx, g), tr(lang, "results", "結果", "结果")), b.String()
	})
}

func lastPhaseID(tx *storage.Tx, g *gameRecord) string {
	p, ok, err := loadPhase(tx, g.Name, g.Phase)
	if err != nil || !ok {
		return ""
	}
	return p.ID
}

// endGame closes a game and publishes its seed so every roll can be checked.
func (j *Judge) endGame(tx *storage.Tx, g *gameRecord, end *games.Ending, now time.Time) error {
	g.Status, g.Ending, g.Deadline = statusFinished, end, time.Time{}
	return j.out.Each(tx, g.recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang games.Lang, loc *time.Location) (string, string) {
		var b strings.Builder
		fmt.Fprintf(&b, "%s\n", end.Reason.In(lang))
		if len(end.Winners) > 0 {
			fmt.Fprintf(&b, "%s %s\n", tr(lang, "Winner:", "勝方:", "胜方:"), joinSeats(end.Winners))
		}
		if len(end.Draw) > 0 {
			fmt.Fprintf(&b, "%s %s\n", tr(lang, "Draw shared by:", "和局,共享者:", "和局,共享者:"), joinSeats(end.Draw))
		}
		fmt.Fprintf(&b, "\n%s\n  %x\n%s\n", tr(lang, "The game's secret seed, for checking every roll:", "本棋局的秘密種子(可用來驗證每一次擲骰):", "本棋局的秘密种子(可用来验证每一次掷骰):"),
			g.Seed, tr(lang, "Its SHA-256 was announced at the start: "+g.SeedHash, "開局時公布的 SHA-256:"+g.SeedHash, "开局时公布的 SHA-256:"+g.SeedHash))
		fmt.Fprintf(&b, "\n%s\n", tr(lang, "Send HISTORY "+g.Name+" for the whole game.", "寄 HISTORY "+g.Name+" 可取得整局紀錄。", "寄 HISTORY "+g.Name+" 可获取整局记录。"))
		return fmt.Sprintf("%s: %s", g.Name, tr(lang, "game over", "棋局結束", "棋局结束")), b.String()
	})
}

// regroup gives each player the seat group that now holds their first seat.
func regroup(g *gameRecord, game games.Game) {
	for _, p := range g.Players {
		if len(p.Seats) == 0 {
			continue
		}
		for _, grp := range game.Groups() {
			for _, s := range grp {
				if s == p.Seats[0] {
					p.Seats = append([]games.Seat(nil), grp...)
				}
			}
		}
	}
}

// seatNames lists seats for a reader, by the names the game gives them in
// the reader's language.
func seatNames(game games.Game, seats []games.Seat, lang games.Lang) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = games.SeatName(game, s).In(lang)
	}
	return games.List(lang, out)
}

// signonCode is what a player writes before the game's name to sign on as
// seat: the seat's code where the engine gives one ("F" for France), else
// the seat's id.
func signonCode(game games.Game, seat games.Seat) string {
	for _, info := range game.Seats() {
		if info.Seat == seat && info.Code != "" {
			return info.Code
		}
	}
	return string(seat)
}
