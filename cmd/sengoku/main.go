// Command sengoku serves the Sengoku web application: the 1560 campaign
// manager, the battle calculators and the printables, and looks after its
// database.
//
//	sengoku [serve] [-addr :8080] [-db data.db | -db postgres://user:pass@host/db] [-url https://sengoku.example.org]
//	sengoku backup -db data.db -out FILE
//	sengoku restore -in FILE -db data.db [-force]
//	sengoku copy -from data.db -to postgres://user:pass@host/db [-force]
//
// Each subcommand has its own flags (sengoku backup -h). SENGOKU_ADDR,
// SENGOKU_DB and SENGOKU_URL set the same values from the environment;
// flags win. The default address listens on every network interface so
// that phones on the club Wi-Fi can join; -addr localhost:8080 keeps the
// site on this computer.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
	"time"
	_ "time/tzdata" // campaigns' time zones on machines without zoneinfo

	"sengoku/models"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args, os.Getenv, os.Stdout, os.Stderr)
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return
	case errors.As(err, new(usageError)):
		fmt.Fprintln(os.Stderr, "sengoku:", err)
		os.Exit(2)
	default:
		fmt.Fprintln(os.Stderr, "sengoku:", err)
		os.Exit(1)
	}
}

// env is what every subcommand receives from run.
type env struct {
	getenv         func(string) string
	stdout, stderr io.Writer
	// now is the clock of everything the server does; tests that move
	// time give their own through runWith (no flag or route can).
	now func() time.Time
	// opened, when set, is given the database serve opened: a test's
	// fixtures change the served campaigns through it, the file's one
	// writer (models.DB.Owner), instead of through a handle of their own.
	opened func(*models.DB)
}

// command is one subcommand: its one-line summary and the function that
// parses its own flags (args without the command's name) and runs it.
type command struct {
	summary string
	run     func(ctx context.Context, args []string, e env) error
}

// commands lists the subcommands by the word that names them.
var commands = map[string]command{
	"serve":   {"serve the web application (the default)", serve},
	"backup":  {"write a consistent copy of the database while it is in use", backup},
	"restore": {"put a backup back into an empty database", restore},
	"copy":    {"copy a club to another database, SQLite or PostgreSQL", copyClub},
}

// usageError is a command line that names no known subcommand or carries
// arguments its subcommand does not take: the program stops with usage
// instead of doing something else.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

// run dispatches to the subcommand named by args[1]; with no subcommand
// word (nothing, or a flag first) it serves. It blocks until the
// subcommand is done or ctx is cancelled.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	return runWith(ctx, args, env{getenv: getenv, stdout: stdout, stderr: stderr, now: time.Now})
}

// runWith is run with every outside dependency given, the clock included.
func runWith(ctx context.Context, args []string, e env) error {
	if e.now == nil {
		e.now = time.Now
	}
	stdout, stderr := e.stdout, e.stderr
	rest := args[1:]
	if len(rest) == 0 || strings.HasPrefix(rest[0], "-") {
		if len(rest) > 0 && (rest[0] == "-h" || rest[0] == "-help" || rest[0] == "--help") {
			printUsage(stderr)
		}
		return serve(ctx, rest, e)
	}
	if rest[0] == "help" {
		printUsage(stdout)
		return nil
	}
	cmd, ok := commands[rest[0]]
	if !ok {
		printUsage(stderr)
		return usageError{fmt.Sprintf("unknown command %q", rest[0])}
	}
	return cmd.run(ctx, rest[1:], e)
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "Usage: sengoku [command] [flags]\n\nCommands:")
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-8s %s\n", name, commands[name].summary)
	}
	fmt.Fprintln(w, "\nRun 'sengoku COMMAND -h' for the flags of a command.")
}

// newFlagSet makes a subcommand's flag set, printing its usage line and
// flags on -h or on an error.
func newFlagSet(name, usage string, e env) *flag.FlagSet {
	fs := flag.NewFlagSet("sengoku "+name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "Usage: sengoku %s\n\nFlags:\n", usage)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args into fs and refuses positional arguments: a
// stray word is a mistake to report, never something to ignore.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return usageError{fmt.Sprintf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))}
	}
	return nil
}

func envOr(getenv func(string) string, key, def string) string {
	if v := getenv(key); v != "" {
		return v
	}
	return def
}

// dbFlag declares the -db flag every subcommand shares.
func dbFlag(fs *flag.FlagSet, e env) *string {
	return fs.String("db", envOr(e.getenv, "SENGOKU_DB", "data.db"), "SQLite database file, or a postgres:// URL (env SENGOKU_DB)")
}
