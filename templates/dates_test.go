package templates

import (
	"testing"
	"time"

	"adjutant/templates/i18n"
)

func TestDatesReadInEachLanguage(t *testing.T) {
	taipei, err := time.LoadLocation("Asia/Taipei")
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 11, 24, 4, 0, 0, 0, time.UTC)
	d := DateText(at, taipei)
	if d.EN != "Tue 24 Nov 2026 12:00 UTC+8" || d.Hant != "2026年11月24日（週二）12:00 UTC+8" || d.Hans != "2026年11月24日（周二）12:00 UTC+8" {
		t.Fatalf("dates: %+v", d)
	}
	if Date(at, time.UTC, i18n.English) != "Tue 24 Nov 2026 04:00 UTC" {
		t.Fatalf("English: %q", Date(at, time.UTC, i18n.English))
	}
}

// A zone is written by its offset, never by an abbreviation another zone
// shares: CST is Taipei's, Shanghai's and Chicago's.
func TestZonesAreWrittenByTheirOffset(t *testing.T) {
	at := time.Date(2026, 11, 24, 4, 0, 0, 0, time.UTC)
	for name, want := range map[string]string{
		"Asia/Taipei":        "Tue 24 Nov 2026 12:00 UTC+8",
		"Asia/Shanghai":      "Tue 24 Nov 2026 12:00 UTC+8",
		"America/Chicago":    "Mon 23 Nov 2026 22:00 UTC-6",
		"Asia/Kolkata":       "Tue 24 Nov 2026 09:30 UTC+5:30",
		"America/St_Johns":   "Tue 24 Nov 2026 00:30 UTC-3:30",
		"Europe/London":      "Tue 24 Nov 2026 04:00 UTC",
		"UTC":                "Tue 24 Nov 2026 04:00 UTC",
		"Australia/Adelaide": "Tue 24 Nov 2026 14:30 UTC+10:30",
	} {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := When(at, loc); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
	chicago, _ := time.LoadLocation("America/Chicago")
	if got := WhenIn(at, chicago, i18n.SimplifiedChinese); got != "2026-11-23 22:00 UTC-6" {
		t.Errorf("a column in Chinese: %q", got)
	}
}
