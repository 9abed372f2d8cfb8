// Package aslmap is the ASL engine's map and scenario data: terrain
// (terrain.go), line of sight on a board (los.go), and the scenario file
// format with its checker (scenario.go, scenario_check.go). It reads the
// charts and counters from package tables and the order words from
// package vocab, and knows nothing of a game in progress: the smoke and
// the options a line of sight depends on are passed in.
package aslmap

import "errors"

// ErrScenario wraps every problem with a scenario file.
var ErrScenario = errors.New("asl: bad scenario")
