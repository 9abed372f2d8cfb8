package command

import (
	"testing"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/games/example"
	"adjutant/games/gettysburg"
	"adjutant/games/kit/create"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
)

// CREATE reads a rules option's Chinese key before the judge settings'
// Chinese words, so a name that is also a setting's (新聞) or a phase
// class's (行動期, 回合) would hide that setting; none may be. Within an
// engine, ReadAbout already refuses a name read two ways.
func TestOptionChineseNamesHideNoSetting(t *testing.T) {
	engines := []games.Engine{diplomacy.New(), gettysburg.Engine{}, maneuver.Engine{}, marengo.Engine{}, asl.Engine{}, example.Engine{}}
	named := 0
	for _, eng := range engines {
		a := eng.About()
		for _, o := range a.Options {
			for _, n := range o.Names.Words() {
				named++
				if k, ok := masterSetWords[n]; ok {
					t.Errorf("%s option %s: the name %q is the setting %s", a.Name, o.Key, n, k)
				}
				if k := chineseSetKey(n, a.Classes); k != n {
					t.Errorf("%s option %s: the name %q is read as the phase class %s", a.Name, o.Key, n, k)
				}
			}
		}
	}
	if named == 0 {
		t.Error("no engine gives an option a Chinese name")
	}
}

// Every game's options have Chinese names in both scripts, and so has
// every value of an option that lists its values, but for the few kept
// in English: an acronym and a scenario's name.
func TestEveryGameOptionHasChineseNames(t *testing.T) {
	engines := []games.Engine{diplomacy.New(), marengo.Engine{}, gettysburg.Engine{}, maneuver.Engine{}, asl.Engine{}}
	englishOnly := map[string]bool{"diplomacy rules=datc": true, "marengo scenario=sample": true}
	for _, eng := range engines {
		name := eng.About().Name
		for _, o := range eng.About().Options {
			if o.Names.Hant == "" || o.Names.Hans == "" {
				t.Errorf("%s option %s has no Chinese name in both scripts", name, o.Key)
			}
			for _, v := range o.Values {
				if englishOnly[name+" "+o.Key+"="+v] {
					continue
				}
				if n := o.ValueNames[v]; n.Hant == "" || n.Hans == "" {
					t.Errorf("%s option %s=%s has no Chinese name in both scripts", name, o.Key, v)
				}
			}
		}
	}
}

// Each Chinese name of a key, with each Chinese name of one of its values,
// is read as that key and value (手牌=自選 is hand=choose), so a referee
// who writes an option in either script gets the option he meant.
func TestOptionChineseNamesReadAsTheirEnglish(t *testing.T) {
	engines := []games.Engine{diplomacy.New(), marengo.Engine{}, gettysburg.Engine{}, maneuver.Engine{}, asl.Engine{}}
	for _, eng := range engines {
		opts := eng.About().Options
		for _, o := range opts {
			for _, kn := range o.Names.Words() {
				for _, v := range o.Values {
					for _, vn := range o.ValueNames[v].Words() {
						if k, got := create.English(opts, kn, vn); k != o.Key || got != v {
							t.Errorf("%s %s=%s read as %s=%s, want %s=%s", eng.About().Name, kn, vn, k, got, o.Key, v)
						}
					}
				}
			}
		}
	}
}
