package campaign

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"sengoku/tables"
)

func TestDefaultMapIsValid(t *testing.T) {
	m := DefaultMap()
	if err := m.Validate(); err != nil {
		t.Fatalf("default map: %v", err)
	}
	if len(m.Provinces) != 61 {
		t.Fatalf("provinces: %d", len(m.Provinces))
	}
	if m.KyotoID() != 41 {
		t.Fatalf("Kyoto is %d, want 41 (campaign-1560 §1)", m.KyotoID())
	}
	straits := 0
	for _, e := range m.Edges {
		if e.Kind == Strait {
			straits++
		}
	}
	if straits == 0 {
		t.Error("the reference map has straits")
	}
}

// The starting provinces of §2, exactly as the seed lists them.
var seedProvinces = map[Clan][]int{
	Hojo:    {1, 2, 3, 4, 7, 10, 11, 14, 19, 20},
	Uesugi:  {5, 6, 8, 9, 12, 13, 18, 28, 29, 30},
	Takeda:  {15, 16, 17, 21, 22, 23, 24, 25, 26, 27},
	Imagawa: {31, 32, 33, 34, 35, 36, 37, 38, 39, 40},
	Mori:    {42, 43, 44, 45, 50, 51, 52, 53, 54, 55},
	Shimazu: {46, 47, 48, 49, 56, 57, 58, 59, 60, 61},
}

func TestDefaultMapStartingSetsMatchSeed(t *testing.T) {
	m := DefaultMap()
	for c, want := range seedProvinces {
		got := m.StartingSet(c)
		if joinInts(got) != joinInts(want) {
			t.Errorf("%s: got %v want %v", c, got, want)
		}
		if cap := m.StartingCapital(c); cap == 0 {
			t.Errorf("%s has no capital", c)
		}
	}
}

func TestMapCSVRoundTrip(t *testing.T) {
	m := DefaultMap()
	p, a := m.MarshalCSV()
	back, err := ParseMapCSV(p, a)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Provinces) != len(m.Provinces) || len(back.Edges) != len(m.Edges) {
		t.Fatalf("round trip lost rows")
	}
	for i := range m.Provinces {
		if back.Provinces[i] != m.Provinces[i] {
			t.Fatalf("province %d: %+v != %+v", i+1, back.Provinces[i], m.Provinces[i])
		}
	}
}

// mutate returns a copy of the default map changed by f.
func mutate(f func(m *Map)) Map {
	m := DefaultMap()
	m.Provinces = append([]Province(nil), m.Provinces...)
	m.Edges = append([]Edge(nil), m.Edges...)
	m.neighbours = nil
	f(&m)
	return m
}

func TestMapValidationReportsEachProblem(t *testing.T) {
	cases := []struct {
		name string
		m    Map
		want string
	}{
		{"ids not 1..N", mutate(func(m *Map) { m.Provinces[4].ID = 99 }), "1..N"},
		{"self loop", mutate(func(m *Map) { m.Edges = append(m.Edges, Edge{A: 3, B: 3, Kind: Land}) }), "adjacent to itself"},
		{"asymmetric adjacency", mutate(func(m *Map) { e := m.Edges[0]; m.Edges = append(m.Edges, Edge{A: e.B, B: e.A, Kind: Strait}) }), "not symmetric"},
		{"unknown province", mutate(func(m *Map) { m.Edges = append(m.Edges, Edge{A: 3, B: 70, Kind: Land}) }), "does not exist"},
		{"disconnected", mutate(func(m *Map) {
			var keep []Edge
			for _, e := range m.Edges {
				if e.A != 60 && e.B != 60 {
					keep = append(keep, e)
				}
			}
			m.Edges = keep
		}), "not connected"},
		{"clan set disconnected", mutate(func(m *Map) { m.Provinces[0].Owner = "Shimazu" }), "starting provinces of clan Shimazu are not connected"},
		{"two capitals", mutate(func(m *Map) { m.Provinces[0].Capital = true }), "exactly one capital"},
		{"no capital", mutate(func(m *Map) { m.Provinces[12].Capital = false }), "Uesugi must have exactly one capital"},
		{"capital outside any clan", mutate(func(m *Map) { m.Provinces[40].Capital = true }), "belongs to no clan"},
		{"no Kyoto", mutate(func(m *Map) { m.Provinces[40].Owner = "" }), "exactly one Kyoto"},
		{"bad terrain", mutate(func(m *Map) { m.Provinces[2].Terrain = "swamp" }), "terrain"},
		{"no provinces", Map{}, "no provinces"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.m.Validate()
			v, ok := tables.AsValidation(err)
			if !ok {
				t.Fatalf("want a validation error, got %v", err)
			}
			if !strings.Contains(v.Error(), tc.want) {
				t.Fatalf("got %q, want it to mention %q", v.Error(), tc.want)
			}
			for _, p := range v.Problems {
				if p.Italian() == "" || p.English() == "" {
					t.Errorf("problem without both languages: %+v", p)
				}
			}
		})
	}
}

