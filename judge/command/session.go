package command

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/judge/account"
	"adjutant/judge/play"
	"adjutant/mailio/incoming"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// session is the handling of one mail. Its fields come in parts: the
// mail being read (below), the reply being built, who the sender is
// signed on as, the per-mail limits, and the records read and to write.
// Handlers change the game records the session loaded and note audit
// lines; finish writes them in one place. Mail to others, the clerk's
// phase records and account changes are written where they happen (see
// docs/architecture.md), in the same transaction, so a failure anywhere
// rolls the whole mail back.
type session struct {
	tree   *Tree
	tx     *storage.Tx
	now    time.Time
	msg    *incoming.Message
	sender string
	lang   i18n.Lang      // the reply's language
	loc    *time.Location // the time zone of the times in the reply
	// zoneAfter is the sender's time zone once the mail is carried out,
	// when a command other than SET ZONE (which changes loc) changed it:
	// CONFIRM of a new address takes over the old one's (account_set.go).
	zoneAfter *time.Location

	replyDraft
	signedOn
	mailLimits
	records

	// err is the first internal failure (storage, a record that does not
	// decode). A handler that meets one calls fail and answers with the
	// "records" problem; no later line is read, and Read returns err, so
	// the judge rolls the whole mail back and apologises instead.
	err error
}

// replyDraft is the reply being built.
type replyDraft struct {
	reply        Reply
	echoAt       map[int]int     // line number -> index in reply.Lines, to fill in order results
	problemLines []int           // the line of each entry of reply.Problems
	answered     map[string]int  // long answers given so far -> first line (caps.go)
	secrets      map[string]bool // passwords seen in this mail, masked in every echo
	// strays are the words that may be passwords in a game name's place
	// (SIGNON Fwest pw stray), masked wherever the reply repeats them (secrets.go).
	strays []string
	// confirmLine is the CONFIRM line the reply's subject carries when
	// the reply is itself a request to confirm (a held join), so that
	// replying to it confirms; several held joins in one mail give
	// several lines, separated by ", " (addConfirmLine).
	confirmLine string
	// written are the mail's lines as written, for the echo (secrets.go).
	written []string
	// commandFile names the attached text file whose first line is a
	// command, and textEnd is the last line of the mail's own text before
	// it: a line of prose above the file ("orders attached") is a note
	// to the judge, not a command refused (files.go).
	commandFile string
	textEnd     int
	// confirmsBySubject: the mail is a reply to a request to confirm,
	// whose subject's CONFIRM line was read; the words a person writes
	// above the quote ("Happy to take over!") are a note, not a command
	// refused.
	confirmsBySubject bool
	// headingLine is a file's first line that is a title above the
	// SIGNON under it ("Orders for Spring 1901:"), read as a note; 0 for
	// none (files.go).
	headingLine int
	// picture is the reader's view of the first position the reply
	// shows, nil for none; shown is the one the current line's answer
	// drew (showPosition), kept only when that answer is (capAnswer).
	picture, shown *picture.Drawing
}

// signedOn is who the sender is at the current line: the game and seat
// of the last SIGNON, and what is collected for them.
type signedOn struct {
	game   *play.Record
	seat   games.Seat // the seat signed on as; "" for the master or an observer
	master bool
	joined *play.Record // the forming game a SIGNON ?game line of this mail joined or signed into
	held   *play.Record // the forming game whose join a SIGNON ?game line of this mail left waiting for CONFIRM
	// heldJoin: some SIGNON ?game line of this mail left a join waiting.
	heldJoin bool
	orders   []games.Line
	add      bool // ADD was given: the orders below add to the seat's, not replace them
	// failedSignon is the line of a SIGNON that failed, until the next
	// succeeds: the lines under it were meant as its orders.
	failedSignon int
	// signsOn: the mail has a SIGNON line somewhere. A line that is no
	// command in a mail without one may be orders whose SIGNON was
	// forgotten (session.unknown).
	signsOn bool
	press   *pressDraft // an open PRESS or BROADCAST block
	// handedIn is the seat whose orders a command that may move the
	// phase had handed in early (handInBefore), and the phase then: the
	// seat's orders below it in the same phase add to them, as one set.
	handedIn *handedIn
}

type handedIn struct {
	game  string
	seat  games.Seat
	phase uint64
}

