package play

import "testing"

// A game's pictures are on until its master turns them off; anything but
// on or off is refused and leaves the setting as it was.
func TestPicturesSetting(t *testing.T) {
	s := DefaultSettings(nil)
	if s.NoPictures {
		t.Fatal("a new game starts without pictures")
	}
	for _, c := range []struct {
		value string
		off   bool
		ok    bool
	}{{"OFF", true, true}, {"maybe", true, false}, {"on", false, true}, {"Off", true, true}} {
		err := s.Set("pictures", c.value, nil)
		if (err == nil) != c.ok || s.NoPictures != c.off {
			t.Errorf("pictures=%s: err %v, off %v; want ok %v, off %v", c.value, err, s.NoPictures, c.ok, c.off)
		}
	}
}