func TestParseMapCSVRejectsBadFiles(t *testing.T) {
	dm := DefaultMap()
	_, a := dm.MarshalCSV()
	cases := map[string]string{
		"missing column": "id,name\n1,Mutsu\n",
		"bad id":         "id,name,kanji,region,owner,capital,river,terrain,lat,lon\nx,A,,R,Hojo,true,false,plain,1,1\n",
		"bad bool":       "id,name,kanji,region,owner,capital,river,terrain,lat,lon\n1,A,,R,Hojo,maybe,false,plain,1,1\n",
		"empty":          "",
		"broken quotes":  "id,name,kanji,region,owner,capital,river,terrain,lat,lon\n1,\"A,,R,Hojo,true,false,plain,1,1\n",
	}
	for name, p := range cases {
		_, err := ParseMapCSV([]byte(p), a)
		v, ok := tables.AsValidation(err)
		if !ok {
			t.Errorf("%s: want a validation error, got %v", name, err)
			continue
		}
		// Every message reads in both languages: nothing English slips
		// into the Italian one.
		for _, pr := range v.Problems {
			if pr.Italian() == pr.English() || strings.Contains(pr.Italian(), "missing") || strings.Contains(pr.Italian(), "file is") {
				t.Errorf("%s: Italian message %q", name, pr.Italian())
			}
		}
	}
}

