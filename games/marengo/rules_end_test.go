package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
)

// Rule 11: each step lost costs a point of morale; at zero the side is
// demoralised and may not attack.
func TestRule11DemoralisedMayNotAttack(t *testing.T) {
	f := newFx(t).morale(Austria, 0).at("MAR/CGR", "A03").at("CGR/MAR", "F03")
	if why, _ := f.refusal("Austria", "ATTACK A03 LEAD A03"); !strings.Contains(why, "Austria is demoralised and may not attack (rule 11)") {
		t.Errorf("an attack by a demoralised side: %q", why)
	}
}

// Rule 11: a demoralised defender's blocks defend one weaker (not in
// counter-fire or pursuit).
func TestRule11DemoralisedDefendsWeaker(t *testing.T) {
	f := defend(newFx(t).morale(France, 0).at("MAR/CGR", "A03").at("CGR/MAR", "F03"), "BEST")
	f.play("ATTACK A03 LEAD A03")
	f.wantEvent(master, "lead 3 - terrain 1 - front 2 = 0: the defender wins (the demoralised front line counts one less a block)")
}

// Rule 11: an attacker demoralised by counter-fire is at once; in the
// published rules the attack goes on with each lead one weaker.
func TestRule11CounterFireDemoralisesAtOnce(t *testing.T) {
	f := defend(newFx(t).morale(Austria, 1).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F09", "F02"), "BEST")
	f.play("ATTACK A03 A04 LEAD A03 A04")
	f.wantEvent(master, "Austria is demoralised by the counter-fire: the attack goes on with each lead one weaker")
	f.wantEvent(master, "lead 2 - terrain 1 - front 2 = -1: the defender wins (the demoralised leads count one less a block)")
}

// Rule 11 (the publisher's 13): a side whose enemy alone was demoralised
// in a round gains five morale as the next round begins, every round.
func TestRule11BonusEachRound(t *testing.T) {
	f := newFx(t).turn(France, 10).morale(Austria, 0).morale(France, 3)
	f.play()
	f.play()
	f.play()
	if f.s.B.Morale[France] != 13 {
		t.Errorf("morale %v, want France 13 after two French turns", f.s.B.Morale)
	}
}

// Rule 11 (the publisher's 13): the five come at the start of the next
// round, so none after the last; under bonus=each, the engine's earlier
// reading kept for the games created with it, they come after the last
// French turn too.
func TestRule11NoBonusAfterTheLastRound(t *testing.T) {
	for _, c := range []struct {
		bonus string
		want  int
	}{{BonusRound, 3}, {BonusEach, 8}} {
		f := newFx(t).opt("bonus", c.bonus).turn(France, 21).morale(Austria, 0).morale(France, 3)
		f.play()
		if f.game().Over() == nil {
			t.Fatalf("bonus=%s: the game goes on after 9 PM", c.bonus)
		}
		if f.s.B.Morale[France] != c.want {
			t.Errorf("bonus=%s: France's morale %d after the last round, want %d\n%s", c.bonus, f.s.B.Morale[France], c.want, f.events(master))
		}
	}
	f := newFx(t).turn(France, 21).morale(Austria, 0).morale(France, 3)
	f.play()
	f.wantNoEvent(master, "morale rises by 5")
}

// Rule 11 (the translation, option bonus=once): the five come once a
// game.
func TestRule11BonusOnce(t *testing.T) {
	f := newFx(t).opt("bonus", BonusOnce).turn(France, 10).morale(Austria, 0).morale(France, 3)
	f.play()
	if f.s.B.Morale[France] != 8 || !f.s.B.Bonus {
		t.Fatalf("morale %v bonus %v", f.s.B.Morale, f.s.B.Bonus)
	}
	f.play()
	f.play()
	if f.s.B.Morale[France] != 8 {
		t.Errorf("the bonus came twice: %v", f.s.B.Morale)
	}
}

// Rule 12: after the last French turn a demoralised side loses to one
// that is not; otherwise Austria wins with objectives of two colours,
// else France.
func TestRule12Victory(t *testing.T) {
	for _, c := range []struct {
		name   string
		setup  func(*fx)
		winner Side
	}{
		{"demoralised", func(f *fx) { f.morale(Austria, 0).at("CGR", "A03").at("SPI", "A04") }, France},
		{"French demoralised", func(f *fx) { f.morale(France, 0).at("SGI", "A03") }, Austria},
		{"two colours", func(f *fx) { f.at("CGR", "A03").at("SPI", "A04") }, Austria},
		{"one colour", func(f *fx) { f.at("CGR", "A03").at("SGI", "A04") }, France},
		{"both demoralised", func(f *fx) { f.morale(Austria, 0).morale(France, 0).at("TGA", "A03").at("CCE", "A04") }, Austria},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFx(t).turn(France, 21)
			c.setup(f)
			f.play()
			end := f.game().Over()
			if end == nil || end.Winners[0] != c.winner.Seat() {
				t.Fatalf("ending %+v, want %s\n%s", end, c.winner, f.events(master))
			}
			if f.game().Phase().ID != "END" || len(f.game().Requests()) != 0 {
				t.Error("the game goes on after its end")
			}
		})
	}
}

// A player may concede at any time it is asked (the game may go on after
// a demoralisation, and the rulebook says it then seldom should).
func TestConcede(t *testing.T) {
	f := newFx(t).at("MAR", "A03")
	f.send("CONCEDE")
	end := f.game().Over()
	if end == nil || end.Winners[0] != "France" || end.Reason.EN != "Austria conceded" {
		t.Fatalf("ending %+v", end)
	}
	if r := f.report(games.EndView()); r == "" {
		t.Error("no report")
	}
}
