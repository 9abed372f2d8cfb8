package diplomacy

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
)

// files holds the game's declaration (about.toml), its words
// (names.toml) and its help: help/topics lists the topics and the words players may use for each;
// help/<topic>.txt is a topic in English, the same names under
// help/zh-Hant and help/zh-Hans in Chinese. A file's first line is its
// title in the list of topics. The judge's general topics (press,
// deadlines, master) are the judge's.
//
//go:embed about.toml names.toml help
var files embed.FS

// about is the game's declaration, read once: about.toml (its options
// among it) and help/, with the rulebook's set-ups as its variants
// (engine.go).
var about = shipped.Declared(files, func(a *games.About) { a.Variants = variants() })

// words are the game's fixed phrases (names.toml), read once.
var words = shipped.NamesIn(files)
