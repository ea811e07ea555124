package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/events"
	"sengoku/handlers"
	"sengoku/handlers/site"
	"sengoku/internal/autobackup"
	"sengoku/internal/deadlines"
	"sengoku/internal/delivery"
	"sengoku/internal/purge"
	"sengoku/models"
)

// serveConfig is serve's flags, checked.
type serveConfig struct {
	addr, dbPath, keyFile     *string
	accessLog, webhookPrivate *bool
	actionLimit               *bool
	cacheMB                   *int
	wakeEvery                 *time.Duration
	backups                   autobackup.Schedule
	smtp                      delivery.SMTP
	publicURL                 *url.URL
	proxies                   []string
	listing                   campaign.Listing
}

// serveFlags reads and checks serve's flags, each defaulting to its
// environment variable.
func serveFlags(args []string, e env) (serveConfig, error) {
	var cfg serveConfig
	fs := newFlagSet("serve", "serve [-addr HOST:PORT] [-db FILE|URL] [-url URL] [-visibility listed|unlisted|private] [-trusted-proxies LIST] [-key-file FILE] [-access-log=false] [-backup-dir DIR]\n       sengoku [the same flags]   (serve is the default command)", e)
	cfg.addr = fs.String("addr", envOr(e.getenv, "SENGOKU_ADDR", ":8080"), "address to listen on; localhost:8080 keeps the site on this computer (env SENGOKU_ADDR)")
	cfg.dbPath = dbFlag(fs, e)
	publicRaw := fs.String("url", e.getenv("SENGOKU_URL"), "public address of the site behind a proxy, e.g. https://sengoku.example.org: join links and examples use it (env SENGOKU_URL)")
	listingRaw := fs.String("visibility", e.getenv("SENGOKU_VISIBILITY"), "who may see a new campaign unless its game master chooses: listed (on the home page, open to all), unlisted (only through its public link) or private (only its game master and players); listed by default, unlisted when -url names a public address (env SENGOKU_VISIBILITY)")
	proxiesRaw := fs.String("trusted-proxies", e.getenv("SENGOKU_TRUSTED_PROXIES"), "comma-separated IP addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For names the client; none by default (env SENGOKU_TRUSTED_PROXIES)")
	cfg.keyFile = fs.String("key-file", e.getenv("SENGOKU_KEY_FILE"), "file of the key that seals join links in the database; created when missing (env SENGOKU_KEY_FILE; default beside a SQLite file, or ./sengoku.key for PostgreSQL)")
	cfg.accessLog = fs.Bool("access-log", e.getenv("SENGOKU_ACCESS_LOG") != "off", "log every request: method, route, status, duration, campaign, client (env SENGOKU_ACCESS_LOG=off turns it off)")
	cfg.actionLimit = fs.Bool("action-limit", e.getenv("SENGOKU_ACTION_LIMIT") != "off", "limit each session's campaign actions: a player 30 at once then 2 a second, the game master 120 then 10 a second (env SENGOKU_ACTION_LIMIT=off turns it off)")
	cfg.cacheMB = fs.Int("page-cache-mb", handlers.DefaultAnswerCacheBytes>>20, "memory kept for rendered campaign pages and views, in MB; 0 keeps none (env SENGOKU_PAGE_CACHE_MB)")
	if v := e.getenv("SENGOKU_PAGE_CACHE_MB"); v != "" {
		if err := fs.Set("page-cache-mb", v); err != nil {
			return cfg, usageError{"serve: SENGOKU_PAGE_CACHE_MB: " + err.Error()}
		}
	}
	fs.StringVar(&cfg.backups.Dir, "backup-dir", e.getenv("SENGOKU_BACKUP_DIR"), "take backups into this directory (env SENGOKU_BACKUP_DIR; none when empty)")
	fs.DurationVar(&cfg.backups.Every, "backup-every", 24*time.Hour, "time between two backups")
	fs.IntVar(&cfg.backups.Keep, "backup-keep", 7, "how many backups to keep; older ones are removed")
	cfg.webhookPrivate = fs.Bool("webhook-private", e.getenv("SENGOKU_WEBHOOK_PRIVATE") == "on", "let players' webhooks reach loopback and private addresses (env SENGOKU_WEBHOOK_PRIVATE=on); off, a hosted server is no way into its own network")
	cfg.smtp = delivery.SMTP{Password: e.getenv("SENGOKU_SMTP_PASSWORD")}
	fs.StringVar(&cfg.smtp.Addr, "smtp-addr", e.getenv("SENGOKU_SMTP_ADDR"), "host:port of the SMTP server e-mail notices leave from (env SENGOKU_SMTP_ADDR; none: no e-mail); its password from env SENGOKU_SMTP_PASSWORD only")
	fs.StringVar(&cfg.smtp.User, "smtp-user", e.getenv("SENGOKU_SMTP_USER"), "SMTP login (env SENGOKU_SMTP_USER; none: no login)")
	fs.StringVar(&cfg.smtp.From, "smtp-from", e.getenv("SENGOKU_SMTP_FROM"), "sender address of e-mail notices (env SENGOKU_SMTP_FROM)")
	cfg.wakeEvery = fs.Duration("wake-every", 30*time.Second, "how often to look for campaigns whose phase deadline has passed or whose players have all acted")
	if err := parseFlags(fs, args); err != nil {
		return cfg, err
	}
	if err := checkBackups(cfg.backups); err != nil {
		return cfg, err
	}
	if *cfg.cacheMB < 0 {
		return cfg, usageError{"serve: -page-cache-mb must be 0 or more"}
	}
	if *cfg.wakeEvery < 100*time.Millisecond || *cfg.wakeEvery > time.Hour {
		return cfg, usageError{"serve: -wake-every must be between 100ms and 1h"}
	}
	var err error
	if cfg.publicURL, err = parsePublicURL(*publicRaw); err != nil {
		return cfg, err
	}
	if cfg.listing, err = parseListing(*listingRaw, cfg.publicURL); err != nil {
		return cfg, usageError{"serve: " + err.Error()}
	}
	cfg.proxies = site.ParseProxyList(*proxiesRaw)
	if err := site.CheckTrustedProxies(cfg.proxies); err != nil {
		return cfg, usageError{"serve: -trusted-proxies: " + err.Error()}
	}
	return cfg, nil
}

