package handlers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/models/dbtest"
)

// The battle sheet's calculator links carry no empty query ("pip?").
func TestBattleSheetLinksHaveNoEmptyQuery(t *testing.T) {
	tb, _ := battleTable(t, dbtest.SQLite)
	n := 0
	tb.gm.get(tb.path + "/battles").doc(t).Find(`[data-testid^="battle-calc-"] a`).Each(func(_ int, s *goquery.Selection) {
		n++
		if href := s.AttrOr("href", ""); strings.HasSuffix(href, "?") || strings.Contains(href, "?&") {
			t.Errorf("link %q", href)
		}
	})
	if n == 0 {
		t.Fatal("no calculator links")
	}
}

// The losses calculator's two sides are armies (§15), in both languages.
func TestLossesCalculatorNamesArmies(t *testing.T) {
	b := newTestServer(t).browser(t)
	for lang, want := range map[string][2]string{"it": {"Esercito A", "Esercito B"}, "en": {"Army A", "Army B"}} {
		doc := b.get("/calc/affinati/losses?lang=" + lang).doc(t)
		legends := doc.Find(`fieldset legend`).Text()
		if !strings.Contains(legends, want[0]) || !strings.Contains(legends, want[1]) || strings.Contains(legends, "Elemento A") || strings.Contains(legends, "Element A") {
			t.Errorf("%s: legends %q", lang, legends)
		}
	}
}

// An import that is JSON but no export says what it lacks, in both
// languages; nothing is created.
func TestImportSaysWhatTheFileLacks(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	pw := map[string]string{"gm_password": "new-password", "gm_password2": "new-password"}
	for file, want := range map[string][2]string{
		`{"name":"x"}`:   {`manca il campo "format"`, `the "format" field is missing`},
		`{"format":"x"}`: {"non conosce il suo formato", "does not know its format"},
		`{"format":"sengoku-campaign/2","state":{}}`: {`il campo "name"`, `the "name" field`},
		`{"format":"sengoku-campaign/2","name":"A"}`: {`il campo "state"`, `the "state" field`},
	} {
		for i, lang := range []string{"it", "en"} {
			b.get("/lang/" + lang + "?next=/")
			res := b.postMultipart("/campaigns/import", pw, map[string]string{"file": file})
			problems := res.doc(t).Find(`[data-testid="problems"], .problems`).Text()
			if res.status != http.StatusUnprocessableEntity || !strings.Contains(problems, want[i]) {
				t.Errorf("%s %s: %d %q, want %q", lang, file, res.status, problems, want[i])
			}
		}
	}
	if res := b.get("/"); res.doc(t).Find(`[data-testid="campaign-list"] li`).Length() != 0 {
		t.Error("a refused import created a campaign")
	}
}

// A second campaign with a name already on the server is warned about on
// the create form (its htmx check, and a refused form), never refused.
func TestSameCampaignNameWarnsOnTheCreateForm(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	if w := b.get("/campaigns/new/name?name=Campagna+1560").doc(t).Find(`[data-testid="name-taken"]`).Text(); strings.TrimSpace(w) != "" {
		t.Errorf("a warning before any campaign: %q", w)
	}
	b.createCampaign(sixPlayerForm())
	for lang, want := range map[string]string{"it": "già una campagna con questo nome", "en": "already has a campaign with this name"} {
		res := b.get("/campaigns/new/name?name=" + "campagna+1560+&lang=" + lang)
		if res.status != http.StatusOK || !strings.Contains(res.doc(t).Find(`[data-testid="name-taken"]`).Text(), want) {
			t.Errorf("%s: %d %.300s", lang, res.status, res.body)
		}
	}
	if w := b.get("/campaigns/new/name?name=Kawanakajima").doc(t).Find(`[data-testid="name-taken"]`).Text(); strings.TrimSpace(w) != "" {
		t.Errorf("a warning for a new name: %q", w)
	}
	if res := b.get("/campaigns/new/name?nome=x"); res.status != http.StatusBadRequest {
		t.Errorf("an unknown parameter: %d", res.status)
	}
	input := b.get("/campaigns/new").doc(t).Find(`[data-testid="new-campaign-form"] input[name="name"]`)
	if input.AttrOr("hx-get", "") != "/campaigns/new/name" {
		t.Error("the name field does not check the name")
	}
	second := b.createCampaign(sixPlayerForm())
	if second == "" {
		t.Fatal("a second campaign of the same name was refused")
	}
	bad := sixPlayerForm()
	bad.Set("gm_password2", "something-else")
	res := b.postForm("/campaigns", bad)
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.doc(t).Find(`[data-testid="name-taken"]`).Text(), "già una campagna") {
		t.Errorf("a refused form with a taken name: %d", res.status)
	}
}
