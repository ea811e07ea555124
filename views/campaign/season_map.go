package campaign

import (
	"fmt"
	"strings"

	"sengoku/campaign"
	"sengoku/views"
)

// SupplyView is the Winter supply check shown before it is applied (§12).
type SupplyView struct {
	Lines []SupplyLine
	// Style marks the unsupplied provinces on the (cached) map; pages load
	// it from StyleURL (GET /campaigns/:id/supply.css), never inline.
	Style    string
	StyleURL string
}

// SupplyLine is one clan's supply check.
type SupplyLine struct {
	Clan       campaign.Clan
	Colour     string
	Supplied   int
	Unsupplied []string
	Points     int
}

// NewSupplyView previews the supply check, or nil outside the Supply phase.
func NewSupplyView(st *campaign.State) *SupplyView {
	if st.Phase != campaign.PhaseSupply {
		return nil
	}
	sv := &SupplyView{}
	var css strings.Builder
	for _, r := range st.SupplyPreview() {
		line := SupplyLine{Clan: r.Clan, Colour: views.ClanColour[r.Clan], Supplied: len(r.Supplied), Points: r.Points}
		for _, id := range r.Unsupplied {
			line.Unsupplied = append(line.Unsupplied, ProvinceLabel(st, id))
			fmt.Fprintf(&css, `svg.map a[data-province="%d"] .node{stroke:#b22222;stroke-width:6;stroke-dasharray:5 3}`, id)
		}
		sv.Lines = append(sv.Lines, line)
	}
	sv.Style = css.String()
	return sv
}
