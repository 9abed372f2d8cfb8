package judge

import (
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/games/example"
	"adjutant/games/gettysburg"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

func newGettysburgJudge(t *testing.T) *testJudge {
	t.Helper()
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New(), gettysburg.Engine{}}, RepliesPerHour: 1000})
	r := tj.send(t, "gm@example.org", "CREATE ?gb gmpw gettysburg sample")
	wantIn(t, "CREATE", r.Body, "Game gb created: gettysburg")
	tj.send(t, "grey@example.org", "SIGNON ?gb greypw Confederate")
	tj.send(t, "blue@example.org", "SIGNON ?gb bluepw Union")
	return tj
}

func TestEngineNotesReachTheReply(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nASK\nPASS")
	wantIn(t, "a plan with a note", r.Body, "> PASS\n  note: PASS after ASK never runs")
}

func TestProblemsInLineOrderAndCommandsSuggested(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	// Orders are checked when the mail ends, after the commands below them.
	r := tj.send(t, "france@example.org", "SIGNON Fwest pw-France\nA Par - Mars\nSINGOFF\nGET nosuchtopic")
	par, sing, get := strings.Index(r.Body, `line 2 "A Par - Mars"`), strings.Index(r.Body, `line 3 "SINGOFF"`), strings.Index(r.Body, `line 4 "GET nosuchtopic"`)
	if par < 0 || sing < 0 || get < 0 || !(par < sing && sing < get) {
		t.Fatalf("problems not listed in line order (%d %d %d):\n%s", par, sing, get, r.Body)
	}
	wantIn(t, "a misspelt command among orders", r.Body, "did you mean the command SIGNOFF?")
}

func TestStartMailSaysHowToPlay(t *testing.T) {
	tj := newGettysburgJudge(t)
	var start string
	for _, m := range tj.mailsTo(t, "blue@example.org") {
		if strings.Contains(m.Subject, "the game has started") {
			start = m.Body
		}
	}
	var how games.HelpTopic
	for _, h := range (gettysburg.Engine{}).About().Help {
		if h.Name == "start" {
			how = h
		}
	}
	wantIn(t, "the start mail", start, "You play Union. Sign on with SIGNON Ugb <your password>, then write your "+(gettysburg.Engine{}).About().Words.Orders.EN,
		how.Title.EN, strings.SplitN(how.Body.EN, "\n", 2)[0])
	// The help file is drawn within the width: it reaches the mail as
	// written, not broken again.
	for _, l := range strings.Split(strings.TrimRight(how.Body.EN, "\n"), "\n") {
		if !strings.Contains(start, l) {
			t.Errorf("the start help's line %q was changed in the start mail:\n%s", l, start)
			break
		}
	}
	assertWidth(t, "the start mail", start)
}

func TestAGettysburgGameSpeaksOfSidesAndPlans(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nPASS")
	r := tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nPASS\nPRESS TO Prussia")
	wantIn(t, "the second plan", r.Body, "Every side asked has sent its plan in full", `"Prussia" is not a side in gb`)
	for _, m := range append(tj.mailsTo(t, "blue@example.org"), tj.mailsTo(t, "grey@example.org")...) {
		if strings.Contains(strings.ToLower(m.Body), "power") {
			t.Errorf("a Gettysburg mail speaks of powers:\n%s", m.Body)
		}
		assertWidth(t, m.Subject, m.Body)
	}
}

func TestHelpFindsTheGamesOwnTopics(t *testing.T) {
	tj := newGettysburgJudge(t)
	help := func(word string) games.HelpTopic {
		for _, h := range (gettysburg.Engine{}).About().Help {
			if h.Name == word {
				return h
			}
		}
		t.Fatalf("gettysburg has no help topic %q", word)
		return games.HelpTopic{}
	}
	first := func(h games.HelpTopic) string { return strings.SplitN(h.Body.EN, "\n", 2)[0] }
	r := tj.send(t, "someone@example.org", "HELP HQ\nHELP PLAN\nGET gettysburg")
	wantIn(t, "HELP of a game's words", r.Body, first(help("orders")), first(help("plans")), first(help("start")))
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("a game's help word was refused:\n%s", r.Body)
	}
	// Signed on in a Gettysburg game, HELP ORDERS is Gettysburg's, not Diplomacy's.
	r = tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nHELP ORDERS")
	wantIn(t, "HELP ORDERS in a Gettysburg game", r.Body, first(help("orders")))
}

