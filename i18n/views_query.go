package i18n

// viewsQueryWords: how a refused query is worded (package query's policy,
// handlers/query.go). %s names the parameter ("range" or "Range (range)"),
// %q is the value.
var viewsQueryWords = catalogue{
	"query.err.bool":         {"%s deve essere true o false (o 1/0, on/off, yes/no), non %q.", "%s must be true or false (or 1/0, on/off, yes/no), not %q."},
	"query.err.int":          {"%s deve essere un numero intero, non %q.", "%s must be a whole number, not %q."},
	"query.err.number":       {"%s deve essere un numero, non %q.", "%s must be a number, not %q."},
	"query.err.text":         {"%s non è leggibile: %s", "%s cannot be read: %s"},
	"query.err.range":        {"Fuori intervallo per %s: da %d a %d.", "Out of range for %s: from %d to %d."},
	"query.err.repeated":     {"%s è indicato più di una volta.", "%s is given more than once."},
	"query.err.unknown":      {"Parametro %q sconosciuto.", "Unknown parameter %q."},
	"query.err.unknownMeant": {"Parametro %q sconosciuto: forse %q?", "Unknown parameter %q: did you mean %q?"},
	"query.err.unknownList":  {"Parametri sconosciuti: %s (ammessi: %s).", "Unknown parameters: %s (accepted: %s)."},
	"query.err.semicolon":    {"%q contiene un punto e virgola: separate i parametri con &.", "%q holds a semicolon: separate the parameters with &."},
	"query.err.nameEscape":   {"Il nome di parametro %q non è leggibile: un %% deve essere seguito da due cifre esadecimali (%%25 per il segno stesso).", "The parameter name %q cannot be read: a %% must be followed by two hexadecimal digits (%%25 for the sign itself)."},
	"query.err.valueEscape":  {"Il valore del parametro %q non è leggibile: un %% deve essere seguito da due cifre esadecimali (%%25 per il segno stesso).", "The value of parameter %q cannot be read: a %% must be followed by two hexadecimal digits (%%25 for the sign itself)."},
	"query.err.more":         {"Altri %d parametri sono rifiutati.", "%d more parameters are refused as well."},
	"query.policy.title":     {"Parametri delle richieste", "Query parameters"},
	"query.policy":           {"Ogni calcolatore e ogni rotta /api/print leggono i parametri allo stesso modo. Un sì/no si scrive true/false, 1/0, on/off o yes/no, in maiuscolo o minuscolo; un numero può usare la virgola decimale; un valore vuoto è il valore predefinito. Una chiave ripetuta è un 400; un valore che non si legge (un numero che non è un numero) è un 400 che nomina il parametro; una chiave che la rotta non legge è un 400 che la nomina, con la chiave più probabile («forse …») e l'elenco di quelle ammesse (accepted); lang è sempre ammesso. Una richiesta leggibile che le regole rifiutano è un 422 con i problemi per campo (problems). Le pagine dei calcolatori leggono i valori allo stesso modo, tengono il modulo e mostrano il problema (le pagine del combattimento di SAMURAI e dell'attacco di Art of Tactic, che confrontano due ipotesi, leggono anche le chiavi dell'ipotesi confrontata, con il prefisso alt.; a.only e b.only, che restringono le scelte di truppa di SAMURAI a un esercito, si ripetono una volta per tipo di truppa).", "Every calculator and every /api/print route reads its parameters the same way. A yes/no is true/false, 1/0, on/off or yes/no, in any case; a number may use a decimal comma; an empty value is the default. A repeated key is a 400; a value that does not read (a number that is not a number) is a 400 naming the parameter; a key the route does not read is a 400 naming it, with the key most likely meant (“did you mean …”) and the list of those accepted (accepted); lang is always accepted. A readable request the rules refuse is a 422 with the problems by field (problems). The calculators' pages read values the same way, keep the form and show the problem (the SAMURAI combat and Art of Tactic attack pages, which compare two setups, also read the compared setup's keys, prefixed alt.; a.only and b.only, which narrow SAMURAI's troop pickers to an army, are given once per troop type)."},
}
