package judge

import (
	"strings"
	"testing"
)

// TestListFullAndMapAsClassicJudgesRead: players of the classic judges send
// LIST FULL for every game in detail and MAP for the map of the position.
// LIST FULL used to be answered that there is no game called "FULL", and
// MAP that it looked like an order (or, signed on, that there is no
// province called "MAP").
func TestListFullAndMapAsClassicJudgesRead(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, "other@example.org", "CREATE ?east s3cret standard")
	r := tj.send(t, "newcomer@example.org", "LIST FULL")
	for _, game := range []string{"west", "east"} {
		wantIn(t, "the answer to LIST FULL", r.Body, game+"         diplomacy/standard")
	}
	if n := strings.Count(r.Body, "judge settings:"); n != 2 {
		t.Errorf("LIST FULL shows %d games' settings, want 2:\n%s", n, r.Body)
	}
	wantIn(t, "the answer to LIST FULL", r.Body, "Austria", "Turkey")
	if strings.Contains(r.Body, `no game called "FULL"`) || strings.Contains(r.Body, "Problems") {
		t.Errorf("LIST FULL refused:\n%s", r.Body)
	}
	r = tj.send(t, "newcomer@example.org", "列表 全部")
	if n := strings.Count(r.Body, "裁判设置："); n != 2 {
		t.Errorf("列表 全部 shows %d games' settings, want 2:\n%s", n, r.Body)
	}

	r = tj.send(t, "newcomer@example.org", "MAP west")
	wantIn(t, "the answer to MAP west", r.Body, "> MAP west", "Supply centres and units", "France     3 centres")
	if len(r.Pictures) != 1 || strings.Contains(r.Body, "looks like an order") {
		t.Errorf("MAP west: %d pictures:\n%s", len(r.Pictures), r.Body)
	}
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nMAP\nA Par - Bur")
	wantIn(t, "the answer to MAP after SIGNON", r.Body, "Supply centres and units", "A Par - Bur")
	if strings.Contains(r.Body, "no province") || strings.Contains(r.Body, "Problems") {
		t.Errorf("MAP after SIGNON was read as an order:\n%s", r.Body)
	}
	r = tj.send(t, "newcomer@example.org", "MAP")
	wantIn(t, "the answer to MAP alone", r.Body, "write SUMMARY <game>")
}

// MAP is a command, but 地圖 stays Maneuver's word for the map tiles of
// its set-up: the command tree must not take it.
func TestMapIsNoChineseCommand(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "newcomer@example.org", "HELP 地圖")
	if strings.Contains(r.Body, "SUMMARY game") {
		t.Errorf("地圖 is read as SUMMARY:\n%s", r.Body)
	}
}

// LIST FULL below a SET in the same mail shows the game as the mail left
// it, as LIST <game> does, not as it stood before the mail.
func TestListFullShowsTheSettingsTheMailChanged(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.asMaster(t, "SET grace 7h\nLIST FULL")
	if n := strings.Count(r.Body, "grace=7h"); n != 2 {
		t.Errorf("grace=7h shown %d times, want it in the SET answer and in LIST FULL:\n%s", n, r.Body)
	}
}

// Outside a game, 地圖 <game> is a Chinese reader's MAP: the answer names
// SUMMARY (摘要, MAP) instead of only saying it is no command.
func TestChineseMapWordNamesSummary(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "newcomer@example.org", "地图 west")
	if !strings.Contains(r.Body, "SUMMARY（摘要，MAP）") {
		t.Errorf("地图 west:\n%s", r.Body)
	}
}
