package judge

import (
	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/outbox"
	"adjutant/storage"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net/mail"
	"strings"
	"time"
)

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
	p.PW = account.HashPassword(args[0])
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
	a, err := account.Load(s.tx, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	a.Zone = loc.String()
	if err := account.Save(s.tx, s.sender, a); err != nil {
		return "", s.fail(err)
	}
	s.loc = loc
	now := whenIn(s.now, loc, s.lang)
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
	a, err := account.Load(s.tx, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	a.Lang = lang
	if err := account.Save(s.tx, s.sender, a); err != nil {
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
	p.NewAddr, p.AddrToken, p.AddrSince = addr, hex.EncodeToString(code[:]), s.now
	s.keep(g)
	seats, from, judge := joinSeats(p.Seats), s.sender, s.j.opts.Address
	err = s.j.out.Each(s.tx, []string{addr}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang games.Lang, _ *time.Location) (string, string) {
		line := "CONFIRM " + g.Name + " " + p.AddrToken
		return fmt.Sprintf("%s: %s", g.Name, tr(lang, "confirm your address", "請確認您的地址", "请确认您的地址")),
			tr(lang,
				fmt.Sprintf("Mail from %s asked the judge to send %s's mail in game %s to this address from now on.\nIf that is what you want, send a mail to %s within 7 days with this line:\n\n  %s\n\nIf you did not expect this, ignore this mail: nothing changes without it.\n", from, seats, g.Name, judge, line),
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
		return "", s.noSuchGame(l.Args[0])
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
	case s.now.Sub(p.AddrSince) > addressCodeLife:
		p.NewAddr, p.AddrToken = "", ""
		s.keep(g)
		return "", txt("this code has expired (codes last 7 days); ask for a new one with SET ADDRESS",
			"此代碼已過期(代碼有效 7 天);請以 SET ADDRESS 重新申請",
			"此代码已过期(代码有效 7 天);请以 SET ADDRESS 重新申请")
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
	if mine, err := account.Load(s.tx, s.sender); err != nil {
		return "", s.fail(err)
	} else if mine.Lang == "" && mine.Zone == "" {
		prev, err := account.Load(s.tx, old)
		if err != nil {
			return "", s.fail(err)
		}
		if prev.Lang != "" || prev.Zone != "" {
			if err := account.Save(s.tx, s.sender, prev); err != nil {
				return "", s.fail(err)
			}
		}
	}
	if err := s.tx.Audit(storage.AuditEntry{At: s.now, Actor: s.sender, Game: g.Name, Action: "address",
		Detail: fmt.Sprintf("%s moved from %s to %s", seats, old, s.sender)}); err != nil {
		return "", s.fail(err)
	}
	tell := func(to string, en, hant, hans string) error {
		return s.j.out.Each(s.tx, []string{to}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang games.Lang, loc *time.Location) (string, string) {
			return fmt.Sprintf("%s: %s", g.Name, tr(lang, "address changed", "地址已更改", "地址已更改")),
				tr(lang, en, hant, hans) + "\n" + whenIn(s.now, loc, lang) + "\n"
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
	g.Notices = append(g.Notices, games.Text{
		EN:   seats + " resigned and is in civil disorder.",
		Hant: seats + " 已棄權,陷入內亂。",
		Hans: seats + " 已弃权,陷入内乱。"})
	s.keep(g)
	if err := s.tx.Audit(storage.AuditEntry{At: s.now, Actor: s.sender, Game: g.Name, Action: "resign", Detail: seats + " resigned"}); err != nil {
		return "", s.fail(err)
	}
	err := s.j.out.Each(s.tx, []string{g.Master}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang games.Lang, loc *time.Location) (string, string) {
		return fmt.Sprintf("%s: %s %s", g.Name, seats, tr(lang, "resigned", "棄權", "弃权")),
			tr(lang,
				fmt.Sprintf("The player of %s resigned from %s at %s. The power is in civil disorder. To give it to someone else, send\n\n  SIGNON M%s <password>\n  REPLACE %s <address>\n", seats, g.Name, when(s.now, loc), g.Name, p.Seats[0]),
				fmt.Sprintf("%s 的玩家於 %s 退出 %s,該國陷入內亂。若要交給他人,請寄:\n\n  SIGNON M%s <密碼>\n  REPLACE %s <地址>\n", seats, whenIn(s.now, loc, games.TraditionalChinese), g.Name, g.Name, p.Seats[0]),
				fmt.Sprintf("%s 的玩家于 %s 退出 %s,该国陷入内乱。若要交给他人,请寄:\n\n  SIGNON M%s <密码>\n  REPLACE %s <地址>\n", seats, whenIn(s.now, loc, games.SimplifiedChinese), g.Name, g.Name, p.Seats[0]))
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

// addressCodeLife is how long a SET ADDRESS code can be confirmed: long
// enough for a player on holiday, short enough that a forgotten code in an
// old mailbox cannot move a game years later.
const addressCodeLife = 7 * 24 * time.Hour
