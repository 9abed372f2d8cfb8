package judge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/judge/play"
	"adjutant/storage"
)

// The property tests send mail the judge cannot predict: random mixes of
// good and bad commands from players, the master and strangers (and, in
// FuzzMail, whatever the fuzzer writes). After every mail, and after every
// deadline tick, propChecker.check looks at everything the judge keeps and
// sends, and wants it whole:
//
//   - the mail was handled and got exactly one reply, threaded to it;
//   - every game record and its engine state load;
//   - no seat is held by two players, and every held seat is the engine's;
//   - orders are stored only for seats the engine asks now;
//   - the status is a known one, an active game has a deadline in the
//     index and no other game has one;
//   - the phase history holds exactly phases 1..Phase;
//   - no mail went to an address that no game knows (player, pending new
//     address, observer, address asked to confirm an OBSERVE or REPLACE,
//     master) unless it is the sender's.

// propChecker remembers who could be mailed as of the last check, since a
// mail may rightly go to someone the same command removed (EJECT, REPLACE).
type propChecker struct {
	known map[string]bool
}

func newPropChecker() *propChecker { return &propChecker{known: map[string]bool{}} }

// check checks the invariants after one event. sender and msgID name
// the mail just handled ("" after a tick); replies is how many answers it
// must have had (1, or 0 for mail from a robot). what describes the event
// for the failure message.
func (pc *propChecker) check(t *testing.T, tj *testJudge, sender, msgID string, replies int, what string) []storage.Outgoing {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("after %s:\n"+format, append([]any{clipFor(what)}, args...)...)
	}
	if n := tj.pending(t); n != 0 {
		fail("%d messages still pending", n)
	}
	knownNow := map[string]bool{}
	var out []storage.Outgoing
	problem := ""
	err := tj.db.Update(func(tx *storage.Tx) error {
		names, err := tx.GameNames()
		if err != nil {
			return err
		}
		for _, name := range names {
			if p := propCheckGame(tx, tj.Judge, name, knownNow); p != "" {
				problem = fmt.Sprintf("game %s: %s", name, p)
				return nil // fail outside the transaction
			}
		}
		out, err = tx.DueOutgoing(tj.now.Add(24*365*time.Hour), 0)
		if err != nil {
			return err
		}
		// Deliver everything, as the sender would, so the next check sees
		// only what the next event queued.
		for _, o := range out {
			if err := tx.MarkSent(o.ID, tj.now); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if problem != "" {
		fail("%s", problem)
	}
	got := 0
	for _, o := range out {
		if !pc.known[o.To] && !knownNow[o.To] && o.To != sender {
			fail("mail %q went to %s, who is no player, observer or master of any game, nor the sender", subjectOfRaw(o.Data), o.To)
		}
		m, err := mail.ReadMessage(bytes.NewReader(o.Data))
		if err != nil {
			fail("the judge queued an unreadable mail to %s: %v", o.To, err)
		}
		if msgID != "" && m.Header.Get("In-Reply-To") == "<"+msgID+">" {
			if o.To != sender {
				fail("the answer to %s's mail went to %s", sender, o.To)
			}
			got++
		}
	}
	if msgID != "" && got != replies {
		fail("%d replies to %s's mail, want %d", got, sender, replies)
	}
	pc.known = knownNow
	return out
}

// propCheckGame checks one stored game, adding the addresses it knows to
// known; it returns what is wrong, or "".
func propCheckGame(tx *storage.Tx, j *Judge, name string, known map[string]bool) string {
	g, ok, err := play.Load(tx, j.engines, name)
	if err != nil || !ok {
		return fmt.Sprintf("the record does not load (found %v): %v", ok, err)
	}
	switch g.Status {
	case play.StatusForming, play.StatusActive, play.StatusPaused, play.StatusWaiting, play.StatusFinished, play.StatusTerminated:
	default:
		return fmt.Sprintf("unknown status %q", g.Status)
	}
	if _, ok := j.engines.Get(g.Engine); !ok {
		return fmt.Sprintf("engine %q is not the judge's", g.Engine)
	}
	game, err := g.Game()
	if err != nil {
		return fmt.Sprintf("the engine state does not load: %v", err)
	}
	seats := map[games.Seat]bool{}
	for _, s := range game.Seats() {
		seats[s.Seat] = true
	}
	holder := map[games.Seat]string{}
	known[g.Master] = true
	for _, o := range g.Observers {
		known[o.Addr] = true
	}
	for _, inv := range g.Invites {
		known[inv.Addr] = true // sent its one confirmation request
	}
	for _, p := range g.Players {
		known[p.Addr] = true
		if p.NewAddr != "" {
			known[p.NewAddr] = true
		}
		for _, s := range p.Seats {
			if !seats[s] {
				return fmt.Sprintf("%s holds %q, which is no seat of the game", p.Addr, s)
			}
			if other, taken := holder[s]; taken {
				return fmt.Sprintf("%s is held by both %s and %s", s, other, p.Addr)
			}
			holder[s] = p.Addr
		}
	}
	for s := range g.Submissions {
		if !play.Asked(game, s) {
			return fmt.Sprintf("orders are stored for %s, which the engine does not ask in %s", s, game.Phase().ID)
		}
	}
	_, hasDeadline, err := tx.Deadline(play.Key(g.Name))
	if err != nil {
		return err.Error()
	}
	if (g.Status == play.StatusActive) != hasDeadline {
		return fmt.Sprintf("status %s, deadline in the index: %v", g.Status, hasDeadline)
	}
	phases, err := tx.Phases(play.Key(g.Name))
	if err != nil {
		return err.Error()
	}
	for i, seq := range phases {
		if seq != uint64(i+1) {
			return fmt.Sprintf("history holds phases %v", phases)
		}
	}
	if uint64(len(phases)) != g.Phase {
		return fmt.Sprintf("history holds %d phases, the record says %d", len(phases), g.Phase)
	}
	return ""
}

func subjectOfRaw(raw []byte) string {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return "?"
	}
	return m.Header.Get("Subject")
}

func clipFor(s string) string {
	if len(s) > 3000 {
		return s[:3000] + " […]"
	}
	return s
}

// propWorld is the random players' world: one judge, the game being
// played, and what the players know (their passwords).
type propWorld struct {
	t     *testing.T
	tj    *testJudge
	rng   *rand.Rand
	check *propChecker
	game  string            // the game being played now
	games int               // games created so far
	pw    map[string]string // each address's password in the current game
	mails int
}

const propMaster = "gm@example.org"

// propPeople are the addresses that write: seven would-be players and two
// strangers. The master is propMaster.
var propPeople = []string{
	"ann@example.org", "bob@example.org", "cyd@example.org", "dee@example.org",
	"eve@example.org", "fay@example.org", "gus@example.org",
	"stranger@example.net", "nosy@example.net",
}

func newPropWorld(t *testing.T, seed uint64) *propWorld {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1 << 20, Seed: endSeed(byte(seed))})
	return &propWorld{t: t, tj: tj, rng: rand.New(rand.NewPCG(seed, seed*7919+1)), check: newPropChecker(), pw: map[string]string{}}
}

