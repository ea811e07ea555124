package campaign

import (
	"fmt"

	"sengoku/campaign"
	"sengoku/views"
)

// The battle's own rolls under table dice (campaign/battledie.go): what a
// battle waiting for the game master's die tells everyone, and what his
// form asks for.

// BattleDieWaiting says what battle b waits for, in l; "" when nothing.
func BattleDieWaiting(l views.Lang, b campaign.Battle) string {
	switch {
	case !b.AwaitsDie():
		return ""
	case b.AwaitsRoles():
		s := fmt.Sprintf(l.T("die.wait.roles"), b.Awaiting.By[0], b.Awaiting.By[1])
		if b.Awaiting.Ties > 0 {
			s += " " + fmt.Sprintf(l.T("die.ties"), b.Awaiting.Ties)
		}
		return s
	}
	return l.T("die.wait.river")
}

// BattleDieInputs are the labels of the dice the game master enters for
// battle b: one per clan of the roll-off, in the order the engine takes
// them, or the river roll.
func BattleDieInputs(l views.Lang, b campaign.Battle) []string {
	if !b.AwaitsDie() {
		return nil
	}
	if b.AwaitsRoles() {
		out := make([]string, len(b.Awaiting.By))
		for i, c := range b.Awaiting.By {
			out[i] = fmt.Sprintf(l.T("die.of"), c)
		}
		return out
	}
	return []string{l.T("die.river")}
}

// BattleDieButton is the label of the game master's button for battle b.
func BattleDieButton(l views.Lang, b campaign.Battle) string {
	if b.AwaitsRoles() {
		return l.T("die.enter.roles")
	}
	return l.T("die.enter.river")
}

// RiverPending reports whether battle b's river roll is still to be made
// at the table: its province has a river and the battle waits for a die.
func RiverPending(st *campaign.State, b campaign.Battle) bool {
	if !b.AwaitsDie() {
		return false
	}
	mp, ok := st.Map.Province(b.Province)
	return ok && mp.River
}
