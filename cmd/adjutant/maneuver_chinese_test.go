package main

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/maneuver"
	"adjutant/templates/i18n"
)

// mvHans writes a plan line of the scripted player in Simplified Chinese,
// word by word, as a Chinese player would type it.
func mvHans(line string) string {
	words := map[string]string{
		"TILES": "地图块", "NATIONS": "国家", "NATION": "国家", "EDGE": "边", "DEPLOY": "部署",
		"FRANCE": "法国", "BRITAIN": "英国", "NORTH": "北", "EAST": "东", "SOUTH": "南", "WEST": "西",
		"DISCARD": "弃牌", "SCOUT": "侦察", "ASK": "询问", "MOVE": "移动", "SUPPLY": "补给", "FORCED": "强行军",
		"ASSAULT": "突击", "AMBUSH": "伏击", "BOMBARD": "炮击", "VOLLEY": "齐射", "BATTERY": "炮兵连",
		"WITH": "用", "ADD": "加", "ON": "给", "LEADER": "领袖", "COMMAND": "指挥", "COMBAT": "战斗",
		"IF": "如果", "DEF": "防御", ">=": "≥", "SKIRMISH": "佯攻", "RESULT": "结果", "RETREAT": "撤退", "HIT": "受损",
		"ADVANCE": "推进", "LOSS": "损失", "RESTORE": "恢复", "REDOUBT": "战壕", "REGROUP": "重组",
		"DEFEND": "防守", "WITHDRAW": "撤离", "GUERRILLA": "游击队", "CHOOSE": "选择", "SIDE": "侧",
		"ALL": "全部", "NONE": "无", "BEST": "最佳", "YES": "是", "NO": "否",
	}
	w := strings.Fields(line)
	for i, x := range w {
		if zh, ok := words[x]; ok {
			w[i] = zh
		}
	}
	return strings.Join(w, " ")
}

