package games

// Seat names one place at the table: a Diplomacy power ("France"), a
// Gettysburg side ("Union"). A player may hold several seats (Diplomacy with
// fewer than seven players); the engine says which seats go together.
type Seat string

// Line is one line of a player's text with its number in the mail, so that
// problems can point at it.
type Line struct {
	N    int
	Text string
}

// Engine is one rule system. An engine and every Game it returns are pure:
// no clock, no I/O, no global randomness; whatever varies is an argument.
type Engine interface {
	// Name is the game's name as written in CREATE ("diplomacy").
	Name() string
	// Variants lists the set-ups the engine offers; the first is the default.
	Variants() []Variant
	// Options lists the engine's CREATE options with their defaults.
	Options() []Option
	// New starts a game. options holds only keys listed by Options, already
	// checked against their allowed values; dice serves any set-up chance.
	New(variant string, options map[string]string, dice *Dice) (Game, error)
	// Load restores a game saved with Game.Save.
	Load(data []byte) (Game, error)
	// Report renders a stored phase result (Resolution.Result) for one seat
	// ("" for an observer or the master) in lang.
	Report(result []byte, seat Seat, lang Lang) (string, error)
}

// Variant is one set-up of a game.
type Variant struct {
	Name    string
	Summary Text
	// Players groups the seats one player takes: seven groups of one power
	// for standard Diplomacy, three groups for the three-player game.
	Players [][]Seat
}

// Option is a CREATE option ("rules=datc").
type Option struct {
	Key     string
	Values  []string // allowed values; empty means free text checked by the engine's New
	Default string
	Summary Text
}

// Game is the state of one game. Methods never change the receiver: those
// that advance the game return a new Game, so the judge can keep, store and
// roll back any state it has seen.
type Game interface {
	// Save returns canonical bytes: equal states save to equal bytes.
	Save() ([]byte, error)
	// Seats lists every seat, in the engine's fixed order.
	Seats() []Seat
	// Phase identifies the current phase.
	Phase() PhaseInfo
	// Requests says who must act now. A seat not listed cannot submit.
	// Empty when the phase needs nobody (the judge resolves it at once) or
	// when the game is over.
	Requests() []Request
	// Submit checks a seat's lines for the current phase without storing
	// anything. The judge keeps the accepted submission and passes it to
	// Resolve.
	Submit(seat Seat, lines []Line, lang Lang) SubmitResult
	// Resolve runs the current phase with the stored submissions; seats
	// with none get the request's default. dice is the phase's stream.
	Resolve(in ResolveInput, dice *Dice) (Resolution, error)
	// View renders the position as seat may see it ("" for observers).
	View(seat Seat, lang Lang) string
	// Alive lists the seats still in the game (for draws and lots).
	Alive() []Seat
	// Over reports the end of the game, or nil while it goes on.
	Over() *Ending
	// Edit applies a master's edit lines between phases, checked like
	// orders; seat-independent.
	Edit(lines []Line, lang Lang) (Game, SubmitResult)
}

// PhaseInfo identifies a phase.
type PhaseInfo struct {
	ID   string // short, stable, sortable within a game: "S1901M", "T03-move"
	Name Text   // for people: "Spring 1901, movement"
	// Kind selects the deadline a game's settings give this phase:
	// "movement", "retreat", "adjustment", or "response" for a question put
	// to one seat in the middle of an alternating phase.
	Kind string
}

// Request is one seat's duty in the current phase.
type Request struct {
	Seat    Seat
	Prompt  Text // what is asked: "orders for 3 units", "build 2"
	Default Text // what happens without an answer: "units hold"
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
	Reason  Text
}
