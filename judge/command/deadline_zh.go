package command

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"adjutant/judge/play"
	"adjutant/templates/i18n"
)

// chineseDate reads a deadline's date and time written as Chinese readers
// write them, into ParseDeadline's words ("2026-12-06", "20:00" and the
// zone if one follows): as the judge's own Chinese mail prints a date
// (2026年12月6日 20:00, 2026年12月6日（週日）20:00), without the year
// (12月6日20:00: the next such day, this year or, once it has gone by,
// next year), by a day counted from today (今天, 明天, 後天, 大後天; 今晚,
// 明晚) or by its day of the week (週五, 下週一, 本週日), and the hour as said aloud (晚上8點, 下午3點半, 8點15分, 20時).
// "Today" is now's date where the deadline is set: in the zone written
// after it, else in loc, the master's own. Words it cannot read come back
// as they are, for ParseDeadline to read or refuse.
func chineseDate(words []string, now time.Time, loc *time.Location) []string {
	body, zone := words, ""
	if n := len(words); n >= 2 && zoneWord(words[n-1]) {
		body, zone = words[:n-1], words[n-1]
		if l, err := time.LoadLocation(play.ZoneNamed(zone)); err == nil {
			loc = l
		}
	}
	when, ok := readChineseWhen(i18n.Narrow(strings.Join(body, "")), now.In(loc))
	if !ok {
		return words
	}
	out := []string{when.Format("2006-01-02"), when.Format("15:04")}
	if zone != "" {
		out = append(out, zone)
	}
	return out
}

// zoneWord reports whether a word can be a time zone's name (UTC,
// Asia/Taipei) rather than part of a date or time.
func zoneWord(w string) bool {
	if play.ZoneNamed(w) != w {
		return true // 台北
	}
	if !isASCII(w) || strings.ContainsAny(w, ":-") {
		return false
	}
	return strings.ContainsFunc(w, func(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' })
}

// chineseWhen is a date and time as a Chinese reader writes one: the date
// (year optional) or a day counted from today, an optional day of the
// week, an optional part of the day, then the hour.
var chineseWhen = regexp.MustCompile(`^(?:(?:(\d{4})年)?(\d{1,2})月(\d{1,2})[日號号]|(今天|今日|今晚|明天|明日|明晚|後天|后天|大後天|大后天|(?:下個|下个|下|這個|这个|這|这|本)?(?:週|周|星期|禮拜|礼拜)[一二三四五六日天]))` +
	`(?:[(（][^)）]*[)）]|(?:週|周|星期|禮拜|礼拜)[一二三四五六日天])?` +
	`(凌晨|清晨|早上|早晨|上午|中午|下午|傍晚|晚上|夜裡|夜里|夜間|夜间|半夜|午夜)?` +
	`(?:(\d{1,2}):(\d{2})|(\d{1,2}|[零〇一二兩两三四五六七八九十]{1,3})[點点時时](?:(\d{1,2}|[零〇一二三四五六七八九十]{1,3})分|(半)|整|鐘|钟)?)$`)

// daysFrom are the days counted from today, by their words.
var daysFrom = map[string]int{"今天": 0, "今日": 0, "今晚": 0, "明天": 1, "明日": 1, "明晚": 1,
	"後天": 2, "后天": 2, "大後天": 3, "大后天": 3}

// readChineseWhen reads s by chineseWhen; today is now's date, in now's
// zone. The result is a wall-clock time: its zone means nothing.
func readChineseWhen(s string, now time.Time) (time.Time, bool) {
	// Noon and midnight are said without their hour (後天中午, 明天午夜).
	for _, w := range []string{"中午", "午夜", "半夜"} {
		if strings.HasSuffix(s, w) {
			s += "12點"
		}
	}
	m := chineseWhen.FindStringSubmatch(s)
	if m == nil {
		return time.Time{}, false
	}
	date, ok := whenDate(m[1], m[2], m[3], m[4], now)
	if !ok {
		return time.Time{}, false
	}
	period := m[5]
	if strings.HasSuffix(m[4], "晚") {
		period = "晚上"
	}
	var hour, minute int
	switch {
	case m[6] != "":
		hour, _ = strconv.Atoi(m[6])
		minute, _ = strconv.Atoi(m[7])
	default:
		hour, ok = play.ChineseNumber(m[8])
		if !ok {
			return time.Time{}, false
		}
		if m[9] != "" {
			if minute, ok = play.ChineseNumber(m[9]); !ok {
				return time.Time{}, false
			}
		}
		if m[10] != "" {
			minute = 30
		}
	}
	hour, nextDay, ok := clockHour(period, hour)
	if !ok || minute > 59 {
		return time.Time{}, false
	}
	return date.AddDate(0, 0, nextDay).Add(time.Duration(hour)*time.Hour + time.Duration(minute)*time.Minute), true
}

// whenDate is the day a date names: year, month and day as written (the
// year may be missing), or a day counted from today.
func whenDate(year, month, day, relative string, now time.Time) (time.Time, bool) {
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	if n, ok := daysFrom[relative]; ok {
		return today.AddDate(0, 0, n), true
	}
	if relative != "" {
		return weekdayDate(relative, today), true
	}
	mo, _ := strconv.Atoi(month)
	d, _ := strconv.Atoi(day)
	y := now.Year()
	if year != "" {
		y, _ = strconv.Atoi(year)
	} else if mo < int(now.Month()) || mo == int(now.Month()) && d < now.Day() {
		y++ // a day gone by this year is next year's
	}
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || t.Month() != time.Month(mo) || t.Day() != d {
		return time.Time{}, false // 2月30日
	}
	return t, true
}

// weekdayDate is the day a day of the week names, from today: 週五 the
// nearest Friday, today included; 這週五 (本週五) the Friday of this week
// and 下週五 that of next week, a week starting on Monday as Chinese
// calendars print it.
func weekdayDate(w string, today time.Time) time.Time {
	rs := []rune(w)
	day := map[rune]time.Weekday{'一': time.Monday, '二': time.Tuesday, '三': time.Wednesday, '四': time.Thursday,
		'五': time.Friday, '六': time.Saturday, '日': time.Sunday, '天': time.Sunday}[rs[len(rs)-1]]
	fromMonday := func(d time.Weekday) int { return (int(d) + 6) % 7 }
	monday := today.AddDate(0, 0, -fromMonday(today.Weekday()))
	switch {
	case strings.HasPrefix(w, "下"):
		return monday.AddDate(0, 0, 7+fromMonday(day))
	case strings.HasPrefix(w, "這"), strings.HasPrefix(w, "这"), strings.HasPrefix(w, "本"):
		return monday.AddDate(0, 0, fromMonday(day))
	}
	return today.AddDate(0, 0, (int(day)-int(today.Weekday())+7)%7)
}

// clockHour is the hour of a 24-hour clock that an hour said with a part
// of the day stands for (晚上8點 is 20:00), and whether it falls on the
// next day (晚上12點 is the midnight that ends the day).
func clockHour(period string, h int) (hour, nextDay int, ok bool) {
	if h > 23 {
		return 0, 0, false
	}
	switch period {
	case "下午", "傍晚", "晚上", "夜裡", "夜里", "夜間", "夜间":
		if h == 12 && period != "下午" {
			return 0, 1, true
		}
		if h >= 1 && h <= 11 {
			h += 12
		}
	case "中午":
		if h >= 1 && h <= 3 {
			h += 12
		}
	case "半夜", "午夜":
		if h == 12 {
			return 0, 1, true
		}
	case "凌晨", "清晨", "早上", "早晨", "上午":
		if h == 12 {
			h = 0
		}
	}
	return h, 0, true
}
