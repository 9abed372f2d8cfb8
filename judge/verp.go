package judge

import (
	"adjutant/mailio/mailaddr"
	"bytes"
	"net/mail"
	"strconv"
	"strings"

	"adjutant/storage"
)

// verpTag marks an envelope sender that carries an outbox ID.
const verpTag = "+bounce-"

// VERPAddress is the envelope sender for outbox mail id from address:
// "judge@example.org" and 17 give "judge+bounce-17@example.org". A bounce
// comes back to it, and the ID names the mail, so its recipient, even when
// the bounce quotes nothing of the original.
func VERPAddress(from string, id uint64) string {
	local, domain, ok := strings.Cut(from, "@")
	if !ok {
		return from
	}
	return local + verpTag + strconv.FormatUint(id, 10) + "@" + domain
}

// verpRecipient finds the VERP address a bounce was delivered to (in the
// headers mailbox providers add: Delivered-To, X-Original-To, To) and
// returns the recipient of the sent mail it names.
func verpRecipient(tx *storage.Tx, raw []byte, self string) (string, bool, error) {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return "", false, nil
	}
	local, domain, _ := strings.Cut(mailaddr.Key(self), "@")
	for _, field := range []string{"Delivered-To", "X-Original-To", "Envelope-To", "To"} {
		for _, v := range m.Header[field] {
			addrs, err := mail.ParseAddressList(v)
			if err != nil {
				addrs = []*mail.Address{{Address: strings.Trim(strings.TrimSpace(v), "<>")}}
			}
			for _, a := range addrs {
				l, d, _ := strings.Cut(mailaddr.Key(a.Address), "@")
				rest, ok := strings.CutPrefix(l, local+verpTag)
				if !ok || d != domain {
					continue
				}
				id, err := strconv.ParseUint(rest, 10, 64)
				if err != nil {
					continue
				}
				o, ok, err := tx.SentByID(id)
				if err != nil || ok {
					return o.To, ok, err
				}
			}
		}
	}
	return "", false, nil
}