func TestMasterEditAsksThePlayersAgainAtOnce(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nA Mar - Spa\nF Bre - Mao")
	tj.now = tj.now.Add(47 * time.Hour) // an hour before the deadline
	r := tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nPAUSE\nEDIT remove Mar")
	wantIn(t, "the master's edit", r.Body, "withdrawn")
	m := tj.last(t, players["France"])
	wantIn(t, "France's mail", m.Subject, "west: send your orders again")
	wantIn(t, "France's mail", m.Body, "changed the board", "please send your orders again", "the phase has 2d from then")
	for _, other := range []string{"England", "Germany"} {
		if strings.Contains(tj.last(t, players[other]).Subject, "send your orders again") {
			t.Errorf("%s, who had sent nothing, was asked to send again", other)
		}
	}
	r = tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nRESUME")
	wantIn(t, "RESUME", r.Body, "resumed")
	if g := tj.endRecord(t, "west"); !g.Deadline.Equal(tj.now.Add(48 * time.Hour)) {
		t.Errorf("after the edit and RESUME the deadline is %v, want the phase's full 2d from now (%v)", g.Deadline, tj.now.Add(48*time.Hour))
	}
}

// A master who pauses, edits and resumes in one mail: the players asked
// again read that the game runs, with its deadline, not that it is paused.
func TestEditAndResumeInOneMailTellsTheDeadline(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nA Mar - Spa\nF Bre - Mao")
	tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nPAUSE\nEDIT remove Mar\nEDIT remove Ber\nRESUME")
	m := tj.last(t, players["France"])
	wantIn(t, "France's mail", m.Subject, "west: send your orders again")
	deadline := templates.DateText(tj.endRecord(t, "west").Deadline, time.UTC).EN
	wantIn(t, "France's mail", m.Body, "remove mar", "remove ber", "please send your orders again", "The game runs: the deadline is "+deadline)
	if strings.Contains(m.Body, "is paused") {
		t.Errorf("the mail says the game is paused:\n%s", m.Body)
	}
	if n := tj.countMails(t, players["France"], "send your orders again"); n != 1 {
		t.Errorf("France was asked again %d times for one mail of edits", n)
	}
}

func TestHelpEditInAGameGivesTheGamesEdits(t *testing.T) {
	tj := newGettysburgJudge(t)
	var edits games.HelpTopic
	for _, h := range (gettysburg.Engine{}).About().Help {
		if h.Name == "edits" {
			edits = h
		}
	}
	first := strings.SplitN(edits.Body.EN, "\n", 2)[0]
	r := tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\nHELP EDIT\nEDIT")
	wantIn(t, "HELP EDIT and a bare EDIT in a Gettysburg game", r.Body, "master: change the board between phases", first)
	if strings.Contains(r.Body, "EDIT add France") {
		t.Errorf("a Gettysburg master is shown Diplomacy's edits:\n%s", r.Body)
	}
}

func TestMisspeltGameNamesGetADidYouMean(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "gm2@example.org", "CREATE ?gb2 pw gettysbrug")
	wantIn(t, "CREATE with a misspelt game", r.Body, "did you mean gettysburg?")
	r = tj.send(t, "grey@example.org", "SIGNON Cgbb greypw\nHISTORY bg")
	wantIn(t, "a misspelt game name", r.Body, `there is no game called "gbb"; did you mean gb?`, `there is no game called "bg"; did you mean gb?`)
}

