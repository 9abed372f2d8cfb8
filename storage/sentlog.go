package storage

import (
	"bytes"
	"fmt"
)

// SentByMessageID finds a sent message by its Message-ID (with or without
// angle brackets), to tie a bounce to what bounced. If several sent
// messages share the id, the first sent is returned.
func (tx *Tx) SentByMessageID(messageID string) (Outgoing, bool, error) {
	mid := normMessageID(messageID)
	if mid == "" || checkName("message id", mid) != nil {
		return Outgoing{}, false, nil
	}
	byMsgID, err := tx.bucket(bucketSentMsgID)
	if err != nil {
		return Outgoing{}, false, err
	}
	prefix := namePrefix(mid)
	k, _ := byMsgID.Cursor().Seek(prefix)
	if k == nil || !bytes.HasPrefix(k, prefix) {
		return Outgoing{}, false, nil
	}
	_, id, err := splitNameSeqKey(k)
	if err != nil {
		return Outgoing{}, false, err
	}
	return tx.loadOutgoing(bucketSent, id)
}

// SentTo returns up to limit messages sent to addr (case-insensitive),
// newest first. limit <= 0 means all.
func (tx *Tx) SentTo(addr string, limit int) ([]Outgoing, error) {
	addr = normAddr(addr)
	if checkName("address", addr) != nil {
		return nil, nil
	}
	byTo, err := tx.bucket(bucketSentTo)
	if err != nil {
		return nil, err
	}
	var out []Outgoing
	err = eachWithPrefixReverse(byTo, namePrefix(addr), func(k []byte) (bool, error) {
		_, id, err := splitNameSeqKey(k)
		if err != nil {
			return false, err
		}
		o, ok, err := tx.loadOutgoing(bucketSent, id)
		if err != nil {
			return false, err
		}
		if !ok {
			return false, fmt.Errorf("%w: sent index names missing message %d", ErrCorrupt, id)
		}
		out = append(out, o)
		return limit <= 0 || len(out) < limit, nil
	})
	return out, err
}

// SentByID returns the sent mail with outbox ID id.
func (tx *Tx) SentByID(id uint64) (Outgoing, bool, error) {
	return tx.loadOutgoing(bucketSent, id)
}