// mail sends body from sender and checks every invariant.
func (w *propWorld) mail(sender, body string, extra ...string) {
	w.t.Helper()
	w.mails++
	id := fmt.Sprintf("p%d.%d@prop.test", w.games, w.mails)
	w.tj.deliver(w.t, mailFrom(sender, id, "random", body, extra...))
	replies := 1
	if len(extra) > 0 {
		replies = 0 // robots are never answered
	}
	out := w.check.check(w.t, w.tj, sender, id, replies, fmt.Sprintf("mail %d from %s:\n%s", w.mails, sender, body))
	w.learnPasswords(out)
}

var propNewPassword = regexp.MustCompile(`Your password is\s+(\S+)`)

// learnPasswords reads the passwords REPLACE mails to new players, so they
// can sign on later like anyone else.
func (w *propWorld) learnPasswords(out []storage.Outgoing) {
	for _, o := range out {
		if !strings.Contains(subjectOfRaw(o.Data), "you now play") {
			continue
		}
		m, err := mail.ReadMessage(bytes.NewReader(o.Data))
		if err != nil {
			continue
		}
		var b bytes.Buffer
		_, _ = b.ReadFrom(m.Body)
		if sm := propNewPassword.FindSubmatch(b.Bytes()); sm != nil {
			w.pw[o.To] = string(sm[1])
		}
	}
}

// tick moves the clock on and lets the scheduler run.
func (w *propWorld) tick(hours int) {
	w.t.Helper()
	w.tj.now = w.tj.now.Add(time.Duration(hours) * time.Hour)
	w.tj.tick()
	w.check.check(w.t, w.tj, "", "", 0, fmt.Sprintf("a tick %dh later", hours))
}

