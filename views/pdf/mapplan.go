package pdf

import (
	"math"
	"sort"

	"github.com/jung-kurt/gofpdf"

	"sengoku/campaign/geo"
	"sengoku/views/figure"
)

// mapPlan is the printed map's layout model, in mm on the page: where each
// province's disc, signs and label go. Labels are placed so that none
// covers another label, a disc, a capital's ring, a fortress or a flag.
type mapPlan struct {
	Box   rect    // the map's frame
	Scale float64 // mm per map unit
	OX    float64 // page position of the map's origin
	OY    float64
	Rad   float64 // a disc's radius
	Nodes []mapNodePlan
	Edges [][4]float64 // x1, y1, x2, y2
	// Regions are the provinces' regions (the same rings as the SVG map's,
	// campaign/geo), by node; Land the islands with no province.
	Regions [][]gofpdf.PointType
	Land    [][]gofpdf.PointType
}

// mapNodePlan is one province on the printed map.
type mapNodePlan struct {
	X, Y float64 // the disc's centre
	// Reach is how far from the centre the province's drawing goes: the
	// disc, or the capital's ring.
	Reach float64
	// Marks are the boxes of the fortress and the army flags above the disc.
	Marks []rect
	Label string
	Size  float64 // the label's font size in points
	Text  rect    // the label's box
	// Overlap is the area the label still covers of other labels, discs
	// or marks (0 unless the map is too crowded anywhere to avoid it).
	Overlap float64
}

// Map label sizes: the normal one, shrinking in steps to the smallest
// still legible with its white halo.
var mapLabelSizes = []float64{4.2, 3.9, 3.6}

// mapLabelH is the height of a label's box at size.
func mapLabelH(size float64) float64 { return size * pt * 1.12 }

// planMap lays the map m out in r. Each label goes to the first free
// place around its province (below, above, right, left, then the corners,
// then a little farther out), crowded provinces first; when none is free
// at the normal size it tries smaller sizes, and as a last resort the
// place that covers least. The order and the choices are deterministic.
func (d *doc) planMap(r rect, m figure.MapView) mapPlan {
	p := mapPlan{Box: r}
	if m.Width <= 0 || m.Height <= 0 {
		return p
	}
	k := math.Min(r.W/m.Width, r.H/m.Height)
	p.Scale = k
	p.OX = r.X + (r.W-m.Width*k)/2
	p.OY = r.Y + (r.H-m.Height*k)/2
	px := func(x float64) float64 { return p.OX + x*k }
	py := func(y float64) float64 { return p.OY + y*k }
	rad := figure.NodeRadius * k
	p.Rad = rad
	for _, e := range m.Edges {
		p.Edges = append(p.Edges, [4]float64{px(e.X1), py(e.Y1), px(e.X2), py(e.Y2)})
	}
	onPage := func(r geo.Ring) []gofpdf.PointType {
		out := make([]gofpdf.PointType, len(r))
		for i, q := range r {
			out[i] = gofpdf.PointType{X: px(q.X), Y: py(q.Y)}
		}
		return out
	}
	for _, r := range m.Land {
		p.Land = append(p.Land, onPage(r))
	}
	for _, n := range m.Nodes {
		p.Regions = append(p.Regions, onPage(n.Region))
	}
	for _, n := range m.Nodes {
		np := mapNodePlan{X: px(n.X), Y: py(n.Y), Reach: rad, Label: n.Name}
		if n.Capital {
			np.Reach = (figure.NodeRadius + 5) * k
		}
		if n.Owner != "" {
			np.Label += " · " + string(n.Owner)[:1]
		}
		if n.Fortress {
			np.Marks = append(np.Marks, fortressBox(np.X, np.Y, rad))
		}
		for i := range n.Armies {
			np.Marks = append(np.Marks, flagBox(np.X, np.Y, rad, i))
		}
		p.Nodes = append(p.Nodes, np)
	}
	d.placeLabels(&p)
	return p
}

// fortressBox is the square of a fortress, at the disc's upper right.
func fortressBox(cx, cy, rad float64) rect {
	s := rad * 0.8
	return rect{cx + rad*0.45, cy - rad - s*0.35, s, s}
}

