package wire

import "sengoku/tables/sekigahara"

// Sekigahara's results and table lines, worded where their message stands.
func init() {
	Words[sekigahara.BlockImpact]("Text")
	Words[sekigahara.Step]("Text")
	Words[sekigahara.BattleResult]("Text")
	Words[sekigahara.Outcome]("Text")
	Words[sekigahara.SideOutcome]("Text")
	Words[sekigahara.SiegeOutcome]("Text")
	Words[sekigahara.SiegeChoice]("Text")
	Words[sekigahara.MoveResult]("Text")
	Words[sekigahara.OverrunResult]("Text")
	Words[sekigahara.SideReinforcement]("Text")
	Words[sekigahara.ReinforcementResult]("Text")
	Words[sekigahara.VictoryResult]("Text")
	Words[sekigahara.MovementModifier]("Name")
	Words[sekigahara.MovementCardOption]("Name")
}
