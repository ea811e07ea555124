package play

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"
	"github.com/klauspost/compress/gzip"
	"golang.org/x/sync/singleflight"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
)

// DefaultAnswerCacheBytes bounds the rendered campaign pages, fragments
// and JSON views kept in memory (their compressed forms included): 64 MB
// holds every viewer's map page of about 300 campaigns in play.
const DefaultAnswerCacheBytes = 64 << 20

// answer is a rendered campaign response, kept per key and version: a
// request with the same key writes these bytes and renders nothing.
type answer struct {
	contentType string
	body, gzip  []byte
	// etag is empty when the answer may not be kept (see cacheable).
	etag string
}

func (a *answer) cost() int64 { return int64(len(a.body)+len(a.gzip)+len(a.etag)) + 256 }

// answerCache holds the answers by key (answerKey), bounded by bytes.
type answerCache = web.VersionedLRU[string, *answer]

// answerSpec is one kind of cached campaign response: how to render it
// for the campaign cp and viewer v, and how to answer an error.
type answerSpec struct {
	contentType string
	// anyViewer marks a response that is the same for every viewer and
	// language (the public JSON): no session is read for it.
	anyViewer bool
	render    func(c *gin.Context, cp *models.Campaign, e *cacheEntry, v views.Viewer) ([]byte, error)
	fail      func(c *gin.Context, err error)
}

// htmlAnswer is the spec of a page or fragment built by build.
func (s *Server) htmlAnswer(build func(c *gin.Context, cp *models.Campaign, e *cacheEntry, v views.Viewer) (templ.Component, error)) answerSpec {
	return answerSpec{contentType: "text/html; charset=utf-8", fail: s.Fail,
		render: func(c *gin.Context, cp *models.Campaign, e *cacheEntry, v views.Viewer) ([]byte, error) {
			comp, err := build(c, cp, e, v)
			if err != nil {
				return nil, err
			}
			buf := s.bufs.get()
			defer s.bufs.put(buf)
			if err := comp.Render(c.Request.Context(), buf); err != nil {
				return nil, fmt.Errorf("render campaign %d: %w", cp.ID, err)
			}
			return bytes.Clone(buf.Bytes()), nil
		}}
}

// bufferPool lends the buffers answers are rendered and compressed in.
// What is kept is an exact-size copy: a buffer grown by doubling holds up
// to twice its bytes, and kept answers are most of the server's memory.
type bufferPool struct{ pool sync.Pool }

func (p *bufferPool) get() *bytes.Buffer {
	if b, ok := p.pool.Get().(*bytes.Buffer); ok {
		return b
	}
	return new(bytes.Buffer)
}

func (p *bufferPool) put(b *bytes.Buffer) {
	b.Reset()
	p.pool.Put(b)
}

// serveAnswer answers a GET of campaign :id with spec: one indexed read of
// the campaign's version (joined with the viewer's session), then a 304 when
// the client holds this very answer, the kept bytes when there are some,
// or a render, kept for the next request when cacheable allows.
func (s *Server) serveAnswer(c *gin.Context, spec answerSpec) {
	id, err := web.CampaignID(c)
	if err != nil {
		spec.fail(c, err)
		return
	}
	version, v, err := s.VersionAndViewer(c, id, spec.anyViewer)
	if err != nil {
		spec.fail(c, err)
		return
	}
	// Checked again at this version, before any kept answer is looked at.
	if open, err := s.OpenAt(c, id, version); err != nil || !open {
		spec.fail(c, cmp.Or(err, campaign.ErrNotFound))
		return
	}
	key, keep := s.answerKey(c, id, version, v, spec.anyViewer)
	if keep {
		if a, ok := s.answers.Get(key); ok {
			s.writeAnswer(c, id, a, v)
			return
		}
		// Evicted, or never kept here: the client's copy still stands if
		// it was made for this key (only a cacheable answer has an ETag).
		if etag := s.etag(key); etagMatches(c.GetHeader("If-None-Match"), etag) {
			s.writeAnswer(c, id, &answer{contentType: spec.contentType, etag: etag}, v)
			return
		}
	}
	a, err := s.renderAnswer(c, spec, id, version, v, key, keep)
	if err != nil {
		spec.fail(c, err)
		return
	}
	s.writeAnswer(c, id, a, v)
}

