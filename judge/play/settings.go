package play

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Settings are a game's judge-side options: what the judge does around the
// engine (deadlines, press, missed orders). Engine options live apart, in
// the engine's own keys.
type Settings struct {
	Press string `json:"press"` // none, white, grey, broadcast
	// Times is how long each phase class of the engine gets, by the
	// class's key ("movement", "retreat", "stop" …).
	Times     map[string]time.Duration `json:"times"`
	Grace     time.Duration            `json:"grace"`                 // after the deadline, before the NMR policy applies
	Reminder  time.Duration            `json:"reminder"`              // before the deadline, remind seats without orders; 0 = never
	NMR       string                   `json:"nmr"`                   // disorder or abandon
	NMRLimit  int                      `json:"nmr_limit"`             // misses before disorder
	Lang      i18n.Lang                `json:"lang"`                  // default language of the game's mail
	TimeOfDay string                   `json:"time_of_day,omitempty"` // fixed processing time "HH:MM" in Zone, or ""
	Zone      string                   `json:"zone,omitempty"`        // time zone of TimeOfDay
	// NoPictures: the master turned the pictures of the game's mail off.
	NoPictures bool `json:"no_pictures,omitempty"`
}

// DefaultSettings are a new game's settings: the engine's own time for each
// of its phase classes.
func DefaultSettings(classes []games.PhaseClass) Settings {
	s := Settings{
		Press: "white", Times: map[string]time.Duration{}, Grace: 24 * time.Hour, Reminder: 12 * time.Hour,
		NMR: "disorder", NMRLimit: 2, Lang: i18n.English,
	}
	for _, c := range classes {
		s.Times[c.Key] = c.Default
	}
	return s
}

// SettingKeys lists every judge-side option, for error messages; the
// engine's options and phase classes are settings too.
func SettingKeys() []string {
	return []string{"press", "grace", "reminder", "nmr", "nmr_limit", "lang", "at", "zone", "pictures"}
}

// classKey finds the phase class a setting key names: its key, or the
// short forms players know from the classic judges ("adjust").
func classKey(key string, classes []games.PhaseClass) (string, bool) {
	if key == "build" || key == "builds" {
		// The classic judges' players call Diplomacy's adjustment phase
		// the builds.
		key = "adjustment"
	}
	for _, c := range classes {
		if c.Key == key || (len(key) >= 3 && strings.HasPrefix(c.Key, key)) {
			return c.Key, true
		}
	}
	return "", false
}

// Shown is a setting's value as the judge shows it to people, in every
// language: a duration as DurText writes it (36h, 36小時, however the
// master wrote it), any other value as the settings hold it. ok is false
// for a key that is no setting of s.
func (s Settings) Shown(key string) (value i18n.Text, ok bool) {
	switch key {
	case "grace":
		return DurText(s.Grace), true
	case "reminder":
		return DurText(s.Reminder), true
	case "press":
		return i18n.Plain(s.Press), true
	case "nmr":
		return i18n.Plain(s.NMR), true
	}
	if d, ok := s.Times[key]; ok {
		return DurText(d), true
	}
	return i18n.Text{}, false
}

