package dip

// Power is one of the seven great powers, by its English name.
type Power string

// The powers of the standard game.
const (
	Austria Power = "Austria"
	England Power = "England"
	France  Power = "France"
	Germany Power = "Germany"
	Italy   Power = "Italy"
	Russia  Power = "Russia"
	Turkey  Power = "Turkey"
)

// AllPowers returns the seven powers in alphabetical order, the order every
// table and report uses.
func AllPowers() []Power {
	return []Power{Austria, England, France, Germany, Italy, Russia, Turkey}
}

// Initial is the one-letter abbreviation classic judges use ("A" for Austria).
func (p Power) Initial() string {
	if p == "" {
		return "?"
	}
	return string(p[0])
}
