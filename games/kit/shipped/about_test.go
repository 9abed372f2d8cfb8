package shipped

import (
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

const goodAbout = `name = "duel"
title = { en = "Duel", hant = "對決", hans = "对决" }
[words]
seat = { en = "seat", hant = "座位", hans = "座位" }
seats = { en = "seats", hant = "座位", hans = "座位" }
orders = { en = "moves", hant = "行動", hans = "行动" }
[[class]]
key = "turn"
name = { en = "a turn", hant = "一回合", hans = "一回合" }
default = "36h"
[[option]]
key = "bluffs"
values = ["0", "1"]
default = "1"
summary = { en = "bluffs", hant = "說謊", hans = "说谎" }
`

func TestReadAboutReadsTheDeclarationAndTheHelpFolder(t *testing.T) {
	fsys := fstest.MapFS{
		AboutFile:                {Data: []byte(goodAbout)},
		"help/" + HelpIndex:      {Data: []byte("start 開始\n")},
		"help/start.txt":         {Data: []byte("How\nbody\n")},
		"help/zh-Hant/start.txt": {Data: []byte("怎樣\n內容\n")},
		"help/zh-Hans/start.txt": {Data: []byte("怎样\n内容\n")},
	}
	a, err := ReadAbout(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if a.Name != "duel" || a.Title.Hant != "對決" || a.Words.Orders.Hans != "行动" {
		t.Errorf("declaration read as %+v", a)
	}
	if len(a.Classes) != 1 || a.Classes[0].Default != 36*time.Hour {
		t.Errorf("classes %+v, want one of 36h", a.Classes)
	}
	if len(a.Options) != 1 || strings.Join(a.Options[0].Values, ",") != "0,1" || a.Options[0].Default != "1" {
		t.Errorf("options %+v", a.Options)
	}
	if len(a.Help) != 1 || a.Help[0].Title.Hant != "怎樣" || a.Help[0].Aliases[0] != "開始" {
		t.Errorf("help %+v", a.Help)
	}
}

func TestReadAboutNamesEveryMistake(t *testing.T) {
	bad := strings.NewReplacer(`hans = "对决" `, ``, `"36h"`, `"two days"`, `[[option]]`, "colour = \"red\"\n[[option]]").Replace(goodAbout)
	_, err := ReadAbout(fstest.MapFS{AboutFile: {Data: []byte(bad)}})
	if err == nil {
		t.Fatal("a broken declaration was read")
	}
	for _, want := range []string{"title: give en, hant and hans", `class "turn": default "two days"`, `unknown key "class.colour"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
}

func TestNamesLookUpByTableAndKey(t *testing.T) {
	fsys := fstest.MapFS{NamesFile: {Data: []byte("[stage]\nmove = { en = \"movement\", hant = \"移動\", hans = \"移动\" }\n")}}
	n, err := ReadNames(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if got := n.Of("stage", "move").Hans; got != "移动" {
		t.Errorf("stage.move in Simplified Chinese = %q", got)
	}
	if !n.Has("stage", "move") || n.Has("stage", "over") {
		t.Error("Has does not tell a named value from an unnamed one")
	}
	if got := n.Of("stage", "over").EN; got != "over" {
		t.Errorf("an unnamed value reads %q, want the key itself", got)
	}
	_, err = ReadNames(fstest.MapFS{NamesFile: {Data: []byte("[stage]\nmove = { en = \"movement\" }\n")}})
	if err == nil || !strings.Contains(err.Error(), "stage.move: give en, hant and hans") {
		t.Errorf("a name without Chinese was read: %v", err)
	}
}

// An option's Chinese names are read with it, and a name that could be
// read two ways is refused.
func TestReadAboutReadsOptionNamesAndRefusesAClash(t *testing.T) {
	named := strings.Replace(goodAbout, `default = "1"`, "default = \"1\"\nnames = { hant = \"說謊\", hans = \"说谎\" }\nvalue_names = { \"0\" = { hant = \"不\", hans = \"不\" } }", 1)
	a, err := ReadAbout(fstest.MapFS{AboutFile: {Data: []byte(named)}})
	if err != nil {
		t.Fatal(err)
	}
	if o := a.Options[0]; o.Names.Hans != "说谎" || o.ValueNames["0"].Hant != "不" {
		t.Errorf("option names read as %+v", o)
	}
	clash := strings.Replace(named, `hant = "不"`, `hant = "1"`, 1)
	_, err = ReadAbout(fstest.MapFS{AboutFile: {Data: []byte(clash)}})
	if err == nil || !strings.Contains(err.Error(), `option bluffs: the name "1" is also the value 1`) {
		t.Errorf("a value's name equal to another value: %v", err)
	}
}
