package shipped

import (
	"testing"
	"testing/fstest"
)

// FuzzReadAbout: any about.toml, however broken, is read or refused with
// an error; it never panics, and what it accepts is complete.
func FuzzReadAbout(f *testing.F) {
	f.Add([]byte(goodAbout))
	f.Add([]byte("name = \"x\"\n[[class]]\nkey = \"t\"\ndefault = \"-1h\"\n"))
	f.Add([]byte("title = 3\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := ReadAbout(fstest.MapFS{AboutFile: {Data: data}})
		if err != nil {
			return
		}
		if a.Name == "" || len(a.Classes) == 0 || a.Title.Hans == "" || a.Words.Orders.EN == "" {
			t.Fatalf("an incomplete declaration was accepted: %+v", a)
		}
		for _, c := range a.Classes {
			if c.Default <= 0 {
				t.Fatalf("class %q accepted with default %v", c.Key, c.Default)
			}
		}
	})
}

// FuzzReadNames: any names.toml is read or refused; every name it accepts
// has all three languages.
func FuzzReadNames(f *testing.F) {
	f.Add([]byte("[stage]\nmove = { en = \"movement\", hant = \"移動\", hans = \"移动\" }\n"))
	f.Add([]byte("[stage]\nmove = \"movement\"\n"))
	f.Add([]byte("stage = 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := ReadNames(fstest.MapFS{NamesFile: {Data: data}})
		if err != nil {
			return
		}
		for table, names := range n {
			for key, text := range names {
				if text.EN == "" || text.Hant == "" || text.Hans == "" {
					t.Fatalf("%s.%s accepted without all three languages: %+v", table, key, text)
				}
			}
		}
	})
}
