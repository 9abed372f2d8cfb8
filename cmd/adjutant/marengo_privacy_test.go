package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/marengo"
)

// The privacy oracle of the Marengo game by mail. For each side it reads
// every mail that side received, in order, and fails when one names an
// enemy block's id, or an enemy block's face (its arm and strength: what
// turning it up shows) that the rules had not shown that side at that
// point. A face written right after one of the reader's own ids is its
// own block; any other face is an enemy's.
//
// What the rules show is worked out here from the phases' positions (the
// shadow's full states before and after) and the lines the players sent,
// never from the engine's events and who may read them:
//
//   - a block that loses a step shows its face (rules 8.3, 9, 10);
//   - the blocks that retreat show theirs (rule 10); an enemy block that
//     changes area during the reader's own turn can only be retreating;
//   - during an attack: the attacker's leads, named on its ATTACK line
//     (rule 9.1); the defender's artillery able to counter-fire (9.2; the
//     scripted players always answer yes); the front line and the
//     pursuers, which the scripted players name by id (9.3, 9.5);
//   - an assault through an approach that obstructs cavalry shows one
//     infantry block of the group: SHOW's, else the first listed (7);
//     cavalry on a road shows itself when it enters an enemy area (7);
//     cavalry that continues shows itself (6.4);
//   - artillery stands face up from its declaration until its
//     bombardment has run and that turn ended, or it is cancelled (8).
//
// The mails after the end (the last results and "game over") open the
// whole record to everyone and are not checked.

var (
	mgFace    = regexp.MustCompile(`(\b[AF]\d\d )?\b(inf|cav|art)([1-4])\b`)
	mgResults = regexp.MustCompile(`^mg: (\S+) results$`)
)

// mgKnowledge is what the oracle tracks from the lines sent: each side's
// plan lines in the player turn under way, and its FRONT and PURSUE
// answers naming blocks.
type mgKnowledge struct {
	turn    string
	lines   [2][]string
	answers [2]map[string][]string // "FRONT MAR" -> ids
}

func (k *mgKnowledge) read(ph mgPhase) {
	turn, _, _ := strings.Cut(ph.id, ".")
	if turn != k.turn {
		k.turn, k.lines = turn, [2][]string{}
	}
	for seat, sub := range ph.subs {
		side := marengo.Austria
		if seat == "France" {
			side = marengo.France
		}
		if k.answers[side] == nil {
			k.answers[side] = map[string][]string{}
		}
		for _, l := range sub.Lines {
			w := strings.Fields(l.Text)
			switch {
			case w[0] == "CLEAR":
				for key := range k.answers[side] {
					if strings.HasPrefix(key, w[1]+" ") {
						delete(k.answers[side], key)
					}
				}
			case (w[0] == "FRONT" || w[0] == "PURSUE") && len(w) > 2:
				k.answers[side][w[0]+" "+w[1]] = w[2:]
			case !slices.Contains([]string{"BLOCK", "COUNTERFIRE", "RETREAT", "ADVANCE", "HIT", "LOSS"}, w[0]):
				k.lines[side] = append(k.lines[side], l.Text)
			}
		}
	}
}

func mgBlock(b *marengo.Board, id string) *marengo.Block {
	for i := range b.Blocks {
		if b.Blocks[i].ID == id {
			return &b.Blocks[i]
		}
	}
	return nil
}

func mgFaceOf(x *marengo.Block) string { return string(x.Arm) + string(rune('0'+x.Strength)) }

