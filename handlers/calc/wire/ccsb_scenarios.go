package wire

import (
	"sengoku/i18n"
	"sengoku/tables/ccsb"
)

// The scenario library's JSON (GET /api/calc/ccsb/scenarios): every text
// in both languages ("it" as the rulebook prints it, "en" its
// translation), every value with the OCR text it is read from and its
// seed line, and an unclear value with its reason.

// bilingual is a text in Italian and English.
type bilingual struct {
	EN string `json:"en"`
	IT string `json:"it"`
}

func wordsOf(m i18n.Msg) bilingual { return bilingual{EN: i18n.EN.Render(m), IT: i18n.IT.Render(m)} }

// citedPlain is a Cited as encoding/json writes it.
type citedPlain ccsb.Cited

// citedJSON is a cited value with the reason of an unclear one, worded.
type citedJSON struct {
	citedPlain
	Why *bilingual `json:"why,omitempty"`
}

func citedOf(c ccsb.Cited) any {
	out := citedJSON{citedPlain: citedPlain(c)}
	if c.Unclear != "" {
		w := wordsOf(ccsb.Why(c.Unclear, c.Raw, c.Value))
		out.Why = &w
	}
	return out
}

type noteJSON struct {
	bilingual
	SeedLines [2]int     `json:"seedLines"`
	Unclear   string     `json:"unclear,omitempty"`
	Why       *bilingual `json:"why,omitempty"`
}

func noteOf(n ccsb.Note) noteJSON {
	out := noteJSON{bilingual: wordsOf(i18n.M(n.Key)), SeedLines: [2]int{n.From, n.To}, Unclear: n.Unclear}
	if n.Unclear != "" {
		w := wordsOf(ccsb.Why(n.Unclear, "", 0))
		out.Why = &w
	}
	return out
}

func notesOf(ns []ccsb.Note) []noteJSON {
	out := make([]noteJSON, len(ns))
	for i, n := range ns {
		out[i] = noteOf(n)
	}
	return out
}

type sideJSON struct {
	Army         bilingual  `json:"army"`
	ArmySeedLine int        `json:"armySeedLine"`
	CommandCards ccsb.Cited `json:"commandCards"`
	DragonCards  ccsb.Cited `json:"dragonCards"`
	HonorFortune ccsb.Cited `json:"honorFortune"`
	// MovesFirst is null when the seed does not say (unclear, or decided
	// by a roll).
	MovesFirst *bool `json:"movesFirst"`
}

type firstJSON struct {
	// Side is 0 or 1, null when unclear or by roll.
	Side     *int       `json:"side"`
	ByRoll   bool       `json:"byRoll"`
	Raw      string     `json:"raw"`
	SeedLine int        `json:"seedLine"`
	Unclear  string     `json:"unclear,omitempty"`
	Fixed    bool       `json:"fixed,omitempty"`
	Why      *bilingual `json:"why,omitempty"`
}

type campaignJSON struct {
	// FirstDay is the scenario this one continues; SecondDay the one that
	// continues this one.
	FirstDay  int       `json:"firstDay,omitempty"`
	SecondDay int       `json:"secondDay,omitempty"`
	Procedure *noteJSON `json:"procedure,omitempty"`
}

// scenarioJSON is a scenario as the API documents it.
type scenarioJSON struct {
	Number       int           `json:"number"`
	Title        bilingual     `json:"title"`
	SeedLine     int           `json:"seedLine"`
	Year         int           `json:"year,omitempty"`
	Setup        bilingual     `json:"setup"`
	Sides        [2]sideJSON   `json:"sides"`
	MovesFirst   firstJSON     `json:"movesFirst"`
	VictoryFlags ccsb.Cited    `json:"victoryFlags"`
	Victory      []noteJSON    `json:"victory"`
	SpecialRules []noteJSON    `json:"specialRules"`
	Unclear      int           `json:"unclear"`
	MiniCampaign *campaignJSON `json:"miniCampaign,omitempty"`
}

func scenarioOf(s ccsb.Scenario) any {
	out := scenarioJSON{
		Number: s.Number, Title: wordsOf(i18n.M(s.Title)), SeedLine: s.TitleLine, Year: s.Year, Setup: wordsOf(s.Setup()),
		MovesFirst: firstOf(s), VictoryFlags: s.VictoryFlags, Victory: notesOf(s.Victory), SpecialRules: notesOf(s.Special),
		Unclear: s.UnclearCount(), MiniCampaign: miniCampaignOf(s),
	}
	for i, sd := range s.Sides {
		out.Sides[i] = sideJSON{Army: wordsOf(i18n.M(sd.Army)), ArmySeedLine: sd.ArmyLine,
			CommandCards: sd.CommandCards, DragonCards: sd.DragonCards, HonorFortune: sd.HonorFortune}
		if s.First.Side == 0 || s.First.Side == 1 {
			first := s.MovesFirst(i)
			out.Sides[i].MovesFirst = &first
		}
	}
	return out
}

func firstOf(s ccsb.Scenario) firstJSON {
	f := firstJSON{ByRoll: s.First.Side == ccsb.FirstByRoll, Raw: s.First.Raw, SeedLine: s.First.Line, Unclear: s.First.Unclear, Fixed: s.First.Fixed}
	if s.First.Side == 0 || s.First.Side == 1 {
		side := s.First.Side
		f.Side = &side
	}
	if s.First.Unclear != "" {
		w := wordsOf(ccsb.Why(s.First.Unclear, s.First.Raw, 0))
		f.Why = &w
	}
	return f
}

func miniCampaignOf(s ccsb.Scenario) *campaignJSON {
	if first, ok := ccsb.MiniCampaigns[s.Number]; ok {
		c := &campaignJSON{FirstDay: first}
		if s.Campaign != nil {
			p := noteOf(*s.Campaign)
			c.Procedure = &p
		}
		return c
	}
	for second, first := range ccsb.MiniCampaigns {
		if first == s.Number {
			return &campaignJSON{SecondDay: second}
		}
	}
	return nil
}
