package gettysburg

import "testing"

// TestEveryValueIsNamed: each value the engine names from names.toml has
// a name there, so a missing key fails here rather than in a player's
// mail.
func TestEveryValueIsNamed(t *testing.T) {
	n := names()
	want := map[string][]string{
		"side":     {Union.String(), Confederate.String()},
		"stage":    {string(StageCommand), string(StageWithdraw), string(StageMove), string(StageAttack), string(StageOver)},
		"modifier": {"artillery", "terrain", "support", "star", "stars"},
		"picture":  {"legend", "marks", "arrows"},
	}
	for table, keys := range want {
		for _, k := range keys {
			if !n.Has(table, k) {
				t.Errorf("names.toml has no %s.%s", table, k)
			}
		}
		if len(n[table]) != len(keys) {
			t.Errorf("names.toml [%s] has %d names, the engine uses %d", table, len(n[table]), len(keys))
		}
	}
}