// Set applies one key=value; it reports an error a player can act on.
// classes are the game's phase classes, whose times are settings too.
func (s *Settings) Set(key, value string, classes []games.PhaseClass) error {
	dur := func() (time.Duration, error) {
		d, err := ParseDuration(value)
		if errors.Is(err, ErrDurationTooLong) {
			return 0, refuse("setting.too-long", key, value, MaxDays(), MaxDays())
		}
		if err != nil {
			return 0, refuse("setting.duration", key, value)
		}
		return d, nil
	}
	switch key {
	case "press":
		switch value = strings.ToLower(value); value {
		case "none", "white", "grey", "broadcast":
			s.Press = value
		case "gray":
			s.Press = "grey"
		default:
			return refuse("setting.press", value)
		}
	case "grace", "reminder":
		d, err := dur()
		if err != nil {
			return err // a refused value leaves the setting as it was
		}
		if key == "grace" {
			s.Grace = d
		} else {
			s.Reminder = d
		}
	case "nmr":
		value = strings.ToLower(value)
		if value != "disorder" && value != "abandon" {
			return refuse("setting.nmr", value)
		}
		s.NMR = value
	case "nmr_limit":
		n, perr := strconv.Atoi(value)
		if perr != nil || n < 1 || n > 20 {
			return refuse("setting.nmr-limit", value)
		}
		s.NMRLimit = n
	case "lang", "language":
		l, perr := i18n.ParseLang(value)
		if perr != nil {
			return refuse("setting.lang", value)
		}
		s.Lang = l
	case "at":
		if strings.EqualFold(value, "none") || value == "" {
			s.TimeOfDay = ""
			return nil
		}
		if _, perr := time.Parse("15:04", value); perr != nil {
			return refuse("setting.at", value)
		}
		s.TimeOfDay = value
	case "pictures":
		switch strings.ToLower(value) {
		case "on":
			s.NoPictures = false
		case "off":
			s.NoPictures = true
		default:
			return refuse("setting.pictures", value)
		}
	case "zone":
		value = ZoneNamed(value)
		if _, perr := time.LoadLocation(value); perr != nil {
			return refuse("setting.zone", value)
		}
		s.Zone = value
	default:
		class, ok := classKey(key, classes)
		if !ok {
			return ErrUnknownSetting
		}
		d, derr := dur()
		if derr != nil {
			return derr
		}
		if d == 0 { // a phase with no time would be due the moment it began
			return refuse("setting.duration", key, value)
		}
		if s.Times == nil {
			s.Times = map[string]time.Duration{}
		}
		s.Times[class] = d
	}
	return nil
}

var ErrUnknownSetting = fmt.Errorf("unknown setting")

// CanonicalKey is the name a setting key stands for, as LIST shows it:
// "move" and "build" name the phase classes "movement" and "adjustment",
// "language" is "lang". A key that is no setting is returned as it is.
func CanonicalKey(key string, classes []games.PhaseClass) string {
	if key == "language" {
		return "lang"
	}
	for _, k := range SettingKeys() {
		if k == key {
			return key
		}
	}
	if class, ok := classKey(key, classes); ok {
		return class
	}
	return key
}

// MaxDuration is the longest duration a setting or EXTEND takes, however it
// is written (60d or 1440h).
const MaxDuration = 60 * 24 * time.Hour

// ErrDurationTooLong is ParseDuration's answer to a duration over
// MaxDuration: a duration, but more than the judge takes.
var ErrDurationTooLong = fmt.Errorf("longer than %d days", MaxDuration/(24*time.Hour))

// ParseDuration accepts Go durations and the day forms players use: 2d,
// 36h, 1d12h, 90m, written out ("2 days") or with Chinese units ("1天
// 12小時"), up to MaxDuration.
func ParseDuration(s string) (time.Duration, error) {
	words := strings.Fields(strings.ToLower(s))
	for i, w := range words {
		// Each word on its own: "1天 12小時" as "1d 12h".
		words[i] = ChineseUnits(w)
	}
	s = strings.Join(words, " ")
	if strings.ContainsAny(s, " \t") {
		// Written out: "2 days", "1 day 12 hours", "90 minutes". The
		// longer words come first, so "hours" is not read as "hour".
		units := strings.NewReplacer("minutes", "m", "minute", "m", "mins", "m", "min", "m",
			"hours", "h", "hour", "h", "hrs", "h", "hr", "h", "days", "d", "day", "d")
		s = strings.Join(strings.Fields(units.Replace(s)), "")
	}
	bad := fmt.Errorf("not a duration: write e.g. 2d, 36h, 1d12h or 90m")
	var days time.Duration
	if i := strings.IndexByte(s, 'd'); i > 0 {
		n, err := strconv.Atoi(s[:i])
		if err != nil || n < 0 {
			return 0, bad
		}
		if n > MaxDays() {
			return 0, ErrDurationTooLong
		}
		days = time.Duration(n) * 24 * time.Hour
		s = s[i+1:]
	}
	if s == "" {
		return days, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, bad
	}
	if days+d > MaxDuration {
		return 0, ErrDurationTooLong
	}
	return days + d, nil
}

