package handlers_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"
)

func TestStaticFilesUnderHashedURLs(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	doc := b.get("/").doc(t)
	var urls []string
	doc.Find(`link[href^="/static/"], script[src^="/static/"], img[src^="/static/"]`).Each(func(_ int, s *goquery.Selection) {
		u, ok := s.Attr("href")
		if !ok {
			u, _ = s.Attr("src")
		}
		urls = append(urls, u)
	})
	if len(urls) < 5 {
		t.Fatalf("the page links %v", urls)
	}
	for _, u := range urls {
		res := b.get(u)
		if res.status != http.StatusOK || res.header.Get("Cache-Control") != "public, max-age=31536000, immutable" ||
			res.header.Get("ETag") == "" || res.header.Get("Last-Modified") == "" || res.header.Get("Content-Type") == "" {
			t.Errorf("%s: %d %v", u, res.status, res.header)
			continue
		}
		if again := b.get(u, "If-None-Match", res.header.Get("ETag")); again.status != http.StatusNotModified || again.body != "" {
			t.Errorf("%s revalidated: %d", u, again.status)
		}
		// The plain name serves the same file, to be revalidated.
		plain := b.get(plainName(u))
		if plain.status != http.StatusOK || plain.body != res.body || plain.header.Get("Cache-Control") != "no-cache" || plain.header.Get("ETag") != res.header.Get("ETag") {
			t.Errorf("%s: %d %v", plainName(u), plain.status, plain.header)
		}
	}
	if res := b.get("/static/js/app.js"); !strings.HasPrefix(res.header.Get("Content-Type"), "text/javascript") {
		t.Errorf("app.js served as %q", res.header.Get("Content-Type"))
	}
	req, _ := http.NewRequest(http.MethodHead, ts.URL+urls[0], nil)
	if res := b.do(req); res.status != http.StatusOK || res.body != "" {
		t.Errorf("HEAD %s: %d", urls[0], res.status)
	}
	for _, p := range []string{"/static/", "/static/css", "/static/css/", "/static/js/nope.js", "/static/css/app.000000000000.css", "/static/../go.mod"} {
		if res := b.get(p); res.status != http.StatusNotFound || strings.Contains(res.body, "app.css\"") {
			t.Errorf("%s: %d, want 404 and no listing", p, res.status)
		}
	}
}

// plainName turns /static/css/app.1a2b3c4d5e6f.css into /static/css/app.css.
func plainName(u string) string {
	dot := strings.LastIndex(u, ".")
	hash := strings.LastIndex(u[:dot], ".")
	return u[:hash] + u[dot:]
}

func gunzip(t *testing.T, body string) string {
	t.Helper()
	r, err := gzip.NewReader(strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestCompressionForTextNeverForStreams(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	path := b.createCampaign(sixPlayerForm())
	sheet, _ := b.get(path).doc(t).Find(`link[rel="stylesheet"]`).Attr("href")
	for _, u := range []string{path, path + "/history", sheet, "/static/js/htmx.min.js", "/map/map.json", "/map/provinces.csv", "/api/campaigns/1", "/api" + path + "/view", "/calc/aot"} {
		plain := b.get(u, "Accept-Encoding", "identity")
		zipped := b.get(u, "Accept-Encoding", "gzip")
		if zipped.header.Get("Content-Encoding") != "gzip" || !strings.Contains(zipped.header.Get("Vary"), "Accept-Encoding") {
			t.Errorf("%s: Content-Encoding %q, Vary %q", u, zipped.header.Get("Content-Encoding"), zipped.header.Get("Vary"))
			continue
		}
		if plain.header.Get("Content-Encoding") != "" {
			t.Errorf("%s: compressed for a client that did not ask", u)
		}
		if got := gunzip(t, zipped.body); got != plain.body {
			t.Errorf("%s: gzip body differs from the plain one", u)
		}
		if len(zipped.body)*2 > len(plain.body) {
			t.Errorf("%s: %d bytes gzipped of %d", u, len(zipped.body), len(plain.body))
		}
	}
	if res := b.get("/static/img/screenshot-map.png", "Accept-Encoding", "gzip"); res.status != http.StatusOK || res.header.Get("Content-Encoding") != "" {
		t.Errorf("PNG: %d, Content-Encoding %q", res.status, res.header.Get("Content-Encoding"))
	}

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, ts.URL+path+"/events?v=1", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := b.c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.Header.Get("Content-Encoding") != "" || res.Header.Get("Content-Type") != "text/event-stream" {
		t.Errorf("event stream: Content-Encoding %q, Content-Type %q", res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"))
	}
	first := make([]byte, 2)
	if _, err := io.ReadFull(res.Body, first); err != nil || !bytes.Equal(first, []byte(": ")) && !bytes.Equal(first, []byte("id")) {
		t.Errorf("event stream starts %q (%v), not as plain text at once", first, err)
	}
}

func TestStaticFilesCompressedOnce(t *testing.T) {
	t.Parallel()
	ts := newTestServer(t)
	b := ts.browser(t)
	for _, ae := range []string{"gzip", "br, gzip;q=0.8", "*"} {
		res := b.get("/static/css/app.css", "Accept-Encoding", ae)
		if res.header.Get("Content-Encoding") != "gzip" || res.header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, Vary %q", ae, res.header.Get("Content-Encoding"), res.header.Get("Vary"))
		}
	}
	for _, ae := range []string{"identity", "gzip;q=0", "br"} {
		if res := b.get("/static/css/app.css", "Accept-Encoding", ae); res.header.Get("Content-Encoding") != "" || !strings.Contains(res.body, "Sengoku") {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q", ae, res.header.Get("Content-Encoding"))
		}
	}
}
