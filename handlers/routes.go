// Package handlers is Sengoku's HTTP layer: it parses requests, calls the
// domain (campaign, tables) and the store (models), and renders views. It
// holds no rules. This root package is the server, its wiring (rooms.go)
// and the route table (routes.go); the rooms beside it serve the pages,
// and handlers/site is the middleware every route runs behind.
package handlers

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"

	"sengoku/campaign"
	"sengoku/events"
	"sengoku/handlers/account"
	"sengoku/handlers/calc"
	"sengoku/handlers/campaigns"
	"sengoku/handlers/listing"
	"sengoku/handlers/notices"
	"sengoku/handlers/play"
	"sengoku/handlers/print"
	"sengoku/handlers/site"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	"sengoku/views/pdf"
)

// Server holds the handlers' dependencies.
type Server struct {
	db *models.DB
	// svc runs the campaign use cases (create, act, undo) over db.
	svc    *campaign.Service
	log    *slog.Logger
	now    func() time.Time
	engine *gin.Engine
	// play is the room of a campaign in play (handlers/play): its pages,
	// actions and stream, and the campaigns and answers it keeps.
	play *play.Server
	// guard decides who may see a campaign (handlers/listing);
	// newListing is the listing of a new campaign unless its form says.
	guard      *listing.Guard
	newListing campaign.Listing
	// allowPrivateWebhooks: see Options.
	allowPrivateWebhooks bool
	emailNotices         bool
	// site is the middleware every route runs behind (handlers/site): the
	// headers, the limits, the access log, the public address, the static
	// files.
	site *site.Site
	// events carries campaign versions to the open pages' streams.
	events events.Source
	// createsPerHour and importsPerHour: see Options.
	createsPerHour, importsPerHour int
	// account is the accounts' room (handlers/account): its routes, and
	// viewer, who the browser is in a campaign.
	account *account.Server
	viewer  func(c *gin.Context, id int64) views.Viewer
	// print is the printables' room (handlers/print): its routes, and the
	// page setup and answer of a PDF that the accounts' join cards share.
	print *print.Server
	// noActionLimit: see Options.
	noActionLimit bool
}

// DefaultAnswerCacheBytes bounds the rendered campaign pages and views
// kept in memory (play.DefaultAnswerCacheBytes); DefaultStreamsPerClient
// the event streams one client address holds open.
const (
	DefaultAnswerCacheBytes = play.DefaultAnswerCacheBytes
	DefaultStreamsPerClient = play.DefaultStreamsPerClient
)