// record returns the current game's record, or nil.
func (w *propWorld) record() *play.Record {
	w.t.Helper()
	if w.game == "" {
		return nil
	}
	var g *play.Record
	if err := w.tj.db.View(func(tx *storage.Tx) error {
		var err error
		g, _, err = play.Load(tx, w.tj.engines, w.game)
		return err
	}); err != nil {
		w.t.Fatal(err)
	}
	return g
}

// newGame creates the next game by mail and fills it from the pool.
func (w *propWorld) newGame() {
	w.t.Helper()
	w.games++
	w.game = fmt.Sprintf("prop%d", w.games)
	w.pw = map[string]string{}
	w.mail(propMaster, fmt.Sprintf("CREATE ?%s gmpw %s", w.game, w.pick("standard", "two-1914",
		"standard press=grey nmr=abandon", "two-1914 end=timed endyear=1915", "standard lang=zh-Hant at=06:00 zone=Asia/Taipei")))
	if w.record() == nil {
		w.t.Fatalf("CREATE of %s failed", w.game)
	}
	for _, addr := range w.shuffled(propPeople) {
		g := w.record()
		if g == nil || g.Status != play.StatusForming {
			break
		}
		w.pw[addr] = "pw-" + strings.Split(addr, "@")[0]
		w.mail(addr, fmt.Sprintf("SIGNON ?%s %s %s", w.game, w.pw[addr], w.pick("", "F", "E G", "Turkey", "R,A")))
	}
}

