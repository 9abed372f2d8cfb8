package diplomacy

import (
	"encoding/json"
	"fmt"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/variant"
	"adjutant/templates/i18n"
)

// stateFormat is the version of the saved form; Load refuses others.
const stateFormat = 1

// stateJSON is a game as saved. Everything else (the map, the variant's
// seats) is rebuilt from the names it holds.
type stateJSON struct {
	Format  int    `json:"format"`
	Variant string `json:"variant"`
	Rules   string `json:"rules"`
	End     string `json:"end"`
	EndYear int    `json:"endyear,omitempty"`
	// Disorder is omitted for the default, so games saved before the
	// option existed load unchanged.
	Disorder string `json:"disorder,omitempty"`
	// Text is always written: games saved before the option existed, which
	// hold none, were made under the translation's reading and keep it.
	Text string `json:"text,omitempty"`
	// Joined is the variant seat ("Austria+Germany+Turkey") the coin toss
	// gave the neutral power to; empty before the toss.
	Joined   string   `json:"joined,omitempty"`
	Position posJSON  `json:"position"`
	Ending   *endJSON `json:"ending,omitempty"`
}

// endJSON is how the game ended.
type endJSON struct {
	Kind    string      `json:"kind"` // victory, timed, lot
	Winners []string    `json:"winners,omitempty"`
	Draw    []string    `json:"draw,omitempty"`
	Reason  i18n.Text   `json:"reason"`
	Lot     *games.Draw `json:"lot,omitempty"`
}

// game is one game's state. It is never changed after it is built: Resolve
// and Edit return new values.
type game struct {
	eng    *engine
	set    settings
	v      variant.Variant // with the coin toss applied once it is done
	joined string
	pos    dip.Position
	end    *endJSON
}

func (g *game) state() stateJSON {
	return stateJSON{
		Format: stateFormat, Variant: g.v.Name, Rules: g.set.Rules, End: g.set.End, EndYear: g.set.EndYear, Disorder: disorderSaved(g.set.Disorder),
		Text:   g.set.Text,
		Joined: g.joined, Position: encodePosition(g.pos), Ending: g.end,
	}
}

// Save returns the game as canonical JSON: object keys sorted by
// encoding/json, every list sorted by the encoder, so equal states give
// equal bytes.
func (g *game) Save() ([]byte, error) {
	b, err := json.Marshal(g.state())
	if err != nil {
		return nil, fmt.Errorf("diplomacy: saving: %w", err)
	}
	return b, nil
}

func (e *engine) fromState(st stateJSON) (*game, error) {
	if st.Format != stateFormat {
		return nil, fmt.Errorf("%w: format %d, want %d", games.ErrCorrupt, st.Format, stateFormat)
	}
	v, err := variant.ByName(st.Variant)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	opts := map[string]string{OptRules: st.Rules, OptEnd: st.End}
	if st.EndYear != 0 {
		opts[OptEndYear] = fmt.Sprint(st.EndYear)
	}
	if st.Disorder != "" {
		opts[OptDisorder] = st.Disorder
	}
	opts[OptText] = textLoaded(st.Text)
	s, err := parseSettings(v, opts)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	v = s.apply(v)
	if st.Joined != "" {
		if v.Toss == nil {
			return nil, fmt.Errorf("%w: variant %s has no coin toss", games.ErrCorrupt, v.Name)
		}
		if v, err = v.Joined(v.Toss.Power, st.Joined); err != nil {
			return nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
		}
	}
	pos, err := decodePosition(e.base, st.Position)
	if err != nil {
		return nil, err
	}
	if st.Ending != nil {
		switch st.Ending.Kind {
		case variant.Victory.String(), variant.Timed.String(), variant.Lot.String(), variant.Draw.String():
		default:
			return nil, fmt.Errorf("%w: ending %q", games.ErrCorrupt, st.Ending.Kind)
		}
		for _, p := range append(append([]string(nil), st.Ending.Winners...), st.Ending.Draw...) {
			if !knownPower(dip.Power(p)) {
				return nil, fmt.Errorf("%w: ending names unknown power %q", games.ErrCorrupt, p)
			}
		}
	}
	return &game{eng: e, set: s, v: v, joined: st.Joined, pos: pos, end: st.Ending}, nil
}

// textLoaded is the reading a saved game was made under: the one it names,
// or the translation's for a game saved before the choice existed.
func textLoaded(t string) string {
	if t == "" {
		return TextTranslation
	}
	return t
}

func disorderSaved(d string) string {
	if d == DisorderOwned {
		return ""
	}
	return d
}
