package geo

import "math"

// Point is a position in map units (x right, y down) or, before
// projection, in degrees (x longitude, y latitude).
type Point struct{ X, Y float64 }

// Ring is a closed polygon outline; the last point joins the first.
type Ring []Point

// Area is the ring's signed area (shoelace); positive when the ring turns
// anticlockwise in a y-up frame.
func (r Ring) Area() float64 {
	s := 0.0
	for i := range r {
		j := (i + 1) % len(r)
		s += r[i].X*r[j].Y - r[j].X*r[i].Y
	}
	return s / 2
}

// Contains reports whether p is inside r (even-odd rule, so the zero-width
// bridges a clip may leave cancel out).
func (r Ring) Contains(p Point) bool {
	in := false
	for i, j := 0, len(r)-1; i < len(r); j, i = i, i+1 {
		a, b := r[i], r[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}

// Distance is how far p lies from r's outline.
func (r Ring) Distance(p Point) float64 {
	d := math.Inf(1)
	for i := range r {
		d = math.Min(d, segDist(p, r[i], r[(i+1)%len(r)]))
	}
	return d
}

// Bounds is r's bounding box.
func (r Ring) Bounds() (lo, hi Point) {
	lo, hi = Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}
	for _, p := range r {
		lo.X, lo.Y = math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)
		hi.X, hi.Y = math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)
	}
	return lo, hi
}

func segDist(p, a, b Point) float64 {
	dx, dy := b.X-a.X, b.Y-a.Y
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return math.Hypot(p.X-a.X, p.Y-a.Y)
	}
	t := math.Max(0, math.Min(1, ((p.X-a.X)*dx+(p.Y-a.Y)*dy)/l2))
	return math.Hypot(p.X-a.X-t*dx, p.Y-a.Y-t*dy)
}

// halfPlane keeps the points p with (p - Origin) · Normal <= 0.
type halfPlane struct{ Origin, Normal Point }

func (h halfPlane) side(p Point) float64 {
	return (p.X-h.Origin.X)*h.Normal.X + (p.Y-h.Origin.Y)*h.Normal.Y
}

// clipHalf is one Sutherland–Hodgman step: the part of subject inside h.
// The subject may be concave; the result then keeps it as one ring, joined
// along h's line by zero-width bridges that add no area.
func clipHalf(subject Ring, h halfPlane) Ring {
	var out Ring
	for i := range subject {
		cur, prev := subject[i], subject[(i+len(subject)-1)%len(subject)]
		sc, sp := h.side(cur), h.side(prev)
		if (sc <= 0) != (sp <= 0) {
			t := sp / (sp - sc)
			out = append(out, Point{prev.X + t*(cur.X-prev.X), prev.Y + t*(cur.Y-prev.Y)})
		}
		if sc <= 0 {
			out = append(out, cur)
		}
	}
	return out
}

// clipConvex is the part of subject (any simple ring) inside the convex
// ring window: Sutherland–Hodgman with the convex polygon as the clip
// window, which is the case the algorithm handles exactly.
func clipConvex(subject, window Ring) Ring {
	if window.Area() < 0 {
		window = reversed(window)
	}
	out := subject
	for i := range window {
		a, b := window[i], window[(i+1)%len(window)]
		// Inside an anticlockwise ring (y up) is to the left of a→b: the
		// outward normal is (dy, -dx).
		out = clipHalf(out, halfPlane{Origin: a, Normal: Point{b.Y - a.Y, a.X - b.X}})
		if len(out) == 0 {
			return nil
		}
	}
	return out
}

func reversed(r Ring) Ring {
	out := make(Ring, len(r))
	for i, p := range r {
		out[len(r)-1-i] = p
	}
	return out
}

// voronoiCell is the part of box nearer to sites[i] than to any other site
// (half-plane intersection: O(n) clips per cell, fine for a few hundred
// provinces).
func voronoiCell(box Ring, sites []Point, i int) Ring {
	cell := box
	s := sites[i]
	for j, t := range sites {
		if j == i || t == s {
			continue
		}
		mid := Point{(s.X + t.X) / 2, (s.Y + t.Y) / 2}
		cell = clipHalf(cell, halfPlane{Origin: mid, Normal: Point{t.X - s.X, t.Y - s.Y}})
		if len(cell) == 0 {
			return nil
		}
	}
	return cell
}

func rect(lo, hi Point) Ring {
	return Ring{{lo.X, lo.Y}, {hi.X, lo.Y}, {hi.X, hi.Y}, {lo.X, hi.Y}}
}
