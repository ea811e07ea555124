package ccsb

import (
	"fmt"

	"sengoku/tables"
)

// Option is a rule point the digest marks uncertain (§8, plus §4.3 for the
// castle), exposed so the user can pick a reading: the one option type every
// system shares. Key is the Input field (json name) that carries it; the
// empty value means Default.
type Option = tables.Option

// optionTable is the list of uncertain rules (digest §8) that change what
// this calculator computes. §8.9–8.12 (Dragon card costs, "Order One Unit",
// Infantry Assault, scenario first player) and the line-of-sight halves of
// §8.7 do not enter a dice calculation and are left out.
var optionTable = tables.Options{
	{ID: "8.1", Key: "oFaces", Kind: tables.OptionChoice, Default: "uniform",
		Text: tables.Text{EN: "Battle dice faces: one face per symbol (the rulebook says so; no outside confirmation).",
			IT: "Facce dei dadi: una faccia per simbolo (lo dice il regolamento; nessuna conferma esterna)."},
		Values: []tables.Choice{tables.C("uniform", "one of each symbol, 1/6 each", "un simbolo per faccia, 1/6 ciascuno")}},
	{ID: "8.2", Key: "oSBMoved", Kind: tables.OptionChoice, Default: "to1",
		Text: tables.Text{EN: "Samurai Bow Infantry that moved and fires: reduced to 1 die (card icon) or by 1 die (note).",
			IT: "Fanteria Samurai Arcieri che muove e lancia: ridotta ad 1 dado (icona) o di 1 dado (nota)."},
		Values: []tables.Choice{tables.C("to1", "reduced to 1 die", "ridotto ad 1 dado"), tables.C("by1", "reduced by 1 die (2 dice)", "ridotto di 1 dado (2 dadi)")}},
	{ID: "8.3", Key: "oAA", Kind: tables.OptionChoice, Default: "21",
		Text: tables.Text{EN: "Arquebus ranged dice, at range 2–3 and at range 4 (icon count 2 and 1, unconfirmed).",
			IT: "Dadi a distanza degli archibugieri, a raggio 2–3 e a raggio 4 (icone: 2 e 1, non confermato)."},
		Values: aaChoices()},
	{ID: "8.4", Key: "oSBCClose", Kind: tables.OptionChoice, Default: "no",
		Text: tables.Text{EN: "Samurai Bow Cavalry that moved: also reduced to 1 die in close combat (Italian card note).",
			IT: "Cavalleria Samurai Arcieri che muove: ridotta ad 1 dado anche nel combattimento ravvicinato (nota della carta)."},
		Values: []tables.Choice{tables.C("no", "ranged combat only (rules text, GMT)", "solo a distanza (testo delle regole, GMT)"), tables.C("yes", "close combat too (card note)", "anche ravvicinato (nota della carta)")}},
	{ID: "8.5", Key: "oAC", Kind: tables.OptionChoice, Default: "two",
		Text: tables.Text{EN: "Army Commander loss check (2 dice): symbol needed.",
			IT: "Verifica della perdita del Comandante di Armata (2 dadi): simbolo richiesto."},
		Values: []tables.Choice{tables.C("two", "two swords (1/36), as the other 2-dice check", "due spade (1/36), come l'altra verifica a 2 dadi"), tables.C("one", "at least one sword (11/36)", "almeno una spada (11/36)")}},
	{ID: "8.6", Key: "oReroll", Kind: tables.OptionChoice, Default: "yes",
		Text: tables.Text{EN: "Bodyguard / Rank Fire sword re-roll: a sword on the re-rolled die scores again.",
			IT: "Ritiro delle spade (Guardie del Corpo / Fuoco per Ranghi): una spada sul dado ritirato colpisce ancora."},
		Values: []tables.Choice{tables.C("yes", "it scores", "colpisce"), tables.C("no", "it scores nothing", "non ha effetto")}},
	{ID: "8.7", Key: "oFord", Kind: tables.OptionChoice, Default: "text",
		Text: tables.Text{EN: "Ford caps: text (ranged out of a ford max 1, any combat into a ford max 2) or chart (ranged into a ford max 1).",
			IT: "Limiti del guado: testo (a distanza dal guado max 1, qualsiasi combattimento nel guado max 2) o tabella (a distanza nel guado max 1)."},
		Values: []tables.Choice{tables.C("text", "rules text", "testo delle regole"), tables.C("chart", "terrain chart", "tabella del terreno")}},
	{ID: "8.8", Key: "oBldg", Kind: tables.OptionChoice, Default: "no",
		Text: tables.Text{EN: "Units in buildings ignore 1 flag (outside FAQ only, not in the rulebook).",
			IT: "Le unità negli edifici ignorano 1 bandiera (solo FAQ esterna, non nel regolamento)."},
		Values: []tables.Choice{tables.C("no", "no", "no"), tables.C("yes", "yes", "sì")}},
	{ID: "8.13a", Key: "oBBTok", Kind: tables.OptionChoice, Default: "yes",
		Text: tables.Text{EN: "H&F exceptions (Samurai cavalry vs lower rank, anyone vs Levy) also apply when battling back.",
			IT: "Le eccezioni O&F (cavalleria Samurai contro rango inferiore, chiunque contro le Leve) valgono anche nella risposta all'attacco."},
		Values: []tables.Choice{tables.C("yes", "yes", "sì"), tables.C("no", "no", "no")}},
	{ID: "8.13b", Key: "oLILdr", Kind: tables.OptionChoice, Default: "perhex",
		Text: tables.Text{EN: "Levy with an attached leader retreating: flat 2 H&F plus 1 per hex for the leader.",
			IT: "Leve con Comandante assegnato in ritirata: 2 O&F fissi più 1 per esagono per il Comandante."},
		Values: []tables.Choice{tables.C("perhex", "2 + 1 per hex", "2 + 1 per esagono"), tables.C("none", "flat 2 only", "solo 2 fissi")}},
	{ID: "8.13c", Key: "oLevy", Kind: tables.OptionChoice, Default: "once",
		Text: tables.Text{EN: "Levy Charge: the defender's rank ignores swords once for the combined roll, or once per Levy unit.",
			IT: "Carica delle Leve: il rango del difensore ignora le spade una volta per il tiro combinato, o una volta per ciascuna unità di Leve."},
		Values: []tables.Choice{tables.C("once", "once per combined roll", "una volta per tiro combinato"), tables.C("perunit", "once per Levy unit", "una volta per unità di Leve")}},
	{ID: "4.3", Key: "oCastle", Kind: tables.OptionChoice, Default: "no",
		Text: tables.Text{EN: "Hits taken in a castle for flags not ignored trigger a leader loss check (not stated; default: like a blocked retreat, no check).",
			IT: "I colpi subiti nel castello per le bandiere non ignorate causano una verifica della perdita del Comandante (non detto; default: come la ritirata bloccata, nessuna verifica)."},
		Values: []tables.Choice{tables.C("no", "no check", "nessuna verifica"), tables.C("yes", "a second check", "una seconda verifica")}},
}

