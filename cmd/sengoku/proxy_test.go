package main

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A -trusted-proxies entry that is neither an address nor a range stops
// the server before it starts, naming the entry.
func TestServeRefusesBadTrustedProxies(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var stdout, stderr bytes.Buffer
	err := run(ctx, []string{"sengoku", "-addr", "127.0.0.1:0", "-db", filepath.Join(t.TempDir(), "p.db"), "-trusted-proxies", "10.0.0.1, proxy.lan"}, noEnv, &stdout, &stderr)
	if !errors.As(err, new(usageError)) || !strings.Contains(err.Error(), "proxy.lan") {
		t.Fatalf("%v, want a usage error naming proxy.lan", err)
	}
	if strings.Contains(stdout.String(), "Sengoku on") {
		t.Error("a server started")
	}
}
