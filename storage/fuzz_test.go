package storage

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

// FuzzParseV0InboxKey: the v0 key parser never panics, and what it accepts
// prints back to the same key.
func FuzzParseV0InboxKey(f *testing.F) {
	f.Fuzz(func(t *testing.T, key string) {
		k, err := parseV0InboxKey(key)
		if err != nil {
			return
		}
		if k.UID == 0 || k.Mailbox == "" || strings.IndexByte(k.Mailbox, 0) >= 0 {
			t.Fatalf("accepted %q as %+v", key, k)
		}
		back := k.Mailbox + "/" + strconv.FormatUint(uint64(k.UIDValidity), 10) + "/" +
			strconv.FormatUint(uint64(k.UID), 10)
		again, err := parseV0InboxKey(back)
		if err != nil || again != k {
			t.Fatalf("%q -> %+v -> %q -> %+v, %v", key, k, back, again, err)
		}
	})
}

// FuzzCompositeKey: splitting arbitrary index keys never panics, and
// every key built from a valid name splits back into it.
func FuzzCompositeKey(f *testing.F) {
	f.Fuzz(func(t *testing.T, name string, seq uint64, raw []byte) {
		_, _, _ = splitNameSeqKey(raw)
		_, _ = splitDeadlineKey(raw)
		_, _, _ = splitTimeIDKey(raw)
		if checkName("name", name) != nil {
			return
		}
		got, s, err := splitNameSeqKey(nameSeqKey(name, seq))
		if err != nil || got != name || s != seq {
			t.Fatalf("nameSeqKey(%q, %d) split to %q, %d, %v", name, seq, got, s, err)
		}
		d, err := splitDeadlineKey(deadlineKey(name, seq))
		if err != nil || d.Game != name {
			t.Fatalf("deadlineKey(%q) split to %+v, %v", name, d, err)
		}
	})
}

// FuzzMailPieces: reading arbitrary stored mail pieces never panics, and
// mail cut around a picture puts itself together byte for byte.
func FuzzMailPieces(f *testing.F) {
	f.Fuzz(func(t *testing.T, stored, head, picture, tail []byte) {
		_, _ = decodePieces(append(append([]byte(nil), piecedMagic...), stored...))
		data := append(append(append(append([]byte(nil), head...), base64Lines(picture)...), tail...), head...)
		pieces, pics := splitPictures(data, [][]byte{picture}, func(_ string, raw []byte) []byte { return base64Lines(raw) })
		if len(picture) == 0 {
			if pieces != nil {
				t.Fatalf("an empty picture cut %q", data)
			}
			return
		}
		out, err := roundTrip(pieces, pics)
		if err != nil || len(pics) != 1 {
			t.Fatalf("split %q: %d pictures, %v", data, len(pics), err)
		}
		if !bytes.Equal(out, data) {
			t.Fatalf("%q put together as %q", data, out)
		}
	})
}
