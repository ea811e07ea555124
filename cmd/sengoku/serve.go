package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers"
	"sengoku/models"
)

// serve starts the server and blocks until ctx is cancelled, then shuts
// down gracefully and checkpoints the database.
func serve(ctx context.Context, args []string, e env) error {
	fs := newFlagSet("serve", "serve [-addr HOST:PORT] [-db FILE|URL] [-url URL] [-trusted-proxies LIST] [-key-file FILE] [-access-log=false] [-backup-dir DIR]\n       sengoku [the same flags]   (serve is the default command)", e)
	addr := fs.String("addr", envOr(e.getenv, "SENGOKU_ADDR", ":8080"), "address to listen on; localhost:8080 keeps the site on this computer (env SENGOKU_ADDR)")
	dbPath := dbFlag(fs, e)
	publicRaw := fs.String("url", e.getenv("SENGOKU_URL"), "public address of the site behind a proxy, e.g. https://sengoku.example.org: join links and examples use it (env SENGOKU_URL)")
	proxiesRaw := fs.String("trusted-proxies", e.getenv("SENGOKU_TRUSTED_PROXIES"), "comma-separated IP addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For names the client; none by default (env SENGOKU_TRUSTED_PROXIES)")
	keyFile := fs.String("key-file", e.getenv("SENGOKU_KEY_FILE"), "file of the key that seals join links in the database; created when missing (env SENGOKU_KEY_FILE; default beside a SQLite file, or ./sengoku.key for PostgreSQL)")
	accessLog := fs.Bool("access-log", e.getenv("SENGOKU_ACCESS_LOG") != "off", "log every request: method, route, status, duration, campaign, client (env SENGOKU_ACCESS_LOG=off turns it off)")
	cacheMB := fs.Int("page-cache-mb", handlers.DefaultAnswerCacheBytes>>20, "memory kept for rendered campaign pages and views, in MB; 0 keeps none (env SENGOKU_PAGE_CACHE_MB)")
	if v := e.getenv("SENGOKU_PAGE_CACHE_MB"); v != "" {
		if err := fs.Set("page-cache-mb", v); err != nil {
			return usageError{"serve: SENGOKU_PAGE_CACHE_MB: " + err.Error()}
		}
	}
	var bs backupSchedule
	fs.StringVar(&bs.dir, "backup-dir", e.getenv("SENGOKU_BACKUP_DIR"), "take backups into this directory (env SENGOKU_BACKUP_DIR; none when empty)")
	fs.DurationVar(&bs.every, "backup-every", 24*time.Hour, "time between two backups")
	fs.IntVar(&bs.keep, "backup-keep", 7, "how many backups to keep; older ones are removed")
	webhookPrivate := fs.Bool("webhook-private", e.getenv("SENGOKU_WEBHOOK_PRIVATE") == "on", "let players' webhooks reach loopback and private addresses (env SENGOKU_WEBHOOK_PRIVATE=on); off, a hosted server is no way into its own network")
	smtp := smtpConfig{Password: e.getenv("SENGOKU_SMTP_PASSWORD")}
	fs.StringVar(&smtp.Addr, "smtp-addr", e.getenv("SENGOKU_SMTP_ADDR"), "host:port of the SMTP server e-mail notices leave from (env SENGOKU_SMTP_ADDR; none: no e-mail); its password from env SENGOKU_SMTP_PASSWORD only")
	fs.StringVar(&smtp.User, "smtp-user", e.getenv("SENGOKU_SMTP_USER"), "SMTP login (env SENGOKU_SMTP_USER; none: no login)")
	fs.StringVar(&smtp.From, "smtp-from", e.getenv("SENGOKU_SMTP_FROM"), "sender address of e-mail notices (env SENGOKU_SMTP_FROM)")
	wakeEvery := fs.Duration("wake-every", 30*time.Second, "how often to look for campaigns whose phase deadline has passed or whose players have all acted")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := bs.check(); err != nil {
		return err
	}
	if *cacheMB < 0 {
		return usageError{"serve: -page-cache-mb must be 0 or more"}
	}
	if *wakeEvery < 100*time.Millisecond || *wakeEvery > time.Hour {
		return usageError{"serve: -wake-every must be between 100ms and 1h"}
	}
	publicURL, err := parsePublicURL(*publicRaw)
	if err != nil {
		return err
	}
	proxies := handlers.ParseProxyList(*proxiesRaw)
	if err := handlers.CheckTrustedProxies(proxies); err != nil {
		return usageError{"serve: -trusted-proxies: " + err.Error()}
	}
	logger := slog.New(slog.NewTextHandler(e.stderr, nil))
	gin.SetMode(gin.ReleaseMode)

	db, err := models.Open(ctx, *dbPath, e.now)
	if err != nil {
		return err
	}
	defer func() {
		if err := db.Close(); err != nil {
			logger.Error("close database", "err", err)
		}
	}()
	if *keyFile == "" {
		*keyFile = defaultKeyFile(*dbPath)
	}
	key, err := loadLinkKey(*keyFile)
	if err != nil {
		return err
	}
	if err := db.UseLinkKey(key); err != nil {
		return err
	}

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", *addr, err)
	}
	ifs, err := systemInterfaces()
	if err != nil {
		logger.Warn("no network addresses for join links", "err", err)
	}
	lan := lanAddrs(ln.Addr(), ifs)
	// In-process on SQLite, LISTEN/NOTIFY on PostgreSQL: see README.
	changes := db.Events(ctx, logger)
	srv := &http.Server{
		Handler: handlers.New(db, handlers.Options{Logger: logger, Now: e.now, PublicURL: publicURL, LANAddrs: lan, Events: changes,
			TrustedProxies: proxies, AccessLog: *accessLog, AnswerCacheBytes: answerCacheBytes(*cacheMB), BuildID: buildID(), AllowPrivateWebhooks: *webhookPrivate, EmailNotices: smtp.enabled()}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	// Open campaign pages hold event streams: closing the source ends them,
	// so that shutting down does not wait for every phone to hang up.
	srv.RegisterOnShutdown(changes.Close)
	printAddresses(e.stdout, ln.Addr(), publicURL, lan, models.Describe(*dbPath))
	purgeCtx, stopPurge := context.WithCancel(ctx)
	purged := make(chan struct{})
	go func() { purgeSessions(purgeCtx, db, sessionPurgeEvery, logger); close(purged) }()
	defer func() { stopPurge(); <-purged }()
	worker, err := newDeadlineWorker(db, e.now, changes, logger, *wakeEvery)
	if err != nil {
		return err
	}
	wakeCtx, stopWaking := context.WithCancel(ctx)
	woken := make(chan struct{})
	go func() { worker.run(wakeCtx); close(woken) }()
	defer func() { stopWaking(); <-woken }()
	notices := newNoticeWorker(db, e.now, logger, *wakeEvery, worker.holder, siteBase(publicURL, lan, ln.Addr()), *webhookPrivate)
	notices.smtp = smtp
	delivered := make(chan struct{})
	go func() { notices.run(wakeCtx); close(delivered) }()
	defer func() { stopWaking(); <-delivered }()
	if bs.dir != "" {
		backupCtx, stopBackups := context.WithCancel(ctx)
		done := make(chan struct{})
		go func() { bs.run(backupCtx, db, logger); close(done) }()
		defer func() { stopBackups(); <-done }()
		logger.Info("backups", "dir", bs.dir, "every", bs.every, "keep", bs.keep)
	}
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
