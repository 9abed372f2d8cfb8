package judge

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/judge/account"
)

// join adds the sender to a forming game, and starts it when it is full.
// Extra words are the player's preference list of powers, most wanted first.
func (s *session) join(name, pw string, prefWords []string) (string, *games.Text) {
	g, err := s.loadGame(name)
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", s.noSuchGame(name)
	}
	if g.Status != statusForming {
		return "", txtf("%s has started already; you can OBSERVE it", "%s 已經開始;您可以 OBSERVE 觀戰", "%s 已经开始;您可以 OBSERVE 观战", g.Name)
	}
	if p := g.playerByAddr(s.sender); p != nil {
		if prob := s.checkPassword(g, p.Addr, p.PW, pw); prob != nil {
			return "", prob
		}
		s.joined = g
		return tr(s.lang, fmt.Sprintf("you are in %s already; lines below may SET PREFERENCE or LEAVE", g.Name),
			fmt.Sprintf("您已在 %s 中;以下各行可以 SET PREFERENCE 或 LEAVE", g.Name),
			fmt.Sprintf("您已在 %s 中;以下各行可以 SET PREFERENCE 或 LEAVE", g.Name)), nil
	}
	eng := s.j.engines[g.Engine]
	prefs, bad := parsePrefs(g, prefWords)
	if bad != "" {
		return "", s.j.worded(g, txtf("%q is not a {seat} in %s; they are %s", "「%s」不是 %s 的{seat};可選:%s", "“%s”不是 %s 的{seat};可选:%s", bad, g.Name, seatList(g)))
	}
	g.Players = append(g.Players, &player{Addr: s.sender, PW: account.HashPassword(pw), Prefs: prefs, Joined: s.now})
	s.keep(g)
	s.joined = g
	need := variantOf(eng, g.Variant).Players
	answer := tr(s.lang,
		fmt.Sprintf("you joined %s (%d of %d players). Remember your password: you sign on with it to play.", g.Name, len(g.Players), need),
		fmt.Sprintf("您已加入 %s(%d/%d 位玩家)。請記住您的密碼:行棋時要用它登入。", g.Name, len(g.Players), need),
		fmt.Sprintf("您已加入 %s(%d/%d 位玩家)。请记住您的密码:行棋时要用它登录。", g.Name, len(g.Players), need))
	if len(g.Players) == need {
		if err := s.j.startGame(s.tx, g, s.now); err != nil {
			return "", s.fail(err)
		}
		answer += "\n" + tr(s.lang, "The game is full and has started: see the mail that follows.", "棋局已滿並已開始:請看隨後的郵件。", "棋局已满并已开始:请看随后的邮件。")
	}
	return answer, nil
}

// parsePrefs reads "F E G", "F,E,G", "FEG" or full names.
func parsePrefs(g *gameRecord, words []string) ([]games.Seat, string) {
	joined := strings.NewReplacer(",", " ", ";", " ", "/", " ").Replace(strings.Join(words, " "))
	var out []games.Seat
	for _, w := range strings.Fields(joined) {
		if seat, ok := seatFor(g, w); ok {
			out = append(out, seat)
			continue
		}
		// Initials run together: "FEG".
		ok := true
		var run []games.Seat
		for _, r := range w {
			seat, found := seatFor(g, string(r))
			if !found {
				ok = false
				break
			}
			run = append(run, seat)
		}
		if !ok {
			return nil, w
		}
		out = append(out, run...)
	}
	return out, ""
}

// assignSeats gives each player a group of seats. Players are taken in an
// order drawn from the game's dice; each takes the group holding the first
// of their preferences still free, so distinct first choices are always
// honoured. Players without a usable preference get what is left, in the
// dice's order.
func assignSeats(g *gameRecord, groups [][]games.Seat, dice *games.Dice) {
	order := make([]int, len(g.Players))
	for i := range order {
		order[i] = i
	}
	for i := len(order) - 1; i > 0; i-- {
		k := dice.Roll(i+1, "order in which players choose powers") - 1
		order[i], order[k] = order[k], order[i]
	}
	taken := make([]bool, len(groups))
	groupOf := func(seat games.Seat) int {
		for gi, grp := range groups {
			for _, s := range grp {
				if s == seat {
					return gi
				}
			}
		}
		return -1
	}
	var unplaced []int
	for _, pi := range order {
		p := g.Players[pi]
		placed := false
		for _, want := range p.Prefs {
			if gi := groupOf(want); gi >= 0 && !taken[gi] {
				taken[gi], p.Seats, placed = true, append([]games.Seat(nil), groups[gi]...), true
				break
			}
		}
		if !placed {
			unplaced = append(unplaced, pi)
		}
	}
	free := []int{}
	for gi := range groups {
		if !taken[gi] {
			free = append(free, gi)
		}
	}
	for i, pi := range unplaced {
		g.Players[pi].Seats = append([]games.Seat(nil), groups[free[i]]...)
	}
	sort.SliceStable(g.Players, func(a, b int) bool { return g.Players[a].Seats[0] < g.Players[b].Seats[0] })
}

// runLeave takes a player out of a game that has not started, with the
// password they joined with.
func runLeave(s *session, l Line) (string, *games.Text) {
	if len(l.Args) != 2 {
		return "", txt("write LEAVE ?game password", "請寫 LEAVE ?棋局 密碼", "请写 LEAVE ?棋局 密码")
	}
	g, err := s.loadGame(strings.TrimPrefix(l.Args[0], "?"))
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", s.noSuchGame(l.Args[0])
	}
	if g.Status != statusForming {
		return "", txtf("%s has started: a player leaves a running game with RESIGN", "%s 已開始:進行中的棋局請用 RESIGN 棄權", "%s 已开始:进行中的棋局请用 RESIGN 弃权", g.Name)
	}
	p := g.playerByAddr(s.sender)
	if p == nil {
		return "", txtf("you have not joined %s", "您沒有加入 %s", "您没有加入 %s", g.Name)
	}
	if prob := s.checkPassword(g, p.Addr, p.PW, l.Args[1]); prob != nil {
		return "", prob
	}
	kept := g.Players[:0]
	for _, q := range g.Players {
		if q != p {
			kept = append(kept, q)
		}
	}
	g.Players = kept
	s.keep(g)
	return tr(s.lang, "you left "+g.Name, "您已退出 "+g.Name, "您已退出 "+g.Name), nil
}
