package command

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"adjutant/games"
	"adjutant/games/kit/spelling"
	"adjutant/judge/account"
	"adjutant/judge/play"
	"adjutant/mailio/incoming"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// command is one entry of the command tree. Help text is generated from
// these entries, so the list a player reads is always the list the judge
// obeys.
type command struct {
	Name    string
	Aliases []string      // other spellings, including Chinese words
	Usage   string        // arguments, as shown in help
	Summary templates.Key // in the catalogue
	Run     func(s *session, l Line) (answer string, problem *i18n.Text)
	// Laid: the answer is laid out for a mail already (a help text, a
	// game's reports), so the reply indents it without wrapping it again:
	// a second wrap, two columns narrower, left single words alone on
	// lines.
	Laid bool
	// Hidden: left out of HELP's list. The classic judges' commands that
	// Adjutant has no twin for are read only to say what to do instead.
	Hidden bool
	// MovesPhase: the command may resolve the phase, return the game to
	// an earlier one, stop its clock or end it. The orders written above
	// it in the mail are handed in first (session.line), so that a mail
	// is carried out in the order it is written.
	MovesPhase bool
}

// commandTable is built per Judge (no package state), sorted by name.
func (tree *Tree) commandTable() []*command {
	cmds := []*command{
		{
			Name:    "HELP",
			Aliases: []string{"幫助", "帮助", "說明", "说明", "?"}, // "?": a newcomer's first mail
			Usage:   "[command]",
			Summary: "cmd.help",
			Run:     runHelp,
		},
		{
			Name:    "VERSION",
			Aliases: []string{"版本"},
			Summary: "cmd.version",
			Run: func(s *session, _ Line) (string, *i18n.Text) {
				return fmt.Sprintf("%s %s", s.tree.Name, s.tree.Version), nil
			},
		},
		{
			Name:    "SIGNOFF",
			Aliases: []string{"結束", "结束"},
			Summary: "cmd.signoff",
			Run:     func(*session, Line) (string, *i18n.Text) { return "", nil },
		},
	}
	cmds = append(cmds, tree.gameCommands()...)
	cmds = append(cmds, tree.pressCommands()...)
	cmds = append(cmds, tree.playerCommands()...)
	cmds = append(cmds, tree.masterCommands()...)
	cmds = append(cmds, classicCommands()...)
	sort.Slice(cmds, func(a, b int) bool { return cmds[a].Name < cmds[b].Name })
	return cmds
}

func (tree *Tree) lookup(verb string) *command {
	for _, c := range tree.commands {
		if c.Name == verb {
			return c
		}
		for _, a := range c.Aliases {
			if strings.EqualFold(a, verb) {
				return c
			}
		}
	}
	return nil
}

func runHelp(s *session, l Line) (string, *i18n.Text) {
	if len(l.Args) > 0 {
		verb := strings.ToUpper(l.Args[0])
		cmd := s.tree.lookup(verb)
		if cmd == nil {
			if text, ok := s.engineHelp(strings.Join(l.Args, " ")); ok {
				return text, nil
			}
			if _, ok := s.tree.topicFor(strings.Join(l.Args, " ")); ok {
				return runGet(s, l) // HELP MASTER, 幫助 主持人: GET's topic
			}
			return "", unknownCommandText(s.tree, l.Args[0])
		}
		entry := helpEntry(cmd, s.lang, true)
		if cmd.Name == "CREATE" && len(s.tree.Engines.All()) > 1 {
			example := s.tree.Engines.All()[1].About() // a game that is not the default
			entry += "\n" + i18n.Wrap(s.tr("help.create-games", s.tree.gameKindsNamed(), play.KindWord(example), play.KindTitle(s.tree.defaultEngine().About())), i18n.ProseWidth-2)
		}
		if s.game != nil {
			// HELP EDIT in a Gettysburg game: the judge's command, then the
			// game's own word on it.
			if eng := s.game.Rules(); eng != nil {
				// Any spelling of the command finds it: HELP 編輯 as HELP EDIT.
				h, ok := helpTopic(eng, strings.ToLower(verb))
				if !ok {
					h, ok = helpTopic(eng, strings.ToLower(cmd.Name))
				}
				if ok {
					entry += "\n\n" + helpText(eng, h, s.lang)
				}
			}
		}
		return entry, nil
	}
	var b strings.Builder
	b.WriteString(templates.In(s.lang, "help.commands-title"))
	b.WriteString("\n")
	for _, cmd := range s.tree.commands {
		if cmd.Hidden {
			continue
		}
		b.WriteString(helpEntry(cmd, s.lang, false))
		b.WriteString("\n")
	}
	b.WriteString(templates.In(s.lang, "help.commands-after"))
	b.WriteString("\n" + templates.In(s.lang, "help.first-steps"))
	return b.String(), nil
}

