// Package geo draws the campaign map as land: each province is the Voronoi
// cell of its centroid among the centroids on the same island, clipped to
// that island's coastline. It needs nothing but the provinces' latitude and
// longitude, so a map a game master imports gets its shapes the same way as
// the default one. Standard library only, like the rest of campaign/.
package geo

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"sort"

	"sengoku/campaign"
)

// Island is one coastline outline in degrees (X longitude, Y latitude).
type Island struct {
	Name string
	Ring Ring
}

// Coast is the set of islands provinces may stand on.
type Coast []Island

//go:embed japan.json
var japanJSON []byte

// Japan is the coastline shipped with Sengoku (see README.md beside it:
// Natural Earth 1:10m land, public domain).
func Japan() (Coast, error) {
	var f struct {
		Islands []struct {
			Name string       `json:"name"`
			Ring [][2]float64 `json:"ring"`
		} `json:"islands"`
	}
	if err := json.Unmarshal(japanJSON, &f); err != nil {
		return nil, fmt.Errorf("geo: decode coastline: %w", err)
	}
	c := make(Coast, 0, len(f.Islands))
	for _, is := range f.Islands {
		r := make(Ring, len(is.Ring))
		for i, p := range is.Ring {
			r[i] = Point{p[0], p[1]}
		}
		c = append(c, Island{Name: is.Name, Ring: r})
	}
	return c, nil
}

// Shapes is the map drawn as land, in map units (x right, y down) inside a
// Width × Height frame.
type Shapes struct {
	Width, Height float64
	// Regions are each province's region, by id: its island's coast cut
	// by the Voronoi cells of that island's centroids.
	Regions map[int]Ring
	// Label is where a province's marker and name go: its centroid when
	// that lies inside its region, else the inside point farthest from the
	// region's edge.
	Label map[int]Point
	// Island names the island each province stands on ("" when it stands
	// on no island of the coast and its region is cut from open ground).
	Island map[int]string
	// Land are the islands in the frame that hold no province, drawn as
	// plain land.
	Land []Ring
	// Bridges lists, by province, the edges i (from point i to i+1) of its
	// region that are not border but the zero-width bridges a clip leaves
	// across the water between two pieces of one region: they add no area
	// but must not be stroked. The region ring starts after a bridge when
	// it has any.
	Bridges map[int][]int

	cells    map[int]Ring    // the unclipped Voronoi cells, for the tests
	centroid map[int]Point   // the projected centroids, for the tests
	outlines map[string]Ring // the islands that hold provinces, for the tests
}

// Frame padding and size: the longer side of the land is frameSize units.
const (
	frameSize = 1000.0
	framePad  = 30.0
	// reach is how far (degrees) a centroid may lie off an island's coast
	// and still be drawn on it.
	reach = 0.6
)

// Build computes the shapes of provs on coast. It is pure and costs a few
// milliseconds for the default map: callers compute it once per map.
func Build(provs []campaign.Province, coast Coast) *Shapes {
	pr := newProjection(provs)
	groups := assign(provs, coast)
	sh := &Shapes{Regions: map[int]Ring{}, Label: map[int]Point{}, Island: map[int]string{}, Bridges: map[int][]int{}, cells: map[int]Ring{}, centroid: map[int]Point{}, outlines: map[string]Ring{}}
	var used []Ring
	for _, g := range groups {
		outline := pr.ring(g.outline)
		used = append(used, outline)
		sh.outlines[g.name] = outline
		sh.cellsOf(g, pr, outline)
	}
	lo, hi := bounds(used)
	for i, is := range coast {
		if !groupsUse(groups, i) {
			r := pr.ring(is.Ring)
			if l, h := r.Bounds(); l.X < hi.X && h.X > lo.X && l.Y < hi.Y && h.Y > lo.Y {
				sh.Land = append(sh.Land, r)
			}
		}
	}
	sh.frame(lo, hi)
	return sh
}

// group is the provinces standing on one island (or, for provinces far
// from every island, on the open ground around them).
type group struct {
	island  int // index in the coast, -1 for open ground
	name    string
	outline Ring // in degrees
	provs   []campaign.Province
}

