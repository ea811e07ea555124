package static

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"time"
)

// Asset is one embedded file as the site serves it.
type Asset struct {
	Name string // path in FS, e.g. "css/app.css"
	Data []byte
	// Gzip is Data compressed once at start-up, for text files (nil for
	// images already compressed).
	Gzip []byte
	// ETag is a weak validator made from the content (the same for every
	// encoding of it).
	ETag string
	// Hashed is true when the asset was asked for by its content-hashed
	// URL: its content never changes, so it may be cached for good.
	Hashed bool
}

// Assets indexes FS by plain and by content-hashed URL, computed once
// when the server starts.
type Assets struct {
	urls    map[string]string // name → hashed URL
	byURL   map[string]Asset  // URL path below /static/ → asset
	ModTime time.Time
}

// NewAssets reads and hashes every embedded file. modTime stands for the
// files' Last-Modified (embedded files carry none): the server's start.
func NewAssets(modTime time.Time) (*Assets, error) {
	a := &Assets{urls: map[string]string{}, byURL: map[string]Asset{}, ModTime: modTime}
	err := fs.WalkDir(FS, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(FS, name)
		if err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		data = slim(name, data)
		sum := sha256.Sum256(data)
		hash := hex.EncodeToString(sum[:])[:12]
		ext := path.Ext(name)
		hashed := strings.TrimSuffix(name, ext) + "." + hash + ext
		as := Asset{Name: name, Data: data, ETag: `W/"` + hash + `"`}
		if as.Gzip, err = gzipText(name, data); err != nil {
			return err
		}
		a.urls[name] = "/static/" + hashed
		a.byURL[name] = as
		as.Hashed = true
		a.byURL[hashed] = as
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("index static files: %w", err)
	}
	return a, nil
}

// URL is the content-hashed address of the embedded file name (e.g.
// "css/app.css" → "/static/css/app.1a2b3c4d5e6f.css"); the plain address
// when there is no such file.
func (a *Assets) URL(name string) string {
	if u, ok := a.urls[name]; ok {
		return u
	}
	return "/static/" + name
}

// Precache lists the content-hashed addresses of the files an installed
// site keeps for offline use: style sheets, scripts, SVG images and the
// app's icons (not the service worker itself, nor the README's screenshots).
func (a *Assets) Precache() []string {
	var out []string
	for name, u := range a.urls {
		ext := path.Ext(name)
		keep := ext == ".css" || ext == ".js" || ext == ".svg" || strings.HasPrefix(name, "img/icon-")
		if keep && name != "js/sw.js" {
			out = append(out, u)
		}
	}
	slices.Sort(out)
	return out
}

// Lookup finds the file at p, the URL path below /static/, by its hashed
// or its plain name. Directories are never found.
func (a *Assets) Lookup(p string) (Asset, bool) {
	as, ok := a.byURL[strings.TrimPrefix(p, "/")]
	return as, ok
}

// slim drops the comments and the indentation of the site's own style
// sheet and scripts: they are for the reader of the source, and would
// cost a phone a kilobyte on every first visit. A style sheet loses its /* */ comments
// (a /*! licence comment stays); a script (not a vendored .min.js) loses
// the lines that are only a // comment, which cannot be inside a string.
func slim(name string, data []byte) []byte {
	switch {
	case path.Ext(name) == ".css":
		return indent.ReplaceAll(cssComment.ReplaceAllFunc(data, func(c []byte) []byte {
			if bytes.HasPrefix(c, []byte("/*!")) {
				return c
			}
			return nil
		}), nil)
	case path.Ext(name) == ".js" && !strings.HasSuffix(name, ".min.js"):
		return indent.ReplaceAll(jsCommentLine.ReplaceAll(data, nil), nil)
	}
	return data
}

var (
	cssComment    = regexp.MustCompile(`(?s)/\*.*?\*/\n?`)
	jsCommentLine = regexp.MustCompile(`(?m)^[ \t]*//.*\n`)
	// indent is a line's leading blanks, for the reader of the source
	// only: the site's scripts hold no multi-line strings (no template
	// literals), so no string starts a line.
	indent = regexp.MustCompile(`(?m)^[ \t]+`)
)

// gzipText compresses the text files (CSS, JavaScript, SVG) at the best
// level, once; nil for the others.
func gzipText(name string, data []byte) ([]byte, error) {
	switch path.Ext(name) {
	case ".css", ".js", ".svg":
	default:
		return nil, nil
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, fmt.Errorf("gzip %s: %w", name, err)
	}
	if err := zw.Close(); err != nil {
		return nil, fmt.Errorf("gzip %s: %w", name, err)
	}
	return buf.Bytes(), nil
}