// Options configure a Server.
type Options struct {
	Logger *slog.Logger
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// PasswordCost is the bcrypt cost of GM passwords; bcrypt.DefaultCost
	// when 0 (tests lower it to stay fast).
	PasswordCost int
	// PublicURL is the address players and proxies know the site by
	// (scheme and host only, e.g. https://sengoku.example.org); nil when
	// unset. When set, every generated link starts with it, whatever Host
	// a request claims.
	PublicURL *url.URL
	// LANAddrs are the host:port addresses at which other devices on the
	// network reach the server, best first; generated links use the first
	// one when the GM browses the site as localhost. Empty when the server
	// listens on loopback only.
	LANAddrs []string
	// Events carries campaign changes to open pages; an in-process
	// events.Local when nil. Whoever owns it closes it at shutdown, which
	// ends the open streams.
	Events events.Source
	// StreamsPerClient bounds the event streams one client address holds
	// open; DefaultStreamsPerClient when 0.
	StreamsPerClient int
	// CreatesPerHour and ImportsPerHour bound the campaigns one client
	// address creates and imports in an hour (handlers/site/limits.go); the defaults when
	// 0, no bound when negative.
	CreatesPerHour, ImportsPerHour int
	// TrustedProxies are the addresses (IPs or CIDR ranges) of the reverse
	// proxies whose X-Forwarded-For gives the client's address; none when
	// empty: the client is then the connection's peer (handlers/site/proxy.go).
	TrustedProxies []string
	// AccessLog logs every request (handlers/site/proxy.go).
	AccessLog bool
	// AllowPrivateWebhooks lets players' webhooks reach loopback and
	// private addresses (a club server at home, tests); off by default.
	AllowPrivateWebhooks bool
	// EmailNotices offers e-mail among the ways of notices (an SMTP server
	// is configured: internal/delivery/mail.go).
	EmailNotices bool
	// BuildID names the program's build (cmd/sengoku: buildID). Instances
	// of one build with the same options give an answer the same ETag, so
	// that a copy taken from one revalidates on another; empty: a random
	// seed per process (handlers/play/answers.go; etagSeed in rooms.go).
	BuildID string
	// PseudoLocale serves the pseudo-locale en-XA besides Italian and
	// English (lang=en-XA in the query, the language cookie or /lang/en-XA):
	// every catalogue text in English wrapped in ⟦…⟧, so that a word that
	// escaped the catalogue shows at a glance (the pseudo-locale test reads
	// every page, API error and PDF in it). Off by default: it is for
	// tests and for whoever checks a page by eye.
	PseudoLocale bool
	// DeviceKey signs the device cookies of the GMs' browsers (account/device.go):
	// DeviceKey(link key) on a server, so that every instance sharing the
	// key file accepts them; a random key of the process when nil.
	DeviceKey []byte
	// NoActionLimit lifts the limit on each session's campaign actions
	// (handlers/play/actionlimit.go): for load measurements and tests that act in a
	// tight loop; a server keeps it.
	NoActionLimit bool
	// Listing is who may see a new campaign unless its form or request
	// says (and an imported export made before listings); listed when "".
	Listing campaign.Listing
	// AnswerCacheBytes bounds the rendered campaign pages and views kept
	// in memory (handlers/play/answers.go); DefaultAnswerCacheBytes when 0, none kept
	// when negative.
	AnswerCacheBytes int64
}

// New builds the HTTP handler: every route, behind cross-origin protection
// for state-changing requests.
func New(db *models.DB, opt Options) http.Handler {
	opt = opt.withDefaults()
	s := &Server{db: db, log: opt.Logger, now: opt.Now, engine: gin.New(),
		allowPrivateWebhooks: opt.AllowPrivateWebhooks, emailNotices: opt.EmailNotices,
		events: opt.Events, createsPerHour: opt.CreatesPerHour, importsPerHour: opt.ImportsPerHour, noActionLimit: opt.NoActionLimit,
		newListing: opt.Listing}
	s.svc = campaign.NewService(db, opt.Now)
	var err error
	if s.site, err = site.New(s.siteDeps(opt)); err != nil {
		panic("handlers: " + err.Error()) // the files are embedded: cannot happen
	}
	s.guard = listing.New(s.listingDeps())
	s.print = print.New(s.printDeps())
	s.account = account.New(s.accountDeps(opt))
	s.viewer = s.account.Viewer
	if s.play, err = play.New(s.playDeps(opt)); err != nil {
		panic("handlers: " + err.Error()) // the coastline is embedded: cannot happen
	}
	if err := s.engine.SetTrustedProxies(opt.TrustedProxies); err != nil {
		// serve checks the list first (site.CheckTrustedProxies): trust none.
		s.log.Error("trusted proxies", "err", err)
		_ = s.engine.SetTrustedProxies(nil)
	}
	if opt.PseudoLocale { // first: every answer, refusals included, may speak it
		s.engine.Use(web.ServePseudoLocale)
	}
	if opt.AccessLog {
		s.engine.Use(s.site.AccessLog)
	}
	st := s.site
	s.engine.Use(gin.Recovery(), web.WithLogger(s.log), st.MarkSecure, st.SecurityHeaders, st.RefuseCrossOrigin,
		st.LimitBody(site.MaxBody), st.LimitFormFields, st.WithAssets, s.guard.Campaign)
	s.engine.HandleMethodNotAllowed = true
	s.routes()
	return site.Compress(site.Protect(s.engine))
}

