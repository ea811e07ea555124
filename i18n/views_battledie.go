package i18n

// viewsBattleDieWords: a battle waiting for the die made at the table under
// table dice (the C-25 roll-off, the river roll), the game master's form
// to enter it, and the losses calculator's break point from a campaign's
// own morale table.
var viewsBattleDieWords = catalogue{
	"kind.battle-photo": {"foto del tavolo rimossa", "table photo removed"},
	"kind.battle-die":   {"dado di battaglia dal tavolo", "battle die from the table"},
	"die.wait.river":    {"In attesa del master: il tiro del fiume (1–4 nessun fiume, 5–6 fiume) si fa al tavolo e lo inserisce il master.", "Waiting for the game master: the river roll (1–4 no river, 5–6 a river) is made at the table and he enters it."},
	"die.wait.roles":    {"In attesa del master: Attaccante e Difensore si decidono con uno spareggio al tavolo: %s e %s tirano un dado ciascuno, il più alto attacca, un pari si ritira. Il master inserisce i dadi.", "Waiting for the game master: Attacker and Defender are decided by a roll-off at the table: %s and %s roll a die each, the higher attacks, a tie is rolled again. The game master enters the dice."},
	"die.ties":          {"Pari finora: %d.", "Ties so far: %d."},
	"die.provisional":   {"Attaccante e Difensore qui sotto sono provvisori fino allo spareggio.", "The Attacker and Defender below are provisional until the roll-off."},
	"die.enter.river":   {"Inserisci il tiro del fiume", "Enter the river roll"},
	"die.enter.roles":   {"Inserisci lo spareggio", "Enter the roll-off"},
	"die.of":            {"Dado di %s", "%s's die"},
	"die.river":         {"Tiro del fiume", "River roll"},
	"die.river.pending": {"in attesa del tiro fatto al tavolo (lo inserisce il master)", "waiting for the roll made at the table (the game master enters it)"},
	"die.roles":         {"Ruoli", "Roles"},
	// The losses calculator linked from a campaign with its own morale
	// table (C-16).
	"aff.loss.breakAt":       {"Punto di rotta della campagna (C-16)", "Campaign break point (C-16)"},
	"aff.loss.breakAt.table": {"dalla tabella del morale", "from the morale table"},
	"die.roles.pending":      {"in attesa dello spareggio fatto al tavolo: Attaccante e Difensore sono provvisori", "waiting for the roll-off made at the table: Attacker and Defender are provisional"},
}
