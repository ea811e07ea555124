// Command sengoku serves the Sengoku web application: the 1560 campaign
// manager, the battle calculators and the printables.
//
//	go run ./cmd/sengoku [-addr :8080] [-db data.db | -db postgres://user:pass@host/db] [-url https://sengoku.example.org]
//
// SENGOKU_ADDR, SENGOKU_DB and SENGOKU_URL set the same values from the
// environment; flags win. The default address listens on every network
// interface so that phones on the club Wi-Fi can join; -addr localhost:8080
// keeps the site on this computer.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/handlers"
	"sengoku/models"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args, os.Getenv, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "sengoku:", err)
		os.Exit(1)
	}
}

// run starts the server and blocks until ctx is cancelled, then shuts down
// gracefully and checkpoints the database.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", envOr(getenv, "SENGOKU_ADDR", ":8080"), "address to listen on; localhost:8080 keeps the site on this computer (env SENGOKU_ADDR)")
	dbPath := fs.String("db", envOr(getenv, "SENGOKU_DB", "data.db"), "SQLite database file, or a postgres:// URL; created on first run (env SENGOKU_DB)")
	publicRaw := fs.String("url", getenv("SENGOKU_URL"), "public address of the site behind a proxy, e.g. https://sengoku.example.org: join links and examples use it (env SENGOKU_URL)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	publicURL, err := parsePublicURL(*publicRaw)
	if err != nil {
		return err
	}
	logger := slog.New(slog.NewTextHandler(stderr, nil))
	gin.SetMode(gin.ReleaseMode)

	db, err := models.Open(ctx, *dbPath)
	if err != nil {
		return err
	}
	defer func() {
		if err := db.Close(); err != nil {
			logger.Error("close database", "err", err)
		}
	}()

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", *addr, err)
	}
	ifs, err := systemInterfaces()
	if err != nil {
		logger.Warn("no network addresses for join links", "err", err)
	}
	lan := lanAddrs(ln.Addr(), ifs)
	srv := &http.Server{
		Handler:           handlers.New(db, handlers.Options{Logger: logger, PublicURL: publicURL, LANAddrs: lan}),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	printAddresses(stdout, ln.Addr(), publicURL, lan, models.Describe(*dbPath))
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

func envOr(getenv func(string) string, key, def string) string {
	if v := getenv(key); v != "" {
		return v
	}
	return def
}
