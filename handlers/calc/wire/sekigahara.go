package wire

import (
	"sengoku/i18n"
	"sengoku/tables/sekigahara"
)

// Sekigahara's results carry their text's words last; a movement table
// line before its "section".
func init() {
	Words(func(x sekigahara.BlockImpact) i18n.Msg { return x.Text })
	Words(func(x sekigahara.Step) i18n.Msg { return x.Text })
	Words(func(x sekigahara.BattleResult) i18n.Msg { return x.Text })
	Words(func(x sekigahara.Outcome) i18n.Msg { return x.Text })
	Words(func(x sekigahara.SideOutcome) i18n.Msg { return x.Text })
	Words(func(x sekigahara.SiegeOutcome) i18n.Msg { return x.Text })
	Words(func(x sekigahara.SiegeChoice) i18n.Msg { return x.Text })
	Words(func(x sekigahara.MoveResult) i18n.Msg { return x.Text })
	Words(func(x sekigahara.OverrunResult) i18n.Msg { return x.Text })
	Words(func(x sekigahara.SideReinforcement) i18n.Msg { return x.Text })
	Words(func(x sekigahara.ReinforcementResult) i18n.Msg { return x.Text })
	Words(func(x sekigahara.VictoryResult) i18n.Msg { return x.Text })
	Words(func(x sekigahara.MovementModifier) i18n.Msg { return x.Name }, "section")
	Words(func(x sekigahara.MovementCardOption) i18n.Msg { return x.Name }, "section")
}