// renderAnswer renders the answer under key, once for all the requests
// that miss it at the same time (every phone at the table reloads after
// an action): they share one render (singleflight), which the first of
// them runs; its request's cancellation does not cancel the others'.
// An answer that may not be kept (keep false) is the request's own.
func (s *Server) renderAnswer(c *gin.Context, spec answerSpec, id, version int64, v views.Viewer, key string, keep bool) (*answer, error) {
	if !keep {
		return s.makeAnswer(c, spec, id, version, v, false)
	}
	shared, err, _ := s.renders.Do(key, func() (any, error) {
		return s.makeAnswer(c, spec, id, version, v, true)
	})
	if err != nil {
		return nil, err
	}
	return shared.(*answer), nil
}

// makeAnswer reads campaign id at version (or newer) and renders spec's
// answer for v; with keep, one that stays the same until the next
// version gets its ETag and compressed form and is kept.
func (s *Server) makeAnswer(c *gin.Context, spec answerSpec, id, version int64, v views.Viewer, keep bool) (*answer, error) {
	cp, entry, err := s.campaignAt(context.WithoutCancel(c.Request.Context()), id, version)
	if err != nil {
		return nil, err
	}
	// Perhaps a newer version than serveAnswer checked: checked again.
	if !s.StillOpen(c, id, cp.Listing, cp.PublicKey) {
		return nil, campaign.ErrNotFound
	}
	body, err := spec.render(c, s.Shown(cp, v), entry, v)
	if err != nil {
		return nil, err
	}
	a := &answer{contentType: spec.contentType, body: body}
	if keep && cacheable(cp.State) {
		key, _ := s.answerKey(c, id, cp.Version, v, spec.anyViewer) // read whole, perhaps at a newer version
		a.etag, a.gzip = s.etag(key), s.gzipOnce(body)
		s.answers.Put(key, id, cp.Version, a, a.cost())
	}
	return a, nil
}

// answerKey is everything a campaign response depends on besides the
// campaign's version: the route and query (pages print their own address
// for the language switch and the live refresh, and read sort, clan, page
// and created from it), the viewer (public, game master or one clan), the
// language and whether htmx asked for a fragment. keep is false for a
// request whose answer must not be kept: one carrying an action's outcome
// to show once (the flash cookie), or a query with a parameter no page
// reads (which would only fill the cache) or too long.
func (s *Server) answerKey(c *gin.Context, id, version int64, v views.Viewer, anyViewer bool) (key string, keep bool) {
	r := c.Request
	if _, err := r.Cookie(flashCookie(id)); err == nil {
		return "", false
	}
	if !knownQuery(r.URL.RawQuery) || !canonicalParams(c) {
		return "", false
	}
	// Built in one buffer: this runs on every request, hit or not.
	b := make([]byte, 0, 64+len(r.URL.Path)+len(r.URL.RawQuery))
	b = strconv.AppendInt(b, id, 10)
	b = append(b, '|')
	b = strconv.AppendInt(b, version, 10)
	if anyViewer {
		b = append(b, "|any|"...)
	} else {
		switch {
		case v.GM:
			b = append(b, "|gm|"...)
		case v.Clan != "":
			b = append(append(append(b, "|clan:"...), v.Clan...), '|')
		default:
			b = append(b, "|public|"...)
		}
		b = append(b, web.Lang(c)...)
		b = strconv.AppendBool(append(b, '|'), web.IsFragment(c))
		b = append(b, '|')
	}
	return string(append(b, r.URL.RequestURI()...)), true
}

// answerQuery are the query parameters the campaign pages and views read
// (as: the clan the game master acts for on the Diplomacy tab);
// maxQueryValue bounds each value. Each may come once: a client varying
// what no page reads could otherwise push every other answer out.
var answerQuery = map[string]bool{"lang": true, "created": true, "sort": true, "clan": true, "page": true, "as": true, "reports": true}

const maxQueryValue = 16

func knownQuery(raw string) bool {
	if raw == "" {
		return true
	}
	var seen []string // a handful at most: no map to allocate
	for part := range strings.SplitSeq(raw, "&") {
		k, val, _ := strings.Cut(part, "=")
		if !answerQuery[k] || slices.Contains(seen, k) || len(val) > maxQueryValue {
			return false
		}
		seen = append(seen, k)
	}
	return true
}

