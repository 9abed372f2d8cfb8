package games

import (
	"errors"
	"testing"
	"testing/fstest"
)

func TestLoadShippedFindsByNameAndDefault(t *testing.T) {
	fsys := fstest.MapFS{
		"data/first.toml":  {Data: []byte("one")},
		"data/second.toml": {Data: []byte("two")},
		"data/broken.toml": {Data: []byte("bad")},
	}
	names := []string{"first", "second", "broken", "missing"}
	parse := func(b []byte) (string, error) {
		if string(b) == "bad" {
			return "", errors.New("does not parse")
		}
		return string(b), nil
	}
	for _, c := range []struct {
		name, want string
		found, ok  bool
	}{
		{"", "one", true, true},
		{" Second ", "two", true, true},
		{"broken", "", true, false},
		{"missing", "", true, false},
		{"nosuch", "", false, true},
	} {
		got, found, err := LoadShipped(fsys, names, c.name, parse)
		if got != c.want || found != c.found || (err == nil) != c.ok {
			t.Errorf("LoadShipped(%q) = %q, %v, %v", c.name, got, found, err)
		}
	}
}
