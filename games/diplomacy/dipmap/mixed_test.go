package dipmap

import (
	"errors"
	"testing"

	"adjutant/games/diplomacy/dip"
)

func TestResolveMixedScripts(t *testing.T) {
	n := StandardNames()
	for _, c := range []struct {
		in   string
		want dip.Province
	}{
		{"罗馬", "rom"}, {"羅马", "rom"},
		{"维也納", "vie"}, {"維也纳", "vie"},
		{"圣彼得堡北岸", "stp"},
		{"罗馬尼亚", "rum"}, {"羅马尼亞", "rum"},
	} {
		l, err := n.Resolve(c.in)
		if err != nil || l.Prov != c.want {
			t.Errorf("Resolve(%q) = %v, %v; want %s", c.in, l, err, c.want)
		}
	}
	// Every Chinese name, its first half in one script and the rest in
	// the other, reads as its own place.
	for _, e := range n.All() {
		if e.Kind != NameHant {
			continue
		}
		for _, o := range n.All() {
			if o.Prov != e.Prov || o.Kind != NameHans || n.mixed.key(e.Key) != o.Key {
				continue
			}
			t1, s1 := []rune(e.Key), []rune(o.Key)
			if len(t1) != len(s1) {
				continue
			}
			h := len(t1) / 2
			for _, mix := range []string{string(s1[:h]) + string(t1[h:]), string(t1[:h]) + string(s1[h:])} {
				if l, err := n.Resolve(mix); err != nil || l.Prov != e.Prov {
					t.Errorf("Resolve(%q) = %v, %v; want %s", mix, l, err, e.Prov)
				}
			}
		}
	}
}

func TestResolveMixedScriptsStillRefusesWhatNoPlaceSpells(t *testing.T) {
	n := StandardNames()
	for _, in := range []string{"罗馬斯", "巴黎馬", "馬"} {
		_, err := n.Resolve(in)
		var ue *UnknownError
		if !errors.As(err, &ue) {
			t.Errorf("Resolve(%q) = %v, want an unknown place", in, err)
		}
	}
}
