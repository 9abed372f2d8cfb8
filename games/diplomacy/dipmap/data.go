package dipmap

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/diplomacy/dip"
)

// provinceData is one province block of a map file, before checking.
type provinceData struct {
	info    dip.ProvinceInfo
	line    int
	abbrs   []string
	aliases []string    // English
	zh      [][2]string // Traditional, Simplified; the first pair is the rulebook's name
	army    []dip.Province
	fleet   map[dip.Coast][]dip.Loc // NoCoast for a province without named coasts
}

// mapData is a parsed map file, in file order.
type mapData struct {
	provs []*provinceData
	byID  map[dip.Province]*provinceData
}

// parseData reads the map file format documented at the top of
// data/standard.txt and checks it (see check).
func parseData(text string) (*mapData, error) {
	d := &mapData{byID: map[dip.Province]*provinceData{}}
	var cur *provinceData
	for n, line := range strings.Split(text, "\n") {
		n++
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		key, args := fields[0], fields[1:]
		rest := strings.Join(args, " ")
		if key == "province" {
			if len(args) < 2 {
				return nil, fmt.Errorf("%w: line %d: province needs an id and a name", ErrBadData, n)
			}
			id := dip.Province(args[0])
			if !id.Valid() {
				return nil, fmt.Errorf("%w: line %d: id %q must be lower-case letters", ErrBadData, n, args[0])
			}
			if _, dup := d.byID[id]; dup {
				return nil, fmt.Errorf("%w: line %d: province %s listed twice", ErrBadData, n, id)
			}
			cur = &provinceData{line: n, info: dip.ProvinceInfo{ID: id, Name: strings.Join(args[1:], " ")}, fleet: map[dip.Coast][]dip.Loc{}}
			d.provs = append(d.provs, cur)
			d.byID[id] = cur
			continue
		}
		if cur == nil {
			return nil, fmt.Errorf("%w: line %d: %q before the first province", ErrBadData, n, key)
		}
		if err := cur.apply(key, args, rest); err != nil {
			return nil, fmt.Errorf("%w: line %d: %s: %v", ErrBadData, n, cur.info.ID, err)
		}
	}
	if err := d.check(); err != nil {
		return nil, err
	}
	return d, nil
}

// apply reads one keyword line into the province block.
func (p *provinceData) apply(key string, args []string, rest string) error {
	switch key {
	case "abbr":
		p.abbrs = append(p.abbrs, args...)
	case "alias":
		if rest == "" {
			return fmt.Errorf("empty alias")
		}
		p.aliases = append(p.aliases, rest)
	case "zh", "zh-alias":
		if len(args) != 2 {
			return fmt.Errorf("%s needs a Traditional and a Simplified name", key)
		}
		if key == "zh" && p.info.Hant != "" {
			return fmt.Errorf("zh given twice")
		}
		if key == "zh" {
			p.info.Hant, p.info.Hans = args[0], args[1]
			p.zh = append([][2]string{{args[0], args[1]}}, p.zh...)
		} else {
			p.zh = append(p.zh, [2]string{args[0], args[1]})
		}
	case "type":
		if len(args) != 1 {
			return fmt.Errorf("type needs one word")
		}
		switch args[0] {
		case "land":
			p.info.Terrain = dip.Land
		case "sea":
			p.info.Terrain = dip.Sea
		case "coastal":
			p.info.Terrain = dip.Coastal
		default:
			return fmt.Errorf("unknown type %q", args[0])
		}
	case "home":
		if len(args) != 1 || !knownPower(dip.Power(args[0])) {
			return fmt.Errorf("home needs one of the seven powers")
		}
		p.info.Home, p.info.SupplyCenter = dip.Power(args[0]), true
	case "sc":
		p.info.SupplyCenter = true
	case "impassable":
		p.info.Impassable = true
	case "canal":
		p.info.Canal = true
	case "army":
		for _, a := range args {
			if !dip.Province(a).Valid() {
				return fmt.Errorf("army edge to %q", a)
			}
			p.army = append(p.army, dip.Province(a))
		}
	case "fleet", "coast":
		c := dip.NoCoast
		if key == "coast" {
			if len(args) == 0 || (args[0] != "nc" && args[0] != "sc" && args[0] != "ec") {
				return fmt.Errorf("coast needs nc, sc or ec")
			}
			c, args = dip.Coast(args[0]), args[1:]
			p.info.Coasts = append(p.info.Coasts, c)
		}
		if _, dup := p.fleet[c]; dup {
			return fmt.Errorf("fleet edges for %q given twice", c)
		}
		locs := make([]dip.Loc, 0, len(args))
		for _, a := range args {
			l := dip.ParseLoc(a)
			if !l.Prov.Valid() {
				return fmt.Errorf("fleet edge to %q", a)
			}
			locs = append(locs, l)
		}
		p.fleet[c] = locs
	default:
		return fmt.Errorf("unknown keyword %q", key)
	}
	return nil
}

