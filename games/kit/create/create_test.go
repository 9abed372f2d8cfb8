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

// named is list with the Chinese names a referee may write.
var named = []games.Option{
	{Key: "losses", Names: games.Chinese{Hant: "損失", Hans: "损失"}, Values: []string{"one", "each"}, Default: "one",
		ValueNames: map[string]games.Chinese{"each": {Hant: "每支", Hans: "每支"}}},
	{Key: "max", Names: games.Chinese{Hant: "上限", Hans: "上限"}, Default: "100"},
}

func TestChineseKeysAndValuesAreReadAsTheirEnglish(t *testing.T) {
	title := i18n.T("Marengo", "馬倫哥", "马伦哥")
	got, err := Check(named, map[string]string{"損失": "每支", "上限": "7"}, title)
	if err != nil || got["losses"] != "each" || got["max"] != "7" || len(got) != 2 {
		t.Errorf("Check of Chinese options: %v, %v", got, err)
	}
	if got := Pick(named, map[string]string{"损失": " 每支 "}); got["losses"] != "each" {
		t.Errorf("Pick of a Chinese option: %v", got)
	}
	if k, v := English(named, "losses", "每支"); k != "losses" || v != "each" {
		t.Errorf("a Chinese value under the English key: %s=%s", k, v)
	}
	if k, v := English(named, "速度", "快"); k != "速度" || v != "快" {
		t.Errorf("a word that names no option came back as %s=%s", k, v)
	}
	var r *games.Refusal
	if _, err := Check(named, map[string]string{"損失": "全部"}, title); !errors.As(err, &r) || r.Message.EN != "losses=全部: use one of one, each" {
		t.Errorf("a Chinese value not declared: %v", err)
	}
	// A Chinese writer is shown the key and the values with the Chinese
	// names CREATE takes, listed the Chinese way.
	if r.Message.Hant != "losses（損失）=全部：只可用 one、each（每支）" {
		t.Errorf("the refusal in Traditional: %q", r.Message.Hant)
	}
}

func TestNameClashesNamesEveryNameReadTwoWays(t *testing.T) {
	if c := NameClashes(named); c != nil {
		t.Errorf("clean names: %q", c)
	}
	bad := []games.Option{
		{Key: "losses", Names: games.Chinese{Hant: "max", Hans: "损失"}, Values: []string{"one", "each"},
			ValueNames: map[string]games.Chinese{"each": {Hant: "一", Hans: "one"}, "one": {Hant: "一"}, "all": {Hant: "全"}}},
		{Key: "max", Names: games.Chinese{Hant: "损失"}},
	}
	got := strings.Join(NameClashes(bad), "\n")
	want := strings.Join([]string{
		`option losses: the name "max" is also option max`,
		`option losses: names the value "all", which it does not allow`,
		`option losses: the name "one" is also the value one`,
		`option losses: the name "一" is also the value each`,
		`option max: the name "损失" is also option losses`,
	}, "\n")
	if got != want {
		t.Errorf("NameClashes said\n%s\nwant\n%s", got, want)
	}
}
