package games

import (
	"errors"
	"slices"
	"time"

	"adjutant/templates/i18n"
)

// This file is the whole contract between the judge and a rule system. The
// judge calls nothing else on an engine and type-asserts nothing: every fact
// it needs about a game (its seats and their names, its phase classes, its
// help topics, what each reader may see) comes through these interfaces.

// The errors every engine returns for the same two faults, so that the
// judge and the tools can tell them apart from a player's mistake.
var (
	// ErrCorrupt: Load or Report was given bytes that are not a state or
	// a result this engine wrote, or that describe an impossible position.
	ErrCorrupt = errors.New("corrupt saved state or result")
	// ErrOver: Resolve was called on a game that has ended.
	ErrOver = errors.New("the game is over")
)

// Seat names one place at the table: a Diplomacy power ("France"), a
// Gettysburg side ("Union"), Marengo's "Austria". A player may hold several
// seats (Diplomacy with fewer than seven players); Game.Groups says which
// go together.
type Seat string

// SeatInfo describes a seat for the judge's mail and for SIGNON.
type SeatInfo struct {
	Seat Seat
	Name i18n.Text // what players call it, in every language: "France", "法蘭西"
	// Code is the short form SIGNON accepts before a game's name: "F" in
	// "SIGNON Fwest pw". Letters only, unique within a game, and never "M",
	// which is the master's. Empty: only the full form "SIGNON France west
	// pw" works.
	Code string
	// Aliases are other names players give the seat ("Austria-Hungary",
	// the rulebook's "奧匈", "北軍" for the Union), read wherever a seat is
	// named (SIGNON, a join's preferences, a refusal's seat); never shown.
	Aliases []string
}

// Line is one line of a player's text with its number in the mail, so that
// problems can point at it.
type Line struct {
	N    int
	Text string
}

// Engine is one rule system. An engine and every Game it returns are pure:
// no clock, no I/O, no global randomness; whatever varies is an argument.
type Engine interface {
	// About declares the game: its names, words, set-ups, options, kinds
	// of phase and help. Engines keep it as data (about.toml beside their
	// help folder, read by kit/shipped), so it is the same on every call.
	About() About
	// New starts a game. options holds only keys listed in About().Options,
	// already checked against their allowed values; dice serves any set-up
	// chance. An error the player caused (an option that does not fit the
	// variant) is a *Refusal, whose message the judge shows; any other
	// error is an internal failure the judge logs and does not show.
	New(variant string, options map[string]string, dice *Dice) (Game, error)
	// Load restores a game saved with Game.Save.
	Load(data []byte) (Game, error)
	// Report renders a stored phase result (Resolution.Result) as v may
	// read it, in lang.
	Report(result []byte, v Viewer, lang i18n.Lang) (string, error)
}

// About is what an engine declares of its game, everything the judge needs
// before a game exists: for CREATE, LIST, GET and the mail's wording.
type About struct {
	// Name is the game's name as written in CREATE ("diplomacy").
	Name string
	// Title is the game's name for people ("Bonaparte at Marengo").
	Title i18n.Text
	// Words are what the game calls a seat and a seat's submission, so the
	// judge's mail speaks the game's language ("power" and "orders" in
	// Diplomacy, "side" and "plan" in a wargame).
	Words Words
	// Variants lists the set-ups the engine offers; the first is the default.
	Variants []Variant
	// Options lists the engine's CREATE options with their defaults.
	Options []Option
	// Classes lists the kinds of phase the engine has, each with the time a
	// game gives it unless its master sets another. A phase's class
	// (PhaseInfo.Class) is one of these keys. The first is the default.
	Classes []PhaseClass
	// Help lists the game's own help topics (orders, plans, standing
	// answers, edits …), which the judge offers through GET and HELP beside
	// its own. A topic named "start" is included in the mail that starts a
	// game.
	Help []HelpTopic
}

// Words name, in every language, the things the judge talks about in a
// game's own terms. Each is a noun as it stands in a sentence's middle.
type Words struct {
	Seat   i18n.Text // "power", "side"
	Seats  i18n.Text // "powers", "sides"
	Orders i18n.Text // "orders", "plan"
}

// Variant is one set-up of a game.
type Variant struct {
	Name    string
	Summary i18n.Text
	// Players is how many players the variant seats; the game's own Groups
	// says which seats each takes.
	Players int
}

