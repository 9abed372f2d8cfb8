package templates

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// taiwanOnly are words of Taiwan's usage written in simplified characters,
// which a mainland reader would not write: the Simplified text says 项目,
// not 专案 (a Traditional reader's 專案 is right in Traditional).
var taiwanOnly = []string{"专案", "讯息", "程式", "软体", "网路", "资料夹", "伺服器"}

// mainlandOnly are the mainland's words written in traditional
// characters, which a reader in Taiwan would not write (預設, 軟體, 網路 …).
var mainlandOnly = []string{"默認", "軟件", "網絡", "數據", "登錄", "發送", "視頻", "服務器"}

// Every Simplified text the judge mails, its catalogue, help topics and
// the games' help and declared summaries, uses the mainland's words.
func TestSimplifiedUsesMainlandWords(t *testing.T) {
	regionWords(t, "hans", taiwanOnly, "Taiwan's word in simplified characters")
}

// Every Traditional text uses Taiwan's words.
func TestTraditionalUsesTaiwansWords(t *testing.T) {
	regionWords(t, "hant", mainlandOnly, "the mainland's word in traditional characters")
}

// regionWords fails on each line of a script's texts (script "hans" or
// "hant") that has one of the words of the other region.
func regionWords(t *testing.T, script string, words []string, what string) {
	t.Helper()
	dir := map[string]string{"hans": "zh-Hans", "hant": "zh-Hant"}[script]
	var files []string
	for _, pattern := range []string{dir + "/*", dir + "/help/*", "../games/*/help/" + dir + "/*", "../games/*/about.toml", "../games/*/names.toml"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 10 {
		t.Fatalf("found only %d files to read", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			continue // a directory
		}
		for n, line := range strings.Split(string(data), "\n") {
			if strings.HasSuffix(f, ".toml") && !strings.Contains(line, script) {
				continue // a .toml's strings of one script are on its hans or hant lines
			}
			for _, w := range words {
				if strings.Contains(line, w) {
					t.Errorf("%s:%d has %q, %s", f, n+1, w, what)
				}
			}
		}
	}
}
