package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"sengoku/models"
)

// oldShapeCard is a user's card as the library has stored it since cards
// had sources: each source as its English words, one of them "derived".
const oldShapeCard = `{"id":"","type":"custom","name":"Honda","number":7,"kind":"inf","cmdr":false,"models":4,"atti":null,"attc":null,"dice":2,"fdice":null,"def":null,"fort":null,"ranged":false,"chart":null,"ammo":null,"supply":null,"orders":null,"src":{"dice":"derived from the yari card","models":"counted at the table"}}`

// TestAoTStoredCardsKeepTheirShape: a card stored in the library's JSON
// shape reads back on the cards API byte for byte and fills the
// calculator, and a card saved through the form is stored in that shape.
func TestAoTStoredCardsKeepTheirShape(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	form := url.Values{"name": {"Takeda cavalry"}, "type": {"cavalry"}, "kind": {"cav"}, "cmdr": {"on"}, "models": {"3"},
		"atti": {"8"}, "attc": {"6"}, "dice": {"3"}, "def": {"2"}, "fort": {"11"}}
	if res := b.postForm("/calc/aot/cards", form); res.status != http.StatusSeeOther {
		t.Fatalf("create: %d %s", res.status, res.body)
	}
	owner := ""
	u, _ := url.Parse(ts.URL)
	for _, c := range b.c.Jar.Cookies(u) {
		if c.Name == "sengoku_lib" {
			owner = "lib:" + c.Value
		}
	}
	ctx := context.Background()
	items, err := ts.db.LibraryItems(ctx, "aot-card", owner)
	if err != nil || len(items) != 1 {
		t.Fatalf("stored cards %v %v", items, err)
	}
	var saved map[string]any
	if err := json.Unmarshal([]byte(items[0].Data), &saved); err != nil || saved["src"] != nil || saved["models"] != 3.0 {
		t.Errorf("saved through the form as %s", items[0].Data)
	}
	id, err := ts.db.SaveLibraryItem(ctx, models.LibraryItem{Kind: "aot-card", Owner: owner, Name: "Honda", Data: oldShapeCard})
	if err != nil {
		t.Fatal(err)
	}
	var api struct {
		Cards []struct {
			Ref  string          `json:"ref"`
			Card json.RawMessage `json:"card"`
		} `json:"cards"`
	}
	res := b.get("/api/calc/aot/cards")
	if err := json.Unmarshal([]byte(res.body), &api); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range api.Cards {
		if c.Ref == "my:"+strconv.FormatInt(id, 10) {
			found = true
			if string(c.Card) != oldShapeCard {
				t.Errorf("the stored card answers\n%s\nnot\n%s", c.Card, oldShapeCard)
			}
		}
	}
	if !found {
		t.Fatalf("the stored card is not listed: %s", res.body)
	}
	res = b.get("/calc/aot?a1.card=my:" + strconv.FormatInt(id, 10) + "&a1.order=assault&t.card=lib:card-16-2&t.models=6")
	if v, _ := res.doc(t).Find(`select[name="a1.models"] option[selected]`).Attr("value"); v != "4" {
		t.Errorf("the stored card does not fill the calculator: %d, models %q", res.status, v)
	}
	if !strings.Contains(b.get("/calc/aot/cards").body, "Honda") {
		t.Error("the stored card is not in the library page")
	}
}
