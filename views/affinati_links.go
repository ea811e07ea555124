package views

// The SAMURAI (Affinati) pages' addresses, which the campaign's battle
// links (battle_links.go) and the calculator's own pages (views/calc/affinati)
// both name.

// Affinati tabs: the combat resolver and the four helpers (§18.2).
const (
	AffCombat   = "combat"
	AffPIP      = "pip"
	AffBreakOff = "breakoff"
	AffLosses   = "losses"
	AffArmy     = "army"
)

// AffinatiPath is the page of a tab.
func AffinatiPath(tab string) string {
	if tab == AffCombat {
		return "/calc/affinati"
	}
	return "/calc/affinati/" + tab
}
