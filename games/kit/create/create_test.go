package create

import (
	"errors"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

var list = []games.Option{
	{Key: "losses", Values: []string{"one", "each"}, Default: "one"},
	{Key: "max", Default: "100"},
}

func TestPickKeepsAllowedValuesAndDefaultsTheRest(t *testing.T) {
	got := Pick(list, map[string]string{"losses": "each", "max": " 7 "})
	if got["losses"] != "each" || got["max"] != "7" {
		t.Errorf("given values: %v", got)
	}
	got = Pick(list, map[string]string{"losses": "EACH"})
	if got["losses"] != "one" || got["max"] != "100" {
		t.Errorf("a value not allowed and a missing one: %v", got)
	}
	if got := Pick(list, map[string]string{"max": ""}); got["max"] != "" {
		t.Errorf("an empty free value is the player's to refuse in New: %q", got["max"])
	}
}

func TestCheckRefusesUnknownKeysAndValues(t *testing.T) {
	title := i18n.T("Marengo", "馬倫哥", "马伦哥")
	got, err := Check(list, map[string]string{"losses": " EACH ", "max": ""}, title)
	if err != nil || got["losses"] != "each" || got["max"] != "100" {
		t.Errorf("good options: %v, %v", got, err)
	}
	var r *games.Refusal
	_, err = Check(list, map[string]string{"zz": "1", "speed": "2"}, title)
	if !errors.As(err, &r) || r.Message.EN != `Marengo has no option "speed"` || r.Message.Hant != "馬倫哥沒有「speed」這個選項" {
		t.Errorf("an unknown key: %v", err)
	}
	_, err = Check(list, map[string]string{"losses": "all"}, title)
	if !errors.As(err, &r) || r.Message.EN != "losses=all: use one of one, each" {
		t.Errorf("a value not allowed: %v", err)
	}
}

func TestDriftNamesEveryDifference(t *testing.T) {
	declared := []games.Option{
		{Key: "ties", Values: []string{"published", "damaged"}, Default: "published"},
		{Key: "hand", Values: []string{"draw", "choose"}, Default: "choose"},
		{Key: "nations"},
		{Key: "old", Values: []string{"a"}, Default: "a"},
	}
	read := map[string][]string{
		"ties":    {"published", "damaged"},
		"hand":    {"draw", "choose"},
		"nations": nil,
		"results": {"atleast", "more"},
	}
	got := strings.Join(Drift(declared, read), "\n")
	want := strings.Join([]string{
		`option hand: declares the default "choose", the rules read "draw" first`,
		"option old: declared, but the rules read no such key",
		"option results: the rules read it, but it is not declared",
	}, "\n")
	if got != want {
		t.Errorf("Drift said\n%s\nwant\n%s", got, want)
	}
	read["hand"] = []string{"choose", "draw"}
	delete(read, "results")
	read["old"] = []string{"a"}
	if p := Drift(declared, read); len(p) != 1 || !strings.Contains(p[0], "declares the values [draw choose], the rules read [choose draw]") {
		t.Errorf("values in another order: %q", p)
	}
}

// saved is an engine's Options as a game saves them.
type saved struct {
	Losses  string   `json:"losses,omitempty"`
	Max     string   `json:"max"`
	Speed   string   `json:"speed"`
	Nations []string `json:"losses_list,omitempty"`
	hidden  string
}

func TestFillSetsEachStringFieldFromItsKey(t *testing.T) {
	o := saved{Speed: "kept", hidden: "kept"}
	Fill(&o, Pick(list, map[string]string{"losses": "each"}))
	if o.Losses != "each" || o.Max != "100" || o.Speed != "kept" || o.hidden != "kept" || o.Nations != nil {
		t.Errorf("filled: %+v", o)
	}
	if got := Undeclared(list, saved{}); len(got) != 1 || got[0] != "field Speed: no option speed is declared" {
		t.Errorf("undeclared: %q", got)
	}
}
