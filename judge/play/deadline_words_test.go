package play

import (
	"strings"
	"testing"
	"time"
)

// SET DEADLINE takes the dates referees of the classic judges write, with
// the month's name and the day of the week, as well as 2026-11-30 23:00.
func TestParseDeadlineTakesWrittenDates(t *testing.T) {
	want := time.Date(2026, 11, 30, 23, 0, 0, 0, time.UTC)
	for _, in := range []string{
		"2026-11-30 23:00",
		"Mon Nov 30 2026 23:00",
		"Monday, 30 November 2026 23:00",
		"Nov 30, 2026 23:00",
		"30 Nov 2026 23:00 UTC",
		"30 nov 2026 23:00",
	} {
		got, err := ParseDeadline(strings.Fields(in), time.UTC)
		if err != nil || !got.Equal(want) {
			t.Errorf("%q: %v, %v; want %v", in, got, err, want)
		}
	}
	london, _ := time.LoadLocation("Europe/London")
	if got, err := ParseDeadline(strings.Fields("Mon Nov 30 2026 23:00 Europe/London"), time.UTC); err != nil || !got.Equal(time.Date(2026, 11, 30, 23, 0, 0, 0, london)) {
		t.Errorf("with a zone: %v, %v", got, err)
	}
	for _, in := range []string{"Nov 30 23:00", "Feb 30 2026 12:00", "Mon Nov 2026 23:00", "30 Nov 2026"} {
		if _, err := ParseDeadline(strings.Fields(in), time.UTC); err == nil {
			t.Errorf("%q was taken", in)
		} else if strings.Contains(RefusalText(err).EN, "unknown time zone") {
			t.Errorf("%q is refused as a time zone: %s", in, RefusalText(err).EN)
		}
	}
}

// Durations may be written out, as a referee types them: "2 days",
// "36 hours", "1 day 12 hours", "90 minutes".
func TestParseDurationTakesWordsForUnits(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"2 days": 48 * time.Hour, "36 hours": 36 * time.Hour, "1 day 12 hours": 36 * time.Hour,
		"90 minutes": 90 * time.Minute, "2 Days": 48 * time.Hour, "1d12h": 36 * time.Hour, "12 hrs": 12 * time.Hour,
		"3天": 72 * time.Hour, "1天12小時": 36 * time.Hour, "90分鐘": 90 * time.Minute, "12小时": 12 * time.Hour,
		"1天 12小時": 36 * time.Hour, "2 天": 48 * time.Hour,
	} {
		if got, err := ParseDuration(in); err != nil || got != want {
			t.Errorf("ParseDuration(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"2 weeks", "days", "24", "soon"} {
		if _, err := ParseDuration(in); err == nil {
			t.Errorf("ParseDuration(%q) took it", in)
		}
	}
}

// A deadline written with its zone as the judge writes one (an offset
// from UTC: "Tue 24 Nov 2026 20:00 UTC+8") is read back.
func TestParseDeadlineTakesTheZoneAsTheJudgeWritesIt(t *testing.T) {
	for in, want := range map[string]time.Time{
		"Tue 24 Nov 2026 20:00 UTC+8":  time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC),
		"2026-11-24 20:00 UTC-6":       time.Date(2026, 11, 25, 2, 0, 0, 0, time.UTC),
		"2026-11-24 20:00 utc+5:30":    time.Date(2026, 11, 24, 14, 30, 0, 0, time.UTC),
		"Tue 24 Nov 2026 20:00 UTC":    time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC),
		"2026-11-24 20:00 UTC-3:30":    time.Date(2026, 11, 24, 23, 30, 0, 0, time.UTC),
		"Tue 24 Nov 2026 20:00 UTC+14": time.Date(2026, 11, 24, 6, 0, 0, 0, time.UTC),
	} {
		got, err := ParseDeadline(strings.Fields(in), time.UTC)
		if err != nil || !got.Equal(want) {
			t.Errorf("%q: %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"2026-11-24 20:00 UTC+15", "2026-11-24 20:00 UTC+8:75", "2026-11-24 20:00 UTC8"} {
		if _, err := ParseDeadline(strings.Fields(in), time.UTC); err == nil {
			t.Errorf("%q was taken", in)
		}
	}
}
