package calc

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/tables"
	"sengoku/views"
)

// Helpers shared by the Affinati and Art of Tactic calculators: reading a
// query, echoing problems, short share links and the JSON answers.

// calcProblems turns an engine error into messages in l and the set of
// fields they name.
func calcProblems(l views.Lang, err error) ([]string, views.FieldProblems) {
	if qe, ok := err.(web.QueryError); ok {
		err = qe.Validation()
	}
	v, ok := tables.AsValidation(err)
	if !ok {
		return []string{l.T("err.internal")}, nil
	}
	invalid := views.FieldProblems{}
	for _, p := range v.Problems {
		if p.Field == "" {
			continue
		}
		if invalid[p.Field] != "" {
			invalid[p.Field] += " "
		}
		invalid[p.Field] += l.Render(p.Msg)
	}
	return v.List(string(l)), invalid
}

// hasAny reports whether q holds one of keys (under prefix).
func hasAny(q url.Values, keys map[string]bool, prefix string) bool {
	for k := range q {
		if strings.HasPrefix(k, prefix) && keys[k[len(prefix):]] {
			return true
		}
	}
	return false
}

// subValues returns the values named prefix+name as name.
func subValues(q url.Values, prefix string) url.Values {
	out := url.Values{}
	for k, v := range q {
		if name, ok := strings.CutPrefix(k, prefix); ok {
			out[name] = v
		}
	}
	return out
}

// addValues copies src into dst with prefix before each name.
func addValues(dst, src url.Values, prefix string) {
	for k, v := range src {
		dst[prefix+k] = v
	}
}

// calcLink is path with the query, or path alone.
func calcLink(path string, q url.Values) string {
	if e := q.Encode(); e != "" {
		return path + "?" + e
	}
	return path
}

// jsonCache keeps recent calculator answers: the calculators are pure
// functions of the query, and a result shared at the table is asked for
// again and again. Bounded; emptied when full. An answer asked for again is
// also kept gzipped (phones at the table are often on slow mobile data).
type jsonCache struct {
	mu  sync.Mutex
	max int
	m   map[string]*cachedJSON
}

type cachedJSON struct {
	plain []byte
	once  sync.Once
	gz    []byte
}

func newJSONCache(max int) *jsonCache {
	return &jsonCache{max: max, m: map[string]*cachedJSON{}}
}

func (jc *jsonCache) get(k string) (*cachedJSON, bool) {
	jc.mu.Lock()
	defer jc.mu.Unlock()
	e, ok := jc.m[k]
	return e, ok
}

func (jc *jsonCache) put(k string, plain []byte) {
	if len(k) > 4096 {
		return
	}
	jc.mu.Lock()
	defer jc.mu.Unlock()
	if len(jc.m) >= jc.max {
		clear(jc.m)
	}
	jc.m[k] = &cachedJSON{plain: plain}
}

// gzipped compresses the answer once, the first time a client that accepts
// gzip asks for it again.
func (e *cachedJSON) gzipped() []byte {
	e.once.Do(func() {
		if len(e.plain) < 1024 {
			return
		}
		var buf bytes.Buffer
		zw, err := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
		if err != nil {
			return
		}
		if _, err := zw.Write(e.plain); err == nil && zw.Close() == nil {
			e.gz = buf.Bytes()
		}
	})
	return e.gz
}

// writeCachedJSON sends a cached answer, gzipped when the client accepts it.
func writeCachedJSON(c *gin.Context, e *cachedJSON) {
	c.Header("Vary", "Accept-Encoding")
	if strings.Contains(c.GetHeader("Accept-Encoding"), "gzip") {
		if gz := e.gzipped(); gz != nil {
			c.Header("Content-Encoding", "gzip")
			c.Data(http.StatusOK, web.JSONType, gz)
			return
		}
	}
	c.Data(http.StatusOK, web.JSONType, e.plain)
}

// readsOwnLibrary reports whether a calculator query names a library item
// other than the rulebook's ("lib:<id>"): one of the caller's own
// ("my:<id>"), a campaign's ("c<id>:<n>"), or any other reference, so an
// answer that depends on who asks is never shared.
func readsOwnLibrary(q url.Values) bool {
	for _, vs := range q {
		for _, v := range vs {
			prefix, _, ok := strings.Cut(strings.TrimSpace(v), ":")
			if ok && prefix != "lib" && isRefPrefix(prefix) {
				return true
			}
		}
	}
	return false
}

// isRefPrefix reports whether p can start a library reference ("my",
// "c3"): letters and digits only.
func isRefPrefix(p string) bool {
	if p == "" {
		return false
	}
	for _, r := range p {
		if (r < 'a' || r > 'z') && (r < 'A' || r > 'Z') && (r < '0' || r > '9') {
			return false
		}
	}
	return true
}
