package campaign

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// Options are the campaign's answers to the ambiguities of the rules
// (campaign-1560 §15, C-01..C-39, and C-40 on from a second reading of the
// seed). Each configurable ambiguity is one field whose JSON name is the
// documented config key without "campaign."; the zero value is not
// meaningful, so a campaign always starts from DefaultOptions, and a stored
// campaign that predates an option reads it as its default. The game master
// may change them only before the first season starts.
type Options struct {
	TurnUnitForDurations            string `json:"turnUnitForDurations"`            // C-02 season | movementSeason | year
	KyotoOpenTo                     string `json:"kyotoOpenTo"`                     // C-04 anyAfterClaim | claimantOnly
	ShogunatePP                     int    `json:"shogunatePP"`                     // C-05 200
	ShogunateProvinces              int    `json:"shogunateProvinces"`              // C-05 20
	ProvinceScoring                 string `json:"provinceScoring"`                 // C-06 perWinter | onChange
	PPForOrder                      string `json:"ppForOrder"`                      // C-07 lastWinter | running
	Charisma                        string `json:"charisma"`                        // C-08 pipsWholeBattle | pipsOneRoll | none
	CapturedArmy                    string `json:"capturedArmy"`                    // C-09 disband | absorbUpTo12
	ForcedMarch                     string `json:"forcedMarch"`                     // C-10 twoSteps | secondRound
	LossChoice                      string `json:"lossChoice"`                      // C-11 random | owner
	MaxAllied                       int    `json:"maxAllied"`                       // C-13 6
	BadWeatherBlocksContingent      bool   `json:"badWeatherBlocksContingent"`      // C-13 true
	BreakRule                       string `json:"breakRule"`                       // C-15 table | samuraiBattleRule | tablePlusMoreThanEnemy
	MoraleTable                     string `json:"moraleTable"`                     // C-16 "1-5:2,6-8:3,9-14:4,15-16:5,17-18:6"
	VillageCountsInMorale           bool   `json:"villageCountsInMorale"`           // C-17 true
	SiegeRepeat                     string `json:"siegeRepeat"`                     // C-18 consecutive | anyPrevious | only2nd3rd
	SiegeNatural1Fails              bool   `json:"siegeNatural1Fails"`              // C-19 false
	FortressAfterSiege              string `json:"fortressAfterSiege"`              // C-20 kept | destroyed
	FortressAfterFieldBattle        string `json:"fortressAfterFieldBattle"`        // C-21 captured | mustBesiege
	ThirdPartyFortress              string `json:"thirdPartyFortress"`              // C-21 mustBesiege | captured
	SiegeElementPP                  bool   `json:"siegeElementPP"`                  // C-22 false
	FortressWithdrawCountsAsRetreat bool   `json:"fortressWithdrawCountsAsRetreat"` // C-23 false
	NeutralRoles                    string `json:"neutralRoles"`                    // C-25 firstIsAttacker | rollOff
	EndTiming                       string `json:"endTiming"`                       // C-26 afterWinter | endOfSeason
	NinjaUnit                       string `json:"ninjaUnit"`                       // C-27 season | movementSeason
	ShogunateTurns                  int    `json:"shogunateTurns"`                  // C-28 3
	SeppukuAt                       int    `json:"seppukuAt"`                       // C-30 -50
	SupplyLossScored                bool   `json:"supplyLossScored"`                // C-31 true
	GeneralRespawn                  string `json:"generalRespawn"`                  // C-33 nextBattle | onlyByReplacement
	CapitalsTakenTogether           string `json:"capitalsTakenTogether"`           // C-40 bothFall | playingOrder
	// LoserScoresKills: the loser of a battle also scores +5 per enemy
	// element destroyed and +20 for an enemy General, as the seed's scoring
	// table says (§13). The digest's example B omits these points; false
	// reproduces it.
	LoserScoresKills bool `json:"loserScoresKills"`
	// TableDice: the campaign's dice (siege, river roll, C-25 roll-off) are
	// rolled at the table and entered by the game master (Action.Dice)
	// instead of the app's generator.
	TableDice bool `json:"tableDice"`
	// DivineRerollsRiver: DIVINE INTERVENTION played for a battle may
	// re-roll its river roll (C-41).
	DivineRerollsRiver bool `json:"divineRerollsRiver"`
	// MissedDeadline: what happens to a clan that has not acted when a
	// phase's deadline passes (the seeds know no deadlines): defaults
	// (undrawn card drawn, undeclared army stays, unanswered choice
	// missedConfrontation) or wait (the game master advances).
	MissedDeadline string `json:"missedDeadline"`
	// MissedConfrontation is the choice taken at the end of movement for a
	// clan that did not choose: fight (its army stays where it stands, as
	// an undeclared army does) or withdraw.
	MissedConfrontation string `json:"missedConfrontation"`
}

