package judge

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/judge/outbox"
)

// runSignon handles the three forms of SIGNON:
//
//	SIGNON ?west pw [F E G]   join the forming game west, with preferences
//	SIGNON Fwest pw           act as France in west (also: SIGNON France west pw)
//	SIGNON Mwest pw           act as west's master
func runSignon(s *session, l Line) (string, *games.Text) {
	if err := s.flushOrders(); err != nil {
		return "", s.fail(err)
	}
	s.game, s.seat, s.master, s.add, s.joined = nil, "", false, false, nil
	args := l.Args
	if len(args) >= 2 && strings.HasPrefix(args[0], "?") {
		return s.join(strings.TrimPrefix(args[0], "?"), args[1], args[2:])
	}
	var who, name, pw string
	switch len(args) {
	case 2:
		if len(args[0]) < 2 {
			return "", signonUsage()
		}
		who, name = s.splitSeatGame(args[0])
		pw = args[1]
	case 3:
		who, name, pw = args[0], args[1], args[2]
	default:
		return "", signonUsage()
	}
	g, err := s.loadGame(name)
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", s.noSuchGame(name)
	}
	if strings.EqualFold(who, "m") || strings.EqualFold(who, "master") {
		if prob := s.checkPassword(g, masterSeat, g.MasterPW, pw); prob != nil {
			return "", prob
		}
		s.game, s.master = g, true
		return tr(s.lang, "signed on as master of "+g.Name, "已以主持人身分登入 "+g.Name, "已以主持人身份登录 "+g.Name), nil
	}
	seat, ok := seatFor(g, who)
	if !ok {
		return "", s.j.worded(g, txtf("%s has no {seat} %q; they are %s", "%s 沒有「%s」這個{seat};可選:%s", "%s 没有“%s”这个{seat};可选:%s", g.Name, who, seatList(g)))
	}
	p := g.playerBySeat(seat)
	if p == nil || g.Status == statusForming {
		return "", txtf("nobody plays %s in %s yet", "%s 在 %s 尚無玩家", "%s 在 %s 尚无玩家", seat, g.Name)
	}
	if prob := s.checkPassword(g, string(seat), p.PW, pw); prob != nil {
		if held := s.heldSeatHint(g, p); held != nil {
			return "", joinText(prob, held)
		}
		return "", prob
	}
	if p.Abandoned || p.Resigned {
		return "", txtf("%s was given up in %s; the master may REPLACE it", "%s 在 %s 已被放棄;主持人可以 REPLACE", "%s 在 %s 已被放弃;主持人可以 REPLACE", seat, g.Name)
	}
	s.game, s.seat = g, seat
	if p.Addr != s.sender {
		// Accepted on the password, as classic judges do, but the player's
		// registered address is told, so a stolen password cannot go unseen.
		if err := s.j.out.Notice(s.tx, p.Addr, g.Name, outbox.Notice,
			fmt.Sprintf("%s: someone signed on as %s", g.Name, seat),
			fmt.Sprintf("Mail from %s signed on as %s in %s with your password at %s.\nIf that was not you, change your password with SET PASSWORD and tell the master.\n", s.sender, seat, g.Name, when(s.now, s.loc))); err != nil {
			return "", s.fail(err)
		}
	}
	seatName := string(seat)
	if game, err := g.Game(); err == nil {
		seatName = games.SeatName(game, seat).In(s.lang) // 北軍, not Union, in a Chinese reply
	}
	return tr(s.lang, fmt.Sprintf("signed on as %s in %s", seatName, g.Name), fmt.Sprintf("已以 %s 身分登入 %s", seatName, g.Name), fmt.Sprintf("已以 %s 身份登录 %s", seatName, g.Name)), nil
}

func signonUsage() *games.Text {
	return txt("write SIGNON ?game password to join, or SIGNON <power initial><game> password (e.g. SIGNON Fwest s3cret) to play",
		"請寫 SIGNON ?棋局 密碼 以加入,或 SIGNON <國家首字母><棋局> 密碼(例如 SIGNON Fwest s3cret)以行棋",
		"请写 SIGNON ?棋局 密码 以加入,或 SIGNON <国家首字母><棋局> 密码(例如 SIGNON Fwest s3cret)以行棋")
}

