package handlers_test

import (
	"bytes"
	"encoding/json"
	"image"
	"image/jpeg"
	"image/png"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

func pngOf(t *testing.T, w int) string {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, w))); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func jpegOf(t *testing.T, w int) string {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, w, w)), nil); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestBattlePhotoOnTheReport: only the game master uploads, replaces and
// removes the photo of the table; an oversized or foreign file is refused
// in Italian and English with nothing stored; whoever reads the report
// gets the photo with its sniffed type and nosniff.
func TestBattlePhotoOnTheReport(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testBattlePhotoOnTheReport)
}

func testBattlePhotoOnTheReport(t *testing.T, backend dbtest.Backend) {
	tb, _ := battleTable(t, backend)
	bid := tb.state(t).Battles[0].ID
	photo := tb.path + "/battles/" + strconv.Itoa(bid) + "/photo"
	if res := tb.gm.postMultipart(photo, nil, map[string]string{"photo": pngOf(t, 2)}); res.status != http.StatusNotFound {
		t.Errorf("a photo of a battle not yet fought: %d", res.status)
	}
	tb.act(t, tb.gm, form("kind", "battle-result", "battle", strconv.Itoa(bid), "winner", "Takeda", "brokeFirst", "Imagawa", "return", "battles"))
	report := tb.path + "/battles/" + strconv.Itoa(bid) + "/report"
	public := tb.ts.browser(t)
	if doc := public.get(report).doc(t); doc.Find(`[data-testid="report-photo"]`).Length() != 0 || doc.Find(`[data-testid="report-photo-form"]`).Length() != 0 {
		t.Error("the public sees a photo or the upload form")
	}
	for who, b := range map[string]*browser{"Takeda": tb.players[campaign.Takeda], "public": public} {
		if res := b.postMultipart(photo, nil, map[string]string{"photo": pngOf(t, 2)}); res.status != http.StatusForbidden {
			t.Errorf("%s uploaded a photo: %d", who, res.status)
		}
	}
	oversized := pngOf(t, 2) + strings.Repeat("x", 2<<20)
	for _, c := range []struct{ name, data, it, en string }{
		{"html", "<html><script>alert(1)</script></html>", "non è una foto JPEG, PNG o WebP", "not a JPEG, PNG or WebP photo"},
		{"oversized", oversized, "supera 2 MB", "larger than 2 MB"},
	} {
		for lang, want := range map[string]string{"it": c.it, "en": c.en} {
			res := tb.gm.postMultipart(photo+"?lang="+lang, nil, map[string]string{"photo": c.data})
			if res.status != http.StatusUnprocessableEntity {
				t.Fatalf("%s (%s): %d", c.name, lang, res.status)
			}
			if msg := res.doc(t).Find(`[data-testid="photo-refused"]`).Text(); !strings.Contains(msg, want) {
				t.Errorf("%s (%s) refused with %q, want %q", c.name, lang, msg, want)
			}
		}
	}
	if res := tb.gm.get(photo); res.status != http.StatusNotFound {
		t.Fatalf("a refused photo was stored: %d", res.status)
	}

	first, second := pngOf(t, 3), jpegOf(t, 5)
	for _, c := range []struct{ data, ctype string }{{first, "image/png"}, {second, "image/jpeg"}} {
		if res := tb.gm.postMultipart(photo, nil, map[string]string{"photo": c.data}); res.status != http.StatusSeeOther {
			t.Fatalf("upload %s: %d %s", c.ctype, res.status, res.body)
		}
		src := public.get(report).doc(t).Find(`[data-testid="report-photo"]`).AttrOr("src", "")
		if !strings.HasPrefix(src, photo+"?v=") {
			t.Fatalf("the report shows the photo as %q", src)
		}
		res := public.get(src)
		if res.status != http.StatusOK || res.header.Get("Content-Type") != c.ctype || res.header.Get("X-Content-Type-Options") != "nosniff" || res.body != c.data {
			t.Errorf("photo served %d %q %q, %d bytes", res.status, res.header.Get("Content-Type"), res.header.Get("X-Content-Type-Options"), len(res.body))
		}
	}
	var export struct {
		Photos []struct {
			Battle int    `json:"battle"`
			Type   string `json:"type"`
			Data   []byte `json:"data"`
		} `json:"photos"`
	}
	if err := json.Unmarshal([]byte(tb.gm.get(tb.path+"/export").body), &export); err != nil {
		t.Fatal(err)
	}
	if len(export.Photos) != 1 || export.Photos[0].Battle != bid || export.Photos[0].Type != "image/jpeg" || string(export.Photos[0].Data) != second {
		t.Errorf("the export does not carry exactly the replacing photo: %d photos", len(export.Photos))
	}
	if res := tb.players[campaign.Takeda].postForm(photo+"/delete", nil); res.status != http.StatusForbidden {
		t.Errorf("a player removed the photo: %d", res.status)
	}
	if res := tb.gm.postForm(photo+"/delete", nil); res.status != http.StatusSeeOther {
		t.Fatalf("remove: %d", res.status)
	}
	if res := public.get(photo); res.status != http.StatusNotFound {
		t.Errorf("a removed photo is served: %d", res.status)
	}
	// The removal is a line in the history, for everyone; removing no
	// photo is 404 and writes nothing.
	if hist := public.get(tb.path + "/history").body; strings.Count(hist, "Il master ha rimosso la foto del tavolo della battaglia di Totomi (32).") != 1 {
		t.Error("the history does not show the removal once")
	}
	before := tb.version(t)
	if res := tb.gm.postForm(photo+"/delete", nil); res.status != http.StatusNotFound || tb.version(t) != before {
		t.Errorf("removing no photo: %d, version %d after %d", res.status, tb.version(t), before)
	}
	if doc := tb.gm.get(report).doc(t); doc.Find(`[data-testid="report-photo"]`).Length() != 0 || doc.Find(`[data-testid="report-photo-form"]`).Length() != 1 {
		t.Error("after removal the report still shows a photo, or the game master lost the form")
	}
}
