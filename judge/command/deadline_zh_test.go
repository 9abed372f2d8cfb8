package command

import (
	"strings"
	"testing"
	"time"
)

// A deadline written as a Chinese referee writes one, without the judge's
// docs at hand, reads as the date and time meant: the year left out, a
// day counted from today, the hour said with its part of the day, and
// full-width digits.
func TestChineseDeadlineForms(t *testing.T) {
	taipei, err := time.LoadLocation("Asia/Taipei")
	if err != nil {
		t.Skip("no time zone data")
	}
	// Friday 27 November 2026, 11:30 in Taipei (03:30 UTC).
	now := time.Date(2026, 11, 27, 3, 30, 0, 0, time.UTC)
	for _, c := range []struct{ in, want string }{
		{"12月1日20:00", "2026-12-01 20:00"},
		{"12月1日 20:00", "2026-12-01 20:00"},
		{"１２月１日２０：００", "2026-12-01 20:00"},
		{"12月1日 晚上8點", "2026-12-01 20:00"},
		{"2026年12月3日 晚上8点", "2026-12-03 20:00"},
		{"2026年12月4日（週五）20:00", "2026-12-04 20:00"},
		{"12月4日（周五） 下午3点半", "2026-12-04 15:30"},
		{"12月4日 星期五 上午10點15分", "2026-12-04 10:15"},
		{"1月5日 20:00", "2027-01-05 20:00"},   // gone by this year: next year's
		{"11月27日 08:00", "2026-11-27 08:00"}, // today, already past: refused later as past
		{"明天晚上8点", "2026-11-28 20:00"},
		{"明天 晚上 八點", "2026-11-28 20:00"},
		{"後天中午12點", "2026-11-29 12:00"},
		{"后天中午", "2026-11-29 12:00"}, // noon and midnight need no hour
		{"12月1日 中午", "2026-12-01 12:00"},
		{"明天午夜", "2026-11-29 00:00"},
		{"週五半夜", "2026-11-28 00:00"},
		{"今晚十點", "2026-11-27 22:00"},
		{"明晚9點", "2026-11-28 21:00"},
		{"大后天早上9点", "2026-11-30 09:00"},
		{"明天晚上12點", "2026-11-29 00:00"},
		{"明天 20時", "2026-11-28 20:00"},
		{"明天 二十點整", "2026-11-28 20:00"},
		{"12月1日 20:00 Europe/London", "2026-12-01 20:00 Europe/London"},
		// Friday 27 November: 週五 is today, 下週一 the 30th.
		{"週五晚上8點", "2026-11-27 20:00"},
		{"星期六 20:00", "2026-11-28 20:00"},
		{"周一 晚上8点", "2026-11-30 20:00"},
		{"下週一晚上8點", "2026-11-30 20:00"},
		{"下个星期五 中午12点", "2026-12-04 12:00"},
		{"本週日 晚上9點", "2026-11-29 21:00"},
		{"這週四 20:00", "2026-11-26 20:00"}, // gone by: refused later as past
	} {
		got := strings.Join(chineseDate(strings.Fields(c.in), now, taipei), " ")
		if got != c.want {
			t.Errorf("%q read as %q, want %q", c.in, got, c.want)
		}
	}
	// What is not a whole date and time comes back as written, for
	// ParseDeadline to refuse with the forms it takes.
	for _, in := range []string{"12月1日", "明天", "2月30日 20:00", "明天 晚上25點", "12月1日 8點70分", "2026-12-01 20:00", "Mon Nov 30 2026 23:00"} {
		if got := strings.Join(chineseDate(strings.Fields(in), now, taipei), " "); got != in {
			t.Errorf("%q read as %q, want it back as written", in, got)
		}
	}
	// "Tomorrow" is the master's tomorrow: at 23:30 UTC it is already the
	// next day in Taipei.
	late := time.Date(2026, 11, 27, 23, 30, 0, 0, time.UTC)
	if got := strings.Join(chineseDate([]string{"明天20:00"}, late, taipei), " "); got != "2026-11-29 20:00" {
		t.Errorf("明天 at 07:30 on the 28th in Taipei read as %q, want the 29th", got)
	}
}