// assign puts each province on the island that contains its centroid, else
// on the nearest island within reach, else on open ground: a box around
// all such provinces.
func assign(provs []campaign.Province, coast Coast) []group {
	byIsland := map[int]*group{}
	var open []campaign.Province
	for _, p := range provs {
		c := Point{p.Lon, p.Lat}
		best, bestD := -1, reach
		for i, is := range coast {
			if is.Ring.Contains(c) {
				best = i
				break
			}
			if d := is.Ring.Distance(c); d < bestD {
				best, bestD = i, d
			}
		}
		if best < 0 {
			open = append(open, p)
			continue
		}
		g := byIsland[best]
		if g == nil {
			g = &group{island: best, name: coast[best].Name, outline: coast[best].Ring}
			byIsland[best] = g
		}
		g.provs = append(g.provs, p)
	}
	var out []group
	for _, g := range byIsland {
		out = append(out, *g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].island < out[j].island })
	if len(open) > 0 {
		out = append(out, group{island: -1, outline: openGround(open), provs: open})
	}
	return out
}

// openGround is a box half a degree around the centroids.
func openGround(provs []campaign.Province) Ring {
	lo, hi := Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}
	for _, p := range provs {
		lo.X, lo.Y = math.Min(lo.X, p.Lon), math.Min(lo.Y, p.Lat)
		hi.X, hi.Y = math.Max(hi.X, p.Lon), math.Max(hi.Y, p.Lat)
	}
	const m = 0.5
	return rect(Point{lo.X - m, lo.Y - m}, Point{hi.X + m, hi.Y + m})
}

func groupsUse(gs []group, island int) bool {
	for _, g := range gs {
		if g.island == island {
			return true
		}
	}
	return false
}

// cellsOf cuts the island's outline (projected) into its provinces'
// regions.
func (sh *Shapes) cellsOf(g group, pr projection, outline Ring) {
	sites := make([]Point, len(g.provs))
	for i, p := range g.provs {
		sites[i] = separate(sites[:i], pr.point(Point{p.Lon, p.Lat}))
	}
	lo, hi := outline.Bounds()
	for _, s := range sites {
		lo.X, lo.Y = math.Min(lo.X, s.X), math.Min(lo.Y, s.Y)
		hi.X, hi.Y = math.Max(hi.X, s.X), math.Max(hi.Y, s.Y)
	}
	box := rect(Point{lo.X - 1, lo.Y - 1}, Point{hi.X + 1, hi.Y + 1})
	for i, p := range g.provs {
		cell := voronoiCell(box, sites, i)
		region := clipConvex(outline, cell)
		if math.Abs(region.Area()) < 1e-9 {
			// The centroid lies off the coast and its cell holds no land:
			// the province is drawn as its cell cut to the island's box.
			region = cell
		}
		region, sh.Bridges[p.ID] = markBridges(region, cell, outline)
		sh.cells[p.ID] = cell
		sh.centroid[p.ID] = sites[i]
		sh.Regions[p.ID] = region
		sh.Island[p.ID] = g.name
		sh.Label[p.ID] = labelPoint(region, sites[i])
	}
}

// separate nudges a site that coincides with an earlier one (two provinces
// given the same centroid) so their cells stay apart.
func separate(earlier []Point, p Point) Point {
	for {
		clash := false
		for _, q := range earlier {
			if q == p {
				clash = true
				break
			}
		}
		if !clash {
			return p
		}
		p.X += 1e-4
	}
}

// markBridges finds the region's bridges: edges lying on an edge of its
// cell whose middle is in the water (off the island's outline); a real
// border between two provinces lies on a cell edge too, but over land. The
// ring is rotated to start right after its first bridge, so drawing it
// chain by chain needs no wrap-around.
func markBridges(region, cell, outline Ring) (Ring, []int) {
	n := len(region)
	bridge := func(i int) bool {
		a, b := region[i], region[(i+1)%n]
		mid := Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
		return onEdgeOf(cell, a, b) && !outline.Contains(mid)
	}
	first := -1
	for i := range n {
		if bridge(i) {
			first = i
			break
		}
	}
	if first < 0 {
		return region, nil
	}
	rot := append(append(Ring{}, region[first+1:]...), region[:first+1]...)
	var out []int
	for i := range n {
		if j := (first + 1 + i) % n; bridge(j) {
			out = append(out, i)
		}
	}
	return rot, out
}

// onEdgeOf reports whether segment a-b lies along one of convex ring c's
// edges.
func onEdgeOf(c Ring, a, b Point) bool {
	lo, hi := c.Bounds()
	eps := 1e-9 * math.Max(1, math.Max(hi.X-lo.X, hi.Y-lo.Y))
	for i := range c {
		p, q := c[i], c[(i+1)%len(c)]
		if segDist(a, p, q) < eps && segDist(b, p, q) < eps {
			return true
		}
	}
	return false
}