// flagBox is the box of the i-th army flag, at the disc's upper left.
func flagBox(cx, cy, rad float64, i int) rect {
	fx := cx - rad - 0.6 + float64(i)*rad*0.75
	fy := cy - rad - 0.6
	return rect{fx, fy - rad*0.6, rad * 0.9, rad * 1.5}
}

// labelSpots are the candidate boxes of a w × h label around a province
// whose drawing reaches reach from its centre, gap away from it, in order
// of preference.
func labelSpots(n mapNodePlan, w, h, gap float64) []rect {
	x, y, r := n.X, n.Y, n.Reach
	c := r * 0.62 // a corner spot starts level with the disc's diagonal
	return []rect{
		{x - w/2, y + r + gap, w, h},           // below
		{x - w/2, y - r - gap - h, w, h},       // above
		{x + r + gap, y - h/2, w, h},           // right
		{x - r - gap - w, y - h/2, w, h},       // left
		{x + c + gap*0.7, y + c, w, h},         // below right
		{x - c - gap*0.7 - w, y + c, w, h},     // below left
		{x + c + gap*0.7, y - c - h, w, h},     // above right
		{x - c - gap*0.7 - w, y - c - h, w, h}, // above left
		{x - w*0.2, y + r + gap, w, h},         // below, leaning right
		{x - w*0.8, y + r + gap, w, h},         // below, leaning left
		{x - w*0.2, y - r - gap - h, w, h},     // above, leaning right
		{x - w*0.8, y - r - gap - h, w, h},     // above, leaning left
		{x + r*0.9 + gap, y - h*1.1, w, h},     // right, raised
		{x + r*0.9 + gap, y + h*0.1, w, h},     // right, lowered
		{x - r*0.9 - gap - w, y - h*1.1, w, h}, // left, raised
		{x - r*0.9 - gap - w, y + h*0.1, w, h}, // left, lowered
	}
}

// labelSpot is a candidate place for a label.
type labelSpot struct {
	r    rect
	size float64
	// cost ranks the spots that cover nothing: preferred sides first, then
	// farther out, then smaller; fewer lines under the label; near its own
	// province rather than another.
	cost float64
	// fixed is how much the spot covers of the map's discs, rings, signs
	// and frame, which do not move.
	fixed float64
}

// Costs of a label's place (see labelSpot).
const (
	costGap      = 3   // per step farther from the disc
	costSize     = 12  // per step smaller
	costCrossing = 0.6 // per line under the label
	costNearer   = 4   // nearer another province than its own
)

// placeLabels places every label of p (see planMap): first greedily,
// crowded provinces first (they have the fewest free places), each label
// taking its cheapest spot that covers nothing placed so far; then, while
// it improves, each label in turn moves to its cheapest spot given all the
// others, where covering anything is worse than any free spot; and a
// label still covering something may push one label in its way to that
// label's next free spot. Every step is in a fixed order: the same map
// gives the same plan.
func (d *doc) placeLabels(p *mapPlan) {
	n := len(p.Nodes)
	order := crowdOrder(p)
	lp := &labelPlacer{spots: make([][]labelSpot, n), choice: make([]int, n)}
	reach := make([]rect, n) // the box around every spot of a label
	for i := range p.Nodes {
		lp.spots[i] = d.labelCandidates(p, i)
		reach[i] = lp.spots[i][0].r
		for _, s := range lp.spots[i] {
			reach[i] = union(reach[i], s.r)
		}
	}
	// Labels that can touch: the others' spots are only checked against
	// these.
	lp.neighbours = make([][]int, n)
	for i := range lp.neighbours {
		for j := range lp.neighbours {
			if i != j && overlapArea(reach[i].inset(-0.5), reach[j]) > 0 {
				lp.neighbours[i] = append(lp.neighbours[i], j)
			}
		}
	}
	for i := range lp.choice {
		lp.choice[i] = -1
	}
	for _, i := range order {
		lp.choice[i], _ = lp.bestFor(i)
	}
	for sweep := 0; sweep < 12; sweep++ {
		if !d.sweepLabels(lp, order) {
			break
		}
	}
	for i, c := range lp.choice {
		s := lp.spots[i][c]
		p.Nodes[i].Size, p.Nodes[i].Text = s.size, s.r
		p.Nodes[i].Overlap = s.fixed + lp.covers(i, s.r)
	}
}

