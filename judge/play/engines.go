package play

import "adjutant/games"

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
