package judge

import (
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
	addr := strings.ToLower(l.Original.Address)
	if addr == strings.ToLower(j.opts.Address) {
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
		g, ok, err := play.Load(tx, j.engines, n)
		if err != nil {
			return false, err
		}
		if ok && !g.Ended() && (strings.EqualFold(g.Master, addr) || g.PlayerByAddr(addr) != nil) {
			return true, nil
		}
	}
	return false, nil
}
