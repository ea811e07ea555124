package campaign

import (
	"math"
	"strconv"
	"strings"

	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/views"
	"sengoku/views/figure"
)

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
	b.WriteString(figure.Num(px) + " " + figure.Num(py))
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
			s := figure.Num(d)
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
func LinesD(es []views.MapEdge, strait bool) string {
	var b strings.Builder
	for _, e := range es {
		if e.Strait == strait {
			b.WriteString("M" + figure.Num(e.X1) + " " + figure.Num(e.Y1) + "L" + figure.Num(e.X2) + " " + figure.Num(e.Y2))
		}
	}
	return b.String()
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
	return figure.Num(lo.X) + " " + figure.Num(lo.Y) + " " + figure.Num(hi.X-lo.X) + " " + figure.Num(hi.Y-lo.Y)
}

// LabelColour is a readable text colour on fill.
func LabelColour(fill string) string {
	if fill == figure.NeutralColour || fill == figure.KyotoColour || fill == views.ClanColour[campaign.Mori] {
		return "#1b1b1b"
	}
	return "#ffffff"
}

// roundPath rounds a region's outline to whole map units: a thousandth of
// the map's width, under a pixel on a laptop showing all of Japan and
// about three at a phone's closest zoom, and the outlines are the page's
// largest part (a quarter fewer bytes on the wire than tenths).
func roundPath(x float64) float64 { return math.Round(x) }

func itoa(i int) string { return strconv.Itoa(i) }

// ClanClass is the CSS class carrying a clan's colour (static/css/app.css
// defines one per views.ClanColour entry, so no page needs an inline style).
func ClanClass(c campaign.Clan) string {
	if _, ok := views.ClanColour[c]; !ok {
		return "clan-none"
	}
	return "clan-" + strings.ToLower(string(c))
}

// OwnerClass is the CSS class of a province owned by c: its clan's colour,
// else Kyoto's gold or the neutral grey.
func OwnerClass(c campaign.Clan, kyoto bool) string {
	if _, ok := views.ClanColour[c]; !ok && kyoto {
		return "kyoto"
	}
	return ClanClass(c)
}
