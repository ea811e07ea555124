package campaign

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"sengoku/i18n"
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
	// NotesPerPhase bounds the notes one clan passes in one Diplomacy
	// phase (0: no bound). The rules set no number (§6 limits the phase to
	// five minutes, which the game master may extend); the bound keeps
	// one player from filling the box for everyone. It may change during
	// play.
	NotesPerPhase int `json:"notesPerPhase"`
}

// DefaultNotesPerPhase is NotesPerPhase's default: more than a table
// writes in five minutes.
const DefaultNotesPerPhase = 20

// MaxNotesPerPhase is the largest bound the game master may set.
const MaxNotesPerPhase = 200

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
		NotesPerPhase:              DefaultNotesPerPhase,
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

func choice(id, key string, values []string, text i18n.Msg, field func(*Options) *string) optionSpec {
	return optionSpec{
		info: tables.Option{ID: id, Key: key, Kind: tables.OptionChoice, Values: tables.Plain(values...), Text: text},
		get:  func(o *Options) string { return *field(o) },
		set:  func(o *Options, v string) { *field(o) = v },
	}
}

func boolean(id, key string, text i18n.Msg, field func(*Options) *bool) optionSpec {
	return optionSpec{
		info: tables.Option{ID: id, Key: key, Kind: tables.OptionBool, Values: tables.Bool(), Text: text},
		get:  func(o *Options) string { return strconv.FormatBool(*field(o)) },
		set:  func(o *Options, v string) { *field(o) = v == "true" },
	}
}

func integer(id, key string, lo, hi int, text i18n.Msg, field func(*Options) *int) optionSpec {
	return optionSpec{
		info: tables.Option{ID: id, Key: key, Kind: tables.OptionInt, Range: &tables.Range{Min: float64(lo), Max: float64(hi)},
			Text: text},
		get: func(o *Options) string { return strconv.Itoa(*field(o)) },
		set: func(o *Options, v string) { n, _ := strconv.Atoi(v); *field(o) = n },
	}
}

// fixed is an ambiguity that is not configurable: def is its one value,
// name the rule's words for it.
func fixed(id, def string, name, text i18n.Msg) optionSpec {
	return optionSpec{info: tables.Option{ID: id, Kind: tables.OptionFixed, Values: []tables.Choice{tables.C(def, name)},
		Default: def, Text: text}}
}

