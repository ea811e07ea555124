// Package print draws the print pages: /print with every printable and its
// options, an Art of Tactic army's composition, and a campaign's printables.
// The PDFs themselves are views/pdf's; the layout and shared components are
// views'.
package print

import (
	"fmt"
	"net/url"
	"strconv"

	"sengoku/campaign"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// IndexPage is /print: every printable with its options.
type IndexPage struct {
	Armies    []Army
	Booklet   BookletForm
	Roster    RosterForm
	Reference ReferenceForm
	Slips     SlipsForm
	Campaigns []campaignview.CampaignListItem
	MaxTurns  int
	MaxSlips  int
}

// Option is one choice of a select.
type Option struct{ Value, Label string }

// Army is a saved Art of Tactic army.
type Army struct {
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
	Lists, Generals                            []Option
	Troops                                     []Troop
	Options                                    views.OptionSet
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

// Troop is a troop type's count field.
type Troop struct{ Value, Label, Count string }

// ReferenceForm is the quick reference's form.
type ReferenceForm struct {
	Figures, Units, Paper string
	Options               views.OptionSet
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
	Library, Own  []Option
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

// CampaignPage is /campaigns/:id/print.
type CampaignPage struct {
	ID     int64
	Name   string
	Season campaign.Season
	Year   int
	Viewer views.Viewer
	Clans  []Option
	// Ledger is the clan preselected for the ledger.
	Ledger string
	Paper  string
}

// Path is a printable's URL under the campaign.
func (m CampaignPage) Path(file string) string {
	return fmt.Sprintf("/campaigns/%d/print/%s", m.ID, file)
}

// papers are the paper sizes offered: a value and the catalogue key of
// its name.
var papers = []Option{{"a4", "paper.a4"}, {"letter", "paper.letter"}}
