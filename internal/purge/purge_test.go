package purge

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
)

// Expired sessions are deleted at start and then on every tick; live ones
// stay.
func TestPurgeSessionsDeletesExpiredOnes(t *testing.T) {
	ctx := context.Background()
	db, err := models.Open(ctx, filepath.Join(t.TempDir(), "purge.db"), time.Now)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	st, err := campaign.NewCampaign(campaign.Setup{Name: "P", Scenario: campaign.Custom,
		Players: map[campaign.Clan]string{campaign.Takeda: "a", campaign.Uesugi: "b"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.NewCampaign(ctx, st, "hash", []models.Player{{Clan: campaign.Takeda, Name: "a", Token: "t1"}, {Clan: campaign.Uesugi, Name: "b", Token: "t2"}})
	if err != nil {
		t.Fatal(err)
	}
	for token, exp := range map[string]time.Time{"old": time.Now().Add(-time.Hour), "live": time.Now().Add(time.Hour)} {
		if err := db.NewSession(ctx, token, models.Session{CampaignID: id, Role: models.RoleGM, ExpiresAt: exp}); err != nil {
			t.Fatal(err)
		}
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		Sessions(runCtx, db, 10*time.Millisecond, slog.New(slog.NewTextHandler(io.Discard, nil)))
		close(done)
	}()
	// A session that expires while the purge runs goes at a later tick.
	if err := db.NewSession(ctx, "soon", models.Session{CampaignID: id, Role: models.RoleGM, ExpiresAt: time.Now().Add(50 * time.Millisecond)}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond)
	stop()
	<-done
	if n, err := db.PurgeSessions(ctx); err != nil || n != 0 {
		t.Fatalf("left behind: %d %v", n, err)
	}
	if _, err := db.Session(ctx, "live"); err != nil {
		t.Fatalf("the live session went: %v", err)
	}
}
