package storage

import (
	"fmt"
	"time"
)

// GameDeadline is one entry of the deadline index.
type GameDeadline struct {
	Game string
	At   time.Time
}

// deadlineKey orders the "deadlines" index by time, then game name.
func deadlineKey(game string, at uint64) []byte {
	return append(u64(at), game...)
}

// SetDeadline sets (or moves) the one deadline of a game.
func (tx *Tx) SetDeadline(game string, at time.Time) error {
	if err := tx.writable(); err != nil {
		return err
	}
	if err := checkName("game", game); err != nil {
		return err
	}
	if timeKey(at) == 0 {
		return fmt.Errorf("%w: deadline for %q is zero or before 1970", ErrInvalid, game)
	}
	if err := tx.ClearDeadline(game); err != nil {
		return err
	}
	index, err := tx.bucket(bucketDeadlines)
	if err != nil {
		return err
	}
	byGame, err := tx.bucket(bucketDeadlineOf)
	if err != nil {
		return err
	}
	k := timeKey(at)
	if err := index.Put(deadlineKey(game, k), []byte{}); err != nil {
		return fmt.Errorf("storage: set deadline %q: %w", game, err)
	}
	if err := byGame.Put([]byte(game), u64(k)); err != nil {
		return fmt.Errorf("storage: set deadline %q: %w", game, err)
	}
	return nil
}

// ClearDeadline removes a game's deadline; no deadline is not an error.
func (tx *Tx) ClearDeadline(game string) error {
	if err := tx.writable(); err != nil {
		return err
	}
	index, err := tx.bucket(bucketDeadlines)
	if err != nil {
		return err
	}
	byGame, err := tx.bucket(bucketDeadlineOf)
	if err != nil {
		return err
	}
	old := byGame.Get([]byte(game))
	if old == nil {
		return nil
	}
	at, err := readU64(old)
	if err != nil {
		return err
	}
	if err := index.Delete(deadlineKey(game, at)); err != nil {
		return fmt.Errorf("storage: clear deadline %q: %w", game, err)
	}
	if err := byGame.Delete([]byte(game)); err != nil {
		return fmt.Errorf("storage: clear deadline %q: %w", game, err)
	}
	return nil
}

// Deadline returns one game's deadline (in UTC, nanosecond precision).
func (tx *Tx) Deadline(game string) (time.Time, bool, error) {
	byGame, err := tx.bucket(bucketDeadlineOf)
	if err != nil {
		return time.Time{}, false, err
	}
	v := byGame.Get([]byte(game))
	if v == nil {
		return time.Time{}, false, nil
	}
	at, err := readU64(v)
	if err != nil {
		return time.Time{}, false, err
	}
	return keyTime(at), true, nil
}

// NextDeadline returns the earliest deadline of any game (ties broken by
// game name); ok is false when no game has one.
func (tx *Tx) NextDeadline() (game string, at time.Time, ok bool, err error) {
	index, err := tx.bucket(bucketDeadlines)
	if err != nil {
		return "", time.Time{}, false, err
	}
	k, _ := index.Cursor().First()
	if k == nil {
		return "", time.Time{}, false, nil
	}
	d, err := splitDeadlineKey(k)
	if err != nil {
		return "", time.Time{}, false, err
	}
	return d.Game, d.At, true, nil
}

// DueDeadlines returns every deadline at or before now, earliest first.
func (tx *Tx) DueDeadlines(now time.Time) ([]GameDeadline, error) {
	index, err := tx.bucket(bucketDeadlines)
	if err != nil {
		return nil, err
	}
	cutoff := timeKey(now)
	var out []GameDeadline
	c := index.Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		d, err := splitDeadlineKey(k)
		if err != nil {
			return nil, err
		}
		if timeKey(d.At) > cutoff {
			break
		}
		out = append(out, d)
	}
	return out, nil
}

func splitDeadlineKey(k []byte) (GameDeadline, error) {
	if len(k) < 9 {
		return GameDeadline{}, fmt.Errorf("%w: malformed deadline key %q", ErrCorrupt, k)
	}
	at, _ := readU64(k[:8])
	return GameDeadline{Game: string(k[8:]), At: keyTime(at)}, nil
}
