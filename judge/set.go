package judge

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net/mail"
	"strings"
	"time"
	_ "time/tzdata" // SET TIMEZONE must know every zone even where the host has no zoneinfo

	"adjutant/games"
	"adjutant/storage"
)

// playerCommands are the commands a player uses about themselves (SET,
// RESIGN, CONFIRM) and the information commands anyone may send (info.go).
func (j *Judge) playerCommands() []*command {
	cmds := []*command{
		{Name: "SET", Aliases: []string{"設定", "设置", "设定"},
			Usage: "WAIT|NOWAIT|DRAW|NODRAW|PASSWORD pw|ADDRESS addr|TIMEZONE Area/City|LANGUAGE lang|PREFERENCE powers",
			Summary: games.Text{
				EN:   "change a setting of yours: wait for the deadline, vote for a draw, password, address, time zone, language, power preferences",
				Hant: "更改您的設定:等到期限、投票和局、密碼、地址、時區、語言、國家志願",
				Hans: "更改您的设置:等到期限、投票和局、密码、地址、时区、语言、国家志愿"},
			Run: runSet},
		{Name: "RESIGN", Aliases: []string{"棄權", "弃权", "認輸", "认输"},
			Summary: games.Text{
				EN:   "give up your power for good; it falls into civil disorder until the master replaces you",
				Hant: "永久放棄您的國家;該國陷入內亂,直到主持人找人接替",
				Hans: "永久放弃您的国家;该国陷入内乱,直到主持人找人接替"},
			Run: runResign},
		{Name: "CONFIRM", Aliases: []string{"確認", "确认"}, Usage: "game code",
			Summary: games.Text{
				EN:   "confirm an address change, sent from the new address with the code the judge mailed there",
				Hant: "確認更改地址:從新地址寄出,附上裁判寄到該地址的代碼",
				Hans: "确认更改地址:从新地址寄出,附上裁判寄到该地址的代码"},
			Run: runConfirm},
	}
	return append(cmds, j.infoCommands()...)
}

// setWord is one sub-command of SET.
type setWord struct {
	names []string // upper-case English first, then other spellings
	run   func(s *session, args []string) (string, *games.Text)
}

// setWords lists the players' SET sub-commands. "SET NO WAIT" and
// "SET NO DRAW" (the classic judges' spellings) are joined before lookup.
var setWords = []setWord{
	{[]string{"WAIT", "等待"}, func(s *session, _ []string) (string, *games.Text) { return s.setWait(true) }},
	{[]string{"NOWAIT", "不等待"}, func(s *session, _ []string) (string, *games.Text) { return s.setWait(false) }},
	{[]string{"DRAW", "和局", "求和"}, func(s *session, _ []string) (string, *games.Text) { return s.setDraw(true) }},
	{[]string{"NODRAW", "不和局", "不求和"}, func(s *session, _ []string) (string, *games.Text) { return s.setDraw(false) }},
	{[]string{"PASSWORD", "PW", "密碼", "密码"}, (*session).setPassword},
	{[]string{"ADDRESS", "EMAIL", "ADDR", "地址", "信箱", "邮箱"}, (*session).setAddress},
	{[]string{"TIMEZONE", "ZONE", "TZ", "時區", "时区"}, (*session).setTimezone},
	{[]string{"LANGUAGE", "LANG", "語言", "语言"}, (*session).setLanguage},
	{[]string{"PREFERENCE", "PREFERENCES", "PREF", "PREFS", "志願", "志愿", "偏好"}, (*session).setPreference},
}

func setUsage() *games.Text {
	return txt("write SET WAIT, SET NOWAIT, SET DRAW, SET NODRAW, SET PASSWORD <new>, SET ADDRESS <new address>, SET TIMEZONE <Area/City>, SET LANGUAGE <en|zh-Hant|zh-Hans> or SET PREFERENCE <powers>",
		"請寫 SET WAIT、SET NOWAIT、SET DRAW、SET NODRAW、SET PASSWORD <新密碼>、SET ADDRESS <新地址>、SET TIMEZONE <區域/城市>、SET LANGUAGE <en|zh-Hant|zh-Hans> 或 SET PREFERENCE <國家>",
		"请写 SET WAIT、SET NOWAIT、SET DRAW、SET NODRAW、SET PASSWORD <新密码>、SET ADDRESS <新地址>、SET TIMEZONE <区域/城市>、SET LANGUAGE <en|zh-Hant|zh-Hans> 或 SET PREFERENCE <国家>")
}