// Option values.
const (
	UnitSeason         = "season"
	UnitMovementSeason = "movementSeason"
	UnitYear           = "year"

	KyotoAnyAfterClaim = "anyAfterClaim"
	KyotoClaimantOnly  = "claimantOnly"

	ScorePerWinter = "perWinter"
	ScoreOnChange  = "onChange"

	OrderLastWinter = "lastWinter"
	OrderRunning    = "running"

	CharismaWholeBattle = "pipsWholeBattle"
	CharismaOneRoll     = "pipsOneRoll"
	CharismaNone        = "none"

	CapturedDisband = "disband"
	CapturedAbsorb  = "absorbUpTo12"

	ForcedTwoSteps    = "twoSteps"
	ForcedSecondRound = "secondRound"

	LossRandom = "random"
	LossOwner  = "owner"

	BreakTable          = "table"
	BreakSamurai        = "samuraiBattleRule"
	BreakTableMoreEnemy = "tablePlusMoreThanEnemy"

	RepeatConsecutive = "consecutive"
	RepeatAnyPrevious = "anyPrevious"
	Repeat2nd3rd      = "only2nd3rd"

	FortressKept      = "kept"
	FortressDestroyed = "destroyed"

	FieldCaptured    = "captured"
	FieldMustBesiege = "mustBesiege"

	RolesFirstIsAttacker = "firstIsAttacker"
	RolesRollOff         = "rollOff"

	EndAfterWinter  = "afterWinter"
	EndOfSeasonOpt  = "endOfSeason"
	RespawnNext     = "nextBattle"
	RespawnReplaced = "onlyByReplacement"

	CapitalsBothFall     = "bothFall"
	CapitalsPlayingOrder = "playingOrder"
)

// DefaultMoraleTable is §11.1 with C-16's 17–18 row.
const DefaultMoraleTable = "1-5:2,6-8:3,9-14:4,15-16:5,17-18:6"

// DefaultOptions returns the documented defaults of §15.
func DefaultOptions() Options {
	return Options{
		TurnUnitForDurations:       UnitSeason,
		KyotoOpenTo:                KyotoAnyAfterClaim,
		ShogunatePP:                200,
		ShogunateProvinces:         20,
		ProvinceScoring:            ScorePerWinter,
		PPForOrder:                 OrderLastWinter,
		Charisma:                   CharismaWholeBattle,
		CapturedArmy:               CapturedDisband,
		ForcedMarch:                ForcedTwoSteps,
		LossChoice:                 LossRandom,
		MaxAllied:                  6,
		BadWeatherBlocksContingent: true,
		BreakRule:                  BreakTable,
		MoraleTable:                DefaultMoraleTable,
		VillageCountsInMorale:      true,
		SiegeRepeat:                RepeatConsecutive,
		FortressAfterSiege:         FortressKept,
		FortressAfterFieldBattle:   FieldCaptured,
		ThirdPartyFortress:         FieldMustBesiege,
		NeutralRoles:               RolesFirstIsAttacker,
		EndTiming:                  EndAfterWinter,
		NinjaUnit:                  UnitSeason,
		ShogunateTurns:             3,
		SeppukuAt:                  -50,
		SupplyLossScored:           true,
		GeneralRespawn:             RespawnNext,
		CapitalsTakenTogether:      CapitalsBothFall,
		LoserScoresKills:           true,
		DivineRerollsRiver:         true,
		MissedDeadline:             MissedDefaults,
		MissedConfrontation:        ChooseFight,
	}
}

// UnmarshalJSON reads options over the defaults, so that a campaign saved
// before an option existed gets the option's default rather than an
// invalid zero value.
func (o *Options) UnmarshalJSON(b []byte) error {
	type plain Options
	p := plain(DefaultOptions())
	if err := json.Unmarshal(b, &p); err != nil {
		return fmt.Errorf("read campaign options: %w", err)
	}
	*o = Options(p)
	return nil
}

// optionSpec is one ambiguity as data (tables.Option, the one option type
// every system shares) with the Options field it reads and writes; a fixed
// rule has neither.
type optionSpec struct {
	info tables.Option
	get  func(*Options) string
	set  func(*Options, string)
}

func choice(id, key string, values []string, en, it string, field func(*Options) *string) optionSpec {
	return optionSpec{
		info: tables.Option{ID: id, Key: key, Kind: tables.OptionChoice, Values: tables.Plain(values...), Text: tables.Text{EN: en, IT: it}},
		get:  func(o *Options) string { return *field(o) },
		set:  func(o *Options, v string) { *field(o) = v },
	}
}

