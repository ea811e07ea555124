package ccsb

import (
	"fmt"
	"strings"

	"sengoku/tables"
)

// Choice is one allowed value of an Option.
type Choice struct {
	Value string `json:"value"`
	EN    string `json:"en"`
	IT    string `json:"it"`
}

// Option is a rule point the digest marks uncertain (§8, plus §4.3 for the
// castle), exposed so the user can pick a reading. Key is the Input field
// (json name) that carries it; the empty value means Default.
type Option struct {
	ID      string   `json:"id"`
	Key     string   `json:"key"`
	Default string   `json:"default"`
	Values  []Choice `json:"values"`
	EN      string   `json:"en"`
	IT      string   `json:"it"`
}

// optionTable is the list of uncertain rules (digest §8) that change what
// this calculator computes. §8.9–8.12 (Dragon card costs, "Order One Unit",
// Infantry Assault, scenario first player) and the line-of-sight halves of
// §8.7 do not enter a dice calculation and are left out.
var optionTable = []Option{
	{ID: "8.1", Key: "oFaces", Default: "uniform",
		EN:     "Battle dice faces: one face per symbol (the rulebook says so; no outside confirmation).",
		IT:     "Facce dei dadi: una faccia per simbolo (lo dice il regolamento; nessuna conferma esterna).",
		Values: []Choice{{"uniform", "one of each symbol, 1/6 each", "un simbolo per faccia, 1/6 ciascuno"}}},
	{ID: "8.2", Key: "oSBMoved", Default: "to1",
		EN:     "Samurai Bow Infantry that moved and fires: reduced to 1 die (card icon) or by 1 die (note).",
		IT:     "Fanteria Samurai Arcieri che muove e lancia: ridotta ad 1 dado (icona) o di 1 dado (nota).",
		Values: []Choice{{"to1", "reduced to 1 die", "ridotto ad 1 dado"}, {"by1", "reduced by 1 die (2 dice)", "ridotto di 1 dado (2 dadi)"}}},
	{ID: "8.3", Key: "oAA", Default: "21",
		EN:     "Arquebus ranged dice, at range 2–3 and at range 4 (icon count 2 and 1, unconfirmed).",
		IT:     "Dadi a distanza degli archibugieri, a raggio 2–3 e a raggio 4 (icone: 2 e 1, non confermato).",
		Values: aaChoices()},
	{ID: "8.4", Key: "oSBCClose", Default: "no",
		EN:     "Samurai Bow Cavalry that moved: also reduced to 1 die in close combat (Italian card note).",
		IT:     "Cavalleria Samurai Arcieri che muove: ridotta ad 1 dado anche nel combattimento ravvicinato (nota della carta).",
		Values: []Choice{{"no", "ranged combat only (rules text, GMT)", "solo a distanza (testo delle regole, GMT)"}, {"yes", "close combat too (card note)", "anche ravvicinato (nota della carta)"}}},
	{ID: "8.5", Key: "oAC", Default: "two",
		EN:     "Army Commander loss check (2 dice): symbol needed.",
		IT:     "Verifica della perdita del Comandante di Armata (2 dadi): simbolo richiesto.",
		Values: []Choice{{"two", "two swords (1/36), as the other 2-dice check", "due spade (1/36), come l'altra verifica a 2 dadi"}, {"one", "at least one sword (11/36)", "almeno una spada (11/36)"}}},
	{ID: "8.6", Key: "oReroll", Default: "yes",
		EN:     "Bodyguard / Rank Fire sword re-roll: a sword on the re-rolled die scores again.",
		IT:     "Ritiro delle spade (Guardie del Corpo / Fuoco per Ranghi): una spada sul dado ritirato colpisce ancora.",
		Values: []Choice{{"yes", "it scores", "colpisce"}, {"no", "it scores nothing", "non ha effetto"}}},
	{ID: "8.7", Key: "oFord", Default: "text",
		EN:     "Ford caps: text (ranged out of a ford max 1, any combat into a ford max 2) or chart (ranged into a ford max 1).",
		IT:     "Limiti del guado: testo (a distanza dal guado max 1, qualsiasi combattimento nel guado max 2) o tabella (a distanza nel guado max 1).",
		Values: []Choice{{"text", "rules text", "testo delle regole"}, {"chart", "terrain chart", "tabella del terreno"}}},
	{ID: "8.8", Key: "oBldg", Default: "no",
		EN:     "Units in buildings ignore 1 flag (outside FAQ only, not in the rulebook).",
		IT:     "Le unità negli edifici ignorano 1 bandiera (solo FAQ esterna, non nel regolamento).",
		Values: []Choice{{"no", "no", "no"}, {"yes", "yes", "sì"}}},
	{ID: "8.13a", Key: "oBBTok", Default: "yes",
		EN:     "H&F exceptions (Samurai cavalry vs lower rank, anyone vs Levy) also apply when battling back.",
		IT:     "Le eccezioni O&F (cavalleria Samurai contro rango inferiore, chiunque contro le Leve) valgono anche nella risposta all'attacco.",
		Values: []Choice{{"yes", "yes", "sì"}, {"no", "no", "no"}}},
	{ID: "8.13b", Key: "oLILdr", Default: "perhex",
		EN:     "Levy with an attached leader retreating: flat 2 H&F plus 1 per hex for the leader.",
		IT:     "Leve con Comandante assegnato in ritirata: 2 O&F fissi più 1 per esagono per il Comandante.",
		Values: []Choice{{"perhex", "2 + 1 per hex", "2 + 1 per esagono"}, {"none", "flat 2 only", "solo 2 fissi"}}},
	{ID: "8.13c", Key: "oLevy", Default: "once",
		EN:     "Levy Charge: the defender's rank ignores swords once for the combined roll, or once per Levy unit.",
		IT:     "Carica delle Leve: il rango del difensore ignora le spade una volta per il tiro combinato, o una volta per ciascuna unità di Leve.",
		Values: []Choice{{"once", "once per combined roll", "una volta per tiro combinato"}, {"perunit", "once per Levy unit", "una volta per unità di Leve"}}},
	{ID: "4.3", Key: "oCastle", Default: "no",
		EN:     "Hits taken in a castle for flags not ignored trigger a leader loss check (not stated; default: like a blocked retreat, no check).",
		IT:     "I colpi subiti nel castello per le bandiere non ignorate causano una verifica della perdita del Comandante (non detto; default: come la ritirata bloccata, nessuna verifica).",
		Values: []Choice{{"no", "no check", "nessuna verifica"}, {"yes", "a second check", "una seconda verifica"}}},
}

