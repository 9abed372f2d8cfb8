package plan

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"adjutant/templates/i18n"
)

// counter is a toy game: each action adds its value to its side's total;
// a negative value cannot run. After a pass the other side gets two more.
type counter struct {
	total  [2]int
	log    []string
	asides []string
}

func (c *counter) Forced(int, *Step[int]) (int, bool) { return 0, false }
func (c *counter) CanAct(int) bool                    { return true }
func (c *counter) Do(side int, v int) *i18n.Text {
	if v < 0 {
		t := i18n.Plain("negative")
		return &t
	}
	c.total[side] += v
	c.log = append(c.log, fmt.Sprintf("%d+%d", side, v))
	return nil
}
func (c *counter) Passed(side int, auto bool) int {
	c.log = append(c.log, fmt.Sprintf("%d passes", side))
	return 2
}
func (c *counter) SetAside(side int, st Step[int], why i18n.Text, rest Queue[int]) {
	c.asides = append(c.asides, fmt.Sprintf("%d: %s (%s), %d set aside", side, st.Text, why.EN, len(rest)))
}
func (c *counter) Asks(side int) { c.log = append(c.log, fmt.Sprintf("%d asks", side)) }

func steps(vs ...int) Queue[int] {
	var q Queue[int]
	for i, v := range vs {
		st := Step[int]{Line: i + 1, Text: fmt.Sprint(v), Act: v}
		if v == 0 {
			st.Stop = Pass
		}
		if v == 99 {
			st.Stop = Ask
		}
		q = append(q, st)
	}
	return q
}

func TestAlternationTakesTurnsAndGivesExtraAfterAPass(t *testing.T) {
	a := NewAlternation[int](1)
	a.Plans[0] = steps(1, 2, 3, 4, 5)
	a.Plans[1] = steps(10, 0)
	c := &counter{}
	if done := a.Run(c); !done {
		t.Fatalf("Run stopped to ask %d", a.Asking)
	}
	want := []string{"1+10", "0+1", "1 passes", "0+2", "0+3"}
	if !reflect.DeepEqual(c.log, want) {
		t.Fatalf("log = %v, want %v", c.log, want)
	}
	if left := a.Plans[0].Texts(); !reflect.DeepEqual(left, []string{"4", "5"}) {
		t.Fatalf("unexecuted rest = %v, want 4 and 5 (the two extra actions are used)", left)
	}
}

func TestAlternationSetsAsideTheRestWhenAStepCannotRun(t *testing.T) {
	a := NewAlternation[int](0)
	a.Plans[0] = steps(1, -1, 3)
	a.Plans[1] = steps(10, 20, 30)
	c := &counter{}
	if done := a.Run(c); done || a.Asking != 0 {
		t.Fatalf("Run = %v asking %d, want a stop asking side 0", done, a.Asking)
	}
	if len(a.Plans[0]) != 0 {
		t.Fatalf("side 0 still has %v", a.Plans[0].Texts())
	}
	if want := []string{"0: -1 (negative), 1 set aside"}; !reflect.DeepEqual(c.asides, want) {
		t.Fatalf("asides = %v, want %v", c.asides, want)
	}
	if !reflect.DeepEqual(a.Plans[1].Texts(), []string{"20", "30"}) {
		t.Fatalf("the other side's plan changed: %v", a.Plans[1].Texts())
	}
}

func TestAlternationStopsAtAsk(t *testing.T) {
	a := NewAlternation[int](0)
	a.Plans[0] = steps(1, 99, 3)
	a.Plans[1] = steps(10, 20)
	c := &counter{}
	if done := a.Run(c); done || a.Asking != 0 {
		t.Fatalf("Run = %v asking %d", done, a.Asking)
	}
	if !reflect.DeepEqual(a.Plans[0].Texts(), []string{"3"}) {
		t.Fatalf("after ASK the plan keeps %v, want [3]", a.Plans[0].Texts())
	}
}

func TestBookFindsTheSubjectBeforeAny(t *testing.T) {
	var b Book[string]
	b.Set(Entry[string]{Kind: "block", Subject: Any, Answer: "none", Text: "BLOCK * NONE"})
	b.Set(Entry[string]{Kind: "block", Subject: "marengo", Answer: "reserves", Text: "BLOCK MARENGO RESERVES"})
	b.Set(Entry[string]{Kind: "counterfire", Subject: Any, Answer: "yes"})
	if v, _ := b.Find("block", "marengo"); v != "reserves" {
		t.Fatalf("block marengo = %q", v)
	}
	if v, _ := b.Find("block", "spinetta"); v != "none" {
		t.Fatalf("block spinetta = %q, want the Any answer", v)
	}
	if _, ok := b.Find("retreat", "x"); ok {
		t.Fatal("found an answer to a kind never given")
	}
	b.Set(Entry[string]{Kind: "block", Subject: "marengo", Answer: "no"})
	if v, _ := b.Find("block", "marengo"); v != "no" {
		t.Fatalf("Set did not replace: %q", v)
	}
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	var back Book[string]
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back, b) {
		t.Fatalf("round trip: %v %+v", err, back)
	}
	b.Clear("block")
	if _, ok := b.Find("block", "marengo"); ok || len(b.Entries) != 1 {
		t.Fatalf("Clear(block) left %+v", b.Entries)
	}
}

// lastPass is counter that also hears of the pass ending the alternation.
type lastPass struct{ counter }

func (c *lastPass) PassedLast(side int, auto bool) {
	c.log = append(c.log, fmt.Sprintf("%d passes last", side))
}

func TestAlternationTellsLastPassWhenTheTurnsImplementIt(t *testing.T) {
	a := NewAlternation[int](0)
	a.Plans[0] = steps(1, 0)
	a.Plans[1] = steps(10, 20, 0)
	c := &lastPass{}
	if done := a.Run(c); !done {
		t.Fatalf("Run stopped to ask %d", a.Asking)
	}
	want := []string{"0+1", "1+10", "0 passes", "1+20", "1 passes last"}
	if !reflect.DeepEqual(c.log, want) {
		t.Fatalf("log = %v, want %v", c.log, want)
	}
	// Without the optional method the same run says nothing of the last pass.
	b := NewAlternation[int](0)
	b.Plans[0] = steps(1, 0)
	b.Plans[1] = steps(10, 20, 0)
	plain := &counter{}
	b.Run(plain)
	if want := want[:4]; !reflect.DeepEqual(plain.log, want) {
		t.Fatalf("log = %v, want %v", plain.log, want)
	}
}

// A clone shows what answers would make of a book without changing it:
// the reply to standing answers sent out of turn lists the book to come.
func TestBookCloneLeavesTheBookAlone(t *testing.T) {
	var b Book[string]
	b.Set(Entry[string]{Kind: "RETREAT", Subject: "A", Answer: "north", Text: "RETREAT A north"})
	c := b.Clone()
	c.Set(Entry[string]{Kind: "RETREAT", Subject: "A", Answer: "south", Text: "RETREAT A south"})
	c.Clear("")
	if got, _ := b.Find("RETREAT", "A"); got != "north" || len(b.Entries) != 1 {
		t.Errorf("the book changed with its clone: %+v", b.Entries)
	}
}
