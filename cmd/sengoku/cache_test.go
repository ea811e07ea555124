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

// A negative -page-cache-mb, or a SENGOKU_PAGE_CACHE_MB that is not a
// number, stops the server before it starts.
func TestServeRefusesBadPageCache(t *testing.T) {
	for _, tc := range []struct {
		args []string
		env  string
	}{
		{[]string{"-page-cache-mb", "-1"}, ""},
		{nil, "lots"},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		var stdout, stderr bytes.Buffer
		args := append([]string{"sengoku", "-addr", "127.0.0.1:0", "-db", filepath.Join(t.TempDir(), "p.db")}, tc.args...)
		getenv := func(k string) string {
			if k == "SENGOKU_PAGE_CACHE_MB" {
				return tc.env
			}
			return ""
		}
		err := run(ctx, args, getenv, &stdout, &stderr)
		cancel()
		if !errors.As(err, new(usageError)) || !strings.Contains(err.Error(), "page-cache") && !strings.Contains(err.Error(), "PAGE_CACHE") {
			t.Errorf("%v %q: %v, want a usage error naming the setting", tc.args, tc.env, err)
		}
		if strings.Contains(stdout.String(), "Sengoku on") {
			t.Errorf("%v %q: a server started", tc.args, tc.env)
		}
	}
}

// The flag in MB becomes the handlers' bound in bytes; 0 keeps nothing.
func TestAnswerCacheBytes(t *testing.T) {
	for mb, want := range map[int]int64{0: -1, 1: 1 << 20, 64: 64 << 20} {
		if got := answerCacheBytes(mb); got != want {
			t.Errorf("%d MB: %d, want %d", mb, got, want)
		}
	}
}
