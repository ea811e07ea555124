package handlers_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"sengoku/models/dbtest"
)

// The map page draws every province as a region, the straits, the move
// lines behind a checkbox that works without script, and the frame a phone
// opens on (the viewer's clan; none for the public).
func TestMapPageDrawsJapan(t *testing.T) { t.Parallel(); onEachBackend(t, testMapPageDrawsJapan) }

func testMapPageDrawsJapan(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	links := joinLinks(t, gm, path)
	takeda := ts.browser(t)
	if res := takeda.get(links["Takeda"]); res.status != http.StatusSeeOther {
		t.Fatalf("join: %d", res.status)
	}
	public := ts.browser(t)
	for name, b := range map[string]*browser{"gm": gm, "takeda": takeda, "public": public} {
		doc := b.get(path).doc(t)
		if n := doc.Find(`svg.map path.region`).Length(); n != 61 {
			t.Errorf("%s: %d regions", name, n)
		}
		// The default map has 131 adjacencies, 9 of them straits (MAP.md).
		straits := strings.Count(doc.Find(`svg.map path.strait`).AttrOr("d", ""), "M")
		land := strings.Count(doc.Find(`svg.map .adjacency path.land`).AttrOr("d", ""), "M")
		if straits == 0 || straits+land != 131 {
			t.Errorf("%s: %d straits drawn, %d land move lines in the overlay", name, straits, land)
		}
		if doc.Find(`input#show-moves[type=checkbox]`).Length() != 1 || doc.Find(`label[for=show-moves]`).Length() != 1 {
			t.Errorf("%s: no move-lines switch", name)
		}
		frame := doc.Find(`.map-scroll`).AttrOr("data-frame", "?")
		if (name == "takeda") != (frame != "") {
			t.Errorf("%s: frame %q", name, frame)
		}
		if n := doc.Find(`#map-moves line`).Length(); n != 0 {
			t.Errorf("%s: %d destination lines with no army selected", name, n)
		}
	}
}

// Selecting the province where an army stands draws its legal destinations
// for its own clan and the GM, and nothing for another clan or the public:
// where an army may go is its clan's business.
func TestSelectedArmyDestinations(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testSelectedArmyDestinations)
}

func testSelectedArmyDestinations(t *testing.T, backend dbtest.Backend) {
	ts := newTestServerOn(t, backend)
	gm := ts.browser(t)
	path := gm.createCampaign(sixPlayerForm())
	links := joinLinks(t, gm, path)
	players := map[string]*browser{}
	for _, clan := range []string{"Takeda", "Uesugi"} {
		players[clan] = ts.browser(t)
		if res := players[clan].get(links[clan]); res.status != http.StatusSeeOther {
			t.Fatalf("join %s: %d", clan, res.status)
		}
	}
	viewers := map[string]*browser{"gm": gm, "Takeda": players["Takeda"], "Uesugi": players["Uesugi"], "public": ts.browser(t)}
	wantLines := map[string]bool{"gm": true, "Takeda": true, "Uesugi": false, "public": false}
	for name, b := range viewers {
		// Kai (17) is Takeda's capital, where its army starts.
		frag := b.get(path+"/provinces/17", "HX-Request", "true")
		doc := frag.doc(t)
		oob := doc.Find(`svg#map-moves[hx-swap-oob]`)
		if oob.Length() != 1 {
			t.Fatalf("%s: the fragment does not replace the destination overlay", name)
		}
		lines := oob.Find("line.dest").Length()
		if wantLines[name] != (lines > 0) {
			t.Errorf("%s: %d destination lines from Kai", name, lines)
		}
		full := b.get(path + "/provinces/17").doc(t)
		if n := full.Find(`svg#map-moves line.dest`).Length(); n != lines || full.Find(`svg#map-moves[hx-swap-oob]`).Length() != 0 {
			t.Errorf("%s: the full page draws %d lines, the fragment %d", name, n, lines)
		}
		// A province with no army clears the lines.
		empty := b.get(path+"/provinces/41", "HX-Request", "true").doc(t)
		if n := empty.Find(`svg#map-moves line`).Length(); n != 0 {
			t.Errorf("%s: %d lines from Kyoto, where no army stands", name, n)
		}
	}
}

// A map a game master imports gets regions too, from its centroids alone.
func TestImportedMapGetsRegions(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	good := `{"provinces":[{"id":1,"name":"Alpha","owner":"Takeda","capital":true,"terrain":"plain","lat":35,"lon":138},{"id":2,"name":"Beta","owner":"Kyoto","terrain":"hilly","lat":35.5,"lon":138.5},{"id":3,"name":"Gamma","owner":"Uesugi","capital":true,"terrain":"mountain","lat":36,"lon":139}],"adjacency":[{"a":1,"b":2,"kind":"land"},{"a":2,"b":3,"kind":"strait"}]}`
	form := map[string]string{"name": "Piccola", "players": "2", "scenario": "custom", "player.Takeda": "A", "player.Uesugi": "B", "gm_password": "tessen-1560", "gm_password2": "tessen-1560"}
	res := b.postMultipart("/campaigns", form, map[string]string{"map_json": good})
	if res.status != http.StatusSeeOther {
		t.Fatalf("custom map: %d %s", res.status, res.body)
	}
	loc, _ := url.Parse(res.header.Get("Location"))
	doc := b.get(loc.Path).doc(t)
	regions := doc.Find("svg.map path.region")
	if regions.Length() != 3 {
		t.Fatalf("%d regions on the imported map", regions.Length())
	}
	for i := range regions.Length() {
		if d := regions.Eq(i).AttrOr("d", ""); !strings.HasPrefix(d, "M") || strings.Count(d, " ") < 4 {
			t.Errorf("region %d: path %q", i, d)
		}
	}
}
