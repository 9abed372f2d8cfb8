package marengo

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// The players' notice of an edit gives its words in the reader's language.
func TestEditTextInChinese(t *testing.T) {
	want := i18n.Text{EN: "MORALE Austria 9", Hant: "士氣 奧軍 9", Hans: "士气 奥军 9"}
	if got := (&Game{}).EditText("MORALE Austria 9"); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
}

// Every player reads an edit's notice, and blocks lie face down to the
// other side: a BLOCK or PLACE edit is told by side and place, never by
// the block's face, old or new, in any language.
func TestEditNoticeKeepsTheBlocksFaceHidden(t *testing.T) {
	cases := map[string]string{
		"BLOCK France MAR/CGR inf3 GONE": "one block eliminated",
		"BLOCK France MAR/CGR inf3 inf2": "one block's strength changed",
		"PLACE Austria BRH cav2 PDB":     "one block moved from BRH to PDB",
	}
	for line, wantEN := range cases {
		got := (&Game{}).EditText(line)
		if !strings.Contains(got.EN, wantEN) {
			t.Errorf("%s: %q, want it to say %q", line, got.EN, wantEN)
		}
		for _, text := range []string{got.EN, got.Hant, got.Hans} {
			for _, face := range []string{"inf", "cav", "art"} {
				if strings.Contains(text, face) {
					t.Errorf("%s: the players' notice %q names the block's face", line, text)
				}
			}
		}
		if !strings.Contains(got.Hant, "棋子") || !strings.Contains(got.Hans, "棋子") {
			t.Errorf("%s: Chinese notices %q / %q do not name a block", line, got.Hant, got.Hans)
		}
	}
}
