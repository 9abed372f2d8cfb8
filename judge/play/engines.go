package play

import (
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Engines are the games a judge runs: by name, and in the order given,
// whose first is the default for CREATE.
type Engines struct {
	list   []games.Engine
	byName map[string]games.Engine
}

// NewEngines registers list; a later engine of the same name wins.
func NewEngines(list []games.Engine) Engines {
	e := Engines{list: append([]games.Engine(nil), list...), byName: map[string]games.Engine{}}
	for _, eng := range list {
		e.byName[eng.About().Name] = eng
	}
	return e
}

// Get returns the engine called name.
func (e Engines) Get(name string) (games.Engine, bool) {
	eng, ok := e.byName[name]
	return eng, ok
}

// All lists the engines in their order.
func (e Engines) All() []games.Engine { return e.list }

// Default is the engine CREATE uses when it names none, or nil.
func (e Engines) Default() games.Engine {
	if len(e.list) == 0 {
		return nil
	}
	return e.list[0]
}

// KindNamed names a game's kind for a reader: its name in English, the
// word CREATE takes; in Chinese its Chinese title with that word
// (盖茨堡（gettysburg）), so that the reply stays Chinese and still says
// what to type.
func KindNamed(about games.About) i18n.Text {
	t := KindTitle(about)
	if t.Hant != about.Name {
		t.Hant += "（" + about.Name + "）"
	}
	if t.Hans != about.Name {
		t.Hans += "（" + about.Name + "）"
	}
	return t
}

// KindTitle is a game's kind as its Chinese readers call it (盖茨堡), and
// its name in English.
func KindTitle(about games.About) i18n.Text {
	t := i18n.Text{EN: about.Name, Hant: about.Title.Hant, Hans: about.Title.Hans}
	if t.Hant == "" {
		t.Hant = about.Name
	}
	if t.Hans == "" {
		t.Hans = about.Name
	}
	return t
}

// KindWord is the one word a reader of each language names a game's kind
// by in CREATE: its name, or its Chinese title when that is one word.
func KindWord(about games.About) i18n.Text {
	t := KindTitle(about)
	if strings.ContainsAny(t.Hant, " \t") {
		t.Hant = about.Name
	}
	if strings.ContainsAny(t.Hans, " \t") {
		t.Hans = about.Name
	}
	return t
}
