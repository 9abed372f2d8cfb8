package main

import (
	"fmt"
	"os"

	"github.com/BurntSushi/toml"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/games/gettysburg"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
)

// game is one rule system this build runs, with the tools of `adjutant
// scenario` for the games whose maps and rosters are data files.
type game struct {
	engine games.Engine
	// check validates a scenario file; each string is one problem, naming
	// where in the file it is. nil for games without scenario files.
	check func(path string) ([]string, error)
	// render draws a scenario file's map as the game's mail shows it.
	render func(path string) (string, error)
}

// registered lists the games of this build; the first is CREATE's default.
// A new game adds its line here.
func registered() []game {
	return []game{
		{engine: diplomacy.New()},
		{engine: gettysburg.Engine{}, check: stringsOf(gettysburg.CheckScenarioFile), render: gettysburg.RenderScenarioFile},
		{engine: maneuver.Engine{}, check: stringsOf(maneuver.CheckScenarioFile), render: maneuver.RenderScenarioFile},
		{engine: marengo.Engine{}, check: stringsOf(marengo.CheckScenarioFile), render: marengo.RenderScenarioFile},
		{engine: asl.Engine{}, check: stringsOf(asl.CheckScenarioFile), render: asl.RenderScenarioFile},
	}
}

// engines are the games this build of the judge runs.
func engines() []games.Engine {
	var out []games.Engine
	for _, g := range registered() {
		out = append(out, g.engine)
	}
	return out
}

// stringsOf adapts a checker whose problems print themselves.
func stringsOf[P fmt.Stringer](check func(string) ([]P, error)) func(string) ([]string, error) {
	return func(path string) ([]string, error) {
		probs, err := check(path)
		out := make([]string, len(probs))
		for i, p := range probs {
			out[i] = p.String()
		}
		return out, err
	}
}

// scenarioGame picks the game a scenario file is for by its top-level
// `game` key, which every scenario and data file has.
func scenarioGame(path string) (game, error) {
	var head struct {
		Game string `toml:"game"`
	}
	if _, err := toml.DecodeFile(path, &head); err != nil {
		if _, statErr := os.Stat(path); statErr != nil {
			return game{}, fmt.Errorf("read scenario: %w", statErr)
		}
		return game{}, fmt.Errorf("%s: not valid TOML: %w", path, err)
	}
	var names []string
	for _, g := range registered() {
		if g.engine.About().Name == head.Game && g.check != nil {
			return g, nil
		}
		if g.check != nil {
			names = append(names, g.engine.About().Name)
		}
	}
	if head.Game == "" {
		return game{}, fmt.Errorf("%w: %s has no game key: add one naming the game the file is for, such as game = %q (games with scenarios: %v)", errUsage, path, names[0], names)
	}
	return game{}, fmt.Errorf("%w: %s: game = %q has no scenario files (games with scenarios: %v)", errUsage, path, head.Game, names)
}
