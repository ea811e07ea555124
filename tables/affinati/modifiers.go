package affinati

import (
	"sengoku/i18n"
	"sengoku/tables/rulebook"
)

// Modifier is one line of a modifier table.
type Modifier struct {
	Key   string `json:"key"`
	Value int    `json:"value"`
	// Max is the largest total, in absolute value, of a line that counts
	// once per enemy element; 0 for a line that applies once.
	Max  int    `json:"max,omitempty"`
	Text Text   `json:"-"`
	Rule string `json:"rule"`
}

// Modifier keys; they are also the Factor keys of the itemised results.
const (
	modSupport       = "support"
	modVillage       = "village"
	modGeneral       = "general"
	modHigher        = "higher"
	modFlank         = "flank"
	modDifficult     = "difficult"
	modFortification = "fortification"
	modVillageShot   = "villageShot"
	modCover         = "cover"
	modExtraShooters = "extraShooters"
)

// meleeModifiers is §12, "Modifiche al dado del combattimento", in the
// printed order.
var meleeModifiers = [...]Modifier{
	{modSupport, 3, 0, i18n.M("affinati.ashigaru-warrior-monks-supported-by"), rulebook.Samurai.Title(rulebook.SamCloseCombat)},          // cites §12
	{modVillage, 2, 0, i18n.M("affinati.foot-inside-village"), rulebook.Samurai.Title(rulebook.SamCloseCombat)},                          // cites §12
	{modGeneral, 1, 0, i18n.M("affinati.element-includes-general"), rulebook.Samurai.Title(rulebook.SamCloseCombat)},                     // cites §12
	{modHigher, 1, 0, i18n.M("affinati.close-combat-higher-than-enemy"), rulebook.Samurai.Title(rulebook.SamCloseCombat) + "; B-19"},     // cites §12
	{modFlank, -1, 2, i18n.M("affinati.each-enemy-element-threatening-one"), rulebook.Samurai.Title(rulebook.SamCloseCombat) + "; B-20"}, // cites §12
	{modDifficult, -2, 0, i18n.M("affinati.melee-difficult-terrain-not-warrior"), rulebook.Samurai.Title(rulebook.SamCloseCombat)},       // cites §12
}

// shootingModifiers is §11.2, "Modifiche al dado del tiro"; they apply to
// the target's total. The Village line is B-17: +2 in the main text, +1 in
// the summary table.
var shootingModifiers = [...]Modifier{
	{modFortification, 2, 0, i18n.M("affinati.target-fortification-camp-similar"), rulebook.Samurai.Title(rulebook.SamShootMods)},       // cites §11.2
	{modVillageShot, 2, 0, i18n.M("affinati.target-village"), rulebook.Samurai.Title(rulebook.SamShootMods) + "; B-17"},                 // cites §11.2
	{modCover, 1, 0, i18n.M("affinati.target-behind-defensive-position-difficult"), rulebook.Samurai.Title(rulebook.SamShootMods)},      // cites §11.2
	{modExtraShooters, -1, 2, i18n.M("affinati.each-additional-enemy-element-shooting"), rulebook.Samurai.Title(rulebook.SamShootMods)}, // cites §11.2
}

// CloseCombatModifiers returns the close-combat modifier table (§12).
func CloseCombatModifiers() []Modifier { return append([]Modifier(nil), meleeModifiers[:]...) }

// ShootingModifiers returns the shooting modifier table (§11.2) with the
// Village line at its B-17 value under o.
func ShootingModifiers(o Options) ([]Modifier, error) {
	s, v := o.resolve()
	if err := v.Err(); err != nil {
		return nil, err
	}
	out := append([]Modifier(nil), shootingModifiers[:]...)
	for i := range out {
		if out[i].Key == modVillageShot {
			out[i].Value = s.villageShoot
		}
	}
	return out, nil
}

func melee(key string) Modifier { return lookupMod(meleeModifiers[:], key) }

func shooting(key string) Modifier { return lookupMod(shootingModifiers[:], key) }

func lookupMod(table []Modifier, key string) Modifier {
	for _, m := range table {
		if m.Key == key {
			return m
		}
	}
	return Modifier{Key: key}
}
