package play

import (
	"bytes"
	"compress/flate"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"adjutant/games"
	"adjutant/storage"
)

// PhaseRecord is one resolved phase in a game's history: enough to show it
// again, to roll back to it, and to replay it.
type PhaseRecord struct {
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

func PutPhase(tx *storage.Tx, game string, p PhaseRecord) error {
	return putPhase(tx, game, p, nil)
}

// putPhase stores p, deflated with packer's compressor when packer is not
// nil.
func putPhase(tx *storage.Tx, game string, p PhaseRecord, packer *phasePacker) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	return tx.PutPhase(Key(game), p.Seq, packer.pack(data))
}

// phasePacker deflates phase records with one compressor, kept between
// records: a new compressor allocates about a megabyte, which a burst of
// a thousand deadlines would otherwise allocate a thousand times. Not for
// concurrent use; a nil packer makes a compressor for each record.
type phasePacker struct{ w *flate.Writer }

func (p *phasePacker) pack(data []byte) []byte {
	if p == nil {
		return packPhase(data)
	}
	var buf bytes.Buffer
	buf.WriteByte(PackedPhase)
	if p.w == nil {
		p.w, _ = flate.NewWriter(&buf, flate.BestSpeed) // the level is valid
	} else {
		p.w.Reset(&buf)
	}
	_, _ = p.w.Write(data) // a bytes.Buffer does not fail
	_ = p.w.Close()
	return buf.Bytes()
}

// Phase records are most of a judge's database (every phase of every game,
// kept for HISTORY, ROLLBACK and verify) and their JSON repeats itself:
// they are stored deflated, after a marker byte that JSON never starts
// with. Records written before this are plain JSON and read as they are.
const PackedPhase = 0x01

func packPhase(data []byte) []byte {
	var buf bytes.Buffer
	buf.WriteByte(PackedPhase)
	w, _ := flate.NewWriter(&buf, flate.BestSpeed) // the level is valid
	_, _ = w.Write(data)                           // a bytes.Buffer does not fail
	_ = w.Close()
	return buf.Bytes()
}

func unpackPhase(data []byte) ([]byte, error) {
	if len(data) == 0 || data[0] != PackedPhase {
		return data, nil
	}
	return io.ReadAll(flate.NewReader(bytes.NewReader(data[1:])))
}

func LoadPhase(tx *storage.Tx, game string, seq uint64) (PhaseRecord, bool, error) {
	data, ok, err := tx.Phase(Key(game), seq)
	if err != nil || !ok {
		return PhaseRecord{}, false, err
	}
	if data, err = unpackPhase(data); err != nil {
		return PhaseRecord{}, false, fmt.Errorf("game %s phase %d: %w", game, seq, err)
	}
	var p PhaseRecord
	if err := json.Unmarshal(data, &p); err != nil {
		return PhaseRecord{}, false, fmt.Errorf("game %s phase %d: %w", game, seq, err)
	}
	return p, true, nil
}

// RecordEdit keeps an edit with the last resolved phase, so `adjutant
// verify` can replay the board as the master changed it. An edit before any
// phase was resolved needs no record: the first phase stores the state it
// started from.
func RecordEdit(tx *storage.Tx, g *Record, lines []games.Line) error {
	if g.Phase == 0 {
		return nil
	}
	p, ok, err := LoadPhase(tx, g.Name, g.Phase)
	if err != nil || !ok {
		return err
	}
	p.Edits = append(p.Edits, lines...)
	return PutPhase(tx, g.Name, p)
}