func (w *propWorld) shuffled(list []string) []string {
	out := append([]string(nil), list...)
	w.rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

func (w *propWorld) pick(options ...string) string { return options[w.rng.IntN(len(options))] }

// run plays n random events.
func (w *propWorld) run(n int) {
	w.t.Helper()
	for i := 0; i < n; i++ {
		if g := w.record(); g == nil || g.Status == play.StatusFinished || g.Status == play.StatusTerminated || g.Status == play.StatusForming {
			w.newGame()
			continue
		}
		if w.rng.IntN(12) == 0 {
			w.tick(1 + w.rng.IntN(72))
			continue
		}
		sender, body, robot := w.randomMail()
		if robot {
			w.mail(sender, body, "Auto-Submitted: auto-replied")
		} else {
			w.mail(sender, body)
		}
	}
}

// randomMail picks a sender and writes a mail of one to six pieces.
func (w *propWorld) randomMail() (sender, body string, robot bool) {
	g := w.record()
	roll := w.rng.IntN(100)
	switch {
	case roll < 60 && len(g.Players) > 0:
		sender = g.Players[w.rng.IntN(len(g.Players))].Addr
	case roll < 80:
		sender = propMaster
	default:
		sender = propPeople[7+w.rng.IntN(2)]
	}
	switch w.rng.IntN(40) {
	case 0:
		return sender, "", false
	case 1:
		return sender, "HELP", true
	case 2:
		return sender, "> SIGNON ?x y\n> A Par - Bur\n\n-- \nsent from my phone", false
	}
	var b strings.Builder
	for k := 1 + w.rng.IntN(6); k > 0; k-- {
		b.WriteString(w.piece(g, sender))
		b.WriteString("\n")
	}
	return sender, b.String(), false
}

// piece writes one part of a mail: a sign-on with orders, press, a SET, a
// master command, something to read, or nonsense.
func (w *propWorld) piece(g *play.Record, sender string) string {
	signon, seat := w.signon(g, sender)
	switch w.rng.IntN(16) {
	case 0, 1, 2, 3, 4:
		return w.fullOrders(g, sender)
	case 5, 6:
		return signon + "\n" + w.orders(g, seat)
	case 7:
		return signon + "\n" + w.press(g)
	case 8:
		return signon + "\nSET " + w.pick("WAIT", "NOWAIT", "NO WAIT", "DRAW", "NODRAW", "PASSWORD "+w.pw[sender],
			"TIMEZONE Asia/Taipei", "TZ Mars/Olympus", "LANGUAGE zh-tw", "LANGUAGE en", "LANG klingon",
			"PREFERENCE F E", "ADDRESS nosy@example.net", "ADDRESS not an address", "FROBNICATE", "", "設定 等待")
	case 9, 10:
		return fmt.Sprintf("SIGNON M%s %s\n%s", w.game, w.pick("gmpw", "gmpw", "gmpw", "nope"), w.master(g))
	case 11:
		return w.pick("HELP", "HELP SET", "LIST", "LIST "+w.game, "HISTORY "+w.game, "HISTORY "+w.game+" 1 3",
			"SUMMARY "+w.game, "GET rules", "GET", "VERSION", "OBSERVE "+w.game, "幫助", "列表", "CLEAR", "ADD")
	case 12:
		return w.pick("frobnicate", "xyzzy 12", "SIGNON", "SIGNON ?", "SIGNON Xnowhere pw", "CREATE", "CREATE ?"+w.game+" pw",
			"CONFIRM "+w.game+" 0123", "RESIGN", "ENDPRESS", "SIGNOFF\nA Par - Bur", "DECLARE", "EDIT add",
			fmt.Sprintf("SIGNON ?%s %s", w.game, w.pw[sender]))
	case 13:
		return strings.Repeat(w.pick("A Par - Bur ", "長", "x", "\t"), 500+w.rng.IntN(5000))
	case 14:
		return w.garbage()
	}
	return signon + "\n" + w.pick("ADD", "CLEAR", "") + "\n" + w.orders(g, seat)
}

// signon signs the sender on: usually right, sometimes with a wrong
// password, a wrong game or someone else's power. It returns the line and
// the seat it means.
func (w *propWorld) signon(g *play.Record, sender string) (string, string) {
	seat := "France"
	if p := g.PlayerByAddr(sender); p != nil && len(p.Seats) > 0 {
		seat = string(p.Seats[w.rng.IntN(len(p.Seats))])
	}
	switch w.rng.IntN(12) {
	case 0:
		return fmt.Sprintf("SIGNON %s%s wrong", seat[:1], w.game), seat
	case 1:
		return fmt.Sprintf("SIGNON %snosuchgame %s", seat[:1], w.pw[sender]), seat
	case 2:
		other := w.pick("Italy", "Russia", "Mars")
		return fmt.Sprintf("SIGNON %s %s %s", other, w.game, w.pw[sender]), other
	case 3:
		return fmt.Sprintf("SIGNON %s %s %s", seat, w.game, w.pw[sender]), seat
	}
	return fmt.Sprintf("SIGNON %s%s %s", seat[:1], w.game, w.pw[sender]), seat
}

// fullOrders signs on and orders every unit of the seat for the phase at
// hand, mostly in ways the rules allow, so that phases get processed.
func (w *propWorld) fullOrders(g *play.Record, sender string) string {
	line, seat := w.signon(g, sender)
	game, err := g.Game()
	if err != nil {
		return line
	}
	lines := []string{line}
	switch game.Phase().Class {
	case "adjustment":
		for k := w.rng.IntN(3); k >= 0; k-- {
			lines = append(lines, w.pick("Build A "+propHomes[w.rng.IntN(len(propHomes))], "Build F "+propHomes[w.rng.IntN(len(propHomes))], "Waive"))
		}
		for _, u := range w.units(g, seat, false) {
			if w.rng.IntN(3) == 0 {
				lines = append(lines, "Remove "+u.Type+" "+u.At)
			}
		}
	case "retreat":
		for _, u := range w.units(g, seat, true) {
			lines = append(lines, w.pick("Disband "+u.Type+" "+u.At, u.Type+" "+u.At+" - "+propProvinces[w.rng.IntN(len(propProvinces))]))
		}
	default:
		for _, u := range w.units(g, seat, false) {
			if w.rng.IntN(4) == 0 {
				lines = append(lines, u.Type+" "+u.At+" - "+propProvinces[w.rng.IntN(len(propProvinces))])
			} else {
				lines = append(lines, u.Type+" "+u.At+" H")
			}
		}
	}
	return strings.Join(lines, "\n")
}

var (
	propProvinces = strings.Fields("adr aeg alb ank apu arm bal bar bel ber bla boh bot bre bud bul bur cly con den eas edi eng fin gal gas gre hel hol ion iri kie lon lvn lvp lyo mao mar mos mun naf nao nap nwy nth nwg par pic pie por pru rom ruh rum ser sev sil ska smy spa stp swe syr tri tun tus tyr tys ukr ven vie wal war wes yor stp/nc stp/sc spa/nc spa/sc bul/ec bul/sc")
	propHomes     = strings.Fields("lon edi lvp par bre mar ber kie mun ven rom nap vie bud tri mos war sev stp stp/nc con ank smy")
	propChinese   = []string{"陸軍 慕尼黑 支援 陸軍 巴黎 移動 布根第", "陆军巴黎移动布根第", "艦隊 西班牙(南岸) 移動 里昂灣", "成軍 艦隊 聖彼得堡北岸", "陸軍 巴黎 不動", "移动 移动 移动"}
)

type propUnit struct {
	Power string `json:"power"`
	Type  string `json:"type"`
	At    string `json:"at"`
}

// units reads a seat's units from the engine's saved state: those on the
// board, or those dislodged and waiting to retreat.
func (w *propWorld) units(g *play.Record, seat string, dislodged bool) []propUnit {
	var st struct {
		Position struct {
			Units     []propUnit `json:"units"`
			Dislodged []struct {
				Unit propUnit `json:"unit"`
			} `json:"dislodged"`
		} `json:"position"`
	}
	_ = json.Unmarshal(g.State, &st) // a state that does not decode simply gives no units to order
	all := st.Position.Units
	if dislodged {
		all = nil
		for _, d := range st.Position.Dislodged {
			all = append(all, d.Unit)
		}
	}
	var out []propUnit
	for _, u := range all {
		if u.Power == seat {
			out = append(out, u)
		}
	}
	return out
}

// orders writes lines for a seat's units, good and bad alike.
func (w *propWorld) orders(g *play.Record, seat string) string {
	mine := append(w.units(g, seat, false), w.units(g, seat, true)...)
	var lines []string
	for k := 1 + w.rng.IntN(5); k > 0; k-- {
		prov := propProvinces[w.rng.IntN(len(propProvinces))]
		home := propHomes[w.rng.IntN(len(propHomes))]
		if len(mine) > 0 && w.rng.IntN(3) > 0 {
			u := mine[w.rng.IntN(len(mine))]
			o := mine[w.rng.IntN(len(mine))]
			lines = append(lines, w.pick(
				u.Type+" "+u.At+" H",
				u.Type+" "+u.At+" - "+prov,
				u.Type+" "+u.At+" S "+o.Type+" "+o.At,
				u.Type+" "+u.At+" S "+o.Type+" "+o.At+" - "+prov,
				u.Type+" "+u.At+" C A "+o.At+" - "+prov,
				"Remove "+u.Type+" "+u.At,
				"Disband "+u.Type+" "+u.At,
				u.At+"-"+prov,
			))
			continue
		}
		lines = append(lines, w.pick(
			"Build A "+home, "Build F "+home, "Waive", "A "+prov+" H", "F "+prov+" - "+home,
			propChinese[w.rng.IntN(len(propChinese))], w.garbage(), "A Par - Bur", "A Mun - Ber - Kie",
		))
	}
	return strings.Join(lines, "\n")
}

// press writes a press block, sometimes left open.
func (w *propWorld) press(g *play.Record) string {
	head := w.pick("PRESS TO France", "PRESS GREY TO Russia Turkey", "PRESS", "BROADCAST", "PRESS TO Narnia", "新聞 給 法國")
	body := w.pick("Shall we?", "", "SIGNON Fx y\nA Par - Bur", "長長的消息", w.garbage())
	if w.rng.IntN(4) == 0 {
		return head + "\n" + body // never closed: the rest of the mail is press
	}
	return head + "\n" + body + "\nENDPRESS"
}

// master writes one to three master commands; ending the game is rare so
// that most of the run has a game to play.
func (w *propWorld) master(g *play.Record) string {
	var out []string
	seat := "France"
	if ss := w.seatsOf(g); len(ss) > 0 {
		seat = ss[w.rng.IntN(len(ss))]
	}
	for k := 1 + w.rng.IntN(3); k > 0; k-- {
		prov := propProvinces[w.rng.IntN(len(propProvinces))]
		cmd := w.pick("PROCESS", "PROCESS", "PROCESS", "PAUSE", "RESUME", "RESUME", "RESUME", "EXTEND 1d", "EXTEND soon", "ROLLBACK", "ROLLBACK S1901M",
			"EDIT add "+seat+" A "+prov, "EDIT remove "+prov, "EDIT owner "+prov+" "+seat, "EDIT frob",
			"BECOME "+seat+"\nA Par H", "EJECT "+seat, "REPLACE "+seat+" "+propPeople[7+w.rng.IntN(2)], "REPLACE "+seat+" bad")
		if w.rng.IntN(150) == 0 {
			cmd = w.pick("DECLARE DRAW", "TERMINATE")
		}
		out = append(out, cmd)
	}
	return strings.Join(out, "\n")
}

func (w *propWorld) seatsOf(g *play.Record) []string {
	var out []string
	for _, p := range g.Players {
		for _, s := range p.Seats {
			out = append(out, string(s))
		}
	}
	sort.Strings(out)
	return out
}

// garbage is a line of random characters: ASCII, punctuation, Chinese.
func (w *propWorld) garbage() string {
	const alphabet = "abcXYZ019 -/>:;?!@#()[]{}=+*&^%$~`'\"\\\t軍巴黎移動,。"
	runes := []rune(alphabet)
	out := make([]rune, 1+w.rng.IntN(40))
	for i := range out {
		out[i] = runes[w.rng.IntN(len(runes))]
	}
	return string(out)
}

func TestRandomMailNeverCorruptsAGame(t *testing.T) {
	perSeed := 150
	if testing.Short() {
		perSeed = 40
	}
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			w := newPropWorld(t, seed)
			w.run(perSeed)
			if w.games == 0 {
				t.Fatal("no game was played")
			}
			t.Logf("%d mails, %d games", w.mails, w.games)
		})
	}
}

