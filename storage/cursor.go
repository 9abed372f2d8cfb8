package storage

import (
	"bytes"

	bolt "go.etcd.io/bbolt"
)

// eachWithPrefix calls fn for every key with prefix, ascending, until fn
// returns false or an error.
func eachWithPrefix(b *bolt.Bucket, prefix []byte, fn func(k, v []byte) (bool, error)) error {
	c := b.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		more, err := fn(k, v)
		if err != nil || !more {
			return err
		}
	}
	return nil
}

// eachWithPrefixReverse calls fn for every key with prefix, descending.
// prefix must end in NUL (as namePrefix does), so the first key after
// every match is found by seeking to the same name followed by 0x01.
func eachWithPrefixReverse(b *bolt.Bucket, prefix []byte, fn func(k []byte) (bool, error)) error {
	after := append(cloneBytes(prefix[:len(prefix)-1]), 1)
	c := b.Cursor()
	k, _ := c.Seek(after)
	if k == nil {
		k, _ = c.Last()
	} else {
		k, _ = c.Prev()
	}
	for ; k != nil && bytes.HasPrefix(k, prefix); k, _ = c.Prev() {
		more, err := fn(k)
		if err != nil || !more {
			return err
		}
	}
	return nil
}

// deleteWithPrefix deletes every key with prefix and says how many. Keys
// are collected first: deleting under a live cursor can skip keys.
func deleteWithPrefix(b *bolt.Bucket, prefix []byte) (int, error) {
	var doomed [][]byte
	err := eachWithPrefix(b, prefix, func(k, _ []byte) (bool, error) {
		doomed = append(doomed, cloneBytes(k))
		return true, nil
	})
	if err != nil {
		return 0, err
	}
	for _, k := range doomed {
		if err := b.Delete(k); err != nil {
			return 0, err
		}
	}
	return len(doomed), nil
}
