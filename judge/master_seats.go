package judge

import (
	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/outbox"
	"fmt"
	"time"
)

// masterSeat reads the power a seat command names.
func (s *session) masterSeat(g *gameRecord, verb string, args []string) (games.Seat, *player, *games.Text) {
	if len(args) == 0 {
		return "", nil, s.j.worded(g, txtf("write %s <{seat}>; the {seats} are %s", "請寫 %s <{seat}>;可選:%s", "请写 %s <{seat}>;可选:%s", verb, seatList(g)))
	}
	seat, ok := seatFor(g, args[0])
	if !ok {
		return "", nil, s.j.worded(g, txtf("%s has no {seat} %q; they are %s", "%s 沒有「%s」這個{seat};可選:%s", "%s 没有“%s”这个{seat};可选:%s", g.Name, args[0], seatList(g)))
	}
	pl := g.playerBySeat(seat)
	if pl == nil {
		return "", nil, txtf("nobody plays %s in %s", "%s 在 %s 沒有玩家", "%s 在 %s 没有玩家", seat, g.Name)
	}
	return seat, pl, nil
}

// runBecome makes the lines that follow orders for a power, as if its
// player had sent them.
func runBecome(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("BECOME")
	if p != nil {
		return "", p
	}
	if p := stoppedOrEnded(g); p != nil {
		return "", p
	}
	seat, _, p := s.masterSeat(g, "BECOME", l.Args)
	if p != nil {
		return "", p
	}
	if err := s.flushOrders(); err != nil {
		return "", s.fail(err)
	}
	if err := s.masterDid(g, "become", string(seat), games.Text{
		EN:   "wrote orders on behalf of " + string(seat) + ".",
		Hant: "代 " + string(seat) + " 下達命令。",
		Hans: "代 " + string(seat) + " 下达命令。",
	}); err != nil {
		return "", s.fail(err)
	}
	s.seat, s.add = seat, false
	return tr(s.lang, "the lines below are orders for "+string(seat)+" (they replace its orders unless ADD follows)",
		"以下各行為 "+string(seat)+" 的命令(除非接著寫 ADD,否則取代其原有命令)",
		"以下各行为 "+string(seat)+" 的命令(除非接着写 ADD,否则取代其原有命令)"), nil
}

// runEject removes a power's player. The power's units then follow the
// engine's civil-disorder rules until REPLACE gives it a new player.
func runEject(s *session, l Line) (string, *games.Text) {
	g, p := s.masterStartedGame("EJECT")
	if p != nil {
		return "", p
	}
	seat, pl, p := s.masterSeat(g, "EJECT", l.Args)
	if p != nil {
		return "", p
	}
	if pl.Abandoned || pl.Resigned {
		return "", txtf("%s has no player already; REPLACE gives it one", "%s 已經沒有玩家;可用 REPLACE 指定", "%s 已经没有玩家;可用 REPLACE 指定", seat)
	}
	seats := joinSeats(pl.Seats)
	pl.Abandoned, pl.Disorder, pl.Wait = true, true, false
	for _, st := range pl.Seats {
		delete(g.Submissions, st)
		delete(g.Complete, st)
	}
	lang, loc := s.j.readerOf(s.tx, pl.Addr, g)
	if err := s.j.out.Notice(s.tx, pl.Addr, g.Name, outbox.Notice, fmt.Sprintf("%s: %s", g.Name, tr(lang, "you were removed from the game", "您已被移出棋局", "您已被移出棋局")),
		tr(lang,
			fmt.Sprintf("The master of %s removed you from the game at %s. You no longer play %s and will get no more of its mail.\n", g.Name, when(s.now, loc), seats),
			fmt.Sprintf("%s 的主持人於 %s 將您移出棋局。您不再代表 %s,也不會再收到該棋局的郵件。\n", g.Name, whenIn(s.now, loc, games.TraditionalChinese), seats),
			fmt.Sprintf("%s 的主持人于 %s 将您移出棋局。您不再代表 %s,也不会再收到该棋局的邮件。\n", g.Name, whenIn(s.now, loc, games.SimplifiedChinese), seats))); err != nil {
		return "", s.fail(err)
	}
	if err := s.masterDid(g, "eject", seats+" "+pl.Addr, games.Text{
		EN:   "removed the player of " + seats + "; it is in civil disorder until a new player takes it.",
		Hant: "移除了 " + seats + " 的玩家;在新玩家接手前該國處於內亂。",
		Hans: "移除了 " + seats + " 的玩家;在新玩家接手前该国处于内乱。",
	}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, seats+" has no player now and is in civil disorder; REPLACE "+string(seat)+" <address> gives it a new one",
		seats+" 現在沒有玩家,處於內亂;REPLACE "+string(seat)+" <地址> 可指定新玩家",
		seats+" 现在没有玩家,处于内乱;REPLACE "+string(seat)+" <地址> 可指定新玩家"), nil
}

