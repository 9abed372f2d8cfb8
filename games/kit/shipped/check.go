package shipped

import "fmt"

// Parse reads a scenario or data file: it decodes data into a new F, the
// engine's struct of the file's keys (as DecodeTOML does), and hands it to
// check, which builds the engine's S from it and names every problem. A
// file with any problem, a TOML one included, returns them all with an
// error wrapping bad (the engine's ErrScenario) that counts them and says
// the first; the engine's ParseScenario is then one line:
//
//	return shipped.Parse(data, ErrScenario, check)
func Parse[F, S any](data []byte, bad error, check func(*F) (S, []Problem)) (S, []Problem, error) {
	var f F
	var none S
	probs, err := DecodeTOML(data, &f)
	if err != nil {
		return none, probs, fmt.Errorf("%w: %w", bad, err)
	}
	sc, more := check(&f)
	probs = append(probs, more...)
	if len(probs) > 0 {
		return none, probs, fmt.Errorf("%w: %d problem(s), first: %s", bad, len(probs), probs[0])
	}
	return sc, nil, nil
}

// Check is one run of an engine's scenario checker: the file as decoded,
// the scenario built from it so far, and the problems found, in the order
// found. The engine's checker embeds it and adds a method for each part of
// the file, each adding what it finds with Add and building Scenario:
//
//	type checker struct{ shipped.Check[File, Scenario] }
type Check[F, S any] struct {
	File     *F
	Scenario *S
	Problems
}
