package asl

import "embed"

// shippedFiles holds the game's declaration (about.toml) and its help:
// help/topics lists the topics and the words players may use for each;
// help/<topic>.txt is a topic in English, the same names under
// help/zh-Hant and help/zh-Hans in Chinese. A file's first line is its
// title in the list of topics. A missing file is a build mistake that
// TestHelpTopicsInThreeLanguages catches.
//
//go:embed about.toml help
var shippedFiles embed.FS
