package campaign

import (
	"bytes"
	_ "embed"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
)

// Terrain is a province's default battlefield type (campaign-1560 §11).
type Terrain string

// Battlefield types and their difficult terrain pieces: plain 1, hilly 2,
// mountain 4 (§11).
const (
	Plain    Terrain = "plain"
	Hilly    Terrain = "hilly"
	Mountain Terrain = "mountain"
)

// DifficultPieces is the number of difficult terrain pieces for a battle on
// this battlefield type (§11 table).
func (t Terrain) DifficultPieces() int {
	switch t {
	case Plain:
		return 1
	case Hilly:
		return 2
	case Mountain:
		return 4
	}
	return 0
}

// EdgeKind tells how two provinces touch: over land or across a strait.
// Straits count as adjacency for every rule (C-01).
type EdgeKind string

// Edge kinds.
const (
	Land   EdgeKind = "land"
	Strait EdgeKind = "strait"
)

// KyotoOwner is the owner column value that marks Kyoto, the Shogun's seat.
const KyotoOwner = "Kyoto"

// Province is one region of the campaign map as the map file gives it:
// identity, geography and its starting owner.
type Province struct {
	ID      int     `json:"id"`
	Name    string  `json:"name"`
	Kanji   string  `json:"kanji"`
	Region  string  `json:"region"`
	Owner   string  `json:"owner"` // starting owner: a clan, "Kyoto" or "" (neutral)
	Capital bool    `json:"capital"`
	River   bool    `json:"river"`
	Terrain Terrain `json:"terrain"`
	Lat     float64 `json:"lat"`
	Lon     float64 `json:"lon"`
}

// Kyoto reports whether the province is Kyoto, closed to armies until the
// Shogunate is proclaimed (§1, C-04).
func (p Province) Kyoto() bool { return p.Owner == KyotoOwner }

// StartingClan is the clan that owns the province at the start, or Neutral.
func (p Province) StartingClan() Clan {
	if c, ok := ParseClan(p.Owner); ok {
		return c
	}
	return Neutral
}

// Edge joins two provinces.
type Edge struct {
	A    int      `json:"a"`
	B    int      `json:"b"`
	Kind EdgeKind `json:"kind"`
}

// Map is the campaign map: provinces numbered 1..N and their adjacencies.
// The seed has no map (C-01); the default is the reference reconstruction and
// a game master may import another.
type Map struct {
	Provinces []Province `json:"provinces"`
	Edges     []Edge     `json:"adjacency"`

	neighbours [][]int // by province id; built by index()
}

//go:embed mapdata/provinces.csv
var defaultProvincesCSV []byte

//go:embed mapdata/adjacency.csv
var defaultAdjacencyCSV []byte

// DefaultMap returns the reference 61-province map shipped with Sengoku.
func DefaultMap() Map {
	m, err := ParseMapCSV(defaultProvincesCSV, defaultAdjacencyCSV)
	if err != nil {
		// The embedded map is checked by TestDefaultMapIsValid.
		panic(fmt.Sprintf("campaign: embedded map is invalid: %v", err))
	}
	return m
}

// DefaultMapFiles returns the embedded CSV files of the reference map, for
// download as a template.
func DefaultMapFiles() (provinces, adjacency []byte) {
	return bytes.Clone(defaultProvincesCSV), bytes.Clone(defaultAdjacencyCSV)
}

// Province returns the province with id, or false.
func (m *Map) Province(id int) (Province, bool) {
	if id < 1 || id > len(m.Provinces) {
		return Province{}, false
	}
	return m.Provinces[id-1], true
}

// Neighbours returns the ids adjacent to id, ascending.
func (m *Map) Neighbours(id int) []int {
	m.index()
	if id < 1 || id >= len(m.neighbours) {
		return nil
	}
	return m.neighbours[id]
}

// EdgeKind returns how a and b touch, or "" if they are not adjacent.
func (m *Map) EdgeKind(a, b int) EdgeKind {
	for _, e := range m.Edges {
		if (e.A == a && e.B == b) || (e.A == b && e.B == a) {
			return e.Kind
		}
	}
	return ""
}

// Adjacent reports whether a and b share a border or a strait.
func (m *Map) Adjacent(a, b int) bool {
	for _, n := range m.Neighbours(a) {
		if n == b {
			return true
		}
	}
	return false
}

// KyotoID is the id of Kyoto, or 0 if the map has none.
func (m *Map) KyotoID() int {
	for _, p := range m.Provinces {
		if p.Kyoto() {
			return p.ID
		}
	}
	return 0
}

