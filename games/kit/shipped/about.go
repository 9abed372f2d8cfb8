package shipped

import (
	"errors"
	"fmt"
	"io/fs"
	"sync"
	"time"

	"adjutant/games"
	"adjutant/games/kit/create"
	"adjutant/templates/i18n"
)

// AboutFile is an engine's declaration of its game (games.About) in the
// folder it embeds: its name, title, words, kinds of phase, and, where
// they are fixed, its variants and options. The engine adds what it
// computes (scenario variants, help built from its data) in Go.
const AboutFile = "about.toml"

// aboutFile is the TOML shape of AboutFile. Texts are written
// { en = "…", hant = "…", hans = "…" }, all three required.
type aboutFile struct {
	Name    string
	Title   i18n.Text
	Words   games.Words
	Class   []classFile
	Variant []games.Variant
	Option  []games.Option
}

type classFile struct {
	Key     string
	Name    i18n.Text
	Default string    // a Go duration: "48h"
	Orders  i18n.Text // optional: what the class asks for, if not [words] orders
}

// ReadAbout reads AboutFile from fsys, and the help topics listed in
// help/topics when fsys has that folder. Every problem is one error,
// joined, naming the key.
func ReadAbout(fsys fs.FS) (games.About, error) {
	data, err := fs.ReadFile(fsys, AboutFile)
	if err != nil {
		return games.About{}, fmt.Errorf("read %s: %w", AboutFile, err)
	}
	var f aboutFile
	probs, err := DecodeTOML(data, &f)
	if err != nil {
		return games.About{}, fmt.Errorf("%s: %w", AboutFile, err)
	}
	var errs []error
	for _, p := range probs {
		errs = append(errs, errors.New(p.Message))
	}
	a := games.About{Name: f.Name, Title: f.Title, Words: f.Words, Variants: f.Variant, Options: f.Option}
	for _, c := range f.Class {
		d, err := time.ParseDuration(c.Default)
		if err != nil || d <= 0 {
			errs = append(errs, fmt.Errorf("class %q: default %q is not a duration such as 48h", c.Key, c.Default))
		}
		a.Classes = append(a.Classes, games.PhaseClass{Key: c.Key, Name: c.Name, Default: d, Orders: c.Orders})
	}
	errs = append(errs, checkAbout(a)...)
	if _, err := fs.Stat(fsys, "help/"+HelpIndex); err == nil {
		a.Help = Help(fsys, "help")
	}
	if err := errors.Join(errs...); err != nil {
		return games.About{}, fmt.Errorf("%s: %w", AboutFile, err)
	}
	return a, nil
}

// checkAbout names each missing part of a declaration.
func checkAbout(a games.About) []error {
	var errs []error
	need := func(what string, t i18n.Text) {
		if t.EN == "" || t.Hant == "" || t.Hans == "" {
			errs = append(errs, fmt.Errorf("%s: give en, hant and hans", what))
		}
	}
	if a.Name == "" {
		errs = append(errs, errors.New("name is missing"))
	}
	need("title", a.Title)
	need("words.seat", a.Words.Seat)
	need("words.seats", a.Words.Seats)
	need("words.orders", a.Words.Orders)
	if len(a.Classes) == 0 {
		errs = append(errs, errors.New("no [[class]]: a game needs at least one kind of phase"))
	}
	for _, c := range a.Classes {
		if c.Key == "" {
			errs = append(errs, errors.New("a [[class]] has no key"))
		}
		need("class "+c.Key, c.Name)
		if !c.Orders.Empty() {
			need("class "+c.Key+" orders", c.Orders)
		}
	}
	for _, v := range a.Variants {
		need("variant "+v.Name, v.Summary)
	}
	for _, o := range a.Options {
		need("option "+o.Key, o.Summary)
	}
	for _, c := range create.NameClashes(a.Options) {
		errs = append(errs, errors.New(c))
	}
	return errs
}

// Declared returns a function that reads the declaration in fsys once,
// lets complete add what the engine computes (scenario variants, option
// lists, help drawn from its data; complete may be nil), and then returns
// it on every call: the engine's About. Callers must not change the
// slices it holds. The files are embedded, so a failure is a build
// mistake; it panics, and the engine's own tests, which all call About,
// catch it before a build ships.
func Declared(fsys fs.FS, complete func(*games.About)) func() games.About {
	read := sync.OnceValues(func() (games.About, error) {
		a, err := ReadAbout(fsys)
		if err == nil && complete != nil {
			complete(&a)
		}
		return a, err
	})
	return func() games.About {
		a, err := read()
		if err != nil {
			panic(err)
		}
		return a
	}
}