// A Chinese player by mail: Red joins in Chinese and writes every set-up
// line, plan and answer in Simplified Chinese; the judge takes them all
// without a problem, and Red's mail (replies, results, questions) is in
// Simplified Chinese, with the game's words and full-width punctuation.
func TestManeuverChinesePlayerByMail(t *testing.T) {
	seed := [games.SeedSize]byte{2, 7, 1, 8}
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	stop := runDaemonFor(t, cfg, &seed)
	defer stop()
	smtpAddr := mail.SMTPAddr()
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }

	master := box("umpire@example.org")
	blue := &mvPlayer{addr: "blue@example.org", pw: "b1ue", seat: maneuver.Blue, script: maneuver.Scripted{Seat: maneuver.Blue, Cautious: true}, sent: map[string]bool{}}
	red := &mvPlayer{addr: "red@example.org", pw: "r3d", seat: maneuver.Red, script: maneuver.Scripted{Seat: maneuver.Red}, sent: map[string]bool{}}
	blue.mbox, red.mbox = box(blue.addr), box(red.addr)
	players := map[games.Seat]*mvPlayer{"Blue": blue, "Red": red}

	submit(t, smtpAddr, master.addr, "judge@localhost", "new game", "CREATE ?mv pw maneuver standard\n")
	master.await(1)
	submit(t, smtpAddr, red.addr, "judge@localhost", "加入", "设置 语言 zh-Hans\n登入 ?mv "+red.pw+" R\n")
	red.mbox.await(1)
	submit(t, smtpAddr, blue.addr, "judge@localhost", "join", "SIGNON ?mv "+blue.pw+" Blue\n")
	blue.mbox.await(3)
	red.mbox.await(2)
	master.await(2)

	shadow, err := maneuver.Engine{}.New("standard", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var seq uint64
	// Each results mail carries the engine's report in its reader's
	// language.
	resolve := func(subs map[games.Seat]games.Submission) {
		t.Helper()
		seq++
		id := shadow.Phase().ID
		res, err := shadow.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, fmt.Sprintf("%d:%s", seq, id)))
		if err != nil {
			t.Fatal(err)
		}
		shadow = res.Next
		for _, p := range players {
			lang, subject := i18n.English, "mv: "+id+" results"
			if p == red {
				lang, subject = i18n.SimplifiedChinese, "mv: "+id+" 结果"
			}
			want, err := maneuver.Engine{}.Report(res.Result, games.SeatView(games.Seat(p.seat.String())), lang)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.mbox.find(subject); !strings.Contains(got.Body, want) {
				t.Fatalf("%s: %s's results mail differs from the engine's report:\n%s\n--- want within:\n%s", id, p.seat, got.Body, want)
			}
		}
	}

	resolve(nil)

	questions, refusedSent := 0, false
	for shadow.Over() == nil && seq < 24 {
		reqs := shadow.Requests()
		if shadow.Phase().Class == plan.ClassStop && reqs[0].Seat == "Red" {
			questions++
		}
		subs := map[games.Seat]games.Submission{}
		for i, r := range reqs {
			p := players[r.Seat]
			lines := p.script.Lines(shadow.(*maneuver.Game))
			sign := fmt.Sprintf("SIGNON %smv %s", p.seat.Code(), p.pw)
			if p == red {
				for k := range lines {
					lines[k] = mvHans(lines[k])
				}
				sign = fmt.Sprintf("登入 %smv %s", p.seat.Code(), p.pw)
			}
			if p == red && !refusedSent && shadow.Phase().Class == maneuver.ClassSetup {
				// A mail with no line taken says so in Chinese, not
				// "(nothing)"; the next mail replaces it.
				refusedSent = true
				bad := submit(t, smtpAddr, p.addr, "judge@localhost", "plan", sign+"\n边 上\n")
				for _, m := range p.mbox.await(1) {
					if m.InReplyTo == bad && (!strings.Contains(m.Body, "（无）") || strings.Contains(m.Body, "(nothing)") || !strings.Contains(m.Body, "问题（共 1 项）")) {
						t.Fatalf("a refused set-up line, in Chinese:\n%s", m.Body)
					}
				}
			}
			msgID := submit(t, smtpAddr, p.addr, "judge@localhost", "plan", sign+"\n"+strings.Join(lines, "\n")+"\n")
			n := 1
			if i == len(reqs)-1 {
				n = 2
			}
			for _, m := range p.mbox.await(n) {
				if m.InReplyTo == msgID && (strings.Contains(m.Body, "\nProblems (") || strings.Contains(m.Body, "问题（共")) {
					t.Fatalf("%s: the judge refused %s's lines %q:\n%s", shadow.Phase().ID, r.Seat, lines, m.Body)
				}
			}
			numbered := make([]games.Line, len(lines))
			for k, text := range lines {
				numbered[k] = games.Line{N: k + 2, Text: text}
			}
			res := shadow.Submit(r.Seat, numbered, i18n.SimplifiedChinese)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: the engine refused %q: %s", shadow.Phase().ID, lines, res.Problems[0].Render(i18n.SimplifiedChinese))
			}
			subs[r.Seat] = res.Accepted
		}
		master.await(1)
		for s, p := range players {
			asked := false
			for _, r := range reqs {
				asked = asked || r.Seat == s
			}
			if !asked {
				p.mbox.await(1)
			}
		}
		resolve(subs)
	}
	if questions == 0 {
		t.Errorf("Red was never asked a question in %d resolutions", seq)
	}
	// Red reads its mail in Simplified Chinese: the field's key, the game's
	// words, full-width punctuation, and its own hand.
	var results, asked string
	for _, m := range red.mbox.all {
		if strings.HasSuffix(m.Subject, "结果") {
			results += m.Body
		}
		if strings.Contains(m.Body, "请答") {
			asked = m.Body
		}
	}
	for _, want := range []string{"图例：", "红方的手牌（", "弃牌堆顶：", "第 1 回合：", "部署："} {
		if !strings.Contains(results, want) {
			t.Errorf("Red's results mails lack %q", want)
		}
	}
	if asked == "" || !strings.Contains(asked, "您在 ") {
		t.Errorf("no question to Red in Chinese:\n%s", asked)
	}
}