// propOpenJudge opens a judge on the database at path, at the same fixed
// time as newTestJudge, sharing eng (engines are immutable).
func propOpenJudge(tb testing.TB, path string, eng games.Engine) *testJudge {
	tb.Helper()
	db, err := storage.Open(path, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	tj := &testJudge{db: db, now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	j, err := New(db, Options{Address: "judge@example.org", Now: func() time.Time { return tj.now },
		Engines: []games.Engine{eng}, RepliesPerHour: 1 << 20, Seed: endSeed(9)})
	if err != nil {
		tb.Fatal(err)
	}
	tj.Judge = j
	return tj
}

// propDuelTemplate writes a database holding a started two-player game,
// duel, for FuzzMail to copy: creating it by mail for every input would
// make the fuzzer four times slower.
func propDuelTemplate(tb testing.TB, path string, eng games.Engine) {
	tb.Helper()
	tj := propOpenJudge(tb, path, eng)
	for i, m := range []struct{ from, body string }{
		{duelMaster, "CREATE ?duel gmpw two-1914"},
		{duelEast, "SIGNON ?duel pw-east Turkey"},
		{duelWest, "SIGNON ?duel pw-west France"},
	} {
		raw := strings.ReplaceAll(mailFrom(m.from, fmt.Sprintf("setup%d@fuzz.test", i), "setup", m.body), "\n", "\r\n")
		if err := tj.record(Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: uint32(i + 1)}, Raw: []byte(raw), Size: int64(len(raw))}); err != nil {
			tb.Fatal(err)
		}
		tj.handlePending()
	}
	var g *play.Record
	if err := tj.db.View(func(tx *storage.Tx) error {
		var err error
		g, _, err = play.Load(tx, play.Engines{}, "duel")
		return err
	}); err != nil || g == nil || g.Status != play.StatusActive {
		tb.Fatalf("the fuzz game did not start: %v %+v", err, g)
	}
	if err := tj.db.Close(); err != nil {
		tb.Fatal(err)
	}
}

