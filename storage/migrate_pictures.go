package storage

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"strings"
)

// migrateV3toV4 creates the buckets of pictures stored once and puts
// every mail still waiting or failed (either may yet be sent) in the
// pieced form, its pictures apart. Mail already sent stays whole: it is
// only read, and goes at retention.sent_mail; both forms are read. A mail
// whose pictures cannot be found as version 3 wrote them stays whole too.
// It uses the version 4 putMailData, which is right while 4 is the
// current schema; a version that changes the pieced form must freeze a
// copy of what this migration needs.
func migrateV3toV4(tx *Tx) error {
	for _, name := range schemaV4Buckets() {
		if _, err := tx.tx.CreateBucketIfNotExists([]byte(name)); err != nil {
			return fmt.Errorf("create bucket %q: %w", name, err)
		}
	}
	data, err := tx.bucket(bucketMailData)
	if err != nil {
		return err
	}
	for _, name := range []string{bucketOutbox, bucketFailed} {
		b, err := tx.bucket(name)
		if err != nil {
			return err
		}
		var ids []uint64
		if err := b.ForEach(func(k, _ []byte) error {
			id, err := readU64(k)
			ids = append(ids, id)
			return err
		}); err != nil {
			return err
		}
		for _, id := range ids {
			raw := data.Get(u64(id))
			if raw == nil || isPieced(raw) {
				continue
			}
			pictures := inlinePictures(raw)
			if len(pictures) == 0 {
				continue
			}
			if err := tx.putMailData(id, cloneBytes(raw), pictures); err != nil {
				return fmt.Errorf("mail %d: %w", id, err)
			}
		}
	}
	return nil
}

// inlinePictures returns the decoded bytes of every base64 image part of
// a multipart message (the pictures outgoing mail carries), none when raw
// is not such a message.
func inlinePictures(raw []byte) [][]byte {
	if !bytes.Contains(raw, []byte("image/")) {
		return nil
	}
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return nil
	}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || !strings.HasPrefix(mediaType, "multipart/") || params["boundary"] == "" {
		return nil
	}
	parts := multipart.NewReader(msg.Body, params["boundary"])
	var pictures [][]byte
	for {
		part, err := parts.NextRawPart()
		if err != nil {
			return pictures // io.EOF, or a part cut short: what was found so far
		}
		if !strings.HasPrefix(part.Header.Get("Content-Type"), "image/") ||
			!strings.EqualFold(part.Header.Get("Content-Transfer-Encoding"), "base64") {
			continue
		}
		body, err := io.ReadAll(base64.NewDecoder(base64.StdEncoding, part))
		if err == nil && len(body) > 0 {
			pictures = append(pictures, body)
		}
	}
}
