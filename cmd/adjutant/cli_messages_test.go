package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestToolsSayWhenTheDataDirectoryHasNoDatabase: status, quarantine,
// verify and backup pointed at a directory without a database (a typo in
// --data, or no --data and no ./adjutant-data) say so and what to give.
// They used to print the store's error with the path twice ("open
// x/adjutant.db: open x/adjutant.db: no such file or directory").
func TestToolsSayWhenTheDataDirectoryHasNoDatabase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nowhere")
	for _, args := range [][]string{
		{"status", "--data", dir},
		{"quarantine", "--data", dir},
		{"verify", "--data", dir, "west"},
		{"backup", "--data", dir, filepath.Join(t.TempDir(), "copy.db")},
	} {
		code, _, errs := runCLI(args...)
		want := "no Adjutant database in " + dir + " (no adjutant.db there, and no daemon answered on its control.sock): give the data directory with --data DIR or --config FILE"
		if code == 0 || !strings.Contains(errs, want) || strings.Count(errs, "adjutant.db") != 1 {
			t.Errorf("%v: exit %d\n%s\nwant %q", args, code, errs, want)
		}
	}
}

// TestHelpNamesEveryKindOfScenarioFile: `adjutant help` says what
// `scenario` checks as docs/scenarios.md does: the scenarios of three
// games and Maneuver's data files, not only Gettysburg's.
func TestHelpNamesEveryKindOfScenarioFile(t *testing.T) {
	_, out, errs := runCLI("help")
	if !strings.Contains(out+errs, "scenario check|render FILE") || !strings.Contains(out+errs, "Gettysburg, Marengo or ASL scenario, or a Maneuver data file") {
		t.Errorf("adjutant help:\n%s%s", out, errs)
	}
}
