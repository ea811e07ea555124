package handlers_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// campaignCardForm is a valid unit card as the card form posts it.
func campaignCardForm(name string) url.Values {
	return url.Values{"name": {name}, "type": {"cavalry"}, "kind": {"cav"}, "cmdr": {"on"}, "models": {"3"},
		"atti": {"8"}, "attc": {"6"}, "dice": {"3"}, "def": {"2"}, "fort": {"11"}}
}

// campaignCardSetup is a campaign whose GM saved one card, one of its
// players, the public and a player of another campaign.
type campaignCardSetup struct {
	path, ref, edit           string
	gm, player, public, other *browser
}

func newCampaignCardSetup(t *testing.T) campaignCardSetup {
	t.Helper()
	ts := newTestServer(t)
	st := campaignCardSetup{gm: ts.browser(t), player: ts.browser(t), public: ts.browser(t), other: ts.browser(t)}
	st.path = st.gm.createCampaign(sixPlayerForm())
	if res := st.player.get(joinLinks(t, st.gm, st.path)["Takeda"]); res.status != http.StatusSeeOther {
		t.Fatalf("player join: %d", res.status)
	}
	otherGM := ts.browser(t)
	otherPath := otherGM.createCampaign(sixPlayerForm())
	if res := st.other.get(joinLinks(t, otherGM, otherPath)["Takeda"]); res.status != http.StatusSeeOther {
		t.Fatalf("other player join: %d", res.status)
	}

	res := st.gm.postForm(st.path+"/cards", campaignCardForm("Takeda cavalry"))
	if res.status != http.StatusSeeOther || res.header.Get("Location") != st.path+"/cards?saved=1" {
		t.Fatalf("GM create: %d %s %s", res.status, res.header.Get("Location"), res.doc(t).Find(`[data-testid="problems"]`).Text())
	}
	doc := st.gm.get(st.path + "/cards").doc(t)
	cards := doc.Find(`[data-testid="campaign-card"]`)
	if cards.Length() != 1 || !strings.Contains(cards.Text(), "Takeda cavalry") {
		t.Fatalf("the GM's new card is not listed: %d", cards.Length())
	}
	st.ref = cards.AttrOr("data-ref", "")
	st.edit = cards.Find(`[data-testid="edit-card"]`).AttrOr("href", "")
	if !strings.HasPrefix(st.ref, "c"+strings.TrimPrefix(st.path, "/campaigns/")+":") || st.edit == "" {
		t.Fatalf("card ref %q, edit link %q", st.ref, st.edit)
	}
	return st
}

// attackQuery is an attack with the card as the first attacker.
func attackQuery(ref string) string {
	return "a1.card=" + url.QueryEscape(ref) + "&a1.order=assault&t.kind=inf&t.models=6&t.def=1&t.fort=10"
}

// TestCampaignCardsGMManages: the campaign's GM creates, edits and deletes
// its cards; an invalid card re-renders with 422 and the values typed.
func TestCampaignCardsGMManages(t *testing.T) {
	t.Parallel()
	st := newCampaignCardSetup(t)
	gm := st.gm
	id := strings.TrimSuffix(strings.TrimPrefix(st.edit, st.path+"/cards/"), "/edit")

	if res := gm.get(st.path + "/cards/new"); res.status != http.StatusOK || res.doc(t).Find(`[data-testid="card-form"]`).AttrOr("action", "") != st.path+"/cards" {
		t.Errorf("new card form: %d", res.status)
	}
	res := gm.get(st.edit)
	if res.status != http.StatusOK {
		t.Fatalf("edit form: %d", res.status)
	}
	if v := res.doc(t).Find(`input[name="name"]`).AttrOr("value", ""); v != "Takeda cavalry" {
		t.Errorf("edit form name %q", v)
	}

	bad := url.Values{"name": {"Takeda cavalry II"}, "type": {"cavalry"}, "kind": {"inf"}, "models": {"3"}, "dice": {"3"}}
	for _, path := range []string{st.path + "/cards", st.path + "/cards/" + id} {
		res := gm.postForm(path, bad)
		if res.status != http.StatusUnprocessableEntity {
			t.Fatalf("%s: invalid card %d", path, res.status)
		}
		d := res.doc(t)
		if !strings.Contains(d.Find(`[data-testid="problems"]`).Text(), "cavalleria") {
			t.Errorf("%s: problems %q", path, d.Find(`[data-testid="problems"]`).Text())
		}
		if v := d.Find(`input[name="name"]`).AttrOr("value", ""); v != "Takeda cavalry II" {
			t.Errorf("%s: name not echoed: %q", path, v)
		}
		if v := d.Find(`select[name="kind"] option[selected]`).AttrOr("value", ""); v != "inf" {
			t.Errorf("%s: kind not echoed: %q", path, v)
		}
		if d.Find(`[data-testid="tab-cards"]`).Length() != 1 {
			t.Errorf("%s: the form is not a campaign page", path)
		}
	}
	if n := gm.get(st.path + "/cards").doc(t).Find(`[data-testid="campaign-card"]`).Length(); n != 1 {
		t.Errorf("an invalid card changed the library: %d cards", n)
	}

	if res := gm.postForm(st.path+"/cards/"+id, campaignCardForm("Takeda heavy cavalry")); res.status != http.StatusSeeOther {
		t.Fatalf("edit: %d", res.status)
	}
	if body := gm.get(st.path + "/cards").body; !strings.Contains(body, "Takeda heavy cavalry") {
		t.Error("edit not saved")
	}
	// The campaign's card is not the GM browser's own.
	if res := gm.get("/calc/aot/cards/" + id + "/edit"); res.status != http.StatusNotFound {
		t.Errorf("the campaign card through the browser's library: %d", res.status)
	}
	if res := gm.postForm(st.path+"/cards/"+id+"/delete", url.Values{}); res.status != http.StatusSeeOther {
		t.Fatalf("delete: %d", res.status)
	}
	if n := gm.get(st.path + "/cards").doc(t).Find(`[data-testid="campaign-card"]`).Length(); n != 0 {
		t.Errorf("card not deleted: %d left", n)
	}
	if res := gm.postForm(st.path+"/cards/"+id+"/delete", url.Values{}); res.status != http.StatusNotFound {
		t.Errorf("deleting twice: %d", res.status)
	}
}

