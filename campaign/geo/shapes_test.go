package geo

import (
	"math"
	"testing"

	"sengoku/campaign"
)

func japan(t testing.TB) Coast {
	t.Helper()
	c, err := Japan()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func defaultShapes(t testing.TB) (*Shapes, campaign.Map) {
	t.Helper()
	m := campaign.DefaultMap()
	return Build(m.Provinces, japan(t)), m
}

// The default map's 61 centroids stand on Honshu, Shikoku and Kyushu
// (MAP.md: true geographic positions).
func TestDefaultMap_ProvincesStandOnTheirIslands(t *testing.T) {
	sh, m := defaultShapes(t)
	want := map[int]string{1: "Honshu", 41: "Honshu", 40: "Honshu", 46: "Shikoku", 48: "Shikoku", 57: "Kyushu", 61: "Kyushu"}
	for id, is := range want {
		if sh.Island[id] != is {
			t.Errorf("province %d on %q, want %q", id, sh.Island[id], is)
		}
	}
	if len(sh.Regions) != len(m.Provinces) {
		t.Fatalf("%d regions for %d provinces", len(sh.Regions), len(m.Provinces))
	}
}

func TestDefaultMap_RegionContainsCentroidAndLabel(t *testing.T) {
	sh, m := defaultShapes(t)
	for _, p := range m.Provinces {
		r := sh.Regions[p.ID]
		if !r.Contains(sh.Label[p.ID]) {
			t.Errorf("%d %s: label %v outside its region", p.ID, p.Name, sh.Label[p.ID])
		}
		// Satsuma-Osumi's centroid (31.55 N, 130.60 E, MAP.md) lies in
		// Kagoshima Bay, between its two halves: water, in no region.
		if p.ID == 61 {
			if sh.outlines["Kyushu"].Contains(sh.centroid[p.ID]) {
				t.Errorf("Satsuma-Osumi's centroid is now on land: drop this exception")
			}
			continue
		}
		if !r.Contains(sh.centroid[p.ID]) {
			t.Errorf("%d %s: centroid %v outside its region", p.ID, p.Name, sh.centroid[p.ID])
		}
	}
}

// No two regions overlap: region i lies in cell i, so its overlap with
// region j is at most its part inside cell j, which must have no area.
func TestDefaultMap_RegionsDoNotOverlap(t *testing.T) {
	sh, m := defaultShapes(t)
	for _, a := range m.Provinces {
		for _, b := range m.Provinces {
			if a.ID == b.ID || sh.Island[a.ID] != sh.Island[b.ID] {
				continue
			}
			if o := math.Abs(clipConvex(sh.Regions[a.ID], sh.cells[b.ID]).Area()); o > 1e-6 {
				t.Errorf("%s overlaps %s by %.6f square units", a.Name, b.Name, o)
			}
		}
	}
}

// The regions of an island add up to the island.
func TestDefaultMap_RegionsCoverTheirIslands(t *testing.T) {
	sh, m := defaultShapes(t)
	coast := japan(t)
	sum := map[string]float64{}
	for _, p := range m.Provinces {
		sum[sh.Island[p.ID]] += math.Abs(sh.Regions[p.ID].Area())
	}
	scale := sh.scaleOf(t, m)
	for _, is := range coast {
		got, ok := sum[is.Name]
		if !ok {
			continue
		}
		want := math.Abs(is.Ring.Area()) * scale
		if math.Abs(got-want) > want*1e-9 {
			t.Errorf("%s: regions cover %.3f of %.3f square units", is.Name, got, want)
		}
	}
	for _, is := range []string{"Honshu", "Shikoku", "Kyushu"} {
		if sum[is] == 0 {
			t.Errorf("%s holds no region", is)
		}
	}
}

// scaleOf is how many square map units a square degree of longitude ×
// latitude becomes: the projection's cosine times the frame's scale squared,
// recovered from two provinces' centroids.
func (sh *Shapes) scaleOf(t testing.TB, m campaign.Map) float64 {
	a, b := m.Provinces[0], m.Provinces[60]
	pa, pb := sh.centroid[a.ID], sh.centroid[b.ID]
	s := (pa.Y - pb.Y) / (b.Lat - a.Lat)
	k := (pa.X - pb.X) / (a.Lon - b.Lon) / s
	return k * s * s
}

// A brute-force oracle over a grid: every point of an island that holds
// provinces lies in exactly one region; no point anywhere lies in two.
func TestDefaultMap_GridPointsLieInOneRegion(t *testing.T) {
	sh, _ := defaultShapes(t)
	const n = 160
	land := 0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			pt := Point{sh.Width * (float64(i) + 0.37) / n, sh.Height * (float64(j) + 0.61) / n}
			hits := 0
			for _, r := range sh.Regions {
				if r.Contains(pt) {
					hits++
				}
			}
			onLand := false
			for _, o := range sh.outlines {
				onLand = onLand || o.Contains(pt)
			}
			if onLand {
				land++
			}
			if hits > 1 || (onLand && hits != 1) {
				t.Fatalf("point %v (on land: %v) lies in %d regions", pt, onLand, hits)
			}
		}
	}
	if land < n*n/20 {
		t.Fatalf("only %d grid points on land", land)
	}
}