// mailLimits count what one mail may do only so often.
type mailLimits struct {
	guard   account.Guard // wrong passwords in this mail
	creates int           // CREATE lines read so far (game_create_limits.go)
	offers  int           // confirmation requests this mail asked for (confirm.go)
}

// records are what the session read for the whole mail and what it
// hands back to be written: finish writes them in one place.
type records struct {
	games      map[string]*play.Record // games by key, saved by finish and afterReply
	gameNames  []string                // every game's name, read once per mail for did-you-mean (game_signon.go)
	auditLines []storage.AuditEntry    // for the audit log, in the order the commands did them
	editAsks   []*editAsk              // players to ask again after an EDIT, mailed by finish (master_edit.go)
	lineIdx    int                     // the echo entry of the command being run
	moved      []deadlineMove          // deadlines EXTEND and SET DEADLINE moved, checked by finish
	clocks     []string                // games whose clock the master moved, told by finish (master_clock.go)
	clockTold  []string                // addresses told the new deadline otherwise (a new player's mail)
}

// audit notes what a command did for the audit log; finish writes it.
func (s *session) audit(game, action, detail string) {
	s.auditLines = append(s.auditLines, storage.AuditEntry{At: s.now, Actor: s.sender, Game: game, Action: action, Detail: detail})
}

// line handles one command line; it returns the echo entry.
func (s *session) line(l Line) {
	e := Echo{Text: s.masked(l)}
	idx := len(s.reply.Lines)
	s.reply.Lines = append(s.reply.Lines, e)
	if s.press != nil {
		s.pressLine(l, idx)
		return
	}
	cmd := s.tree.lookup(l.Verb)
	if cmd != nil && ordersWord(cmd.Name) && len(l.Args) > 0 && s.game != nil && s.seat != "" {
		// ADD and CLEAR stand alone; with more words the line is the
		// game's own ("ADD F47 ON GRD" in a Maneuver plan).
		cmd = nil
	}
	if s.buildNotCreate(l) {
		cmd = nil
	}
	if s.continueNotResume(l) {
		cmd, l.Text = nil, "CONTINUE"
	}
	if cmd == nil && s.master && s.seat == "" {
		if c, split, ok := s.tree.gluedVerb(l); ok {
			cmd, l = c, split // 延長2天, 代理德國: Chinese writes no space
		}
	}
	if cmd == nil {
		if meant := misspeltPasswordVerb(l.Verb); meant != "" {
			s.misspeltSecret(l, idx, meant)
			return
		}
		if s.game != nil && s.seat != "" && isHeading(l) && !looksLikeOrder(l) {
			// "Orders:", "Spring 1901:", "命令：" above the orders: no
			// order ends with a colon.
			s.reply.Lines[idx].Answer = s.tr("mail.heading-note")
			return
		}
		if s.game != nil && s.seat != "" {
			s.orders = append(s.orders, games.Line{N: l.N, Text: withoutListMarker(l.Text)})
			s.echoAt[l.N] = idx
			return
		}
		if s.failedSignon != 0 {
			s.reply.Lines[idx].Answer = s.tr("signon.line-skipped", s.failedSignon)
			return
		}
		if l.N == s.headingLine && s.headingLine != 0 {
			s.reply.Lines[idx].Answer = s.tr("mail.file-heading-note")
			return
		}
		if s.proseAboveFile(l) {
			s.reply.Lines[idx].Answer = s.tr("mail.file-text-note", s.commandFile)
			return
		}
		if s.confirmsBySubject && s.game == nil && !s.signsOn && !looksLikeOrder(l) && s.tree.nearestCommand(strings.Fields(l.Text)[0]) == "" {
			s.reply.Lines[idx].Answer = s.tr("mail.confirm-text-note")
			return
		}
		s.problem(l, idx, *s.unknown(l))
		return
	}
	s.lineIdx = idx
	if cmd.MovesPhase {
		s.handInBefore(cmd, l, idx)
		return
	}
	s.run(cmd, l, idx)
}

// handInBefore runs a command that may move the game's phase on after
// handing in the orders written above it, and notes on their summary
// what the command then did to the phase they were for.
func (s *session) handInBefore(cmd *command, l Line, idx int) {
	if s.game != nil && s.seat != "" && len(s.orders) > 0 {
		s.handedIn = &handedIn{game: s.game.Name, seat: s.seat, phase: s.game.Phase}
	}
	if err := s.flushOrders(); err != nil {
		s.problem(l, idx, *s.fail(err))
		return
	}
	g := s.game
	if g == nil || g.Status == play.StatusForming {
		s.run(cmd, l, idx)
		return
	}
	game, err := g.Game()
	if err != nil {
		s.problem(l, idx, *s.fail(err))
		return
	}
	phase, name := g.Phase, game.Phase().Name
	if s.run(cmd, l, idx) {
		s.markOrdersOvertaken(g, cmd.Name, l, phase, name)
	}
}