func (m *Map) index() {
	if m.neighbours != nil && len(m.neighbours) == len(m.Provinces)+1 {
		return
	}
	nb := make([][]int, len(m.Provinces)+1)
	seen := map[[2]int]bool{}
	for _, e := range m.Edges {
		a, b := min(e.A, e.B), max(e.A, e.B)
		if a < 1 || b >= len(nb) || a == b || seen[[2]int{a, b}] {
			continue
		}
		seen[[2]int{a, b}] = true
		nb[a] = append(nb[a], b)
		nb[b] = append(nb[b], a)
	}
	for _, l := range nb {
		sort.Ints(l)
	}
	m.neighbours = nb
}

// Component returns the provinces reachable from start moving only through
// provinces for which inSet is true (start included when inSet(start)).
func (m *Map) Component(start int, inSet func(int) bool) map[int]bool {
	out := map[int]bool{}
	if !inSet(start) {
		return out
	}
	stack := []int{start}
	out[start] = true
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, n := range m.Neighbours(p) {
			if !out[n] && inSet(n) {
				out[n] = true
				stack = append(stack, n)
			}
		}
	}
	return out
}

// Validate checks a map for play: ids 1..N, symmetric adjacency without
// self-loops or unknown ids, a connected graph, exactly one Kyoto, every
// clan's starting set connected with exactly one capital inside it. All
// problems are reported together.
func (m *Map) Validate() error {
	v := &tables.ValidationError{}
	n := len(m.Provinces)
	if n == 0 {
		v.Add("map", "campaign.map-has-no-provinces")
		return v
	}
	if n > 500 {
		v.Add("map", "campaign.map-has-provinces-at-most", n)
		return v
	}
	for i, p := range m.Provinces {
		if p.ID != i+1 {
			v.Add("provinces", "campaign.province-ids-must-run-1", i+1, p.ID, i+1)
			break
		}
	}
	for _, p := range m.Provinces {
		p.validate(v)
	}
	if k := m.countKyoto(); k != 1 {
		v.Add("provinces", "campaign.map-must-have-exactly-one", k)
	}
	m.validateEdges(v)
	for _, p := range v.Problems {
		if p.Field == "provinces" && strings.Contains(p.Msg.String(), "1..N") {
			return v // without ids 1..N the graph checks mean nothing
		}
	}
	m.neighbours = nil
	if reach := m.Component(1, func(int) bool { return true }); len(reach) != n {
		var cut []int
		for id := 1; id <= n; id++ {
			if !reach[id] {
				cut = append(cut, id)
			}
		}
		v.Add("adjacency", "campaign.map-not-connected-provinces-cannot", joinInts(cut))
	}
	for _, c := range Clans {
		m.validateStart(v, c)
	}
	return v.Err()
}

// validate checks one province's name, owner, capital, terrain and place.
func (p Province) validate(v *tables.ValidationError) {
	if strings.TrimSpace(p.Name) == "" {
		v.Add("provinces", "campaign.province-has-no-name", p.ID)
	}
	if p.Owner != "" && p.Owner != KyotoOwner && !Clan(p.Owner).Valid() {
		v.Add("provinces", "campaign.province-unknown-owner-use-clan", p.ID, p.Owner)
	}
	if p.Capital && p.StartingClan() == Neutral {
		v.Add("provinces", "campaign.province-capital-but-belongs-no", p.ID)
	}
	switch p.Terrain {
	case Plain, Hilly, Mountain:
	default:
		v.Add("provinces", "campaign.province-terrain-must-plain-hilly", p.ID, p.Terrain)
	}
	switch {
	case !finite(p.Lat) || !finite(p.Lon):
		// NaN fails every comparison below, and a state holding it
		// cannot be stored as JSON.
		v.Add("provinces", "campaign.province-latitude-longitude-must-finite", p.ID)
	case p.Lat < -90 || p.Lat > 90 || p.Lon < -180 || p.Lon > 180:
		v.Add("provinces", "campaign.province-latitude-longitude-out-range", p.ID)
	}
}

// validateEdges checks each adjacency names two provinces, has a kind,
// and agrees with its reverse.
func (m *Map) validateEdges(v *tables.ValidationError) {
	n := len(m.Provinces)
	kinds := map[[2]int]EdgeKind{}
	for _, e := range m.Edges {
		switch {
		case e.A == e.B:
			v.Add("adjacency", "campaign.province-adjacent-itself", e.A)
			continue
		case e.A < 1 || e.A > n || e.B < 1 || e.B > n:
			v.Add("adjacency", "campaign.adjacency-names-province-that-does", e.A, e.B, n)
			continue
		case e.Kind != Land && e.Kind != Strait:
			v.Add("adjacency", "campaign.adjacency-kind-must-land-strait", e.A, e.B, e.Kind)
		}
		key := [2]int{min(e.A, e.B), max(e.A, e.B)}
		if k, ok := kinds[key]; ok && k != e.Kind {
			v.Add("adjacency", "campaign.adjacency-not-symmetric-listed-as", key[0], key[1], k, e.Kind)
		}
		kinds[key] = e.Kind
	}
}

