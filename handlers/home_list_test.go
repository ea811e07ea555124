package handlers_test

import (
	"regexp"
	"strings"
	"testing"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// TestCampaignListSaysWhereAndWho: each campaign on the home page shows
// its season, year and phase, the reader's part in it (game master, the
// clan he plays, or none) and the last change as an Italian date, on both
// database backends.
func TestCampaignListSaysWhereAndWho(t *testing.T) {
	t.Parallel()
	onEachBackend(t, testCampaignListSaysWhereAndWho)
}

func testCampaignListSaysWhereAndWho(t *testing.T, backend dbtest.Backend) {
	tb := newTableOn(t, backend)
	tb.gmDo(t, "kind", "start")
	item := func(b *browser) (where, role, updated string) {
		li := b.get("/").doc(t).Find(`[data-testid="campaign-list"] li`).First()
		return strings.Join(strings.Fields(li.Find(`[data-testid="campaign-where"]`).Text()), " "),
			li.Find(`[data-testid="campaign-role"]`).Text(), li.Find(".muted").Text()
	}
	where, role, updated := item(tb.gm)
	if where != "Primavera 1560 · Pesca delle carte evento" {
		t.Errorf("where: %q", where)
	}
	if role != "Master" {
		t.Errorf("the GM's part: %q", role)
	}
	if !regexp.MustCompile(`\d\d/\d\d/\d{4} \d\d:\d\d`).MatchString(updated) {
		t.Errorf("updated %q is not an Italian date", updated)
	}
	if _, role, _ := item(tb.players[campaign.Takeda]); !strings.Contains(role, "Takeda") {
		t.Errorf("Takeda's part: %q", role)
	}
	if _, role, _ := item(tb.ts.browser(t)); role != "" {
		t.Errorf("a stranger's part: %q", role)
	}
}
