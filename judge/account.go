package judge

import (
	"encoding/json"
	"time"

	"adjutant/games"
	"adjutant/storage"
)

// account holds what the judge knows about a person across games: the
// language and time zone they read in.
type account struct {
	Lang games.Lang `json:"lang,omitempty"`
	Zone string     `json:"zone,omitempty"`
	// WrongPasswords are the times of this address's recent wrong sign-ons
	// in any game (guard.go).
	WrongPasswords []time.Time `json:"wrong_passwords,omitempty"`
	// Unreachable is set when mail to the address bounced permanently
	// HardBouncesUnreachable times; mail from it clears the mark.
	Unreachable bool `json:"unreachable,omitempty"`
}

func loadAccount(tx *storage.Tx, addr string) (account, error) {
	data, ok, err := tx.Account(addr)
	if err != nil || !ok {
		return account{}, err
	}
	var a account
	err = json.Unmarshal(data, &a)
	return a, err
}

func saveAccount(tx *storage.Tx, addr string, a account) error {
	data, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return tx.PutAccount(addr, data)
}

// readerOf returns the language and time zone mail to addr is written in:
// the person's own choice, else the game's language, else the judge's.
func (j *Judge) readerOf(tx *storage.Tx, addr string, g *gameRecord) (games.Lang, *time.Location) {
	a, _ := loadAccount(tx, addr)
	lang := a.Lang
	if lang == "" && g != nil {
		lang = g.Settings.Lang
	}
	if lang == "" {
		lang = games.English
	}
	loc := j.opts.Location
	if a.Zone != "" {
		if l, err := time.LoadLocation(a.Zone); err == nil {
			loc = l
		}
	}
	return lang, loc
}
