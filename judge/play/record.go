package play

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/mailio/mailaddr"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// Game statuses.
const (
	StatusForming    = "forming"    // waiting for players
	StatusActive     = "active"     // phases run on deadlines
	StatusPaused     = "paused"     // the master stopped the clock
	StatusWaiting    = "waiting"    // a seat was abandoned; the master must REPLACE it
	StatusFinished   = "finished"   // ended by the rules or a draw
	StatusTerminated = "terminated" // ended by the master
)

// Record is everything the judge keeps about one game, stored as JSON
// under the game's name. The engine's own state is opaque bytes inside it.
type Record struct {
	Name     string            `json:"name"`
	Engine   string            `json:"engine"`
	Variant  string            `json:"variant"`
	Options  map[string]string `json:"options"`
	Settings Settings          `json:"settings"`
	Status   string            `json:"status"`
	Created  time.Time         `json:"created"`

	Master   string       `json:"master"` // address
	MasterPW account.Hash `json:"master_pw"`

	Players   []*Player   `json:"players"`
	Observers []*Observer `json:"observers,omitempty"`
	// Invites are OBSERVE and REPLACE offers waiting for their address to
	// confirm (invite.go).
	Invites []*Invite `json:"invites,omitempty"`

	Seed     [games.SeedSize]byte `json:"seed"` // secret until the game ends
	SeedHash string               `json:"seed_hash"`

	State       []byte                          `json:"state,omitempty"` // engine state (games.Game.Save)
	Phase       uint64                          `json:"phase"`           // number of phases resolved so far
	Submissions map[games.Seat]games.Submission `json:"submissions,omitempty"`
	Complete    map[games.Seat]bool             `json:"complete,omitempty"` // submissions that leave nothing to defaults
	Deadline    time.Time                       `json:"deadline,omitempty"`
	PhaseStart  time.Time                       `json:"phase_start,omitempty"` // when the current phase's clock started; a reminder due before it is not sent
	// PrevStart is when the phase before the current one began: a mail
	// dated between it and PhaseStart was written for that phase.
	PrevStart time.Time     `json:"prev_start,omitempty"`
	Remaining time.Duration `json:"remaining,omitempty"`
	Stage     string        `json:"stage,omitempty"`   // "", "reminded", "grace"
	Notices   []i18n.Text   `json:"notices,omitempty"` // announcements for the next mail to players, each in every language
	Ending    *games.Ending `json:"ending,omitempty"`

	// WrongPasswords holds the times of recent wrong sign-ons per seat (and
	// "master"), pruned to the last hour (account.Guard).
	WrongPasswords account.Failures `json:"wrong_passwords,omitempty"`

	eng  games.Engine // the game's engine, nil when this build lacks it
	live games.Game   // State loaded by eng, once (Game)
}

// Game returns the engine's game for the record's state. It is loaded the
// first time it is asked for and kept: a record lives for one transaction,
// and the engine's games never change (games.Game), so every step of a
// mail or a deadline reads the same one.
func (g *Record) Game() (games.Game, error) {
	if g.live != nil {
		return g.live, nil
	}
	if g.eng == nil {
		return nil, fmt.Errorf("game %s uses engine %q, which this judge does not have", g.Name, g.Engine)
	}
	game, err := g.eng.Load(g.State)
	if err != nil {
		return nil, fmt.Errorf("game %s: loading its state: %w", g.Name, err)
	}
	g.live = game
	return game, nil
}

// Rules is the game's engine, or nil when this build lacks it.
func (g *Record) Rules() games.Engine { return g.eng }

// SetRules gives a new record its engine.
func (g *Record) SetRules(eng games.Engine) { g.eng = eng }

// SetGame makes next the game's state.
func (g *Record) SetGame(next games.Game) error {
	state, err := next.Save()
	if err != nil {
		return fmt.Errorf("game %s: saving its state: %w", g.Name, err)
	}
	g.State, g.live = state, next
	return nil
}

// SetState makes stored bytes the game's state (ROLLBACK); they are loaded
// when next asked for.
func (g *Record) SetState(state []byte) {
	g.State, g.live = state, nil
}

// Player is one person at the table. In games where a player holds several
// seats (Diplomacy with fewer than seven players) Seats has them all.
type Player struct {
	Addr      string       `json:"addr"`
	PW        account.Hash `json:"pw"`
	Seats     []games.Seat `json:"seats,omitempty"`
	Prefs     []games.Seat `json:"prefs,omitempty"`
	Joined    time.Time    `json:"joined"`
	Wait      bool         `json:"wait,omitempty"`
	Draw      bool         `json:"draw,omitempty"`
	Misses    int          `json:"misses,omitempty"`
	Disorder  bool         `json:"disorder,omitempty"`
	Abandoned bool         `json:"abandoned,omitempty"`
	Resigned  bool         `json:"resigned,omitempty"`
	SignedOff bool         `json:"signed_off,omitempty"`
	NewAddr   string       `json:"new_addr,omitempty"`   // an address change waiting for CONFIRM (command/account_set.go)
	AddrToken string       `json:"addr_token,omitempty"` // the code mailed to NewAddr
	AddrSince time.Time    `json:"addr_since,omitempty"` // when the code was mailed; it lasts addressCodeLife
}