func aaChoices() []Choice {
	var out []Choice
	for n := 1; n <= 3; n++ {
		for m := 1; m <= n; m++ {
			v := fmt.Sprintf("%d%d", n, m)
			out = append(out, Choice{v,
				fmt.Sprintf("%d dice at range 2–3, %d at range 4", n, m),
				fmt.Sprintf("%d dadi a raggio 2–3, %d a raggio 4", n, m)})
		}
	}
	return out
}

// Options returns the uncertain rules the user may set, with their allowed
// values and defaults.
func Options() []Option {
	out := make([]Option, len(optionTable))
	for i, o := range optionTable {
		o.Values = append([]Choice(nil), o.Values...)
		out[i] = o
	}
	return out
}

// options are the resolved option values of one calculation.
type options struct {
	faces, sbMoved, aa, sbcClose, ac, reroll, ford, buildings, bbTok, liLdr, levy, castle string
}

// fields returns pointers to the Input option fields and the resolved
// values, in optionTable order.
func (in *Input) optionFields() []*string {
	return []*string{&in.OFaces, &in.OSBMoved, &in.OAA, &in.OSBCClose, &in.OAC, &in.OReroll,
		&in.OFord, &in.OBldg, &in.OBBTok, &in.OLILdr, &in.OLevy, &in.OCastle}
}

// resolveOptions fills defaults and reports unknown values.
func (in *Input) resolveOptions(v *tables.ValidationError) options {
	vals := make([]string, len(optionTable))
	for i, f := range in.optionFields() {
		opt := optionTable[i]
		val := strings.ToLower(strings.TrimSpace(*f))
		if val == "" {
			val = opt.Default
		}
		ok := false
		allowed := make([]string, len(opt.Values))
		for j, c := range opt.Values {
			allowed[j] = c.Value
			if strings.ToLower(c.Value) == val {
				ok = true
				val = c.Value
			}
		}
		if !ok {
			if v != nil {
				v.Addf(opt.Key, "%q is unknown; use %s", "%q è sconosciuto; usate %s",
					trunc(*f), strings.Join(allowed, ", "))
			}
			val = opt.Default
		}
		vals[i] = val
	}
	return options{faces: vals[0], sbMoved: vals[1], aa: vals[2], sbcClose: vals[3], ac: vals[4],
		reroll: vals[5], ford: vals[6], buildings: vals[7], bbTok: vals[8], liLdr: vals[9],
		levy: vals[10], castle: vals[11]}
}

// applied lists the option values used, keyed by Input field.
func (o options) applied() map[string]string {
	vals := []string{o.faces, o.sbMoved, o.aa, o.sbcClose, o.ac, o.reroll, o.ford, o.buildings,
		o.bbTok, o.liLdr, o.levy, o.castle}
	out := make(map[string]string, len(vals))
	for i, v := range vals {
		out[optionTable[i].Key] = v
	}
	return out
}

// aaDice returns the arquebus ranged dice at range 2–3 and at range 4.
func (o options) aaDice() (near, far int) {
	if len(o.aa) == 2 {
		return int(o.aa[0] - '0'), int(o.aa[1] - '0')
	}
	return 2, 1
}

// trunc shortens user text echoed in a message.
func trunc(s string) string {
	r := []rune(s)
	if len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}
