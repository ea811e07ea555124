package handlers_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"sengoku/campaign"
)

// A map file with a NaN coordinate is a listed problem, not a 500: nothing
// is stored.
func TestCreateFormRefusesNonFiniteCoordinates(t *testing.T) {
	ts := newTestServer(t)
	b := ts.browser(t)
	pv, ad := campaign.DefaultMapFiles()
	lines := strings.Split(string(pv), "\n")
	row := strings.Split(lines[1], ",")
	row[8] = "NaN"
	lines[1] = strings.Join(row, ",")
	form := map[string]string{"name": "NaN", "players": "6", "scenario": "six", "gm_password": "password1", "gm_password2": "password1"}
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
