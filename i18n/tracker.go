package i18n

// trackerWords: the battle tracker, a campaign battle followed at the table
// element by element.
var trackerWords = catalogue{
	"tracker.not-your-battle":         {"Solo il game master e i giocatori dei due schieramenti registrano questa battaglia.", "Only the game master and the two sides' players record this battle."},
	"tracker.result-recorded":         {"Il risultato di questa battaglia è registrato: il tracciamento è chiuso.", "This battle's result is recorded: the tracker is closed."},
	"tracker.battle-over":             {"La battaglia è finita: %s è andato in rotta alla fine del turno %d. Si può solo annullare quel fine turno.", "The battle is over: %s routed at the end of turn %d. Only that end of turn can be undone."},
	"tracker.unknown-kind":            {"%q non è un evento del tracciamento.", "%q is not a tracker event."},
	"tracker.no-such-element":         {"Nessun elemento %q in questa battaglia.", "No element %q in this battle."},
	"tracker.off-table-returns-after": {"L'elemento (%s) è uscito dal tavolo: torna nel suo esercito dopo la battaglia, non durante.", "The element (%s) left the table: it comes back to its army after the battle, not during it."},
	"tracker.not-recoiled-or-fled":    {"L'elemento (%s) non ha ripiegato né è fuggito: è già in linea.", "The element (%s) has not recoiled or fled: it is already in line."},
	"tracker.element-not-fighting":    {"L'elemento (%s) non combatte più: è distrutto o fuori dal tavolo.", "The element (%s) is no longer fighting: it is destroyed or off the table."},
	"tracker.off-only-recoil-flee":    {"Solo un elemento che ripiega o fugge esce dal tavolo.", "Only a recoiling or fleeing element leaves the table."},
	"tracker.side-of-battle":          {"Indica uno schieramento della battaglia: %s o %s.", "Name a side of the battle: %s or %s."},
	"tracker.general-not-fighting":    {"Il Generale di %s è già caduto o fuori dal tavolo.", "%s's General has already fallen or left the table."},
	"tracker.no-general":              {"L'esercito di %s non ha un Generale.", "%s's army has no General."},
	"tracker.not-battle-card":         {"%q non è una carta da giocare in battaglia (MORALE, RICOGNIZIONE, CARISMA, INTERVENTO DIVINO).", "%q is not a card played for a battle (MORALE, RECONNAISSANCE, CHARISMA, DIVINE INTERVENTION)."},
	"tracker.card-not-in-hand":        {"%s non ha %s in mano.", "%s does not hold %s."},
	"tracker.village-unchanged":       {"Il Villaggio è già in quelle mani.", "The Village is already in those hands."},
	"tracker.nothing-to-undo":         {"Nessun evento %d da annullare.", "No event %d to undo."},
	"tracker.undo-only-maker":         {"Solo chi l'ha registrato annulla un evento.", "Only the one who recorded an event undoes it."},
	"tracker.card-stays-played":       {"Una carta giocata resta giocata (%s).", "A card played stays played (%s)."},
	"tracker.undo-before-next-turn":   {"Un evento si annulla solo fino alla fine del turno: un turno si è chiuso dopo.", "An event is undone only until the turn ends: a turn has ended since."},
	"tracker.allows.lost":             {"%s è andato in rotta alla fine del turno %d: ha perso la battaglia (%s).", "%s routed at the end of turn %d: it has lost the battle (%s)."},
	"tracker.allows.withdraw":         {"L'esercito di %s si ritira automaticamente nella sua Capitale, anche senza linea di rifornimento.", "%s's army withdraws automatically to its Capital, even without a line of supply."},
	"tracker.allows.province":         {"%s prende il controllo della provincia, salvo una Fortezza ancora da assediare.", "%s takes control of the province, unless a Fortress there must still be besieged."},
	"tracker.allows.off-table":        {"Gli elementi usciti dal tavolo non sono perduti: tornano nei loro eserciti.", "Elements that left the table are not lost: they go back to their armies."},
	"tracker.allows.contingents":      {"I Contingenti Alleati sopravvissuti tornano ai loro proprietari.", "Surviving allied contingents go back to their owners."},
	"tracker.allows.record":           {"Il game master registra il risultato compilato dal tracciamento.", "The game master records the result filled in from the tracker."},
}
