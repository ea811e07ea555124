package ccsb

import (
	"sengoku/i18n"
	"sengoku/tables"
)

// The scenario library: the battle notes (NOTE ALLA BATTAGLIA) of the
// rulebook's 40 scenarios (seed l.2139-l.3429), each value as the seed
// prints it and at the line it prints it, so that a test reads every one
// back from the seed (TestScenariosAreTheSeeds).
//
// The maps are pictures the seed does not carry: a scenario names the
// page to set up from (Setup), never terrain or unit positions.
//
// OCR damage is never guessed away silently. A value whose reading is not
// certain carries the reason (Unclear) beside its raw text, and the pages
// let a player correct it for his copy (ScenarioFix).

// Unclear reasons: why a value of the battle notes is not certain.
const (
	// UnclearGlued: the number is glued to the word «Onore» ("5O0nore",
	// "60nore"), so the OCR may have read the word's O as a digit 0, or a
	// digit as the O: read as the digits before the word, a final 0 that
	// begins "0nore" dropped.
	UnclearGlued = "glued"
	// UnclearColumn: «Muove per prima» (moves first) stands on a line of its
	// own below the two armies' columns, so the OCR text does not say under
	// which army the book prints it.
	UnclearColumn = "column"
	// UnclearContradiction: the sentence names the same army as the one that
	// gains and the one that cannot gain (Nagashino).
	UnclearContradiction = "nagashino"
)

// Moves first, when no army can be read from the seed.
const (
	// FirstUnclear: the seed does not say which army moves first (see
	// UnclearColumn): the player's booklet does.
	FirstUnclear = -1
	// FirstByRoll: the scenario decides it with a roll of the dice (a
	// special rule).
	FirstByRoll = 2
)

// Cited is one number of the battle notes: its reading, the OCR text it is
// read from and the seed line that prints it; Unclear is the reason the
// reading is not certain ("" when it is).
type Cited struct {
	Value   int    `json:"value"`
	Raw     string `json:"raw"`
	Line    int    `json:"seedLine"`
	Unclear string `json:"unclear,omitempty"`
	// Fixed: the reading is the player's correction (ScenarioFix), not
	// the seed's.
	Fixed bool `json:"fixed,omitempty"`
}

// Note is one paragraph of the notes (a victory condition, a special rule,
// the mini-campaign procedure): Key is its catalogue entry (the Italian as
// printed, the English translation), From and To the seed lines it spans.
type Note struct {
	Key      string `json:"-"`
	From, To int    `json:"-"`
	Unclear  string `json:"-"`
}

// ScenarioSide is one army of a scenario and what it starts with.
type ScenarioSide struct {
	// Army is the army's name (catalogue key); ArmyPrinted is it as the
	// seed prints it at ArmyLine.
	Army        string
	ArmyPrinted string
	ArmyLine    int
	// CommandCards, DragonCards and HonorFortune are the starting hand of
	// Command cards, the Dragon cards and the Honor & Fortune tokens.
	CommandCards, DragonCards, HonorFortune Cited
}

// FirstMove is who moves first: Side 0 or 1, FirstByRoll or FirstUnclear;
// Raw and Line are the «Muove per prima» text that says it.
type FirstMove struct {
	Side    int
	Raw     string
	Line    int
	Unclear string
	// Fixed: Side is the player's correction (ScenarioFix).
	Fixed bool
}

// Scenario is one scenario's battle notes.
type Scenario struct {
	Number int
	// Title is the catalogue key of the title (Italian as printed, English
	// translation); Printed the Italian at TitleLine; Year the year it
	// names (0 for the introductory skirmish, which names none).
	Title     string
	Printed   string
	TitleLine int
	Year      int
	// Sides are the two armies, in the order the book prints them (left,
	// then right column).
	Sides        [2]ScenarioSide
	First        FirstMove
	VictoryFlags Cited
	// Victory are the ways Victory Banners are won; Special the special
	// rules ("Nessuna" is printed as one).
	Victory []Note
	Special []Note
	// Campaign is the mini-campaign procedure printed with the second
	// scenario of a pair (19, 40), nil elsewhere.
	Campaign *Note
}

