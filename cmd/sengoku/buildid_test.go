package main

import (
	"runtime"
	"strings"
	"testing"
)

// TestBuildIDNamesThisBuild: the build id is stable within a build and,
// on Linux (where the test binary has no VCS stamp but a Go build id
// note), made from the linker's note.
func TestBuildIDNamesThisBuild(t *testing.T) {
	first := buildID()
	if again := buildID(); again != first {
		t.Fatalf("build id %q, then %q", first, again)
	}
	if runtime.GOOS != "linux" {
		t.Skip("the linker's note is read on ELF systems")
	}
	if !strings.HasPrefix(first, "vcs ") && !strings.HasPrefix(first, "go ") {
		t.Errorf("build id %q: neither a clean VCS revision nor the linker's build id", first)
	}
	if id := linkerBuildID(); len(id) != len("go ")+32 {
		t.Errorf("linker build id %q", id)
	}
}
