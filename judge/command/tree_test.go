package command

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

func newTree() *Tree {
	return New(Options{Name: "Adjutant", Address: "judge@example.org", Version: "dev",
		Engines: play.NewEngines([]games.Engine{diplomacy.New()})})
}

// Every command of the tree has a summary in every language, shows under
// HELP and under HELP <name>, and each of its other spellings finds it and
// no other command.
func TestEveryCommandHasHelpAndItsAliasesFindIt(t *testing.T) {
	tree := newTree()
	if len(tree.commands) < 20 {
		t.Fatalf("only %d commands", len(tree.commands))
	}
	claimed := map[string]string{}
	for _, lang := range i18n.Langs() {
		s := &session{tree: tree, lang: lang}
		list, problem := runHelp(s, Line{Verb: "HELP"})
		if problem != nil {
			t.Fatalf("HELP in %s: %s", lang, problem.EN)
		}
		for _, cmd := range tree.commands {
			summary := strings.TrimSpace(templates.In(lang, cmd.Summary))
			if summary == "" || summary == "["+string(cmd.Summary)+"]" {
				t.Errorf("%s has no summary in %s: %q", cmd.Name, lang, summary)
			}
			listed := strings.Contains(list, "  "+cmd.Name+" ") || strings.Contains(list, "  "+cmd.Name+"（")
			if listed == cmd.Hidden {
				t.Errorf("HELP in %s lists %s: %v, but it is hidden: %v", lang, cmd.Name, listed, cmd.Hidden)
			}
			for _, word := range append([]string{cmd.Name, strings.ToLower(cmd.Name)}, cmd.Aliases...) {
				entry, problem := runHelp(s, Line{Verb: "HELP", Args: []string{word}})
				if problem != nil || !strings.Contains(entry, cmd.Name) {
					t.Errorf("HELP %s in %s: %q %v", word, lang, entry, problem)
				}
			}
		}
	}
	for _, cmd := range tree.commands {
		if cmd.Name != strings.ToUpper(cmd.Name) || strings.ContainsAny(cmd.Name, " \t") || cmd.Run == nil {
			t.Errorf("command %q: names are one upper-case word with a handler", cmd.Name)
		}
		if got := tree.lookup(cmd.Name); got != cmd {
			t.Errorf("lookup(%s) found %v", cmd.Name, got)
		}
		for _, a := range cmd.Aliases {
			for _, spelt := range []string{a, strings.ToUpper(a), strings.ToLower(a)} {
				if got := tree.lookup(spelt); got != cmd {
					t.Errorf("alias %q of %s finds %v", spelt, cmd.Name, got)
				}
			}
			key := strings.ToUpper(a)
			if other, ok := claimed[key]; ok {
				t.Errorf("alias %q belongs to %s and %s", a, other, cmd.Name)
			}
			claimed[key] = cmd.Name
		}
	}
	for _, cmd := range tree.commands {
		if other, ok := claimed[cmd.Name]; ok && other != cmd.Name {
			t.Errorf("%s is also an alias of %s", cmd.Name, other)
		}
	}
}

// A word one or two slips from exactly one command gets that command
// suggested; a word near none, or near several, gets the plain answer.
// In order lines the bar is one slip, since order words are short.
func TestMisspeltCommandsGetASuggestion(t *testing.T) {
	tree := newTree()
	for word, want := range map[string]string{
		"VERSOIN": "VERSION", "versoin": "VERSION", "SIGNOF": "", // SIGNON and SIGNOFF
		"HELLP": "HELP", "PRSES": "PRESS",
		"frobnicate": "", "XY": "", "": "",
	} {
		if got := tree.nearestCommand(word); got != want {
			t.Errorf("nearestCommand(%q) = %q, want %q", word, got, want)
		}
	}
	if text := unknownCommandText(tree, "VERSOIN").EN; !strings.Contains(text, `"VERSOIN"`) || !strings.Contains(text, "did you mean VERSION?") {
		t.Errorf("unknown VERSOIN: %q", text)
	}
	if text := unknownCommandText(tree, "frobnicate").EN; !strings.Contains(text, `"frobnicate" is not a command`) || strings.Contains(text, "did you mean") {
		t.Errorf("unknown frobnicate: %q", text)
	}
	for word, want := range map[string]string{"SINGOFF": "SIGNOFF", "SINGON": "SIGNON", "SIGNOF": "", "PASS": "", "HOLD": "", "BUIL": "", "A": ""} {
		if got := tree.closeCommand(word); got != want {
			t.Errorf("closeCommand(%q) = %q, want %q", word, got, want)
		}
	}
}

// HELP in Chinese names each command's Chinese word in the reader's script
// beside the command, so a Chinese writer learns 暫停 from the list.
func TestChineseHelpListsTheChineseWords(t *testing.T) {
	tree := newTree()
	for lang, wants := range map[i18n.Lang][]string{
		i18n.TraditionalChinese: {"PAUSE（暫停）", "BECOME（代理） 一方", "TERMINATE（終止）", "SET（設定）"},
		i18n.SimplifiedChinese:  {"PAUSE（暂停）", "BECOME（代理） 一方", "TERMINATE（终止）", "SET（设置）"},
	} {
		list, _ := runHelp(&session{tree: tree, lang: lang}, Line{Verb: "HELP"})
		for _, w := range wants {
			if !strings.Contains(list, w) {
				t.Errorf("HELP in %s lacks %q:\n%s", lang, w, list)
			}
		}
	}
	list, _ := runHelp(&session{tree: tree, lang: i18n.English}, Line{Verb: "HELP"})
	if strings.Contains(list, "暫停") {
		t.Error("the English HELP lists the Chinese words")
	}
}
