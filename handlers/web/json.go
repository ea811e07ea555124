package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// UnknownFieldError is a request body field the route does not know: a
// 400 naming it, since a misspelt field silently ignored would change
// what the caller asked for.
type UnknownFieldError struct{ Field string }

func (e UnknownFieldError) Error() string { return fmt.Sprintf("unknown field %q", e.Field) }

// DecodeStrict decodes one JSON value from body into v, refusing unknown
// fields and anything after the value.
func DecodeStrict(body []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			if field, uerr := strconv.Unquote(name); uerr == nil {
				return UnknownFieldError{Field: field}
			}
		}
		return BadRequest("err.json")
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return BadRequest("err.json")
	}
	return nil
}
