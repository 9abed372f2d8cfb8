package judge

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/storage"
)

// Game statuses.
const (
	statusForming    = "forming"    // waiting for players
	statusActive     = "active"     // phases run on deadlines
	statusPaused     = "paused"     // the master stopped the clock
	statusWaiting    = "waiting"    // a seat was abandoned; the master must REPLACE it
	statusFinished   = "finished"   // ended by the rules or a draw
	statusTerminated = "terminated" // ended by the master
)

// gameRecord is everything the judge keeps about one game, stored as JSON
// under the game's name. The engine's own state is opaque bytes inside it.
type gameRecord struct {
	Name     string            `json:"name"`
	Engine   string            `json:"engine"`
	Variant  string            `json:"variant"`
	Options  map[string]string `json:"options"`
	Settings Settings          `json:"settings"`
	Status   string            `json:"status"`
	Created  time.Time         `json:"created"`

	Master   string       `json:"master"` // address
	MasterPW account.Hash `json:"master_pw"`

	Players   []*player   `json:"players"`
	Observers []*observer `json:"observers,omitempty"`

	Seed     [games.SeedSize]byte `json:"seed"` // secret until the game ends
	SeedHash string               `json:"seed_hash"`

	State       []byte                          `json:"state,omitempty"` // engine state (games.Game.Save)
	Phase       uint64                          `json:"phase"`           // number of phases resolved so far
	Submissions map[games.Seat]games.Submission `json:"submissions,omitempty"`
	Complete    map[games.Seat]bool             `json:"complete,omitempty"` // submissions that leave nothing to defaults
	Deadline    time.Time                       `json:"deadline,omitempty"`
	Remaining   time.Duration                   `json:"remaining,omitempty"`
	Stage       string                          `json:"stage,omitempty"`   // "", "reminded", "grace"
	Notices     []games.Text                    `json:"notices,omitempty"` // announcements for the next mail to players, each in every language
	Ending      *games.Ending                   `json:"ending,omitempty"`

	// WrongPasswords holds the times of recent wrong sign-ons per seat (and
	// "master"), pruned to the last hour (guard.go).
	WrongPasswords account.Failures `json:"wrong_passwords,omitempty"`

	eng  games.Engine // the game's engine, nil when this build lacks it
	live games.Game   // State loaded by eng, once (Game)
}

// Game returns the engine's game for the record's state. It is loaded the
// first time it is asked for and kept: a record lives for one transaction,
// and the engine's games never change (games.Game), so every step of a
// mail or a deadline reads the same one.
func (g *gameRecord) Game() (games.Game, error) {
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

// setGame makes next the game's state.
func (g *gameRecord) setGame(next games.Game) error {
	state, err := next.Save()
	if err != nil {
		return fmt.Errorf("game %s: saving its state: %w", g.Name, err)
	}
	g.State, g.live = state, next
	return nil
}

// setState makes stored bytes the game's state (ROLLBACK); they are loaded
// when next asked for.
func (g *gameRecord) setState(state []byte) {
	g.State, g.live = state, nil
}

// player is one person at the table. In games where a player holds several
// seats (Diplomacy with fewer than seven players) Seats has them all.
type player struct {
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
	NewAddr   string       `json:"new_addr,omitempty"`   // an address change waiting for CONFIRM (set.go)
	AddrToken string       `json:"addr_token,omitempty"` // the code mailed to NewAddr
	AddrSince time.Time    `json:"addr_since,omitempty"` // when the code was mailed; it lasts addressCodeLife
}

type observer struct {
	Addr string `json:"addr"`
}

// phaseRecord is one resolved phase in a game's history: enough to show it
// again, to roll back to it, and to replay it.
type phaseRecord struct {
	Seq         uint64                          `json:"seq"`
	ID          string                          `json:"id"`    // engine phase id, "S1901M"
	State       []byte                          `json:"state"` // the state the phase was resolved from
	Submissions map[games.Seat]games.Submission `json:"submissions,omitempty"`
	Disorder    map[games.Seat]bool             `json:"disorder,omitempty"`
	Result      []byte                          `json:"result"`
	Draws       []games.Draw                    `json:"draws,omitempty"`
	// Edits are the master\'s EDIT lines applied after this phase, in order,
	// so that a replay can apply them too.
	Edits []games.Line `json:"edits,omitempty"`
	At    time.Time    `json:"at"`
}

// loadGame reads a game's record; engines are the judge's, by name.
func loadGame(tx *storage.Tx, engines map[string]games.Engine, name string) (*gameRecord, bool, error) {
	data, ok, err := tx.Game(gameKey(name))
	if err != nil || !ok {
		return nil, false, err
	}
	g := &gameRecord{}
	if err := json.Unmarshal(data, g); err != nil {
		return nil, false, fmt.Errorf("game %s: %w", name, err)
	}
	g.eng = engines[g.Engine]
	return g, true, nil
}

func saveGame(tx *storage.Tx, g *gameRecord) error {
	data, err := json.Marshal(g)
	if err != nil {
		return err
	}
	if err := tx.PutGame(gameKey(g.Name), data); err != nil {
		return err
	}
	switch {
	case g.Status == statusActive && !g.Deadline.IsZero():
		return tx.SetDeadline(gameKey(g.Name), g.nextWake())
	default:
		return tx.ClearDeadline(gameKey(g.Name))
	}
}

func putPhase(tx *storage.Tx, game string, p phaseRecord) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return tx.PutPhase(gameKey(game), p.Seq, packPhase(data))
}

