package tables

import (
	"bytes"
	_ "embed"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"adjutant/templates/i18n"
)

//go:embed data/counters.toml
var countersTOML []byte

// Kind is what a personnel counter is: a squad or half-squad (MMC) or a
// leader (SMC).
type Kind string

// Personnel kinds.
const (
	Squad  Kind = "squad"
	Half   Kind = "half"
	Leader Kind = "leader"
)

// Class is an MMC's quality (1.2.2): elite, first line, second line, green,
// conscript.
type Class string

// Classes.
const (
	Elite     Class = "E"
	First     Class = "1"
	Second    Class = "2"
	Green     Class = "G"
	Conscript Class = "C"
)

// CounterType is one personnel counter as printed.
type CounterType struct {
	Nat    string
	Type   string // "4-6-7", "9-1"
	Kind   Kind
	Class  Class
	FP     int
	Range  int
	Morale int
	Broken int // broken side's morale
	DRM    int // a leader's leadership DRM
	Smoke  int // smoke exponent; 0 = none
	Spray  bool
	NoELR  bool
	Half   string // the half-squad a squad reduces to
	Lower  string // the type an ELR failure substitutes
}

// MMC reports whether the type is a squad or half-squad.
func (c CounterType) MMC() bool { return c.Kind == Squad || c.Kind == Half }

// SquadEquivalent is a unit's size for stacking: a squad is one, a
// half-squad a half (2.0 Squad Equivalent).
func (k Kind) SquadEquivalent() float64 {
	switch k {
	case Squad:
		return 1
	case Half:
		return 0.5
	}
	return 0
}

// WeaponKind is a support weapon's kind.
type WeaponKind string

// Support weapon kinds.
const (
	MG WeaponKind = "MG"
	FT WeaponKind = "FT"
	DC WeaponKind = "DC"
)

// WeaponType is one support weapon as printed.
type WeaponType struct {
	Nat       string
	Type      string // "LMG", "MMG", "FT"
	Kind      WeaponKind
	Size      string
	FP        int
	Range     int
	ROF       int
	Breakdown int // B#
	X         int // X#
	Repair    int
	PP        int
}

// Nation is a nationality's names.
type Nation struct {
	Key    string
	Name   i18n.Text
	Letter string
}

// Roster is every counter type by nationality.
type Roster struct {
	Nations  map[string]Nation
	counters map[string]CounterType
	weapons  map[string]WeaponType
}

type rosterFile struct {
	dataHead
	Nationality map[string]struct {
		Name   []string `toml:"name"`
		Letter string   `toml:"letter"`
	} `toml:"nationality"`
	Squads  []counterFile `toml:"squad"`
	Halves  []counterFile `toml:"half"`
	Leaders []counterFile `toml:"leader"`
	Weapons []struct {
		Nat       string `toml:"nat"`
		Type      string `toml:"type"`
		Kind      string `toml:"kind"`
		Size      string `toml:"size"`
		FP        int    `toml:"fp"`
		Range     int    `toml:"range"`
		ROF       int    `toml:"rof"`
		Breakdown int    `toml:"breakdown"`
		X         int    `toml:"x"`
		Repair    int    `toml:"repair"`
		PP        int    `toml:"pp"`
	} `toml:"weapon"`
}

type counterFile struct {
	Nat    string `toml:"nat"`
	Type   string `toml:"type"`
	Class  string `toml:"class"`
	FP     int    `toml:"fp"`
	Range  int    `toml:"range"`
	Morale int    `toml:"morale"`
	Broken int    `toml:"broken"`
	DRM    int    `toml:"drm"`
	Smoke  int    `toml:"smoke"`
	Spray  bool   `toml:"spray"`
	NoELR  bool   `toml:"no_elr"`
	Half   string `toml:"half"`
	Lower  string `toml:"lower"`
}

// anyNat is the nationality key of types every nationality shares.
const anyNat = "*"

func rosterKey(nat, typ string) string { return nat + "/" + strings.ToUpper(typ) }

// LoadRoster reads the embedded counter data and checks that every
// reference in it resolves.
func LoadRoster() (*Roster, error) { return ParseRoster(countersTOML) }

// CheckRoster lists every problem of a counters file, for `adjutant
// scenario check`, as CheckTables does for the charts.
func CheckRoster(data []byte) []string {
	return checkData(data, &rosterFile{}, "counters", func() error {
		_, err := ParseRoster(data)
		return err
	})
}

