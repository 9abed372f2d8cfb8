// Package create reads the options a game is created with (CREATE's
// key=value words) against the list an engine declares (About().Options, from its
// about.toml),
// so that an engine keeps only the list and what each value means.
//
// The judge already refuses a key the engine does not list and a value
// outside an option's Values, and hands the values over in lower case;
// these functions decide what New makes of what is left: the defaults,
// and for a caller other than the judge (a test, a tool), a clear refusal
// or a quiet default.
package create

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Pick returns every listed option's value: the one in m, trimmed, when
// the option allows it (any value, for an option without Values), and the
// option's default otherwise. Like Check, it reads a key or value written
// with its Chinese name as its English form (English).
func Pick(list []games.Option, m map[string]string) map[string]string {
	m = englishAll(list, m)
	out := make(map[string]string, len(list))
	for _, o := range list {
		v, ok := m[o.Key]
		v = strings.TrimSpace(v)
		if !ok || (len(o.Values) > 0 && !slices.Contains(o.Values, v)) {
			v = o.Default
		}
		out[o.Key] = v
	}
	return out
}

// Check returns every listed option's value as Pick does, but reads a
// value in m in lower case, takes an empty one as the default, and refuses
// a key not in the list (the first in sorted order, named with the game's
// title) or a value outside an option's Values.
func Check(list []games.Option, m map[string]string, title i18n.Text) (map[string]string, error) {
	m = englishAll(list, m)
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.ContainsFunc(list, func(o games.Option) bool { return o.Key == k }) {
			return nil, games.Refuse("%s has no option %q", "%s沒有「%s」這個選項", "%s没有“%s”这个选项", title, k)
		}
	}
	out := make(map[string]string, len(list))
	for _, o := range list {
		v := strings.ToLower(strings.TrimSpace(m[o.Key]))
		if v == "" {
			v = o.Default
		}
		if len(o.Values) > 0 && !slices.Contains(o.Values, v) {
			return nil, games.Refuse("%s=%s: use one of %s", "%s=%s：只可用 %s", "%s=%s：只可用 %s",
				KeyText(o), v, ValuesText(o))
		}
		out[o.Key] = v
	}
	return out, nil
}

// English reads a key and a value written with an option's Chinese names
// (規則=DATC, 结束=限时) as the option's English key and value, so the game
// is saved as if written in English. A key or value with no Chinese name
// in list comes back as it is; a value is read against its own option,
// found by the English or the Chinese key.
func English(list []games.Option, key, value string) (string, string) {
	for _, o := range list {
		if o.Key != key && !slices.Contains(o.Names.Words(), key) {
			continue
		}
		v := strings.TrimSpace(value)
		for _, en := range slices.Sorted(maps.Keys(o.ValueNames)) {
			if slices.Contains(o.ValueNames[en].Words(), v) {
				return o.Key, en
			}
		}
		return o.Key, value
	}
	return key, value
}

// englishAll is m with each key and value read by English.
func englishAll(list []games.Option, m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		k, v = English(list, k, v)
		out[k] = v
	}
	return out
}

// NameClashes names each Chinese name in list that could be read two
// ways: one given to two values of an option, one equal to another of its
// values, or an option's Chinese key equal to another option's key or
// Chinese key. An engine's declaration is refused with them.
func NameClashes(list []games.Option) []string {
	var out []string
	keyOf := map[string]string{}
	for _, o := range list {
		keyOf[o.Key] = o.Key
	}
	for _, o := range list {
		for _, n := range o.Names.Words() {
			if other, ok := keyOf[n]; ok && other != o.Key {
				out = append(out, fmt.Sprintf("option %s: the name %q is also option %s", o.Key, n, other))
			}
			keyOf[n] = o.Key
		}
		valueOf := map[string]string{}
		for _, v := range o.Values {
			valueOf[v] = v
		}
		for _, v := range slices.Sorted(maps.Keys(o.ValueNames)) {
			if !slices.Contains(o.Values, v) {
				out = append(out, fmt.Sprintf("option %s: names the value %q, which it does not allow", o.Key, v))
			}
			for _, n := range o.ValueNames[v].Words() {
				if other, ok := valueOf[n]; ok && other != v {
					out = append(out, fmt.Sprintf("option %s: the name %q is also the value %s", o.Key, n, other))
				}
				valueOf[n] = v
			}
		}
	}
	return out
}

// KeyText is an option's key for a refusal: the key in English, and in
// Chinese the key with its Chinese name after it (略過後移動 is read as
// pass_moves, so a Chinese writer sees both).
func KeyText(o games.Option) i18n.Text {
	return i18n.Text{EN: o.Key, Hant: zhName(o.Key, o.Names.Hant), Hans: zhName(o.Key, o.Names.Hans)}
}

// ValuesText lists an option's values for a refusal: "die-and-units, die"
// in English; in Chinese each value with its Chinese name after it, joined
// the Chinese way, so a writer of 略過後移動=亂 is shown the words CREATE
// takes in their own script.
func ValuesText(o games.Option) i18n.Text {
	hant := make([]string, 0, len(o.Values))
	hans := make([]string, 0, len(o.Values))
	for _, v := range o.Values {
		hant = append(hant, zhName(v, o.ValueNames[v].Hant))
		hans = append(hans, zhName(v, o.ValueNames[v].Hans))
	}
	return i18n.Text{
		EN:   strings.Join(o.Values, ", "),
		Hant: strings.Join(hant, "、"),
		Hans: strings.Join(hans, "、"),
	}
}

// zhName is word with its Chinese name after it, when it has one.
func zhName(word, zh string) string {
	if zh == "" {
		return word
	}
	return word + "（" + zh + "）"
}
