package i18n

// artOfTacticWords: Art of Tactic.
var artOfTacticWords = catalogue{
	// Rule options.
	"aot.option.a-04.value.flee":    {"Fuggire (%s)", "Flee (%s)"},
	"aot.option.a-04.value.retreat": {"Ritirata (%s)", "Retreat (%s)"},
	"aot.option.a-04.text":          {"Movimento forzato di un'unità Scossa", "Forced move of a Shaken unit"},
	"aot.option.a-05.value.once":    {"Una volta", "Once"},
	"aot.option.a-05.value.both":    {"Ordine e morale insieme", "Order and morale both"},
	"aot.option.a-05.text":          {"Modificatori Fuggire/Panico con le penalità di Scossa/Panico", "Flee/Panic modifiers with the Shaken/Panicked penalties"},
	"aot.option.a-06.value.2":       {"-2 in totale", "-2 in total"},
	"aot.option.a-06.value.4":       {"-2 più il -2 permanente (-4)", "-2 and the permanent -2 (-4)"},
	"aot.option.a-06.text":          {"Test quando il proprio Generale è distrutto", "Test when the own General is destroyed"},
	"aot.option.a-07.value.no":      {"No", "No"},
	"aot.option.a-07.value.yes":     {"Sì", "Yes"},
	"aot.option.a-07.text":          {"L'unità del Generale riceve il bonus 'Generale entro 2 esagoni'", "The General's own unit gets the 'General within 2 hexes' bonus"},
	"aot.option.a-08.value.no":      {"No: solo l'attacco", "No: attack only"},
	"aot.option.a-08.value.yes":     {"Sì: anche la potenza di fuoco", "Yes: also firepower"},
	"aot.option.a-08.text":          {"Morale, Onore e Generale modificano la potenza di fuoco", "Morale, Honor and General change firepower"},
	"aot.option.a-09.value.allow":   {"Permessa", "Allowed"},
	"aot.option.a-09.value.forbid":  {"Vietata", "Forbidden"},
	"aot.option.a-09.text":          {"Ritirata per un'unità senza comandante", "Retreat for a unit without a commander"},
	"aot.option.a-10.value.card":    {"Dadi per modello della scheda, come in mischia", "Card dice per model, as in melee"},
	"aot.option.a-10.value.one-die": {"1 dado per modello", "1 die per model"},
	"aot.option.a-10.text":          {"Dadi a distanza della cavalleria, se la scheda non li dà", "Ranged dice of cavalry, when the card gives none"},
	"aot.option.a-14.value.-1":      {"-1 (regolamento)", "-1 (seed)"},
	"aot.option.a-14.value.0":       {"Nessuno", "None"},
	"aot.option.a-14.text":          {"Modificatore Forza d'Animo di Difesa Circolare", "All-Around Defense fortitude modifier"},
	"aot.option.c-01.value.step":    {"Uno per fase di combattimento", "One per combat step"},
	"aot.option.c-01.value.attack":  {"Uno dopo ogni attacco", "One after each attack"},
	"aot.option.c-01.text":          {"Test di Forza d'Animo per perdite da più attaccanti", "Fortitude tests for casualties from several attackers"},
}