// TestCampaignCardsPlayerReadsAndUses: a player of the campaign sees its
// cards (without the GM's controls), finds the library from the card page
// and the picker, and the card fills the calculators; only the GM edits.
func TestCampaignCardsPlayerReadsAndUses(t *testing.T) {
	t.Parallel()
	st := newCampaignCardSetup(t)
	p := st.player
	res := p.get(st.path + "/cards")
	if res.status != http.StatusOK {
		t.Fatalf("player reads the library: %d", res.status)
	}
	doc := res.doc(t)
	if doc.Find(`[data-testid="campaign-card"]`).Length() != 1 || doc.Find(`[data-testid="edit-card"], [data-testid="delete-card"], [data-testid="new-card"]`).Length() != 0 {
		t.Error("the player sees no card or the GM's controls")
	}
	if href := p.get("/calc/aot/cards").doc(t).Find(`[data-testid="campaign-library"]`).AttrOr("href", ""); href != st.path+"/cards" {
		t.Errorf("the card library does not lead to the campaign's: %q", href)
	}

	calc := p.get("/calc/aot?" + attackQuery(st.ref))
	if calc.status != http.StatusOK {
		t.Fatalf("campaign card in the calculator: %d %s", calc.status, calc.doc(t).Find(`[data-testid="problems"]`).Text())
	}
	cd := calc.doc(t)
	if v := cd.Find(`select[name="a1.def"] option[selected]`).AttrOr("value", ""); v != "2" {
		t.Errorf("the card's defense not filled: %q", v)
	}
	group := cd.Find(`select[name="a1.card"] optgroup[label="Campagna: Campagna 1560"]`)
	if group.Find(`option[value="`+st.ref+`"]`).Length() != 1 {
		t.Error("the picker does not list the campaign's card under its campaign")
	}
	share, ok := cd.Find(`[data-testid="share-link"]`).Attr("href")
	if !ok || strings.Contains(share, url.QueryEscape(st.ref)) || strings.Contains(share, st.ref) || !strings.Contains(share, "a1.def=2") {
		t.Errorf("the share link should carry the card's values, not the private card: %q", share)
	}

	api := p.get("/api/calc/aot/attack?" + attackQuery(st.ref))
	var out struct{ Strikes []json.RawMessage }
	if api.status != http.StatusOK || json.Unmarshal([]byte(api.body), &out) != nil || len(out.Strikes) == 0 {
		t.Fatalf("api with the campaign card: %d %s", api.status, api.body)
	}
	if cc := api.header.Get("Cache-Control"); !strings.Contains(cc, "no-store") {
		t.Errorf("a private answer is cacheable: %q", cc)
	}
	if fort := p.get("/api/calc/aot/fortitude?card=" + url.QueryEscape(st.ref) + "&test=flank"); fort.status != http.StatusOK {
		t.Errorf("fortitude with the campaign card: %d %s", fort.status, fort.body)
	}
	if body := p.get("/api/calc/aot/cards").body; !strings.Contains(body, `"ref":"`+st.ref+`"`) {
		t.Error("the cards API does not list the campaign's card")
	}

	// A player copies it into their own library.
	if v := p.get("/calc/aot/cards/new?from="+url.QueryEscape(st.ref)).doc(t).Find(`input[name="name"]`).AttrOr("value", ""); v != "Takeda cavalry" {
		t.Errorf("copy to my cards: name %q", v)
	}

	// Writing is the GM's.
	if res := p.postForm(st.path+"/cards", campaignCardForm("Player's card")); res.status != http.StatusForbidden {
		t.Errorf("player creates: %d", res.status)
	}
	if res := p.get(st.edit); res.status != http.StatusForbidden {
		t.Errorf("player's edit form: %d", res.status)
	}
	if res := p.postForm(strings.TrimSuffix(st.edit, "/edit")+"/delete", url.Values{}); res.status != http.StatusForbidden {
		t.Errorf("player deletes: %d", res.status)
	}
}

