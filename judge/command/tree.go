// Package command reads a player's mail line by line and carries it out:
// the session of one mail, the command tree (each command with its name,
// aliases, usage, summary and handler, HELP generated from the tree), and
// the handlers, grouped by concern: accounts (SET, CONFIRM, RESIGN), games
// (CREATE, SIGNON, LEAVE, OBSERVE, LIST), orders, press, information
// (HELP, GET, HISTORY, SUMMARY) and the master's commands.
//
// What a command does to a game goes through package play; what it mails
// goes through the outbox; its words come from the catalogue in templates.
// It knows nothing of how mail arrives or of the judge's event loop.
package command

import (
	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
)

// Options are what the command tree needs from the judge.
type Options struct {
	Name, Address, Version string // the judge's, for VERSION and for refusing its own address
	Engines                play.Engines
	Clerk                  *play.Clerk
	Out                    *outbox.Outbox
	// Seed draws a new game's secret seed; nil means crypto/rand.
	Seed func() [games.SeedSize]byte
	// InvitesPerMail is how many OBSERVE and REPLACE lines of one mail may
	// ask an address to confirm; ConfirmationsPerDay how many such requests
	// one address is sent in 24 hours (confirm.go). Zero: the defaults.
	InvitesPerMail, ConfirmationsPerDay int
	// GamesPerDay is how many games one address may create in 24 hours;
	// 0 means DefaultGamesPerDay. UnlimitedCreators, lower-case, are the
	// addresses it does not bind (the operator's, say).
	GamesPerDay       int
	UnlimitedCreators []string
	// ConfirmJoins: a SIGNON ?game from an address that has never
	// confirmed anything only holds a place until the address confirms
	// (game_join.go); off, every join seats its sender at once.
	ConfirmJoins bool
}

// Tree is the command language: built once per judge, it reads mail.
type Tree struct {
	Options
	commands []*command
}

// New builds the command tree.
func New(opts Options) *Tree {
	tree := &Tree{Options: opts}
	tree.commands = tree.commandTable()
	return tree
}