func helpEntry(cmd *command, lang i18n.Lang, long bool) string {
	usage := cmd.Name
	if alias := aliasIn(cmd, lang); alias != "" && !long {
		// A Chinese reader learns the Chinese word from the list:
		// PAUSE（暫停）.
		usage += "（" + alias + "）"
	}
	if cmd.Usage != "" {
		usage += " " + usageIn(cmd.Usage, lang)
	}
	// The summary is wrapped in its own column, so the table is laid out
	// here and the reply's prose wrapping leaves it alone.
	const col = 21
	summary := strings.Split(i18n.Wrap(templates.In(lang, cmd.Summary), i18n.ProseWidth-2-col), "\n")
	for i := range summary {
		summary[i] = strings.Repeat(" ", col) + summary[i]
	}
	line := fmt.Sprintf("  %s %s", padTo(usage, 18), strings.TrimLeft(summary[0], " "))
	if i18n.Width(usage) > 18 {
		// Long usages get their own line, so the summaries stay in a column.
		// One too long for a line is broken at its choices' bars and
		// continued under its first word's end.
		line = fmt.Sprintf("%s\n%s", wrapUsage(usage), summary[0])
	}
	if len(summary) > 1 {
		line += "\n" + strings.Join(summary[1:], "\n")
	}
	if long && len(cmd.Aliases) > 0 {
		label := templates.In(lang, "help.also-written")
		line += "\n  " + fmt.Sprintf(i18n.Tr(lang, "(%s: %s)", "（%s：%s）", "（%s：%s）"), label, i18n.List(lang, cmd.Aliases))
	}
	return line
}

// masterWordHints are words a Chinese master writes for a command whose
// word they are not, because a game's orders use them (恢復 is a rally
// in Maneuver and ASL): the answer offers the command meant.
var masterWordHints = map[string]string{
	"恢復": "RESUME（繼續）", "恢复": "RESUME（继续）", "恢復計時": "RESUME（繼續）", "恢复计时": "RESUME（继续）",
}

// mapWordHints: a Chinese reader asks for the map as 地圖 (MAP in
// English, which is SUMMARY).
var mapWordHints = map[string]string{"地圖": "SUMMARY（摘要，MAP）", "地图": "SUMMARY（摘要，MAP）"}

func unknownCommandText(tree *Tree, word string) *i18n.Text {
	if near := tree.nearestCommand(word); near != "" {
		return msg("command.unknown-near", word, near)
	}
	return msg("command.unknown", word)
}