// runSet handles SET. A master's SET (DEADLINE, GRACE, game settings) is
// master.go's; what it does not handle falls through to the player's words,
// so a master can still set their own time zone or language.
func runSet(s *session, l Line) (string, *games.Text) {
	if s.master {
		if answer, problem, handled := s.masterSet(l.Args); handled {
			return answer, problem
		}
	}
	if len(l.Args) == 0 {
		return "", setUsage()
	}
	w, args := parseSetWord(l.Args)
	if w == nil {
		return "", joinText(txtf("SET %s is not something I can set: ", "無法設定 SET %s:", "无法设置 SET %s:", l.Args[0]), setUsage())
	}
	return w.run(s, args)
}

// parseSetWord finds the sub-command of a SET line (its words after SET)
// and returns the words that follow it; nil when there is none.
func parseSetWord(words []string) (*setWord, []string) {
	if len(words) == 0 {
		return nil, nil
	}
	word, args := strings.ToUpper(words[0]), words[1:]
	if word == "NO" && len(args) > 0 {
		word, args = "NO"+strings.ToUpper(args[0]), args[1:]
	}
	for i := range setWords {
		for _, name := range setWords[i].names {
			if word == name {
				return &setWords[i], args
			}
		}
	}
	return nil, nil
}

// joinText puts two texts one after the other, language by language.
func joinText(a, b *games.Text) *games.Text {
	return &games.Text{EN: a.EN + b.EN, Hant: a.Hant + b.Hant, Hans: a.Hans + b.Hans}
}

