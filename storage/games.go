package storage

import "fmt"

// Games, accounts and phases are opaque bytes to storage: the judge owns
// their encoding (JSON by convention, so the file stays debuggable).

// PutGame stores (or replaces) a game's state.
func (tx *Tx) PutGame(name string, data []byte) error {
	return tx.putOpaque(bucketGames, "game", name, data)
}

// Game returns a game's state.
func (tx *Tx) Game(name string) ([]byte, bool, error) {
	return tx.getOpaque(bucketGames, name)
}

// GameNames returns every game name, sorted bytewise.
func (tx *Tx) GameNames() ([]string, error) {
	return tx.keys(bucketGames)
}

// DeleteGame removes a game together with its phases and deadline (the
// audit log keeps its entries). ErrNotFound if there is no such game.
func (tx *Tx) DeleteGame(name string) error {
	if err := tx.writable(); err != nil {
		return err
	}
	games, err := tx.bucket(bucketGames)
	if err != nil {
		return err
	}
	if games.Get([]byte(name)) == nil {
		return fmt.Errorf("%w: game %q", ErrNotFound, name)
	}
	if err := games.Delete([]byte(name)); err != nil {
		return fmt.Errorf("storage: delete game %q: %w", name, err)
	}
	phases, err := tx.bucket(bucketPhases)
	if err != nil {
		return err
	}
	if _, err := deleteWithPrefix(phases, namePrefix(name)); err != nil {
		return fmt.Errorf("storage: delete game %q: %w", name, err)
	}
	return tx.ClearDeadline(name)
}

// PutAccount stores (or replaces) the account of a mail address; the
// address is the key in its key form (mailaddr.Key).
func (tx *Tx) PutAccount(addr string, data []byte) error {
	return tx.putOpaque(bucketAccounts, "address", normAddr(addr), data)
}

// Account returns the account of a mail address (case-insensitive).
func (tx *Tx) Account(addr string) ([]byte, bool, error) {
	return tx.getOpaque(bucketAccounts, normAddr(addr))
}

// AccountAddrs returns every account's address (in its key form), sorted.
func (tx *Tx) AccountAddrs() ([]string, error) {
	return tx.keys(bucketAccounts)
}

// DeleteAccount removes an account; ErrNotFound if there is none.
func (tx *Tx) DeleteAccount(addr string) error {
	if err := tx.writable(); err != nil {
		return err
	}
	b, err := tx.bucket(bucketAccounts)
	if err != nil {
		return err
	}
	key := []byte(normAddr(addr))
	if len(key) == 0 || b.Get(key) == nil {
		return fmt.Errorf("%w: account %q", ErrNotFound, addr)
	}
	if err := b.Delete(key); err != nil {
		return fmt.Errorf("storage: delete account %q: %w", addr, err)
	}
	return nil
}

// PutPhase stores (or replaces) phase seq of a game. Sequence numbers are
// the judge's; storage only keeps them in numeric order.
func (tx *Tx) PutPhase(game string, seq uint64, data []byte) error {
	if err := tx.writable(); err != nil {
		return err
	}
	if err := checkName("game", game); err != nil {
		return err
	}
	b, err := tx.bucket(bucketPhases)
	if err != nil {
		return err
	}
	if err := b.Put(nameSeqKey(game, seq), cloneBytes(nonNil(data))); err != nil {
		return fmt.Errorf("storage: put phase %q/%d: %w", game, seq, err)
	}
	return nil
}

// Phase returns phase seq of a game.
func (tx *Tx) Phase(game string, seq uint64) ([]byte, bool, error) {
	if checkName("game", game) != nil {
		return nil, false, nil
	}
	b, err := tx.bucket(bucketPhases)
	if err != nil {
		return nil, false, err
	}
	v := b.Get(nameSeqKey(game, seq))
	if v == nil {
		return nil, false, nil
	}
	return cloneBytes(v), true, nil
}

// Phases returns the stored phase numbers of a game, ascending.
func (tx *Tx) Phases(game string) ([]uint64, error) {
	if checkName("game", game) != nil {
		return nil, nil
	}
	b, err := tx.bucket(bucketPhases)
	if err != nil {
		return nil, err
	}
	var out []uint64
	err = eachWithPrefix(b, namePrefix(game), func(k, _ []byte) (bool, error) {
		_, seq, err := splitNameSeqKey(k)
		if err != nil {
			return false, err
		}
		out = append(out, seq)
		return true, nil
	})
	return out, err
}

// DeletePhasesAfter removes every phase of a game numbered above seq (to
// roll a game back to phase seq).
func (tx *Tx) DeletePhasesAfter(game string, seq uint64) error {
	if err := tx.writable(); err != nil {
		return err
	}
	if err := checkName("game", game); err != nil {
		return err
	}
	b, err := tx.bucket(bucketPhases)
	if err != nil {
		return err
	}
	var doomed [][]byte
	err = eachWithPrefix(b, namePrefix(game), func(k, _ []byte) (bool, error) {
		_, s, err := splitNameSeqKey(k)
		if err != nil {
			return false, err
		}
		if s > seq {
			doomed = append(doomed, cloneBytes(k))
		}
		return true, nil
	})
	if err != nil {
		return err
	}
	for _, k := range doomed {
		if err := b.Delete(k); err != nil {
			return fmt.Errorf("storage: delete phases of %q: %w", game, err)
		}
	}
	return nil
}

// SetMeta stores a small piece of daemon metadata (e.g. "started-at").
func (tx *Tx) SetMeta(key, value string) error {
	return tx.putOpaque(bucketDaemon, "meta key", key, []byte(value))
}

// Meta returns a metadata value, or "" when it was never set.
func (tx *Tx) Meta(key string) (string, error) {
	v, _, err := tx.getOpaque(bucketDaemon, key)
	return string(v), err
}

// putOpaque stores caller-owned bytes under a checked name.
func (tx *Tx) putOpaque(bucket, what, name string, data []byte) error {
	if err := tx.writable(); err != nil {
		return err
	}
	if err := checkName(what, name); err != nil {
		return err
	}
	b, err := tx.bucket(bucket)
	if err != nil {
		return err
	}
	if err := b.Put([]byte(name), cloneBytes(nonNil(data))); err != nil {
		return fmt.Errorf("storage: put %s %q: %w", what, name, err)
	}
	return nil
}

// getOpaque returns a copy of the bytes under name.
func (tx *Tx) getOpaque(bucket, name string) ([]byte, bool, error) {
	if name == "" {
		return nil, false, nil
	}
	b, err := tx.bucket(bucket)
	if err != nil {
		return nil, false, err
	}
	v := b.Get([]byte(name))
	if v == nil {
		return nil, false, nil
	}
	return cloneBytes(v), true, nil
}

// keys returns every key of a bucket as strings, in byte order.
func (tx *Tx) keys(bucket string) ([]string, error) {
	b, err := tx.bucket(bucket)
	if err != nil {
		return nil, err
	}
	var out []string
	c := b.Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		out = append(out, string(k))
	}
	return out, nil
}

// nonNil turns nil into an empty slice: bbolt stores both as empty, and
// a stored empty value must read back as present.
func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}
