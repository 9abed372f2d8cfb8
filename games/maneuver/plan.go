package maneuver

import (
	"strconv"
	"strings"
)

// Step is one ordered line of a player turn's plan (or of the set-up).
// Which fields are used depends on the verb; canonical() writes it back.
type Step struct {
	Verb  string   `json:"verb"`
	Cards []string `json:"cards,omitempty"`
	Unit  string   `json:"unit,omitempty"`
	Path  []Square `json:"path,omitempty"`
	Word  string   `json:"word,omitempty"`
	Units []string `json:"units,omitempty"`
	// IF lines: the comparison with the defence total known at step 5,
	// and the line to play when it holds.
	Op   string `json:"op,omitempty"`
	N    int    `json:"n,omitempty"`
	Then *Step  `json:"then,omitempty"`
	// Set-up lines.
	Tiles []Placement `json:"tiles,omitempty"`
	Words []string    `json:"words,omitempty"`
}

// Answer is a standing answer's content: a word (ALL, NONE, YES, NO,
// RETREAT, HIT, a direction), the cards it names, and for DEFEND the
// leader (a card, BEST or NONE).
type Answer struct {
	Word   string   `json:"word,omitempty"`
	Cards  []string `json:"cards,omitempty"`
	Leader string   `json:"leader,omitempty"`
}

// The kinds of standing answer and of question.
const (
	askDefend    = "defend"
	askWithdraw  = "withdraw"
	askGuerrilla = "guerrilla"
	askChoose    = "choose"
	askSide      = "side"
	askPlan      = "plan" // the player whose turn it is, asked for the rest of it
)

// phaseOf orders a turn's verbs by the phase they belong to (rule 4).
func phaseOf(verb string) int {
	switch verb {
	case "DISCARD":
		return phDiscard
	case "SCOUT":
		return phScout
	case "MOVE", "SUPPLY", "FORCED":
		return phMove
	case "ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY", "PLAY", "LEADER", "SKIRMISH", "IF", "RESULT", "ADVANCE", "LOSS":
		return phCombat
	case "RESTORE":
		return phRestore
	case "REDOUBT":
		return phRedoubt
	}
	return -1
}

// The phases of a player turn, in order. The draw comes between the
// discard and the Scout.
const (
	phDiscard = iota
	phScout
	phMove
	phCombat
	phRestore
	phRedoubt
	phEnd
)

// combatVerbs open a combat; combatLines belong to the one before them.
func opensCombat(v string) bool {
	switch v {
	case "ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY":
		return true
	}
	return false
}

func combatLine(v string) bool {
	switch v {
	case "PLAY", "LEADER", "SKIRMISH", "IF", "RESULT", "ADVANCE", "LOSS":
		return true
	}
	return false
}

// canonical writes a step as the plan language's English form.
func (st Step) canonical() string {
	var w []string
	add := func(xs ...string) { w = append(w, xs...) }
	add(st.Verb)
	sq := func() {
		for _, p := range st.Path {
			add(p.String())
		}
	}
	switch st.Verb {
	case "DISCARD", "HAND":
		if len(st.Cards) == 0 {
			add("NONE")
		}
		add(st.Cards...)
	case "SCOUT":
		add(st.Cards...)
	case "MOVE":
		add(st.Unit)
		sq()
	case "SUPPLY", "FORCED":
		add(st.Cards[0], st.Unit)
		sq()
	case "ASSAULT", "BOMBARD", "VOLLEY":
		add(st.Unit)
		sq()
		add("WITH", st.Cards[0])
	case "AMBUSH":
		add(st.Cards[0])
		sq()
	case "BATTERY":
		add(st.Cards[0], st.Unit)
		sq()
	case "PLAY":
		add(st.Cards[0])
		if st.Unit != "" {
			add("ON", st.Unit)
		}
	case "LEADER":
		add(st.Cards[0], st.Word)
		add(st.Units...)
	case "SKIRMISH":
		add(st.Cards[0])
		sq()
	case "IF":
		add("DEF", st.Op, strconv.Itoa(st.N), st.Then.canonical())
	case "RESULT", "ADVANCE", "LOSS":
		if st.Unit != "" {
			add(st.Unit)
		} else {
			add(st.Word)
		}
	case "RESTORE":
		add(st.Unit, "WITH", st.Cards[0])
	case "REDOUBT":
		add(st.Cards[0], st.Unit)
	case "TILES":
		for _, p := range st.Tiles {
			add(p.String())
		}
	case "NATIONS", "NATION", "EDGE":
		add(st.Words...)
	case "DEPLOY":
		for i, u := range st.Units {
			add(u, st.Path[i].String())
		}
	}
	return strings.Join(w, " ")
}

// answerText writes a standing answer in canonical form.
func answerText(kind, subject string, a Answer) string {
	w := []string{strings.ToUpper(kind), subject}
	if kind == askGuerrilla {
		w[1] = strings.ToUpper(subject)
	}
	switch {
	case len(a.Cards) > 0:
		w = append(w, a.Cards...)
	default:
		w = append(w, a.Word)
	}
	if kind == askDefend && a.Leader != "" {
		w = append(w, "LEADER", a.Leader)
	}
	return strings.Join(w, " ")
}

// holds reports whether the comparison holds for a defence total.
func (st Step) holds(def int) bool {
	switch st.Op {
	case ">=":
		return def >= st.N
	case ">":
		return def > st.N
	case "<=":
		return def <= st.N
	case "<":
		return def < st.N
	}
	return false
}
