package ccsb

import (
	"encoding/json"

	"sengoku/i18n"
)

// The scenario library's JSON (GET /api/calc/ccsb/scenarios): every text
// in both languages ("it" as the rulebook prints it, "en" its
// translation), every value with the OCR text it is read from and its
// seed line, and an unclear value with its reason.

// bilingual is a text in Italian and English (words.go).
type bilingual = words

// MarshalJSON adds the reason of an unclear value, worded.
func (c Cited) MarshalJSON() ([]byte, error) {
	type plain Cited
	out := struct {
		plain
		Why *bilingual `json:"why,omitempty"`
	}{plain: plain(c)}
	if c.Unclear != "" {
		w := wordsOf(Why(c.Unclear, c.Raw, c.Value))
		out.Why = &w
	}
	return json.Marshal(out)
}

type noteJSON struct {
	bilingual
	SeedLines [2]int     `json:"seedLines"`
	Unclear   string     `json:"unclear,omitempty"`
	Why       *bilingual `json:"why,omitempty"`
}

func noteOf(n Note) noteJSON {
	out := noteJSON{bilingual: wordsOf(i18n.M(n.Key)), SeedLines: [2]int{n.From, n.To}, Unclear: n.Unclear}
	if n.Unclear != "" {
		w := wordsOf(Why(n.Unclear, "", 0))
		out.Why = &w
	}
	return out
}

func notesOf(ns []Note) []noteJSON {
	out := make([]noteJSON, len(ns))
	for i, n := range ns {
		out[i] = noteOf(n)
	}
	return out
}

type sideJSON struct {
	Army         bilingual `json:"army"`
	ArmySeedLine int       `json:"armySeedLine"`
	CommandCards Cited     `json:"commandCards"`
	DragonCards  Cited     `json:"dragonCards"`
	HonorFortune Cited     `json:"honorFortune"`
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

// MarshalJSON writes the scenario as the API documents it.
func (s Scenario) MarshalJSON() ([]byte, error) {
	out := struct {
		Number       int           `json:"number"`
		Title        bilingual     `json:"title"`
		SeedLine     int           `json:"seedLine"`
		Year         int           `json:"year,omitempty"`
		Setup        bilingual     `json:"setup"`
		Sides        [2]sideJSON   `json:"sides"`
		MovesFirst   firstJSON     `json:"movesFirst"`
		VictoryFlags Cited         `json:"victoryFlags"`
		Victory      []noteJSON    `json:"victory"`
		SpecialRules []noteJSON    `json:"specialRules"`
		Unclear      int           `json:"unclear"`
		MiniCampaign *campaignJSON `json:"miniCampaign,omitempty"`
	}{
		Number: s.Number, Title: wordsOf(i18n.M(s.Title)), SeedLine: s.TitleLine, Year: s.Year, Setup: wordsOf(s.Setup()),
		MovesFirst: s.firstJSON(), VictoryFlags: s.VictoryFlags, Victory: notesOf(s.Victory), SpecialRules: notesOf(s.Special),
		Unclear: s.UnclearCount(), MiniCampaign: s.campaignJSON(),
	}
	for i, sd := range s.Sides {
		out.Sides[i] = sideJSON{Army: wordsOf(i18n.M(sd.Army)), ArmySeedLine: sd.ArmyLine,
			CommandCards: sd.CommandCards, DragonCards: sd.DragonCards, HonorFortune: sd.HonorFortune}
		if s.First.Side == 0 || s.First.Side == 1 {
			first := s.MovesFirst(i)
			out.Sides[i].MovesFirst = &first
		}
	}
	return json.Marshal(out)
}

func (s Scenario) firstJSON() firstJSON {
	f := firstJSON{ByRoll: s.First.Side == FirstByRoll, Raw: s.First.Raw, SeedLine: s.First.Line, Unclear: s.First.Unclear, Fixed: s.First.Fixed}
	if s.First.Side == 0 || s.First.Side == 1 {
		side := s.First.Side
		f.Side = &side
	}
	if s.First.Unclear != "" {
		w := wordsOf(Why(s.First.Unclear, s.First.Raw, 0))
		f.Why = &w
	}
	return f
}

func (s Scenario) campaignJSON() *campaignJSON {
	if first, ok := MiniCampaigns[s.Number]; ok {
		c := &campaignJSON{FirstDay: first}
		if s.Campaign != nil {
			p := noteOf(*s.Campaign)
			c.Procedure = &p
		}
		return c
	}
	for second, first := range MiniCampaigns {
		if first == s.Number {
			return &campaignJSON{SecondDay: second}
		}
	}
	return nil
}
