package command

import (
	"strings"

	"adjutant/judge/account"
	"adjutant/templates/i18n"
)

// setPictures stores whether the person wants the pictures of reports
// (SET PICTURES ON|OFF). Like the language it holds for every game and
// needs no SIGNON; a master signed on to a game sets the game's pictures
// instead (master_set.go).
func (s *session) setPictures(args []string) (string, *i18n.Text) {
	if len(args) != 1 {
		return "", msg("pictures.usage")
	}
	var off bool
	switch strings.ToUpper(args[0]) {
	case "ON", "開", "开":
	case "OFF", "關", "关":
		off = true
	default:
		return "", msg("pictures.usage")
	}
	a, err := account.Load(s.tx, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	a.NoPictures = off
	if err := account.Save(s.tx, s.sender, a); err != nil {
		return "", s.fail(err)
	}
	switch {
	case off:
		return s.tr("pictures.off"), nil
	case s.tree.Clerk != nil && s.tree.Clerk.NoPictures:
		// The operator's switch ([judge] pictures = false) outranks the
		// player's: say so rather than promise a picture.
		return s.tr("pictures.judge-off"), nil
	}
	return s.tr("pictures.on"), nil
}
