// Package docs holds the guides the README links to; its test checks that
// every relative link among them, and in the README, leads somewhere.
package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// link is a Markdown link or image target: ](target) or ](target "title").
var link = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)

// TestRelativeLinksLeadSomewhere: every relative link in README.md and
// docs/*.md names a file that exists and, after a #, a heading of that
// file (GitHub's anchors).
func TestRelativeLinksLeadSomewhere(t *testing.T) {
	files, err := filepath.Glob("*.md")
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join("..", "README.md"))
	checked := 0
	for _, f := range files {
		for _, target := range links(t, f) {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			checked++
			path, anchor, _ := strings.Cut(target, "#")
			dest := f
			if path != "" {
				dest = filepath.Join(filepath.Dir(f), filepath.FromSlash(path))
				if _, err := os.Stat(dest); err != nil {
					t.Errorf("%s: link %q: no file %s", f, target, dest)
					continue
				}
			}
			if anchor != "" && !anchors(t, dest)[anchor] {
				t.Errorf("%s: link %q: %s has no heading with the anchor #%s", f, target, dest, anchor)
			}
		}
	}
	if checked < 10 {
		t.Errorf("only %d relative links found in %v: is the link pattern still right?", checked, files)
	}
}

// links returns the link targets of a Markdown file outside its fenced
// code blocks and code spans.
func links(t *testing.T, file string) []string {
	var out []string
	for _, line := range prose(t, file) {
		for _, m := range link.FindAllStringSubmatch(codeSpan.ReplaceAllString(line, ""), -1) {
			out = append(out, m[1])
		}
	}
	return out
}

var codeSpan = regexp.MustCompile("`[^`]*`")

// prose returns the lines of a Markdown file that are not in a fenced code
// block.
func prose(t *testing.T, file string) []string {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fenced := false
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if !fenced {
			out = append(out, line)
		}
	}
	return out
}

// anchors returns the anchors GitHub gives a Markdown file's headings
// (lower case, punctuation dropped, spaces as hyphens, -1, -2 … for a
// repeated one); any other file has none.
func anchors(t *testing.T, file string) map[string]bool {
	out := map[string]bool{}
	if !strings.HasSuffix(file, ".md") {
		return out
	}
	seen := map[string]int{}
	for _, line := range prose(t, file) {
		if !strings.HasPrefix(line, "#") {
			continue
		}
		a := slug(strings.TrimLeft(line, "#"))
		if n := seen[a]; n > 0 {
			out[a+"-"+strconv.Itoa(n)] = true
		} else {
			out[a] = true
		}
		seen[a]++
	}
	return out
}

// slug is GitHub's anchor for a heading's text.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || isWordRune(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isWordRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 && !strings.ContainsRune("–—×…“”‘’«»", r)
}

// The anchors GitHub gives headings of these guides.
func TestSlugIsGitHubsAnchor(t *testing.T) {
	for heading, want := range map[string]string{
		" Commands, backups and restore":                                   "commands-backups-and-restore",
		" Calculators and table assistants (`/calc`)":                      "calculators-and-table-assistants-calc",
		" Play between club nights: deadlines, automatic advance, notices": "play-between-club-nights-deadlines-automatic-advance-notices",
		" `GET /api/campaigns/{id}/log`":                                   "get-apicampaignsidlog",
		" On a phone, offline, installed":                                  "on-a-phone-offline-installed",
	} {
		if got := slug(heading); got != want {
			t.Errorf("slug(%q) = %q, want %q", heading, got, want)
		}
	}
}
