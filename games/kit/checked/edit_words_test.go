package checked

import (
	"slices"
	"testing"

	"adjutant/templates/i18n"
)

// A Chinese edit word reads as its English form; the notice gives the
// English line's words back in each script, other words as written.
func TestEditWordsBothWays(t *testing.T) {
	got := Canonical([]string{"设为", "G4", "潰散"}, map[string]string{"設為": "SET", "设为": "SET", "潰散": "BROKEN"})
	if want := []string{"SET", "G4", "BROKEN"}; !slices.Equal(got, want) {
		t.Errorf("Canonical = %q, want %q", got, want)
	}
	shown := Worded("SET G4 BROKEN", map[string][2]string{"SET": {"設為", "设为"}, "BROKEN": {"潰散", "溃散"}})
	if want := (i18n.Text{EN: "SET G4 BROKEN", Hant: "設為 G4 潰散", Hans: "设为 G4 溃散"}); shown != want {
		t.Errorf("Worded = %+v, want %+v", shown, want)
	}
}
