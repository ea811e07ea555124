package views

import (
	"math"
	"strconv"
	"strings"

	"sengoku/campaign"
)

// ClanColour is the fill of each clan on maps and charts; neutral is grey
// and Kyoto gold. Colours were picked to stay apart for colour-blind eyes
// and in black-and-white print (with the clan initial on each province).
var ClanColour = map[campaign.Clan]string{
	campaign.Hojo:    "#2f6fb0",
	campaign.Uesugi:  "#7a4fa3",
	campaign.Takeda:  "#c0392b",
	campaign.Imagawa: "#2e8b57",
	campaign.Mori:    "#e08e0b",
	campaign.Shimazu: "#4a4a4a",
}

const (
	neutralColour = "#d9d4c7"
	kyotoColour   = "#d4af37"
)

// MapNode is one province drawn on the map.
type MapNode struct {
	ID       int
	Name     string
	Kanji    string
	X, Y     float64
	Fill     string
	Owner    campaign.Clan
	Kyoto    bool
	Capital  bool
	Fortress bool
	Armies   []MapArmy
}

// MapArmy is an army standing in a province.
type MapArmy struct {
	Clan     campaign.Clan
	Elements int
	Colour   string
}

// MapEdge is an adjacency drawn between two centroids.
type MapEdge struct {
	X1, Y1, X2, Y2 float64
	Strait         bool
}

// MapView is everything the SVG map (and the printed map) draws, in map
// units: a viewBox of Width × Height.
type MapView struct {
	CampaignID    int64
	Width, Height float64
	Nodes         []MapNode
	Edges         []MapEdge
	// Claim is the active Shogunate claim written under Kyoto ("Takeda
	// 1/3"), "" when nobody has proclaimed (§7).
	Claim    string
	Selected int
}

// NodeRadius is a province marker's radius in map units.
const NodeRadius = 16

// NewMapView projects the provinces' centroids (equirectangular, scaled by
// the cosine of the mean latitude so distances look right at Japan's
// latitude) into a 1000-unit-wide map.
func NewMapView(id int64, st *campaign.State) MapView {
	m := st.Map
	v := MapView{CampaignID: id}
	if len(m.Provinces) == 0 {
		v.Width, v.Height = 100, 100
		return v
	}
	minLat, maxLat := math.Inf(1), math.Inf(-1)
	minLon, maxLon := math.Inf(1), math.Inf(-1)
	for _, p := range m.Provinces {
		minLat, maxLat = math.Min(minLat, p.Lat), math.Max(maxLat, p.Lat)
		minLon, maxLon = math.Min(minLon, p.Lon), math.Max(maxLon, p.Lon)
	}
	k := math.Cos((minLat + maxLat) / 2 * math.Pi / 180)
	spanX := math.Max((maxLon-minLon)*k, 1e-6)
	spanY := math.Max(maxLat-minLat, 1e-6)
	const inner, pad = 1000.0, 40.0
	scale := inner / math.Max(spanX, spanY)
	v.Width = spanX*scale + 2*pad
	v.Height = spanY*scale + 2*pad
	pos := make(map[int][2]float64, len(m.Provinces))
	for _, p := range m.Provinces {
		x := pad + (p.Lon-minLon)*k*scale
		y := pad + (maxLat-p.Lat)*scale
		pos[p.ID] = [2]float64{round1(x), round1(y)}
	}
	armies := map[int][]MapArmy{}
	capitals := map[int]bool{}
	for _, c := range st.Clans {
		if c.Status == campaign.Active || c.Status == campaign.NeutralClan {
			capitals[c.Capital] = true
		}
		if c.Status == campaign.Active && c.Army.Location != 0 {
			armies[c.Army.Location] = append(armies[c.Army.Location], MapArmy{Clan: c.Clan, Elements: c.Army.Size(), Colour: ClanColour[c.Clan]})
		}
	}
	for _, e := range m.Edges {
		a, okA := pos[e.A]
		b, okB := pos[e.B]
		if !okA || !okB {
			continue
		}
		v.Edges = append(v.Edges, MapEdge{X1: a[0], Y1: a[1], X2: b[0], Y2: b[1], Strait: e.Kind == campaign.Strait})
	}
	for _, p := range m.Provinces {
		owner := st.Owner(p.ID)
		n := MapNode{ID: p.ID, Name: p.Name, Kanji: p.Kanji, X: pos[p.ID][0], Y: pos[p.ID][1], Owner: owner,
			Kyoto: p.Kyoto(), Capital: capitals[p.ID], Armies: armies[p.ID], Fill: OwnerColour(owner, p.Kyoto())}
		if p.ID <= len(st.Provinces) {
			n.Fortress = st.Provinces[p.ID-1].Fortress
		}
		v.Nodes = append(v.Nodes, n)
	}
	if sh := st.Shogunate; sh != nil && st.Phase != campaign.PhaseEnded {
		v.Claim = string(sh.Claimant) + " " + strconv.Itoa(sh.Counter) + "/" + strconv.Itoa(st.Options.ShogunateTurns)
	}
	return v
}

// OwnerColour is the fill of a province owned by c.
func OwnerColour(c campaign.Clan, kyoto bool) string {
	if col, ok := ClanColour[c]; ok {
		return col
	}
	if kyoto {
		return kyotoColour
	}
	return neutralColour
}

// ViewBox is the SVG viewBox attribute.
func (v MapView) ViewBox() string {
	return "0 0 " + f1(v.Width) + " " + f1(v.Height)
}

// LabelColour is a readable text colour on fill.
func LabelColour(fill string) string {
	if fill == neutralColour || fill == kyotoColour || fill == ClanColour[campaign.Mori] {
		return "#1b1b1b"
	}
	return "#ffffff"
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }

func f1(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }

func itoa(i int) string { return strconv.Itoa(i) }

// ClanClass is the CSS class carrying a clan's colour (static/css/app.css
// defines one per ClanColour entry, so no page needs an inline style).
func ClanClass(c campaign.Clan) string {
	if _, ok := ClanColour[c]; !ok {
		return "clan-none"
	}
	return "clan-" + strings.ToLower(string(c))
}

// OwnerClass is the CSS class of a province owned by c: its clan's colour,
// else Kyoto's gold or the neutral grey.
func OwnerClass(c campaign.Clan, kyoto bool) string {
	if _, ok := ClanColour[c]; !ok && kyoto {
		return "kyoto"
	}
	return ClanClass(c)
}
