package handlers_test

import (
	"io"
	"net/http"
	"testing"
)

// BenchmarkMapPage measures one public request of a campaign's map page.
func BenchmarkMapPage(b *testing.B) {
	t := &testing.T{}
	ts := newTestServer(t)
	br := ts.browser(t)
	path := br.createCampaign(sixPlayerForm())
	client := &http.Client{}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := client.Get(ts.URL + path)
		if err != nil {
			b.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != 200 {
			b.Fatalf("status %d", res.StatusCode)
		}
	}
}
