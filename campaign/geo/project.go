package geo

import (
	"math"

	"sengoku/campaign"
)

// projection is equirectangular with longitudes scaled by the cosine of the
// provinces' middle latitude, so shapes look right at Japan's latitude; y
// grows southwards. It works in degree-sized planar units; frame() scales
// them to map units at the end.
type projection struct{ k float64 }

func newProjection(provs []campaign.Province) projection {
	if len(provs) == 0 {
		return projection{k: 1}
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range provs {
		lo, hi = math.Min(lo, p.Lat), math.Max(hi, p.Lat)
	}
	k := math.Cos((lo + hi) / 2 * math.Pi / 180)
	if k < 0.1 || math.IsNaN(k) { // near the poles or junk: keep shapes finite
		k = 0.1
	}
	return projection{k: k}
}

func (pr projection) point(p Point) Point { return Point{p.X * pr.k, -p.Y} }

func (pr projection) ring(r Ring) Ring {
	out := make(Ring, len(r))
	for i, p := range r {
		out[i] = pr.point(p)
	}
	return out
}

func bounds(rs []Ring) (lo, hi Point) {
	lo, hi = Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}
	for _, r := range rs {
		l, h := r.Bounds()
		lo.X, lo.Y = math.Min(lo.X, l.X), math.Min(lo.Y, l.Y)
		hi.X, hi.Y = math.Max(hi.X, h.X), math.Max(hi.Y, h.Y)
	}
	return lo, hi
}

// frame moves and scales everything so the land used by provinces spans
// frameSize units on its longer side, framePad from the edges.
func (sh *Shapes) frame(lo, hi Point) {
	if math.IsInf(lo.X, 0) {
		sh.Width, sh.Height = 100, 100
		return
	}
	span := math.Max(math.Max(hi.X-lo.X, hi.Y-lo.Y), 1e-6)
	s := frameSize / span
	f := func(p Point) Point { return Point{framePad + (p.X-lo.X)*s, framePad + (p.Y-lo.Y)*s} }
	fr := func(r Ring) Ring {
		out := make(Ring, len(r))
		for i, p := range r {
			out[i] = f(p)
		}
		return out
	}
	sh.Width = (hi.X-lo.X)*s + 2*framePad
	sh.Height = (hi.Y-lo.Y)*s + 2*framePad
	for id, r := range sh.Regions {
		sh.Regions[id] = fr(r)
		sh.cells[id] = fr(sh.cells[id])
		sh.Label[id] = f(sh.Label[id])
		sh.centroid[id] = f(sh.centroid[id])
	}
	for n, r := range sh.outlines {
		sh.outlines[n] = fr(r)
	}
	for i, r := range sh.Land {
		sh.Land[i] = fr(r)
	}
}
