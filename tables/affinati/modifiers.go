package affinati

import "sengoku/tables/rulebook"

// Modifier is one line of a modifier table.
type Modifier struct {
	Key   string `json:"key"`
	Value int    `json:"value"`
	// Max is the largest total, in absolute value, of a line that counts
	// once per enemy element; 0 for a line that applies once.
	Max int `json:"max,omitempty"`
	Text
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
	{modSupport, 3, 0, T("Ashigaru or Warrior Monks supported by a similar element lined up directly behind (max 1)",
		"Ashigaru o Monaci guerrieri supportati da un elemento simile allineato alle spalle (max 1)"), rulebook.Samurai.Title(rulebook.SamCloseCombat)}, // cites §12
	{modVillage, 2, 0, T("Foot inside a Village", "Fanteria all'interno di un Villaggio"), rulebook.Samurai.Title(rulebook.SamCloseCombat)},      // cites §12
	{modGeneral, 1, 0, T("The element includes the General", "L'elemento include il Generale"), rulebook.Samurai.Title(rulebook.SamCloseCombat)}, // cites §12
	{modHigher, 1, 0, T("In close combat and higher than the enemy, or defending a river bank, or behind a defensive position",
		"In combattimento ravvicinato e più in alto del nemico, o in difesa delle rive di un fiume, oppure dietro una Postazione Difensiva"), rulebook.Samurai.Title(rulebook.SamCloseCombat) + "; B-19"}, // cites §12
	{modFlank, -1, 2, T("Each enemy element threatening one of its flanks, or in frontal contact with its flank or rear (max −2)",
		"Per ciascun elemento nemico che minaccia uno dei propri fianchi, oppure in contatto frontale con un proprio fianco o con il retro (max −2)"), rulebook.Samurai.Title(rulebook.SamCloseCombat) + "; B-20"}, // cites §12
	{modDifficult, -2, 0, T("In melee in difficult terrain (not Warrior Monks)",
		"In mischia in terreno difficile (tranne Monaci guerrieri)"), rulebook.Samurai.Title(rulebook.SamCloseCombat)}, // cites §12
}

// shootingModifiers is §11.2, "Modifiche al dado del tiro"; they apply to
// the target's total. The Village line is B-17: +2 in the main text, +1 in
// the summary table.
var shootingModifiers = [...]Modifier{
	{modFortification, 2, 0, T("Target in a fortification, camp or similar",
		"Bersaglio in una Fortificazione, Accampamento, ecc."), rulebook.Samurai.Title(rulebook.SamShootMods)}, // cites §11.2
	{modVillageShot, 2, 0, T("Target in a Village", "Bersaglio in un Villaggio"), rulebook.Samurai.Title(rulebook.SamShootMods) + "; B-17"}, // cites §11.2
	{modCover, 1, 0, T("Target behind a defensive position or in difficult terrain",
		"Bersaglio dietro una Postazione Difensiva oppure in Terreno Difficile"), rulebook.Samurai.Title(rulebook.SamShootMods)}, // cites §11.2
	{modExtraShooters, -1, 2, T("Each additional enemy element shooting at the target (max −2)",
		"Per ciascun elemento nemico aggiuntivo che tira sul bersaglio (max −2)"), rulebook.Samurai.Title(rulebook.SamShootMods)}, // cites §11.2
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
