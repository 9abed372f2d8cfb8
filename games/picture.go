package games

import (
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// Pictured is a Game that can also draw the position as a picture, which
// the judge sends beside the text in start, results and position mails.
// It is optional: a game without it sends text alone.
//
// Picture must draw exactly what View shows the same reader, from the same
// per-reader data, and nothing more: the picture is a second rendering of
// the view, never of the whole state. Labels are in lang, with their codes
// for a renderer whose fonts lack the letters (Drawing.TextOr). nil means no picture for
// this position.
type Pictured interface {
	Picture(v Viewer, lang i18n.Lang) *picture.Drawing
}

// ResultPictured is an Engine that draws a stored phase result as a
// picture of its own (Diplomacy: the orders as arrows over the position
// after them). The judge uses it for results mails; an engine without it
// has the picture of the position after the phase (Pictured) sent
// instead. Like Report, it draws only what v may read.
type ResultPictured interface {
	PictureResult(result []byte, v Viewer, lang i18n.Lang) (*picture.Drawing, error)
}
