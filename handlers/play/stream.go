package play

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
	"time"

	"sengoku/handlers/web"

	"github.com/gin-gonic/gin"
)

// A campaign page holds one server-sent-events stream
// (GET /campaigns/:id/events?v=<version the page shows>) that names the
// campaign's new version as soon as an action commits; the page then
// fetches itself again (static/js/app.js). The events come from an
// events.Source: in process by default, from the database when several
// instances share it.

const (
	// streamHeartbeat is how often an idle stream sends a comment, so that
	// proxies keep it open and a vanished client is noticed.
	streamHeartbeat = 20 * time.Second
	// streamGrace is how long past a heartbeat a stream's write (and read)
	// deadline reaches: the server's 60 s WriteTimeout applies to ordinary
	// requests only, each stream pushes its own deadline forward.
	streamGrace = 10 * time.Second
	// DefaultStreamsPerClient bounds the streams one client address holds
	// open at once (every open campaign tab is one; a club behind one NAT
	// address shares it).
	DefaultStreamsPerClient = 32
)

// streamLimit counts the open streams per client address.
type streamLimit struct {
	mu   sync.Mutex
	open map[string]int
	max  int
}

func newStreamLimit(max int) *streamLimit {
	return &streamLimit{open: map[string]int{}, max: max}
}

// acquire takes one of client's streams; false when it holds them all.
func (l *streamLimit) acquire(client string) (release func(), ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.open[client] >= l.max {
		return nil, false
	}
	l.open[client]++
	return func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		if l.open[client]--; l.open[client] <= 0 {
			delete(l.open, client)
		}
	}, true
}

// campaignEvents is GET /campaigns/:id/events: a text/event-stream with an
// event "version" (data and id: the campaign's version) whenever the
// campaign moves past the version the page shows (query v, or the
// Last-Event-ID a reconnecting browser sends), at once if it already has.
func (s *Server) campaignEvents(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	release, ok := s.streamSlot(c)
	if !ok {
		return
	}
	defer release()
	ctx := c.Request.Context()
	// Subscribe before reading the version: a change committed in between
	// is then both read and delivered, never lost.
	versions, err := s.Events.Subscribe(ctx, id)
	if err != nil {
		streamFailed(c)
		return
	}
	current, err := s.Store.CampaignVersion(ctx, id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	// A campaign made private (or unlisted) while its page is open ends
	// the streams of those who may no longer see it.
	open := func(v int64) bool { ok, err := s.OpenAt(c, id, v); return err == nil && ok }
	s.serveStream(c, versions, current, open)
}

// streamFailed answers a stream whose source could not be read: 503, to
// be asked again in a few seconds (as a browser's EventSource does).
func streamFailed(c *gin.Context) {
	c.Header("Retry-After", "5")
	c.String(http.StatusServiceUnavailable, web.Lang(c).T("err.internal"))
}

// serveStream answers with the event stream of versions (pushVersions,
// from the version the page shows), its headers first.
func (s *Server) serveStream(c *gin.Context, versions <-chan int64, current int64, open func(version int64) bool) {
	h := c.Writer.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no") // nginx: pass each event on at once
	c.Status(http.StatusOK)
	s.pushVersions(c, versions, current, seenVersion(c), open)
}

// pushVersions writes the stream: the current version at once if the page
// shows another (else a comment, so that the page knows it is live), then
// each newer version, and a heartbeat comment when idle, until the client
// leaves or the source closes. Each write pushes the connection's
// deadlines forward and is flushed at once. (Not gin's c.Stream: it needs
// http.CloseNotifier, which the compression wrapper does not offer; the
// request's context tells the same.)
func (s *Server) pushVersions(c *gin.Context, versions <-chan int64, current, sent int64, open func(version int64) bool) {
	rc := http.NewResponseController(c.Writer)
	write := func(text string) bool {
		s.extendStream(rc)
		if _, err := io.WriteString(c.Writer, text); err != nil {
			return false
		}
		c.Writer.Flush()
		return true
	}
	event := func(v int64) bool {
		sent = v
		return write(fmt.Sprintf("id: %d\nevent: version\ndata: %d\n\n", v, v))
	}
	var ok bool
	if current != sent {
		ok = event(current)
	} else {
		ok = write(": open\n\n")
	}
	heartbeat := time.NewTicker(streamHeartbeat)
	defer heartbeat.Stop()
	for ok {
		select {
		case v, more := <-versions:
			ok = more && (v <= sent || (open(v) && event(v)))
		case <-heartbeat.C:
			ok = write(": ping\n\n")
		case <-c.Request.Context().Done():
			ok = false
		}
	}
}

// seenVersion is the version the page shows: the higher of the query's v
// and the Last-Event-ID header; 0 when neither is given.
func seenVersion(c *gin.Context) int64 {
	v, _ := strconv.ParseInt(c.Query("v"), 10, 64)
	last, _ := strconv.ParseInt(c.GetHeader("Last-Event-ID"), 10, 64)
	return max(v, last, 0)
}

// extendStream pushes the stream's connection deadlines past the next
// heartbeat. A writer that cannot (a test recorder) keeps its own.
func (s *Server) extendStream(rc *http.ResponseController) {
	deadline := time.Now().Add(streamHeartbeat + streamGrace)
	if err := rc.SetWriteDeadline(deadline); err != nil {
		return
	}
	// The read deadline too: when the server's ReadTimeout passes, the
	// connection's background read fails and cancels the request.
	_ = rc.SetReadDeadline(deadline)
}

// PublishLive tells the pages open on key (a game's, handlers/calc) that
// it reached count n.
func (s *Server) PublishLive(ctx context.Context, key, n int64) {
	if err := s.Events.Publish(ctx, key, n); err != nil {
		s.Log.Warn("publish change", "key", key, "err", err)
	}
}

// LiveStream is a page's event stream on key, the campaigns' own: the
// count current reads at once if the page shows another, then each newer
// one published on key, under the same per-client bound.
func (s *Server) LiveStream(c *gin.Context, key int64, current func(ctx context.Context) (int64, error)) {
	release, ok := s.streamSlot(c)
	if !ok {
		return
	}
	defer release()
	ctx := c.Request.Context()
	// Subscribe before reading: a change committed in between is then
	// both read and delivered.
	counts, err := s.Events.Subscribe(ctx, key)
	var now int64
	if err == nil {
		now, err = current(ctx)
	}
	if err != nil {
		streamFailed(c)
		return
	}
	s.serveStream(c, counts, now, func(int64) bool { return true })
}

// streamSlot holds one of the client's event streams, or answers 429 when
// it has all it may hold open.
func (s *Server) streamSlot(c *gin.Context) (release func(), ok bool) {
	release, ok = s.streams.acquire(c.ClientIP())
	if !ok {
		c.Header("Retry-After", "30")
		c.String(http.StatusTooManyRequests, web.Lang(c).T("err.streams"))
	}
	return release, ok
}
