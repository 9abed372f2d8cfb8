package spelling

import "testing"

func TestClosestHanOffersTheOrderAChineseWordMeans(t *testing.T) {
	orders := [][]string{
		{"MOVE", "移動", "移动"},
		{"ENTER", "登場", "登场", "增援", "進場", "进场"},
		{"ADVANCE", "前進", "前进"},
		{"ATTACK", "攻擊", "攻击"},
		{"PURSUE", "追擊", "追击"},
		{"RETREAT", "撤退"},
		{"FRONT", "第一線"}, // one script only: the other is suggested
	}
	for _, c := range []struct{ word, canon, form string }{
		{"登台", "ENTER", "登場"}, // a neighbouring word: 登 is ENTER's alone
		{"登台吧", "ENTER", "登場"},
		{"进入场", "ENTER", "进场"},  // three of ENTER's characters, one of ADVANCE's  // within two slips
		{"進场", "ENTER", "進場"},   // half in each script
		{"登場了", "ENTER", "登場"},  // one character too many
		{"移動到", "MOVE", "移動"},   // a form and a particle
		{"移动吧", "MOVE", "移动"},   // nearest as written
		{"第一线", "FRONT", "第一線"}, // the other script's form
		{"移动", "", ""},          // a form read as written: no slip
		{"撤離", "RETREAT", "撤退"}, // 撤 is RETREAT's alone
		{"进攻", "", ""},          // 攻 is ATTACK's, 进 ENTER's and ADVANCE's: one each
		{"打擊", "", ""},          // 擊 is ATTACK's and PURSUE's: no guess between two
		{"攻場", "", ""},          // one character of ATTACK, one of ENTER
		{"前往", "ADVANCE", "前進"}, // 前 is ADVANCE's; either script: the first listed
		{"吃饭", "", ""},          // shares nothing
		{"MOEV", "", ""},        // English: Closest's business
		{"移動一下再說吧", "", ""},     // too far from any
	} {
		g, ok := ClosestHan(c.word, orders)
		if g.Canon != c.canon || g.Form != c.form || ok != (c.canon != "") {
			t.Errorf("ClosestHan(%q) = %+v, %v; want %s %s", c.word, g, ok, c.canon, c.form)
		}
	}
}

func TestGuessTextNamesBothForms(t *testing.T) {
	g := Guess{Canon: "ENTER", Form: "登場"}
	if got := g.Text(); got.EN != "ENTER (登場)" || got.Hant != "登場（ENTER）" || got.Hans != "登場（ENTER）" {
		t.Errorf("Text() = %+v", got)
	}
}

func TestSimplifiedFoldsEitherScript(t *testing.T) {
	for in, want := range map[string]string{"進場": "进场", "陸军": "陆军", "砲擊": "炮击", "MOVE": "MOVE"} {
		if got := Simplified(in); got != want {
			t.Errorf("Simplified(%q) = %q, want %q", in, got, want)
		}
	}
}

// A word whose characters are the same in both scripts is offered the
// form in the script of the order around it; a word that shows its
// script keeps it, whatever the context.
func TestClosestHanInFollowsTheContextsScript(t *testing.T) {
	orders := [][]string{{"MOVE", "移動", "移动", "攻擊", "攻击"}, {"HOLD", "留守", "守住"}}
	for _, c := range []struct{ word, context, form string }{
		{"攻打", "陸軍巴黎", "攻擊"},
		{"攻打", "陆军巴黎", "攻击"},
		{"攻打", "A Par", "攻擊"}, // no script to follow: the first listed, as ClosestHan
		{"移動吧", "陆军巴黎", "移動"},
		{"守衛", "陆军巴黎", "守住"}, // a form of neither script stays
	} {
		g, ok := ClosestHanIn(c.word, c.context, orders)
		if !ok || g.Form != c.form {
			t.Errorf("ClosestHanIn(%q, %q) = %+v, %v; want %s", c.word, c.context, g, ok, c.form)
		}
		if c.context == "A Par" {
			if h, _ := ClosestHan(c.word, orders); h != g {
				t.Errorf("ClosestHanIn with no script = %+v, ClosestHan = %+v", g, h)
			}
		}
	}
}

// A reader is offered the guessed word in their own script, whichever
// script the slip was typed in.
func TestGuessTextInTheReadersScript(t *testing.T) {
	orders := [][]string{{"RESTORE", "恢復", "恢复"}, {"MOVE", "移動", "移动"}}
	g, ok := ClosestHan("恢複", orders)
	if !ok || g.Canon != "RESTORE" {
		t.Fatalf("ClosestHan(恢複) = %+v, %v", g, ok)
	}
	if got := g.TextIn(orders); got.EN != "RESTORE ("+g.Form+")" || got.Hant != "恢復（RESTORE）" || got.Hans != "恢复（RESTORE）" {
		t.Errorf("TextIn = %+v", got)
	}
	g = Guess{Canon: "MOVE", Form: "移动"}
	if got := g.TextIn(orders); got.Hant != "移動（MOVE）" || got.Hans != "移动（MOVE）" {
		t.Errorf("TextIn of a Simplified guess = %+v", got)
	}
}
