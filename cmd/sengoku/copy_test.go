package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/models/dbtest"
)

func clubExport(t *testing.T, dsn string, id int64) string {
	t.Helper()
	db, err := models.Open(context.Background(), dsn, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ex, err := db.ExportCampaign(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(ex)
	return string(b)
}

// `sengoku copy` moves a club SQLite → PostgreSQL → SQLite with identical
// exports, and refuses to overwrite a club unless -force.
func TestCopyCommandRoundTrip(t *testing.T) {
	ctx := context.Background()
	from := filepath.Join(t.TempDir(), "club.db")
	pg := dbtest.Postgres.DSN(t)
	back := filepath.Join(t.TempDir(), "back.db")
	db, err := models.Open(ctx, from, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Club", Scenario: campaign.Custom, Seed: 1, Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}})
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.NewCampaign(ctx, st, "hash", []models.Player{{Clan: campaign.Takeda, Name: "A", Token: "t"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Act(ctx, id, 0, func(st *campaign.State) (models.ActionRecord, error) {
		_, err := campaign.Step(st, campaign.GM(), campaign.Action{Kind: campaign.ActStart})
		return models.ActionRecord{ActorRole: "gm", Kind: "start"}, err
	}); err != nil {
		t.Fatal(err)
	}
	_ = db.Close()
	want := clubExport(t, from, id)

	copyCmd := func(args ...string) (string, error) {
		var out, errOut bytes.Buffer
		err := run(ctx, append([]string{"sengoku", "copy"}, args...), func(string) string { return "" }, &out, &errOut)
		return out.String() + errOut.String(), err
	}
	if out, err := copyCmd("-from", from, "-to", pg); err != nil || !strings.Contains(out, "Copied 1 campaigns") {
		t.Fatalf("copy to PostgreSQL: %v\n%s", err, out)
	}
	if out, err := copyCmd("-from", pg, "-to", back); err != nil {
		t.Fatalf("copy back: %v\n%s", err, out)
	}
	if clubExport(t, pg, id) != want || clubExport(t, back, id) != want {
		t.Fatal("the exports differ after the round trip")
	}
	if _, err := copyCmd("-from", from, "-to", back); err == nil || !strings.Contains(err.Error(), "-force") {
		t.Fatalf("copy onto a club: %v", err)
	}
	if _, err := copyCmd("-from", from, "-to", back, "-force"); err != nil {
		t.Fatalf("forced copy: %v", err)
	}
	for _, bad := range [][]string{{"-from", from}, {"-to", back}, {"-from", from, "-to", from}, {"-from", from, "-to", back, "extra"}} {
		if _, err := copyCmd(bad...); err == nil {
			t.Errorf("copy %v: no error", bad)
		}
	}
}