// A draw agreed in a Gettysburg game speaks of sides, never of powers.
func TestADrawInAGettysburgGameSpeaksOfSides(t *testing.T) {
	tj := newGettysburgJudge(t)
	wantIn(t, "the first vote", tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nSET DRAW").Body, "when every surviving side has voted")
	wantIn(t, "the second vote", tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nSET DRAW").Body, "every surviving side has voted for a draw")
	for _, m := range append(tj.mailsTo(t, "blue@example.org"), tj.mailsTo(t, "grey@example.org")...) {
		if strings.Contains(strings.ToLower(m.Body), "power") {
			t.Errorf("a Gettysburg mail speaks of powers:\n%s", m.Body)
		}
		assertWidth(t, m.Subject, m.Body)
	}
}

// Every game's help, as GET mails it, fits a mail reader in every
// language: prose is wrapped, even where a help file keeps a paragraph on
// one line.
func TestEveryGamesHelpFitsTheMailInEveryLanguage(t *testing.T) {
	engines := []games.Engine{diplomacy.New(), gettysburg.Engine{}, maneuver.Engine{}, marengo.Engine{}, asl.Engine{}, example.Engine{}}
	tj := newTestJudge(t, Options{Engines: engines, RepliesPerHour: 10000})
	for _, lang := range i18n.Langs() {
		addr := "reader@" + strings.ToLower(string(lang)) + ".example.org"
		tj.send(t, addr, "SET LANGUAGE "+string(lang))
		for _, eng := range engines {
			var gets []string
			for _, h := range eng.About().Help {
				gets = append(gets, "GET "+eng.About().Name+" "+h.Name)
			}
			body := tj.send(t, addr, strings.Join(gets, "\n")).Body
			for i, line := range strings.Split(body, "\n") {
				if i18n.Width(line) > 78 {
					t.Errorf("GET %s in %s, line %d is %d columns: %q", eng.About().Name, lang, i+1, i18n.Width(line), line)
				}
			}
		}
	}
}

// ADD alone keeps the orders sent before; ADD with more words is a line of
// the game's own (Maneuver's step-5 card in the plan), handed to the engine.
func TestAddWithWordsIsTheGamesLine(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nADD something else")
	if strings.Contains(r.Body, "are added to those you sent before") {
		t.Errorf("ADD with words was read as the judge's ADD:\n%s", r.Body)
	}
	wantIn(t, "the engine's answer to the line", r.Body, "> ADD something else\n  ")
	if !strings.Contains(r.Body, "Problems (") {
		t.Errorf("Gettysburg took \"ADD something else\" without a problem:\n%s", r.Body)
	}
}

// In a Gettysburg game the EDIT notice speaks of a plan in the singular,
// and the board view in it stays as the engine drew it: no line of the
// notice's prose passes 72 columns, and the view is not broken again.
func TestGettysburgEditNoticeReadsWell(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nPASS")
	r := tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\nPAUSE\nEDIT ARTILLERY Union 9")
	wantIn(t, "the master's edit", r.Body, "withdrawn")
	m := tj.last(t, "blue@example.org")
	wantIn(t, "the Union's mail", m.Subject, "gb: send your plan again")
	wantIn(t, "the Union's mail", m.Body, "What you sent as your plan for", "please send your plan again")
	if strings.Contains(m.Body, "were withdrawn") {
		t.Errorf("the notice still speaks of a plan in the plural:\n%s", m.Body)
	}
	game, err := tj.endRecord(t, "gb").Game()
	if err != nil {
		t.Fatal(err)
	}
	view := game.View(games.SeatView("Union"), i18n.English)
	for _, l := range strings.Split(strings.TrimRight(view, "\n"), "\n") {
		if !strings.Contains(m.Body, l) {
			t.Errorf("the board view's line %q was changed in the notice:\n%s", l, m.Body)
			break
		}
	}
	assertWidth(t, "the EDIT notice", m.Body)
}

// A misspelt word gets a suggestion wherever the judge looks one up: a
// GET topic, and a plan's words in a Gettysburg game.
func TestDidYouMeanInGetAndInAPlan(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "blue@example.org", "GET gettysbrug\nGET gettysburg ordres\nGET nosuchthing")
	wantIn(t, "GET misspelt", r.Body, "did you mean GET gettysburg?", "did you mean GET gettysburg orders?", `there is no help topic "nosuchthing"; the topics are`)
	r = tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nHQ 0803\nRETRUN PE\nPASS")
	wantIn(t, "a plan with a misspelt word", r.Body, "did you mean RETURN?")
}

// LIST of a Gettysburg game shows Gettysburg's own options, defaults
// included, apart from the judge's settings every game has.
func TestListShowsTheGamesOwnOptions(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "someone@example.org", "LIST gb")
	var want []string
	for _, o := range (gettysburg.Engine{}).About().Options {
		want = append(want, o.Key+"="+o.Default)
	}
	wantIn(t, "LIST gb", r.Body, "options: "+strings.Join(want[:2], " "), want[len(want)-1], "judge settings: ")
	opts := r.Body[strings.Index(r.Body, "options: "):strings.Index(r.Body, "judge settings: ")]
	for _, diplomacy := range []string{"nmr=", "press=", "rules="} {
		if strings.Contains(opts, diplomacy) {
			t.Errorf("the game's options list %s, which is not Gettysburg's:\n%s", diplomacy, r.Body)
		}
	}
}

// TestEditThenResumeInOneMailTellsTheDeadline: a master who pauses, edits
// and resumes in one mail (as a referee fixing a slip does) leaves the game
// running. The players whose orders were withdrawn used to read "The game
// is paused; when the master resumes it …" of a game already running
// again; they read its deadline, and of every change of the mail, on the
// board as the mail left it.
func TestEditThenResumeInOneMailTellsTheDeadline(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nA Mar - Spa\nF Bre - Mao")
	r := tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nPAUSE\nEDIT remove Mar\nEDIT add France A Gas\nRESUME")
	wantIn(t, "the master's mail", r.Body, "withdrawn", "west resumed")
	m := tj.last(t, players["France"])
	wantIn(t, "France's mail", m.Subject, "west: send your orders again")
	deadline := templates.When(tj.now.Add(48*time.Hour), time.UTC)
	wantIn(t, "France's mail", m.Body, "changed the board: remove mar; add France A gas", "please send your orders again", "The game runs: the deadline is "+deadline)
	if strings.Contains(m.Body, "paused") {
		t.Errorf("France is told of a pause the same mail ended:\n%s", m.Body)
	}
	if n := tj.countMails(t, players["France"], "send your orders again"); n != 1 {
		t.Errorf("France was asked %d times, want once", n)
	}
}
