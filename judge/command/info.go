package command

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/spelling"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// infoCommands answer questions anyone may ask; they change nothing.
func (tree *Tree) infoCommands() []*command {
	return []*command{
		{Name: "HISTORY", Aliases: []string{"歷史", "历史", "紀錄", "记录"}, Usage: "game [from [to]]",
			Summary: "cmd.history",
			Run:     runHistory, Laid: true},
		// MAP is what players of the classic judges send for the map of
		// the position, which SUMMARY shows. Not 地圖/地图: in Maneuver
		// those open a set-up line (the map tiles).
		{Name: "SUMMARY", Aliases: []string{"摘要", "概要", "MAP"}, Usage: "game",
			Summary: "cmd.summary",
			Run:     runSummary},
		{Name: "GET", Aliases: []string{"取得", "获取"}, Usage: "[topic]",
			Summary: "cmd.get",
			Run:     runGet, Laid: true},
	}
}

// historyCap bounds one HISTORY answer; each phase's report carries a map,
// so sixty phases are already a long mail.
const historyCap = 60

// runHistory answers HISTORY game [from [to]] with the stored reports, as
// an observer reads them: nothing a seat alone may see is shown.
func runHistory(s *session, l Line) (string, *i18n.Text) {
	l = inSignedOnGame(s, l)
	if len(l.Args) == 0 {
		return "", msg("history.usage")
	}
	span, ok := historyWords(l.Args[1:])
	if !ok || len(span) > 2 {
		return "", msg("history.usage")
	}
	l.Args = append(l.Args[:1:1], span...)
	g, problem := s.namedGame(l.Args[0])
	if problem != nil {
		return "", problem
	}
	phases, err := s.phaseRecords(g)
	if err != nil {
		return "", s.fail(err)
	}
	if len(phases) == 0 {
		return "", noPhases(g)
	}
	ids := make([]string, len(phases))
	for i, p := range phases {
		ids[i] = p.ID
	}
	from, to, problem := historyRange(ids, l.Args[1:])
	if problem != nil {
		return "", problem
	}
	last := min(to, from+historyCap-1)
	eng := g.Rules()
	var b strings.Builder
	for _, p := range phases[from : last+1] {
		format := "%s %d: %s (%s)"
		if s.lang != i18n.English {
			format = "%s %d：%s（%s）"
		}
		title := fmt.Sprintf(format, s.tr("history.phase"), p.Seq, p.ID, templates.Date(p.At, s.loc, s.lang))
		fmt.Fprintf(&b, "%s\n%s\n", title, strings.Repeat("-", displayWidth(title)))
		report, err := eng.Report(p.Result, g.ViewerOf(s.sender), s.lang)
		if err != nil {
			report = s.tr("history.unrendered")
		}
		b.WriteString(strings.TrimRight(report, "\n") + "\n\n")
	}
	if last < to {
		next := phases[last+1].ID
		b.WriteString(s.tr("history.more", historyCap, to-last, g.Name, next))
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

// historyWords reads the range the way players of other judges write it,
// HISTORY game FROM S1901M TO F1902M (either word may be left out: FROM
// alone runs to the end, TO alone starts at the first phase), as the
// positional from and to. Arguments without the words pass unchanged;
// false when FROM or TO lacks its phase, or comes twice or out of order.
func historyWords(args []string) ([]string, bool) {
	var from, to string
	seenFrom, seenTo := false, false
	var plain []string
	for i := 0; i < len(args); i++ {
		word := strings.ToUpper(args[i])
		if word != "FROM" && word != "TO" {
			plain = append(plain, args[i])
			continue
		}
		if i+1 >= len(args) || seenTo || (word == "FROM" && (seenFrom || len(plain) > 0)) {
			return nil, false
		}
		i++
		if word == "FROM" {
			from, seenFrom = args[i], true
		} else {
			to, seenTo = args[i], true
		}
	}
	switch {
	case !seenFrom && !seenTo:
		return plain, true
	case len(plain) > 0 && (seenFrom || len(plain) > 1):
		return nil, false
	case len(plain) == 1: // S1901M TO F1902M
		from = plain[0]
	case from == "":
		from = "1"
	}
	if !seenTo {
		return []string{from}, true
	}
	return []string{from, to}, true
}

// historyRange turns HISTORY's optional from and to (phase ids, matched
// without regard to case, or 1-based phase numbers) into indexes of ids.
// With no arguments it is the whole game; with one, from there to the end.
func historyRange(ids []string, args []string) (from, to int, problem *i18n.Text) {
	from, to = 0, len(ids)-1
	find := func(arg string, last bool) (int, bool) {
		if n, err := strconv.Atoi(arg); err == nil {
			if n >= 1 && n <= len(ids) {
				return n - 1, true
			}
			return 0, false
		}
		found := -1
		for i, id := range ids {
			if strings.EqualFold(id, arg) && (found < 0 || last) {
				found = i
			}
		}
		return found, found >= 0
	}
	bad := func(arg string) *i18n.Text {
		return msg("history.no-such-phase", arg, ids[0], ids[len(ids)-1], len(ids))
	}
	var ok bool
	if len(args) > 0 {
		if from, ok = find(args[0], false); !ok {
			return 0, 0, bad(args[0])
		}
	}
	if len(args) > 1 {
		if to, ok = find(args[1], true); !ok {
			return 0, 0, bad(args[1])
		}
	}
	if from > to {
		return 0, 0, msg("history.backwards", ids[from], ids[to])
	}
	return from, to, nil
}

func noPhases(g *play.Record) *i18n.Text {
	return msg("history.no-phases", g.Name)
}

// phaseRecords loads a game's resolved phases, oldest first.
func (s *session) phaseRecords(g *play.Record) ([]play.PhaseRecord, error) {
	seqs, err := s.tx.Phases(play.Key(g.Name))
	if err != nil {
		return nil, fmt.Errorf("listing phases of %s: %w", g.Name, err)
	}
	out := make([]play.PhaseRecord, 0, len(seqs))
	for _, seq := range seqs {
		p, ok, err := play.LoadPhase(s.tx, g.Name, seq)
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, p)
		}
	}
	return out, nil
}