func boolean(id, key, en, it string, field func(*Options) *bool) optionSpec {
	return optionSpec{
		info: tables.Option{ID: id, Key: key, Kind: tables.OptionBool, Values: tables.Bool(), Text: tables.Text{EN: en, IT: it}},
		get:  func(o *Options) string { return strconv.FormatBool(*field(o)) },
		set:  func(o *Options, v string) { *field(o) = v == "true" },
	}
}

func integer(id, key string, lo, hi int, en, it string, field func(*Options) *int) optionSpec {
	return optionSpec{
		info: tables.Option{ID: id, Key: key, Kind: tables.OptionInt, Range: &tables.Range{Min: float64(lo), Max: float64(hi)},
			Text: tables.Text{EN: en, IT: it}},
		get: func(o *Options) string { return strconv.Itoa(*field(o)) },
		set: func(o *Options, v string) { n, _ := strconv.Atoi(v); *field(o) = n },
	}
}

// fixed is an ambiguity that is not configurable: def and defIT name the
// rule in English and Italian (its one value).
func fixed(id, def, defIT, en, it string) optionSpec {
	return optionSpec{info: tables.Option{ID: id, Kind: tables.OptionFixed, Values: []tables.Choice{tables.C(def, def, defIT)},
		Default: def, Text: tables.Text{EN: en, IT: it}}}
}

