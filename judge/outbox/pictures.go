package outbox

import (
	"fmt"
	"sort"
	"time"

	"adjutant/games/kit/picture"
	"adjutant/judge/account"
	"adjutant/mailio/outgoing"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// PictureName is the file name of the picture in a report.
const PictureName = "map.png"

// EachPictured is Each for reports that may carry a picture: render also
// returns the reader's drawing (nil for none), which goes after the text
// as a PNG unless the reader turned pictures off (SET PICTURES OFF). Equal
// drawings are rendered once a call, so seven readers of one Diplomacy
// map cost one PNG. A drawing that cannot be rendered (too large) is left
// out and the mail goes as text; the error is not the reader's.
func (o *Outbox) EachPictured(tx *storage.Tx, to []string, game string, gameLang i18n.Lang, kind Kind,
	render func(addr string, lang i18n.Lang, loc *time.Location) (subject, body string, pic *picture.Drawing)) error {
	sorted := append([]string(nil), to...)
	sort.Strings(sorted)
	made := map[string][]byte{}
	for _, addr := range sorted {
		a, _ := account.Load(tx, addr) // an unreadable account reads as a stranger's
		lang, loc := a.ReadsIn(gameLang, o.opts.Location)
		subject, body, pic := render(addr, lang, loc)
		var inline []outgoing.Inline
		if pic != nil && !a.NoPictures {
			if png := o.png(pic, made); png != nil {
				inline = []outgoing.Inline{{Name: PictureName, Type: "image/png", Data: png}}
			}
		}
		if err := o.notice(tx, addr, game, kind, subject, body, inline); err != nil {
			return err
		}
	}
	return nil
}

// answerInline is the picture of an answer to addr: none when there is
// no drawing, the reader turned pictures off, or it cannot be rendered.
func (o *Outbox) answerInline(tx *storage.Tx, addr string, pic *picture.Drawing) []outgoing.Inline {
	if pic == nil {
		return nil
	}
	if a, _ := account.Load(tx, addr); a.NoPictures { // an unreadable account reads as a stranger's
		return nil
	}
	png := o.png(pic, map[string][]byte{})
	if png == nil {
		return nil
	}
	return []outgoing.Inline{{Name: PictureName, Type: "image/png", Data: png}}
}

// png renders d, once per digest in made; nil when it cannot be drawn.
func (o *Outbox) png(d *picture.Drawing, made map[string][]byte) []byte {
	key := d.Digest()
	if data, ok := made[key]; ok {
		return data
	}
	if o.painter == nil {
		r, err := picture.NewRendererWith(o.opts.HanFont)
		if err != nil {
			return nil
		}
		o.painter = r
	}
	data, err := o.painter.PNG(d)
	if err != nil {
		data = nil
	}
	made[key] = data
	return data
}

// notice is Notice with pictures.
func (o *Outbox) notice(tx *storage.Tx, to, game string, kind Kind, subject, body string, inline []outgoing.Inline) error {
	body = signed(body, o.opts)
	return o.queue(tx, entry{to: to, subject: subject, body: body, kind: kind, game: game,
		idPart: fmt.Sprintf("%s.%s", kind, game), inline: inline})
}

// signed ends a report's text with the judge's signature.
func signed(body string, opts Options) string {
	return trimEnd(body) + "\n\n-- \n" + opts.Name + " " + opts.Version + " <" + opts.Address + ">\n"
}
