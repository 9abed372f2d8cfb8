// Command adjutant is the play-by-email judge: the daemon and its tools.
//
// Run "adjutant help" for the subcommands. "adjutant dev" starts the judge
// with its own loopback mail system, for trying it with any mail client;
// "adjutant serve --config FILE" runs it against a real mail provider.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	_ "time/tzdata" // time zones work on hosts without a zoneinfo database
)

// subcommand is one entry of the command tree; "help" is generated from it.
type subcommand struct {
	name    string
	args    string
	summary string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

func subcommands() []subcommand {
	cmds := []subcommand{
		{"dev", "[flags]", "run the judge with an embedded loopback IMAP/SMTP server (try it with any mail client)", runDev},
		{"serve", "--config FILE", "run the judge against the mail servers in FILE", runServe},
		{"check-config", "FILE", "validate a configuration file, check the data directory and try both mail logins", runCheckConfig},
		{"status", "[--data DIR | --config FILE] [--json | --metrics]", "show queue depths, last poll, last errors", runStatus},
		{"quarantine", "[--data DIR | --config FILE]", "list mail set aside because it could not be taken in or handled", runQuarantine},
		{"audit", "[--data DIR | --config FILE] [-n N] [GAME]", "show the audit log, newest first: what masters and players did, and mail set aside", runAudit},
		{"resend", "[--data DIR | --config FILE] [--all | ID...]", "list the mail the judge gave up sending, or put it back in the outbox", runResend},
		{"backup", "[--data DIR | --config FILE] OUT", "write a consistent copy of the live database to OUT", runBackup},
		{"compact", "[--data DIR | --config FILE]", "rewrite the database file without its freed space (the daemon must be stopped)", runCompact},
		{"datc", "[--rules rulebook|datc] [--disorder owned|home] [--destroy-unretreatable] FILE...", "run Diplomacy adjudicator test cases (DATC text format)", runDATC},
		{"scenario", "check|render FILE", "check a Gettysburg, Marengo or ASL scenario, or a Maneuver data file, or draw its ASCII map", runScenario},
		{"verify", "[--data DIR | --config FILE] GAME", "replay a game's history and check every phase and roll", runVerify},
		{"version", "", "print the version, the commit and the Go release it was built with", func(_ context.Context, _ []string, stdout, _ io.Writer) error {
			fmt.Fprint(stdout, describeBuild(readBuildInfo()))
			return nil
		}},
	}
	sort.Slice(cmds, func(i, j int) bool { return cmds[i].name < cmds[j].name })
	return cmds
}

// errUsage marks errors whose message is a usage hint; main exits 2 on them.
var errUsage = errors.New("usage")

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		printHelp(stdout)
		return 0
	}
	for _, c := range subcommands() {
		if c.name != args[0] {
			continue
		}
		if len(args) == 2 && isHelpFlag(args[1]) && readsOwnArguments(c.name) {
			fmt.Fprintf(stdout, "usage: adjutant %s %s\n\n%s\n", c.name, c.args, c.summary)
			return 0
		}
		err := c.run(ctx, args[1:], stdout, stderr)
		switch {
		case err == nil:
			return 0
		case errors.Is(err, flag.ErrHelp):
			return 0
		case errors.Is(err, errUsage):
			fmt.Fprintf(stderr, "adjutant %s: %v\nusage: adjutant %s %s\n", c.name, err, c.name, c.args)
			return 2
		case errors.Is(err, errFailedCases):
			return 1
		}
		fmt.Fprintf(stderr, "adjutant %s: %v\n", c.name, err)
		return 1
	}
	if hint := commandHint(args[0]); hint != "" {
		fmt.Fprintf(stderr, "adjutant: unknown command %q: did you mean %s?\n", args[0], hint)
		return 2
	}
	fmt.Fprintf(stderr, "adjutant: unknown command %q\n\n", args[0])
	printHelp(stderr)
	return 2
}

// commandHint is the command an unknown one was probably meant to be: a
// misspelling, a flag for a command (--version), or what `status` shows
// (metrics, json); "" when none is close.
func commandHint(arg string) string {
	word := strings.TrimLeft(arg, "-")
	switch word {
	case "version", "v":
		return "adjutant version"
	case "metrics", "json":
		return "adjutant status --" + word
	}
	best, bestDist := "", 3
	for _, c := range subcommands() {
		if d := editDistance(word, c.name); d < bestDist {
			best, bestDist = "adjutant "+c.name, d
		}
	}
	return best
}

func isHelpFlag(arg string) bool {
	return arg == "-h" || arg == "-help" || arg == "--help"
}

// readsOwnArguments names the commands that take no flags and read their
// arguments themselves, so that "-h" would be taken for a file name;
// the others answer it with their flags (package flag).
func readsOwnArguments(name string) bool {
	switch name {
	case "check-config", "scenario", "version":
		return true
	}
	return false
}

func printHelp(w io.Writer) {
	fmt.Fprintln(w, "adjutant — a play-by-email judge")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "usage: adjutant COMMAND [arguments]")
	fmt.Fprintln(w)
	for _, c := range subcommands() {
		usage := strings.TrimSpace(c.name + " " + c.args)
		if len(usage) > 44 {
			// A long usage line (datc's flags) gets a line of its own,
			// with the summary under it in the summaries' column.
			fmt.Fprintf(w, "  %s\n  %-44s %s\n", usage, "", c.summary)
			continue
		}
		fmt.Fprintf(w, "  %-44s %s\n", usage, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run \"adjutant COMMAND -h\" for a command's flags.")
}
