package plan

import (
	"slices"
	"sort"
)

// Any is the subject of a standing answer that covers every subject of its
// kind ("block every assault with reserves").
const Any = "*"

// Entry is one standing answer: to questions of Kind about Subject (an
// area, a unit, Any), answer Answer. Line and Text are where the player
// wrote it and its canonical form.
type Entry[V any] struct {
	Kind    string `json:"kind"`
	Subject string `json:"subject"`
	Answer  V      `json:"answer"`
	Line    int    `json:"line,omitempty"`
	Text    string `json:"text,omitempty"`
}

// Book is one seat's standing answers, kept sorted by kind and subject so
// that equal books save to equal bytes.
type Book[V any] struct {
	Entries []Entry[V] `json:"entries,omitempty"`
}

// Clone is a copy of the book that Set and Clear change without
// changing b: what a mail's answers would make of the book, shown
// before they apply.
func (b Book[V]) Clone() Book[V] {
	return Book[V]{Entries: slices.Clone(b.Entries)}
}

// Set adds an answer, replacing one of the same kind and subject.
func (b *Book[V]) Set(e Entry[V]) {
	for i, old := range b.Entries {
		if old.Kind == e.Kind && old.Subject == e.Subject {
			b.Entries[i] = e
			return
		}
	}
	b.Entries = append(b.Entries, e)
	sort.SliceStable(b.Entries, func(i, j int) bool {
		x, y := b.Entries[i], b.Entries[j]
		if x.Kind != y.Kind {
			return x.Kind < y.Kind
		}
		return x.Subject < y.Subject
	})
}

// Find returns the answer to a question of kind about subject: the answer
// given for that subject, else the one given for Any.
func (b Book[V]) Find(kind, subject string) (V, bool) {
	var fallback *Entry[V]
	for i, e := range b.Entries {
		if e.Kind != kind {
			continue
		}
		if e.Subject == subject {
			return e.Answer, true
		}
		if e.Subject == Any {
			fallback = &b.Entries[i]
		}
	}
	if fallback != nil {
		return fallback.Answer, true
	}
	var zero V
	return zero, false
}

// Clear removes every answer of kind (all kinds when kind is "").
func (b *Book[V]) Clear(kind string) {
	kept := b.Entries[:0]
	for _, e := range b.Entries {
		if kind != "" && e.Kind != kind {
			kept = append(kept, e)
		}
	}
	b.Entries = kept
}

// Texts lists the canonical texts of the answers, in the book's order.
func (b Book[V]) Texts() []string {
	out := make([]string, 0, len(b.Entries))
	for _, e := range b.Entries {
		out = append(out, e.Text)
	}
	return out
}