// unknown explains a line that is not a command. A line that looks like an
// order from someone not signed on gets the hint that matters.
func (s *session) unknown(l Line) *i18n.Text {
	word := strings.Fields(l.Text)[0]
	if w := strings.Fields(s.writtenLine(l.N)); len(w) > 0 && i18n.Narrow(w[0]) == word {
		word = w[0] // quoted as written: 怎么玩？ keeps its full-width mark
	}
	if s.game == nil && !s.signsOn && s.repliesToPress() && !looksLikeOrder(l) && s.tree.nearestCommand(word) == "" {
		// Mail programs make answering a press mail one click: the text
		// written above the quote was meant for the power that wrote.
		return msg("press.reply-not-passed-on", l.Text)
	}
	if near, ok := mapWordHints[word]; ok && s.game == nil {
		// 地圖 stays Maneuver's order word, so it is no command; outside
		// a game it is a reader asking for the map, as MAP does.
		return msg("command.unknown-near", word, near)
	}
	if s.game == nil && (looksLikeOrder(l) || !s.signsOn && s.tree.nearestCommand(word) == "" && s.hasPlayed()) {
		// Every game's order words are not the judge's to know, but
		// someone who has joined a game and sends lines that are no
		// command, with no SIGNON, most likely forgot it above them.
		return msg("command.order-before-signon", l.Text)
	}
	if s.game != nil && s.master && s.seat == "" {
		if near, ok := masterWordHints[word]; ok {
			return msg("command.unknown-near", word, near)
		}
		return s.game.Worded(msg("command.master-become-first", word))
	}
	return unknownCommandText(s.tree, word)
}

// repliesToPress reports whether the mail answers one of the judge's press
// mails: its subject, without reply prefixes, is "<game>: press from …" in
// any of the judge's languages.
func (s *session) repliesToPress() bool {
	if s.msg == nil {
		return false
	}
	_, subject := incoming.SplitSubject(s.msg.Subject)
	_, rest, ok := strings.Cut(subject, ": ")
	if !ok {
		return false
	}
	for _, lang := range i18n.Langs() {
		if strings.HasPrefix(rest, templates.In(lang, "press.subject")+" ") {
			return true
		}
	}
	return false
}

// hasPlayed reports whether the sender has joined a game, or otherwise
// proved to read the judge's mail (account.Account.Confirmed).
func (s *session) hasPlayed() bool {
	if s.tx == nil {
		return false
	}
	a, err := account.Load(s.tx, s.sender)
	return err == nil && a.Confirmed
}

func looksLikeOrder(l Line) bool {
	switch l.Verb {
	case "A", "F", "ARMY", "FLEET", "BUILD", "REMOVE", "WAIVE", "陸軍", "陆军", "艦隊", "舰队":
		return true
	}
	return strings.ContainsAny(l.Text, "-") && len(l.Args) >= 1
}

// nearestCommand returns the command whose name is within two edits of
// word, if exactly one is.
func (tree *Tree) nearestCommand(word string) string {
	word = strings.ToUpper(word)
	best, n := "", 0
	for _, c := range tree.commands {
		if spelling.Distance(word, c.Name) <= 2 {
			best, n = c.Name, n+1
		}
	}
	if n == 1 && len(word) > 2 {
		return best
	}
	return ""
}

// closeCommand returns the command a word of an order line was probably
// meant to be: one slip away (a letter wrong, missing, extra, or two
// swapped: SINGOFF, SIGNOF). Order words are often short and near command
// names (PASS and PRESS), so the bar is higher than for unknown commands.
func (tree *Tree) closeCommand(word string) string {
	word = strings.ToUpper(word)
	if len(word) < 4 {
		return ""
	}
	best, n := "", 0
	for _, c := range tree.commands {
		if spelling.Distance(word, c.Name) <= 1 {
			best, n = c.Name, n+1
		}
	}
	if n == 1 {
		return best
	}
	return ""
}