// optionSpecs lists every ambiguity of §15 in order, configurable or not.
var optionSpecs = []optionSpec{
	fixed("C-01", "reference map", "mappa di riferimento",
		"No map in the rulebook: the reference map ships with the app; the campaign creator may edit or import one when creating the campaign.",
		"Il regolamento non ha mappa: l'app fornisce la mappa di riferimento; chi crea la campagna può modificarla o importarne un'altra."),
	choice("C-02", "turnUnitForDurations", []string{UnitSeason, UnitMovementSeason, UnitYear},
		"\"Turn\" means a season: the Shogunate's three turns count seasons (movementSeason: Winter does not count; year: Winters only).",
		"\"Turno\" significa stagione: i tre turni dello Shogunato contano le stagioni (movementSeason: l'Inverno non conta; year: solo gli Inverni).",
		func(o *Options) *string { return &o.TurnUnitForDurations }),
	fixed("C-03", "end of season", "fine della stagione",
		"Armies return to their capitals at the end of every season.",
		"Gli eserciti tornano nelle capitali alla fine di ogni stagione."),
	choice("C-04", "kyotoOpenTo", []string{KyotoAnyAfterClaim, KyotoClaimantOnly},
		"While a Shogunate claim is active any army may enter Kyoto (claimantOnly: only the claimant). Kyoto still counts for the 2-army limit.",
		"Finché una pretesa allo Shogunato è attiva qualsiasi esercito può entrare a Kyoto (claimantOnly: solo il pretendente). Kyoto conta per il limite di 2 eserciti.",
		func(o *Options) *string { return &o.KyotoOpenTo }),
	integer("C-05", "shogunatePP", 0, 10000,
		"Prestige needed to proclaim the Shogunate (the missing footnote of \"200*\"), checked against the official Winter total.",
		"Prestigio necessario per proclamare lo Shogunato (la nota mancante di \"200*\"), confrontato con il totale ufficiale dell'Inverno.",
		func(o *Options) *int { return &o.ShogunatePP }),
	integer("C-05", "shogunateProvinces", 1, 500,
		"Provinces needed to proclaim the Shogunate (alternative to the Prestige threshold).",
		"Province necessarie per proclamare lo Shogunato (in alternativa alla soglia di Prestigio).",
		func(o *Options) *int { return &o.ShogunateProvinces }),
	choice("C-06", "provinceScoring", []string{ScorePerWinter, ScoreOnChange},
		"+10 per province is scored at every Winter tally for the provinces held (onChange: +10 once when a province is gained).",
		"+10 per provincia si conta a ogni conteggio invernale per le province possedute (onChange: +10 una sola volta quando si conquista la provincia).",
		func(o *Options) *string { return &o.ProvinceScoring }),
	choice("C-07", "ppForOrder", []string{OrderLastWinter, OrderRunning},
		"Playing order and the Shogunate threshold use the official Prestige of the last Winter tally (running: including this year's ledger).",
		"L'ordine di gioco e la soglia dello Shogunato usano il Prestigio ufficiale dell'ultimo Inverno (running: compreso il registro dell'anno).",
		func(o *Options) *string { return &o.PPForOrder }),
	choice("C-08", "charisma", []string{CharismaWholeBattle, CharismaOneRoll, CharismaNone},
		"CHARISMA's \"Control Points\" are PIPs: +1 to every PIP roll in one battle (pipsOneRoll: one roll; none: no effect).",
		"I \"Punti Controllo\" di CARISMA sono i PIP: +1 a ogni tiro PIP in una battaglia (pipsOneRoll: un tiro; none: nessun effetto).",
		func(o *Options) *string { return &o.Charisma }),
	choice("C-09", "capturedArmy", []string{CapturedDisband, CapturedAbsorb},
		"A captured capital: the army is disbanded, the provinces become neutral, the held cards go to the conqueror (absorbUpTo12: the conqueror takes elements up to 12).",
		"Capitale conquistata: l'esercito si sbanda, le province diventano neutrali, le carte in mano vanno al conquistatore (absorbUpTo12: il conquistatore prende elementi fino a 12).",
		func(o *Options) *string { return &o.CapturedArmy }),
	choice("C-10", "forcedMarch", []string{ForcedTwoSteps, ForcedSecondRound},
		"FORCED MARCH: two steps in the player's own movement slot; a free first step becomes friendly at once (secondRound: a second one-step move after everyone has moved).",
		"MARCIA FORZATA: due passi nel proprio turno di movimento; un primo passo libero diventa subito amico (secondRound: un secondo movimento di un passo dopo che tutti hanno mosso).",
		func(o *Options) *string { return &o.ForcedMarch }),
	choice("C-11", "lossChoice", []string{LossRandom, LossOwner},
		"EARTHQUAKE, REVOLT and TREASON pick the lost Fortress or element at random, never the General's element if another remains (owner: the player chooses).",
		"TERREMOTO, RIVOLTA e TRADIMENTO scelgono a caso la Fortezza o l'elemento perso, mai quello del Generale se ne resta un altro (owner: sceglie il giocatore).",
		func(o *Options) *string { return &o.LossChoice }),
	fixed("C-12", "lost types", "tipi persi",
		"SUPPLIES and GREAT HARVEST bring back a type previously lost, up to the starting count, never above 12; a lost General element may be restored.",
		"RIFORNIMENTI e GRANDE RACCOLTO recuperano un tipo perso, fino al numero iniziale, mai oltre 12; l'elemento del Generale perso può essere recuperato."),
	integer("C-13", "maxAllied", 0, 18,
		"At most this many allied elements with one army in one battle; one contingent per sender per season; AMBUSH may be played up to the moment of sending.",
		"Al massimo questo numero di elementi alleati con un esercito in una battaglia; un contingente per mittente per stagione; IMBOSCATA giocabile fino al momento dell'invio.",
		func(o *Options) *int { return &o.MaxAllied }),
	boolean("C-13", "badWeatherBlocksContingent",
		"BAD WEATHER also forbids sending a contingent, because sending counts as movement.",
		"TEMPO BRUTTO impedisce anche l'invio di un contingente, perché l'invio conta come movimento.",
		func(o *Options) *bool { return &o.BadWeatherBlocksContingent }),
	fixed("C-14", "owner first", "prima il proprietario",
		"At the end of movement the province owner (defender) chooses first; between two invaders, movement order.",
		"Alla fine del movimento sceglie per primo il proprietario della provincia (difensore); tra due invasori, l'ordine di movimento."),
	choice("C-15", "breakRule", []string{BreakTable, BreakSamurai, BreakTableMoreEnemy},
		"A side breaks when its weighted losses reach its break point (General 2, MORALE +2); if both break, the larger excess loses, then the Attacker.",
		"Un lato è in rotta quando le perdite pesate raggiungono il punto di rotta (Generale 2, MORALE +2); se entrambi, perde chi supera di più, poi l'Attaccante.",
		func(o *Options) *string { return &o.BreakRule }),
	{
		info: tables.Option{ID: "C-16", Key: "moraleTable", Kind: tables.OptionData,
			Text: tables.Text{EN: "The morale table stops at 16 elements: 17–18 elements break at 6 (format size-size:break, comma separated).",
				IT: "La tabella del morale si ferma a 16 elementi: 17–18 elementi vanno in rotta a 6 (formato min-max:rotta, separati da virgole)."}},
		get: func(o *Options) string { return o.MoraleTable },
		set: func(o *Options, v string) { o.MoraleTable = v },
	},
	boolean("C-17", "villageCountsInMorale",
		"A captured Village counts as 2 extra losses.",
		"Un Villaggio conquistato conta come 2 perdite in più.",
		func(o *Options) *bool { return &o.VillageCountsInMorale }),
	choice("C-18", "siegeRepeat", []string{RepeatConsecutive, RepeatAnyPrevious, Repeat2nd3rd},
		"Siege +1 when the same Fortress was besieged in the previous non-Winter season (anyPrevious: ever before; only2nd3rd: only the 2nd and 3rd consecutive season).",
		"Assedio +1 se la stessa Fortezza è stata assediata nella stagione non invernale precedente (anyPrevious: in qualsiasi momento; only2nd3rd: solo 2ª e 3ª stagione consecutiva).",
		func(o *Options) *string { return &o.SiegeRepeat }),
	boolean("C-19", "siegeNatural1Fails",
		"A natural 1 on the siege die fails whatever the modifiers.",
		"Un 1 naturale al dado d'assedio fallisce qualunque siano i modificatori.",
		func(o *Options) *bool { return &o.SiegeNatural1Fails }),
	choice("C-20", "fortressAfterSiege", []string{FortressKept, FortressDestroyed},
		"A Fortress taken by siege is kept by the conqueror (destroyed: it is razed).",
		"Una Fortezza presa con l'assedio resta al conquistatore (destroyed: viene rasa al suolo).",
		func(o *Options) *string { return &o.FortressAfterSiege }),
	choice("C-21", "fortressAfterFieldBattle", []string{FieldCaptured, FieldMustBesiege},
		"The winner of a field battle in a fortified province takes province and Fortress, with no siege PP (mustBesiege: the province stays with its owner).",
		"Il vincitore di una battaglia campale in una provincia fortificata prende provincia e Fortezza, senza PP d'assedio (mustBesiege: la provincia resta al proprietario).",
		func(o *Options) *string { return &o.FortressAfterFieldBattle }),
	choice("C-21", "thirdPartyFortress", []string{FieldMustBesiege, FieldCaptured},
		"Two invaders fight in a fortified province that belongs to neither (a third clan's, its army away, or a neutral one): the winner must still besiege the empty Fortress (4–6) to take it, because a province with a Fortress \"deve subire comunque un assedio\" ("+rulebook.Samurai.EN(579)+") (captured: the winner takes province and Fortress at once).",                             // cites rulebook l. 579
		"Due invasori combattono in una provincia fortificata che non è di nessuno dei due (di un terzo clan con l'esercito altrove, o neutrale): il vincitore deve comunque assediare la Fortezza vuota (4–6) per prenderla, perché una provincia con Fortezza \"deve subire comunque un assedio\" ("+rulebook.Samurai.IT(579)+") (captured: il vincitore prende subito provincia e Fortezza).", // cites regolamento r. 579
		func(o *Options) *string { return &o.ThirdPartyFortress }),
	boolean("C-22", "siegeElementPP",
		"Elements destroyed in a siege score ±5 each.",
		"Gli elementi distrutti in un assedio valgono ±5 ciascuno.",
		func(o *Options) *bool { return &o.SiegeElementPP }),
	boolean("C-23", "fortressWithdrawCountsAsRetreat",
		"Shutting oneself into a Fortress also costs −10 as a retreat (the withdrawal to the Capital always does).",
		"Chiudersi in una Fortezza costa −10 come ritirata (il ritiro nella Capitale lo costa sempre).",
		func(o *Options) *bool { return &o.FortressWithdrawCountsAsRetreat }),
	fixed("C-24", "commander scores", "punti al comandante",
		"The commanding player scores −5 per element lost (allied included) and +5 per enemy element destroyed; a contingent's owner scores only +5/+10/+15 for a win.",
		"Il giocatore al comando conta −5 per elemento perso (alleati compresi) e +5 per elemento nemico distrutto; il proprietario del contingente conta solo +5/+10/+15 per la vittoria."),
	choice("C-25", "neutralRoles", []string{RolesFirstIsAttacker, RolesRollOff},
		"In a province owned by neither army, the first to enter is the Attacker (rollOff: a die decides).",
		"In una provincia di nessuno dei due eserciti, il primo a entrare è l'Attaccante (rollOff: decide un dado).",
		func(o *Options) *string { return &o.NeutralRoles }),
	choice("C-26", "endTiming", []string{EndAfterWinter, EndOfSeasonOpt},
		"When the second pass through the deck runs out the game ends after that year's Winter (endOfSeason: at the end of that season).",
		"Quando il secondo giro del mazzo finisce la partita termina dopo l'Inverno di quell'anno (endOfSeason: alla fine di quella stagione).",
		func(o *Options) *string { return &o.EndTiming }),
	choice("C-27", "ninjaUnit", []string{UnitSeason, UnitMovementSeason},
		"NINJA kills the target's General (his element stays; a new one is named as C-33 says) and freezes its army for 3 seasons, the current one included if it has not moved yet; Winter counts (movementSeason: it does not). BODYGUARD cancels all of it.",
		"NINJA uccide il Generale del bersaglio (il suo elemento resta; se ne nomina uno nuovo come dice C-33) e blocca il suo esercito per 3 stagioni, compresa la corrente se non ha ancora mosso; l'Inverno conta (movementSeason: non conta). GUARDIA DEL CORPO annulla tutto.",
		func(o *Options) *string { return &o.NinjaUnit }),
	integer("C-28", "shogunateTurns", 1, 12,
		"Seasons the claimant must hold Kyoto to be elected Shogun; the Marriage card is discarded; −50 when the claim fails.",
		"Stagioni in cui il pretendente deve tenere Kyoto per essere eletto Shogun; la carta Matrimonio si scarta; −50 se la pretesa fallisce.",
		func(o *Options) *int { return &o.ShogunateTurns }),
	fixed("C-29", "ties", "parità",
		"Playing-order ties are broken at random; a final Prestige tie goes to more provinces, then the win is shared.",
		"Le parità nell'ordine di gioco si risolvono a caso; una parità finale di Prestigio va a chi ha più province, poi la vittoria è condivisa."),
	integer("C-30", "seppukuAt", -10000, 0,
		"A clan at or below this Prestige at the Winter check commits seppuku.",
		"Un clan con Prestigio pari o inferiore a questo al controllo invernale fa seppuku.",
		func(o *Options) *int { return &o.SeppukuAt }),
	boolean("C-31", "supplyLossScored",
		"Provinces lost for lack of supply count as provinces lost (−10 each); their Fortress stays and turns neutral.",
		"Le province perse per mancanza di rifornimento contano come province perse (−10 ciascuna); la Fortezza resta e diventa neutrale.",
		func(o *Options) *bool { return &o.SupplyLossScored }),
	fixed("C-32", "empty army", "esercito vuoto",
		"An army reduced to 0 elements cannot move or send contingents; the clan survives until its Capital is taken.",
		"Un esercito ridotto a 0 elementi non può muovere né inviare contingenti; il clan sopravvive finché non perde la Capitale."),
	choice("C-33", "generalRespawn", []string{RespawnNext, RespawnReplaced},
		"After the General's element is lost a new General is named before the clan's next battle, preferably a Foot Samurai (onlyByReplacement: only SUPPLIES or GREAT HARVEST restore him).",
		"Perso l'elemento del Generale, se ne nomina uno nuovo prima della battaglia successiva, di preferenza un Samurai a piedi (onlyByReplacement: solo RIFORNIMENTI o GRANDE RACCOLTO lo recuperano).",
		func(o *Options) *string { return &o.GeneralRespawn }),
	fixed("C-34", "no peaceful sharing", "nessuna convivenza pacifica",
		"Two armies of different clans never share a province peacefully: they fight unless one withdraws.",
		"Due eserciti di clan diversi non condividono mai pacificamente una provincia: combattono a meno che uno si ritiri."),
	fixed("C-35", "fortress placement", "posizione della Fortezza",
		"FORTRESS goes in one of your provinces, never Kyoto, one per province; with no legal province the card is wasted. BAD WEATHER drawn in Winter has no effect.",
		"La FORTEZZA va in una tua provincia, mai Kyoto, una per provincia; senza province valide la carta è persa. TEMPO BRUTTO pescato in Inverno non ha effetto."),
	fixed("C-36", "jokers", "jolly",
		"The coloured joker is BODYGUARD, the black joker NINJA.",
		"Il jolly colorato è GUARDIA DEL CORPO, il jolly nero NINJA."),
	fixed("C-37", "spy", "spia",
		"SPY reveals every note stored in the box so far, whoever sent or received it.",
		"SPIA rivela tutti i biglietti conservati finora nella scatola, chiunque li abbia scritti o ricevuti."),
	fixed("C-38", "destinations", "destinazioni",
		"Every player moves to an own province reachable through a chain of own provinces from the Capital, or to a neutral or enemy province adjacent to that chain.",
		"Ogni giocatore muove in una propria provincia raggiungibile con una catena di province proprie dalla Capitale, o in una provincia neutrale o nemica adiacente a quella catena."),
	fixed("C-39", "reconnaissance", "ricognizione",
		"Whoever plays RECONNAISSANCE places the terrain and chooses the deployment side.",
		"Chi gioca RICOGNIZIONE piazza i terreni e sceglie il lato di schieramento."),
	choice("C-40", "capitalsTakenTogether", []string{CapitalsBothFall, CapitalsPlayingOrder},
		"Two clans that take each other's Capital in the same movement both fall: conquest happens at the end of movement ("+rulebook.Samurai.EN(451)+") and a lost Capital is an immediate defeat ("+rulebook.Samurai.EN(619)+"), so both clans are defeated, both armies disband and both conquerors score (playingOrder: captures are settled in playing order, and a clan defeated first takes nothing).",                                                                          // cites rulebook l. 451, l. 619
		"Due clan che si prendono a vicenda la Capitale nello stesso movimento cadono entrambi: la conquista avviene alla fine dei movimenti ("+rulebook.Samurai.IT(451)+") e la Capitale persa è una sconfitta immediata ("+rulebook.Samurai.IT(619)+"), quindi entrambi i clan sono sconfitti, entrambi gli eserciti si sbandano ed entrambi i conquistatori fanno punti (playingOrder: le conquiste si risolvono nell'ordine di gioco e un clan sconfitto prima non prende nulla).", // cites regolamento r. 451, r. 619
		func(o *Options) *string { return &o.CapitalsTakenTogether }),
	boolean("C-41", "divineRerollsRiver",
		"DIVINE INTERVENTION played for a battle may re-roll its river roll, once, by either side: the card re-rolls \"a die to improve your result\" ("+rulebook.Samurai.EN(531)+") and the river roll ("+rulebook.Samurai.EN(597)+") is the only die the campaign rolls for a battle (off: the card only re-rolls a die at the table).",                                           // cites rulebook l. 531, l. 597
		"INTERVENTO DIVINO giocato per una battaglia può ritirare il tiro del fiume, una volta, da uno dei due lati: la carta ritira \"un dado per migliorare il tuo risultato\" ("+rulebook.Samurai.IT(531)+") e il tiro del fiume ("+rulebook.Samurai.IT(597)+") è l'unico dado che la campagna tira per una battaglia (se disattivata: la carta ritira solo un dado al tavolo).", // cites regolamento r. 531, r. 597
		func(o *Options) *bool { return &o.DivineRerollsRiver }),
	// Prestige scoring (digest §13; seed l.617-l.639, PUNTI PRESTIGIO).
	boolean("PP", "loserScoresKills",
		"The loser of a battle also scores +5 per enemy element destroyed and +20 for an enemy General, as the scoring table says (false: only the winner, as the worked Prestige example counts).",
		"Anche lo sconfitto conta +5 per elemento nemico distrutto e +20 per il Generale nemico, come dice la tabella (false: solo il vincitore, come conta l'esempio svolto sul Prestigio).",
		func(o *Options) *bool { return &o.LoserScoresKills }),
	boolean("dice", "tableDice",
		"The campaign's dice are rolled at the table and entered by the game master: the besieger declares his roll (and cards), the siege waits for the GM's die; a battle waits for the GM to enter its river roll and, under C-25 rollOff, the roll-off for the roles (ties rolled again).",
		"I dadi della campagna si tirano al tavolo e li inserisce il master: chi assedia dichiara il tiro (e le carte), l'assedio attende il dado del master; una battaglia attende che il master inserisca il tiro del fiume e, con C-25 rollOff, lo spareggio per i ruoli (i pari si ritirano).",
		func(o *Options) *bool { return &o.TableDice }),
	choice("deadline", "missedDeadline", []string{MissedDefaults, MissedWait},
		"Play between club nights (not in the rulebook): when a phase's deadline passes, a clan that has not acted gets a default, each one a line in the history: its card is drawn for it, its undeclared army stays where it is, an unanswered choice at the end of movement takes missedConfrontation; a card waiting for its choice is not played for it (the GM resolves it); sieges and battles wait for the GM (wait: the deadline only informs, the GM advances).",
		"Gioco tra una serata e l'altra (non nel regolamento): quando la scadenza di una fase passa, un clan che non ha agito riceve un'azione predefinita, ciascuna una riga nella cronologia: la sua carta viene pescata, l'esercito non dichiarato resta dov'è, una scelta senza risposta alla fine del movimento prende missedConfrontation; una carta in attesa di scelta non viene giocata per lui (la risolve il master); assedi e battaglie attendono il master (wait: la scadenza informa soltanto, il master avanza).",
		func(o *Options) *string { return &o.MissedDeadline }),
	choice("deadline", "missedConfrontation", []string{ChooseFight, ChooseWithdraw},
		"The choice taken at the end of movement for a clan that did not choose before the deadline: fight, as an army given no order stays where it stands ("+rulebook.Samurai.EN(rulebook.CampMovement)+"); the first choice the rules allow when this one is not allowed there.", // cites §9
		"La scelta presa alla fine del movimento per un clan che non ha scelto entro la scadenza: combattere, come un esercito senza ordini resta dov'è ("+rulebook.Samurai.IT(rulebook.CampMovement)+"); la prima scelta consentita dalle regole quando questa non lo è.",          // cites §9
		func(o *Options) *string { return &o.MissedConfrontation }),
}

