package shipped

import (
	"bytes"
	"fmt"

	"github.com/BurntSushi/toml"
)

// DecodeTOML reads a scenario or data file into f, a pointer to the
// engine's struct of its keys. A file that is not TOML is an error, with
// one problem that says where; each key f has no field for is a problem
// (a misspelt key must not be silently ignored).
func DecodeTOML(data []byte, f any) ([]Problem, error) {
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(f)
	if err != nil {
		return []Problem{{Message: "not valid TOML: " + err.Error()}}, err
	}
	var probs []Problem
	for _, k := range md.Undecoded() {
		probs = append(probs, Problem{Message: fmt.Sprintf("unknown key %q", k.String())})
	}
	return probs, nil
}