// optionSpecs lists every ambiguity of §15 in order, configurable or not.
var optionSpecs = []optionSpec{
	fixed("C-01", "reference map", i18n.M("campaign.option.c-01.value.reference-map"),
		i18n.M("campaign.option.c-01.text")),
	choice("C-02", "turnUnitForDurations", []string{UnitSeason, UnitMovementSeason, UnitYear},
		i18n.M("campaign.option.c-02.text"),
		func(o *Options) *string { return &o.TurnUnitForDurations }),
	fixed("C-03", "end of season", i18n.M("campaign.option.c-03.value.end-of-season"),
		i18n.M("campaign.option.c-03.text")),
	choice("C-04", "kyotoOpenTo", []string{KyotoAnyAfterClaim, KyotoClaimantOnly},
		i18n.M("campaign.option.c-04.text"),
		func(o *Options) *string { return &o.KyotoOpenTo }),
	integer("C-05", "shogunatePP", 0, 10000,
		i18n.M("campaign.option.c-05.shogunate-pp.text"),
		func(o *Options) *int { return &o.ShogunatePP }),
	integer("C-05", "shogunateProvinces", 1, 500,
		i18n.M("campaign.option.c-05.shogunate-provinces.text"),
		func(o *Options) *int { return &o.ShogunateProvinces }),
	choice("C-06", "provinceScoring", []string{ScorePerWinter, ScoreOnChange},
		i18n.M("campaign.option.c-06.text"),
		func(o *Options) *string { return &o.ProvinceScoring }),
	choice("C-07", "ppForOrder", []string{OrderLastWinter, OrderRunning},
		i18n.M("campaign.option.c-07.text"),
		func(o *Options) *string { return &o.PPForOrder }),
	choice("C-08", "charisma", []string{CharismaWholeBattle, CharismaOneRoll, CharismaNone},
		i18n.M("campaign.option.c-08.text"),
		func(o *Options) *string { return &o.Charisma }),
	choice("C-09", "capturedArmy", []string{CapturedDisband, CapturedAbsorb},
		i18n.M("campaign.option.c-09.text"),
		func(o *Options) *string { return &o.CapturedArmy }),
	choice("C-10", "forcedMarch", []string{ForcedTwoSteps, ForcedSecondRound},
		i18n.M("campaign.option.c-10.text"),
		func(o *Options) *string { return &o.ForcedMarch }),
	choice("C-11", "lossChoice", []string{LossRandom, LossOwner},
		i18n.M("campaign.option.c-11.text"),
		func(o *Options) *string { return &o.LossChoice }),
	fixed("C-12", "lost types", i18n.M("campaign.option.c-12.value.lost-types"),
		i18n.M("campaign.option.c-12.text")),
	integer("C-13", "maxAllied", 0, 18,
		i18n.M("campaign.option.c-13.max-allied.text"),
		func(o *Options) *int { return &o.MaxAllied }),
	boolean("C-13", "badWeatherBlocksContingent",
		i18n.M("campaign.option.c-13.bad-weather-blocks-contingent.text"),
		func(o *Options) *bool { return &o.BadWeatherBlocksContingent }),
	fixed("C-14", "owner first", i18n.M("campaign.option.c-14.value.owner-first"),
		i18n.M("campaign.option.c-14.text")),
	choice("C-15", "breakRule", []string{BreakTable, BreakSamurai, BreakTableMoreEnemy},
		i18n.M("campaign.option.c-15.text"),
		func(o *Options) *string { return &o.BreakRule }),
	{
		info: tables.Option{ID: "C-16", Key: "moraleTable", Kind: tables.OptionData,
			Text: i18n.M("campaign.option.c-16.text")},
		get: func(o *Options) string { return o.MoraleTable },
		set: func(o *Options, v string) { o.MoraleTable = v },
	},
	boolean("C-17", "villageCountsInMorale",
		i18n.M("campaign.option.c-17.text"),
		func(o *Options) *bool { return &o.VillageCountsInMorale }),
	choice("C-18", "siegeRepeat", []string{RepeatConsecutive, RepeatAnyPrevious, Repeat2nd3rd},
		i18n.M("campaign.option.c-18.text"),
		func(o *Options) *string { return &o.SiegeRepeat }),
	boolean("C-19", "siegeNatural1Fails",
		i18n.M("campaign.option.c-19.text"),
		func(o *Options) *bool { return &o.SiegeNatural1Fails }),
	choice("C-20", "fortressAfterSiege", []string{FortressKept, FortressDestroyed},
		i18n.M("campaign.option.c-20.text"),
		func(o *Options) *string { return &o.FortressAfterSiege }),
	choice("C-21", "fortressAfterFieldBattle", []string{FieldCaptured, FieldMustBesiege},
		i18n.M("campaign.option.c-21.fortress-after-field-battle.text"),
		func(o *Options) *string { return &o.FortressAfterFieldBattle }),
	choice("C-21", "thirdPartyFortress", []string{FieldMustBesiege, FieldCaptured},
		i18n.M("campaign.option.c-21.third-party-fortress.text", rulebook.Samurai.Cite(579)), // cites regolamento r. 579
		func(o *Options) *string { return &o.ThirdPartyFortress }),
	boolean("C-22", "siegeElementPP",
		i18n.M("campaign.option.c-22.text"),
		func(o *Options) *bool { return &o.SiegeElementPP }),
	boolean("C-23", "fortressWithdrawCountsAsRetreat",
		i18n.M("campaign.option.c-23.text"),
		func(o *Options) *bool { return &o.FortressWithdrawCountsAsRetreat }),
	fixed("C-24", "commander scores", i18n.M("campaign.option.c-24.value.commander-scores"),
		i18n.M("campaign.option.c-24.text")),
	choice("C-25", "neutralRoles", []string{RolesFirstIsAttacker, RolesRollOff},
		i18n.M("campaign.option.c-25.text"),
		func(o *Options) *string { return &o.NeutralRoles }),
	choice("C-26", "endTiming", []string{EndAfterWinter, EndOfSeasonOpt},
		i18n.M("campaign.option.c-26.text"),
		func(o *Options) *string { return &o.EndTiming }),
	choice("C-27", "ninjaUnit", []string{UnitSeason, UnitMovementSeason},
		i18n.M("campaign.option.c-27.text"),
		func(o *Options) *string { return &o.NinjaUnit }),
	integer("C-28", "shogunateTurns", 1, 12,
		i18n.M("campaign.option.c-28.text"),
		func(o *Options) *int { return &o.ShogunateTurns }),
	fixed("C-29", "ties", i18n.M("campaign.option.c-29.value.ties"),
		i18n.M("campaign.option.c-29.text")),
	integer("C-30", "seppukuAt", -10000, 0,
		i18n.M("campaign.option.c-30.text"),
		func(o *Options) *int { return &o.SeppukuAt }),
	boolean("C-31", "supplyLossScored",
		i18n.M("campaign.option.c-31.text"),
		func(o *Options) *bool { return &o.SupplyLossScored }),
	fixed("C-32", "empty army", i18n.M("campaign.option.c-32.value.empty-army"),
		i18n.M("campaign.option.c-32.text")),
	choice("C-33", "generalRespawn", []string{RespawnNext, RespawnReplaced},
		i18n.M("campaign.option.c-33.text"),
		func(o *Options) *string { return &o.GeneralRespawn }),
	fixed("C-34", "no peaceful sharing", i18n.M("campaign.option.c-34.value.no-peaceful-sharing"),
		i18n.M("campaign.option.c-34.text")),
	fixed("C-35", "fortress placement", i18n.M("campaign.option.c-35.value.fortress-placement"),
		i18n.M("campaign.option.c-35.text")),
	fixed("C-36", "jokers", i18n.M("campaign.option.c-36.value.jokers"),
		i18n.M("campaign.option.c-36.text")),
	fixed("C-37", "spy", i18n.M("campaign.option.c-37.value.spy"),
		i18n.M("campaign.option.c-37.text")),
	fixed("C-38", "destinations", i18n.M("campaign.option.c-38.value.destinations"),
		i18n.M("campaign.option.c-38.text")),
	fixed("C-39", "reconnaissance", i18n.M("campaign.option.c-39.value.reconnaissance"),
		i18n.M("campaign.option.c-39.text")),
	choice("C-40", "capitalsTakenTogether", []string{CapitalsBothFall, CapitalsPlayingOrder},
		i18n.M("campaign.option.c-40.text", rulebook.Samurai.Cite(451), rulebook.Samurai.Cite(619)), // cites regolamento r. 451, r. 619
		func(o *Options) *string { return &o.CapitalsTakenTogether }),
	boolean("C-41", "divineRerollsRiver",
		i18n.M("campaign.option.c-41.text", rulebook.Samurai.Cite(531), rulebook.Samurai.Cite(597)), // cites regolamento r. 531, r. 597
		func(o *Options) *bool { return &o.DivineRerollsRiver }),
	// Prestige scoring (digest §13; seed l.617-l.639, PUNTI PRESTIGIO).
	boolean("PP", "loserScoresKills",
		i18n.M("campaign.option.pp.text"),
		func(o *Options) *bool { return &o.LoserScoresKills }),
	boolean("dice", "tableDice",
		i18n.M("campaign.option.dice.text"),
		func(o *Options) *bool { return &o.TableDice }),
	choice("deadline", "missedDeadline", []string{MissedDefaults, MissedWait},
		i18n.M("campaign.option.deadline.missed-deadline.text"),
		func(o *Options) *string { return &o.MissedDeadline }),
	choice("deadline", "missedConfrontation", []string{ChooseFight, ChooseWithdraw},
		i18n.M("campaign.option.deadline.missed-confrontation.text", rulebook.Samurai.Cite(rulebook.CampMovement)), // cites §9
		func(o *Options) *string { return &o.MissedConfrontation }),
	integer("notes", "notesPerPhase", 0, MaxNotesPerPhase,
		i18n.M("campaign.option.notes.notes-per-phase.text", rulebook.Samurai.Cite(rulebook.CampDiplomacy)), // cites §6
		func(o *Options) *int { return &o.NotesPerPhase }),
}

// ChangesDuringPlay reports whether the game master may change the option
// named key after the first season has started: a bound of the site, not
// a rule of the game.
func ChangesDuringPlay(key string) bool { return key == "notesPerPhase" }

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
