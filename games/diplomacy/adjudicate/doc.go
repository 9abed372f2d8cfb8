// Package adjudicate decides Diplomacy phases: which orders are legal
// (Check) and what becomes of them (Resolve). Documentation is completed
// below as the package grows.
package adjudicate
