package models

import (
	"context"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models/dbtest"
	"sengoku/tables"
)

// The campaign service over the real store, on each backend: a campaign
// is created with a token per player, an action is stamped with the
// server's clock, a refused action changes nothing, and an undo names the
// action it removed.
func TestCampaignServiceOverTheStore(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		clock := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
		svc := campaign.NewService(db, func() time.Time { return clock })
		id, tokens, err := svc.Create(ctx, campaign.Setup{Name: "Servizio", Scenario: campaign.Custom,
			Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}}, "hash")
		if err != nil {
			t.Fatal(err)
		}
		if len(tokens) != 2 || tokens[campaign.Takeda] == tokens[campaign.Uesugi] {
			t.Fatalf("tokens %v", tokens)
		}
		if p, err := db.PlayerByToken(ctx, tokens[campaign.Uesugi]); err != nil || p.Clan != campaign.Uesugi || p.CampaignID != id {
			t.Fatalf("join link: %+v %v", p, err)
		}
		saved, _, err := svc.Act(ctx, id, 0, campaign.GM(), campaign.Action{Kind: campaign.ActSetOption, Key: "tableDice", Value: "true"})
		if err != nil {
			t.Fatal(err)
		}
		log, _ := db.Actions(ctx, id, 0, 10)
		if len(log) != 1 || !strings.Contains(log[0].Payload, `"at":"2025-03-01T20:00:00Z"`) {
			t.Fatalf("the action is not stamped with the server's clock: %+v", log)
		}
		version := saved.Version
		if _, _, err := svc.Act(ctx, id, 0, campaign.PlayerOf(campaign.Takeda), campaign.Action{Kind: campaign.ActStay, Clan: campaign.Uesugi}); err == nil {
			t.Fatal("a player acted for another clan")
		} else if _, ok := tables.AsValidation(err); !ok {
			t.Fatalf("not a validation error: %v", err)
		}
		if v, _ := db.CampaignVersion(ctx, id); v != version {
			t.Fatal("a refused action changed the campaign")
		}
		_, undone, err := svc.Undo(ctx, id, version)
		if err != nil || undone.Kind != string(campaign.ActSetOption) {
			t.Fatalf("undo: %+v %v", undone, err)
		}
		log, _ = db.Actions(ctx, id, 0, 10)
		last := log[len(log)-1]
		if last.Kind != "undo" || !strings.Contains(last.Events, `"key":"kind.set-option"`) || !strings.Contains(last.Payload, `"undoes"`) {
			t.Fatalf("undo entry %+v", last)
		}
	})
}
