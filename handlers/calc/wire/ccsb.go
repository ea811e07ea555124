package wire

import "sengoku/tables/ccsb"

// Clash of Katanas / Samurai Battles: the combat's rows, worded where
// their label stands ({"en", "it", "dice"}, {"face", "en", "it", "p"}, …).
func init() {
	Words[ccsb.Step]("Label")
	Words[ccsb.Item]("Label")
	Words[ccsb.Face]("Label")
	Words[ccsb.Check]("Label")
	Words[ccsb.UnitType]("Name")
	Words[ccsb.TerrainType]("Name")
	Shape(citedOf)
	Shape(scenarioOf)
}
