package i18n

// campaignWords: the 1560 campaign's engine: refusals, log messages,
// options, cards.
var campaignWords = catalogue{
	"campaign.noun.element.one":   {"elemento", "element"},
	"campaign.noun.element.other": {"elementi", "elements"},
	"campaign.noun.card.one":      {"carta", "card"},
	"campaign.noun.card.other":    {"carte", "cards"},
	"campaign.noun.battle.one":    {"battaglia", "battle"},
	"campaign.noun.battle.other":  {"battaglie", "battles"},
	"campaign.noun.piece.one":     {"terreno difficile", "difficult terrain piece"},
	"campaign.noun.piece.other":   {"terreni difficili", "difficult terrain pieces"},
	// A count and its noun: Msg("campaign.count", n, Msg("campaign.noun.card", n)).
	"campaign.count": {"%d %s", "%d %s"},
}
