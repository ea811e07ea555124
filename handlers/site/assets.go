package site

import (
	"bytes"
	"net/http"

	"github.com/gin-gonic/gin"
	"github.com/klauspost/compress/gzhttp"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/views"
)

// compressedTypes are the responses worth compressing: pages, fragments,
// style sheets, scripts, the map's SVG, JSON and CSV. Never
// text/event-stream (a stream's events must leave at once) nor what is
// compressed already (PDF, PNG, fonts are sent as they are).
var compressedTypes = []string{
	"text/html", "text/css", "text/javascript", "application/javascript",
	"image/svg+xml", "application/json", "application/manifest+json", "text/csv", "text/plain",
}

// minCompressed is the smallest answer worth compressing: below it gzip's
// own framing eats the gain. The installed app's manifest (about 600
// bytes, fetched on every first visit) is above it.
const minCompressed = 512

// Compress wraps h with gzip for the compressedTypes, for clients that
// accept it (responses vary on Accept-Encoding).
func Compress(h http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(gzhttp.ContentTypes(compressedTypes), gzhttp.MinSize(minCompressed))
	if err != nil {
		panic("site: gzip options: " + err.Error()) // constant options: cannot happen
	}
	return wrap(h)
}

// WithAssets lets the templates name static files by their content-hashed
// addresses (views.Asset).
func (s *Site) WithAssets(c *gin.Context) {
	c.Request = c.Request.WithContext(views.WithAssets(c.Request.Context(), s.assets.URL))
	c.Next()
}

// ServeStatic is GET /static/*file: an embedded file. By its content-hashed
// address (the one pages link) it may be cached for a year as immutable;
// by its plain name it must be revalidated (ETag, 304). No directory is
// ever listed.
func (s *Site) ServeStatic(c *gin.Context) {
	a, ok := s.assets.Lookup(c.Param("file"))
	if !ok {
		s.Fail(c, campaign.ErrNotFound)
		return
	}
	h := c.Writer.Header()
	if a.Hashed {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	h.Set("ETag", a.ETag)
	body := a.Data
	if a.Gzip != nil {
		web.Vary(h, "Accept-Encoding")
		if web.AcceptsGzip(c.GetHeader("Accept-Encoding")) {
			h.Set("Content-Encoding", "gzip") // compressed at start-up; the wrapper lets it by
			body = a.Gzip
		}
	}
	http.ServeContent(c.Writer, c.Request, a.Name, s.assets.ModTime, bytes.NewReader(body))
}
