// Package account keeps what the judge knows about a person across games
// (the language and time zone they read in, whether mail reaches them) and
// guards the passwords that open seats: salted hashes, readable generated
// passwords, and the limits on guessing.
//
// It knows storage's account bucket and nothing of games, mail or the
// command language.
package account
