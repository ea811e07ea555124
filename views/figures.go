package views

import (
	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/views/figure"
)

// The figures the pages share with the printed sheets live in
// views/figure; these names keep the templates and handlers reading them
// as the views' own.
type (
	MapView = figure.MapView
	MapNode = figure.MapNode
	MapArmy = figure.MapArmy
	MapEdge = figure.MapEdge
	QR      = figure.QR
)

// ClanColour is the fill of each clan on maps and charts (figure.ClanColour).
var ClanColour = figure.ClanColour

// NodeRadius is a province marker's radius in map units; QRQuiet the quiet
// zone around a QR code, in modules.
const (
	NodeRadius = figure.NodeRadius
	QRQuiet    = figure.QRQuiet
)

// NewMapView lays the state's provinces out on their shapes.
func NewMapView(id int64, st *campaign.State, sh *geo.Shapes) MapView {
	return figure.NewMapView(id, st, sh)
}

// OwnerColour is the fill of a province owned by c.
func OwnerColour(c campaign.Clan, kyoto bool) string { return figure.OwnerColour(c, kyoto) }

// NewQR encodes text (a join link) as a QR code.
func NewQR(text string) (QR, error) { return figure.NewQR(text) }

// num is x (already rounded to one decimal) in the fewest characters.
func num(x float64) string { return figure.Num(x) }

// f1 is x (already rounded to one decimal) in the fewest characters.
func f1(x float64) string { return num(x) }