// validateStart checks clan c's starting provinces: one capital, all
// connected.
func (m *Map) validateStart(v *tables.ValidationError, c Clan) {
	set := m.StartingSet(c)
	if len(set) == 0 {
		return
	}
	var caps []int
	for _, id := range set {
		if m.Provinces[id-1].Capital {
			caps = append(caps, id)
		}
	}
	if len(caps) != 1 {
		v.Add("provinces", "campaign.clan-must-have-exactly-one", c, len(caps))
	}
	in := map[int]bool{}
	for _, id := range set {
		in[id] = true
	}
	if reach := m.Component(set[0], func(id int) bool { return in[id] }); len(reach) != len(set) {
		v.Add("adjacency", "campaign.starting-provinces-clan-are-not", c)
	}
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

func (m *Map) countKyoto() int {
	k := 0
	for _, p := range m.Provinces {
		if p.Kyoto() {
			k++
		}
	}
	return k
}

// StartingSet returns the ids of the provinces clan c owns at the start.
func (m *Map) StartingSet(c Clan) []int {
	var out []int
	for _, p := range m.Provinces {
		if p.StartingClan() == c {
			out = append(out, p.ID)
		}
	}
	return out
}

// StartingCapital returns the capital of clan c at the start, or 0.
func (m *Map) StartingCapital(c Clan) int {
	for _, p := range m.Provinces {
		if p.Capital && p.StartingClan() == c {
			return p.ID
		}
	}
	return 0
}

func joinInts(ids []int) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = strconv.Itoa(id)
	}
	return strings.Join(s, ", ")
}

// maxMapBytes bounds an imported map file.
const maxMapBytes = 1 << 20

// ParseMapCSV reads a map from its two CSV files: provinces
// (id,name,kanji,region,owner,capital,river,terrain,lat,lon) and adjacency
// (a,b,kind). It checks the format only; call Validate for the rules.
func ParseMapCSV(provinces, adjacency []byte) (Map, error) {
	v := &tables.ValidationError{}
	var m Map
	if len(provinces) > maxMapBytes || len(adjacency) > maxMapBytes {
		return m, tables.Invalid("map", "campaign.map-file-too-large-1mb")
	}
	rows, cols, ok := readTable(v, "provinces", i18n.M("campaign.file.provinces"), provinces,
		[]string{"id", "name", "kanji", "region", "owner", "capital", "river", "terrain", "lat", "lon"})
	if !ok {
		return m, v
	}
	for i, r := range rows[1:] {
		line := i + 2
		get := func(c string) string { return strings.TrimSpace(r[cols[c]]) }
		p := Province{Name: get("name"), Kanji: get("kanji"), Region: get("region"), Owner: get("owner"), Terrain: Terrain(strings.ToLower(get("terrain")))}
		var perr error
		if p.ID, perr = strconv.Atoi(get("id")); perr != nil {
			v.Add("provinces", "campaign.provinces-line-id-not-whole", line, get("id"))
		}
		if p.Capital, perr = parseBool(get("capital")); perr != nil {
			v.Add("provinces", "campaign.provinces-line-capital-must-true", line)
		}
		if p.River, perr = parseBool(get("river")); perr != nil {
			v.Add("provinces", "campaign.provinces-line-river-must-true", line)
		}
		if p.Lat, perr = strconv.ParseFloat(get("lat"), 64); perr != nil {
			v.Add("provinces", "campaign.provinces-line-lat-not-number", line)
		}
		if p.Lon, perr = strconv.ParseFloat(get("lon"), 64); perr != nil {
			v.Add("provinces", "campaign.provinces-line-lon-not-number", line)
		}
		p.Owner = normalOwner(p.Owner)
		m.Provinces = append(m.Provinces, p)
	}
	erows, ecols, ok := readTable(v, "adjacency", i18n.M("campaign.file.adjacency"), adjacency, []string{"a", "b", "kind"})
	if !ok {
		return m, v
	}
	for i, r := range erows[1:] {
		line := i + 2
		a, errA := strconv.Atoi(strings.TrimSpace(r[ecols["a"]]))
		b, errB := strconv.Atoi(strings.TrimSpace(r[ecols["b"]]))
		if errA != nil || errB != nil {
			v.Add("adjacency", "campaign.adjacency-line-b-must-province", line)
			continue
		}
		kind := EdgeKind(strings.ToLower(strings.TrimSpace(r[ecols["kind"]])))
		if kind == "" {
			kind = Land
		}
		m.Edges = append(m.Edges, Edge{A: a, B: b, Kind: kind})
	}
	return m, v.Err()
}

