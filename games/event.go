package games

import "adjutant/templates/i18n"

// Event is one line of what happened in a phase, with who may read it. A
// public event has no Only list. A hidden event (a block's identity shown to
// its owner, a plan line that could not run, a card drawn) names the seats
// that may read Text; every other reader reads Public in its place, or
// nothing when Public is nil. The master, and everyone after the end, read
// Text.
type Event struct {
	Text   i18n.Text  `json:"text"`
	Only   []Seat     `json:"only,omitempty"`
	Public *i18n.Text `json:"public,omitempty"`
}

// For returns what v reads of the event, and false when v reads nothing.
func (e Event) For(v Viewer) (i18n.Text, bool) {
	if len(e.Only) == 0 || v.Sees(e.Only) {
		return e.Text, true
	}
	if e.Public != nil {
		return *e.Public, true
	}
	return i18n.Text{}, false
}

// Log collects a phase's events in order. Engines keep one per resolution
// and store Events in their result.
type Log struct {
	Events []Event `json:"events,omitempty"`
}

// Add records a public event.
func (l *Log) Add(t i18n.Text) { l.Events = append(l.Events, Event{Text: t}) }

// AddT records a public event built as T builds it.
func (l *Log) AddT(en, hant, hans string, args ...any) { l.Add(i18n.T(en, hant, hans, args...)) }

// Private records an event only seats may read; others read nothing.
func (l *Log) Private(seats []Seat, t i18n.Text) {
	l.Events = append(l.Events, Event{Text: t, Only: append([]Seat(nil), seats...)})
}

// Hidden records an event seats read as full and everyone else as public.
func (l *Log) Hidden(seats []Seat, full, public i18n.Text) {
	p := public
	l.Events = append(l.Events, Event{Text: full, Only: append([]Seat(nil), seats...), Public: &p})
}

// Render returns the lines v may read, in lang.
func Render(events []Event, v Viewer, lang i18n.Lang) []string {
	var out []string
	for _, e := range events {
		if t, ok := e.For(v); ok {
			out = append(out, t.In(lang))
		}
	}
	return out
}