func TestParseMapJSON(t *testing.T) {
	good := `{"provinces":[{"id":1,"name":"A","owner":"Hojo","capital":true,"terrain":"plain"},{"id":2,"name":"B","owner":"Kyoto","terrain":"hilly"}],"adjacency":[{"a":1,"b":2,"kind":"land"}]}`
	m, err := ParseMapJSON([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Validate(); err != nil {
		t.Fatalf("small map: %v", err)
	}
	if _, err := ParseMapJSON([]byte(`{"provinces":[`)); err == nil {
		t.Error("truncated JSON accepted")
	}
}

func FuzzParseMapCSV(f *testing.F) {
	dm := DefaultMap()
	p, a := dm.MarshalCSV()
	f.Add(p, a)
	f.Add([]byte("id,name,kanji,region,owner,capital,river,terrain,lat,lon\n1,A,,R,Hojo,true,false,plain,1,1\n"), []byte("a,b,kind\n1,1,land\n"))
	f.Add([]byte("id,name,kanji,region,owner,capital,river,terrain,lat,lon\n1,A,,R,Hojo,true,false,plain,NaN,1\n2,B,,R,Kyoto,false,false,plain,1,1\n"), []byte("a,b,kind\n1,2,land\n"))
	f.Fuzz(func(t *testing.T, p, a []byte) {
		m, err := ParseMapCSV(p, a)
		if err != nil {
			if _, ok := tables.AsValidation(err); !ok {
				t.Fatalf("non-validation error: %v", err)
			}
			return
		}
		if err := m.Validate(); err != nil {
			if _, ok := tables.AsValidation(err); !ok {
				t.Fatalf("non-validation error: %v", err)
			}
			return
		}
		// A valid map can be stored: the campaign state is JSON.
		if _, err := json.Marshal(m); err != nil {
			t.Fatalf("a valid map does not encode: %v", err)
		}
	})
}

// Coordinates must be finite: NaN passes every range comparison and the
// state that stores it cannot be encoded as JSON.
func TestMapRejectsNonFiniteCoordinates(t *testing.T) {
	dm := DefaultMap()
	p, a := dm.MarshalCSV()
	lines := strings.Split(string(p), "\n")
	for _, bad := range []struct{ lat, lon string }{{"NaN", "138"}, {"35", "NaN"}, {"+Inf", "138"}, {"35", "-Inf"}, {"Infinity", "138"}} {
		t.Run(bad.lat+"/"+bad.lon, func(t *testing.T) {
			row := strings.Split(lines[1], ",")
			row[8], row[9] = bad.lat, bad.lon
			edited := append([]string{lines[0], strings.Join(row, ",")}, lines[2:]...)
			m, err := ParseMapCSV([]byte(strings.Join(edited, "\n")), a)
			if err == nil {
				err = m.Validate()
			}
			v, ok := tables.AsValidation(err)
			if !ok {
				t.Fatalf("want a listed problem, got %v", err)
			}
			if !strings.Contains(v.Error(), "Province 1") || !strings.Contains(v.Error(), "finite") {
				t.Errorf("problem %q does not name the province and the reason", v.Error())
			}
			for _, pr := range v.Problems {
				if pr.Italian() == "" || pr.Italian() == pr.English() {
					t.Errorf("not in Italian: %+v", pr)
				}
			}
		})
	}
	m := mutate(func(m *Map) { m.Provinces[3].Lat = math.NaN() })
	if err := m.Validate(); err == nil {
		t.Error("a NaN latitude is valid")
	}
}

// The JSON map reads owners, terrain and edge kinds as the CSV files do,
// so the same map typed either way is the same map.
func TestParseMapJSONNormalisesAsCSV(t *testing.T) {
	dm := DefaultMap()
	var pb, eb []string
	for _, p := range dm.Provinces {
		owner := strings.ToLower(p.Owner)
		if owner == "" {
			owner = "neutral"
		}
		pb = append(pb, fmt.Sprintf(`{"id":%d,"name":%q,"kanji":%q,"region":%q,"owner":" %s ","capital":%t,"river":%t,"terrain":"%s","lat":%g,"lon":%g}`,
			p.ID, p.Name, p.Kanji, p.Region, owner, p.Capital, p.River, strings.ToUpper(string(p.Terrain)), p.Lat, p.Lon))
	}
	for _, e := range dm.Edges {
		if e.Kind == Land {
			eb = append(eb, fmt.Sprintf(`{"a":%d,"b":%d}`, e.A, e.B))
		} else {
			eb = append(eb, fmt.Sprintf(`{"a":%d,"b":%d,"kind":%q}`, e.A, e.B, e.Kind))
		}
	}
	m, err := ParseMapJSON([]byte(`{"provinces":[` + strings.Join(pb, ",") + `],"adjacency":[` + strings.Join(eb, ",") + `]}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Validate(); err != nil {
		t.Fatalf("normalised map: %v", err)
	}
	for i := range dm.Provinces {
		if m.Provinces[i] != dm.Provinces[i] {
			t.Fatalf("province %d: %+v != %+v", i+1, m.Provinces[i], dm.Provinces[i])
		}
	}
	for i := range dm.Edges {
		if m.Edges[i] != dm.Edges[i] {
			t.Fatalf("edge %d: %+v != %+v", i, m.Edges[i], dm.Edges[i])
		}
	}
}
