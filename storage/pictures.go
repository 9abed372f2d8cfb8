package storage

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"maps"
	"slices"
)

// A mail that carries pictures is kept in "mail_data" without them: the
// text around each picture, and in its place the SHA-256 of the picture,
// whose bytes are in "pictures" once however many mails carry it. Eight
// readers of one Diplomacy map cost one copy instead of eight. The mail
// is put together again, byte for byte as it was composed, whenever it is
// read (loadOutgoing), so a retry after a crash sends what the first
// attempt sent.
//
// The two forms of a "mail_data" value:
//
//   - whole: the message bytes, as every version before 4 wrote them; a
//     message never begins with a NUL byte;
//   - pieced: piecedMagic, then pieces, each a kind byte and its value:
//     pieceText, a uvarint length and that many bytes; or piecePicture,
//     the 32-byte SHA-256 of a picture, which stands for the picture in
//     base64 in lines of 76 characters joined by CRLF (RFC 2045 section
//     6.8), the form outgoing mail gives a picture.
//
// "picture_uses" holds a key SHA-256 ++ u64 mail ID for each pieced mail
// that refers to a picture; when a mail's bytes are dropped (sent with a
// secret, pruned after retention.sent_mail) its uses go, and a picture no
// mail uses any more goes with the last of them.
var piecedMagic = []byte{0, 1}

const (
	pieceText    = 't'
	piecePicture = 'p'
)

// piece is one part of a pieced mail: text, or the hash of a picture.
type piece struct {
	text    []byte
	picture []byte // SHA-256; nil for text
}

// base64Lines is a picture as outgoing mail carries it: base64 in lines
// of 76 characters, joined (not ended) by CRLF.
func base64Lines(data []byte) []byte {
	const perLine = 57 // bytes of picture in 76 characters
	out := make([]byte, 0, base64LinesLen(len(data)))
	for len(data) > 0 {
		n := min(len(data), perLine)
		if len(out) > 0 {
			out = append(out, '\r', '\n')
		}
		out = base64.StdEncoding.AppendEncode(out, data[:n])
		data = data[n:]
	}
	return out
}

// base64LinesLen is len(base64Lines(p)) for a picture p of n bytes.
func base64LinesLen(n int) int {
	enc := base64.StdEncoding.EncodedLen(n)
	if enc == 0 {
		return 0
	}
	return enc + (enc-1)/76*2
}

// pictureLines is base64Lines(raw) for the picture whose SHA-256 is sum,
// encoded once a transaction.
func (tx *Tx) pictureLines(sum string, raw []byte) []byte {
	if enc, ok := tx.lines[sum]; ok {
		return enc
	}
	if tx.lines == nil {
		tx.lines = map[string][]byte{}
	}
	enc := base64Lines(raw)
	tx.lines[sum] = enc
	return enc
}

// splitPictures cuts data at every place it carries one of pictures in
// base64 lines (as lines gives them, by SHA-256). pics maps the hash of
// each picture found to its bytes; none found gives nil pieces.
func splitPictures(data []byte, pictures [][]byte, lines func(sum string, raw []byte) []byte) (pieces []piece, pics map[string][]byte) {
	type candidate struct {
		sum     []byte
		raw     []byte
		encoded []byte
	}
	var cands []candidate
	seen := map[[sha256.Size]byte]bool{}
	for _, p := range pictures {
		sum := sha256.Sum256(p)
		if len(p) == 0 || seen[sum] {
			continue
		}
		seen[sum] = true
		cands = append(cands, candidate{sum: sum[:], raw: p, encoded: lines(string(sum[:]), p)})
	}
	pics = map[string][]byte{}
	rest := data
	for len(cands) > 0 {
		at, which := -1, -1
		for i, c := range cands {
			if n := bytes.Index(rest, c.encoded); n >= 0 && (at < 0 || n < at) {
				at, which = n, i
			}
		}
		if at < 0 {
			break
		}
		c := cands[which]
		if at > 0 {
			pieces = append(pieces, piece{text: rest[:at]})
		}
		pieces = append(pieces, piece{picture: c.sum})
		pics[string(c.sum)] = c.raw
		rest = rest[at+len(c.encoded):]
	}
	if len(pics) == 0 {
		return nil, nil
	}
	if len(rest) > 0 {
		pieces = append(pieces, piece{text: rest})
	}
	return pieces, pics
}

// encodePieces is the pieced form of a "mail_data" value.
func encodePieces(pieces []piece) []byte {
	size := len(piecedMagic)
	for _, p := range pieces {
		size += 1 + binary.MaxVarintLen64 + len(p.text) + len(p.picture)
	}
	out := append(make([]byte, 0, size), piecedMagic...)
	for _, p := range pieces {
		if p.picture != nil {
			out = append(out, piecePicture)
			out = append(out, p.picture...)
			continue
		}
		out = append(out, pieceText)
		out = binary.AppendUvarint(out, uint64(len(p.text)))
		out = append(out, p.text...)
	}
	return out
}

// isPieced tells the two forms of a "mail_data" value apart.
func isPieced(stored []byte) bool { return bytes.HasPrefix(stored, piecedMagic) }