// TestCampaignCardsHiddenFromOutsiders: the public and a player of another
// campaign get 404 for the library and cannot use its cards, whatever the
// shared JSON cache holds.
func TestCampaignCardsHiddenFromOutsiders(t *testing.T) {
	t.Parallel()
	st := newCampaignCardSetup(t)
	q := "/api/calc/aot/attack?" + attackQuery(st.ref)
	// An outsider asks first: the refusal is not cached for the player.
	if res := st.public.get(q); res.status != http.StatusUnprocessableEntity {
		t.Fatalf("public first: %d", res.status)
	}
	if res := st.player.get(q); res.status != http.StatusOK {
		t.Fatalf("player after the public: %d %s", res.status, res.body)
	}
	for name, b := range map[string]*browser{"public": st.public, "other campaign": st.other} {
		for _, path := range []string{st.path + "/cards", st.path + "/cards/new", st.edit} {
			if res := b.get(path); res.status != http.StatusNotFound {
				t.Errorf("%s GET %s: %d", name, path, res.status)
			}
		}
		for _, path := range []string{st.path + "/cards", strings.TrimSuffix(st.edit, "/edit"), strings.TrimSuffix(st.edit, "/edit") + "/delete"} {
			if res := b.postForm(path, campaignCardForm("Hijack")); res.status != http.StatusNotFound {
				t.Errorf("%s POST %s: %d", name, path, res.status)
			}
		}
		// The player's answer is in no shared cache.
		res := b.get(q)
		var body struct{ Problems map[string]string }
		if res.status != http.StatusUnprocessableEntity || json.Unmarshal([]byte(res.body), &body) != nil || body.Problems["a1.card"] == "" {
			t.Errorf("%s uses the card through the API: %d %s", name, res.status, res.body)
		}
		if res := b.get("/calc/aot?" + attackQuery(st.ref)); res.status != http.StatusUnprocessableEntity {
			t.Errorf("%s uses the card in the calculator: %d", name, res.status)
		}
		if body := b.get("/api/calc/aot/cards").body; strings.Contains(body, st.ref) || strings.Contains(body, "Takeda cavalry") {
			t.Errorf("%s lists the campaign's card", name)
		}
		doc := b.get("/calc/aot/cards").doc(t)
		if doc.Find(`a[href="`+st.path+`/cards"]`).Length() != 0 {
			t.Errorf("%s is led to the campaign's library", name)
		}
		if doc := b.get("/calc/aot").doc(t); doc.Find(`option[value="`+st.ref+`"]`).Length() != 0 {
			t.Errorf("%s's picker lists the campaign's card", name)
		}
	}
	if n := st.gm.get(st.path + "/cards").doc(t).Find(`[data-testid="campaign-card"]`).Length(); n != 1 {
		t.Errorf("outsiders changed the library: %d cards", n)
	}
}

// A campaign's cards travel with its export and come back with the import,
// owned by the new campaign.
func TestCampaignCardsExportAndImport(t *testing.T) {
	t.Parallel()
	st := newCampaignCardSetup(t)
	first := st.gm.get(st.path + "/export")
	if first.status != http.StatusOK || !strings.Contains(first.body, "Takeda cavalry") {
		t.Fatalf("export: %d, card missing", first.status)
	}
	res := st.public.postMultipart("/campaigns/import", map[string]string{"gm_password": "new-password", "gm_password2": "new-password"}, map[string]string{"file": first.body})
	if res.status != http.StatusSeeOther {
		t.Fatalf("import: %d %s", res.status, res.body)
	}
	newPath := strings.TrimSuffix(res.header.Get("Location"), "/links")
	cards := st.public.get(newPath + "/cards").doc(t).Find(`[data-testid="campaign-card"]`)
	if cards.Length() != 1 || !strings.Contains(cards.Text(), "Takeda cavalry") {
		t.Fatalf("the imported campaign lists %d cards", cards.Length())
	}
	if second := st.public.get(newPath + "/export"); second.body != first.body {
		t.Fatal("export → import → export is not identical with a campaign card")
	}
	if res := st.gm.get(newPath + "/cards"); res.status != http.StatusNotFound {
		t.Errorf("the old campaign's GM reaches the copy's cards: %d", res.status)
	}
	broken := strings.Replace(first.body, `"kind": "aot-card"`, `"kind": "anything"`, 1)
	if broken == first.body {
		t.Fatal("the export does not name the card's kind")
	}
	res = st.public.postMultipart("/campaigns/import", map[string]string{"gm_password": "new-password", "gm_password2": "new-password"}, map[string]string{"file": broken})
	if res.status != http.StatusUnprocessableEntity {
		t.Errorf("an unknown library item was imported: %d", res.status)
	}
}