// OptionList describes every ambiguity of §15 with its default, in the
// rulebook's order, configurable or not.
func OptionList() tables.Options {
	def := DefaultOptions()
	out := make(tables.Options, 0, len(optionSpecs))
	for _, sp := range optionSpecs {
		info := sp.info
		if sp.get != nil {
			info.Default = sp.get(&def)
		}
		out = append(out, info)
	}
	return out.Clone()
}

// Values returns every configurable option's value, by key.
func (o *Options) Values() map[string]string {
	out := make(map[string]string, len(optionSpecs))
	for _, sp := range optionSpecs {
		if sp.get != nil {
			out[sp.info.Key] = sp.get(o)
		}
	}
	return out
}

func findOption(key string) (optionSpec, bool) {
	key = strings.TrimPrefix(strings.TrimSpace(key), "campaign.")
	for _, sp := range optionSpecs {
		if sp.info.Key == key && sp.set != nil {
			return sp, true
		}
	}
	return optionSpec{}, false
}

// Set changes the option named key (with or without "campaign.") to value,
// after checking it.
func (o *Options) Set(key, value string) error {
	sp, ok := findOption(key)
	if !ok {
		return tables.Invalid("key", "campaign.unknown-option", key)
	}
	value = strings.TrimSpace(value)
	if sp.info.Kind == tables.OptionData {
		if _, err := ParseMoraleTable(value); err != nil {
			return err
		}
		sp.set(o, value)
		return nil
	}
	// An empty value is refused rather than read as the default: an
	// action names the value it sets.
	if value == "" {
		return tables.Invalid("value", "campaign.option-needs-value", sp.info.Key)
	}
	v := &tables.ValidationError{}
	canonical := sp.info.Check("value", value, v)
	if err := v.Err(); err != nil {
		return err
	}
	sp.set(o, canonical)
	return nil
}

