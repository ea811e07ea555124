package geo

import "math"

// labelPoint is where a region's marker goes: the centroid when it lies
// inside the region and not hard against its edge, else the point of a
// 24 × 24 grid over the region farthest inside it (a cheap pole of
// inaccessibility: markers then sit on land, not on the coast).
func labelPoint(region Ring, centroid Point) Point {
	lo, hi := region.Bounds()
	size := math.Max(hi.X-lo.X, hi.Y-lo.Y)
	if region.Contains(centroid) && region.Distance(centroid) > size*0.08 {
		return centroid
	}
	best, bestD := centroid, -1.0
	if region.Contains(centroid) {
		bestD = region.Distance(centroid)
	}
	const n = 24
	for i := 0; i <= n; i++ {
		for j := 0; j <= n; j++ {
			p := Point{lo.X + (hi.X-lo.X)*float64(i)/n, lo.Y + (hi.Y-lo.Y)*float64(j)/n}
			if !region.Contains(p) {
				continue
			}
			// Prefer points near the centroid among those well inside.
			d := region.Distance(p) - 0.15*math.Hypot(p.X-centroid.X, p.Y-centroid.Y)
			if d > bestD {
				best, bestD = p, d
			}
		}
	}
	return best
}
