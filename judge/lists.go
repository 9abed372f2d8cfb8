package judge

import (
	"adjutant/mailio/mailaddr"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"adjutant/judge/play"
	"adjutant/mailio/incoming"
	"adjutant/storage"
)

// listMail reads a list's copy as its writer's mail (see fromList), or
// closes it unanswered and returns nil.
func (j *Judge) listMail(tx *storage.Tx, in uint64, msg *incoming.Message, now time.Time) (*incoming.Message, error) {
	relayed, outcome, err := j.fromList(tx, msg)
	if err != nil {
		return nil, err
	}
	if relayed == nil {
		j.log.Info("mailing list mail not answered", "inbound", in, "why", outcome)
		return nil, tx.FinishInbound(in, outcome, now)
	}
	j.log.Info("mailing list mail read as its writer's", "inbound", in, "list", msg.List.ID, "writer", relayed.From.Address)
	return relayed, nil
}

// fromList decides what becomes of a mail a mailing list relayed. The
// list itself is never answered. When the list names who wrote the mail
// (incoming.List.Original) and that address is known to the judge, the
// mail is read as theirs: it returns a copy of msg from that address, so
// that every command, the reply budget and the answer go to the writer
// alone. Orders in it count only after a correct SIGNON, as in any mail,
// so a forged list copy can do no more than forged direct mail. Otherwise
// it returns nil and the outcome to record.
func (j *Judge) fromList(tx *storage.Tx, msg *incoming.Message) (*incoming.Message, string, error) {
	l := msg.List
	if l.Original == nil {
		return nil, "list mail (" + l.ID + "): the writer is not named", nil
	}
	addr := mailaddr.Key(l.Original.Address)
	if addr == j.opts.Address {
		return nil, "list mail (" + l.ID + "): names the judge itself", nil
	}
	known, err := j.knownAddress(tx, addr)
	if err != nil || !known {
		return nil, "list mail (" + l.ID + ") from " + addr + ", not a known player", err
	}
	relayed := *msg
	relayed.From = *l.Original
	relayed.From.Address = addr
	relayed.ReplyTo = nil
	relayed.Robot = ""
	return &relayed, "", nil
}

// knownAddress reports whether addr has an account with the judge or
// plays or referees a game that has not ended.
func (j *Judge) knownAddress(tx *storage.Tx, addr string) (bool, error) {
	if _, ok, err := tx.Account(addr); err != nil || ok {
		return ok, err
	}
	names, err := tx.GameNames()
	if err != nil {
		return false, err
	}
	for _, n := range names {
		// Most games do not name the address at all: look before
		// decoding the game. Only the local part is looked for: a
		// record written before addresses had one form may hold the
		// domain as xn--… (play.Load puts it in the key form).
		data, ok, err := tx.Game(n)
		if err != nil {
			return false, err
		}
		local, _, _ := strings.Cut(addr, "@")
		if !ok || !bytes.Contains(bytes.ToLower(data), []byte(local)) {
			continue
		}
		g, ok, err := play.Load(tx, j.engines, n)
		if err != nil {
			return false, err
		}
		if ok && !g.Ended() && (mailaddr.Same(g.Master, addr) || g.PlayerByAddr(addr) != nil) {
			return true, nil
		}
	}
	return false, nil
}

// A mail sent to a list the judge reads and to the judge as well arrives
// twice: directly and as the list's copy. The first copy carried out
// leaves a mark, keyed by the writer, the Message-ID (which lists keep)
// and the text as read (without the list's footer); the second copy finds
// it and is closed unanswered, so nothing is done twice (press would go
// out twice). Only mail that can have a twin is marked: list copies, and
// direct mail addressed to someone besides the judge. The text is in the
// key so that nobody can shut out a player's mail by sending another under
// its Message-ID first.

// twinKey is the mark's name, or "" for mail without a Message-ID.
func twinKey(msg *incoming.Message) string {
	if msg.MessageID == "" {
		return ""
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s", msg.MessageID, mailaddr.Key(msg.From.Address), msg.Text)
	return "twin " + hex.EncodeToString(h.Sum(nil))
}

// mayHaveTwin reports whether msg may reach the judge a second time.
func (j *Judge) mayHaveTwin(msg *incoming.Message, raw []byte) bool {
	if msg.List != nil {
		return true
	}
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return false
	}
	for _, field := range []string{"To", "Cc"} {
		list, _ := m.Header.AddressList(field)
		for _, a := range list {
			if !mailaddr.Same(a.Address, j.opts.Address) {
				return true
			}
		}
	}
	return false
}

// twinDone reports whether the other copy of msg was carried out already,
// and closes this one if so.
func (j *Judge) twinDone(tx *storage.Tx, in storage.Inbound, msg *incoming.Message, now time.Time) (bool, error) {
	key := twinKey(msg)
	if key == "" || !j.mayHaveTwin(msg, in.Raw) {
		return false, nil
	}
	if v, err := tx.Meta(key); err != nil || v == "" {
		return false, err
	}
	j.log.Info("second copy of a mail (directly and through a list) not read again", "inbound", in.ID, "from", msg.From.Address)
	return true, tx.FinishInbound(in.ID, "second copy of a mail already read (sent directly and through a list)", now)
}

// markTwin leaves the mark of a carried-out mail that may have a twin.
func (j *Judge) markTwin(tx *storage.Tx, in storage.Inbound, msg *incoming.Message) error {
	key := twinKey(msg)
	if key == "" || !j.mayHaveTwin(msg, in.Raw) {
		return nil
	}
	return tx.SetMeta(key, fmt.Sprintf("inbound %d", in.ID))
}
