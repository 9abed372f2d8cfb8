package templates

import (
	"fmt"
	"time"

	"adjutant/templates/i18n"
)

// When writes a time for an English reader, with its zone: "Tue 24 Nov
// 2026 12:00 UTC", "Tue 24 Nov 2026 20:00 UTC+8".
func When(t time.Time, loc *time.Location) string {
	t = t.In(loc)
	return t.Format("Mon 2 Jan 2006 15:04 ") + Zone(t)
}

// Zone names t's zone by its offset from UTC ("UTC", "UTC+8",
// "UTC-3:30"), never by its abbreviation: CST is US Central, China and
// Taiwan alike, and a reader abroad cannot tell which.
func Zone(t time.Time) string {
	_, off := t.Zone()
	if off == 0 {
		return "UTC"
	}
	sign := "+"
	if off < 0 {
		sign, off = "-", -off
	}
	h, m := off/3600, off%3600/60
	if m == 0 {
		return fmt.Sprintf("UTC%s%d", sign, h)
	}
	return fmt.Sprintf("UTC%s%d:%02d", sign, h, m)
}

// WhenIn writes a time for a table column, in a reader's language: When's
// "Mon 2 Jan 2006 15:04 UTC+8" in English, "2006-01-02 15:04 UTC+8" in
// Chinese (no English day or month names, and narrow enough for a column).
func WhenIn(t time.Time, loc *time.Location, lang i18n.Lang) string {
	if lang == i18n.English {
		return When(t, loc)
	}
	t = t.In(loc)
	return t.Format("2006-01-02 15:04 ") + Zone(t)
}

// Date writes a time for a reader of lang: "Tue 24 Nov 2026 12:00 UTC",
// "2026年11月24日（週二）12:00 UTC", "2026年11月24日（周二）12:00 UTC".
func Date(t time.Time, loc *time.Location, lang i18n.Lang) string {
	t = t.In(loc)
	var week string
	switch lang {
	case i18n.TraditionalChinese:
		week = "週"
	case i18n.SimplifiedChinese:
		week = "周"
	default:
		return When(t, loc)
	}
	day := [...]string{"日", "一", "二", "三", "四", "五", "六"}[t.Weekday()]
	return fmt.Sprintf("%d年%d月%d日（%s%s）%s", t.Year(), t.Month(), t.Day(), week, day, t.Format("15:04 ")+Zone(t))
}

// DateText is a time in every language, for a text whose translations each
// write it their own way.
func DateText(t time.Time, loc *time.Location) i18n.Text {
	return i18n.Text{EN: When(t, loc), Hant: Date(t, loc, i18n.TraditionalChinese), Hans: Date(t, loc, i18n.SimplifiedChinese)}
}