func knownPower(pw dip.Power) bool {
	for _, x := range dip.AllPowers() {
		if x == pw {
			return true
		}
	}
	return false
}

// check enforces what the format promises: complete blocks, edges to known
// places written at both ends, fleets only where a fleet can be, and
// names that point to one place only.
func (d *mapData) check() error {
	if len(d.provs) == 0 {
		return fmt.Errorf("%w: no provinces", ErrBadData)
	}
	for _, p := range d.provs {
		if err := p.checkBlock(); err != nil {
			return fmt.Errorf("%w: line %d: %s: %v", ErrBadData, p.line, p.info.ID, err)
		}
	}
	for _, p := range d.provs {
		for _, b := range p.army {
			q := d.byID[b]
			if q == nil {
				return fmt.Errorf("%w: %s: army edge to unknown %s", ErrBadData, p.info.ID, b)
			}
			if !containsProv(q.army, p.info.ID) {
				return fmt.Errorf("%w: army edge %s-%s is not written at %s", ErrBadData, p.info.ID, b, b)
			}
		}
		for _, c := range sortedCoasts(p.fleet) {
			from := dip.Loc{Prov: p.info.ID, Coast: c}
			for _, to := range p.fleet[c] {
				q := d.byID[to.Prov]
				if q == nil {
					return fmt.Errorf("%w: %s: fleet edge to unknown %s", ErrBadData, from, to)
				}
				back, ok := q.fleet[to.Coast]
				if !ok {
					return fmt.Errorf("%w: fleet edge %s-%s: %s has no such place for a fleet", ErrBadData, from, to, to)
				}
				if !containsLoc(back, from) {
					return fmt.Errorf("%w: fleet edge %s-%s is not written at %s", ErrBadData, from, to, to)
				}
			}
		}
	}
	_, err := d.names()
	return err
}

func (p *provinceData) checkBlock() error {
	switch {
	case p.info.Terrain == 0:
		return fmt.Errorf("no type")
	case p.info.Hant == "":
		return fmt.Errorf("no zh name")
	case p.info.Terrain == dip.Sea && len(p.army) > 0:
		return fmt.Errorf("army edges at sea")
	case p.info.Terrain == dip.Land && len(p.fleet) > 0:
		return fmt.Errorf("fleet edges inland")
	case p.info.Terrain != dip.Land && len(p.fleet) == 0:
		return fmt.Errorf("no fleet edges")
	case p.info.Terrain == dip.Sea && p.info.SupplyCenter:
		return fmt.Errorf("a sea cannot be a supply centre")
	case p.info.Split() && len(p.info.Coasts) == 1:
		return fmt.Errorf("a split province needs at least two coasts")
	case p.info.Split() && p.fleet[dip.NoCoast] != nil:
		return fmt.Errorf("a split province takes coast lines, not a fleet line")
	}
	sort.Slice(p.info.Coasts, func(i, j int) bool { return p.info.Coasts[i] < p.info.Coasts[j] })
	return nil
}

func sortedCoasts(m map[dip.Coast][]dip.Loc) []dip.Coast {
	out := make([]dip.Coast, 0, len(m))
	for c := range m {
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func containsProv(s []dip.Province, p dip.Province) bool {
	for _, x := range s {
		if x == p {
			return true
		}
	}
	return false
}

func containsLoc(s []dip.Loc, l dip.Loc) bool {
	for _, x := range s {
		if x == l {
			return true
		}
	}
	return false
}
