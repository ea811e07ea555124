package handlers_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
	"sengoku/models"
)

// A map file with a NaN coordinate is a listed problem, not a 500: nothing
// is stored.
func TestCreateFormRefusesNonFiniteCoordinates(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	pv, ad := campaign.DefaultMapFiles()
	lines := strings.Split(string(pv), "\n")
	row := strings.Split(lines[1], ",")
	row[8] = "NaN"
	lines[1] = strings.Join(row, ",")
	form := map[string]string{"name": "NaN", "players": "6", "scenario": "six", "gm_password": "tessen-1560", "gm_password2": "tessen-1560"}
	for _, cl := range campaign.Clans {
		form["player."+string(cl)] = "P " + string(cl)
	}
	res := b.postMultipart("/campaigns", form, map[string]string{"map_provinces": strings.Join(lines, "\n"), "map_adjacency": string(ad)})
	if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "numeri finiti") {
		t.Fatalf("NaN latitude: %d %s", res.status, res.body)
	}
	if list, _ := ts.db.Campaigns(context.Background()); len(list) != 0 {
		t.Fatalf("%d campaigns stored", len(list))
	}
}

// exportOf returns campaign path's export, decoded.
func exportOf(t *testing.T, b *browser, path string) models.Export {
	t.Helper()
	res := b.get(path + "/export")
	if res.status != http.StatusOK {
		t.Fatalf("export: %d", res.status)
	}
	var ex models.Export
	if err := json.Unmarshal([]byte(res.body), &ex); err != nil {
		t.Fatal(err)
	}
	return ex
}

func importForm() map[string]string {
	return map[string]string{"gm_password": "new-password", "gm_password2": "new-password"}
}

// A corrupt state is refused on import with the list of its problems, in
// the user's language; nothing is stored.
func TestImportRefusesCorruptStates(t *testing.T) {
	t.Parallel()
	tb := newTable(t)
	tb.gmDo(t, "kind", "start")
	ex := exportOf(t, tb.gm, tb.path)
	cases := []struct {
		name string
		edit func(st *campaign.State)
		want string
	}{
		{"dragon army", func(st *campaign.State) {
			st.Clan(campaign.Takeda).Army.Elements = make([]campaign.Element, 40)
			for i := range st.Clan(campaign.Takeda).Army.Elements {
				st.Clan(campaign.Takeda).Army.Elements[i].Type = "dragon"
			}
		}, "l&#39;esercito ha 40 elementi"},
		{"unknown card", func(st *campaign.State) { st.Clan(campaign.Hojo).Hand = []string{"ZZ"} }, "carta sconosciuta &#34;ZZ&#34;"},
		{"bogus phase", func(st *campaign.State) { st.Phase = "bogus" }, "Fase sconosciuta &#34;bogus&#34;"},
		{"season 9", func(st *campaign.State) { st.Season = 9 }, "La stagione 9 non esiste"},
		{"year -3", func(st *campaign.State) { st.Year = -3 }, "L&#39;anno -3"},
		{"morale table", func(st *campaign.State) { st.Options.MoraleTable = "1-5:2,9-8:3" }, "tabella del morale"},
		{"maxAllied -5", func(st *campaign.State) { st.Options.MaxAllied = -5 }, "L&#39;opzione maxAllied"},
		{"roller state", func(st *campaign.State) { st.RollerState = []byte{1, 2, 3} }, "generatore di dadi"},
		{"card twice", func(st *campaign.State) { st.Clan(campaign.Mori).Hand = []string{st.Deck.DrawPile[0]} }, "in due posti"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var st campaign.State
			if err := json.Unmarshal(ex.State, &st); err != nil {
				t.Fatal(err)
			}
			tc.edit(&st)
			bad := ex
			bad.State, _ = json.Marshal(&st)
			file, _ := json.Marshal(bad)
			res := tb.gm.postMultipart("/campaigns/import", importForm(), map[string]string{"file": string(file)})
			if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, tc.want) {
				t.Errorf("%d, want %q in %s", res.status, tc.want, problemsOf(t, res))
			}
			if strings.Contains(res.body, "esportazione valida") {
				t.Error("a listed problem is also blamed on the file")
			}
		})
	}
	if list, _ := tb.ts.db.Campaigns(context.Background()); len(list) != 1 {
		t.Fatalf("%d campaigns stored", len(list))
	}
}

// problemsOf is the text of a page's problem list, for failure messages.
func problemsOf(t *testing.T, res response) string {
	t.Helper()
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(res.body))
	if err != nil {
		return res.body
	}
	return doc.Find("main").Text()
}

// A map file over the create form's limit is too large, and only that:
// the fields it kept from being read are not blamed.
func TestCreateFormMapTooLarge(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	form := map[string]string{"name": "Grande", "players": "6", "scenario": "six", "gm_password": "tessen-1560", "gm_password2": "tessen-1560"}
	for _, size := range []int{7 << 20, 9 << 20} {
		res := b.postMultipart("/campaigns", form, map[string]string{"map_provinces": strings.Repeat("x", size), "map_adjacency": "a,b,kind\n"})
		if res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, "troppo grande") || strings.Contains(res.body, "almeno 8 caratteri") {
			t.Errorf("a %d MB map: %d %s", size>>20, res.status, problemsOf(t, res))
		}
	}
}