// ChineseUnits is a duration written with Chinese units ("3天",
// "1天12小時", "90分鐘") in the judge's d, h and m ("3d", "1d12h", "90m").
// The number may be in Chinese numerals, as said aloud ("兩天", "十二小時"),
// with a half ("2天半", "半天", "1個半小時") or in weeks ("一週", "兩個星期");
// a word that is not such a duration comes back as it is.
func ChineseUnits(w string) string {
	d := chineseNumerals.ReplaceAllStringFunc(w, func(n string) string {
		if v, ok := ChineseNumber(n); ok {
			return strconv.Itoa(v)
		}
		return n
	})
	d = strings.NewReplacer("個", "", "个", "", "小時", "h", "小时", "h", "鐘頭", "h", "钟头", "h",
		"分鐘", "m", "分钟", "m", "星期", "w", "禮拜", "w", "礼拜", "w", "週", "w", "周", "w").Replace(d)
	d = strings.NewReplacer("天", "d", "日", "d", "時", "h", "时", "h", "分", "m").Replace(d)
	if m := halfOrWeeks.FindStringSubmatch(d); m != nil {
		n, _ := strconv.Atoi(m[1])
		switch {
		case m[3] == "w" && m[1] != "" && m[2] == "":
			d = strconv.Itoa(7*n) + "d"
		case m[3] == "w":
			return w
		case m[2] == "半" && m[1] == "" && m[3] == "d":
			d = "12h"
		case m[2] == "半" && m[1] == "" && m[3] == "h":
			d = "30m"
		case m[2] == "半" && m[3] == "d":
			d = m[1] + "d12h"
		case m[2] == "半" && m[3] == "h":
			d = m[1] + "h30m"
		}
	} else if m := trailingHalf.FindStringSubmatch(d); m != nil {
		d = m[1] + map[string]string{"d": "d12h", "h": "h30m"}[m[2]]
	}
	if d == w || strings.Trim(d, "0123456789dhm") != "" {
		return w
	}
	return d
}

// chineseNumerals is a run of Chinese numerals; halfOrWeeks a number of
// weeks (2w) or a half before its unit (半d, 1半h); trailingHalf a half
// after it (2d半, 1h半).
var (
	chineseNumerals = regexp.MustCompile(`[零〇一二兩两三四五六七八九十]+`)
	halfOrWeeks     = regexp.MustCompile(`^(\d*)(半?)([dhw])$`)
	trailingHalf    = regexp.MustCompile(`^(\d+)([dh])半$`)
)

// ChineseNumber reads a number from 0 to 99 in digits or in Chinese
// numerals, as said aloud: 八, 十二, 二十三, 兩.
func ChineseNumber(s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, n >= 0
	}
	digit := map[rune]int{'零': 0, '〇': 0, '一': 1, '二': 2, '兩': 2, '两': 2, '三': 3, '四': 4,
		'五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	rs := []rune(s)
	tens, units := 0, rs
	if i := slices.Index(rs, '十'); i >= 0 {
		if i > 1 {
			return 0, false
		}
		tens = 1
		if i == 1 {
			t, ok := digit[rs[0]]
			if !ok || t == 0 {
				return 0, false
			}
			tens = t
		}
		units = rs[i+1:]
	}
	if len(units) > 1 || (tens == 0 && len(units) == 0) {
		return 0, false
	}
	n := tens * 10
	if len(units) == 1 {
		d, ok := digit[units[0]]
		if !ok {
			return 0, false
		}
		n += d
	}
	return n, true
}

// MaxDays is MaxDuration in days, for the refusals that name it.
func MaxDays() int { return int(MaxDuration / (24 * time.Hour)) }

// fallbackPhaseTime serves a phase class the game's settings do not list
// (an engine that gained a class after the game was created).
const fallbackPhaseTime = 48 * time.Hour

// PhaseTime is how long a phase of class gets.
func (s Settings) PhaseTime(class string) time.Duration {
	if d, ok := s.Times[class]; ok {
		return d
	}
	return fallbackPhaseTime
}

// DeadlineFrom computes a phase's deadline: the phase's time from now, then
// moved to the next fixed processing time of day if one is set.
func (s Settings) DeadlineFrom(now time.Time, class string) time.Time {
	d := now.Add(s.PhaseTime(class))
	if s.TimeOfDay == "" {
		return d
	}
	loc := time.UTC
	if s.Zone != "" {
		if l, err := time.LoadLocation(s.Zone); err == nil {
			loc = l
		}
	}
	hm, _ := time.Parse("15:04", s.TimeOfDay)
	local := d.In(loc)
	at := time.Date(local.Year(), local.Month(), local.Day(), hm.Hour(), hm.Minute(), 0, 0, loc)
	if at.Before(d) {
		at = at.AddDate(0, 0, 1)
	}
	return at
}

