package judge

import (
	"adjutant/games"
	"adjutant/storage"
	"fmt"
	"strings"
)

// setWait turns early processing off (WAIT) or back on (NOWAIT) for the
// current phase; process.go clears Wait when the phase is resolved.
func (s *session) setWait(on bool) (string, *games.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	p.Wait = on
	s.keep(s.game)
	if on {
		dl := whenIn(s.game.Deadline, s.loc, s.lang)
		return s.j.wordedIn(s.game, s.lang,
			"the judge will not process this phase before its deadline ("+dl+"), even when all {orders} are in",
			"即使所有{orders}都已送達,裁判也不會在期限("+dl+")前處理本階段",
			"即使所有{orders}都已送达,裁判也不会在期限("+dl+")前处理本阶段"), nil
	}
	return s.j.wordedIn(s.game, s.lang,
		"this phase may be processed as soon as every {seat} has sent its {orders} in full",
		"所有{seat}都送出完整{orders}後,本階段即可提前處理",
		"所有{seat}都送出完整{orders}后,本阶段即可提前处理"), nil
}

// setDraw records a player's draw vote. Votes are secret. When every
// player holding a surviving power and still playing (not resigned,
// abandoned or in civil disorder: those have no vote) has voted, the game
// ends in a draw shared by all surviving powers, as in a draw including all
// survivors.
func (s *session) setDraw(on bool) (string, *games.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	g := s.game
	game, err := g.Game()
	if err != nil {
		return "", s.fail(err)
	}
	alive := game.Alive()
	if !holdsAny(p, alive) {
		return "", s.j.worded(s.game, txt("your {seat} is out of the game; only surviving {seats} vote on a draw",
			"您的{seat}已出局;只有存活的{seat}可以投票和局",
			"您的{seat}已出局;只有存活的{seat}可以投票和局"))
	}
	p.Draw = on
	s.keep(g)
	if !on {
		return tr(s.lang, "your draw vote is withdrawn", "已撤回您的和局票", "已撤回您的和局票"), nil
	}
	if !allVotedDraw(g, alive) {
		return tr(s.lang,
			"your vote for a draw is recorded (votes are secret); the game ends in a draw when every surviving power has voted for one",
			"已記錄您的和局票(投票保密);所有存活國家都投票和局時,棋局以和局結束",
			"已记录您的和局票(投票保密);所有存活国家都投票和局时,棋局以和局结束"), nil
	}
	if err := s.tx.Audit(storage.AuditEntry{At: s.now, Actor: s.sender, Game: g.Name, Action: "draw",
		Detail: "agreed by every surviving power: " + joinSeats(alive)}); err != nil {
		return "", s.fail(err)
	}
	end := &games.Ending{Draw: alive, Reason: games.Text{
		EN:   fmt.Sprintf("Game %s ended in a draw agreed by every surviving power.", g.Name),
		Hant: fmt.Sprintf("棋局 %s 經所有存活國家同意,以和局結束。", g.Name),
		Hans: fmt.Sprintf("棋局 %s 经所有存活国家同意,以和局结束。", g.Name)}}
	if err := s.j.endGame(s.tx, g, end, s.now); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang,
		"every surviving power has voted for a draw: the game is over (see the mail that follows)",
		"所有存活國家都已投票和局:棋局結束(請看隨後的郵件)",
		"所有存活国家都已投票和局:棋局结束(请看随后的邮件)"), nil
}

func holdsAny(p *player, seats []games.Seat) bool {
	for _, have := range p.Seats {
		for _, s := range seats {
			if have == s {
				return true
			}
		}
	}
	return false
}

// allVotedDraw reports whether every voter among the surviving powers'
// players wants a draw; with no voter at all there is no draw.
func allVotedDraw(g *gameRecord, alive []games.Seat) bool {
	voters := 0
	for _, p := range g.Players {
		if !holdsAny(p, alive) || p.Resigned || p.Abandoned || p.Disorder {
			continue
		}
		if !p.Draw {
			return false
		}
		voters++
	}
	return voters > 0
}

// setPreference replaces a joined player's list of wanted powers while the
// game is forming. Players cannot sign on to a forming game as a power, so
// the game and password are given on the line (SET PREFERENCE west pw F E G)
// unless this mail signed on to that game already.
func (s *session) setPreference(args []string) (string, *games.Text) {
	usage := txt("write SET PREFERENCE <game> <your password> <powers, most wanted first>, e.g. SET PREFERENCE west s3cret F E G",
		"請寫 SET PREFERENCE <棋局> <您的密碼> <國家,最想要的在前>,例如 SET PREFERENCE west s3cret F E G",
		"请写 SET PREFERENCE <棋局> <您的密码> <国家,最想要的在前>,例如 SET PREFERENCE west s3cret F E G")
	g, p := s.game, (*player)(nil)
	switch {
	case g != nil && s.seat != "":
		p = g.playerBySeat(s.seat)
	case s.joined != nil && (len(args) == 0 || gameKey(strings.TrimPrefix(args[0], "?")) != gameKey(s.joined.Name)):
		// SIGNON ?west pw on a line above: the game and password are given.
		g = s.joined
		p = g.playerByAddr(s.sender)
		if p == nil {
			return "", usage
		}
	default:
		if len(args) < 2 {
			return "", usage
		}
		var err error
		g, err = s.loadGame(strings.TrimPrefix(args[0], "?"))
		if err != nil {
			return "", s.fail(err)
		}
		if g == nil {
			return "", s.noSuchGame(args[0])
		}
		s.hide(args[1])
		p = g.playerByAddr(s.sender)
		if p == nil {
			return "", txtf("you have not joined %s from this address; join with SIGNON ?%s <password> <powers>",
				"您尚未以此地址加入 %s;請以 SIGNON ?%s <密碼> <國家> 加入",
				"您尚未以此地址加入 %s;请以 SIGNON ?%s <密码> <国家> 加入", g.Name, g.Name)
		}
		if prob := s.checkPassword(g, p.Addr, p.PW, args[1]); prob != nil {
			return "", prob
		}
		args = args[2:]
	}
	if g.Status != statusForming {
		return "", s.j.worded(g, txtf("%s has started: {seats} are given out already", "%s 已經開始:{seat}已經分配", "%s 已经开始:{seat}已经分配", g.Name))
	}
	prefs, bad := parsePrefs(g, args)
	if bad != "" {
		return "", s.j.worded(g, txtf("%q is not a {seat} in %s; they are %s", "「%s」不是 %s 的{seat};可選:%s", "“%s”不是 %s 的{seat};可选:%s", bad, g.Name, seatList(g)))
	}
	p.Prefs = prefs
	s.keep(g)
	if len(prefs) == 0 {
		return tr(s.lang, "preferences cleared: you take whatever power is left",
			"已清除志願:您將分到剩下的國家", "已清除志愿:您将分到剩下的国家"), nil
	}
	return tr(s.lang, "preferences for "+g.Name+": "+joinSeatList(prefs),
		g.Name+" 的志願:"+joinSeatList(prefs), g.Name+" 的志愿:"+joinSeatList(prefs)), nil
}

func joinSeatList(seats []games.Seat) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = string(s)
	}
	return strings.Join(out, ", ")
}
