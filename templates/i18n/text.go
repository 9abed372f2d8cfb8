package i18n

import (
	"fmt"
	"strings"
)

// T builds a Text from one format per language sharing the same arguments.
// An argument that is itself a Text is replaced by its translation into the
// format's language, so a unit's or a seat's name reads right in each:
//
//	i18n.T("%s holds", "%s留守", "%s留守", unitName)
func T(en, hant, hans string, args ...any) Text {
	pick := func(lang Lang) []any {
		if len(args) == 0 {
			return nil
		}
		out := make([]any, len(args))
		for i, a := range args {
			switch v := a.(type) {
			case Text:
				out[i] = v.In(lang)
			case *Text:
				out[i] = v.In(lang)
			default:
				out[i] = a
			}
		}
		return out
	}
	if len(args) == 0 {
		return Text{EN: en, Hant: hant, Hans: hans}
	}
	return Text{
		EN:   fmt.Sprintf(en, pick(English)...),
		Hant: fmt.Sprintf(hant, pick(TraditionalChinese)...),
		Hans: fmt.Sprintf(hans, pick(SimplifiedChinese)...),
	}
}

// Tr picks one of three translations for lang.
func Tr(lang Lang, en, hant, hans string) string {
	return Text{EN: en, Hant: hant, Hans: hans}.In(lang)
}

// Labelled puts a value after its label: "Winner: France" with a space,
// "胜方：法国" without one after a full-width colon.
func Labelled(label, value string) string {
	if r := []rune(label); len(r) > 0 && wide(r[len(r)-1]) {
		return label + value
	}
	return label + " " + value
}

// Plain is the same words in every language: a code, a number, a hex id.
func Plain(s string) Text { return Text{EN: s, Hant: s, Hans: s} }

// Join concatenates texts language by language.
func Join(parts ...Text) Text {
	var t Text
	for _, p := range parts {
		t.EN += p.EN
		t.Hant += p.In(TraditionalChinese)
		t.Hans += p.In(SimplifiedChinese)
	}
	return t
}

// Empty reports whether the text has no words in any language.
func (t Text) Empty() bool { return t.EN == "" && t.Hant == "" && t.Hans == "" }

// List joins items for a reader of lang: "a, b, c" in English, "a、b、c" in
// Chinese.
func List(lang Lang, items []string) string {
	if lang == English {
		return strings.Join(items, ", ")
	}
	return strings.Join(items, "、")
}

// ListText joins texts language by language, as List does.
func ListText(items []Text) Text {
	var t Text
	for i, it := range items {
		if i > 0 {
			t = Join(t, Text{EN: ", ", Hant: "、", Hans: "、"})
		}
		t = Join(t, it)
	}
	return t
}

// Width is the number of columns s takes in a fixed-width mail reader: Han
// characters and full-width forms take two.
func Width(s string) int {
	n := 0
	for _, r := range s {
		if wide(r) {
			n += 2
		} else {
			n++
		}
	}
	return n
}

func wide(r rune) bool {
	switch {
	case r >= 0x1100 && r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF, r >= 0xAC00 && r <= 0xD7A3,
		r >= 0xF900 && r <= 0xFAFF, r >= 0xFE30 && r <= 0xFE4F, r >= 0xFF00 && r <= 0xFF60,
		r >= 0xFFE0 && r <= 0xFFE6:
		return true
	}
	return false
}

// Pad fills s with spaces to n columns (by Width).
func Pad(s string, n int) string {
	if w := Width(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}

// Plural is one when n is 1 and many otherwise. Only the English differs
// in practice (Chinese has no plural), but both are whole texts so that
// each stays a literal a reader and the script checks can see.
func Plural(n int, one, many Text) Text {
	if n == 1 {
		return one
	}
	return many
}
