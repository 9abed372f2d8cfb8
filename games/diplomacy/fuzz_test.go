package diplomacy

import (
	"bytes"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// FuzzEdit feeds the referee's edit parser arbitrary lines: it must never
// panic, must echo every line, and whatever it accepts must leave a board
// that saves and loads back to the same bytes.
func FuzzEdit(f *testing.F) {
	f.Add("add France A Par")
	f.Add("增加 英國 艦隊 挪威海")
	f.Add("owner Par none")
	e := New()
	g, err := e.New("standard", nil, nil)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		h, res := g.Edit(lines(strings.Split(text, "\n")...), i18n.English)
		if len(res.Echo) != len(strings.Split(text, "\n")) {
			t.Fatalf("echo %d lines", len(res.Echo))
		}
		b, err := h.Save()
		if err != nil {
			t.Fatal(err)
		}
		l, err := e.Load(b)
		if err != nil {
			t.Fatalf("edited board does not load: %v\n%s", err, b)
		}
		if b2, _ := l.Save(); !bytes.Equal(b, b2) {
			t.Fatal("round trip differs")
		}
	})
}

// FuzzLoad feeds Load arbitrary bytes: it must refuse or accept without
// panicking, and an accepted state must save to bytes that load again to
// the same bytes.
func FuzzLoad(f *testing.F) {
	e := New()
	g, _ := e.New("two-1914", map[string]string{"end": "timed", "endyear": "1920"}, nil)
	good, _ := g.Save()
	f.Add(good)
	f.Add([]byte(`{"format":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := e.Load(data)
		if err != nil {
			return
		}
		b, err := h.Save()
		if err != nil {
			t.Fatal(err)
		}
		h2, err := e.Load(b)
		if err != nil {
			t.Fatalf("saved state does not load: %v", err)
		}
		b2, _ := h2.Save()
		if !bytes.Equal(b, b2) {
			t.Fatal("round trip differs")
		}
		_ = h.Requests()
		_ = h.View(games.Observer(), i18n.TraditionalChinese)
	})
}

// FuzzReport feeds Report arbitrary result bytes: refuse or render, never
// panic.
func FuzzReport(f *testing.F) {
	e := New()
	g, _ := e.New("standard", nil, nil)
	r, err := g.Resolve(games.ResolveInput{}, games.NewDice(seedFor(1), "S1901M"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(r.Result)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, lang := range i18n.Langs() {
			if _, err := e.Report(data, games.Observer(), lang); err != nil {
				return
			}
		}
	})
}

// FuzzSubmit feeds Submit arbitrary order text: every line is echoed, and
// every accepted line reads back as the same canonical line.
func FuzzSubmit(f *testing.F) {
	f.Add("A Par - Bur\nF Bre - Mao")
	f.Add("陸軍 巴黎 移動 布根第")
	g, _ := New().New("standard", nil, nil)
	f.Fuzz(func(t *testing.T, text string) {
		ls := lines(strings.Split(text, "\n")...)
		res := g.Submit("France", ls, i18n.English)
		if len(res.Echo) != len(ls) {
			t.Fatalf("echo %d of %d lines", len(res.Echo), len(ls))
		}
		again := g.Submit("France", res.Accepted.Lines, i18n.English)
		if len(again.Problems) != 0 {
			t.Fatalf("canonical lines refused: %+v", again.Problems)
		}
		for i, l := range again.Accepted.Lines {
			if l != res.Accepted.Lines[i] {
				t.Fatalf("canonical line %q read back as %q", res.Accepted.Lines[i].Text, l.Text)
			}
		}
	})
}

func BenchmarkResolveMovement(b *testing.B) {
	e := New()
	g, _ := e.New("standard", nil, nil)
	subs := map[games.Seat]games.Submission{}
	for seat, text := range map[string][]string{
		"Austria": {"A Vie - Gal", "A Bud - Ser", "F Tri - Alb"},
		"England": {"F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"},
		"France":  {"A Par - Bur", "A Mar - Spa", "F Bre - Mao"},
		"Germany": {"A Mun - Ruh", "A Ber - Kie", "F Kie - Den"},
		"Italy":   {"A Ven - Tyr", "A Rom - Apu", "F Nap - Ion"},
		"Russia":  {"A Mos - Ukr", "A War - Gal", "F Sev - Bla", "F StP/sc - Bot"},
		"Turkey":  {"A Con - Bul", "A Smy - Arm", "F Ank - Bla"},
	} {
		res := g.Submit(games.Seat(seat), lines(text...), i18n.English)
		if len(res.Problems) != 0 {
			b.Fatal(res.Problems)
		}
		subs[games.Seat(seat)] = res.Accepted
	}
	in := games.ResolveInput{Submissions: subs}
	var seed [games.SeedSize]byte
	b.ReportAllocs()
	for b.Loop() {
		if _, err := g.Resolve(in, games.NewDice(seed, "S1901M")); err != nil {
			b.Fatal(err)
		}
	}
}
