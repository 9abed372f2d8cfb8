// Package plan is what lets a player write a whole turn in one mail, for
// games where the two sides act in turn and interrupt each other:
//
//   - a Queue is the ordered rest of one seat's plan, run one step at a
//     time; it is that seat's secret until each step runs;
//   - a Book holds a seat's standing answers to questions the opponent's
//     actions may raise ("if assaulted in Marengo, block with reserves");
//   - a Question is put to one seat alone when no standing answer covers a
//     decision: the engine keeps it in its state, offers it through
//     Requests in a short phase class of its own, and resumes with the
//     answer (or its documented default at the deadline);
//   - an Alternation interleaves two seats' plans action by action, as
//     players at a table take turns (Gettysburg's movement and attacks).
//
// Everything here is plain data that saves as JSON, so an engine keeps it in
// its state and a replay reproduces it. Nothing here knows a game's rules:
// the engine parses the lines, runs each action, and says who may read what.
//
// Caveats: a step that cannot run sets aside the rest of its queue (the
// player's intent may depend on it); the engine reports the step and the
// reason to its owner alone, since an unexecuted plan is a secret.
package plan
