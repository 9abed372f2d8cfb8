package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/judge/command"
)

// TestGameCreationIsLimited: one mail of many CREATE lines makes at most
// command.CreatesPerMail games, an address (sub-addresses included) at
// most the daily limit, the refusal says when the next is allowed, and an
// address the operator listed is bound by the per-mail limit only.
func TestGameCreationIsLimited(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, GameCreators: []string{"Club@Example.org"}})
	var flood strings.Builder
	for i := 0; i < 50; i++ {
		fmt.Fprintf(&flood, "CREATE ?spam%02d pw\n", i)
	}
	r := tj.send(t, "spammer@example.org", flood.String())
	if n := strings.Count(r.Body, "Game spam"); n != command.CreatesPerMail {
		t.Fatalf("one mail created %d games, want %d:\n%s", n, command.CreatesPerMail, r.Body)
	}
	wantIn(t, "the flood", r.Body, fmt.Sprintf("not created: one mail carries out at most %d CREATE lines", command.CreatesPerMail))
	// A mail whose first CREATE lines were refused is not told it created
	// games: the count is of lines, refused ones included.
	r = tj.send(t, "fumbler@example.org", "CREATE ?a1 pw seven\nCREATE ?a2 pw seven\nCREATE ?a3 pw seven\nCREATE ?a4 pw")
	wantIn(t, "three refused lines, then a fourth", r.Body, "at most 3 CREATE lines (refused ones count too)")
	notIn(t, "three refused lines, then a fourth", r.Body, "may create at most")

	tj.now = tj.now.Add(time.Hour)
	r = tj.send(t, "spammer+2@example.org", "CREATE ?another pw")
	wantIn(t, "the next day's worth", r.Body, fmt.Sprintf("an address may create %d games a day", command.DefaultGamesPerDay),
		"may create another after Mon 23 Nov 2026 12:00 UTC")
	// In Chinese the date is written as Chinese readers write it.
	r = tj.send(t, "spammer+3@example.org", "建立 ?another pw")
	wantIn(t, "the refusal in Chinese", r.Body, "2026年11月23日（周一）12:00 UTC 之后可再创建")
	tj.now = tj.now.Add(23 * time.Hour)
	r = tj.send(t, "spammer@example.org", "CREATE ?another pw")
	wantIn(t, "a day later", r.Body, "Game another created")

	for mail := 0; mail < 2; mail++ {
		r = tj.send(t, "club@example.org", fmt.Sprintf("CREATE ?club%da pw\nCREATE ?club%db pw\nCREATE ?club%dc pw", mail, mail, mail))
		if n := strings.Count(r.Body, "Game club"); n != 3 {
			t.Fatalf("the listed creator made %d games in mail %d, want 3:\n%s", n, mail+1, r.Body)
		}
	}

	// A game someone joined is listed before the empty ones.
	r = tj.send(t, "gm@example.org", "CREATE ?zulu pw")
	wantIn(t, "a real game", r.Body, "Game zulu created")
	tj.send(t, "ann@example.org", "SIGNON ?zulu annpw")
	r = tj.send(t, "reader@example.org", "LIST")
	zulu, spam := strings.Index(r.Body, "zulu"), strings.Index(r.Body, "spam00")
	if zulu < 0 || spam < 0 || zulu > spam {
		t.Errorf("LIST does not put the game with a player first:\n%s", r.Body)
	}
}
