package games

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
)

// SeedSize is the length of a game's secret seed in bytes.
const SeedSize = 32

// Draw is one random number taken from a Dice stream, kept so that a report
// can show it and a replay can check it.
type Draw struct {
	N       uint64 // sequence number within the stream, from 1
	Sides   int    // the draw was uniform over 1..Sides
	Value   int
	Purpose string // what the draw decided, in the engine's words
}

// Dice is the random stream of one phase of one game. Every value is derived
// from (seed, phase, draw number) with HMAC-SHA-256, so the stream is fixed by
// the seed yet cannot be predicted by anyone who only knows the seed's hash.
//
// A Dice is not safe for concurrent use; an engine owns it while it resolves
// a phase.
type Dice struct {
	seed  [SeedSize]byte
	phase string
	n     uint64
	log   []Draw
}

// NewDice returns the stream for one phase. phase is any stable label the
// judge gives the phase (for example "S1901M" or "turn-3/attack").
func NewDice(seed [SeedSize]byte, phase string) *Dice {
	return &Dice{seed: seed, phase: phase}
}

// Roll returns a value in 1..sides and logs it under purpose.
// It panics if sides < 1, which is a programming error in an engine.
func (d *Dice) Roll(sides int, purpose string) int {
	if sides < 1 {
		panic(fmt.Sprintf("games: Roll(%d): sides must be at least 1", sides))
	}
	d.n++
	v := int(d.uniform(uint64(sides))) + 1
	d.log = append(d.log, Draw{N: d.n, Sides: sides, Value: v, Purpose: purpose})
	return v
}

// RollNumbered is Roll that also returns the draw's number in the stream,
// which reports show ("#3 rolls 4") so that a player can check the roll
// against the seed published at the end.
func (d *Dice) RollNumbered(sides int, purpose string) (value int, n uint64) {
	value = d.Roll(sides, purpose)
	return value, d.n
}

// Draws returns a copy of every draw taken so far, in order.
func (d *Dice) Draws() []Draw {
	out := make([]Draw, len(d.log))
	copy(out, d.log)
	return out
}

// uniform returns a value in [0, n) without modulo bias, by rejection: a block
// whose value falls in the incomplete top range is discarded and the next
// block of the same draw is used.
func (d *Dice) uniform(n uint64) uint64 {
	limit := ^uint64(0) - (^uint64(0) % n)
	for block := uint64(0); ; block++ {
		v := d.block(block)
		if v < limit {
			return v % n
		}
	}
}

func (d *Dice) block(block uint64) uint64 {
	mac := hmac.New(sha256.New, d.seed[:])
	var buf [16]byte
	binary.BigEndian.PutUint64(buf[:8], d.n)
	binary.BigEndian.PutUint64(buf[8:], block)
	mac.Write([]byte(d.phase))
	mac.Write([]byte{0})
	mac.Write(buf[:])
	return binary.BigEndian.Uint64(mac.Sum(nil)[:8])
}

// SeedHash is the SHA-256 of a seed, announced to players when a game starts
// and checked against the seed revealed at its end.
func SeedHash(seed [SeedSize]byte) [sha256.Size]byte { return sha256.Sum256(seed[:]) }
