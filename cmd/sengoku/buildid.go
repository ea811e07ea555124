package main

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"os"
	"runtime/debug"
)

// buildID names this build, so that several instances of one release give
// a campaign answer the same ETag (handlers.Options.BuildID): the VCS
// revision of a build from a clean checkout, else the Go build id the
// linker wrote into the executable (a hash of everything compiled into
// it), else "" (each process then seeds its ETags at random: safe, only
// no 304 across instances).
func buildID() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		var revision string
		modified := true
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				revision = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if revision != "" && !modified {
			return "vcs " + revision
		}
	}
	return linkerBuildID()
}

// linkerBuildID hashes the executable's Go build id note (ELF systems;
// "" elsewhere or when it cannot be read).
func linkerBuildID() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := elf.Open(exe)
	if err != nil {
		return ""
	}
	defer func() { _ = f.Close() }() // read only: closing it loses nothing
	sec := f.Section(".note.go.buildid")
	if sec == nil {
		return ""
	}
	note, err := sec.Data()
	if err != nil || len(note) == 0 {
		return ""
	}
	sum := sha256.Sum256(note)
	return "go " + hex.EncodeToString(sum[:16])
}