type Observer struct {
	Addr string `json:"addr"`
}

// Load reads a game's record; engines are the judge's.
func Load(tx *storage.Tx, engines Engines, name string) (*Record, bool, error) {
	data, ok, err := tx.Game(Key(name))
	if err != nil || !ok {
		return nil, false, err
	}
	g := &Record{}
	if err := json.Unmarshal(data, g); err != nil {
		return nil, false, fmt.Errorf("game %s: %w", name, err)
	}
	g.keyAddresses()
	g.eng, _ = engines.Get(g.Engine)
	return g, true, nil
}

// keyAddresses puts every address of the record in its key form
// (mailaddr.Key). Records written before the judge had one form may hold
// an internationalised domain as xn--… or a local part in another Unicode
// normalisation; read this way, the player is found whichever form their
// mail carries, and the next Save stores the key form.
func (g *Record) keyAddresses() {
	g.Master = mailaddr.Key(g.Master)
	for _, p := range g.Players {
		p.Addr = mailaddr.Key(p.Addr)
		if p.NewAddr != "" {
			p.NewAddr = mailaddr.Key(p.NewAddr)
		}
	}
	for _, o := range g.Observers {
		o.Addr = mailaddr.Key(o.Addr)
	}
	for _, inv := range g.Invites {
		inv.Addr = mailaddr.Key(inv.Addr)
	}
}

func Save(tx *storage.Tx, g *Record) error {
	data, err := json.Marshal(g)
	if err != nil {
		return err
	}
	if err := tx.PutGame(Key(g.Name), data); err != nil {
		return err
	}
	switch {
	case g.Status == StatusActive && !g.Deadline.IsZero():
		return tx.SetDeadline(Key(g.Name), g.NextWake())
	default:
		return tx.ClearDeadline(Key(g.Name))
	}
}

// Key is the storage key of a game: names are case-insensitive.
func Key(name string) string { return strings.ToLower(name) }

// ValidName allows what the classic judges allow: letters and digits,
// starting with a letter, up to 16 characters.
func ValidName(name string) bool {
	if len(name) < 2 || len(name) > 16 {
		return false
	}
	for i, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		case i > 0 && (r >= '0' && r <= '9' || r == '-' || r == '_'):
		default:
			return false
		}
	}
	return true
}

// NextWake is when the scheduler must look at the game next: the reminder,
// the deadline, or the end of grace.
func (g *Record) NextWake() time.Time {
	switch g.Stage {
	case "":
		if r, ok := g.reminderDue(); ok {
			return r
		}
		return g.Deadline
	case "reminded":
		return g.Deadline
	}
	return g.Deadline.Add(g.Settings.Grace)
}

// reminderDue is when the current phase's reminder is due; false when
// there is none: reminders are off, or the moment falls at or before the
// phase began (the report that began it said who must act).
func (g *Record) reminderDue() (time.Time, bool) {
	if g.Settings.Reminder <= 0 {
		return time.Time{}, false
	}
	r := g.Deadline.Add(-g.Settings.Reminder)
	return r, r.After(g.Created) && r.After(g.PhaseStart)
}

func (g *Record) PlayerByAddr(addr string) *Player {
	for _, p := range g.Players {
		if p.Addr == addr {
			return p
		}
	}
	return nil
}

func (g *Record) PlayerBySeat(seat games.Seat) *Player {
	for _, p := range g.Players {
		for _, s := range p.Seats {
			if s == seat {
				return p
			}
		}
	}
	return nil
}

func (g *Record) IsObserver(addr string) bool {
	for _, o := range g.Observers {
		if o.Addr == addr {
			return true
		}
	}
	return false
}

// Recipients lists every address that gets the game's reports: players who
// have not signed off or been replaced, observers, and the master; sorted
// and without duplicates.
func (g *Record) Recipients() []string {
	set := map[string]bool{g.Master: true}
	for _, p := range g.Players {
		if !p.Resigned && !p.Abandoned {
			set[p.Addr] = true
		}
	}
	for _, o := range g.Observers {
		set[o.Addr] = true
	}
	out := make([]string, 0, len(set))
	for a := range set {
		out = append(out, a)
	}
	sort.Strings(out)
	return out
}

// ViewerOf is who addr is as a reader of the game: every seat it holds;
// else the master, who sees every secret; else an observer. A master who
// also plays reads as a player, so that holding both roles shows nothing
// the seat may not see. Once the game has ended everyone reads the whole
// record.
func (g *Record) ViewerOf(addr string) games.Viewer {
	if g.Ended() {
		return games.EndView()
	}
	if p := g.PlayerByAddr(addr); p != nil && len(p.Seats) > 0 {
		return games.SeatView(p.Seats...)
	}
	if addr == g.Master {
		return games.MasterView()
	}
	return games.Observer()
}

// Ended reports whether the game is over, by its rules or its master.
func (g *Record) Ended() bool {
	return g.Status == StatusFinished || g.Status == StatusTerminated
}

func (g *Record) IsComplete(seat games.Seat) bool { return g.Complete[seat] }
