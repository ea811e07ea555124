package views

import (
	"fmt"
	"net/url"
	"strconv"

	"sengoku/campaign"
)

// PrintPage is /print: every printable with its options.
type PrintPage struct {
	Armies    []PrintArmy
	Booklet   BookletForm
	Roster    RosterForm
	Reference ReferenceForm
	Slips     SlipsForm
	Campaigns []CampaignListItem
	MaxTurns  int
	MaxSlips  int
}

// PrintOption is one choice of a select.
type PrintOption struct{ Value, Label string }

// PrintArmy is a saved Art of Tactic army.
type PrintArmy struct {
	Value string // the form value (the item id)
	ID    int64
	Name  string
	Units int
}

// BookletForm holds the booklet's print options.
type BookletForm struct {
	Army, Paper, Size string
	Duplex, Cut       bool
	Turns             int
}

// Query is the booklet's download link with these options.
func (f BookletForm) Query() string {
	q := url.Values{"army": {f.Army}, "paper": {f.Paper}, "size": {f.Size}, "turns": {strconv.Itoa(f.Turns)}, "opts": {"1"}}
	if f.Duplex {
		q.Set("duplex", "1")
	}
	if f.Cut {
		q.Set("cut", "1")
	}
	return "/print/aot/booklet.pdf?" + q.Encode()
}

// RosterForm is the SAMURAI roster's form with the values typed.
type RosterForm struct {
	Name, List, General, Figures, Units, Paper string
	Lists, Generals                            []PrintOption
	Troops                                     []PrintTroop
	Options                                    OptionSet
	Problems                                   []string
}

// Query is the roster's download link with these values.
func (f RosterForm) Query() string {
	q := url.Values{"list": {f.List}, "general": {f.General}, "figures": {f.Figures}, "units": {f.Units}, "paper": {f.Paper}}
	if f.Name != "" {
		q.Set("name", f.Name)
	}
	for _, t := range f.Troops {
		if t.Count != "" && t.Count != "0" {
			q.Set(t.Value, t.Count)
		}
	}
	f.Options.Query(q)
	return "/print/affinati/roster.pdf?" + q.Encode()
}

// PrintTroop is a troop type's count field.
type PrintTroop struct{ Value, Label, Count string }

// ReferenceForm is the quick reference's form.
type ReferenceForm struct {
	Figures, Units, Paper string
	Options               OptionSet
}

// SlipsForm is the blank diplomacy slips' form.
type SlipsForm struct {
	Count int
	Paper string
}

// ArmyForm composes an Art of Tactic army: its units in order, each a card,
// a number and a commander choice.
type ArmyForm struct {
	ID            int64
	Name          string
	Rows          []ArmyRow
	Library, Own  []PrintOption
	Problems      []string
	Saved         bool
	Booklet       BookletForm
	MaxTurns      int
	MaxUnitNumber int
}

// ArmyRow is one unit row as typed.
type ArmyRow struct{ Card, Number, Cmdr string }

// Action is where the form posts.
func (f ArmyForm) Action() string {
	if f.ID > 0 {
		return fmt.Sprintf("/print/aot/armies/%d", f.ID)
	}
	return "/print/aot/armies"
}

// CampaignPrint is /campaigns/:id/print.
type CampaignPrint struct {
	ID     int64
	Name   string
	Season campaign.Season
	Year   int
	Viewer Viewer
	Clans  []PrintOption
	// Ledger is the clan preselected for the ledger.
	Ledger string
	Paper  string
}

// Path is a printable's URL under the campaign.
func (m CampaignPrint) Path(file string) string {
	return fmt.Sprintf("/campaigns/%d/print/%s", m.ID, file)
}

// papers are the paper sizes offered: a value and the catalogue key of
// its name.
var papers = []PrintOption{{"a4", "paper.a4"}, {"letter", "paper.letter"}}