// signedOnPlayer returns the player the session acts for, or the problem
// to show when there is none or the game is not under way.
func (s *session) signedOnPlayer() (*player, *games.Text) {
	if s.game == nil || s.seat == "" {
		return nil, notSignedOn()
	}
	p := s.game.playerBySeat(s.seat)
	if p == nil {
		return nil, notSignedOn()
	}
	switch s.game.Status {
	case statusActive, statusPaused, statusWaiting:
		return p, nil
	}
	return nil, txtf("%s is %s: this cannot be changed now", "%s 目前為%s:現在不能更改", "%s 目前为%s:现在不能更改", s.game.Name, s.game.Status)
}

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
		dl := when(s.game.Deadline, s.loc)
		return tr(s.lang,
			"the judge will not process this phase before its deadline ("+dl+"), even when every order is in",
			"即使所有命令都已送達,裁判也不會在期限("+dl+")前處理本階段",
			"即使所有命令都已送达,裁判也不会在期限("+dl+")前处理本阶段"), nil
	}
	return tr(s.lang,
		"this phase may be processed as soon as every power has sent complete orders",
		"所有國家都送出完整命令後,本階段即可提前處理",
		"所有国家都送出完整命令后,本阶段即可提前处理"), nil
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
	game, err := s.j.engines[g.Engine].Load(g.State)
	if err != nil {
		return "", s.fail(err)
	}
	alive := game.Alive()
	if !holdsAny(p, alive) {
		return "", txt("your power is out of the game; only surviving powers vote on a draw",
			"您的國家已出局;只有存活的國家可以投票和局",
			"您的国家已出局;只有存活的国家可以投票和局")
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

// setPassword replaces the player's password; the old one stops working
// at once.
func (s *session) setPassword(args []string) (string, *games.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	if len(args) != 1 {
		return "", txt("write SET PASSWORD <new password>, one word without spaces",
			"請寫 SET PASSWORD <新密碼>,一個不含空格的詞",
			"请写 SET PASSWORD <新密码>,一个不含空格的词")
	}
	p.PW = hashPassword(args[0])
	s.keep(s.game)
	if err := s.tx.Audit(storage.AuditEntry{At: s.now, Actor: s.sender, Game: s.game.Name, Action: "password",
		Detail: "player of " + joinSeats(p.Seats) + " changed their password"}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang,
		fmt.Sprintf("password changed: from now on sign on with SIGNON %s%s <new password>", string(s.seat)[:1], s.game.Name),
		fmt.Sprintf("密碼已更改:今後請以 SIGNON %s%s <新密碼> 登入", string(s.seat)[:1], s.game.Name),
		fmt.Sprintf("密码已更改:今后请以 SIGNON %s%s <新密码> 登录", string(s.seat)[:1], s.game.Name)), nil
}

// setTimezone stores the person's time zone (it holds for every game);
// it needs no SIGNON. Times later in this same reply already use it.
func (s *session) setTimezone(args []string) (string, *games.Text) {
	bad := func(name string) *games.Text {
		return txtf("%q is not a time zone I know: write Area/City from the time zone database, e.g. Europe/London, America/New_York or Asia/Taipei (or UTC)",
			"「%s」不是可用的時區:請寫時區資料庫中的 區域/城市,例如 Asia/Taipei、Asia/Hong_Kong 或 Europe/London(或 UTC)",
			"“%s”不是可用的时区:请写时区数据库中的 区域/城市,例如 Asia/Shanghai、Asia/Singapore 或 Europe/London(或 UTC)", name)
	}
	if len(args) != 1 {
		return "", bad(strings.Join(args, " "))
	}
	name := args[0]
	if strings.EqualFold(name, "local") {
		return "", bad(name) // the judge's host zone means nothing to a player
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return "", bad(name)
	}
	a, err := loadAccount(s.tx, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	a.Zone = loc.String()
	if err := saveAccount(s.tx, s.sender, a); err != nil {
		return "", s.fail(err)
	}
	s.loc = loc
	now := when(s.now, loc)
	return tr(s.lang,
		fmt.Sprintf("time zone set to %s (it is now %s there); dates in mail to you use it from here on", a.Zone, now),
		fmt.Sprintf("時區已設為 %s(當地現在是 %s);此後寄給您的郵件都以此時區顯示時間", a.Zone, now),
		fmt.Sprintf("时区已设为 %s(当地现在是 %s);此后寄给您的邮件都以此时区显示时间", a.Zone, now)), nil
}

// setLanguage stores the person's language. The reply being written stays
// in the language it started in (one mail, one language); every later mail
// (including reports queued by this same mail) uses the new one.
func (s *session) setLanguage(args []string) (string, *games.Text) {
	if len(args) != 1 {
		return "", txt("write SET LANGUAGE en, SET LANGUAGE zh-Hant (繁體中文) or SET LANGUAGE zh-Hans (简体中文)",
			"請寫 SET LANGUAGE en、SET LANGUAGE zh-Hant(繁體中文)或 SET LANGUAGE zh-Hans(简体中文)",
			"请写 SET LANGUAGE en、SET LANGUAGE zh-Hant(繁體中文)或 SET LANGUAGE zh-Hans(简体中文)")
	}
	lang, err := games.ParseLang(args[0])
	if err != nil {
		return "", txtf("%q is not a language I write: use en, zh-Hant (繁體中文) or zh-Hans (简体中文)",
			"「%s」不是可用的語言:請用 en、zh-Hant(繁體中文)或 zh-Hans(简体中文)",
			"“%s”不是可用的语言:请用 en、zh-Hant(繁體中文)或 zh-Hans(简体中文)", args[0])
	}
	a, err := loadAccount(s.tx, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	a.Lang = lang
	if err := saveAccount(s.tx, s.sender, a); err != nil {
		return "", s.fail(err)
	}
	name := langName(lang)
	return tr(s.lang,
		"from your next mail on, the judge writes to you in "+name+" (this reply stays in the language it started in)",
		"從下一封郵件起,裁判會以"+name+"回覆您(本回覆維持原來的語言)",
		"从下一封邮件起,裁判会以"+name+"回复您(本回复维持原来的语言)"), nil
}

func langName(l games.Lang) string {
	switch l {
	case games.TraditionalChinese:
		return "繁體中文 (zh-Hant)"
	case games.SimplifiedChinese:
		return "简体中文 (zh-Hans)"
	}
	return "English (en)"
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
	if g != nil && s.seat != "" {
		p = g.playerBySeat(s.seat)
	} else {
		if len(args) < 2 {
			return "", usage
		}
		var err error
		g, err = s.loadGame(strings.TrimPrefix(args[0], "?"))
		if err != nil {
			return "", s.fail(err)
		}
		if g == nil {
			return "", noSuchGame(args[0])
		}
		p = g.playerByAddr(s.sender)
		if p == nil {
			return "", txtf("you have not joined %s from this address; join with SIGNON ?%s <password> <powers>",
				"您尚未以此地址加入 %s;請以 SIGNON ?%s <密碼> <國家> 加入",
				"您尚未以此地址加入 %s;请以 SIGNON ?%s <密码> <国家> 加入", g.Name, g.Name)
		}
		if !p.PW.matches(args[1]) {
			return "", wrongPassword()
		}
		args = args[2:]
	}
	if g.Status != statusForming {
		return "", txtf("%s has started: powers are given out already", "%s 已經開始:國家已經分配", "%s 已经开始:国家已经分配", g.Name)
	}
	eng := s.j.engines[g.Engine]
	prefs, bad := parsePrefs(g, eng, args)
	if bad != "" {
		return "", txtf("%q is not a power in %s; they are %s", "「%s」不是 %s 的國家;可選:%s", "“%s”不是 %s 的国家;可选:%s", bad, g.Name, seatList(eng, g))
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

// setAddress starts moving the player's seat to another address. Nothing
// changes until the new address proves it reads the judge's mail by
// sending back the code (CONFIRM game code); a newer SET ADDRESS replaces a
// pending one.
func (s *session) setAddress(args []string) (string, *games.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	g := s.game
	usage := txt("write SET ADDRESS <new address>, e.g. SET ADDRESS me@example.net",
		"請寫 SET ADDRESS <新地址>,例如 SET ADDRESS me@example.net",
		"请写 SET ADDRESS <新地址>,例如 SET ADDRESS me@example.net")
	if len(args) == 0 {
		return "", usage
	}
	parsed, err := mail.ParseAddress(strings.Join(args, " "))
	if err != nil {
		return "", joinText(txtf("%q is not a mail address. ", "「%s」不是電子郵件地址。", "“%s”不是电子邮件地址。", strings.Join(args, " ")), usage)
	}
	addr := strings.ToLower(parsed.Address)
	switch {
	case addr == p.Addr:
		return "", txtf("%s is already your address in %s", "%s 已是您在 %s 的地址", "%s 已是您在 %s 的地址", addr, g.Name)
	case addr == s.j.opts.Address:
		return "", txt("that is the judge's own address; give your new one", "這是裁判自己的地址;請寫您的新地址", "这是裁判自己的地址;请写您的新地址")
	case g.playerByAddr(addr) != nil:
		return "", txtf("%s already plays in %s; one address holds one place in a game", "%s 已在 %s 中;每個地址在一局中只能有一個位置", "%s 已在 %s 中;每个地址在一局中只能有一个位置", addr, g.Name)
	}
	var code [8]byte
	if _, err := rand.Read(code[:]); err != nil {
		return "", s.fail(fmt.Errorf("drawing an address code: %w", err))
	}
	p.NewAddr, p.AddrToken = addr, hex.EncodeToString(code[:])
	s.keep(g)
	seats, from, judge := joinSeats(p.Seats), s.sender, s.j.opts.Address
	err = s.j.noticeAll(s.tx, g, []string{addr}, "notice", func(_ string, lang games.Lang, _ *time.Location) (string, string) {
		line := "CONFIRM " + g.Name + " " + p.AddrToken
		return fmt.Sprintf("%s: %s", g.Name, tr(lang, "confirm your address", "請確認您的地址", "请确认您的地址")),
			tr(lang,
				fmt.Sprintf("Mail from %s asked the judge to send %s's mail in game %s to this address from now on.\nIf that is what you want, send a mail to %s with this line:\n\n  %s\n\nIf you did not expect this, ignore this mail: nothing changes without it.\n", from, seats, g.Name, judge, line),
				fmt.Sprintf("來自 %s 的郵件要求裁判今後把 %s 在棋局 %s 的郵件寄到這個地址。\n若您同意,請寄一封含有下面這一行的郵件到 %s:\n\n  %s\n\n若您不知情,請忽略本郵件:沒有回覆就不會有任何改變。\n", from, seats, g.Name, judge, line),
				fmt.Sprintf("来自 %s 的邮件要求裁判今后把 %s 在棋局 %s 的邮件寄到这个地址。\n若您同意,请寄一封含有下面这一行的邮件到 %s:\n\n  %s\n\n若您不知情,请忽略本邮件:没有回复就不会有任何改变。\n", from, seats, g.Name, judge, line))
	})
	if err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang,
		fmt.Sprintf("a code was mailed to %s; the move happens when that address sends back the line it gives (CONFIRM %s <code>). Until then mail still comes here.", addr, g.Name),
		fmt.Sprintf("已寄代碼到 %s;該地址寄回信中那一行(CONFIRM %s <代碼>)後才會更改。在此之前郵件仍寄到這裡。", addr, g.Name),
		fmt.Sprintf("已寄代码到 %s;该地址寄回信中那一行(CONFIRM %s <代码>)后才会更改。在此之前邮件仍寄到这里。", addr, g.Name)), nil
}

// runConfirm completes an address change. Anyone may send it, but only
// from the address the code was mailed to; the old address is told.
func runConfirm(s *session, l Line) (string, *games.Text) {
	if len(l.Args) != 2 {
		return "", txt("write CONFIRM <game> <code>, as given in the judge's mail to your new address",
			"請寫 CONFIRM <棋局> <代碼>,照裁判寄到您新地址的郵件所寫",
			"请写 CONFIRM <棋局> <代码>,照裁判寄到您新地址的邮件所写")
	}
	g, err := s.loadGame(strings.TrimPrefix(l.Args[0], "?"))
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", noSuchGame(l.Args[0])
	}
	code := strings.ToLower(l.Args[1])
	var p *player
	for _, q := range g.Players {
		if q.AddrToken != "" && subtle.ConstantTimeCompare([]byte(q.AddrToken), []byte(code)) == 1 {
			p = q
		}
	}
	switch {
	case p == nil:
		return "", txtf("no address change with this code is waiting in %s; ask for a new code with SET ADDRESS",
			"%s 中沒有使用此代碼的待確認地址更改;請以 SET ADDRESS 重新申請",
			"%s 中没有使用此代码的待确认地址更改;请以 SET ADDRESS 重新申请", g.Name)
	case p.NewAddr != s.sender:
		return "", txt("this code was mailed to another address: send CONFIRM from that address itself",
			"此代碼是寄到另一個地址的:請從該地址寄出 CONFIRM",
			"此代码是寄到另一个地址的:请从该地址寄出 CONFIRM")
	case g.playerByAddr(s.sender) != nil:
		return "", txtf("%s already plays in %s; nothing was changed", "%s 已在 %s 中;沒有更改", "%s 已在 %s 中;没有更改", s.sender, g.Name)
	}
	old, seats := p.Addr, joinSeats(p.Seats)
	p.Addr, p.NewAddr, p.AddrToken = s.sender, "", ""
	s.keep(g)
	// The person keeps reading in their language and time zone, unless the
	// new address has chosen its own.
	if mine, err := loadAccount(s.tx, s.sender); err != nil {
		return "", s.fail(err)
	} else if mine.Lang == "" && mine.Zone == "" {
		prev, err := loadAccount(s.tx, old)
		if err != nil {
			return "", s.fail(err)
		}
		if prev.Lang != "" || prev.Zone != "" {
			if err := saveAccount(s.tx, s.sender, prev); err != nil {
				return "", s.fail(err)
			}
		}
	}
	if err := s.tx.Audit(storage.AuditEntry{At: s.now, Actor: s.sender, Game: g.Name, Action: "address",
		Detail: fmt.Sprintf("%s moved from %s to %s", seats, old, s.sender)}); err != nil {
		return "", s.fail(err)
	}
	tell := func(to string, en, hant, hans string) error {
		return s.j.noticeAll(s.tx, g, []string{to}, "notice", func(_ string, lang games.Lang, loc *time.Location) (string, string) {
			return fmt.Sprintf("%s: %s", g.Name, tr(lang, "address changed", "地址已更改", "地址已更改")),
				tr(lang, en, hant, hans) + "\n" + when(s.now, loc) + "\n"
		})
	}
	if err := tell(old,
		fmt.Sprintf("The mail of %s in %s now goes to %s, as asked with SET ADDRESS and confirmed from there. If you did not ask for this, tell the master at once.", seats, g.Name, s.sender),
		fmt.Sprintf("%s 在 %s 的郵件今後寄到 %s(經 SET ADDRESS 申請並由該地址確認)。若非您本人申請,請立即通知主持人。", seats, g.Name, s.sender),
		fmt.Sprintf("%s 在 %s 的邮件今后寄到 %s(经 SET ADDRESS 申请并由该地址确认)。若非您本人申请,请立即通知主持人。", seats, g.Name, s.sender)); err != nil {
		return "", s.fail(err)
	}
	if err := tell(g.Master,
		fmt.Sprintf("The player of %s in %s moved from %s to %s.", seats, g.Name, old, s.sender),
		fmt.Sprintf("%s 在 %s 的玩家地址由 %s 改為 %s。", seats, g.Name, old, s.sender),
		fmt.Sprintf("%s 在 %s 的玩家地址由 %s 改为 %s。", seats, g.Name, old, s.sender)); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang,
		fmt.Sprintf("confirmed: you now play %s in %s from this address; sign on with the same password as before", seats, g.Name),
		fmt.Sprintf("已確認:您今後以此地址在 %s 代表 %s;登入密碼不變", g.Name, seats),
		fmt.Sprintf("已确认:您今后以此地址在 %s 代表 %s;登录密码不变", g.Name, seats)), nil
}

// runResign gives the signed-on power up for good: it is in civil disorder
// from now on (the engine's disorder rules, as after missed deadlines), its
// orders for this phase are dropped, the master is told and may REPLACE
// the player, and every player reads of it in the next report.
func runResign(s *session, l Line) (string, *games.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	g, seats := s.game, joinSeats(p.Seats)
	for _, o := range s.orders {
		s.problem(Line{N: o.N, Text: o.Text}, s.echoAt[o.N], *txt("not used: you resigned", "未採用:您已棄權", "未采用:您已弃权"))
	}
	s.orders = nil
	p.Resigned, p.Disorder, p.Wait, p.Draw = true, true, false, false
	for _, seat := range p.Seats {
		delete(g.Submissions, seat)
		delete(g.Complete, seat)
	}
	g.Notices = append(g.Notices, noticeLine(g, games.Text{
		EN:   seats + " resigned and is in civil disorder.",
		Hant: seats + " 已棄權,陷入內亂。",
		Hans: seats + " 已弃权,陷入内乱。"}))
	s.keep(g)
	if err := s.tx.Audit(storage.AuditEntry{At: s.now, Actor: s.sender, Game: g.Name, Action: "resign", Detail: seats + " resigned"}); err != nil {
		return "", s.fail(err)
	}
	err := s.j.noticeAll(s.tx, g, []string{g.Master}, "notice", func(_ string, lang games.Lang, loc *time.Location) (string, string) {
		return fmt.Sprintf("%s: %s %s", g.Name, seats, tr(lang, "resigned", "棄權", "弃权")),
			tr(lang,
				fmt.Sprintf("The player of %s resigned from %s at %s. The power is in civil disorder. To give it to someone else, send\n\n  SIGNON M%s <password>\n  REPLACE %s <address>\n", seats, g.Name, when(s.now, loc), g.Name, p.Seats[0]),
				fmt.Sprintf("%s 的玩家於 %s 退出 %s,該國陷入內亂。若要交給他人,請寄:\n\n  SIGNON M%s <密碼>\n  REPLACE %s <地址>\n", seats, when(s.now, loc), g.Name, g.Name, p.Seats[0]),
				fmt.Sprintf("%s 的玩家于 %s 退出 %s,该国陷入内乱。若要交给他人,请寄:\n\n  SIGNON M%s <密码>\n  REPLACE %s <地址>\n", seats, when(s.now, loc), g.Name, g.Name, p.Seats[0]))
	})
	if err != nil {
		return "", s.fail(err)
	}
	s.game, s.seat = nil, ""
	return tr(s.lang,
		fmt.Sprintf("you resigned %s in %s; its units are in civil disorder. Thank you for playing.", seats, g.Name),
		fmt.Sprintf("您已放棄 %s 在 %s 的位置;其部隊陷入內亂。感謝您的參與。", seats, g.Name),
		fmt.Sprintf("您已放弃 %s 在 %s 的位置;其部队陷入内乱。感谢您的参与。", seats, g.Name)), nil
}
