package shipped

import (
	"testing"
	"testing/fstest"
)

func TestReadHelpSplitsTitleFromBody(t *testing.T) {
	fsys := fstest.MapFS{
		"help/start.txt":         {Data: []byte("How to play\n\nSend a plan.\n")},
		"help/zh-Hant/start.txt": {Data: []byte("玩法\n寄一份計劃。\n")},
		"help/zh-Hans/start.txt": {Data: []byte("玩法\n发一份计划。\n")},
	}
	got := ReadHelp(fsys, "help", []HelpFile{{Name: "start", Aliases: []string{"how"}}, {Name: "missing"}})
	if len(got) != 2 || got[0].Name != "start" || got[0].Aliases[0] != "how" {
		t.Fatalf("topics %+v", got)
	}
	if got[0].Title.EN != "How to play" || got[0].Body.EN != "Send a plan.\n" {
		t.Errorf("en: title %q body %q", got[0].Title.EN, got[0].Body.EN)
	}
	if got[0].Title.Hant != "玩法" || got[0].Body.Hans != "发一份计划。\n" {
		t.Errorf("zh: title %q body %q", got[0].Title.Hant, got[0].Body.Hans)
	}
	if !got[1].Title.Empty() || !got[1].Body.Empty() {
		t.Errorf("a missing file reads as %+v, want empty", got[1])
	}
}

func TestHelpReadsTheTopicsInTheIndexOrder(t *testing.T) {
	fsys := fstest.MapFS{
		"help/topics":            {Data: []byte("# the topics\norders order 命令\n\nstart how\n")},
		"help/start.txt":         {Data: []byte("How to play\nSend a plan.\n")},
		"help/orders.txt":        {Data: []byte("Orders\nMOVE and ATTACK.\n")},
		"help/zh-Hant/start.txt": {Data: []byte("玩法\n寄一份計劃。\n")},
	}
	got := Help(fsys, "help")
	if len(got) != 2 || got[0].Name != "orders" || got[1].Name != "start" {
		t.Fatalf("topics %+v", got)
	}
	if len(got[0].Aliases) != 2 || got[0].Aliases[1] != "命令" || got[1].Aliases[0] != "how" {
		t.Errorf("aliases %q, %q", got[0].Aliases, got[1].Aliases)
	}
	if got[1].Title.Hant != "玩法" || got[0].Body.EN != "MOVE and ATTACK.\n" {
		t.Errorf("texts %+v", got)
	}
	if Help(fstest.MapFS{}, "help") != nil {
		t.Error("a folder without an index has topics")
	}
}