// Option is a CREATE option ("rules=datc"). Names and ValueNames are
// the Chinese words a referee may write for the key and for each value
// (規則=DATC); the game keeps the English ones.
type Option struct {
	Key        string
	Names      Chinese            // the key's Chinese names; empty when it has none
	Values     []string           // allowed values; empty means free text checked by the engine's New
	ValueNames map[string]Chinese `toml:"value_names"` // by value; a value may have none
	Default    string
	Summary    i18n.Text
}

// Chinese is a word in both Chinese scripts, as about.toml writes it:
// { hant = "規則", hans = "规则" }. The two may be the same.
type Chinese struct {
	Hant string
	Hans string
}

// Words returns the names given, Traditional first, each once.
func (c Chinese) Words() []string {
	var out []string
	for _, w := range []string{c.Hant, c.Hans} {
		if w != "" && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// PhaseClass is a kind of phase with its own deadline: Diplomacy's
// "movement", "retreat" and "adjustment"; a wargame's "turn" and the short
// "stop" in which one seat answers a question.
type PhaseClass struct {
	Key     string // lower case, used in CREATE and SET: "movement=48h"
	Name    i18n.Text
	Default time.Duration
	// Orders, when not empty, is what a phase of the class asks for, where
	// the game's Words.Orders would be untrue: Maneuver's set-up asks for a
	// "set-up step", not a turn plan. Reminders and late notices use it.
	Orders i18n.Text
}

// HelpTopic is one help text of a game.
type HelpTopic struct {
	Name    string    // lower case, as written after GET: "plans"
	Aliases []string  // other words for it, Chinese included
	Title   i18n.Text // one line, for the list of topics
	Body    i18n.Text
}

// Game is the state of one game. Methods never change the receiver: those
// that advance the game return a new Game, so the judge can keep, store and
// roll back any state it has seen.
type Game interface {
	// Save returns canonical bytes: equal states save to equal bytes.
	Save() ([]byte, error)
	// Seats lists every seat, in the engine's fixed order.
	Seats() []SeatInfo
	// Groups says which seats one player holds together, now (the judge
	// deals them out at the start and follows changes during play, such as
	// a neutral power joining a side).
	Groups() [][]Seat
	// Phase identifies the current phase.
	Phase() PhaseInfo
	// Requests says who must act now. A seat not listed cannot submit.
	// Empty when the phase needs nobody (the judge resolves it at once) or
	// when the game is over.
	Requests() []Request
	// Submit checks a seat's lines for the current phase without storing
	// anything. The judge keeps the accepted submission and passes it to
	// Resolve.
	Submit(seat Seat, lines []Line, lang i18n.Lang) SubmitResult
	// Resolve runs the current phase with the stored submissions; seats
	// with none get the request's default. dice is the phase's stream.
	Resolve(in ResolveInput, dice *Dice) (Resolution, error)
	// View renders the position as v may see it.
	View(v Viewer, lang i18n.Lang) string
	// Alive lists the seats still in the game (for draws and lots).
	Alive() []Seat
	// Over reports the end of the game, or nil while it goes on.
	Over() *Ending
	// Edit applies a master's edit lines between phases, checked like
	// orders; seat-independent.
	Edit(lines []Line, lang i18n.Lang) (Game, SubmitResult)
}

// Standing is implemented by a Game whose seats may send lines the engine
// keeps for later even when they are not asked now (Maneuver's standing
// answers for the opponent's turn). The judge takes such a seat's mail like
// orders, passes it to Resolve with the others, and does not wait for it.
// Submit from a seat not asked may return a result with problems and no
// echo when no line of the mail is a standing line (a plan written ahead):
// the judge then refuses the whole mail with one reason.
type Standing interface {
	TakesStanding(seat Seat) bool
}

// Adder is a Game whose orders can outlast the phase they were sent in
// (ASL's standing fire orders). The judge's ADD calls SubmitAdd instead of
// Submit, with the seat's earlier lines of this phase (numbered 0) before
// the mail's: the lines are added to every order still in force, where
// Submit's lines replace them.
type Adder interface {
	SubmitAdd(seat Seat, lines []Line, lang i18n.Lang) SubmitResult
}

// EditTexter is a Game that words an accepted edit for the players'
// notice in each language (Diplomacy: "增加 意大利 艦隊 第勒尼安海" for "add
// Italy F tys"), leaving out what a player may not see (Marengo: a block's
// face). Every player and observer reads the notice; a game without it has
// its canonical line quoted.
type EditTexter interface {
	EditText(change string) i18n.Text
}

// PhaseInfo identifies a phase.
type PhaseInfo struct {
	ID   string    // short, stable, unique within a game: "S1901M", "T03.2.01"
	Name i18n.Text // for people: "Spring 1901, movement"
	// Class is one of About().Classes' keys: it selects the phase's deadline.
	Class string
}

// Request is one seat's duty in the current phase. What is asked can itself
// be a secret (a choice among the cards of a hand), so it has two parts:
// Public, which every reader of the game may see, and Private, which only
// the seat asked (and the master) may see. A zero Private means the public
// part is all there is.
type Request struct {
	Seat    Seat
	Public  Prompt
	Private Prompt
}

// Prompt is what is asked and what happens without an answer.
type Prompt struct {
	Ask     i18n.Text // "orders for 3 units", "whether to block the assault into Marengo"
	Default i18n.Text // "units hold", "no block"
}

// For returns the prompt v may read.
func (r Request) For(v Viewer) Prompt {
	if (v.Holds(r.Seat) || v.All()) && !r.Private.Ask.Empty() {
		return r.Private
	}
	return r.Public
}

// Submission is what the judge stores for a seat: the accepted lines in the
// engine's canonical form, so a replay reads exactly what was adjudicated.
type Submission struct {
	Seat  Seat
	Lines []Line
}

// SubmitResult is the engine's answer to Submit or Edit.
type SubmitResult struct {
	Accepted Submission
	Echo     []Echo    // one per input line
	Problems []Problem // every rejected line, with its number
	// Summary is the seat's whole submission as it now stands, rendered
	// for the reply ("A Par - Bur; F Bre H; unordered: A Mar (holds)").
	Summary string
	// Complete is true when the submission leaves nothing to the default,
	// which lets the judge process early.
	Complete bool
	// Notes are remarks on lines that were accepted but may still fail
	// when they run ("line 4 may fail if the enemy enters 1207 first").
	Notes []Problem
}

// Echo is what became of one input line.
type Echo struct {
	N          int
	Input      string
	Understood string   // canonical form, "" when rejected
	Problem    *Problem // nil when accepted
}

// ResolveInput is what the judge hands to Resolve.
type ResolveInput struct {
	Submissions map[Seat]Submission
	// Disorder lists seats in civil disorder (the judge's NMR policy):
	// the engine applies its disorder rules to them.
	Disorder map[Seat]bool
}

// Lines are the lines seat sent for the phase. ok is false when it sent
// none or is in civil disorder: then the engine's defaults apply.
func (in ResolveInput) Lines(seat Seat) (lines []Line, ok bool) {
	sub, sent := in.Submissions[seat]
	if !sent || in.Disorder[seat] {
		return nil, false
	}
	return sub.Lines, true
}

// StandingLines returns the lines a seat not asked sent (games.Standing),
// civil disorder or not: its player wrote them, and the judge leaves the
// seat in civil disorder only so that nobody learns it wrote.
func (in ResolveInput) StandingLines(seat Seat) (lines []Line, ok bool) {
	sub, sent := in.Submissions[seat]
	return sub.Lines, sent
}

// Resolution is the outcome of one phase.
type Resolution struct {
	Next Game
	// Result is the engine's record of what happened, stored in the game's
	// history and rendered per reader with Engine.Report.
	Result []byte
	Draws  []Draw
}

// Ending is how a game ended.
type Ending struct {
	Winners []Seat // empty for a draw shared by all survivors
	Draw    []Seat // the seats sharing a draw
	Reason  i18n.Text
}

// SeatName returns a seat's name in lang from a game's seat list, or the
// seat itself when the game does not list it.
func SeatName(g Game, s Seat) i18n.Text {
	for _, info := range g.Seats() {
		if info.Seat == s {
			return info.Name
		}
	}
	return i18n.Plain(string(s))
}

// Unplayer is a Game with sides that no player orders (Diplomacy's games of
// fewer than seven players leave powers in civil disorder or neutral). The
// seat list leaves them out; Unplayed names each and says why, a line a
// side, so that the judge's LIST tells the players.
type Unplayer interface {
	Unplayed() []i18n.Text
}
