package play

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// VerifyReport is what `adjutant verify` prints: one line per phase, and
// whether every phase replayed to the same result.
type VerifyReport struct {
	Game   string
	Lines  []string
	Failed int
	// FirstDiffers is the first phase ("3 T1M") whose replay did not
	// come out as stored; empty when every phase did.
	FirstDiffers string
	// SeedDiffers: the seed's SHA-256 is not the one announced.
	SeedDiffers bool
}

// Summary is the closing line, or lines, of the report. A replay uses the
// running version's rules and wording, so a game stored by an earlier
// version may differ from it where an event's text or a rule's default
// changed since; that is said plainly rather than left to read as damage.
func (r VerifyReport) Summary() string {
	var b strings.Builder
	if r.SeedDiffers {
		fmt.Fprintf(&b, "%s: the seed does not match the SHA-256 announced at the start\n", r.Game)
	}
	phases := r.Failed - boolInt(r.SeedDiffers)
	switch {
	case r.Failed == 0:
		fmt.Fprintf(&b, "%s: every phase and roll replays exactly\n", r.Game)
		return b.String()
	case phases <= 0:
		return b.String()
	case r.FirstDiffers == "":
		fmt.Fprintf(&b, "%s: %d phase(s) did not replay to what was stored.\n", r.Game, phases)
	default:
		fmt.Fprintf(&b, "%s: %d phase(s) did not replay to what was stored; the first is %s.\n", r.Game, phases, r.FirstDiffers)
	}
	fmt.Fprintf(&b, `verify replays with this version's rules and wording. If %s was
stored by an earlier version, whose reports were worded differently or
whose rules had other defaults, the difference is that, not damage: the
stored phases are what was played and mailed, and the game goes on from
them. A game played under this version throughout replays exactly.
`, r.Game)
	return b.String()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Verify replays a game from its stored history: every phase is resolved
// again from the stored state, submissions and the dice stream derived from
// the game's seed, and the result, the rolls and the following state must
// come out byte for byte as stored. For a finished game it also checks the
// published seed against the hash announced at the start.
func Verify(tx *storage.Tx, engines []games.Engine, name string) (VerifyReport, error) {
	rep := VerifyReport{Game: name}
	g, ok, err := Load(tx, NewEngines(engines), name)
	if err != nil {
		return rep, err
	}
	if !ok {
		return rep, fmt.Errorf("no game called %q", name)
	}
	eng := g.eng
	if eng == nil {
		return rep, fmt.Errorf("game %s uses engine %q, which this judge does not have", name, g.Engine)
	}
	if seedHashHex(g.Seed) != g.SeedHash {
		rep.Failed++
		rep.SeedDiffers = true
		rep.Lines = append(rep.Lines, "FAIL seed: its SHA-256 differs from the one announced")
	} else {
		rep.Lines = append(rep.Lines, "ok   seed matches the announced SHA-256 "+g.SeedHash)
	}
	seqs, err := tx.Phases(Key(name))
	if err != nil {
		return rep, err
	}
	for i, seq := range seqs {
		p, _, err := LoadPhase(tx, name, seq)
		if err != nil {
			return rep, err
		}
		want := g.State
		if i+1 < len(seqs) {
			next, _, err := LoadPhase(tx, name, seqs[i+1])
			if err != nil {
				return rep, err
			}
			want = next.State
		}
		if problem := replayPhase(eng, g, p, want); problem != "" {
			rep.Failed++
			if rep.FirstDiffers == "" {
				rep.FirstDiffers = fmt.Sprintf("%d %s", seq, p.ID)
			}
			rep.Lines = append(rep.Lines, fmt.Sprintf("FAIL %d %s: %s", seq, p.ID, problem))
			continue
		}
		line := fmt.Sprintf("ok   %d %s (%d rolls)", seq, p.ID, len(p.Draws))
		if len(p.Edits) > 0 {
			line += fmt.Sprintf(", then %d master edit(s) replayed", len(p.Edits))
		}
		rep.Lines = append(rep.Lines, line)
	}
	return rep, nil
}

func replayPhase(eng games.Engine, g *Record, p PhaseRecord, wantNext []byte) string {
	game, err := eng.Load(p.State)
	if err != nil {
		return "stored state does not load: " + err.Error()
	}
	if game.Phase().ID != p.ID {
		return fmt.Sprintf("stored state is phase %s, not %s", game.Phase().ID, p.ID)
	}
	dice := games.NewDice(g.Seed, fmt.Sprintf("%d:%s", p.Seq, p.ID))
	res, err := game.Resolve(games.ResolveInput{Submissions: p.Submissions, Disorder: p.Disorder}, dice)
	if err != nil {
		return "does not resolve: " + err.Error()
	}
	if !bytes.Equal(res.Result, p.Result) {
		return "the replay's report differs from the stored one"
	}
	if len(res.Draws) != len(p.Draws) {
		return fmt.Sprintf("%d rolls, %d stored", len(res.Draws), len(p.Draws))
	}
	for i := range res.Draws {
		if res.Draws[i] != p.Draws[i] {
			return fmt.Sprintf("roll %d gave %d, stored %d", res.Draws[i].N, res.Draws[i].Value, p.Draws[i].Value)
		}
	}
	after := res.Next
	if len(p.Edits) > 0 {
		edited, er := after.Edit(p.Edits, i18n.English)
		if len(er.Problems) > 0 {
			return "the master's edits after this phase no longer apply: " + er.Problems[0].Message.EN
		}
		after = edited
	}
	next, err := after.Save()
	if err != nil {
		return "next state does not save: " + err.Error()
	}
	if wantNext != nil && !bytes.Equal(next, wantNext) {
		return "the following state differs from the stored one"
	}
	return ""
}

// seedHashHex is shown to players at the start, and checked at the end.
func seedHashHex(seed [games.SeedSize]byte) string {
	h := sha256.Sum256(seed[:])
	return hex.EncodeToString(h[:])
}