// runSummary answers SUMMARY game: the game's line from LIST, one line per
// resolved phase (when it was resolved, how many of the powers asked sent
// orders, who was in civil disorder), then the position now as the engine
// shows it to the asker (a seat its own, the master the master's, anyone
// else an observer's), with its picture. The engine offers no per-phase
// score, so the table claims none.
func runSummary(s *session, l Line) (string, *i18n.Text) {
	l = inSignedOnGame(s, l)
	if len(l.Args) != 1 {
		return "", msg("summary.usage")
	}
	g, problem := s.namedGame(l.Args[0])
	if problem != nil {
		return "", problem
	}
	var b strings.Builder
	b.WriteString(s.gameLine(g) + "\n")
	if g.Status == play.StatusForming {
		return strings.TrimRight(b.String(), "\n"), nil
	}
	phases, err := s.phaseRecords(g)
	if err != nil {
		return "", s.fail(err)
	}
	eng := g.Rules()
	if len(phases) > 0 {
		fmt.Fprintf(&b, "\n%s\n", s.tr("summary.header"))
	}
	for _, p := range phases {
		asked, sent := "?", len(p.Submissions)
		if before, err := eng.Load(p.State); err == nil {
			asked, sent = strconv.Itoa(len(before.Requests())), 0
			// Standing answers of a seat not asked are not counted:
			// the enemy must not learn that they were sent.
			for seat := range p.Submissions {
				if play.Asked(before, seat) {
					sent++
				}
			}
		}
		disorder := play.SortedSeats(p.Disorder)
		cd := "-"
		if len(disorder) > 0 {
			cd = play.JoinSeatList(disorder)
		}
		fmt.Fprintf(&b, "%3d  %-9s %-26s %3d/%-3s %s\n", p.Seq, p.ID, templates.WhenIn(p.At, s.loc, s.lang), sent, asked, cd)
	}
	if g.Ending != nil {
		fmt.Fprintf(&b, "\n%s\n", g.Ending.Reason.In(s.lang))
		if len(g.Ending.Winners) > 0 {
			fmt.Fprintf(&b, "%s\n", i18n.Labelled(s.tr("end.winner"), g.SeatText(g.Ending.Winners).In(s.lang)))
		}
		if len(g.Ending.Draw) > 0 {
			fmt.Fprintf(&b, "%s\n", i18n.Labelled(s.tr("end.draw"), g.SeatText(g.Ending.Draw).In(s.lang)))
		}
	}
	if game, err := g.Game(); err == nil {
		v := g.ViewerOf(s.sender)
		fmt.Fprintf(&b, "\n%s\n", game.View(v, s.lang))
		s.showPosition(g, game, v)
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

// showPosition notes that the current line's answer shows game's
// position as v sees it: the reply carries the picture of the first
// position it shows (capAnswer keeps it), drawn from the same view as its
// text, under the judge's and the game's switches.
func (s *session) showPosition(g *play.Record, game games.Game, v games.Viewer) {
	if s.picture == nil {
		s.shown = s.tree.Clerk.PositionPicture(g, game, v, s.lang)
	}
}

// displayWidth counts columns as a fixed-width mail client shows them: Han
// characters and full-width punctuation take two.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		if r >= 0x1100 && (r <= 0x115f || (r >= 0x2e80 && r <= 0xa4cf) || (r >= 0xac00 && r <= 0xd7a3) || (r >= 0xf900 && r <= 0xfaff) || (r >= 0xfe30 && r <= 0xfe4f) || (r >= 0xff00 && r <= 0xff60) || (r >= 0xffe0 && r <= 0xffe6)) {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// topicAliases let players ask for a topic in Chinese.
func topicAliases() map[string]string {
	return map[string]string{
		"新聞": "press", "新闻": "press", "通訊": "press", "通讯": "press",
		"期限": "deadlines", "截止": "deadlines",
		"主持人": "master", "主持": "master",
		"指令": "commands",
	}
}

// helpEntry is one GET topic: the judge's own, or one of a game's, which is
// named "<game> <topic>" unless it belongs to the default game and no
// topic of the judge has its name.
type topic struct {
	name    string // as GET lists it: "press", "orders", "gettysburg orders"
	aliases []string
	title   i18n.Text // one line, for the list of topics
	body    i18n.Text // the rest, below the title
}

// splitTitle cuts the judge's own help files, whose first line is the
// title, into title and body, in every language.
func splitTitle(t i18n.Text) (title, body i18n.Text) {
	cut := func(s string) (string, string) {
		a, b, _ := strings.Cut(s, "\n")
		return a, b
	}
	title.EN, body.EN = cut(t.EN)
	title.Hant, body.Hant = cut(t.Hant)
	title.Hans, body.Hans = cut(t.Hans)
	return title, body
}

// topics lists every GET topic: the judge's, sorted, then each game's in
// the engines' order.
func (tree *Tree) topics() []topic {
	var out []topic
	taken := map[string]bool{}
	for _, h := range templates.Helps() {
		var aliases []string
		for alias, to := range topicAliases() {
			if to == h.Name {
				aliases = append(aliases, alias)
			}
		}
		sort.Strings(aliases)
		title, body := splitTitle(h.Body)
		out = append(out, topic{name: h.Name, aliases: aliases, title: title, body: body})
		taken[h.Name] = true
	}
	for i, eng := range tree.Engines.All() {
		about := eng.About()
		for _, h := range about.Help {
			name := about.Name + " " + h.Name
			aliases := []string{about.Name + "-" + h.Name}
			if i == 0 && !taken[h.Name] {
				name = h.Name
				aliases = append(aliases, h.Aliases...)
			}
			aliases = append(aliases, gameTopicAliases(about, h)...)
			if h.Name == openingTopic(about) && !taken[about.Name] {
				aliases = append(aliases, about.Name) // GET gettysburg: how to play it
			}
			taken[name] = true
			out = append(out, topic{name: name, aliases: aliases, title: h.Title, body: h.Body})
		}
	}
	return out
}

// openingTopic is the topic a game's name alone asks for (GET gettysburg,
// GET 外交): its "start", or its first topic when it has none (Diplomacy's
// orders).
func openingTopic(about games.About) string {
	for _, h := range about.Help {
		if h.Name == "start" {
			return h.Name
		}
	}
	if len(about.Help) == 0 {
		return ""
	}
	return about.Help[0].Name
}

// gameTopicAliases are the other ways to ask for a game's topic h: the
// game's name, or its Chinese names ("盖茨堡", "马伦哥之役" or "马伦哥"), before the topic's name
// or one of the words its help lists for it ("gettysburg 指挥部", "盖茨堡
// 命令"); the opening topic also by a Chinese name alone ("GET 盖茨堡").
func gameTopicAliases(about games.About, h games.HelpTopic) []string {
	var out []string
	seen := map[string]bool{}
	names := append([]string{about.Name}, chineseGameNames(about)...)
	for _, game := range names {
		if game == "" || seen[game] {
			continue
		}
		seen[game] = true
		for _, w := range append([]string{h.Name}, h.Aliases...) {
			out = append(out, game+" "+w)
		}
		if h.Name == openingTopic(about) && game != about.Name {
			out = append(out, game)
		}
	}
	return out
}

// topicFor finds the topic a player asked for: its name in any case, with
// or without ".txt", or an alias.
func (tree *Tree) topicFor(word string) (topic, bool) {
	w := strings.TrimSuffix(strings.ToLower(strings.Join(strings.Fields(word), " ")), ".txt")
	for _, t := range tree.topics() {
		if t.name == w {
			return t, true
		}
		for _, a := range t.aliases {
			if strings.ToLower(a) == w {
				return t, true
			}
		}
	}
	return topic{}, false
}

// runGet answers GET topic with a help text, and GET alone with the list.
// The commands topic ends with the command table itself, so it cannot
// drift from what the judge obeys.
func runGet(s *session, l Line) (string, *i18n.Text) {
	topics := s.tree.topics()
	if len(l.Args) == 0 {
		var b strings.Builder
		b.WriteString(s.tr("get.topics") + "\n")
		// The titles stand in one column, after the longest name.
		col := 10
		for _, t := range topics {
			col = max(col, i18n.Width(t.name))
		}
		for _, t := range topics {
			fmt.Fprintf(&b, "  %s %s\n", i18n.Pad(t.name, col), t.title.In(s.lang))
		}
		return strings.TrimRight(b.String(), "\n"), nil
	}
	t, ok := s.tree.topicFor(strings.Join(l.Args, " "))
	if !ok {
		var words []string
		for _, t := range topics {
			words = append(append(words, t.name), t.aliases...)
		}
		if guess, ok := spelling.Closest(strings.ToLower(strings.Join(l.Args, " ")), words); ok {
			return "", msg("get.did-you-mean", strings.Join(l.Args, " "), guess)
		}
		names := make([]i18n.Text, len(topics))
		for i, t := range topics {
			names[i] = i18n.Plain(t.name)
		}
		return "", msg("get.no-such", strings.Join(l.Args, " "), i18n.ListText(names))
	}
	// Wrapped once, at the width the reply shows it (indented by two).
	body := t.title.In(s.lang) + "\n" + i18n.Wrap(strings.TrimRight(t.body.In(s.lang), "\n"), i18n.ProseWidth-2)
	if t.name == "commands" {
		var b strings.Builder
		for _, cmd := range s.tree.commands {
			b.WriteString("\n" + helpEntry(cmd, s.lang, false))
		}
		body += "\n" + b.String()
	}
	return body, nil
}

// chineseGameNames are the names a Chinese player gives a game: its
// title in each script, and without 之役 ("馬倫哥之役" is "馬倫哥" to
// most writers).
func chineseGameNames(about games.About) []string {
	var names []string
	for _, t := range []string{about.Title.Hant, about.Title.Hans} {
		if t == "" {
			continue
		}
		names = append(names, t)
		for _, battle := range []string{"之役", "之戰", "之战"} {
			if short, ok := strings.CutSuffix(t, battle); ok && short != "" {
				names = append(names, short)
			}
		}
	}
	return names
}

// inSignedOnGame gives a line with no words the game the mail signed on
// to, as the classic judges read SUMMARY or HISTORY after SIGNON.
func inSignedOnGame(s *session, l Line) Line {
	if len(l.Args) == 0 && s.game != nil {
		l.Args = []string{s.game.Name}
	}
	return l
}