// Validate checks every configurable option, for a state loaded from
// storage or imported.
func (o *Options) Validate() error {
	v := &tables.ValidationError{}
	for _, sp := range optionSpecs {
		if sp.set == nil {
			continue
		}
		cp := *o
		if err := cp.Set(sp.info.Key, sp.get(o)); err != nil {
			if ve, ok := tables.AsValidation(err); ok {
				v.Problems = append(v.Problems, ve.Problems...)
			}
		}
	}
	return v.Err()
}

// MoraleBand is one row of the morale table: armies of Min..Max elements
// rout after losing Break (§11.1).
type MoraleBand struct {
	Min   int `json:"min"`
	Max   int `json:"max"`
	Break int `json:"break"`
}

// ParseMoraleTable reads "1-5:2,6-8:3,…": contiguous bands from 1 up.
func ParseMoraleTable(s string) ([]MoraleBand, error) {
	bad := func() error {
		return tables.Invalid("value",
			"campaign.morale-table-must-read-like")
	}
	var out []MoraleBand
	next := 1
	for _, part := range strings.Split(s, ",") {
		rng, brk, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok {
			return nil, bad()
		}
		lo, hi, ok := strings.Cut(rng, "-")
		if !ok {
			hi = lo
		}
		a, e1 := strconv.Atoi(strings.TrimSpace(lo))
		b, e2 := strconv.Atoi(strings.TrimSpace(hi))
		k, e3 := strconv.Atoi(strings.TrimSpace(brk))
		if e1 != nil || e2 != nil || e3 != nil || a != next || b < a || k < 1 || b > 100 {
			return nil, bad()
		}
		out = append(out, MoraleBand{a, b, k})
		next = b + 1
	}
	if len(out) == 0 {
		return nil, bad()
	}
	return out, nil
}

// BreakPoint returns the losses at which an army of size elements (own plus
// allied at the start of the battle) routs under these options, +2 with
// MORALE (§11.1, C-16). Sizes beyond the table use its last row.
func (o *Options) BreakPoint(size int, morale bool) int {
	bands, err := ParseMoraleTable(o.MoraleTable)
	if err != nil {
		bands, _ = ParseMoraleTable(DefaultMoraleTable)
	}
	bp := bands[len(bands)-1].Break
	for _, b := range bands {
		if size >= b.Min && size <= b.Max {
			bp = b.Break
			break
		}
	}
	if morale {
		bp += 2
	}
	return bp
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
