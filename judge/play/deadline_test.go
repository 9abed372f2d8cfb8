package play

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// diplomacyClasses are the phase classes a Diplomacy game has, written out
// so these tests need no engine.
var diplomacyClasses = []games.PhaseClass{
	{Key: "movement", Default: 48 * time.Hour},
	{Key: "retreat", Default: 24 * time.Hour},
	{Key: "adjustment", Default: 24 * time.Hour},
}

// Every judge-side key takes a good value, a bad one is refused in every
// language, and a phase class is named by its key or a short form
// of three letters or more.
func TestSetTakesEveryKeyAndRefusesBadValues(t *testing.T) {
	s := DefaultSettings(diplomacyClasses)
	for _, kv := range [][2]string{
		{"press", "grey"}, {"grace", "1d12h"}, {"reminder", "6h"}, {"nmr", "abandon"}, {"nmr_limit", "3"},
		{"language", "zh-Hant"}, {"at", "20:00"}, {"zone", "Asia/Taipei"}, {"adjust", "2d"}, {"movement", "3d"},
	} {
		if err := s.Set(kv[0], kv[1], diplomacyClasses); err != nil {
			t.Fatalf("Set(%s=%s): %v", kv[0], kv[1], err)
		}
	}
	want := Settings{Press: "grey", Grace: 36 * time.Hour, Reminder: 6 * time.Hour, NMR: "abandon", NMRLimit: 3,
		Lang: i18n.TraditionalChinese, TimeOfDay: "20:00", Zone: "Asia/Taipei"}
	got := s
	got.Times = nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("after the settings:\n got %+v\nwant %+v", got, want)
	}
	if s.Times["adjustment"] != 48*time.Hour || s.Times["movement"] != 72*time.Hour || s.Times["retreat"] != 24*time.Hour {
		t.Errorf("phase times %v", s.Times)
	}

	before := s
	for _, kv := range [][2]string{
		{"press", "loud"}, {"grace", "soon"}, {"reminder", "-1h"}, {"nmr", "ignore"}, {"nmr_limit", "0"},
		{"nmr_limit", "21"}, {"lang", "klingon"}, {"at", "25:00"}, {"zone", "Mars/Olympus"}, {"movement", "61d"},
	} {
		err := s.Set(kv[0], kv[1], diplomacyClasses)
		if err == nil {
			t.Errorf("Set(%s=%s) accepted", kv[0], kv[1])
			continue
		}
		if text := RefusalText(err); text.EN == "" || text.Hant == "" || text.Hans == "" {
			t.Errorf("Set(%s=%s) refused without a text in every language: %+v", kv[0], kv[1], text)
		}
	}
	if s.Press != before.Press || s.NMRLimit != before.NMRLimit || s.Zone != before.Zone || s.Times["movement"] != before.Times["movement"] ||
		s.Grace != before.Grace || s.Reminder != before.Reminder {
		t.Errorf("a refused value changed the settings: %+v", s)
	}

	for _, key := range []string{"colour", "mo", ""} {
		if err := s.Set(key, "1d", diplomacyClasses); !errors.Is(err, ErrUnknownSetting) {
			t.Errorf("Set(%q) = %v, want ErrUnknownSetting", key, err)
		}
	}
	if err := s.Set("at", "none", nil); err != nil || s.TimeOfDay != "" {
		t.Errorf("at=none left %q (%v)", s.TimeOfDay, err)
	}
}

// A game created before its engine gained a phase class still has a time
// for it, and a record without any times accepts one.
func TestPhaseTimeFallsBackAndSetFillsAnEmptyRecord(t *testing.T) {
	var s Settings
	if d := s.PhaseTime("stop"); d != fallbackPhaseTime {
		t.Errorf("PhaseTime of an unlisted class = %v, want %v", d, fallbackPhaseTime)
	}
	if err := s.Set("stop", "2h", []games.PhaseClass{{Key: "stop"}}); err != nil {
		t.Fatal(err)
	}
	if d := s.PhaseTime("stop"); d != 2*time.Hour {
		t.Errorf("PhaseTime(stop) = %v after stop=2h", d)
	}
}

// The deadline is the phase's time from now, moved to the next fixed time
// of day in the game's zone when one is set.
func TestDeadlineFromCountsThePhaseTimeThenTheTimeOfDay(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC) // 20:00 in Taipei
	s := DefaultSettings(diplomacyClasses)
	for _, c := range []struct {
		at, zone, class string
		want            time.Time
	}{
		{"", "", "movement", time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)},
		{"", "", "retreat", time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)},
		{"18:00", "", "movement", time.Date(2026, 11, 24, 18, 0, 0, 0, time.UTC)},
		{"06:00", "", "movement", time.Date(2026, 11, 25, 6, 0, 0, 0, time.UTC)},
		{"12:00", "", "movement", time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}, // on the minute: no extra day
		{"21:00", "Asia/Taipei", "movement", time.Date(2026, 11, 24, 13, 0, 0, 0, time.UTC)},
		{"19:00", "Asia/Taipei", "movement", time.Date(2026, 11, 25, 11, 0, 0, 0, time.UTC)},
	} {
		s.TimeOfDay, s.Zone = c.at, c.zone
		if got := s.DeadlineFrom(now, c.class); !got.Equal(c.want) {
			t.Errorf("at=%q zone=%q %s: deadline %v, want %v", c.at, c.zone, c.class, got.UTC(), c.want)
		}
	}
}

// The scheduler looks at a game at the reminder, then the deadline, then
// the end of grace; a reminder that would fall before the game was created
// is skipped.
func TestNextWakeFollowsTheDeadlineStages(t *testing.T) {
	created := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	deadline := created.Add(48 * time.Hour)
	g := &Record{Created: created, Deadline: deadline, Settings: Settings{Reminder: 12 * time.Hour, Grace: 24 * time.Hour}}
	for _, c := range []struct {
		stage string
		want  time.Time
	}{{"", deadline.Add(-12 * time.Hour)}, {"reminded", deadline}, {"grace", deadline.Add(24 * time.Hour)}} {
		g.Stage = c.stage
		if got := g.NextWake(); !got.Equal(c.want) {
			t.Errorf("stage %q: next wake %v, want %v", c.stage, got, c.want)
		}
	}
	g.Stage, g.Settings.Reminder = "", 0
	if got := g.NextWake(); !got.Equal(deadline) {
		t.Errorf("without reminders the next wake is %v, want the deadline", got)
	}
	g.Settings.Reminder = 72 * time.Hour
	if got := g.NextWake(); !got.Equal(deadline) {
		t.Errorf("a reminder before the game began: next wake %v, want the deadline", got)
	}
}

// A deadline the master moves keeps the stage it has earned: past, it
// stays in grace; inside the reminder window nobody is reminded twice;
// well ahead, it starts again.
func TestStageForAMovedDeadline(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	g := &Record{Settings: Settings{Reminder: 12 * time.Hour}}
	for _, c := range []struct {
		stage    string
		deadline time.Time
		want     string
	}{
		{"grace", now.Add(-time.Hour), "grace"},
		{"grace", now.Add(6 * time.Hour), "reminded"},
		{"reminded", now.Add(6 * time.Hour), "reminded"},
		{"", now.Add(6 * time.Hour), ""},
		{"reminded", now.Add(48 * time.Hour), ""},
		{"grace", now, "grace"},
	} {
		g.Stage, g.Deadline = c.stage, c.deadline
		if got := g.StageFor(now); got != c.want {
			t.Errorf("stage %q, deadline in %v: StageFor = %q, want %q", c.stage, c.deadline.Sub(now), got, c.want)
		}
	}
}