// ParseRoster reads counter data and checks that every reference in it
// resolves.
func ParseRoster(data []byte) (*Roster, error) {
	var f rosterFile
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&f)
	if err != nil {
		return nil, fmt.Errorf("%w: counters.toml: %w", ErrTables, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("%w: counters.toml: unknown key %q", ErrTables, und[0].String())
	}
	r := &Roster{Nations: map[string]Nation{}, counters: map[string]CounterType{}, weapons: map[string]WeaponType{}}
	for _, key := range slices.Sorted(maps.Keys(f.Nationality)) { // the same file, the same first problem
		n := f.Nationality[key]
		if len(n.Name) != 3 || n.Letter == "" {
			return nil, fmt.Errorf("%w: nationality %s needs three names and a letter", ErrTables, key)
		}
		r.Nations[key] = Nation{Key: key, Name: i18n.Text{EN: n.Name[0], Hant: n.Name[1], Hans: n.Name[2]}, Letter: n.Letter}
	}
	add := func(kind Kind, list []counterFile) error {
		for _, c := range list {
			nat := c.Nat
			if kind == Leader {
				nat = anyNat
			} else if _, ok := r.Nations[nat]; !ok {
				return fmt.Errorf("%w: %s %s: unknown nationality %q", ErrTables, kind, c.Type, nat)
			}
			ct := CounterType{Nat: nat, Type: c.Type, Kind: kind, Class: Class(c.Class), FP: c.FP, Range: c.Range,
				Morale: c.Morale, Broken: c.Broken, DRM: c.DRM, Smoke: c.Smoke, Spray: c.Spray, NoELR: c.NoELR,
				Half: c.Half, Lower: c.Lower}
			if ct.Morale < 2 || ct.Broken < 2 {
				return fmt.Errorf("%w: %s %s: morale and broken morale must be set", ErrTables, kind, c.Type)
			}
			k := rosterKey(nat, c.Type)
			if _, dup := r.counters[k]; dup {
				return fmt.Errorf("%w: %s defined twice", ErrTables, k)
			}
			r.counters[k] = ct
		}
		return nil
	}
	for _, part := range []struct {
		k Kind
		l []counterFile
	}{{Squad, f.Squads}, {Half, f.Halves}, {Leader, f.Leaders}} {
		if err := add(part.k, part.l); err != nil {
			return nil, err
		}
	}
	for _, w := range f.Weapons {
		wt := WeaponType{Nat: w.Nat, Type: strings.ToUpper(w.Type), Kind: WeaponKind(w.Kind), Size: w.Size, FP: w.FP, Range: w.Range,
			ROF: w.ROF, Breakdown: w.Breakdown, X: w.X, Repair: w.Repair, PP: w.PP}
		if wt.Kind == MG && wt.Breakdown == 0 {
			wt.Breakdown = 12 // 4.1: an MG without a printed B# has B12
		}
		if wt.Kind != MG && wt.Kind != FT && wt.Kind != DC {
			return nil, fmt.Errorf("%w: weapon %s: kind %q", ErrTables, w.Type, w.Kind)
		}
		k := rosterKey(w.Nat, w.Type)
		if _, dup := r.weapons[k]; dup {
			return nil, fmt.Errorf("%w: weapon %s defined twice", ErrTables, k)
		}
		r.weapons[k] = wt
	}
	// Every reduction and substitution names a type of the same
	// nationality and a half-squad for each squad.
	for _, k := range slices.Sorted(maps.Keys(r.counters)) {
		c := r.counters[k]
		if c.Kind == Squad {
			if h, ok := r.counters[rosterKey(c.Nat, c.Half)]; !ok || h.Kind != Half {
				return nil, fmt.Errorf("%w: %s reduces to unknown half-squad %q", ErrTables, k, c.Half)
			}
		}
		if c.Lower != "" {
			if l, ok := r.counters[rosterKey(c.Nat, c.Lower)]; !ok || l.Kind != c.Kind {
				return nil, fmt.Errorf("%w: %s is replaced by unknown %s %q", ErrTables, k, c.Kind, c.Lower)
			}
		}
	}
	return r, nil
}

// Counter returns a personnel type of a nationality (leaders are shared).
func (r *Roster) Counter(nat, typ string) (CounterType, bool) {
	if c, ok := r.counters[rosterKey(nat, typ)]; ok {
		return c, true
	}
	c, ok := r.counters[rosterKey(anyNat, typ)]
	return c, ok
}

// Weapon returns a support weapon type of a nationality (FT and DC are
// shared).
func (r *Roster) Weapon(nat, typ string) (WeaponType, bool) {
	if w, ok := r.weapons[rosterKey(nat, typ)]; ok {
		return w, true
	}
	w, ok := r.weapons[rosterKey(anyNat, typ)]
	return w, ok
}

// CounterTypes lists the personnel types of a nationality, leaders
// included, in a fixed order.
func (r *Roster) CounterTypes(nat string) []CounterType {
	var out []CounterType
	for _, k := range slices.Sorted(maps.Keys(r.counters)) {
		c := r.counters[k]
		if c.Nat == nat || c.Nat == anyNat {
			out = append(out, c)
		}
	}
	return out
}
