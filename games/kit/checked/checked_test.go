package checked

import (
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

func TestCheckedKeepsAcceptedLinesAndFirstRefusals(t *testing.T) {
	bad := games.Problem{Line: 2, Input: "MOVE X", Message: i18n.Plain("no unit X")}
	c := Lines{
		Echo: []games.Echo{
			{N: 1, Input: "move a b", Understood: "MOVE A B"},
			{N: 2, Input: "MOVE X", Problem: &bad},
			{N: 3, Input: "attack c", Understood: "ATTACK C"},
			{N: 4, Input: "ask", Understood: "ASK"},
		},
		Problems: []games.Problem{bad},
	}
	c.Refuse(3, i18n.Plain("C is not next to B"))
	c.Refuse(3, i18n.Plain("a second reason"))
	c.Refuse(2, i18n.Plain("already refused by the parser"))
	c.Note(4, i18n.Plain("ASK stops here"))
	res := c.Result("Red", "(nothing)")
	if res.Complete || len(res.Problems) != 2 || res.Problems[1].Message.EN != "C is not next to B" {
		t.Fatalf("problems %+v", res.Problems)
	}
	if res.Echo[2].Understood != "" || res.Echo[2].Problem == nil {
		t.Errorf("the refused line keeps its understood form: %+v", res.Echo[2])
	}
	if res.Summary != "MOVE A B; ASK" || len(res.Accepted.Lines) != 2 || res.Accepted.Seat != "Red" {
		t.Errorf("accepted %+v, summary %q", res.Accepted, res.Summary)
	}
	if len(res.Notes) != 1 || res.Notes[0].Input != "ask" {
		t.Errorf("notes %+v", res.Notes)
	}
	if empty := (&Lines{}).Result("Red", "(nothing)"); empty.Summary != "(nothing)" || !empty.Complete {
		t.Errorf("an empty submission: %+v", empty)
	}
}

func TestEditIsAllOrNothing(t *testing.T) {
	apply := func(text string) (string, *i18n.Text) {
		switch text {
		case "ok":
			return "OK", nil
		case "...":
			return "", nil
		}
		why := i18n.Plain("cannot " + text)
		return "", &why
	}
	res, ok := Edit([]games.Line{{N: 1, Text: "ok"}, {N: 2, Text: "  "}, {N: 3, Text: "..."}}, apply)
	if !ok || res.Summary != "OK" || len(res.Echo) != 1 {
		t.Errorf("a good edit: ok %v, %+v", ok, res)
	}
	res, ok = Edit([]games.Line{{N: 1, Text: "ok"}, {N: 2, Text: "fly"}}, apply)
	if ok || len(res.Problems) != 1 || res.Problems[0].Line != 2 || res.Problems[0].Message.EN != "cannot fly" {
		t.Errorf("a bad edit: ok %v, %+v", ok, res.Problems)
	}
}

// Lines added one by one, set aside, or refused by their place in the echo
// (several kept lines share number 0) come out as the parser and the
// checks left them.
func TestLinesAddAsideAndRefuseAt(t *testing.T) {
	var c Lines
	c.Add(games.Line{N: 0, Text: "move a b"}, "MOVE A B", nil)
	second := c.Add(games.Line{N: 0, Text: "move c d"}, "MOVE C D", nil)
	c.Aside(games.Line{N: 1, Text: "los a d"}, "A sees D")
	bad := i18n.Plain("no unit X")
	c.Add(games.Line{N: 2, Text: "move x"}, "", &bad)
	c.RefuseAt(second, i18n.Plain("D is full"))
	c.NoteAt(0, i18n.Plain("B may be taken first"))
	res := c.Result("Red", "PASS")
	if len(res.Accepted.Lines) != 1 || res.Accepted.Lines[0].Text != "MOVE A B" || res.Summary != "MOVE A B" {
		t.Errorf("accepted %+v, summary %q", res.Accepted.Lines, res.Summary)
	}
	if len(res.Problems) != 2 || res.Problems[1].Input != "move c d" || res.Echo[2].Understood != "A sees D" {
		t.Errorf("problems %+v, echo %+v", res.Problems, res.Echo)
	}
	if len(res.Notes) != 1 || res.Notes[0].Input != "move a b" || res.Complete {
		t.Errorf("notes %+v, complete %v", res.Notes, res.Complete)
	}
}

// counter is a game whose state is one number; the interface it embeds is
// never called.
type counter struct {
	games.Game
	n int
}

// An edit on a copy: the copy becomes the game when every line is good,
// and a line of no words is skipped.
func TestEditCopyKeepsTheGameUnlessEveryLineIsGood(t *testing.T) {
	before := &counter{n: 1}
	edit := func(lines ...string) (games.Game, games.SubmitResult) {
		copy := &counter{n: before.n}
		var ls []games.Line
		for i, l := range lines {
			ls = append(ls, games.Line{N: i + 1, Text: l})
		}
		words := func(s string) []string { return strings.Fields(strings.Trim(s, ".")) }
		add := Words(words, func(w []string) (string, *i18n.Text) {
			if w[0] != "ADD" {
				why := i18n.Plain("write ADD")
				return "", &why
			}
			copy.n++
			return "ADD", nil
		})
		return EditCopy(before, copy, ls, add, func(c *counter) games.Game { return c })
	}
	if g, res := edit("ADD", "...", "ADD"); g.(*counter).n != 3 || !res.Complete || len(res.Echo) != 2 {
		t.Errorf("a good edit: %+v, %+v", g, res)
	}
	if g, res := edit("ADD", "TAKE"); g != before || len(res.Problems) != 1 {
		t.Errorf("a refused edit: %+v, %+v", g, res)
	}
}

// asking is a game that asks one seat; the interface it embeds is never
// called otherwise.
type asking struct {
	games.Game
	seat games.Seat
}

func (a asking) Requests() []games.Request { return []games.Request{{Seat: a.seat}} }

// Asked reads the seat asked as the engine's side and refuses any other,
// as it refuses a seat the engine cannot read.
func TestAskedReadsTheSeatAskedAndRefusesTheOthers(t *testing.T) {
	side := func(s games.Seat) (int, bool) {
		switch s {
		case "East":
			return 0, true
		case "West":
			return 1, true
		}
		return 0, false
	}
	if who, res, ok := Asked(asking{seat: "West"}, "West", side); !ok || who != 1 || len(res.Problems) != 0 {
		t.Errorf("the seat asked: %d, %+v, %v", who, res, ok)
	}
	if _, res, ok := Asked(asking{seat: "West"}, "East", side); ok || len(res.Problems) != 1 {
		t.Errorf("a seat not asked: %+v, %v", res, ok)
	}
	if _, res, ok := Asked(asking{seat: "North"}, "North", side); ok || len(res.Problems) != 1 {
		t.Errorf("a seat asked that the engine does not read: %+v, %v", res, ok)
	}
}

// EditWords hands each line's words to the engine's method on the copy,
// and makes the copy the game only when every line is good.
func TestEditWordsAppliesWordsToTheCopy(t *testing.T) {
	before := &counter{n: 1}
	add := func(c *counter, w []string) (string, *i18n.Text) {
		if len(w) != 2 || w[0] != "ADD" {
			why := i18n.Plain("write ADD n")
			return "", &why
		}
		c.n += len(w[1])
		return "ADD " + w[1], nil
	}
	next := func(c *counter) games.Game { return c }
	lines := []games.Line{{N: 1, Text: "ADD xx"}, {N: 2, Text: "  "}, {N: 3, Text: "ADD x"}}
	g, res := EditWords(before, &counter{n: before.n}, lines, strings.Fields, add, next)
	if g.(*counter).n != 4 || !res.Complete || len(res.Echo) != 2 || before.n != 1 {
		t.Errorf("a good edit: %+v, %+v", g, res)
	}
	if g, res := EditWords(before, &counter{n: before.n}, lines[:1:1], strings.Fields, add, next); g == before || !res.Complete {
		t.Errorf("one good line: %+v, %+v", g, res)
	}
	bad := []games.Line{{N: 1, Text: "ADD xx"}, {N: 2, Text: "TAKE"}}
	if g, res := EditWords(before, &counter{n: before.n}, bad, strings.Fields, add, next); g != before || len(res.Problems) != 1 {
		t.Errorf("a refused edit: %+v, %+v", g, res)
	}
}

func TestReadSkipsLinesWithoutWordsAndKeepsEachFault(t *testing.T) {
	lines := []games.Line{{N: 1, Text: "move a"}, {N: 2, Text: "  "}, {N: 3, Text: "jump"}, {N: 4, Text: "hold b"}}
	var c Lines
	var read []int
	c.Read(lines, strings.Fields, func(n int, w []string) (string, *Fault) {
		read = append(read, n)
		if w[0] == "jump" {
			return "", &Fault{Msg: i18n.Plain("no such order")}
		}
		return strings.ToUpper(strings.Join(w, " ")), nil
	})
	if !slices.Equal(read, []int{1, 3, 4}) {
		t.Fatalf("lines read = %v, want 1, 3 and 4 (line 2 has no words)", read)
	}
	res := c.Result("A", "none")
	if res.Summary != "MOVE A; HOLD B" || len(res.Problems) != 1 || res.Problems[0].Line != 3 || res.Problems[0].Message.EN != "no such order" {
		t.Fatalf("summary %q, problems %+v", res.Summary, res.Problems)
	}
	if (*Fault)(nil).Text() != nil {
		t.Fatal("a nil fault has a text")
	}
}

// A line refused is left out before the rest are judged again: a line
// that was refused only because of it is then kept.
func TestWithoutRefusedJudgesTheRestWithoutTheRefusedLine(t *testing.T) {
	// Line 0 is bad; line 1 is refused only while line 0 is kept; line 2
	// is bad too.
	var calls int
	got := WithoutRefused(3, func(kept []int) (int, string, bool) {
		calls++
		has := map[int]bool{}
		for _, i := range kept {
			has[i] = true
		}
		for _, i := range kept {
			switch {
			case i == 0, i == 2:
				return i, "bad", true
			case i == 1 && has[0]:
				return i, "after 0", true
			}
		}
		return 0, "", false
	})
	if len(got) != 2 || got[0] != "bad" || got[2] != "bad" {
		t.Errorf("refusals %v, want lines 0 and 2 refused and line 1 kept", got)
	}
	if calls != 3 {
		t.Errorf("judged %d times, want 3 (two refusals, then none)", calls)
	}
}
