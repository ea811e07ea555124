package web

import (
	"errors"
	"net/http"
	"slices"
	"strings"

	"sengoku/campaign"
)

// AcceptsGzip reads an Accept-Encoding header: gzip, or any, not refused
// with q=0.
func AcceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// ErrTooLarge is an upload over its limit: never cut short and then
// blamed on its content.
var ErrTooLarge = errors.New("upload too large")

// IsTooLarge reports whether err is a request body over its limit.
func IsTooLarge(err error) bool {
	var mb *http.MaxBytesError
	return errors.As(err, &mb) || errors.Is(err, ErrTooLarge) || (err != nil && strings.Contains(err.Error(), "request body too large"))
}

// WithoutPlayers is st without its players' names: a shallow copy (the
// shared state is read-only) with its own clans.
func WithoutPlayers(st *campaign.State) *campaign.State {
	out := *st
	out.Clans = slices.Clone(st.Clans)
	for i := range out.Clans {
		out.Clans[i].Player = ""
	}
	return &out
}
