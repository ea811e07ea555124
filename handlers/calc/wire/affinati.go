package wire

import "sengoku/tables/affinati"

// SAMURAI (Affinati)'s results, worded where their text stands.
func init() {
	Words[affinati.Factor]("Text")
	Words[affinati.Modifier]("Text")
	Words[affinati.Surcharge]("Text")
	Words[affinati.Outcome]("Text")
	Words[affinati.DiceResult]("Text")
	Words[affinati.BreakOffResult]("Text")
	Words[affinati.Distance]("Text")
	Words[affinati.LossScore]("Text")
}
