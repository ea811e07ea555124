package web

import (
	"errors"
	"net/http"
	"strings"
)

// ErrTooLarge is an upload over its limit: never cut short and then
// blamed on its content.
var ErrTooLarge = errors.New("upload too large")

// IsTooLarge reports whether err is a request body over its limit.
func IsTooLarge(err error) bool {
	var mb *http.MaxBytesError
	return errors.As(err, &mb) || errors.Is(err, ErrTooLarge) || (err != nil && strings.Contains(err.Error(), "request body too large"))
}
