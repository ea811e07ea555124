package wire

import (
	"sengoku/i18n"
	"sengoku/tables/affinati"
)

// SAMURAI (Affinati)'s results carry their text's words where the API has
// always had them: before a factor's "rule", before a break-off's
// "success" (or its "options" without a die), last otherwise.
func init() {
	Words(func(x affinati.Factor) i18n.Msg { return x.Text }, "rule")
	Words(func(x affinati.Modifier) i18n.Msg { return x.Text }, "rule")
	Words(func(x affinati.Surcharge) i18n.Msg { return x.Text }, "rule")
	Words(func(x affinati.Outcome) i18n.Msg { return x.Text }, "rule")
	Words(func(x affinati.DiceResult) i18n.Msg { return x.Text })
	Words(func(x affinati.BreakOffResult) i18n.Msg { return x.Text }, "success", "options")
	Words(func(x affinati.Distance) i18n.Msg { return x.Text })
	Words(func(x affinati.LossScore) i18n.Msg { return x.Text })
}