// canonicalParams reports whether the route's numbers (campaign,
// province) are written as they are read: /campaigns/007 is campaign 7
// too, but is not kept under a key of its own.
func canonicalParams(c *gin.Context) bool {
	for _, p := range c.Params {
		n, err := strconv.ParseInt(p.Value, 10, 64)
		if err != nil || strconv.FormatInt(n, 10) != p.Value {
			return false
		}
	}
	return true
}

// cacheable reports whether the answers for st stay the same until the
// next version: not while the Diplomacy clock runs, whose banner, time
// left and legal actions change by the second (§6) without an action,
// nor while a phase has a deadline (its banner counts down from the
// server's clock, and a pause ends by itself).
func cacheable(st *campaign.State) bool {
	if st.Deadline != nil {
		return false
	}
	return st.Phase != campaign.PhaseDiplomacy || st.Timer.StartedAt.IsZero() || st.Timer.Stopped
}

// etag is the ETag of the answer under key: weak, since the same answer
// goes compressed or not. It includes the seed of this build and
// configuration (etagSeed), so that a copy made by another program
// version is never taken for current.
func (s *Server) etag(key string) string {
	sum := sha256.Sum256([]byte(s.ETagSeed + key))
	return `W/"` + hex.EncodeToString(sum[:12]) + `"`
}

// etagMatches reads If-None-Match (weak comparison, RFC 9110 §13.1.2).
func etagMatches(header, etag string) bool {
	if header == "" || etag == "" {
		return false
	}
	want := strings.TrimPrefix(etag, "W/")
	for part := range strings.SplitSeq(header, ",") {
		if t := strings.TrimPrefix(strings.TrimSpace(part), "W/"); t == want || t == "*" {
			return true
		}
	}
	return false
}

// gzipOnce compresses an answer worth compressing, once for all the
// requests that will get it; nil for a short one. The compressor (about a
// megabyte of tables at BestCompression) and its buffer are reused.
func (s *Server) gzipOnce(body []byte) []byte {
	if len(body) < 1024 {
		return nil
	}
	buf := s.bufs.get()
	defer s.bufs.put(buf)
	zw := s.gzips.get(buf)
	defer s.gzips.put(zw)
	if _, err := zw.Write(body); err != nil {
		return nil
	}
	if err := zw.Close(); err != nil {
		return nil
	}
	return bytes.Clone(buf.Bytes())
}

// gzipPool lends compressors at BestCompression.
type gzipPool struct{ pool sync.Pool }

// renderGroup collapses concurrent renders of one answer key.
type renderGroup = singleflight.Group

func (p *gzipPool) get(w io.Writer) *gzip.Writer {
	if zw, ok := p.pool.Get().(*gzip.Writer); ok {
		zw.Reset(w)
		return zw
	}
	zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression) // a valid level: cannot fail
	return zw
}

func (p *gzipPool) put(zw *gzip.Writer) { p.pool.Put(zw) }

// writeAnswer writes a to viewer v of campaign id (or 304 when the client
// holds it). An answer to a browser with a session stays "private,
// no-store" (handlers/site/headers.go): RFC 9111 §6 lets a browser's history show a
// stored page without asking, so a hand kept with no-cache could come
// back with the Back button on a shared phone after logout. The public's
// answers, with nothing hidden, may be kept and revalidated: "private,
// no-cache".
func (s *Server) writeAnswer(c *gin.Context, id int64, a *answer, v views.Viewer) {
	h := c.Writer.Header()
	if strings.HasPrefix(a.contentType, "text/html") {
		web.Vary(h, "HX-Request")
	}
	web.Vary(h, "Accept-Encoding")
	if a.etag != "" {
		h.Set("ETag", a.etag)
		if _, err := s.SessionCookie(c, id); err != nil && v.Public() {
			h.Set("Cache-Control", "private, no-cache")
		}
		if etagMatches(c.GetHeader("If-None-Match"), a.etag) {
			c.Status(http.StatusNotModified)
			c.Writer.WriteHeaderNow()
			return
		}
	}
	body := a.body
	if a.gzip != nil && web.AcceptsGzip(c.GetHeader("Accept-Encoding")) {
		h.Set("Content-Encoding", "gzip") // compressed once; the wrapper lets it by
		body = a.gzip
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	c.Data(http.StatusOK, a.contentType, body)
}