// Phase records are most of a judge's database (every phase of every game,
// kept for HISTORY, ROLLBACK and verify) and their JSON repeats itself:
// they are stored deflated, after a marker byte that JSON never starts
// with. Records written before this are plain JSON and read as they are.
const packedPhase = 0x01

func packPhase(data []byte) []byte {
	var buf bytes.Buffer
	buf.WriteByte(packedPhase)
	w, _ := flate.NewWriter(&buf, flate.BestSpeed) // the level is valid
	_, _ = w.Write(data)                           // a bytes.Buffer does not fail
	_ = w.Close()
	return buf.Bytes()
}

func unpackPhase(data []byte) ([]byte, error) {
	if len(data) == 0 || data[0] != packedPhase {
		return data, nil
	}
	return io.ReadAll(flate.NewReader(bytes.NewReader(data[1:])))
}

func loadPhase(tx *storage.Tx, game string, seq uint64) (phaseRecord, bool, error) {
	data, ok, err := tx.Phase(gameKey(game), seq)
	if err != nil || !ok {
		return phaseRecord{}, false, err
	}
	if data, err = unpackPhase(data); err != nil {
		return phaseRecord{}, false, fmt.Errorf("game %s phase %d: %w", game, seq, err)
	}
	var p phaseRecord
	if err := json.Unmarshal(data, &p); err != nil {
		return phaseRecord{}, false, fmt.Errorf("game %s phase %d: %w", game, seq, err)
	}
	return p, true, nil
}

// gameKey is the storage key of a game: names are case-insensitive.
func gameKey(name string) string { return strings.ToLower(name) }

// validGameName allows what the classic judges allow: letters and digits,
// starting with a letter, up to 16 characters.
func validGameName(name string) bool {
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

// nextWake is when the scheduler must look at the game next: the reminder,
// the deadline, or the end of grace.
func (g *gameRecord) nextWake() time.Time {
	switch g.Stage {
	case "":
		if g.Settings.Reminder > 0 {
			if r := g.Deadline.Add(-g.Settings.Reminder); r.After(g.Created) {
				return r
			}
		}
		return g.Deadline
	case "reminded":
		return g.Deadline
	}
	return g.Deadline.Add(g.Settings.Grace)
}

func (g *gameRecord) playerByAddr(addr string) *player {
	for _, p := range g.Players {
		if p.Addr == addr {
			return p
		}
	}
	return nil
}

func (g *gameRecord) playerBySeat(seat games.Seat) *player {
	for _, p := range g.Players {
		for _, s := range p.Seats {
			if s == seat {
				return p
			}
		}
	}
	return nil
}

func (g *gameRecord) isObserver(addr string) bool {
	for _, o := range g.Observers {
		if o.Addr == addr {
			return true
		}
	}
	return false
}

// recipients lists every address that gets the game's reports: players who
// have not signed off or been replaced, observers, and the master; sorted
// and without duplicates.
func (g *gameRecord) recipients() []string {
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

// viewerOf is who addr is as a reader of the game: every seat it holds;
// else the master, who sees every secret; else an observer. A master who
// also plays reads as a player, so that holding both roles shows nothing
// the seat may not see. Once the game has ended everyone reads the whole
// record.
func (g *gameRecord) viewerOf(addr string) games.Viewer {
	if g.ended() {
		return games.EndView()
	}
	if p := g.playerByAddr(addr); p != nil && len(p.Seats) > 0 {
		return games.SeatView(p.Seats...)
	}
	if addr == g.Master {
		return games.MasterView()
	}
	return games.Observer()
}

// ended reports whether the game is over, by its rules or its master.
func (g *gameRecord) ended() bool {
	return g.Status == statusFinished || g.Status == statusTerminated
}
