package example

import (
	"strconv"

	"adjutant/games"
	"adjutant/games/kit/create"
)

// Options are the CREATE options as written, each field under its
// option's key (declared in about.toml, set by create.Fill). The duel's
// options are numbers, so New reads them into the state (State.Max and
// State.Allowance), which is what a game saves; an engine whose options
// are readings of its rules keeps this struct in its state instead
// (games/gettysburg/options.go).
type Options struct {
	Max    string `json:"max"`    // the largest secret: free text, checked here
	Bluffs string `json:"bluffs"` // 0, 1 or 2: values the judge checks first
}

// parseOptions checks CREATE's options against about.toml (create.Check:
// a key not declared or a value not allowed is refused, a missing one
// takes its default) and reads the numbers the rules use.
func parseOptions(in map[string]string) (limit, bluffs int, err error) {
	v, err := create.Check(about().Options, in, about().Title)
	if err != nil {
		return 0, 0, err
	}
	var o Options
	create.Fill(&o, v)
	limit, err = strconv.Atoi(o.Max)
	if err != nil || limit < 2 || limit > 1000 {
		return 0, 0, games.Refuse("max=%s: give a whole number from 2 to 1000", "max=%s：請給 2 至 1000 的整數", "max=%s：请给 2 至 1000 的整数", o.Max)
	}
	bluffs, err = strconv.Atoi(o.Bluffs)
	if err != nil || bluffs < 0 || bluffs > 2 {
		return 0, 0, games.Refuse("bluffs=%s: give 0, 1 or 2", "bluffs=%s：請給 0、1 或 2", "bluffs=%s：请给 0、1 或 2", o.Bluffs)
	}
	return limit, bluffs, nil
}