// run runs one command line and fills in its echo entry; it reports
// whether the command acted (gave no problem).
func (s *session) run(cmd *command, l Line, idx int) bool {
	answer, problem := cmd.Run(s, l)
	if s.press != nil && s.press.startLine == l.N {
		s.press.echoIdx = idx
	}
	if cmd.Name == "SIGNON" {
		s.failedSignon = 0
		if problem != nil {
			s.failedSignon = l.N
		}
	}
	s.reply.Lines[idx].Text = s.masked(l) // a command may have named a secret (SET PREFERENCE game pw …)
	s.reply.Lines[idx].Answer = s.capAnswer(l.N, answer)
	s.reply.Lines[idx].Laid = cmd.Laid
	if problem != nil {
		s.problem(l, idx, *problem)
	}
	return problem == nil
}

// misspeltSecret refuses a line that looks like a command carrying a
// password, misspelt (SINGON Fwest pw): it is not carried out, nor taken
// as an order, and its password is masked wherever it is quoted. A
// misspelt SIGNON ends the sign-on above it, as a failed one does, so the
// orders under it go to no game rather than the wrong one.
func (s *session) misspeltSecret(l Line, idx int, meant string) {
	if meant == "SIGNON" {
		if err := s.flushOrders(); err != nil {
			s.fail(err)
		}
		s.game, s.seat, s.master, s.add, s.joined, s.held = nil, "", false, false, nil, nil
		s.failedSignon = l.N
	}
	s.reply.Lines[idx].Text = s.masked(l)
	s.problem(l, idx, *msg("secret.misspelt", strings.ToUpper(strings.Fields(l.Text)[0]), meant))
}

func (s *session) problem(l Line, idx int, msg i18n.Text) {
	p := games.Problem{Line: l.N, Input: s.masked(l), Message: msg}
	s.reply.Lines[idx].Problem = msg.In(s.lang)
	s.reply.Problems = append(s.reply.Problems, p.Render(s.lang))
	s.problemLines = append(s.problemLines, l.N)
}

// sortProblems puts the problem list in line order: orders are checked
// when they are handed in (the next SIGNON, BECOME, a command that may
// move the phase, or the end of the mail), after the commands below them.
func (s *session) sortProblems() {
	idx := make([]int, len(s.reply.Problems))
	for i := range idx {
		idx[i] = i
	}
	lineOf := func(i int) int {
		if i < len(s.problemLines) {
			return s.problemLines[i]
		}
		return 1 << 30 // problems of the whole mail go last
	}
	sort.SliceStable(idx, func(a, b int) bool { return lineOf(idx[a]) < lineOf(idx[b]) })
	sorted := make([]string, len(idx))
	for i, k := range idx {
		sorted[i] = s.reply.Problems[k]
	}
	s.reply.Problems = sorted
}

// loadGame returns a game by name from this session's cache or storage.
func (s *session) loadGame(name string) (*play.Record, error) {
	key := play.Key(name)
	if g, ok := s.games[key]; ok {
		return g, nil
	}
	g, ok, err := play.Load(s.tx, s.tree.Engines, name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, nil
	}
	s.games[key] = g
	return g, nil
}

// peekGame is the game named as this mail has left it so far: the
// session's copy if the mail loaded it, else the stored one, read
// without joining the session's records (which finish saves).
func (s *session) peekGame(name string) (*play.Record, bool, error) {
	if g, ok := s.games[play.Key(name)]; ok {
		return g, true, nil
	}
	return play.Load(s.tx, s.tree.Engines, name)
}

// namedGame loads the game a command names ("west" or "?west"), or the
// problem to show: there is none of that name, or the records fail.
func (s *session) namedGame(name string) (*play.Record, *i18n.Text) {
	g, err := s.loadGame(strings.TrimPrefix(name, "?"))
	if err != nil {
		return nil, s.fail(err)
	}
	if g == nil {
		return nil, s.noSuchGame(name)
	}
	return g, nil
}