// FuzzMail sends one mail of any text to a running two-player game, from
// one of its players, its master or a stranger, and checks the same
// invariants as the random test. who selects the sender (low two bits)
// and whether a correct SIGNON line comes first (bit 2), so the fuzzer
// also reaches the order and command parsers of a signed-on player.
func FuzzMail(f *testing.F) {
	eng := diplomacy.New()
	template := filepath.Join(f.TempDir(), "duel.db")
	propDuelTemplate(f, template, eng)
	data, err := os.ReadFile(template)
	if err != nil {
		f.Fatal(err)
	}
	senders := []struct{ addr, signon string }{
		{duelEast, "SIGNON Aduel pw-east"},
		{duelWest, "SIGNON Fduel pw-west"},
		{duelMaster, "SIGNON Mduel gmpw"},
		{"stranger@example.net", "SIGNON Rduel pw-west"},
	}
	f.Fuzz(func(t *testing.T, who uint8, body string) {
		path := filepath.Join(t.TempDir(), "duel.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		tj := propOpenJudge(t, path, eng)
		tj.uid = 100 // past the set-up mails' UIDs
		pc := newPropChecker()
		pc.check(t, tj, "", "", 0, "opening the game")
		s := senders[who&3]
		if who&4 != 0 {
			body = s.signon + "\n" + body
		}
		tj.deliver(t, mailFrom(s.addr, "fuzz@fuzz.test", "fuzz", body))
		pc.check(t, tj, s.addr, "fuzz@fuzz.test", 1, fmt.Sprintf("mail from %s:\n%q", s.addr, body))
	})
}
