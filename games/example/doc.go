// Package example is the smallest complete engine on the judge's contract
// (games.Engine): a hidden-number duel for two seats. It exists to be read
// and copied by the author of a new engine (docs/engines.md walks through
// it); the judge's tests play it by mail, but the shipped program does not
// offer it to players.
//
// # Rules
//
// The clause numbers are those of docs/rules/example.md, where each clause
// names the test that shows the engine keeps it.
//
//   - R1 Seats. Two seats, East and West (codes E and W).
//   - R2 Secrets. In the first phase each seat sends SECRET n, a whole number
//     from 1 to max (the CREATE option max, 2 to 1000, default 100). A seat
//     that sends none by the deadline gets one from the judge's dice; only
//     that seat (and the master) learns it.
//   - R3 First guesser. After the secrets a die of two decides who guesses
//     first; from then on the seats take turns.
//   - R4 Guess. The seat whose turn it is sends GUESS n (1 to max). A guess
//     is public. Without a guess by the deadline the turn is lost.
//   - R5 Hit. A guess equal to the opponent's secret wins at once.
//   - R6 Answer. Otherwise the opponent answers HIGHER (its secret is above
//     the guess) or LOWER. Each seat may bluff (answer falsely) at most
//     `bluffs` times in the game (the CREATE option bluffs, 0 to 2, default
//     1); a bluff beyond that is refused. Only the answerer knows an answer
//     was a bluff, until the end. Without an answer by the deadline the
//     rules give the true one.
//   - R7 Standing answers. With any mail a seat may leave answers for later
//     guesses: ANSWER TRUTHFULLY (every guess), ANSWER n HIGHER|LOWER (a
//     guess of n; a planned bluff), ANSWER ASK (forget them all and ask me).
//     A guess covered by a standing answer is answered at once, so each
//     seat needs one mail per turn; one that is not covered makes a short
//     phase in which the answerer alone is asked. An answer for the exact
//     guess comes before TRUTHFULLY; one that would be a bluff beyond the
//     allowance does not apply.
//   - R8 End. After ten guesses each without a hit the game is drawn. When
//     the game ends both secrets and every bluff are shown to everyone.
//
// # What is secret
//
// A seat's secret, its standing answers, its bluffs and the bluffs it has
// left are its own: View, Report (through games.Event) and the private
// part of a Request show them to that seat and the master only, and to
// everyone once the game is over.
package example