// Scenarios are the rulebook's 40 scenarios in the book's order.
func Scenarios() []Scenario { return append([]Scenario(nil), scenarios...) }

// ScenarioByNumber is scenario n (1-40), ok false for any other number.
func ScenarioByNumber(n int) (Scenario, bool) {
	if n < 1 || n > len(scenarios) {
		return Scenario{}, false
	}
	return scenarios[n-1], true
}

// MiniCampaigns maps the second day of a mini-campaign to its first day
// (scenario 19 continues 18, 40 continues 39; seed l.2689, l.3426).
var MiniCampaigns = map[int]int{19: 18, 40: 39}

// Setup is where to set the scenario up from: the map printed with it in
// the scenario booklet, which the seed does not carry.
func (s Scenario) Setup() i18n.Msg {
	return i18n.M("ccsb.scn.setup", s.Number, s.Printed)
}

// Why is the reason a value is unclear, worded for the reader; raw is the
// OCR text and value the reading.
func Why(reason, raw string, value int) i18n.Msg {
	switch reason {
	case UnclearGlued:
		return i18n.M("ccsb.scn.unclear.glued", raw, value)
	case UnclearColumn:
		return i18n.M("ccsb.scn.unclear.column", raw)
	case UnclearContradiction:
		return i18n.M("ccsb.scn.unclear.nagashino")
	}
	return i18n.Msg{}
}

// ScenarioFix is a player's correction of the unclear values for his copy
// of the booklet: who moves first (-1: as read) and Honor & Fortune per
// side (0: as read). It is carried in the page's query (first, hf0, hf1).
type ScenarioFix struct {
	First int    `form:"first"`
	HF    [2]int `form:"-"`
}

// Apply returns s with the fix applied, and an error naming the field
// when the fix asks for something out of range: moves first 0 or 1, Honor
// & Fortune 1-20. A fix of a value the seed prints clearly is refused:
// only unclear values are corrected.
func (s Scenario) Apply(f ScenarioFix) (Scenario, error) {
	v := &tables.ValidationError{}
	if f.First >= 0 {
		switch {
		case f.First > 1:
			v.Add("first", "ccsb.scn.fix.first-range")
		case s.First.Unclear == "":
			v.Add("first", "ccsb.scn.fix.not-unclear")
		default:
			s.First.Side, s.First.Fixed = f.First, true
		}
	}
	for i, hf := range f.HF {
		if hf == 0 {
			continue
		}
		field := []string{"hf0", "hf1"}[i]
		switch {
		case hf < 1 || hf > 20:
			v.Add(field, "ccsb.scn.fix.hf-range")
		case s.Sides[i].HonorFortune.Unclear == "":
			v.Add(field, "ccsb.scn.fix.not-unclear")
		default:
			s.Sides[i].HonorFortune.Value, s.Sides[i].HonorFortune.Fixed = hf, true
		}
	}
	return s, v.Err()
}

// MovesFirst reports whether side i moves first: known false when the seed
// does not say (First.Side is FirstUnclear or FirstByRoll).
func (s Scenario) MovesFirst(i int) bool { return s.First.Side == i }

// UnclearCount is the number of values of the notes the seed leaves
// unclear.
func (s Scenario) UnclearCount() int {
	n := 0
	if s.First.Unclear != "" {
		n++
	}
	for _, sd := range s.Sides {
		for _, c := range []Cited{sd.CommandCards, sd.DragonCards, sd.HonorFortune} {
			if c.Unclear != "" {
				n++
			}
		}
	}
	for _, nt := range append(append([]Note(nil), s.Victory...), s.Special...) {
		if nt.Unclear != "" {
			n++
		}
	}
	return n
}
