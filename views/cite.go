package views

import (
	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// citing are the pages' texts that cite the printed rulebooks, each with
// its citation: the text takes it as its argument, so that the titles are
// the rulebook's (tables/rulebook), worded in the reader's language.
var citing = map[string]i18n.Msg{
	"ccsb.source":           rulebook.CCSB.Cite(rulebook.CCBattle, rulebook.CCTerrain),
	"ccsb.levy.help":        rulebook.CCSB.Cite(rulebook.CCLevy),
	"senjutsu.kamae.tree":   rulebook.Senjutsu.Cite(173),
	"senjutsu.kamae.notree": rulebook.Senjutsu.Cite(173),
	"aff.army.battle":       rulebook.Samurai.Cite(rulebook.SamArmyLists),
	"print.aot.intro":       rulebook.AoT.Cite(148),
	"print.cards.intro":     rulebook.Samurai.Cite(rulebook.CampEvents),
	"print.slips.intro":     rulebook.Samurai.Cite(rulebook.CampDiplomacy),
	"print.ledger.intro":    rulebook.Samurai.Cite(rulebook.CampPrestige),
	"battle.breakhelp":      rulebook.Samurai.Cite(rulebook.CampBattles),
	// Keys a page names by a value (views/campaign/campaigns.templ, season.templ,
	// calc/affinati/affinati.go): their siblings cite nothing.
	"out.capital-lost":             rulebook.Samurai.Cite(rulebook.CampPrestige),
	"out.seppuku":                  rulebook.Samurai.Cite(rulebook.CampPrestige),
	"out.excluded":                 rulebook.Samurai.Cite(rulebook.CampDiplomacy),
	"summary.reason.shogun":        rulebook.Samurai.Cite(rulebook.CampShogunate),
	"summary.reason.last-standing": rulebook.Samurai.Cite(rulebook.CampPrestige),
	"summary.reason.deck":          rulebook.Samurai.Cite(rulebook.CampPrestige),
	"aff.val.battle":               rulebook.Samurai.Cite(rulebook.SamVictory),
}

// Cited is the text key in l, with its citation when it cites the
// rulebook; a key that cites nothing is its plain text (l.T).
func Cited(l Lang, key string) string {
	if c, ok := citing[key]; ok {
		return l.Render(i18n.M(key, c))
	}
	return l.T(key)
}