// decodePieces is the inverse of encodePieces; the pieces point into
// stored.
func decodePieces(stored []byte) ([]piece, error) {
	rest := stored[len(piecedMagic):]
	var pieces []piece
	for len(rest) > 0 {
		kind := rest[0]
		rest = rest[1:]
		switch kind {
		case pieceText:
			n, size := binary.Uvarint(rest)
			if size <= 0 || n > uint64(len(rest)-size) {
				return nil, fmt.Errorf("%w: mail text piece cut short", ErrCorrupt)
			}
			pieces = append(pieces, piece{text: rest[size : size+int(n)]})
			rest = rest[size+int(n):]
		case piecePicture:
			if len(rest) < sha256.Size {
				return nil, fmt.Errorf("%w: mail picture reference cut short", ErrCorrupt)
			}
			pieces = append(pieces, piece{picture: rest[:sha256.Size]})
			rest = rest[sha256.Size:]
		default:
			return nil, fmt.Errorf("%w: mail piece of unknown kind %d", ErrCorrupt, kind)
		}
	}
	return pieces, nil
}

// putMailData stores the bytes of outgoing message id, each of pictures
// that data carries in base64 lines kept apart (see above). A message
// that carries none of them is stored whole.
func (tx *Tx) putMailData(id uint64, data []byte, pictures [][]byte) error {
	b, err := tx.bucket(bucketMailData)
	if err != nil {
		return err
	}
	pieces, pics := splitPictures(data, pictures, tx.pictureLines)
	if pieces == nil {
		if !isPieced(data) {
			return b.Put(u64(id), cloneBytes(data))
		}
		// Bytes no mail begins with, but kept as given all the same.
		pieces = []piece{{text: data}}
	}
	if len(pics) > 0 {
		if err := tx.usePictures(id, pics); err != nil {
			return err
		}
	}
	return b.Put(u64(id), encodePieces(pieces))
}

// usePictures stores each picture not yet stored and records that mail id
// uses it; pictures are taken in hash order.
func (tx *Tx) usePictures(id uint64, pics map[string][]byte) error {
	store, err := tx.bucket(bucketPictures)
	if err != nil {
		return err
	}
	uses, err := tx.bucket(bucketPictureUses)
	if err != nil {
		return err
	}
	for _, sum := range slices.Sorted(maps.Keys(pics)) {
		if store.Get([]byte(sum)) == nil {
			if err := store.Put([]byte(sum), cloneBytes(pics[sum])); err != nil {
				return fmt.Errorf("storage: picture of mail %d: %w", id, err)
			}
		}
		if err := uses.Put(append([]byte(sum), u64(id)...), []byte{}); err != nil {
			return fmt.Errorf("storage: picture of mail %d: %w", id, err)
		}
	}
	return nil
}

// mailData returns the bytes of outgoing message id as they were
// composed, nil if they are not kept.
func (tx *Tx) mailData(id uint64) ([]byte, error) {
	b, err := tx.bucket(bucketMailData)
	if err != nil {
		return nil, err
	}
	stored := b.Get(u64(id))
	if !isPieced(stored) {
		return cloneBytes(stored), nil
	}
	pieces, err := decodePieces(stored)
	if err != nil {
		return nil, fmt.Errorf("mail %d: %w", id, err)
	}
	store, err := tx.bucket(bucketPictures)
	if err != nil {
		return nil, err
	}
	size := 0
	for _, p := range pieces {
		if p.picture == nil {
			size += len(p.text)
			continue
		}
		raw := store.Get(p.picture)
		if raw == nil {
			return nil, fmt.Errorf("%w: mail %d refers to picture %x, which is not stored", ErrCorrupt, id, p.picture)
		}
		size += base64LinesLen(len(raw))
	}
	out := make([]byte, 0, size)
	for _, p := range pieces {
		if p.picture == nil {
			out = append(out, p.text...)
			continue
		}
		out = append(out, tx.pictureLines(string(p.picture), store.Get(p.picture))...)
	}
	return out, nil
}

// dropMailData deletes the bytes of outgoing message id, and each picture
// no other mail uses.
func (tx *Tx) dropMailData(id uint64) error {
	b, err := tx.bucket(bucketMailData)
	if err != nil {
		return err
	}
	stored := b.Get(u64(id))
	if isPieced(stored) {
		pieces, err := decodePieces(stored)
		if err != nil {
			return fmt.Errorf("mail %d: %w", id, err)
		}
		for _, p := range pieces {
			if p.picture != nil {
				if err := tx.releasePicture(p.picture, id); err != nil {
					return err
				}
			}
		}
	}
	if err := b.Delete(u64(id)); err != nil {
		return fmt.Errorf("storage: mail %d: %w", id, err)
	}
	return nil
}

// releasePicture forgets that mail id uses picture sum, and deletes the
// picture when no mail uses it any more.
func (tx *Tx) releasePicture(sum []byte, id uint64) error {
	uses, err := tx.bucket(bucketPictureUses)
	if err != nil {
		return err
	}
	key := append(append([]byte(nil), sum...), u64(id)...)
	if err := uses.Delete(key); err != nil {
		return fmt.Errorf("storage: picture of mail %d: %w", id, err)
	}
	if k, _ := uses.Cursor().Seek(sum); k != nil && bytes.HasPrefix(k, sum) {
		return nil
	}
	store, err := tx.bucket(bucketPictures)
	if err != nil {
		return err
	}
	if err := store.Delete(sum); err != nil {
		return fmt.Errorf("storage: picture of mail %d: %w", id, err)
	}
	return nil
}
