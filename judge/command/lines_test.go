package command

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"adjutant/judge/play"
)

func TestSplitLinesNumbersAndVerbs(t *testing.T) {
	body := "\n  help  \n\nsign on Fwest  s3cret\nVersion\u3000now\nsignoff\nHELP\n"
	lines, signoff := SplitLines(body)
	if signoff != 6 {
		t.Fatalf("signoff at line %d, want 6", signoff)
	}
	want := []struct {
		n    int
		verb string
		args string
	}{{2, "HELP", ""}, {4, "SIGNON", "Fwest s3cret"}, {5, "VERSION", "now"}, {6, "SIGNOFF", ""}}
	if len(lines) != len(want) {
		t.Fatalf("got %d lines, want %d: %+v", len(lines), len(want), lines)
	}
	for i, w := range want {
		l := lines[i]
		if l.N != w.n || l.Verb != w.verb || strings.Join(l.Args, " ") != w.args {
			t.Errorf("line %d: got N=%d %s %q, want N=%d %s %q", i, l.N, l.Verb, l.Args, w.n, w.verb, w.args)
		}
	}
}

func FuzzSplitLines(f *testing.F) {
	for _, s := range []string{"HELP", "sign on Fwest pw\nA Par-Bur\nsignoff\nx", "\u3000\u3000幫助\n", "\r\n\r\n", "SIGN"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		lines, signoff := SplitLines(body)
		last := 0
		for _, l := range lines {
			if l.N <= last {
				t.Fatalf("line numbers not increasing: %d after %d", l.N, last)
			}
			last = l.N
			if l.Text == "" || l.Verb == "" {
				t.Fatalf("empty line or verb returned: %+v", l)
			}
			if l.Text != strings.TrimSpace(l.Text) {
				t.Fatalf("line not trimmed: %q", l.Text)
			}
			if utf8.ValidString(body) && !utf8.ValidString(l.Text) {
				t.Fatalf("valid input produced invalid UTF-8 %q", l.Text)
			}
		}
		if signoff != 0 && (len(lines) == 0 || lines[len(lines)-1].N != signoff || lines[len(lines)-1].Verb != "SIGNOFF") {
			t.Fatalf("signoff %d is not the last line returned", signoff)
		}
	})
}

// SIGNOFF's Chinese names (結束, 结束) stop the reading too.
func TestChineseSignoffStopsReading(t *testing.T) {
	for _, word := range []string{"结束", "結束", "SIGN OFF"} {
		lines, signoff := SplitLines("HELP\n" + word + "\nLIST\n")
		if signoff != 2 || len(lines) != 2 || lines[1].Verb != "SIGNOFF" {
			t.Errorf("%s: signoff %d, lines %+v; want reading to stop at line 2", word, signoff, lines)
		}
	}
}

// A Chinese writer may put a colon after a command or end it with a full
// stop or an exclamation mark, full-width or not: the verb is read without
// them, and what follows a colon is the first argument.
func TestVerbWithChinesePunctuation(t *testing.T) {
	for text, want := range map[string]string{
		"暫停。":              "暫停|",
		"繼續！":              "繼續|",
		"延長：1天":            "延長|1天",
		"編輯：時間 10":         "編輯|時間 10",
		"PAUSE.":           "PAUSE|",
		"EXTEND: 2d":       "EXTEND|2d",
		"SIGNON Fwest pw.": "SIGNON|Fwest pw.",
		"：":                "：|",
	} {
		lines, _ := SplitLines(text)
		verb, args, _ := strings.Cut(want, "|")
		if got := lines[0].Verb + "|" + strings.Join(lines[0].Args, " "); got != strings.ToUpper(verb)+"|"+args {
			t.Errorf("%q: %q, want %q", text, got, want)
		}
		if lines[0].Text != text {
			t.Errorf("%q: the line's text became %q", text, lines[0].Text)
		}
	}
}

// FuzzChineseSetWords: the Chinese forms of a duration and a date never
// panic, and a word they do not read comes back as it was written.
func FuzzChineseSetWords(f *testing.F) {
	for _, s := range []string{"3天", "90分鐘", "2026年12月6日", "abc", "日日", "明天晚上8點", "下週一20:00", "兩天半", "12月1日20:00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, w string) {
		d := play.ChineseUnits(w)
		if d != w && strings.Trim(d, "0123456789dhm") != "" {
			t.Fatalf("%q read as %q", w, d)
		}
		dates := chineseDate([]string{w}, time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC), time.UTC)
		if len(dates) == 0 || len(dates) > 2 {
			t.Fatalf("%q read as %q", w, dates)
		}
	})
}
