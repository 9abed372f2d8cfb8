package gettysburg

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

func TestHelpTopicsInThreeLanguages(t *testing.T) {
	topics := Engine{}.About().Help
	byWord := map[string]string{}
	for _, h := range topics {
		for _, lang := range i18n.Langs() {
			body := h.Body.In(lang)
			if lang != i18n.English && body == h.Body.EN {
				t.Errorf("topic %s has no %s text", h.Name, lang)
			}
			// The judge prints the title above the body: not twice.
			if h.Title.In(lang) == "" || strings.Contains(body, h.Title.In(lang)) {
				t.Errorf("topic %s in %s: title %q is missing or repeated in the body", h.Name, lang, h.Title.In(lang))
			}
			for i, line := range strings.Split(body, "\n") {
				if i18n.Width(line) > 78 {
					t.Errorf("topic %s in %s, line %d is %d columns wide", h.Name, lang, i+1, i18n.Width(line))
				}
			}
		}
		for _, w := range append([]string{h.Name}, h.Aliases...) {
			if other, dup := byWord[w]; dup {
				t.Errorf("%q names both %s and %s", w, other, h.Name)
			}
			byWord[w] = h.Name
		}
	}
	// The words players tried first find a topic.
	for word, want := range map[string]string{"hq": "orders", "pass": "orders", "plan": "plans", "start": "start", "edit": "edits", "指揮部": "orders", "计划": "plans"} {
		if byWord[word] != want {
			t.Errorf("HELP %s finds %q, want %s", word, byWord[word], want)
		}
	}
}

// Every plan line the help topics show as an example is one the parser
// takes, in its language, for the side that would write it.
func TestHelpExamplesParse(t *testing.T) {
	sc, _ := LoadScenario("sample")
	examples := []struct {
		stage Stage
		side  Side
		line  string
	}{
		{StageMove, Confederate, "pender 0203 0303"}, {StageMove, Confederate, "rodes 0802"}, {StageMove, Confederate, "ASK"},
		{StageMove, Confederate, "詢問"}, {StageAttack, Confederate, "ARTILLERY ALL"}, {StageAttack, Confederate, "heth ATTACK 1C ART"},
		{StageAttack, Confederate, "heth 攻擊 1C 炮火"}, {StageAttack, Confederate, "炮火支援 全部"}, {StageAttack, Confederate, "ARTILLERY HE PE"},
		{StageCommand, Union, "HQ 0803"}, {StageCommand, Confederate, "RETURN HE 0804"}, {StageCommand, Confederate, "KEEP HE"},
		{StageCommand, Confederate, "保留 HE"}, {StageCommand, Union, "STRAGGLERS HE PE"}, {StageCommand, Union, "SHARPSHOOTERS 1203"},
		{StageCommand, Confederate, "STAY HE"}, {StageCommand, Confederate, "WITHDRAW HE"}, {StageMove, Confederate, "HE 1004 1005"},
		{StageMove, Confederate, "MOVE HE 1004 1005"}, {StageAttack, Confederate, "HE ATTACK 1C ART"}, {StageMove, Union, "指挥范围 开"},
		{StageMove, Union, "RANGE OFF"}, {StageMove, Confederate, "略過"},
	}
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	fresh := g.(*Game).s
	for _, e := range examples {
		it, ok, p := parseLine(sc, e.side, e.stage, 1, e.line)
		if !ok || p != nil {
			t.Errorf("help example %q does not parse: %v", e.line, p)
			continue
		}
		// An example attack with ART must be one that gets support in a
		// new game (A2: none in a combat with cavalry, by default).
		if it.Kind == ItemAttack && it.Art {
			if bad := fresh.checkSupport(it.Unit, it.Target, 0); bad != nil {
				t.Errorf("help example %q: %s", e.line, bad.why.EN)
			}
		}
	}
	start := Engine{}.About().Help[0].Body.EN
	for _, e := range examples[:3] {
		if !strings.Contains(start, e.line) {
			t.Errorf("the start topic no longer shows %q; keep this test's examples in step", e.line)
		}
	}
}