// A map a game master imports gets regions from its centroids alone: here
// a Kyushu-and-Shikoku map with two provinces given the same centroid, one
// in the sea off Shikoku and one far from any coast (open ground).
func TestImportedMap_GetsRegions(t *testing.T) {
	provs := []campaign.Province{
		{ID: 1, Name: "A", Lat: 33.5, Lon: 130.5}, {ID: 2, Name: "B", Lat: 32.0, Lon: 130.7},
		{ID: 3, Name: "C", Lat: 32.6, Lon: 131.4}, {ID: 4, Name: "D", Lat: 32.6, Lon: 131.4},
		{ID: 5, Name: "E", Lat: 33.8, Lon: 133.5}, {ID: 6, Name: "F", Lat: 33.1, Lon: 133.9},
		{ID: 7, Name: "G", Lat: 10, Lon: 10},
	}
	sh := Build(provs, japan(t))
	want := map[int]string{1: "Kyushu", 2: "Kyushu", 3: "Kyushu", 4: "Kyushu", 5: "Shikoku", 6: "Shikoku", 7: ""}
	for _, p := range provs {
		if sh.Island[p.ID] != want[p.ID] {
			t.Errorf("%s on %q, want %q", p.Name, sh.Island[p.ID], want[p.ID])
		}
		r := sh.Regions[p.ID]
		if math.Abs(r.Area()) < 1 {
			t.Errorf("%s: region of area %.3f", p.Name, r.Area())
		}
		if !r.Contains(sh.Label[p.ID]) {
			t.Errorf("%s: label outside its region", p.Name)
		}
		for _, q := range provs {
			if q.ID != p.ID && sh.Island[q.ID] == sh.Island[p.ID] {
				if o := math.Abs(clipConvex(r, sh.cells[q.ID]).Area()); o > 1e-6 {
					t.Errorf("%s overlaps %s by %.6f", p.Name, q.Name, o)
				}
			}
		}
	}
	for _, v := range []float64{sh.Width, sh.Height} {
		if math.IsNaN(v) || math.IsInf(v, 0) || v <= 0 {
			t.Fatalf("frame %v × %v", sh.Width, sh.Height)
		}
	}
}

// Maps with no province, or with junk coordinates, still give a frame.
func TestBuild_DegenerateMaps(t *testing.T) {
	if sh := Build(nil, japan(t)); sh.Width <= 0 || len(sh.Regions) != 0 {
		t.Errorf("empty map: %v × %v, %d regions", sh.Width, sh.Height, len(sh.Regions))
	}
	sh := Build([]campaign.Province{{ID: 1, Lat: 89.9, Lon: 0}}, japan(t))
	if math.IsNaN(sh.Width) || sh.Width <= 0 || len(sh.Regions[1]) == 0 {
		t.Errorf("polar map: %v × %v, region %v", sh.Width, sh.Height, sh.Regions[1])
	}
}

func BenchmarkBuildDefaultMap(b *testing.B) {
	m := campaign.DefaultMap()
	coast := japan(b)
	for b.Loop() {
		Build(m.Provinces, coast)
	}
}

// A region cut into pieces by its cell keeps them joined by zero-width
// bridges across the water: each is marked, lies in the water and adds no
// area; no marked edge is a border over land.
func TestDefaultMap_BridgesLieInTheWater(t *testing.T) {
	sh, m := defaultShapes(t)
	marked := 0
	for _, p := range m.Provinces {
		r := sh.Regions[p.ID]
		out := sh.outlines[sh.Island[p.ID]]
		for _, i := range sh.Bridges[p.ID] {
			a, b := r[i], r[(i+1)%len(r)]
			if out.Contains(Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2}) {
				t.Errorf("%s: bridge %d crosses land", p.Name, i)
			}
			marked++
		}
	}
	if marked == 0 {
		t.Error("no bridge found: Echigo's cell reaches across Toyama Bay to the Noto peninsula")
	}
}