// Describe lists the settings for LIST game, sorted by key, each duration
// as DurText writes it in lang: the one spelling SET's answer and the
// players' notice use too.
func (s Settings) Describe(lang i18n.Lang) []string {
	dur := func(d time.Duration) string { return DurText(d).In(lang) }
	out := []string{
		"press=" + s.Press, "grace=" + dur(s.Grace), "reminder=" + dur(s.Reminder),
		"nmr=" + s.NMR, "nmr_limit=" + strconv.Itoa(s.NMRLimit), "lang=" + string(s.Lang),
	}
	for class, d := range s.Times {
		out = append(out, class+"="+dur(d))
	}
	if s.TimeOfDay != "" {
		out = append(out, "at="+s.TimeOfDay, "zone="+orUTC(s.Zone))
	}
	if s.NoPictures {
		// Shown when it departs from the default, as at and zone are.
		out = append(out, "pictures=off")
	}
	sort.Strings(out)
	return out
}

func orUTC(z string) string {
	if z == "" {
		return "UTC"
	}
	return z
}

// FmtDur writes a duration the way players write one (2d, 36h, 1d12h,
// 2d11h59m): days, hours and minutes, never Go's "59h59m0s". What it
// writes, parseDuration reads back.
func FmtDur(d time.Duration) string {
	if d == 0 {
		return "0"
	}
	if d < time.Minute {
		return d.String()
	}
	if d%(24*time.Hour) != 0 && d < 48*time.Hour && d%time.Hour == 0 {
		return strconv.Itoa(int(d/time.Hour)) + "h" // 36h reads better than 1d12h
	}
	var b strings.Builder
	if days := d / (24 * time.Hour); days > 0 {
		b.WriteString(strconv.Itoa(int(days)) + "d")
		d -= days * 24 * time.Hour
	}
	if h := d / time.Hour; h > 0 {
		b.WriteString(strconv.Itoa(int(h)) + "h")
		d -= h * time.Hour
	}
	if m := d / time.Minute; m > 0 {
		b.WriteString(strconv.Itoa(int(m)) + "m")
	}
	return b.String()
}

// DurText is a duration in prose, as each reader says it: FmtDur's
// "1d12h" in English, "1天12小時" in Chinese, whose readers do not write
// d, h and m.
func DurText(d time.Duration) i18n.Text {
	en := FmtDur(d)
	if d < time.Minute {
		return i18n.Plain(en)
	}
	zh := func(day, hour, minute string) string {
		var b strings.Builder
		for _, part := range []struct {
			unit string
			word string
		}{{"d", day}, {"h", hour}, {"m", minute}} {
			i := strings.Index(en, part.unit)
			if i < 0 {
				continue
			}
			j := i
			for j > 0 && en[j-1] >= '0' && en[j-1] <= '9' {
				j--
			}
			b.WriteString(en[j:i] + part.word)
		}
		return b.String()
	}
	return i18n.Text{EN: en, Hant: zh("天", "小時", "分鐘"), Hans: zh("天", "小时", "分钟")}
}

// refuse is a setting refused, said in every language, so CREATE and SET
// answer a Chinese-speaking master in Chinese.
func refuse(key templates.Key, args ...any) error {
	return &games.Refusal{Message: templates.T(key, args...)}
}

// RefusalText is the player's text for an error of Settings.Set or
// ParseDeadline, which refuse in the players' words.
func RefusalText(err error) *i18n.Text {
	var r *games.Refusal
	if errors.As(err, &r) {
		return &r.Message
	}
	t := i18n.Plain(err.Error())
	return &t
}