// mgShown is the faces of side e's blocks the rules show the other side
// in phase ph.
func mgShown(sc *marengo.Scenario, ph mgPhase, e marengo.Side, k *mgKnowledge) map[string]bool {
	b0, b1 := &ph.before.B, &ph.after.B
	ok := map[string]bool{}
	show := func(x *marengo.Block) {
		if x != nil && x.Side == e && x.Strength > 0 {
			ok[mgFaceOf(x)] = true
		}
	}
	ended := b1.Seq != b0.Seq || ph.after.Stage == "over"
	// Losses and retreats.
	for i := range b0.Blocks {
		x0, x1 := &b0.Blocks[i], &b1.Blocks[i]
		if x0.Side != e || x0.Status != "map" {
			continue
		}
		lost := x1.Status != "map" || x1.Strength != x0.Strength
		retreat := x1.Status == "map" && x1.At.Area != x0.At.Area && b0.Active != e
		if lost || retreat {
			for s := max(x1.Strength, 1); s <= x0.Strength; s++ {
				ok[string(x0.Arm)+string(rune('0'+s))] = true
			}
		}
	}
	// Face-up artillery.
	for _, b := range []*marengo.Board{b0, b1} {
		for _, d := range b.Declared {
			if d.Side == e {
				show(mgBlock(b, d.Art))
			}
		}
		for _, id := range b.T.Fired {
			show(mgBlock(b, id))
		}
	}
	// What ran in this phase: lines whose blocks were not yet marked at
	// the start of the phase, and are at its end (or the turn ended).
	ran := func(marks0, marks1 []string, list []string) bool {
		for _, id := range list {
			if slices.Contains(marks0, id) {
				return false
			}
			if !ended && !slices.Contains(marks1, id) {
				return false
			}
		}
		return true
	}
	active := b0.Active
	// Attacks live in this phase: begun in it, or stopped by a question
	// about their battlefield when it began.
	inProgress := ""
	if q := ph.before.Question; q != nil && (q.Kind == "counterfire" || q.Kind == "front" || q.Kind == "pursue") {
		inProgress = q.Subject
	}
	for _, l := range k.lines[active] {
		w := strings.Fields(l)
		if w[0] != "ATTACK" {
			continue
		}
		lead := slices.Index(w, "LEAD")
		attackers := w[1:lead]
		first := mgBlock(b0, attackers[0])
		live := ran(b0.T.Attackers, b1.T.Attackers, attackers)
		if !live && inProgress != "" && first.Status == "map" && first.At.Face == inProgress && slices.Contains(b0.T.Attackers, first.ID) {
			live = true
		}
		if !live || first.Status != "map" {
			continue
		}
		target, bf := first.At.Face, first.At.Area
		if active == e {
			for _, id := range w[lead+1:] {
				if id == "PURSUE" {
					break
				}
				show(mgBlock(b0, id))
			}
			if p := slices.Index(w, "PURSUE"); p > 0 {
				for _, id := range w[p+1:] {
					show(mgBlock(b0, id))
				}
			}
			continue
		}
		// The reader attacks; e defends the approach of target facing bf.
		for i := range b0.Blocks {
			x := &b0.Blocks[i]
			if x.Side == e && x.Status == "map" && x.At.Area == target && x.At.Face == bf && x.Arm == marengo.Artillery && x.Fired != b0.Seq-1 {
				show(x)
			}
		}
		for _, key := range []string{"FRONT " + target, "FRONT *", "PURSUE " + target, "PURSUE *"} {
			for _, id := range k.answers[e][key] {
				show(mgBlock(b0, id))
			}
		}
	}
	if active != e {
		return ok
	}
	// The enemy's moves: assaults showing infantry, cavalry on roads and
	// continuing.
	for _, l := range k.lines[e] {
		w := strings.Fields(l)
		var ids []string
		for _, x := range w[1:] {
			if mgBlock(b0, x) == nil {
				break
			}
			ids = append(ids, x)
		}
		if len(ids) == 0 || !ran(b0.T.Moved, b1.T.Moved, ids) {
			continue
		}
		for i, x := range w {
			if x == "THEN" {
				show(mgBlock(b0, w[i+1]))
			}
		}
		x0 := mgBlock(b0, ids[0])
		switch w[0] {
		case "MOVE":
			dest := w[slices.Index(w, "TO")+1]
			if strings.Contains(dest, "/") || x0.Status != "map" || !mgHeldBy(b0, dest, e.Other()) {
				continue
			}
			ap, _ := sc.Approach(dest, x0.At.Area)
			if ap == nil || !ap.Obstacle {
				continue
			}
			pick := ""
			if s := slices.Index(w, "SHOW"); s > 0 {
				pick = w[s+1]
			}
			for _, id := range ids {
				if x := mgBlock(b0, id); pick == "" && x.Arm == marengo.Infantry {
					pick = id
				}
			}
			show(mgBlock(b0, pick))
		case "ROAD", "ENTER":
			if x0.Arm != marengo.Cavalry {
				continue
			}
			for _, a := range w[2:] {
				if mgHeldBy(b0, a, e.Other()) {
					show(x0)
				}
			}
		}
	}
	return ok
}

func mgHeldBy(b *marengo.Board, area string, side marengo.Side) bool {
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if x.Status == "map" && x.Side == side && x.At.Area == area {
			return true
		}
	}
	return false
}

// checkMarengoPrivacy reads every mail each side received.
func checkMarengoPrivacy(t *testing.T, players map[games.Seat]*mgPlayer, phases []mgPhase) {
	t.Helper()
	sc, err := marengo.LoadScenario("sample")
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]int{}
	for i, ph := range phases {
		byID[ph.id] = i
	}
	faces, checked := 0, 0
	for seat, p := range players {
		x := p.side
		e := x.Other()
		enemyID := regexp.MustCompile(`\b` + e.Code() + `\d\d\b`)
		k := &mgKnowledge{}
		next := 0
		allowed := map[string]bool{}
		for _, m := range p.mbox.all {
			if m.Subject == "mg: game over" {
				continue
			}
			if match := mgResults.FindStringSubmatch(m.Subject); match != nil {
				i, ok := byID[match[1]]
				if !ok {
					t.Fatalf("a results mail for an unknown phase %q", match[1])
				}
				ph := phases[i]
				if ph.after.Stage == "over" {
					continue
				}
				for ; next <= i; next++ {
					k.read(phases[next])
				}
				allowed = mgShown(sc, ph, e, k)
			} else if next > 0 {
				// A reply or a notice between phases: the faces still up.
				allowed = map[string]bool{}
				last := phases[next-1]
				for f := range mgShown(sc, mgPhase{id: last.id, before: last.after, after: last.after}, e, &mgKnowledge{}) {
					allowed[f] = true
				}
			}
			body := withoutHelp(m.Body, marengo.Engine{})
			if id := enemyID.FindString(body); id != "" {
				t.Fatalf("%s's mail %q names the enemy block %s:\n%s", seat, m.Subject, id, body)
			}
			for _, f := range mgFace.FindAllStringSubmatch(body, -1) {
				checked++
				if f[1] != "" {
					continue
				}
				faces++
				if face := f[2] + f[3]; !allowed[face] {
					t.Fatalf("%s's mail %q names an enemy %s that the rules had not shown it (shown: %v):\n%s", seat, m.Subject, face, allowed, body)
				}
			}
		}
	}
	t.Logf("privacy: %d faces read in the players' mail, %d of enemy blocks, each shown by the rules", checked, faces)
	if faces == 0 {
		t.Errorf("no mail named an enemy face: the privacy check checked nothing")
	}
}