// withDefaults is opt with each unset option at its default.
func (opt Options) withDefaults() Options {
	if opt.Logger == nil {
		opt.Logger = slog.Default()
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.PasswordCost == 0 {
		opt.PasswordCost = bcrypt.DefaultCost
	}
	if opt.Events == nil {
		opt.Events = events.NewLocal()
	}
	if opt.CreatesPerHour == 0 {
		opt.CreatesPerHour = site.DefaultCreatesPerHour
	}
	if opt.ImportsPerHour == 0 {
		opt.ImportsPerHour = site.DefaultImportsPerHour
	}
	if opt.AnswerCacheBytes == 0 {
		opt.AnswerCacheBytes = play.DefaultAnswerCacheBytes
	}
	if opt.Listing == "" {
		opt.Listing = campaign.Listed
	}
	if opt.StreamsPerClient == 0 {
		opt.StreamsPerClient = play.DefaultStreamsPerClient
	}
	return opt
}

// Routes lists every route New registers: method and path pattern. The
// browser test that walks every page checks it against this table, so a
// new page cannot escape the walk.
func Routes() gin.RoutesInfo {
	s := &Server{engine: gin.New(), site: &site.Site{}, guard: &listing.Guard{}, account: account.New(account.Deps{}), print: print.New(print.Deps{}), play: &play.Server{}}
	s.routes()
	return s.engine.Routes()
}

func (s *Server) routes() {
	r := s.engine
	r.GET("/static/*file", s.site.ServeStatic)
	r.HEAD("/static/*file", s.site.ServeStatic)
	r.GET("/healthz", s.healthz)
	r.GET("/readyz", s.readyz)
	r.GET("/fonts/kanji.ttf", kanjiFont)
	r.GET("/lang/:lang", s.switchLang)
	r.GET("/sw.js", s.site.ServiceWorker)
	r.GET("/manifest.webmanifest", s.site.Manifest)
	r.GET("/offline", s.site.Offline)

	r.GET("/api", s.apiDocs)

	campaigns.Routes(r, s.campaignsDeps())
	play.Routes(r, s.play)
	account.Routes(r, s.account)
	calc.Routes(r, s.calcDeps())
	notices.Routes(r, s.noticesDeps())
	print.Routes(r, s.print)

	r.NoRoute(s.notFound)
	r.NoMethod(func(c *gin.Context) {
		l := web.Lang(c)
		if strings.HasPrefix(c.Request.URL.Path, "/api/") {
			c.JSON(http.StatusMethodNotAllowed, gin.H{"error": l.T("err.method")})
			return
		}
		web.Render(c, http.StatusMethodNotAllowed, views.ErrorPage(s.page(c, l.T("err.title"), ""), l.T("err.method")))
	})
}

// healthz says the process answers (liveness): it touches nothing else,
// so that it also serves as the baseline of the load measurements.
func (s *Server) healthz(c *gin.Context) {
	c.String(http.StatusOK, "ok")
}

// readyz says the instance can serve campaigns: its database answers. A
// proxy in front of several instances sends traffic only to ready ones.
func (s *Server) readyz(c *gin.Context) {
	ctx, cancel := context.WithTimeout(c.Request.Context(), readyTimeout)
	defer cancel()
	if err := s.db.Ping(ctx); err != nil {
		s.log.WarnContext(ctx, "not ready", "err", err)
		c.String(http.StatusServiceUnavailable, "database unavailable")
		return
	}
	c.String(http.StatusOK, "ok")
}

// readyTimeout bounds the database check of /readyz.
const readyTimeout = 2 * time.Second

// kanjiFont serves the printables' kanji font to browsers too: the style
// sheet falls back on it for province, clan and unit names in Japanese on
// a device with no Japanese font of its own, offline as everything else.
func kanjiFont(c *gin.Context) {
	c.Header("Cache-Control", "public, max-age=604800")
	c.Data(http.StatusOK, "font/ttf", pdf.KanjiFont())
}
