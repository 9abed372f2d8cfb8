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
	if d.EN != "Tue 24 Nov 2026 12:00 CST" || d.Hant != "2026年11月24日（週二）12:00 CST" || d.Hans != "2026年11月24日（周二）12:00 CST" {
		t.Fatalf("dates: %+v", d)
	}
	if Date(at, time.UTC, i18n.English) != "Tue 24 Nov 2026 04:00 UTC" {
		t.Fatalf("English: %q", Date(at, time.UTC, i18n.English))
	}
}
