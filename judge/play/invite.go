package play

import (
	"crypto/subtle"
	"time"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/templates/i18n"
)

// Invite is game mail offered to an address that has not asked for it in
// a way the judge can trust: an OBSERVE (its From may be forged) or a
// master's REPLACE. Nothing of the game is mailed to the address until it
// sends back the code (CONFIRM <game> <code>, command/confirm.go).
type Invite struct {
	Addr  string     `json:"addr"`
	Code  string     `json:"code"`
	What  string     `json:"what"`           // InviteObserve, InviteReplace or InviteJoin
	Seat  games.Seat `json:"seat,omitempty"` // REPLACE: the seat offered (its group goes with it)
	By    string     `json:"by"`             // the address that asked
	Since time.Time  `json:"since"`
	// A join (SIGNON ?game) from an address the judge has never heard back
	// from waits here for the confirmation, with the password hash and
	// power preferences it was sent with; it reserves no place.
	PW    *account.Hash `json:"pw,omitempty"`
	Prefs []games.Seat  `json:"prefs,omitempty"`
	// Lang is the language the join was written in: a reply to the
	// request, its text only quoted, says too little to tell Traditional
	// from Simplified, so the join keeps the language of the SIGNON.
	Lang i18n.Lang `json:"lang,omitempty"`
}

// What an invitation offers.
const (
	InviteObserve = "observe"
	InviteReplace = "replace"
	InviteJoin    = "join"
)

// PendingJoins is how many joins of a forming game wait to be confirmed.
func (g *Record) PendingJoins() int {
	n := 0
	for _, inv := range g.Invites {
		if inv.What == InviteJoin {
			n++
		}
	}
	return n
}

// DropOldestJoins drops the oldest waiting joins until at most keep are
// left. Invites are kept in the order they were made.
func (g *Record) DropOldestJoins(keep int) {
	extra := g.PendingJoins() - keep
	g.DropInvites(func(i *Invite) bool {
		if extra > 0 && i.What == InviteJoin {
			extra--
			return true
		}
		return false
	})
}

// InviteByCode returns the invitation with code, or nil.
func (g *Record) InviteByCode(code string) *Invite {
	for _, inv := range g.Invites {
		if subtle.ConstantTimeCompare([]byte(inv.Code), []byte(code)) == 1 {
			return inv
		}
	}
	return nil
}

// PendingInvite returns the invitation of addr for what (and, for REPLACE,
// seat), or nil.
func (g *Record) PendingInvite(addr, what string, seat games.Seat) *Invite {
	for _, inv := range g.Invites {
		if inv.Addr == addr && inv.What == what && inv.Seat == seat {
			return inv
		}
	}
	return nil
}

// DropInvites removes the invitations drop picks.
func (g *Record) DropInvites(drop func(*Invite) bool) {
	kept := g.Invites[:0]
	for _, inv := range g.Invites {
		if !drop(inv) {
			kept = append(kept, inv)
		}
	}
	g.Invites = kept
	if len(g.Invites) == 0 {
		g.Invites = nil
	}
}
