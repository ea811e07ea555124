package views

// catalogueOptions: the words every rule-option control shares.
var catalogueOptions = map[string][2]string{
	"opt.default": {"predefinito", "default"},
	"opt.yes":     {"sì", "yes"},
	"opt.no":      {"no", "no"},
	"api.options": {"Opzioni delle regole. Ogni sistema (SAMURAI, Art of Tactic, C&C Samurai Battles, Sekigahara, Senjutsu) descrive le sue opzioni nella stessa forma, nel campo options di /options o /reference: " +
		"{\"id\": il codice del punto aperto (B-02, A-04, 8.1, S-07, U1), \"key\": il nome nella query e nel JSON, \"aliases\": altri nomi accettati, \"kind\": choice | bool | int | number | data | fixed, " +
		"\"values\": [{\"value\", \"en\", \"it\"}] per choice e bool, \"range\": {\"min\", \"max\"} per int e number, \"default\": il valore di un campo vuoto, \"en\"/\"it\": la descrizione, \"title\", \"source\": le sezioni del regolamento stampato, \"applies\": i calcolatori che cambia}. " +
		"Un valore vuoto è il predefinito; choice e bool si confrontano senza maiuscole e un bool accetta anche 1/0, on/off, yes/no come ogni booleano della query; un valore non ammesso è un 422 che nomina il campo e i valori ammessi.",
		"Rules options. Every system (SAMURAI, Art of Tactic, C&C Samurai Battles, Sekigahara, Senjutsu) describes its options in one shape, in the options field of /options or /reference: " +
			"{\"id\": the open point's code (B-02, A-04, 8.1, S-07, U1), \"key\": the name in the query and the JSON, \"aliases\": other names accepted, \"kind\": choice | bool | int | number | data | fixed, " +
			"\"values\": [{\"value\", \"en\", \"it\"}] for choice and bool, \"range\": {\"min\", \"max\"} for int and number, \"default\": what an empty field means, \"en\"/\"it\": the description, \"title\", \"source\": the printed rulebook's sections, \"applies\": the calculators it changes}. " +
			"An empty value is the default; choice and bool values are compared regardless of case, and a bool also takes 1/0, on/off, yes/no like every boolean of the query; a value not allowed is a 422 naming the field and the allowed values."},
}
