package play

import (
	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// PositionPicture is the picture of game's position as v sees it, for a
// start or position mail or a reply that shows the position (SUMMARY):
// nil when the operator turned pictures off for the whole judge, the
// game's master for the game, or the engine draws none (games.Pictured). Nothing is drawn then, not only not sent.
func (c *Clerk) PositionPicture(g *Record, game games.Game, v games.Viewer, lang i18n.Lang) *picture.Drawing {
	if c == nil || c.NoPictures || g.Settings.NoPictures {
		return nil
	}
	if p, ok := game.(games.Pictured); ok {
		return p.Picture(v, lang)
	}
	return nil
}

// resultPicture is the picture of a results mail: the engine's own
// drawing of the result when it has one (games.ResultPictured), else the
// position after the phase.
func (c *Clerk) resultPicture(g *Record, result []byte, next games.Game, v games.Viewer, lang i18n.Lang) *picture.Drawing {
	if c.NoPictures || g.Settings.NoPictures {
		return nil
	}
	if rp, ok := g.Rules().(games.ResultPictured); ok {
		if d, err := rp.PictureResult(result, v, lang); err == nil {
			return d
		}
		return nil
	}
	return c.PositionPicture(g, next, v, lang)
}
