package judge

import (
	"fmt"
	"time"

	"adjutant/games"
	"adjutant/storage"
)

// when formats a time for an English reader, with the zone's name.
func when(t time.Time, loc *time.Location) string {
	return t.In(loc).Format("Mon 2 Jan 2006 15:04 MST")
}

// whenIn formats a time for a reader of lang: "Tue 24 Nov 2026 12:00 UTC",
// "2026年11月24日(週二)12:00 UTC", "2026年11月24日(周二)12:00 UTC".
func whenIn(t time.Time, loc *time.Location, lang games.Lang) string {
	t = t.In(loc)
	day := []string{"日", "一", "二", "三", "四", "五", "六"}[t.Weekday()]
	switch lang {
	case games.TraditionalChinese:
		return fmt.Sprintf("%d年%d月%d日(週%s)%s", t.Year(), t.Month(), t.Day(), day, t.Format("15:04 MST"))
	case games.SimplifiedChinese:
		return fmt.Sprintf("%d年%d月%d日(周%s)%s", t.Year(), t.Month(), t.Day(), day, t.Format("15:04 MST"))
	}
	return when(t, loc)
}

// readerOf returns the language and time zone mail to addr is written in:
// the person's own choice, else the game's language, else the judge's.
func (j *Judge) readerOf(tx *storage.Tx, addr string, g *gameRecord) (games.Lang, *time.Location) {
	var gameLang games.Lang
	if g != nil {
		gameLang = g.Settings.Lang
	}
	return j.out.Reader(tx, addr, gameLang)
}

// whenText is a time in every language, for a text whose translations
// each write it their own way.
func whenText(t time.Time, loc *time.Location) games.Text {
	return games.Text{EN: when(t, loc), Hant: whenIn(t, loc, games.TraditionalChinese), Hans: whenIn(t, loc, games.SimplifiedChinese)}
}
