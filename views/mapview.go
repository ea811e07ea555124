package views

import (
	"math"
	"strconv"
	"strings"

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

const (
	neutralColour = "#d9d4c7"
	kyotoColour   = "#d4af37"
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
// clan the viewer plays or, for the GM, for any army. Other viewers get no
// lines: where another clan may go is its own business.
func (v *MapView) SelectArmy(st *campaign.State, pid int, viewer Viewer) {
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
		if c.Status != campaign.Active || c.Army.Location != pid || !(viewer.GM || viewer.Clan == c.Clan) {
			continue
		}
		for _, d := range st.Destinations(c.Clan) {
			if to, ok := at[d.Province]; ok && d.Legal {
				v.Moves = append(v.Moves, MapEdge{X1: from[0], Y1: from[1], X2: to[0], Y2: to[1], Strait: st.Map.EdgeKind(pid, d.Province) == campaign.Strait})
			}
		}
	}
}

// PathD is an SVG path for ring r, in whole map units: the first point
// absolute, the others relative (shorter numbers: the map is the page's
// largest part). Each step is taken between rounded points, so rounding
// never accumulates.
func PathD(r geo.Ring) string { return RegionD(r, nil) }

// RegionD is PathD for a region whose edges listed in bridges (see
// geo.Shapes.Bridges) are jumped over rather than drawn: its pieces become
// open subpaths, which SVG fills as if closed (their closing sides run
// along the borders the neighbours stroke) and strokes without the bridges.
func RegionD(r geo.Ring, bridges []int) string {
	if len(r) == 0 {
		return ""
	}
	jump := make(map[int]bool, len(bridges))
	for _, i := range bridges {
		jump[i+1] = true // the point after a bridge is moved to
	}
	var b strings.Builder
	b.Grow(len(r) * 9)
	b.WriteByte('M')
	px, py := roundPath(r[0].X), roundPath(r[0].Y)
	b.WriteString(num(px) + " " + num(py))
	pending, first := false, true
	for j, p := range r[1:] {
		pending = pending || jump[j+1]
		x, y := roundPath(p.X), roundPath(p.Y)
		if x == px && y == py {
			continue
		}
		switch {
		case pending:
			b.WriteByte('m') // later pairs are relative lines again
		case first:
			b.WriteByte('l')
		}
		pending, first = false, false
		for _, d := range []float64{x - px, y - py} {
			s := num(d)
			// A minus sign separates numbers by itself.
			if last := b.String()[b.Len()-1]; s[0] != '-' && last != 'l' && last != 'm' {
				b.WriteByte(' ')
			}
			b.WriteString(s)
		}
		px, py = x, y
	}
	if len(bridges) == 0 {
		b.WriteByte('Z')
	}
	return b.String()
}

// LinesD is one SVG path drawing each edge as a segment (a path is far
// shorter than a <line> element per edge).
func LinesD(es []MapEdge, strait bool) string {
	var b strings.Builder
	for _, e := range es {
		if e.Strait == strait {
			b.WriteString("M" + f1(e.X1) + " " + f1(e.Y1) + "L" + f1(e.X2) + " " + f1(e.Y2))
		}
	}
	return b.String()
}

// num is x (already rounded to one decimal) in the fewest characters.
func num(x float64) string {
	s := strconv.FormatFloat(math.Round(x*10)/10, 'f', -1, 64)
	if s == "-0" {
		return "0"
	}
	return s
}

// MapFrame is the viewBox ("x y w h") around the regions of the provinces
// clan owns, with a margin, for a phone to open on; "" when it owns none.
// It reads the shapes directly: the map page calls it on every request.
func MapFrame(st *campaign.State, sh *geo.Shapes, clan campaign.Clan) string {
	lo, hi := geo.Point{X: math.Inf(1), Y: math.Inf(1)}, geo.Point{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, p := range st.Map.Provinces {
		if clan == "" || st.Owner(p.ID) != clan {
			continue
		}
		l, h := sh.Regions[p.ID].Bounds()
		lo.X, lo.Y = math.Min(lo.X, l.X), math.Min(lo.Y, l.Y)
		hi.X, hi.Y = math.Max(hi.X, h.X), math.Max(hi.Y, h.Y)
	}
	if math.IsInf(lo.X, 0) {
		return ""
	}
	const margin = 40
	lo.X, lo.Y = math.Max(0, lo.X-margin), math.Max(0, lo.Y-margin)
	hi.X, hi.Y = math.Min(sh.Width, hi.X+margin), math.Min(sh.Height, hi.Y+margin)
	return f1(lo.X) + " " + f1(lo.Y) + " " + f1(hi.X-lo.X) + " " + f1(hi.Y-lo.Y)
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

// roundPath rounds a region's outline to whole map units: a thousandth of
// the map's width, under a pixel on a laptop showing all of Japan and
// about three at a phone's closest zoom, and the outlines are the page's
// largest part (a quarter fewer bytes on the wire than tenths).
func roundPath(x float64) float64 { return math.Round(x) }

func f1(x float64) string { return num(x) }

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
