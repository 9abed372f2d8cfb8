package wordtest

import "strings"

// ShownStandingAnswers are the lines a view lists, indented, under a
// seat's standing answers heading ("…'s standing answers:", 常備答覆：,
// 常备答复：), as Maneuver's and Marengo's views write them: what a player
// would copy to send back.
func ShownStandingAnswers(view string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(view, "\n") {
		switch {
		case strings.Contains(l, "standing answers:") || strings.Contains(l, "常備答覆：") || strings.Contains(l, "常备答复："):
			in = true
		case in && strings.HasPrefix(l, "  "):
			out = append(out, strings.TrimSpace(l))
		default:
			in = false
		}
	}
	return out
}
