package account

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"adjutant/storage"
	"adjutant/templates/i18n"
)

// Account holds what the judge knows about one address across games: the
// language and time zone its owner reads in.
type Account struct {
	Lang i18n.Lang `json:"lang,omitempty"`
	Zone string    `json:"zone,omitempty"`
	// LangAsked is set once the person, writing in Chinese with no
	// language chosen, was asked whether to keep it (judge/lang.go): the
	// question is asked once.
	LangAsked bool `json:"lang_asked,omitempty"`
	// LangGuessed is set when Lang was kept from the Chinese of a join
	// (command.keepWrittenLanguage), not chosen with SET LANGUAGE: the
	// first later mail whose characters tell Traditional from Simplified
	// settles the script (judge/lang.go), since a join of characters both
	// scripts share ("登入 ?east 密码") is read as Simplified.
	LangGuessed bool `json:"lang_guessed,omitempty"`
	// WrongPasswords are the times of this address's recent wrong sign-ons
	// in any game (guard.go).
	WrongPasswords []time.Time `json:"wrong_passwords,omitempty"`
	// Created are the times of the games this address created in the
	// last day (command.mayCreate).
	Created []time.Time `json:"created,omitempty"`
	// Unreachable is set when mail to the address bounced permanently too
	// often; mail from it clears the mark.
	Unreachable bool `json:"unreachable,omitempty"`
	// Confirmations are the times this address was sent a request to
	// confirm game mail (OBSERVE, REPLACE) in the last day; the judge sends
	// only so many (command/confirm.go).
	Confirmations []time.Time `json:"confirmations,omitempty"`
	// NoPictures: the person asked for mail without pictures (SET
	// PICTURES OFF), in every game.
	NoPictures bool `json:"no_pictures,omitempty"`
	// Confirmed is set once mail from this address has proved that it
	// reads the judge's mail: it confirmed a code (a join, OBSERVE,
	// REPLACE or SET ADDRESS), or joined a game at once. Only such an
	// address joins a game without first confirming (command/game_join.go).
	Confirmed bool `json:"confirmed,omitempty"`
}

// Load returns the account of addr; an address never seen has the zero
// account.
func Load(tx *storage.Tx, addr string) (Account, error) {
	data, ok, err := tx.Account(addr)
	if err != nil || !ok {
		return Account{}, err
	}
	var a Account
	if err := json.Unmarshal(data, &a); err != nil {
		return Account{}, fmt.Errorf("account %s: %w", addr, err)
	}
	return a, nil
}

// Save stores the account of addr.
func Save(tx *storage.Tx, addr string, a Account) error {
	data, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return tx.PutAccount(addr, data)
}

// Reader returns the language and time zone mail to addr is written in:
// the person's own choice, else gameLang (the game's language, or ""),
// else English; their own zone, else def.
func Reader(tx *storage.Tx, addr string, gameLang i18n.Lang, def *time.Location) (i18n.Lang, *time.Location) {
	a, _ := Load(tx, addr) // an unreadable account reads as a stranger's
	return a.ReadsIn(gameLang, def)
}

// ReadsIn is Reader for an account already loaded.
func (a Account) ReadsIn(gameLang i18n.Lang, def *time.Location) (i18n.Lang, *time.Location) {
	lang := a.Lang
	if lang == "" {
		lang = gameLang
	}
	if lang == "" {
		lang = i18n.English
	}
	loc := def
	if a.Zone != "" {
		if l, err := time.LoadLocation(a.Zone); err == nil {
			loc = l
		}
	}
	return lang, loc
}

// Mailbox is addr without its sub-address ("gm+1@example.org" is
// "gm@example.org"): limits that count per address count per mailbox, so
// that tags do not multiply them.
func Mailbox(addr string) string {
	local, domain, ok := strings.Cut(addr, "@")
	if !ok {
		return addr
	}
	if i := strings.IndexByte(local, '+'); i > 0 {
		local = local[:i]
	}
	return local + "@" + domain
}
