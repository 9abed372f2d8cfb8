package main

import (
	"context"
	"fmt"
	"io"

	"adjutant/games/gettysburg"
)

// runScenario handles `adjutant scenario check FILE` and `adjutant scenario
// render FILE` for Gettysburg scenario files (docs/scenarios.md).
func runScenario(_ context.Context, args []string, stdout, _ io.Writer) error {
	if len(args) != 2 {
		return fmt.Errorf("%w: give check or render, and one scenario file", errUsage)
	}
	switch args[0] {
	case "check":
		problems, err := gettysburg.CheckScenarioFile(args[1])
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
		fmt.Fprintf(stdout, "%s: a valid scenario\n", args[1])
		return nil
	case "render":
		out, err := gettysburg.RenderScenarioFile(args[1])
		if err != nil {
			return err
		}
		fmt.Fprint(stdout, out)
		return nil
	}
	return fmt.Errorf("%w: %q is neither check nor render", errUsage, args[0])
}
