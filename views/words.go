package views

import "sengoku/campaign"

// RollPurpose says what a die or a shuffle in the history was for, in l:
// "assedio Kai", "parità nell'ordine di gioco" (see campaign.Roll.Text,
// which also reads the English phrases older logs recorded).
func RollPurpose(l Lang, r campaign.Roll) string { return l.Render(r.Text()) }
