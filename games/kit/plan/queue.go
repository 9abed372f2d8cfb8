package plan

// Stop marks a plan line that is not an action: the seat passes, or asks
// to be consulted at this point.
type Stop string

// Stops.
const (
	Act  Stop = ""     // an action
	Pass Stop = "pass" // nothing more this phase
	Ask  Stop = "ask"  // stop here and ask me
)

// Step is one line of a plan: the action, where it was written, and its
// canonical text for echoes and reports.
type Step[A any] struct {
	Line int    `json:"line"`
	Text string `json:"text"`
	Stop Stop   `json:"stop,omitempty"`
	Act  A      `json:"act"`
}

// Queue is the unexecuted rest of one seat's plan, first step first.
type Queue[A any] []Step[A]

// Peek returns the next step without taking it.
func (q Queue[A]) Peek() (Step[A], bool) {
	if len(q) == 0 {
		var zero Step[A]
		return zero, false
	}
	return q[0], true
}

// Pop takes the next step.
func (q *Queue[A]) Pop() (Step[A], bool) {
	st, ok := q.Peek()
	if ok {
		*q = (*q)[1:]
	}
	return st, ok
}

// SetAside empties the queue and returns what it held: the steps that will
// not run because an earlier one could not.
func (q *Queue[A]) SetAside() Queue[A] {
	rest := *q
	*q = nil
	return rest
}

// Texts lists the canonical texts of the steps left.
func (q Queue[A]) Texts() []string {
	out := make([]string, len(q))
	for i, st := range q {
		out[i] = st.Text
	}
	return out
}