// keep marks a game as changed so the session saves it.
func (s *session) keep(g *play.Record) { s.games[play.Key(g.Name)] = g }

// finish flushes pending orders and saves every game the mail touched.
func (s *session) finish() error {
	if s.err != nil {
		return s.err
	}
	if err := s.flushOrders(); err != nil {
		return err
	}
	if err := s.writeOrderSections(); err != nil {
		return err
	}
	if d := s.press; d != nil {
		// Refused on the line that opened the block, which says which
		// message was not sent.
		// A forward written into the text cut the mail inside the block:
		// its ENDPRESS, if any, was never read, and the reply says why.
		why := templates.T("press.no-endpress")
		if s.msg != nil && s.msg.Forwarded {
			why = templates.T("press.cut-by-forward")
		}
		s.problem(Line{N: d.startLine, Text: s.reply.Lines[d.echoIdx].Text}, d.echoIdx, why)
	}
	for _, a := range s.editAsks {
		if err := s.askAgainAfterEdit(a); err != nil {
			return err
		}
	}
	if s.err != nil {
		return s.err
	}
	if err := s.mootDeadlineMoves(); err != nil {
		return err
	}
	if err := s.tellClocks(); err != nil {
		return err
	}
	s.sortProblems()
	s.maskReply()
	for _, key := range sortedKeys(s.games) {
		if err := play.Save(s.tx, s.games[key]); err != nil {
			return err
		}
	}
	for _, e := range s.auditLines {
		if err := s.tx.Audit(e); err != nil {
			return fmt.Errorf("auditing %s: %w", e.Action, err)
		}
	}
	return nil
}

// afterReply runs once the reply is queued: a phase that the mail made
// complete is processed now, so its results arrive after the reply. The
// games that are not ready stay as finish saved them.
func (s *session) afterReply() error {
	for _, key := range sortedKeys(s.games) {
		g := s.games[key]
		ready, err := g.ReadyToResolve()
		if err != nil {
			return err
		}
		if !ready {
			continue
		}
		if err := s.tree.Clerk.Process(s.tx, g, s.now); err != nil {
			return err
		}
		if err := play.Save(s.tx, g); err != nil {
			return err
		}
	}
	return nil
}

// msg is the catalogue's text of key, in every language: a problem, or
// an answer before it is known who reads it.
func msg(key templates.Key, args ...any) *i18n.Text {
	t := templates.T(key, args...)
	return &t
}

// tr is the catalogue's text of key in the language of this mail's reply.
func (s *session) tr(key templates.Key, args ...any) string {
	return templates.In(s.lang, key, args...)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// buildNotCreate reports a line that starts with a Chinese name of CREATE
// which is also a game's order word (Diplomacy's 建立, build), written by
// a player signed on to a seat, and that names no game after it: "建立
// 陸軍 柏林" is a build, not a game called 陸軍 created with the password
// 柏林. "建立 ?east pw" still creates.
func (s *session) buildNotCreate(l Line) bool {
	if s.game == nil || s.seat == "" || len(l.Args) == 0 || l.Verb == "CREATE" {
		return false
	}
	cmd := s.tree.lookup(l.Verb)
	return cmd != nil && cmd.Name == "CREATE" && !play.ValidName(strings.TrimPrefix(l.Args[0], "?"))
}

// continueNotResume reports a line that is only a Chinese name of RESUME
// (繼續, 继续: "go on"), written by a seat whose running game would take
// the game's own CONTINUE from it now (a plan stopped for a question, in
// Marengo or Maneuver): the player means to go on with their plan, not
// the master's RESUME of a paused game, which a player may not send.
func (s *session) continueNotResume(l Line) bool {
	if s.game == nil || s.seat == "" || len(l.Args) > 0 || strings.EqualFold(l.Verb, "RESUME") || s.game.Status != play.StatusActive {
		return false
	}
	if cmd := s.tree.lookup(l.Verb); cmd == nil || cmd.Name != "RESUME" {
		return false
	}
	game, err := s.game.Game()
	if err != nil || !play.MaySubmit(game, s.seat) {
		return false
	}
	res := game.Submit(s.seat, []games.Line{{N: l.N, Text: "CONTINUE"}}, s.lang)
	return len(res.Problems) == 0
}

// ordersWord reports the judge's commands about a seat's orders that take
// no words after them.
func ordersWord(name string) bool { return name == "ADD" || name == "CLEAR" }
