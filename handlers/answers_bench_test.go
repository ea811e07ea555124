package handlers_test

import (
	"io"
	"net/http"
	"testing"

	"sengoku/campaign"
)

// BenchmarkCampaignAnswers measures one request of each cached campaign
// answer of a six-clan campaign in its Movement phase, the cache warm:
// the map page as the public and as a player, the public JSON, a player's
// view, and a revalidation answered 304. BenchmarkHealthz is the floor.
func BenchmarkCampaignAnswers(b *testing.B) {
	ts := newTestServer(b)
	lc := newLoadCampaign(b, ts, func(st *campaign.State) bool { return st.Phase == campaign.PhaseMovement })
	tag := lc.etag(b, lc.page, "")
	for _, bc := range []struct {
		name string
		req  loadReq
		want int
	}{
		{"map-public", loadReq{url: lc.page}, http.StatusOK},
		{"map-player", loadReq{url: lc.page, cookie: lc.cookie}, http.StatusOK},
		{"api", loadReq{url: lc.api}, http.StatusOK},
		{"view-player", loadReq{url: lc.view, cookie: lc.cookie}, http.StatusOK},
		{"revalidate-304", loadReq{url: lc.page, etag: tag}, http.StatusNotModified},
	} {
		b.Run(bc.name, func(b *testing.B) {
			client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
			for b.Loop() {
				res, err := client.Do(bc.req.request())
				if err != nil {
					b.Fatal(err)
				}
				_, _ = io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != bc.want {
					b.Fatalf("status %d, want %d", res.StatusCode, bc.want)
				}
			}
		})
	}
}

// BenchmarkHealthz is the floor the campaign answers are measured against.
func BenchmarkHealthz(b *testing.B) {
	ts := newTestServer(b)
	client := &http.Client{}
	for b.Loop() {
		res, err := client.Get(ts.URL + "/healthz")
		if err != nil {
			b.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
	}
}