func (s *session) noSuchGame(name string) *games.Text {
	if near := s.nearestGame(name); near != "" {
		return txtf("there is no game called %q; did you mean %s? (LIST shows the games)", "沒有名為「%s」的棋局;是不是 %s?(LIST 可列出所有棋局)", "没有名为“%s”的棋局;是不是 %s?(LIST 可列出所有棋局)", name, near)
	}
	return txtf("there is no game called %q (LIST shows the games)", "沒有名為「%s」的棋局(LIST 可列出所有棋局)", "没有名为“%s”的棋局(LIST 可列出所有棋局)", name)
}

func wrongPassword() *games.Text {
	return txt("wrong password; nothing after this line was done for that game", "密碼錯誤;本行之後對該棋局的內容沒有執行", "密码错误;本行之后对该棋局的内容没有执行")
}

// seatFor finds the seat a player means: its id ("France"), its name in
// any language ("法蘭西"), or the game's code for it ("F"). The seats come
// from the game's current state, so a seat that joins during play (Italy in
// the 1914 game) is found too.
func seatFor(g *gameRecord, who string) (games.Seat, bool) {
	for _, info := range seatsOf(g) {
		switch {
		case strings.EqualFold(string(info.Seat), who), info.Code != "" && strings.EqualFold(info.Code, who),
			strings.EqualFold(info.Name.EN, who), info.Name.Hant != "" && info.Name.Hant == who, info.Name.Hans != "" && info.Name.Hans == who:
			return info.Seat, true
		}
	}
	return "", false
}

func seatsOf(g *gameRecord) []games.SeatInfo {
	game, err := g.Game()
	if err != nil {
		return nil
	}
	return game.Seats()
}

func seatList(g *gameRecord) string {
	var out []string
	for _, info := range seatsOf(g) {
		out = append(out, string(info.Seat))
	}
	return strings.Join(out, ", ")
}

// heldSeatHint names the seats this address holds in g when it tried to
// sign on as another: the usual cause is a preference that was not granted.
func (s *session) heldSeatHint(g *gameRecord, tried *player) *games.Text {
	q := g.playerByAddr(s.sender)
	if q == nil || q == tried || len(q.Seats) == 0 {
		return nil
	}
	code := string(q.Seats[0])
	if game, err := g.Game(); err == nil {
		code = signonCode(game, q.Seats[0])
	}
	return txtf("; this address plays %s in %s: sign on with SIGNON %s%s <password>",
		";此地址執掌 %s(棋局 %s):請以 SIGNON %s%s <密碼> 登入",
		";此地址执掌 %s(棋局 %s):请以 SIGNON %s%s <密码> 登录",
		joinSeats(q.Seats), g.Name, code, g.Name)
}

// nearestGame is the one game whose name is a slip away from name.
func (s *session) nearestGame(name string) string {
	if s.tx == nil {
		return ""
	}
	if s.gameNames == nil {
		// Read once per mail: a mail of many lines naming unknown games
		// must not scan a judge of thousands of games for each.
		names, err := s.tx.GameNames()
		if err != nil {
			return ""
		}
		s.gameNames = append([]string{}, names...)
	}
	names := s.gameNames
	best, n := "", 0
	for _, g := range names {
		if games.SlipDistance(strings.ToLower(strings.TrimPrefix(name, "?")), strings.ToLower(g)) <= max(1, min(2, len(g)/3)) {
			best, n = g, n+1
		}
	}
	if n == 1 {
		return best
	}
	return ""
}

// splitSeatGame cuts "Fwest" into the seat code and the game's name. Seat
// codes may be longer than a letter (an engine's "GER"), and game names may
// begin with letters that are codes, so every cut is tried and the first,
// shortest code that names both an existing game and one of its seats (or
// M, the master) wins. With no such cut, the first letter is the code, and
// the reply says what is wrong with that reading.
func (s *session) splitSeatGame(word string) (who, game string) {
	for i := 1; i < len(word); i++ {
		code, name := word[:i], word[i:]
		g, err := s.loadGame(name)
		if err != nil || g == nil {
			continue
		}
		if strings.EqualFold(code, "m") {
			return code, name
		}
		if _, ok := seatFor(g, code); ok {
			return code, name
		}
	}
	return word[:1], word[1:]
}
