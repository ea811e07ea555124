package i18n

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Objects whose JSON has always carried their words inline, as "en" and
// "it" beside their own fields, write and read them through MarshalFlat
// and UnmarshalFlat: one splice instead of a wrapper struct per type.

// MarshalFlat writes plain (a JSON object: the type without its own
// MarshalJSON) with m's words appended as "en" and "it".
func MarshalFlat(plain any, m Msg) ([]byte, error) {
	b, err := json.Marshal(plain)
	if err != nil {
		return nil, err
	}
	w, err := json.Marshal(struct {
		EN string `json:"en"`
		IT string `json:"it"`
	}{EN.Render(m), IT.Render(m)})
	if err != nil {
		return nil, err
	}
	b = bytes.TrimSpace(b)
	if len(b) < 2 || b[0] != '{' || b[len(b)-1] != '}' {
		return nil, fmt.Errorf("flat words: %T is not a JSON object", plain)
	}
	if len(b) > 2 {
		w[0] = ','
	} else {
		w = w[1:]
	}
	return append(b[:len(b)-1:len(b)-1], w...), nil
}

// UnmarshalFlat reads b into plain and returns the words beside its fields
// as they were written (Stored), or a zero Msg when there are none.
func UnmarshalFlat(b []byte, plain any) (Msg, error) {
	if err := json.Unmarshal(b, plain); err != nil {
		return Msg{}, err
	}
	var w struct {
		EN string `json:"en"`
		IT string `json:"it"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return Msg{}, err
	}
	if w.EN == "" && w.IT == "" {
		return Msg{}, nil
	}
	return Stored(w.IT, w.EN), nil
}