// crowdOrder lists the provinces, the most crowded first (they have the
// fewest free places).
func crowdOrder(p *mapPlan) []int {
	n := len(p.Nodes)
	order := make([]int, n)
	crowd := make([]float64, n)
	near := 8 * p.Rad
	for i, a := range p.Nodes {
		order[i] = i
		for j, b := range p.Nodes {
			if i != j {
				crowd[i] += math.Max(0, near-math.Hypot(a.X-b.X, a.Y-b.Y))
			}
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return crowd[order[a]] > crowd[order[b]] })
	return order
}

// labelCandidates lists label i's spots, cheapest first: the first spot
// that covers nothing is the best.
func (d *doc) labelCandidates(p *mapPlan, i int) []labelSpot {
	nd := p.Nodes[i]
	inner := p.Box.inset(0.4)
	var spots []labelSpot
	for k, size := range mapLabelSizes {
		w, h := d.widthAt(nd.Label, size, false)+0.6, mapLabelH(size)
		for g, gap := range []float64{0.2, 1.1, 2.2, 3.3} {
			for pref, q := range labelSpots(nd, w, h, gap) {
				s := labelSpot{r: q, size: size, cost: float64(pref) + costGap*float64(g) + costSize*float64(k)}
				for _, o := range p.Nodes {
					s.fixed += circleRectArea(o.X, o.Y, o.Reach+0.25, q)
					for _, m := range o.Marks {
						s.fixed += overlapArea(q, m.inset(-0.2))
					}
				}
				s.fixed += q.W*q.H - overlapArea(q, inner)
				// The finer costs only rank spots that cover nothing.
				if s.fixed <= 1e-9 {
					s.cost += costCrossing * float64(p.crossings(q))
					if p.nearer(i, q) {
						s.cost += costNearer
					}
				}
				spots = append(spots, s)
			}
		}
	}
	sort.SliceStable(spots, func(a, b int) bool { return spots[a].cost < spots[b].cost })
	return spots
}

// labelPlacer holds every label's candidate spots, the labels each can
// touch, and the spot chosen for each (-1: none yet).
type labelPlacer struct {
	spots      [][]labelSpot
	neighbours [][]int
	choice     []int
}

// covers is how much of r is under the other labels placed.
func (lp *labelPlacer) covers(i int, r rect) float64 {
	a := 0.0
	for _, j := range lp.neighbours[i] {
		if c := lp.choice[j]; c >= 0 {
			a += overlapArea(r, lp.spots[j][c].r.inset(-0.3))
		}
	}
	return a
}

// bestFor is label i's best spot given the others, and what it covers.
func (lp *labelPlacer) bestFor(i int) (int, float64) {
	best, least := -1, math.Inf(1)
	for k, s := range lp.spots[i] {
		a := s.fixed
		if a < least {
			a += lp.covers(i, s.r)
		}
		if a <= 1e-9 {
			return k, 0
		}
		if a < least-1e-9 {
			best, least = k, a
		}
	}
	return best, least
}

// sweepLabels moves each label in turn to its best spot, or pushes a
// label in its way; it reports whether anything moved.
func (d *doc) sweepLabels(lp *labelPlacer, order []int) bool {
	moved := false
	for _, i := range order {
		cur := lp.spots[i][lp.choice[i]]
		curCover := cur.fixed + lp.covers(i, cur.r)
		k, cover := lp.bestFor(i)
		if k != lp.choice[i] && (cover < curCover-1e-9 || (cover <= curCover+1e-9 && lp.spots[i][k].cost < cur.cost-1e-9)) {
			lp.choice[i], moved = k, true
			continue
		}
		if curCover > 1e-9 && d.pushLabel(i, lp.spots, lp.choice, lp.neighbours, lp.covers) {
			moved = true
		}
	}
	return moved
}

