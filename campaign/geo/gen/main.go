// Command gen derives the outlines of the Japanese islands that the campaign
// map draws from the Natural Earth land polygons (1:10m) as published in the
// npm package world-atlas (TopoJSON). It runs once, by hand:
//
//	cd /tmp && npm pack world-atlas && tar xzf world-atlas-*.tgz
//	go run ./campaign/geo/gen -in /tmp/package/land-10m.json \
//	    -out campaign/geo/japan.json
//
// It keeps every land polygon that lies wholly inside Japan's box south of
// Hokkaido (no province of the 1560 map is there), drops islets smaller than
// -min square degrees, simplifies each outline (Douglas-Peucker, -tol degrees)
// and names the islands the provinces stand on. Only the standard library is
// used, so a developer needs nothing beyond Go.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"sort"
)

type topology struct {
	Transform *struct {
		Scale     [2]float64 `json:"scale"`
		Translate [2]float64 `json:"translate"`
	} `json:"transform"`
	Arcs    [][][2]float64 `json:"arcs"`
	Objects map[string]struct {
		Geometries []struct {
			Type string          `json:"type"`
			Arcs json.RawMessage `json:"arcs"`
		} `json:"geometries"`
	} `json:"objects"`
}

type pt = [2]float64 // lon, lat

// island is one outline of the output file.
type island struct {
	Name string `json:"name,omitempty"`
	Ring []pt   `json:"ring"`
}

type output struct {
	Source  string   `json:"source"`
	Licence string   `json:"licence"`
	Islands []island `json:"islands"`
}

// box is Japan south of Hokkaido: Tsushima to the tip of Mutsu, Yakushima
// to Sado.
var box = struct{ minLon, maxLon, minLat, maxLat float64 }{128.5, 142.5, 30.0, 41.6}

// names are points known to lie on the named islands.
var names = []struct {
	name     string
	lon, lat float64
}{
	{"Honshu", 138.0, 36.0}, {"Kyushu", 131.0, 32.5}, {"Shikoku", 133.5, 33.7},
	{"Sado", 138.4, 38.05}, {"Awaji", 134.83, 34.4}, {"Tsushima", 129.3, 34.45},
	{"Oki", 133.3, 36.25}, {"Iki", 129.72, 33.78}, {"Tanegashima", 130.98, 30.6},
	{"Yakushima", 130.52, 30.35}, {"Amakusa", 130.2, 32.35},
}