// runReplace gives a power (with the seats grouped with it) to a new
// player, mails them a fresh password, and tells the old address. The new
// player starts clean: no misses, no civil disorder, and none of the old
// player's orders for the current phase. A waiting game starts again when
// no power is left abandoned.
func runReplace(s *session, l Line) (string, *games.Text) {
	g, p := s.masterStartedGame("REPLACE")
	if p != nil {
		return "", p
	}
	if len(l.Args) != 2 {
		return "", txt("write REPLACE <power> <address>, e.g. REPLACE France newplayer@example.org", "請寫 REPLACE <國家> <地址>,例如 REPLACE France newplayer@example.org", "请写 REPLACE <国家> <地址>,例如 REPLACE France newplayer@example.org")
	}
	_, old, p := s.masterSeat(g, "REPLACE", l.Args[:1])
	if p != nil {
		return "", p
	}
	addr, ok := plainAddress(l.Args[1])
	if !ok || addr == s.j.opts.Address {
		return "", txtf("%q is not a mail address a player can use", "「%s」不是玩家可用的郵件地址", "“%s”不是玩家可用的邮件地址", l.Args[1])
	}
	if other := g.playerByAddr(addr); other != nil && !other.Abandoned && !other.Resigned {
		return "", txtf("%s plays %s in %s already", "%s 已在 %s 代表 %s", "%s 已在 %s 代表 %s", addr, joinSeats(other.Seats), g.Name)
	}
	pw := account.ReadablePassword()
	fresh := &player{Addr: addr, PW: account.HashPassword(pw), Seats: old.Seats, Joined: s.now}
	for i, pl := range g.Players {
		if pl == old {
			g.Players[i] = fresh
		}
	}
	seats := joinSeats(fresh.Seats)
	for _, st := range fresh.Seats {
		delete(g.Submissions, st)
		delete(g.Complete, st)
	}
	resumed := false
	if g.Status == statusWaiting && !anyAbandoned(g) {
		game, err := g.Game()
		if err != nil {
			return "", s.fail(err)
		}
		g.Status, g.Deadline, g.Stage = statusActive, g.Settings.deadlineFrom(s.now, game.Phase().Class), ""
		resumed = true
	}
	if err := s.mailReplacement(g, fresh, pw); err != nil {
		return "", s.fail(err)
	}
	if old.Addr != addr {
		lang, _ := s.j.readerOf(s.tx, old.Addr, g)
		if err := s.j.out.Notice(s.tx, old.Addr, g.Name, outbox.Notice, fmt.Sprintf("%s: %s", g.Name, tr(lang, "your power has a new player", "您的國家已換人", "您的国家已换人")),
			tr(lang,
				fmt.Sprintf("The master of %s gave %s to another player. You will get no more of the game's mail.\n", g.Name, seats),
				fmt.Sprintf("%s 的主持人已把 %s 交給另一位玩家。您不會再收到該棋局的郵件。\n", g.Name, seats),
				fmt.Sprintf("%s 的主持人已把 %s 交给另一位玩家。您不会再收到该棋局的邮件。\n", g.Name, seats))); err != nil {
			return "", s.fail(err)
		}
	}
	notice := games.Text{
		EN:   "gave " + seats + " to a new player.",
		Hant: "把 " + seats + " 交給新玩家。",
		Hans: "把 " + seats + " 交给新玩家。",
	}
	if resumed {
		notice.EN += " The game goes on; the deadline is " + when(g.Deadline, time.UTC) + "."
		notice.Hant += "棋局繼續;期限為 " + whenIn(g.Deadline, time.UTC, games.TraditionalChinese) + "。"
		notice.Hans += "棋局继续;期限为 " + whenIn(g.Deadline, time.UTC, games.SimplifiedChinese) + "。"
	}
	if err := s.masterDid(g, "replace", fmt.Sprintf("%s %s -> %s", seats, old.Addr, addr), notice); err != nil {
		return "", s.fail(err)
	}
	answer := tr(s.lang, seats+" is now played by "+addr+", who has been mailed a password",
		seats+" 現由 "+addr+" 代表,密碼已寄給對方", seats+" 现由 "+addr+" 代表,密码已寄给对方")
	if resumed {
		answer += "\n" + tr(s.lang, "the game goes on; deadline "+when(g.Deadline, s.loc), "棋局繼續;期限 "+whenIn(g.Deadline, s.loc, games.TraditionalChinese), "棋局继续;期限 "+whenIn(g.Deadline, s.loc, games.SimplifiedChinese))
	}
	return answer, nil
}
