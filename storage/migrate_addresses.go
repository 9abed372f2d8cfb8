package storage

import (
	"bytes"
	"fmt"

	"adjutant/mailio/mailaddr"
)

// migrateV4toV5 puts every key that is an address in its key form
// (mailaddr.Key). Versions up to 4 only trimmed and lower-cased them, so
// one person writing sometimes from "张伟@xn--fsqu00a.xn--fiqs8s" and
// sometimes from "张伟@例子.中国" (or with a decomposed accent, or a
// trailing dot) had two accounts, two budgets and two bounce counts.
//
// accounts and budget hold one record per address: where two old forms
// meet, the record already under the key form is kept, else the first
// in key order; the others are dropped. bounces, held and sent_to add a
// sequence that is unique across the bucket, so their records only move.
// held_due keeps the earliest digest time of each address, as HoldAnswer
// would have. Game records are the judge's bytes; it reads their
// addresses in the key form (play.Load).
//
// It uses mailaddr.Key, which is right while that is the key form; a
// change to Key needs a migration of its own.
func migrateV4toV5(tx *Tx) error {
	for _, name := range []string{bucketAccounts, bucketBudget} {
		if err := rekeyBucket(tx, name, addressKey); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	for _, name := range []string{bucketBounces, bucketHeld, bucketSentTo} {
		if err := rekeyBucket(tx, name, addressSeqKey); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	if err := rekeyHeldDue(tx); err != nil {
		return fmt.Errorf("%s: %w", bucketHeldDue, err)
	}
	return nil
}

// addressKey is the key form of a key that is an address alone.
func addressKey(k []byte) ([]byte, error) { return []byte(mailaddr.Key(string(k))), nil }

// addressSeqKey is the key form of a key that is an address, NUL, u64
// sequence.
func addressSeqKey(k []byte) ([]byte, error) {
	addr, seq, err := splitNameSeqKey(k)
	if err != nil {
		return nil, err
	}
	return nameSeqKey(mailaddr.Key(addr), seq), nil
}

// rekeyBucket moves each record of a bucket to the key newKey gives it.
// Where two old keys meet, the record already under the new key is kept,
// else the first in key order (a sequence key never meets another).
func rekeyBucket(tx *Tx, name string, newKey func([]byte) ([]byte, error)) error {
	b, err := tx.bucket(name)
	if err != nil {
		return err
	}
	type move struct{ from, to, value []byte }
	var moves []move
	if err := b.ForEach(func(k, v []byte) error {
		to, err := newKey(k)
		if err != nil {
			return err
		}
		if !bytes.Equal(to, k) {
			moves = append(moves, move{cloneBytes(k), to, cloneBytes(v)})
		}
		return nil
	}); err != nil {
		return err
	}
	for _, m := range moves {
		if err := b.Delete(m.from); err != nil {
			return err
		}
		if b.Get(m.to) != nil {
			continue // the key form, or an earlier old form, is kept
		}
		if err := b.Put(m.to, m.value); err != nil {
			return err
		}
	}
	return nil
}

// rekeyHeldDue rewrites "held_due" (u64 time, then the address) so that
// each address in its key form is due once, at its earliest time.
func rekeyHeldDue(tx *Tx) error {
	b, err := tx.bucket(bucketHeldDue)
	if err != nil {
		return err
	}
	var old [][]byte
	earliest := map[string][]byte{}
	var order []string
	if err := b.ForEach(func(k, _ []byte) error {
		if len(k) <= 8 {
			return fmt.Errorf("%w: malformed held_due key %q", ErrCorrupt, k)
		}
		old = append(old, cloneBytes(k))
		addr := mailaddr.Key(string(k[8:]))
		if _, seen := earliest[addr]; !seen { // keys come in time order
			earliest[addr] = cloneBytes(k[:8])
			order = append(order, addr)
		}
		return nil
	}); err != nil {
		return err
	}
	for _, k := range old {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	for _, addr := range order {
		if err := b.Put(append(earliest[addr], addr...), []byte{}); err != nil {
			return err
		}
	}
	return nil
}