// engineHelp finds word among the games' own help topics (their names and
// aliases: HELP HQ, HELP PLAN in Gettysburg): the game the sender is signed
// on to first, then every game this judge runs, in order.
func (s *session) engineHelp(word string) (string, bool) {
	w := strings.ToLower(strings.TrimSpace(word))
	var order []games.Engine
	if s.game != nil {
		if eng := s.game.Rules(); eng != nil {
			order = append(order, eng)
		}
	}
	order = append(order, s.tree.Engines.All()...)
	for _, eng := range order {
		if rest, ok := strings.CutPrefix(w, eng.About().Name+" "); ok {
			if h, ok := helpTopic(eng, rest); ok {
				return helpText(eng, h, s.lang), true
			}
		}
	}
	var text string
	var others []i18n.Text
	seen := map[string]bool{}
	for _, eng := range order {
		h, ok := helpTopic(eng, w)
		if !ok || seen[eng.About().Name] {
			continue
		}
		seen[eng.About().Name] = true
		if text == "" {
			text = helpText(eng, h, s.lang)
		} else if s.game == nil {
			// Not signed on, the first game's topic may not be the
			// reader's game's: name the others'.
			others = append(others, i18n.Plain("GET "+eng.About().Name+" "+h.Name))
		}
	}
	if text == "" {
		return "", false
	}
	if len(others) > 0 {
		text += "\n\n" + i18n.Wrap(s.tr("help.topic-elsewhere", i18n.ListText(others)), i18n.ProseWidth)
	}
	return text, true
}

func helpTopic(eng games.Engine, w string) (games.HelpTopic, bool) {
	for _, h := range eng.About().Help {
		if h.Name == w {
			return h, true
		}
		for _, a := range h.Aliases {
			if strings.ToLower(a) == w {
				return h, true
			}
		}
	}
	return games.HelpTopic{}, false
}

func helpText(eng games.Engine, h games.HelpTopic, lang i18n.Lang) string {
	return fmt.Sprintf("%s — %s\n\n%s", eng.About().Title.In(lang), h.Title.In(lang), i18n.Wrap(strings.TrimRight(h.Body.In(lang), "\n"), i18n.ProseWidth))
}

// wrapUsage lays out a long usage line ("SET WAIT|NOWAIT|…") within the
// reply's width, indented by two, breaking after a "|" and continuing
// under the text after the command's name.
func wrapUsage(usage string) string {
	limit := i18n.ProseWidth - 2 // the reply indents answers by two
	name, rest, _ := strings.Cut(usage, " ")
	cont := strings.Repeat(" ", 2+len(name)+1)
	var lines []string
	cur := "  " + name + " "
	for _, part := range strings.SplitAfter(rest, "|") {
		if i18n.Width(cur+part) > limit && strings.TrimSpace(cur) != name {
			lines = append(lines, strings.TrimRight(cur, " "))
			cur = cont
		}
		cur += part
	}
	return strings.Join(append(lines, strings.TrimRight(cur, " ")), "\n")
}

// classicCommands are the classic email judges' commands that Adjutant has
// no twin for. A player or master who types one from habit is told what
// Adjutant does instead, rather than having it read as an order.
func classicCommands() []*command {
	refuse := func(key templates.Key) func(*session, Line) (string, *i18n.Text) {
		return func(*session, Line) (string, *i18n.Text) { return "", msg(key) }
	}
	return []*command{
		{Name: "PREVIEW", Aliases: []string{"PREDICT"}, Summary: "cmd.preview", Hidden: true, Run: refuse("classic.preview")},
		{Name: "ABSENCE", Summary: "cmd.absence", Hidden: true, Run: refuse("classic.absence")},
		{Name: "REGISTER", Summary: "cmd.register", Hidden: true, Run: refuse("classic.register")},
		{Name: "WHOIS", Summary: "cmd.whois", Hidden: true, Run: refuse("classic.whois")},
	}
}

// aliasIn is the Chinese word of cmd in lang's script: its first alias
// written in that script, or for Traditional its first Chinese alias when
// none is told apart as Traditional (代理 is both). It is "" in English.
func aliasIn(cmd *command, lang i18n.Lang) string {
	if lang == i18n.English {
		return ""
	}
	first := ""
	for _, a := range cmd.Aliases {
		if strings.IndexFunc(a, func(r rune) bool { return unicode.Is(unicode.Han, r) }) >= 0 {
			if first == "" {
				first = a
			}
			if i18n.ChineseScript(a) == lang {
				return a
			}
		}
	}
	if lang == i18n.TraditionalChinese {
		return first
	}
	return ""
}