// normalOwner reads an owner column as a person types it: a clan or Kyoto
// in any case, "neutral", "-" or nothing for no owner. Anything else is
// kept for Validate to name.
func normalOwner(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case strings.EqualFold(s, KyotoOwner):
		return KyotoOwner
	case strings.EqualFold(s, "neutral") || s == "-":
		return ""
	}
	if c, ok := ParseClan(s); ok {
		return string(c)
	}
	return s
}

// ParseMapJSON reads a map from JSON with the same columns:
// {"provinces":[{"id":1,"name":...}], "adjacency":[{"a":1,"b":2,"kind":"land"}]},
// normalised as ParseMapCSV does (owners in any case, terrain in lower
// case, an edge without kind over land). Unknown fields are refused. It
// checks the format only; call Validate for the rules.
func ParseMapJSON(data []byte) (Map, error) {
	var m Map
	if len(data) > 2*maxMapBytes {
		return m, tables.Invalid("map", "campaign.map-file-too-large-2mb")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return Map{}, tables.Invalid("map", "campaign.map-not-json", err.Error()) // the decoder's own words
	}
	for i := range m.Provinces {
		p := &m.Provinces[i]
		p.Terrain = Terrain(strings.ToLower(strings.TrimSpace(string(p.Terrain))))
		p.Owner = normalOwner(p.Owner)
	}
	for i := range m.Edges {
		if m.Edges[i].Kind == "" {
			m.Edges[i].Kind = Land
		}
	}
	return m, nil
}

// MarshalCSV writes the map back as its two CSV files.
func (m *Map) MarshalCSV() (provinces, adjacency []byte) {
	var pb, ab bytes.Buffer
	pw := csv.NewWriter(&pb)
	_ = pw.Write([]string{"id", "name", "kanji", "region", "owner", "capital", "river", "terrain", "lat", "lon"})
	for _, p := range m.Provinces {
		_ = pw.Write([]string{strconv.Itoa(p.ID), p.Name, p.Kanji, p.Region, p.Owner, strconv.FormatBool(p.Capital),
			strconv.FormatBool(p.River), string(p.Terrain), strconv.FormatFloat(p.Lat, 'f', 2, 64), strconv.FormatFloat(p.Lon, 'f', 2, 64)})
	}
	pw.Flush()
	aw := csv.NewWriter(&ab)
	_ = aw.Write([]string{"a", "b", "kind"})
	for _, e := range m.Edges {
		_ = aw.Write([]string{strconv.Itoa(e.A), strconv.Itoa(e.B), string(e.Kind)})
	}
	aw.Flush()
	return pb.Bytes(), ab.Bytes()
}

// readTable reads a CSV file with a header row, maps the wanted column
// names to their positions and checks every row has them. Problems go to v
// naming the file (campaign.file.provinces: "provinces", "delle
// province").
func readTable(v *tables.ValidationError, field string, file i18n.Msg, data []byte, want []string) ([][]string, map[string]int, bool) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(data))
	r.TrimLeadingSpace = true
	r.FieldsPerRecord = -1
	var rows [][]string
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			line := 0
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.Line
			}
			v.Add(field, "campaign.file.not-csv", file, line)
			return nil, nil, false
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue
		}
		rows = append(rows, rec)
		if len(rows) > 5000 {
			v.Add(field, "campaign.file.too-many-rows", file)
			return nil, nil, false
		}
	}
	if len(rows) == 0 {
		v.Add(field, "campaign.file.empty", file)
		return nil, nil, false
	}
	cols := map[string]int{}
	for i, h := range rows[0] {
		cols[strings.ToLower(strings.TrimSpace(h))] = i
	}
	var missing []string
	for _, w := range want {
		if _, ok := cols[w]; !ok {
			missing = append(missing, w)
		}
	}
	if len(missing) > 0 {
		list := strings.Join(missing, ", ")
		v.Add(field, "campaign.file.lacks-columns", file, list)
		return nil, nil, false
	}
	for i, row := range rows[1:] {
		for _, w := range want {
			if cols[w] >= len(row) {
				v.Add(field, "campaign.file.too-few-columns", file, i+2)
				return nil, nil, false
			}
		}
	}
	return rows, cols, true
}

func parseBool(s string) (bool, error) {
	switch strings.ToLower(s) {
	case "true", "1", "yes", "y", "si", "sì":
		return true, nil
	case "false", "0", "no", "n", "":
		return false, nil
	}
	return false, errors.New("not a boolean")
}