func main() {
	in := flag.String("in", "land-10m.json", "world-atlas land TopoJSON")
	out := flag.String("out", "japan.json", "output file")
	minArea := flag.Float64("min", 0.01, "smallest island kept, in square degrees")
	tol := flag.Float64("tol", 0.045, "simplification tolerance, in degrees")
	flag.Parse()
	if err := run(*in, *out, *minArea, *tol); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(in, out string, minArea, tol float64) error {
	raw, err := os.ReadFile(in)
	if err != nil {
		return fmt.Errorf("read topology: %w", err)
	}
	var topo topology
	if err := json.Unmarshal(raw, &topo); err != nil {
		return fmt.Errorf("decode topology: %w", err)
	}
	arcs := decodeArcs(topo)
	var islands []island
	for _, obj := range topo.Objects {
		for _, g := range obj.Geometries {
			rings, err := outerRings(g.Type, g.Arcs, arcs)
			if err != nil {
				return err
			}
			for _, r := range rings {
				if inBox(r) && math.Abs(area(r)) >= minArea {
					islands = append(islands, island{Name: nameOf(r), Ring: round3(simplify(r, tol))})
				}
			}
		}
	}
	sort.Slice(islands, func(i, j int) bool { return math.Abs(area(islands[i].Ring)) > math.Abs(area(islands[j].Ring)) })
	o := output{
		Source:  "Natural Earth 1:10m land (naturalearthdata.com) via npm world-atlas 2.0.2 land-10m.json",
		Licence: "Natural Earth: public domain. world-atlas packaging: ISC.",
		Islands: islands,
	}
	b, err := json.Marshal(o)
	if err != nil {
		return fmt.Errorf("encode: %w", err)
	}
	return os.WriteFile(out, append(b, '\n'), 0o644)
}

// decodeArcs undoes TopoJSON's quantisation and delta encoding.
func decodeArcs(t topology) [][]pt {
	out := make([][]pt, len(t.Arcs))
	for i, a := range t.Arcs {
		var x, y float64
		for _, p := range a {
			if t.Transform == nil {
				out[i] = append(out[i], pt{p[0], p[1]})
				continue
			}
			x, y = x+p[0], y+p[1]
			out[i] = append(out[i], pt{x*t.Transform.Scale[0] + t.Transform.Translate[0], y*t.Transform.Scale[1] + t.Transform.Translate[1]})
		}
	}
	return out
}

// outerRings returns the outer ring of each polygon of a geometry (the
// islands have no lakes worth drawing at this scale).
func outerRings(typ string, raw json.RawMessage, arcs [][]pt) ([][]pt, error) {
	var polys [][][]int
	switch typ {
	case "Polygon":
		var p [][]int
		if err := json.Unmarshal(raw, &p); err != nil {
			return nil, fmt.Errorf("polygon arcs: %w", err)
		}
		polys = [][][]int{p}
	case "MultiPolygon":
		if err := json.Unmarshal(raw, &polys); err != nil {
			return nil, fmt.Errorf("multipolygon arcs: %w", err)
		}
	default:
		return nil, nil
	}
	var rings [][]pt
	for _, p := range polys {
		if len(p) > 0 {
			rings = append(rings, stitch(p[0], arcs))
		}
	}
	return rings, nil
}

// stitch joins a ring's arcs; a negative index ~i is arc i reversed.
func stitch(idx []int, arcs [][]pt) []pt {
	var r []pt
	for _, i := range idx {
		a := arcs[max(i, ^i)]
		if i < 0 {
			rev := make([]pt, len(a))
			for k := range a {
				rev[k] = a[len(a)-1-k]
			}
			a = rev
		}
		if len(r) > 0 {
			a = a[1:] // shared with the previous arc's last point
		}
		r = append(r, a...)
	}
	if len(r) > 1 && r[0] == r[len(r)-1] {
		r = r[:len(r)-1]
	}
	return r
}

func inBox(r []pt) bool {
	for _, p := range r {
		if p[0] < box.minLon || p[0] > box.maxLon || p[1] < box.minLat || p[1] > box.maxLat {
			return false
		}
	}
	return true
}

func nameOf(r []pt) string {
	for _, n := range names {
		if contains(r, pt{n.lon, n.lat}) {
			return n.name
		}
	}
	return ""
}

// area is the ring's signed area (shoelace).
func area(r []pt) float64 {
	s := 0.0
	for i := range r {
		j := (i + 1) % len(r)
		s += r[i][0]*r[j][1] - r[j][0]*r[i][1]
	}
	return s / 2
}

func contains(r []pt, p pt) bool {
	in := false
	for i, j := 0, len(r)-1; i < len(r); j, i = i, i+1 {
		a, b := r[i], r[j]
		if (a[1] > p[1]) != (b[1] > p[1]) && p[0] < (b[0]-a[0])*(p[1]-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}

// simplify is Douglas-Peucker on a closed ring, split at its first point and
// the point farthest from it.
func simplify(r []pt, tol float64) []pt {
	far := 0
	for i := range r {
		if dist(r[i], r[0]) > dist(r[far], r[0]) {
			far = i
		}
	}
	a := dp(r[:far+1], tol)
	b := dp(append(append([]pt{}, r[far:]...), r[0]), tol)
	return append(a[:len(a)-1], b[:len(b)-1]...)
}

func dp(line []pt, tol float64) []pt {
	if len(line) < 3 {
		return line
	}
	first, last := line[0], line[len(line)-1]
	idx, dmax := 0, 0.0
	for i := 1; i < len(line)-1; i++ {
		if d := segDist(line[i], first, last); d > dmax {
			idx, dmax = i, d
		}
	}
	if dmax <= tol {
		return []pt{first, last}
	}
	left := dp(line[:idx+1], tol)
	right := dp(line[idx:], tol)
	return append(left[:len(left)-1], right...)
}

func dist(a, b pt) float64 { return math.Hypot(a[0]-b[0], a[1]-b[1]) }

func segDist(p, a, b pt) float64 {
	dx, dy := b[0]-a[0], b[1]-a[1]
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return dist(p, a)
	}
	t := math.Max(0, math.Min(1, ((p[0]-a[0])*dx+(p[1]-a[1])*dy)/l2))
	return dist(p, pt{a[0] + t*dx, a[1] + t*dy})
}

func round3(r []pt) []pt {
	out := make([]pt, 0, len(r))
	for _, p := range r {
		q := pt{math.Round(p[0]*1000) / 1000, math.Round(p[1]*1000) / 1000}
		if len(out) == 0 || out[len(out)-1] != q {
			out = append(out, q)
		}
	}
	return out
}
