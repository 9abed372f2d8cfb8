package command

import (
	"time"

	"adjutant/judge/play"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// readerOf returns the language and time zone mail to addr is written in:
// the person's own choice, else the game's language, else the judge's.
func (tree *Tree) readerOf(tx *storage.Tx, addr string, g *play.Record) (i18n.Lang, *time.Location) {
	var gameLang i18n.Lang
	if g != nil {
		gameLang = g.Settings.Lang
	}
	return tree.Out.Reader(tx, addr, gameLang)
}
