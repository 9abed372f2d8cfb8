package diplomacy

import "embed"

// shippedFiles holds the game's declaration (about.toml) and its help:
// help/topics lists the topics and the words players may use for each;
// help/<topic>.txt is a topic in English, the same names under
// help/zh-Hant and help/zh-Hans in Chinese. A file's first line is its
// title in the list of topics. The judge's general topics (press,
// deadlines, master) are the judge's.
//
//go:embed about.toml help
var shippedFiles embed.FS
