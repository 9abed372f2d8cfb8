package marengo

import (
	"strings"

	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
)

// Step is one ordered line of a player turn's plan. Which fields are
// used depends on the verb; canonical() writes it back.
type Step struct {
	Verb     string   `json:"verb"`
	IDs      []string `json:"ids,omitempty"`
	Lead     []string `json:"lead,omitempty"`
	To       *Place   `json:"to,omitempty"`
	Path     []string `json:"path,omitempty"`
	Then     []Cont   `json:"then,omitempty"`
	Blocked  string   `json:"blocked,omitempty"` // COMMIT or BACK ("" commits them all)
	Commit   []string `json:"commit,omitempty"`  // BLOCKED COMMIT these, the rest go back
	Show     string   `json:"show,omitempty"`    // the infantry an assault shows
	Pursue   string   `json:"pursue,omitempty"`  // YES, NO or "" (the standing answer)
	Pursuers []string `json:"pursuers,omitempty"`
}

// Cont is a cavalry continuation: after the move, this block commits to
// an approach of the area it entered (rule 6.4).
type Cont struct {
	ID string `json:"id"`
	To Place  `json:"to"`
}

// Answer is a standing answer's content, or a decision's.
type Answer struct {
	Word  string           `json:"word,omitempty"` // NONE ALL BEST YES NO STRONGEST WEAKEST ROOM
	IDs   []string         `json:"ids,omitempty"`
	Areas []string         `json:"areas,omitempty"`
	Plan  plan.Queue[Step] `json:"plan,omitempty"` // the rest of a turn
	// Sends are a RETREAT answer's blocks sent by name: each goes to its
	// area when the retreat may go there, before the rest fill the
	// areas in order.
	Sends []Send `json:"sends,omitempty"`
}

// Send is one block a RETREAT answer sends to a named area.
type Send struct {
	ID   string `json:"id"`
	Area string `json:"area"`
}

// The kinds of standing answer and question.
const (
	askBlock   = "block"
	askCounter = "counterfire"
	askFront   = "front"
	askPursue  = "pursue"
	askRetreat = "retreat"
	askAdvance = "advance"
	askHit     = "hit"
	askLoss    = "loss"
	askPlan    = "plan" // the active side, asked for the rest of its turn
)

// phaseOf is the turn phase a verb belongs to (rule 5); -1 for none.
func phaseOf(verb string) int {
	switch verb {
	case "ACTIVATE":
		return phActivate
	case "FIRE", "CANCEL":
		return phFire
	case "ATTACK":
		return phAttack
	case "MOVE", "ROAD", "ENTER", "PONTOON":
		return phMove
	case "BOMBARD":
		return phDeclare
	}
	return -1
}

// canonical writes a step in the plan language's English form.
func (st Step) canonical() string {
	w := []string{st.Verb}
	add := func(xs ...string) { w = append(w, xs...) }
	switch st.Verb {
	case "ACTIVATE", "CANCEL", "PONTOON", "BOMBARD":
		add(st.IDs...)
	case "FIRE":
		add(st.IDs...)
		if st.To != nil {
			add("AT", st.To.String())
		}
	case "ATTACK":
		add(st.IDs...)
		add("LEAD")
		add(st.Lead...)
	case "MOVE":
		add(st.IDs...)
		add("TO", st.To.String())
	case "ROAD", "ENTER":
		add(st.IDs...)
		add(st.Path...)
	}
	if st.Show != "" {
		add("SHOW", st.Show)
	}
	switch {
	case len(st.Pursuers) > 0:
		add("PURSUE")
		add(st.Pursuers...)
	case st.Pursue != "":
		add("PURSUE", st.Pursue)
	}
	for _, c := range st.Then {
		add("THEN", c.ID, "TO", c.To.String())
	}
	switch st.Blocked {
	case "BACK":
		add("BLOCKED", "BACK")
	case "COMMIT":
		add("BLOCKED", "COMMIT")
		add(st.Commit...)
	}
	return strings.Join(w, " ")
}

// answerText writes a standing answer in canonical form.
func answerText(kind, subject string, a Answer) string {
	w := []string{strings.ToUpper(kind), subject}
	switch {
	case len(a.IDs) > 0:
		w = append(w, a.IDs...)
		if kind == askLoss && a.Word != "" {
			// LOSS names blocks and then, for the blocks not named,
			// its preference.
			w = append(w, a.Word)
		}
	case len(a.Areas) > 0:
		w = append(w, a.Areas...)
	case a.Word != "":
		w = append(w, a.Word)
	}
	for _, s := range a.Sends {
		w = append(w, s.ID, "TO", s.Area)
	}
	return strings.Join(w, " ")
}

// lineErr is why a line cannot be taken (the kit's, which the shared
// submit path reads).
type lineErr = checked.Fault

func bad(en, hant, hans string, a ...any) *lineErr { return &lineErr{Msg: txt(en, hant, hans, a...)} }
