package ccsb

import (
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
)

// fieldLabels name the input fields in problems, in English and Italian.
// param is false for a figure the engine derives (not a query key).
var fieldLabels = map[string]struct {
	en, it string
	param  bool
}{
	"mode":       {"Combat type", "Tipo di combattimento", true},
	"att":        {"Attacking unit", "Unità attaccante", true},
	"attBlocks":  {"Attacker's blocks left", "Blocchi rimasti all'attaccante", true},
	"attLdr":     {"Attacker's leader", "Comandante dell'attaccante", true},
	"attTer":     {"Attacker's terrain", "Terreno dell'attaccante", true},
	"moved":      {"Moved this turn", "Ha mosso in questo turno", true},
	"range":      {"Range", "Raggio", true},
	"insp":       {"Inspiration", "Ispirazione", true},
	"card":       {"Extra dice from the Command card", "Dadi extra dalla carta Comando", true},
	"dragon":     {"Extra dice from a Dragon card", "Dadi extra dalla carta Drago", true},
	"aikido":     {"Aikido Training", "Allenamento di Aikido", true},
	"rankFire":   {"Rank Fire", "Fuoco per Ranghi", true},
	"head":       {"Head Collector", "Collezionista di Teste", true},
	"levy":       {"Levy Charge", "Carica delle Leve", true},
	"levyTer2":   {"Terrain of the 2nd Levy unit", "Terreno della 2ª unità di Leve", true},
	"levyTer3":   {"Terrain of the 3rd Levy unit", "Terreno della 3ª unità di Leve", true},
	"attSup":     {"Attacker supported", "Attaccante supportato", true},
	"attBlocked": {"Attacker's retreat blocked", "Ritirata dell'attaccante bloccata", true},
	"attFree":    {"Attacker's free hexes before the block", "Esagoni liberi dell'attaccante prima del blocco", true},
	"tgt":        {"Target", "Bersaglio", true},
	"tgtBlocks":  {"Target's blocks left", "Blocchi rimasti al bersaglio", true},
	"tgtLdr":     {"Target's leader", "Comandante del bersaglio", true},
	"tgtTer":     {"Target's terrain", "Terreno del bersaglio", true},
	"sup":        {"Target supported", "Bersaglio supportato", true},
	"ignoreAll":  {"Ignores every flag", "Ignora tutte le bandiere", true},
	"noIgnore":   {"Cannot ignore flags (Cowards, Panic)", "Non può ignorare bandiere (Codardi, Panico)", true},
	"terror":     {"Terror Strike", "Colpire Terrorizzando", true},
	"take":       {"Flags taken by choice", "Bandiere non ignorate per scelta", true},
	"blocked":    {"Retreat blocked", "Ritirata bloccata", true},
	"free":       {"Free hexes before the block", "Esagoni liberi prima del blocco", true},
	"lack":       {"Lack of Honor check", "Verifica della Mancanza di Onore", true},
	"res":        {"H&F tokens in reserve", "Gettoni O&F di riserva", true},
	"poolEmpty":  {"Common H&F pool empty", "Riserva comune O&F vuota", true},
	"bb":         {"Battle back", "Risposta all'attacco", true},
	"bbInsp":     {"Battle back inspired", "Risposta ispirata", true},
	"bbCard":     {"Battle back's extra dice from the Command card", "Dadi extra della risposta dalla carta Comando", true},
	"bbDragon":   {"Battle back's extra dice from a Dragon card", "Dadi extra della risposta dalla carta Drago", true},
	"bbAikido":   {"Aikido Training against the battle back", "Allenamento di Aikido contro la risposta", true},
	"bbVeng":     {"Vengeance", "Vendetta", true},
	"unit":       {"Retreating unit", "Unità in ritirata", true},
	"blocks":     {"Blocks left", "Blocchi rimasti", true},
	"owed":       {"H&F tokens owed", "Gettoni O&F dovuti", true},
	"dice":       {"Dice rolled", "Dadi tirati", false},
}

// FieldLabel names an input field (its form tag, an option's key) in
// English and Italian, for problems about its value; ok is false for a key
// the input does not have.
func FieldLabel(key string) (en, it string, ok bool) {
	if l, found := fieldLabels[key]; found && l.param {
		return l.en, l.it, true
	}
	for _, o := range optionTable {
		if o.Key == key {
			return "Option " + o.ID, "Opzione " + o.ID, true
		}
	}
	return "", "", false
}

// sentences turns each problem of v, recorded as the fragment that follows
// its field's name, into a whole sentence naming the field in both
// languages: "Range (range): the value must be between 0 and 12, not 20."
// It returns v.
func sentences(v *tables.ValidationError) *tables.ValidationError {
	for i, p := range v.Problems {
		en, it, param := p.Field, p.Field, true
		if l, ok := fieldLabels[p.Field]; ok {
			en, it, param = l.en, l.it, l.param
		} else {
			for _, o := range optionTable {
				if o.Key == p.Field {
					en, it = "Option "+o.ID, "Opzione "+o.ID
				}
			}
		}
		if param && en != p.Field {
			en += " (" + p.Field + ")"
			it += " (" + p.Field + ")"
		}
		v.Problems[i].Msg = i18n.Stored(it+": "+period(i18n.IT.Render(p.Msg)), en+": "+period(i18n.EN.Render(p.Msg)))
	}
	return v
}

// period ends a fragment with a full stop.
func period(s string) string {
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!") {
		return s
	}
	return s + "."
}

// unitCodes lists the unit codes, without the lone leader unless leader.
func unitCodes(leader bool) string {
	var codes []string
	for _, u := range unitTable {
		if u.Code != LoneLeader || leader {
			codes = append(codes, string(u.Code))
		}
	}
	return strings.Join(codes, ", ")
}

// terrainKeys lists the terrain keys.
func terrainKeys() string {
	keys := make([]string, len(terrainTable))
	for i, t := range terrainTable {
		keys[i] = string(t.Key)
	}
	return strings.Join(keys, ", ")
}
