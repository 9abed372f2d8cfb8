// Package tables holds the ASL Starter Kit charts and counter data the
// rules read: the Infantry Fire Table, the Close Combat Table, the leader
// creation table (tables.go, data/tables.toml) and every nationality's
// personnel and support-weapon counters (roster.go, data/counters.toml).
// It knows nothing of a scenario or a game in progress.
package tables