func aaChoices() []tables.Choice {
	var out []tables.Choice
	for n := 1; n <= 3; n++ {
		for m := 1; m <= n; m++ {
			v := fmt.Sprintf("%d%d", n, m)
			out = append(out, tables.Choice{Value: v,
				EN: fmt.Sprintf("%d dice at range 2–3, %d at range 4", n, m),
				IT: fmt.Sprintf("%d dadi a raggio 2–3, %d a raggio 4", n, m)})
		}
	}
	return out
}

// Options returns the uncertain rules the user may set, with their allowed
// values and defaults.
func Options() tables.Options { return optionTable.Clone() }

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

// resolveOptions fills defaults and reports values not allowed (when v is
// not nil), which then count as the default.
func (in *Input) resolveOptions(v *tables.ValidationError) options {
	if v == nil {
		v = &tables.ValidationError{}
	}
	vals := make([]string, len(optionTable))
	for i, f := range in.optionFields() {
		vals[i] = optionTable[i].Check(optionTable[i].Key, *f, v)
	}
	return options{faces: vals[0], sbMoved: vals[1], aa: vals[2], sbcClose: vals[3], ac: vals[4],
		reroll: vals[5], ford: vals[6], buildings: vals[7], bbTok: vals[8], liLdr: vals[9],
		levy: vals[10], castle: vals[11]}
}

// OptionValues returns the options by key as in holds them ("" for a
// default).
func (in *Input) OptionValues() map[string]string {
	out := make(map[string]string, len(optionTable))
	for i, f := range in.optionFields() {
		out[optionTable[i].Key] = *f
	}
	return out
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
