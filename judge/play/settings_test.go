package play

import (
	"strings"
	"testing"
	"time"
)

func TestDurationsReadAsPlayersWriteThem(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{48 * time.Hour, "2d"}, {36 * time.Hour, "36h"}, {90 * time.Minute, "1h30m"},
		{59*time.Hour + 59*time.Minute, "2d11h59m"}, {72*time.Hour + 5*time.Minute, "3d5m"}, {12 * time.Hour, "12h"},
	} {
		got := FmtDur(c.d)
		if got != c.want {
			t.Errorf("FmtDur(%v) = %q, want %q", c.d, got, c.want)
		}
		if back, err := ParseDuration(got); err != nil || back != c.d {
			t.Errorf("ParseDuration(%q) = %v, %v; want %v", got, back, err, c.d)
		}
	}
}

func TestParseDeadline(t *testing.T) {
	taipei, err := time.LoadLocation("Asia/Taipei")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in   string
		want time.Time
	}{
		{"2026-11-25 20:00", time.Date(2026, 11, 25, 20, 0, 0, 0, taipei)},
		{"2026-11-25T20:00", time.Date(2026, 11, 25, 20, 0, 0, 0, taipei)},
		{"2026-11-25 20:00 Europe/London", time.Date(2026, 11, 25, 20, 0, 0, 0, time.UTC)},
		{"2026-07-01 20:00 Europe/London", time.Date(2026, 7, 1, 19, 0, 0, 0, time.UTC)},
	} {
		got, err := ParseDeadline(strings.Fields(c.in), taipei)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("ParseDeadline(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "2026-11-25", "25/11/2026 20:00", "2026-11-25 25:00", "2026-11-25 20:00 Nowhere", "2026-11-25 20:00 UTC extra", "2026-11-25 20:00 Local", "2026-03-29 01:30 Europe/London"} {
		if _, err := ParseDeadline(strings.Fields(bad), taipei); err == nil {
			t.Errorf("ParseDeadline(%q) accepted", bad)
		}
	}
}

func FuzzParseDeadline(f *testing.F) {
	for _, s := range []string{"2026-11-25 20:00", "2026-11-25 20:00 Europe/London", "2026-11-25T20:00", "x y z", "Mon Nov 30 2026 23:00", "30 November, 2026 23:00 UTC"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		words := strings.Fields(in)
		at, err := ParseDeadline(words, time.UTC)
		if err != nil {
			return
		}
		if written, isWritten, ok := writtenDate(words); isWritten && ok {
			words = written // "Mon Nov 30 2026 23:00" is read as 2026-11-30 23:00
		}
		// Whatever is accepted names a minute that reads back the same.
		if at.Second() != 0 || at.Nanosecond() != 0 {
			t.Fatalf("%q gave %v, not a whole minute", in, at)
		}
		if got := at.Format("2006-01-02 15:04"); !strings.HasPrefix(strings.Replace(strings.Join(words, " "), "T", " ", 1), got) {
			t.Fatalf("%q read as %s", in, got)
		}
	})
}

// A refused setting reads in the master's language, and other errors are
// not dressed up as refusals.
func TestSettingRefusalsAreInEveryLanguage(t *testing.T) {
	var s Settings
	err := s.Set("press", "loud", nil)
	if err == nil {
		t.Fatal("press=loud accepted")
	}
	text := RefusalText(err)
	if text.EN != "press=loud: use none, white, grey or broadcast" || text.Hant == text.EN || text.Hans == text.EN {
		t.Fatalf("refusal %+v", text)
	}
	if _, err := ParseDeadline([]string{"2026-11-25", "20:00", "Mars/Olympus"}, time.UTC); err == nil || RefusalText(err).Hant == "" {
		t.Fatalf("an unknown zone: %v", err)
	}
}

// TestDurTextReadsInEachLanguage: a duration in prose is written as a
// reader says it: 1d12h in English, 1天12小時 in Chinese.
func TestDurTextReadsInEachLanguage(t *testing.T) {
	for _, c := range []struct {
		d              time.Duration
		en, hant, hans string
	}{
		{20 * time.Minute, "20m", "20分鐘", "20分钟"},
		{36 * time.Hour, "36h", "36小時", "36小时"},
		{2*24*time.Hour + 11*time.Hour + 59*time.Minute, "2d11h59m", "2天11小時59分鐘", "2天11小时59分钟"},
	} {
		got := DurText(c.d)
		if got.EN != c.en || got.Hant != c.hant || got.Hans != c.hans {
			t.Errorf("DurText(%v) = %q / %q / %q, want %q / %q / %q", c.d, got.EN, got.Hant, got.Hans, c.en, c.hant, c.hans)
		}
	}
}

// A duration said aloud in Chinese reads as its number: Chinese numerals
// (兩天, 十二小時), a half (2天半, 半天, 1個半小時), weeks (一週, 兩個星期).
func TestChineseDurationsAsSaidAloud(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Duration
	}{
		{"兩天", 48 * time.Hour}, {"两天", 48 * time.Hour}, {"三天", 72 * time.Hour},
		{"十二小時", 12 * time.Hour}, {"六个小时", 6 * time.Hour}, {"二十四小时", 24 * time.Hour},
		{"2天半", 60 * time.Hour}, {"半天", 12 * time.Hour}, {"一天半", 36 * time.Hour},
		{"1個半小時", 90 * time.Minute}, {"半小时", 30 * time.Minute}, {"兩小時半", 150 * time.Minute},
		{"一週", 7 * 24 * time.Hour}, {"兩個星期", 14 * 24 * time.Hour}, {"1周", 7 * 24 * time.Hour},
		{"三十分鐘", 30 * time.Minute}, {"一天 十二小時", 36 * time.Hour}, {"3天", 72 * time.Hour},
	} {
		got, err := ParseDuration(c.in)
		if err != nil || got != c.want {
			t.Errorf("%q read as %v (%v), want %v", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"週", "星期", "天", "十十天", "零十天", "百天", "半", "三"} {
		if got, err := ParseDuration(in); err == nil {
			t.Errorf("%q read as %v, want a refusal", in, got)
		}
	}
}
