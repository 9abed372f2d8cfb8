package main

import (
	"context"
	"fmt"
	"io"
)

// runScenario handles `adjutant scenario check FILE` and `adjutant scenario
// render FILE` for every game with scenario files; the file's `game` key
// says which (docs/scenarios.md).
func runScenario(_ context.Context, args []string, stdout, _ io.Writer) error {
	if len(args) != 2 {
		return fmt.Errorf("%w: give check or render, and one scenario file", errUsage)
	}
	if args[0] != "check" && args[0] != "render" {
		return fmt.Errorf("%w: %q is neither check nor render", errUsage, args[0])
	}
	g, err := scenarioGame(args[1])
	if err != nil {
		return err
	}
	if args[0] == "render" {
		out, err := g.render(args[1])
		if err != nil {
			return err
		}
		fmt.Fprint(stdout, out)
		return nil
	}
	problems, err := g.check(args[1])
	if err != nil {
		return err
	}
	for _, p := range problems {
		fmt.Fprintf(stdout, "%s: %s\n", args[1], p)
	}
	if len(problems) > 0 {
		fmt.Fprintf(stdout, "%s: %d problem(s)\n", args[1], len(problems))
		return errFailedCases
	}
	fmt.Fprintf(stdout, "%s: a valid %s scenario\n", args[1], g.engine.About().Name)
	return nil
}