// pushLabel tries to free a place for label i, which covers something:
// for each of its spots clear of the map (cheapest first) with exactly one
// label in the way, that label moves to its cheapest spot that then covers
// nothing. It reports whether it moved them.
func (d *doc) pushLabel(i int, spots [][]labelSpot, choice []int, neighbours [][]int, covers func(int, rect) float64) bool {
	for k, s := range spots[i] {
		if s.fixed > 1e-9 {
			continue
		}
		in := -1
		for _, j := range neighbours[i] {
			if overlapArea(s.r, spots[j][choice[j]].r.inset(-0.3)) > 0 {
				if in >= 0 {
					in = -2
					break
				}
				in = j
			}
		}
		if in < 0 {
			continue
		}
		old := choice[i]
		choice[i] = k
		for kj, sj := range spots[in] {
			if kj != choice[in] && sj.fixed <= 1e-9 && covers(in, sj.r) <= 1e-9 {
				choice[in] = kj
				return true
			}
		}
		choice[i] = old
	}
	return false
}

// union is the smallest box holding a and b.
func union(a, b rect) rect {
	x, y := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	return rect{x, y, math.Max(a.right(), b.right()) - x, math.Max(a.bottom(), b.bottom()) - y}
}

// nearer reports whether box q, seen as a whole (its centre), is nearer
// another province's disc than province i's own, so it could be read as
// that province's label.
func (p *mapPlan) nearer(i int, q rect) bool {
	x, y := q.X+q.W/2, q.Y+q.H/2
	own := math.Hypot(p.Nodes[i].X-x, p.Nodes[i].Y-y) - p.Nodes[i].Reach
	for j, n := range p.Nodes {
		if j != i && math.Abs(n.X-x) < own+n.Reach && math.Abs(n.Y-y) < own+n.Reach && math.Hypot(n.X-x, n.Y-y)-n.Reach < own-0.05 {
			return true
		}
	}
	return false
}

// crossings counts the map's lines that run through q.
func (p *mapPlan) crossings(q rect) int {
	n := 0
	for _, e := range p.Edges {
		if segmentHitsRect(e[0], e[1], e[2], e[3], q) {
			n++
		}
	}
	return n
}

// overlapArea is the area common to a and b.
func overlapArea(a, b rect) float64 {
	w := math.Min(a.right(), b.right()) - math.Max(a.X, b.X)
	h := math.Min(a.bottom(), b.bottom()) - math.Max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// circleRectArea is a measure of how much the circle at cx, cy of radius
// rad covers q: 0 when they do not meet, otherwise the depth of the
// nearest point of q inside the circle times q's height (enough to rank
// overlaps; exact areas are not needed).
func circleRectArea(cx, cy, rad float64, q rect) float64 {
	if cx+rad <= q.X || cx-rad >= q.right() || cy+rad <= q.Y || cy-rad >= q.bottom() {
		return 0
	}
	nx := math.Max(q.X, math.Min(cx, q.right()))
	ny := math.Max(q.Y, math.Min(cy, q.bottom()))
	dist := math.Hypot(cx-nx, cy-ny)
	if dist >= rad {
		return 0
	}
	return (rad - dist) * math.Max(q.H, 0.1)
}

// segmentHitsRect reports whether the segment from x1, y1 to x2, y2
// passes through q (Liang–Barsky clipping).
func segmentHitsRect(x1, y1, x2, y2 float64, q rect) bool {
	if math.Max(x1, x2) < q.X || math.Min(x1, x2) > q.right() || math.Max(y1, y2) < q.Y || math.Min(y1, y2) > q.bottom() {
		return false
	}
	t0, t1 := 0.0, 1.0
	dx, dy := x2-x1, y2-y1
	for _, c := range [4][2]float64{{-dx, x1 - q.X}, {dx, q.right() - x1}, {-dy, y1 - q.Y}, {dy, q.bottom() - y1}} {
		pp, qq := c[0], c[1]
		if pp == 0 {
			if qq < 0 {
				return false
			}
			continue
		}
		t := qq / pp
		if pp < 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
		if t0 > t1 {
			return false
		}
	}
	return true
}