// serve starts the server and blocks until ctx is cancelled, then shuts
// down gracefully and checkpoints the database.
func serve(ctx context.Context, args []string, e env) error {
	cfg, err := serveFlags(args, e)
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(e.stderr, nil))
	gin.SetMode(gin.ReleaseMode)

	db, err := models.Open(ctx, *cfg.dbPath, e.now)
	if err != nil {
		return err
	}
	defer func() {
		if err := db.Close(); err != nil {
			logger.Error("close database", "err", err)
		}
	}()
	if db.ReadOnly() {
		// One process serves a SQLite file: it keeps the versions and
		// sessions in memory, true only while it is the file's one writer.
		return fmt.Errorf("%s is already open in another process (or another server of this one): one server per SQLite file; several instances share a PostgreSQL database", *cfg.dbPath)
	}
	if e.opened != nil {
		e.opened(db)
	}
	linkKey, err := useLinkKey(db, cfg)
	if err != nil {
		return err
	}

	ln, err := net.Listen("tcp", *cfg.addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", *cfg.addr, err)
	}
	ifs, err := systemInterfaces()
	if err != nil {
		logger.Warn("no network addresses for join links", "err", err)
	}
	lan := lanAddrs(ln.Addr(), ifs)
	// In-process on SQLite, LISTEN/NOTIFY on PostgreSQL: see docs/operations.md.
	changes := db.Events(ctx, logger)
	srv := &http.Server{
		Handler: handlers.New(db, handlers.Options{Logger: logger, Now: e.now, PublicURL: cfg.publicURL, LANAddrs: lan, Events: changes,
			TrustedProxies: cfg.proxies, AccessLog: *cfg.accessLog, AnswerCacheBytes: answerCacheBytes(*cfg.cacheMB), BuildID: buildID(), AllowPrivateWebhooks: *cfg.webhookPrivate, EmailNotices: cfg.smtp.Enabled(),
			DeviceKey: handlers.DeviceKey(linkKey), NoActionLimit: !*cfg.actionLimit, Listing: cfg.listing}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	// Open campaign pages hold event streams: closing the source ends them,
	// so that shutting down does not wait for every phone to hang up.
	srv.RegisterOnShutdown(changes.Close)
	printAddresses(e.stdout, ln.Addr(), cfg.publicURL, lan, models.Describe(*cfg.dbPath))
	stop, err := startWorkers(ctx, db, cfg, e, logger, changes, siteBase(cfg.publicURL, lan, ln.Addr()))
	if err != nil {
		return err
	}
	defer stop()
	return runServer(ctx, srv, ln)
}

// useLinkKey gives db the key that seals join links, from cfg's key file
// (made when missing; by default beside the database), and returns it:
// the GMs' device cookies are signed with a key derived from it.
func useLinkKey(db *models.DB, cfg serveConfig) ([]byte, error) {
	if *cfg.keyFile == "" {
		*cfg.keyFile = defaultKeyFile(*cfg.dbPath)
	}
	key, err := loadLinkKey(*cfg.keyFile)
	if err != nil {
		return nil, err
	}
	return key, db.UseLinkKey(key)
}

// startWorkers starts the background work: purging expired sessions,
// waking campaigns whose deadline passed, delivering notices and, with
// -backup-dir, taking backups. stop ends them, last started first, and
// waits for each.
func startWorkers(ctx context.Context, db *models.DB, cfg serveConfig, e env, logger *slog.Logger, changes events.Source, base string) (stop func(), err error) {
	var stops []func()
	stop = func() {
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
	}
	purgeCtx, stopPurge := context.WithCancel(ctx)
	purged := make(chan struct{})
	go func() { purge.Sessions(purgeCtx, db, purge.SessionsEvery, logger); close(purged) }()
	stops = append(stops, func() { stopPurge(); <-purged })
	worker, err := deadlines.New(db, e.now, changes, logger, *cfg.wakeEvery)
	if err != nil {
		stop()
		return nil, err
	}
	wakeCtx, stopWaking := context.WithCancel(ctx)
	woken := make(chan struct{})
	go func() { worker.Run(wakeCtx); close(woken) }()
	stops = append(stops, func() { stopWaking(); <-woken })
	notices := delivery.New(db, e.now, logger, delivery.Options{Every: *cfg.wakeEvery, Holder: worker.Holder(), Base: base,
		AllowPrivate: *cfg.webhookPrivate, SMTP: cfg.smtp})
	delivered := make(chan struct{})
	go func() { notices.Run(wakeCtx); close(delivered) }()
	stops = append(stops, func() { stopWaking(); <-delivered })
	if bs := cfg.backups; bs.Dir != "" {
		backupCtx, stopBackups := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { bs.Run(backupCtx, db, logger); close(done) }()
		stops = append(stops, func() { stopBackups(); <-done })
		logger.Info("backups", "dir", bs.Dir, "every", bs.Every, "keep", bs.Keep)
	}
	return stop, nil
}

// checkBackups checks serve's backup flags and makes the directory.
func checkBackups(b autobackup.Schedule) error {
	if b.Dir == "" {
		return nil
	}
	if b.Every < time.Second {
		return usageError{"serve: -backup-every must be at least 1s"}
	}
	if b.Keep < 1 {
		return usageError{"serve: -backup-keep must be at least 1"}
	}
	if err := os.MkdirAll(b.Dir, 0o700); err != nil {
		return fmt.Errorf("backup directory: %w", err)
	}
	return nil
}

// runServer serves on ln until the server fails or ctx is cancelled, then
// shuts down gracefully within 10 s.
func runServer(ctx context.Context, srv *http.Server, ln net.Listener) error {
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return fmt.Errorf("serve: %w", err)
		}
		return nil
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shut down: %w", err)
	}
	return nil
}

// answerCacheBytes is the -page-cache-mb flag as handlers.Options wants it
// (negative for none).
func answerCacheBytes(mb int) int64 {
	if mb == 0 {
		return -1
	}
	return int64(mb) << 20
}

// siteBase is the site's address in the links notices carry: the public
// URL, else the first address phones reach, else the one listened on.
func siteBase(public *url.URL, lan []string, listen net.Addr) string {
	switch {
	case public != nil:
		return public.Scheme + "://" + public.Host
	case len(lan) > 0:
		return "http://" + lan[0]
	}
	return "http://" + listen.String()
}
