package judge

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/mailio/mailtest"
)

// A master's actions in the middle of a game with secrets in play tell
// the players and observers of each change; none of those mails may carry
// a secret of a seat other than the reader's. The tests below walk each
// engine's master through every action it allows and read, after each,
// every new mail of every player, observer and replacement. Each engine's
// sweep is in master_secrets_<engine>_test.go.

// secretReader reads the mail of the players, observers and replacements
// of one game, step by step.
type secretReader struct {
	tj    *testJudge
	game  string
	seats map[string]games.Seat // address → seat; "" an observer
	read  map[string]int        // address → mails read so far
	mails int                   // mails read in all
	own   int                   // secrets found in their own seat's mail
}

func newSecretReader(tj *testJudge, game string) *secretReader {
	return &secretReader{tj: tj, game: game, seats: map[string]games.Seat{}, read: map[string]int{}}
}

// watch adds addr, reading its mail from the first (a replacement's
// welcome mail included).
func (r *secretReader) watch(addr string, seat games.Seat) { r.seats[addr] = seat }

// check reads each watched address's new mail after step: no text of
// secrets[s] (as whole words) may stand in the mail of an address not
// seat s, and no picture may be the drawing of another seat's view, or
// the master's, where that differs from the reader's own.
func (r *secretReader) check(t *testing.T, step string, secrets map[games.Seat][]string) {
	t.Helper()
	now := r.tj.gameNow(t, r.game)
	_, pictured := now.(games.Pictured)
	for _, addr := range sortedKeys(r.seats) {
		seat := r.seats[addr]
		all := r.tj.mailsTo(t, addr)
		for _, m := range all[r.read[addr]:] {
			r.mails++
			body := oneLine(m.Subject + "\n" + m.Body)
			for _, owner := range sortedKeys(secrets) {
				for _, s := range secrets[owner] {
					found := regexp.MustCompile(`\b` + regexp.QuoteMeta(s) + `\b`).MatchString(body)
					if found && owner == seat {
						r.own++
					} else if found {
						t.Errorf("%s: %s's mail %q carries %s's secret %q:\n%s", step, addr, m.Subject, owner, s, m.Body)
					}
				}
			}
			if pictured {
				r.checkPictures(t, step, addr, seat, m, now, secrets)
			}
		}
		r.read[addr] = len(all)
	}
}

func (r *secretReader) checkPictures(t *testing.T, step, addr string, seat games.Seat, m mailtest.Mail, now games.Game, secrets map[games.Seat][]string) {
	t.Helper()
	if len(m.Pictures) == 0 {
		return
	}
	own := drawnPNG(t, now, games.SeatView(seat))
	if seat == "" {
		own = drawnPNG(t, now, games.Observer())
	}
	others := map[string][]byte{"the master": drawnPNG(t, now, games.MasterView())}
	for _, s := range sortedKeys(secrets) {
		if s != seat {
			others[string(s)] = drawnPNG(t, now, games.SeatView(s))
		}
	}
	for _, p := range m.Pictures {
		for _, who := range sortedKeys(others) {
			if view := others[who]; !bytes.Equal(view, own) && bytes.Equal(p.Data, view) {
				t.Errorf("%s: %s's mail %q carries %s's picture", step, addr, m.Subject, who)
			}
		}
	}
}

// wantRead fails when the sweep read too little to mean anything: few
// mails, or no secret ever in its own seat's mail (a secret written in a
// form the judge never prints would pass for kept).
func (r *secretReader) wantRead(t *testing.T) {
	t.Helper()
	if r.mails < 20 || r.own == 0 {
		t.Errorf("%d mails read, %d secrets seen by their own seat: the sweep checked too little", r.mails, r.own)
	}
}

// oneLine is s with every run of white space one space, so that a line
// the judge wrapped still reads as written.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// sortedKeys lists a map's keys in order.
func sortedKeys[K ~string, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// observe makes addr an observer of game, confirmed.
func (tj *testJudge) observe(t *testing.T, addr, game string) {
	t.Helper()
	r := tj.send(t, addr, "OBSERVE "+game)
	for _, l := range strings.Split(r.Body, "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "CONFIRM "+game+" ") {
			wantIn(t, "CONFIRM", tj.send(t, addr, l).Body, "confirmed")
			return
		}
	}
	t.Fatalf("no CONFIRM line in the answer to OBSERVE:\n%s", r.Body)
}

// wantDone fails when the master's answer refuses a line of the sweep,
// which would leave that action untried.
func wantDone(t *testing.T, step, answer string) {
	t.Helper()
	if strings.Contains(answer, "Problems (") || strings.Contains(answer, "refused") {
		t.Errorf("%s: the master's answer refuses a line:\n%s", step, answer)
	}
}
