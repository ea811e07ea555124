package figure

import (
	"math"
	"strconv"

	"sengoku/campaign"
	"sengoku/campaign/geo"
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

// NeutralColour and KyotoColour fill a province no clan owns.
const (
	NeutralColour = "#d9d4c7"
	KyotoColour   = "#d4af37"
)

// MapNode is one province drawn on the map.
type MapNode struct {
	ID       int
	Name     string
	Kanji    string
	X, Y     float64 // the marker's place, inside the region
	Fill     string
	Owner    campaign.Clan
	Kyoto    bool
	Capital  bool
	Fortress bool
	Armies   []MapArmy
	// Region is the province's land (see campaign/geo), in map units;
	// Bridges its edges that cross water (geo.Shapes.Bridges).
	Region  geo.Ring
	Bridges []int
}

// MapArmy is an army standing in a province.
type MapArmy struct {
	Clan     campaign.Clan
	Elements int
	Colour   string
}

// MapEdge is an adjacency drawn between two markers.
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
	// Land are islands that hold no province, drawn as plain land.
	Land []geo.Ring
	// Claim is the active Shogunate claim written under Kyoto ("Takeda
	// 1/3"), "" when nobody has proclaimed (§7).
	Claim    string
	Selected int
	// Moves are the lines from the selected army to its legal
	// destinations (§8.1), drawn over the map for its own clan or the GM.
	Moves []MapEdge
}

// NodeRadius is a province marker's radius in map units.
const NodeRadius = 9

// NewMapView lays the state's provinces out on their shapes (computed once
// per map by geo.Build; sh must come from st.Map).
func NewMapView(id int64, st *campaign.State, sh *geo.Shapes) MapView {
	m := st.Map
	v := MapView{CampaignID: id, Width: sh.Width, Height: sh.Height, Land: sh.Land}
	if len(m.Provinces) == 0 {
		return v
	}
	pos := make(map[int][2]float64, len(m.Provinces))
	for _, p := range m.Provinces {
		l := sh.Label[p.ID]
		pos[p.ID] = [2]float64{math.Round(l.X), math.Round(l.Y)} // whole units, as the outlines
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
			Kyoto: p.Kyoto(), Capital: capitals[p.ID], Armies: armies[p.ID], Fill: OwnerColour(owner, p.Kyoto()), Region: sh.Regions[p.ID], Bridges: sh.Bridges[p.ID]}
		if p.ID <= len(st.Provinces) {
			n.Fortress = st.Provinces[p.ID-1].Fortress
		}
		v.Nodes = append(v.Nodes, n)
	}
	if shg := st.Shogunate; shg != nil && st.Phase != campaign.PhaseEnded {
		v.Claim = string(shg.Claimant) + " " + strconv.Itoa(shg.Counter) + "/" + strconv.Itoa(st.Options.ShogunateTurns)
	}
	return v
}

// SelectArmy draws lines from province pid to every legal destination of
// the army standing there (§8.1, campaign.State.Destinations), for the
// clan the viewer plays or, for the GM (gm), for any army. Other viewers get no
// lines: where another clan may go is its own business.
func (v *MapView) SelectArmy(st *campaign.State, pid int, gm bool, clan campaign.Clan) {
	v.Selected = pid
	at := map[int][2]float64{}
	for _, n := range v.Nodes {
		at[n.ID] = [2]float64{n.X, n.Y}
	}
	from, ok := at[pid]
	if !ok {
		return
	}
	for _, c := range st.Clans {
		if c.Status != campaign.Active || c.Army.Location != pid || !(gm || clan == c.Clan) {
			continue
		}
		for _, d := range st.Destinations(c.Clan) {
			if to, ok := at[d.Province]; ok && d.Legal {
				v.Moves = append(v.Moves, MapEdge{X1: from[0], Y1: from[1], X2: to[0], Y2: to[1], Strait: st.Map.EdgeKind(pid, d.Province) == campaign.Strait})
			}
		}
	}
}

// Num is x (already rounded to one decimal) in the fewest characters.
func Num(x float64) string {
	s := strconv.FormatFloat(math.Round(x*10)/10, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// OwnerColour is the fill of a province owned by c.
func OwnerColour(c campaign.Clan, kyoto bool) string {
	if col, ok := ClanColour[c]; ok {
		return col
	}
	if kyoto {
		return KyotoColour
	}
	return NeutralColour
}

// ViewBox is the SVG viewBox attribute.
func (v MapView) ViewBox() string {
	return "0 0 " + Num(v.Width) + " " + Num(v.Height)
}
