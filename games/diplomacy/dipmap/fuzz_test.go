package dipmap

import (
	"errors"
	"testing"

	"adjutant/games/diplomacy/dip"
)

// FuzzResolve: whatever is typed, Resolve either names a real place (and a
// coast only where the province has it, which resolves back to itself) or
// fails with one of the three documented errors.
func FuzzResolve(f *testing.F) {
	for _, s := range []string{"lon", "stp/nc", "StP(nc)", "St. Petersburg (north coast)", "聖彼得堡北岸", "nort", "lodnon", "", "/", "()", "ＬＯＮ"} {
		f.Add(s)
	}
	n := StandardNames()
	m := Standard()
	f.Fuzz(func(t *testing.T, s string) {
		loc, err := n.Resolve(s)
		if err != nil {
			var ue *UnknownError
			var ae *AmbiguousError
			var ce *CoastError
			if !errors.As(err, &ue) && !errors.As(err, &ae) && !errors.As(err, &ce) {
				t.Fatalf("Resolve(%q): undocumented error %T %v", s, err, err)
			}
			if ae != nil && len(ae.Candidates) < 2 {
				t.Fatalf("Resolve(%q): ambiguity with %v", s, ae.Candidates)
			}
			return
		}
		info := m.Province(loc.Prov)
		if info == nil {
			t.Fatalf("Resolve(%q) = unknown province %q", s, loc.Prov)
		}
		if loc.Coast != dip.NoCoast && !hasCoast(info.Coasts, loc.Coast) {
			t.Fatalf("Resolve(%q) = %v: no such coast", s, loc)
		}
		if again, err := n.Resolve(loc.String()); err != nil || again != loc {
			t.Fatalf("Resolve(%q) = %v, but %v resolves to %v, %v", s, loc, loc, again, err)
		}
	})
}

// FuzzParseData: the map-file parser never panics, and what it accepts
// builds a map.
func FuzzParseData(f *testing.F) {
	f.Add("province aaa Aaa\nzh 甲 甲\ntype land\narmy bbb\n\nprovince bbb Bbb\nzh 乙 乙\ntype land\narmy aaa\n")
	f.Add("province aaa A\nzh 甲 甲\ntype coastal\ncoast nc bbb\ncoast sc bbb\nprovince bbb B\nzh 乙 乙\ntype sea\nfleet aaa/nc aaa/sc\n")
	f.Fuzz(func(t *testing.T, text string) {
		d, err := parseData(text)
		if err != nil {
			if !errors.Is(err, ErrBadData) {
				t.Fatalf("error not wrapping ErrBadData: %v", err)
			}
			return
		}
		if _, err := d.spec().Map(); err != nil {
			t.Fatalf("accepted data does not build: %v", err)
		}
	})
}