// ParseDeadline reads "2026-11-25 20:00 [zone]" (also "2026-11-25T20:00").
// Without a zone the time is in def, the master's own zone. Its errors
// are refusals, in every language.
func ParseDeadline(words []string, def *time.Location) (time.Time, error) {
	if written, isWritten, ok := writtenDate(words); isWritten {
		if !ok {
			return time.Time{}, refuse("deadline.form")
		}
		words = written
	}
	if len(words) == 1 {
		if d, t, ok := strings.Cut(words[0], "T"); ok {
			words = []string{d, t}
		}
	}
	if len(words) < 2 || len(words) > 3 {
		return time.Time{}, refuse("deadline.form")
	}
	loc := def
	if len(words) == 3 {
		words[2] = ZoneNamed(words[2])
		l, err := time.LoadLocation(words[2])
		if fixed, ok := offsetZone(words[2]); ok {
			l, err = fixed, nil
		}
		if err != nil || words[2] == "" || strings.EqualFold(words[2], "local") {
			return time.Time{}, refuse("deadline.zone", words[2])
		}
		loc = l
	}
	const layout = "2006-01-02 15:04"
	t, err := time.ParseInLocation(layout, words[0]+" "+words[1], loc)
	if err != nil {
		return time.Time{}, refuse("deadline.form")
	}
	if t.Format(layout) != words[0]+" "+words[1] {
		// A wall-clock time skipped when the clocks went forward.
		return time.Time{}, refuse("deadline.skipped", words[0], words[1], loc.String())
	}
	return t, nil
}

// utcOffset is a zone written as the judge writes one: UTC+8, UTC-6,
// UTC+5:30.
var utcOffset = regexp.MustCompile(`^(?i)UTC([+-])(\d{1,2})(?::(\d{2}))?$`)

// offsetZone reads a zone written as its offset from UTC, so that a time
// the judge wrote may be written back; ok false for any other word.
func offsetZone(w string) (*time.Location, bool) {
	m := utcOffset.FindStringSubmatch(w)
	if m == nil {
		return nil, false
	}
	h, _ := strconv.Atoi(m[2])
	mins := 0
	if m[3] != "" {
		mins, _ = strconv.Atoi(m[3])
	}
	if h > 14 || mins > 59 {
		return nil, false
	}
	off := h*3600 + mins*60
	if m[1] == "-" {
		off = -off
	}
	return time.FixedZone(strings.ToUpper(w), off), true
}

// StageFor is the deadline stage that fits a deadline just moved: a
// deadline still past keeps its stage (grace goes on), nobody is reminded
// twice, and a deadline moved well into the future starts afresh.
func (g *Record) StageFor(now time.Time) string {
	switch {
	case !now.Before(g.Deadline):
		return g.Stage
	case g.Stage != "" && g.Settings.Reminder > 0 && !now.Before(g.Deadline.Add(-g.Settings.Reminder)):
		return "reminded"
	}
	return ""
}

// writtenDate reads a deadline written with the month's name, as referees
// of the classic judges write it ("Mon Nov 30 2026 23:00", "30 November
// 2026 23:00 Europe/London"; a day of the week and commas may stand in
// it), into ParseDeadline's words: "2026-11-30", "23:00" and the zone if
// one follows. isWritten: a month's name leads the date, so the form is
// this one; ok false when the rest is not a whole date and time.
func writtenDate(words []string) (out []string, isWritten, ok bool) {
	var w []string
	for _, x := range words {
		if x = strings.Trim(x, ","); x != "" {
			w = append(w, x)
		}
	}
	if len(w) > 0 && weekday(w[0]) {
		w = w[1:]
	}
	if len(w) < 2 {
		return nil, false, false
	}
	m, dayWord := monthNamed(w[0]), w[1]
	if m == 0 {
		m, dayWord = monthNamed(w[1]), w[0]
	}
	if m == 0 {
		return nil, false, false
	}
	if len(w) < 4 {
		return nil, true, false
	}
	day, derr := strconv.Atoi(dayWord)
	year, yerr := strconv.Atoi(w[2])
	if derr != nil || yerr != nil || year < 1000 || year > 9999 {
		return nil, true, false
	}
	return append([]string{fmt.Sprintf("%04d-%02d-%02d", year, m, day), w[3]}, w[4:]...), true, true
}

// monthNamed is the month a word names in English, in full or by its
// first three letters ("Nov", "november"); 0 for none.
func monthNamed(w string) time.Month {
	w = strings.ToLower(strings.TrimSuffix(w, "."))
	for m := time.January; m <= time.December; m++ {
		name := strings.ToLower(m.String())
		if w == name || w == name[:3] || (w == "sept" && m == time.September) {
			return m
		}
	}
	return 0
}

// weekday reports whether a word names a day of the week, in full or by
// its first three letters.
func weekday(w string) bool {
	w = strings.ToLower(strings.TrimSuffix(w, "."))
	for d := time.Sunday; d <= time.Saturday; d++ {
		name := strings.ToLower(d.String())
		if w == name || w == name[:3] {
			return true
		}
	}
	return false
}
