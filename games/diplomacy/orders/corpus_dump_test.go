package orders

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dipmap"
)

// TestDumpOrderCorpus writes how every order line the repository holds is
// read: the string literals of the Diplomacy tests, the lines of its
// testdata, golden and help files and of docs/players.md, and every
// place's names with and without a unit before them. It runs only with
// DIP_CORPUS_OUT set to a file; run it before and after a change to the
// grammar and diff the two files: a line read before must read the same.
//
//	DIP_CORPUS_OUT=/tmp/before.txt go test -run DumpOrderCorpus ./games/diplomacy/orders
func TestDumpOrderCorpus(t *testing.T) {
	out := os.Getenv("DIP_CORPUS_OUT")
	if out == "" {
		t.Skip()
	}
	lines := map[string]bool{}
	lit := regexp.MustCompile("\"(?:[^\"\\\\\\n]|\\\\.)*\"|`[^`]*`")
	files, _ := filepath.Glob("../../../games/diplomacy/*_test.go")
	more, _ := filepath.Glob("*_test.go")
	files = append(files, more...)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		for _, m := range lit.FindAllString(string(b), -1) {
			s, err := strconv.Unquote(m)
			if err != nil {
				continue
			}
			for _, l := range strings.Split(s, "\n") {
				lines[l] = true
			}
		}
	}
	glued := regexp.MustCompile("`[^`]+`")
	filepath.Walk("../../..", func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return nil
		}
		if !(strings.Contains(path, "diplomacy") && (strings.Contains(path, "testdata") || strings.HasSuffix(path, ".golden") || strings.Contains(path, "/help/"))) && !strings.HasSuffix(path, "docs/players.md") && !strings.Contains(path, "judge/testdata") {
			return nil
		}
		b, _ := os.ReadFile(path)
		for _, l := range strings.Split(string(b), "\n") {
			lines[strings.TrimSpace(l)] = true
			if strings.HasPrefix(l, "string(") {
				if s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(l, "string("), ")")); err == nil {
					lines[s] = true
				}
			}
			for _, m := range glued.FindAllString(l, -1) {
				lines[strings.Trim(m, "`")] = true
			}
		}
		return nil
	})
	for _, e := range dipmap.StandardNames().All() {
		for _, pre := range []string{"", "A ", "F ", "A", "F", "a", "f", "Build A", "S A", "撤退陸軍", "陸軍"} {
			lines[pre+e.Text] = true
			lines[pre+e.Text+" H"] = true
			lines[pre+e.Text+"-Bur"] = true
		}
	}
	var keys []string
	for l := range lines {
		keys = append(keys, l)
	}
	sort.Strings(keys)
	names := dipmap.StandardNames()
	var b strings.Builder
	for _, l := range keys {
		o, err := ParseOrder(names, l)
		if err != nil {
			fmt.Fprintf(&b, "%q\tERR\n", l)
			continue
		}
		fmt.Fprintf(&b, "%q\t%+v\n", l, o)
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d lines", len(keys))
}
