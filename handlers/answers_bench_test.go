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

// BenchmarkCampaignAnswersServed measures the same answers as
// BenchmarkCampaignAnswers inside the handler alone, with no socket and no
// client: its ns/op and allocs/op are the server's own cost, much less
// moved by the machine's load than a load run. The version and session
// reads are the database's share.
func BenchmarkCampaignAnswersServed(b *testing.B) {
	ts := newTestServer(b)
	lc := newLoadCampaign(b, ts, func(st *campaign.State) bool { return st.Phase == campaign.PhaseMovement })
	tag := lc.etag(b, lc.page, "")
	h := ts.Config.Handler
	for _, bc := range []struct {
		name string
		req  loadReq
		want int
	}{
		{"healthz", loadReq{url: ts.URL + "/healthz"}, http.StatusOK},
		{"map-public", loadReq{url: lc.page}, http.StatusOK},
		{"map-player", loadReq{url: lc.page, cookie: lc.cookie}, http.StatusOK},
		{"api", loadReq{url: lc.api}, http.StatusOK},
		{"view-player", loadReq{url: lc.view, cookie: lc.cookie}, http.StatusOK},
		{"revalidate-304", loadReq{url: lc.page, etag: tag}, http.StatusNotModified},
		{"revalidate-304-player", loadReq{url: lc.page, cookie: lc.cookie, etag: lc.etag(b, lc.page, lc.cookie)}, http.StatusNotModified},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			req := bc.req.request()
			req.RemoteAddr = "127.0.0.1:1"
			for b.Loop() {
				w := &discardWriter{header: http.Header{}}
				h.ServeHTTP(w, req)
				if w.status != bc.want {
					b.Fatalf("status %d, want %d", w.status, bc.want)
				}
			}
		})
	}
}

// discardWriter is a ResponseWriter that keeps the status and drops the
// body, so that a benchmark counts the handler's work only.
type discardWriter struct {
	header http.Header
	status int
}

func (w *discardWriter) Header() http.Header { return w.header }
func (w *discardWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}
func (w *discardWriter) Write(p []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return len(p), nil
}
