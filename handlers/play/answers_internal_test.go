package play

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
)

// TestConcurrentMissesRenderOnce: requests that miss the same answer at
// the same time (every phone reloading after an action) share one
// render, and each gets its bytes; a request whose answer may not be kept
// renders its own.
func TestConcurrentMissesRenderOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := models.Open(ctx, filepath.Join(t.TempDir(), "once.db"), time.Now)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	st, err := campaign.NewCampaign(campaign.Setup{Name: "Once", Scenario: campaign.Custom, Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	id, err := db.NewCampaign(ctx, st, "hash", nil)
	if err != nil {
		t.Fatal(err)
	}
	version, err := db.CampaignVersion(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	// A listed campaign: open to everyone, shown whole (handlers/listing).
	open := func(*gin.Context, int64, campaign.Listing, string) bool { return true }
	whole := func(cp *models.Campaign, _ views.Viewer) *models.Campaign { return cp }
	s := &Server{Deps: Deps{Store: db, Now: time.Now, ETagSeed: "test", StillOpen: open, Shown: whole},
		cache: newCampaignCache(), answers: web.NewVersionedLRU[string, *answer](1 << 20)}
	var renders atomic.Int64
	release := make(chan struct{})
	spec := answerSpec{contentType: web.JSONType, anyViewer: true,
		render: func(_ *gin.Context, cp *models.Campaign, _ *cacheEntry, _ views.Viewer) ([]byte, error) {
			renders.Add(1)
			<-release
			return []byte(cp.Name), nil
		}}
	const requests = 16
	var calling, done sync.WaitGroup
	answers := make([]*answer, requests)
	for i := range requests {
		calling.Add(1)
		done.Go(func() {
			c, _ := gin.CreateTestContext(httptest.NewRecorder())
			c.Request = httptest.NewRequest("GET", "/api/campaigns/1", nil)
			calling.Done()
			a, err := s.renderAnswer(c, spec, id, version, views.Viewer{}, "the key", true)
			if err != nil {
				t.Error(err)
				return
			}
			answers[i] = a
		})
	}
	calling.Wait()
	time.Sleep(200 * time.Millisecond) // every request is waiting on the first render by now
	close(release)
	done.Wait()
	if n := renders.Load(); n != 1 {
		t.Errorf("%d renders for %d concurrent requests of one answer, want 1", n, requests)
	}
	for i, a := range answers {
		if a == nil || string(a.body) != "Once" {
			t.Fatalf("request %d got %+v", i, a)
		}
	}
	// An answer that may not be kept (a flash page) is the request's own.
	c, _ := gin.CreateTestContext(httptest.NewRecorder())
	c.Request = httptest.NewRequest("GET", "/api/campaigns/1", nil)
	if _, err := s.renderAnswer(c, spec, id, version, views.Viewer{}, "", false); err != nil || renders.Load() != 2 {
		t.Errorf("an answer not kept: %d renders, %v; want its own render", renders.Load(), err)
	}
}
