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
	"slices"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Pick returns every listed option's value: the one in m, trimmed, when
// the option allows it (any value, for an option without Values), and the
// option's default otherwise.
func Pick(list []games.Option, m map[string]string) map[string]string {
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
			return nil, games.Refuse("%s=%s: use one of %s", "%s=%s：請用 %s 之一", "%s=%s：请用 %s 之一",
				o.Key, v, strings.Join(o.Values, ", "))
		}
		out[o.Key] = v
	}
	return out, nil
}
