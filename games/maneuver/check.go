package maneuver

import (
	"fmt"
	"strings"

	"github.com/BurntSushi/toml"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// CheckScenarioFile validates a Maneuver data file (terrain chart, tiles
// or nation; its kind key says which) for `adjutant scenario check FILE`.
// Tiles are checked against the shipped terrain chart. err is non-nil only
// when the file cannot be read.
func CheckScenarioFile(path string) ([]shipped.Problem, error) {
	return shipped.CheckFile(path, parseAny)
}

// parseAny reads any of the three kinds of file; with problems, the error
// counts them.
func parseAny(data []byte) (any, []shipped.Problem, error) {
	v, probs := parseKind(data)
	if len(probs) > 0 {
		return nil, probs, fmt.Errorf("%w: %d problem(s)", ErrData, len(probs))
	}
	return v, nil, nil
}

// parseKind reads the file as the kind its kind key names.
func parseKind(data []byte) (any, []shipped.Problem) {
	var h head
	if _, err := toml.Decode(string(data), &h); err != nil {
		return nil, []shipped.Problem{{Message: "not valid TOML: " + err.Error()}}
	}
	switch h.Kind {
	case "terrain":
		c, ps, _ := ParseChart(data)
		return c, ps
	case "tiles":
		d, err := Shipped()
		if err != nil {
			return nil, []shipped.Problem{{Message: err.Error()}}
		}
		t, ps, _ := ParseTiles(data, d.Chart)
		return t, ps
	case "nation":
		n, ps, _ := ParseNation(data)
		return n, ps
	}
	return nil, []shipped.Problem{{Message: fmt.Sprintf("kind must be terrain, tiles or nation, not %q", h.Kind)}}
}

// RenderScenarioFile shows a data file as the game's mail would: the
// terrain chart as a table, tiles drawn, a nation's units and cards.
func RenderScenarioFile(path string) (string, error) {
	return shipped.RenderFile(path, parseAny, func(v any) string { return renderData(v, path) })
}

// renderData draws a data file read from path.
func renderData(v any, path string) string {
	var b strings.Builder
	switch x := v.(type) {
	case *Chart:
		b.WriteString(wrap("Terrain chart. "+x.Note, proseWidth) + "\n")
		fmt.Fprintf(&b, "%-4s %-10s %-5s %-8s %-6s %-6s %-6s %-7s %s\n", "char", "terrain", "enter", "cavalry", "sight", "assault", "march", "attack", "defence")
		for _, t := range x.Terrains {
			yes := func(ok bool, y, n string) string {
				if ok {
					return y
				}
				return n
			}
			fmt.Fprintf(&b, "%-4c %-10s %-5s %-8s %-6s %-6s %-6s %-7s %s\n", t.Char, t.Key,
				yes(t.Passable, "yes", "no"), yes(t.CavalryOne, "1 only", "2"), yes(t.BlocksSight, "blocks", "-"),
				yes(t.NoAssaultFrom, "no", "-"), yes(t.NoForcedMarch, "no", "-"), orDash(t.Attack.String()), orDash(t.Defence.String()))
		}
	case []Tile:
		b.WriteString(wrap("Tiles, north row first. "+tilesNote(path), proseWidth) + "\n")
		b.WriteString(renderTiles(x, i18n.English))
	case *Nation:
		b.WriteString(wrap(fmt.Sprintf("%s (%s), card prefix %s. %s", x.Name.EN, x.Key, x.Prefix, x.Note), proseWidth) + "\n")
		for _, u := range x.Units {
			arm := "infantry"
			if u.Cavalry {
				arm = "cavalry"
			}
			fmt.Fprintf(&b, "%-3s %-24s %-8s %d/%d\n", u.Code, u.Name.EN, arm, u.Full, u.Damaged)
		}
		b.WriteString("\n")
		b.WriteString(x.cardsText(x.cardIDs(), i18n.English))
	}
	return b.String()
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// tilesNote is the note of a tiles file, read again for the render.
func tilesNote(path string) string {
	var f tilesFile
	if _, err := toml.DecodeFile(path, &f); err != nil {
		return ""
	}
	return f.Note
}
