package judge

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/games/gettysburg"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
	"adjutant/templates/i18n"
)

// The first line of SUMMARY game and of LIST game, and every line of LIST,
// name the game, its state, its phase and its deadline. The phase names
// of some games are long (Maneuver's set-up steps, ASL's, Gettysburg's in
// Chinese): the line still keeps to 72 columns, the width players.md
// promises for everything that is not a map or a table. Every variant of
// every engine is created, filled and driven through its first phases by
// its master's PROCESS; a reader asks LIST, LIST game and SUMMARY game in
// each language after each phase.
func TestGameLinesKeepTo72ColumnsInEveryLanguage(t *testing.T) {
	engines := []games.Engine{diplomacy.New(), gettysburg.Engine{}, maneuver.Engine{}, marengo.Engine{}, asl.Engine{}}
	tj := newTestJudge(t, Options{Engines: engines, RepliesPerHour: 100000, GameCreators: []string{"gm@example.org"}})
	readers := map[i18n.Lang]string{i18n.English: "en@example.org", i18n.TraditionalChinese: "hant@example.org", i18n.SimplifiedChinese: "hans@example.org"}
	for _, lang := range i18n.Langs() {
		tj.send(t, readers[lang], "SET LANGUAGE "+string(lang))
	}
	n := 0
	for _, eng := range engines {
		about := eng.About()
		for _, v := range about.Variants {
			n++
			name := fmt.Sprintf("g%d", n)
			r := tj.send(t, "gm@example.org", fmt.Sprintf("CREATE ?%s mpw %s %s", name, about.Name, v.Name))
			if !strings.Contains(r.Body, "created") {
				t.Fatalf("CREATE %s %s:\n%s", about.Name, v.Name, r.Body)
			}
			checkGameLines(t, tj, readers, name, true)
			for p := 0; p < v.Players; p++ {
				tj.send(t, fmt.Sprintf("p%d.%s@example.org", p, name), fmt.Sprintf("SIGNON ?%s pw%d", name, p))
			}
			checkGameLines(t, tj, readers, name, false)
			for range 4 {
				tj.send(t, "gm@example.org", fmt.Sprintf("SIGNON M%s mpw\nPROCESS", name))
				checkGameLines(t, tj, readers, name, false)
			}
		}
	}
}

// checkGameLines asks LIST name and SUMMARY name, and LIST when asked
// (only forming games show more than their state there), in each
// reader's language and holds their game lines to 72 columns.
func checkGameLines(t *testing.T, tj *testJudge, readers map[i18n.Lang]string, name string, list bool) {
	t.Helper()
	for _, lang := range i18n.Langs() {
		addr := readers[lang]
		cmds := []string{"LIST " + name, "SUMMARY " + name}
		if list {
			cmds = append(cmds, "LIST")
		}
		for _, cmd := range cmds {
			body := tj.send(t, addr, cmd).Body
			for _, l := range gameLinesOf(body) {
				if w := i18n.Width(l); w > i18n.ProseWidth {
					t.Errorf("%s, %s: a line of %d columns:\n%s", cmd, lang, w, l)
				}
			}
		}
	}
}

// gameLineRE matches the first line of a game's description: its name
// (g1, g2 …), then engine/variant.
var gameLineRE = regexp.MustCompile(`^ *g[0-9]+ +[a-z]+/`)

// gameLinesOf returns the lines of an answer that describe a game: its
// first line and the lines that continue it, indented under the
// engine/variant column (2 for the reply's indentation, 13 for the name).
func gameLinesOf(body string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(body, "\n") {
		switch {
		case gameLineRE.MatchString(l):
			in = true
		case in && strings.HasPrefix(l, strings.Repeat(" ", 15)) && strings.TrimSpace(l) != "":
		default:
			in = false
		}
		if in {
			out = append(out, l)
		}
	}
	return out
}
