package affinati

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"sengoku/i18n"
)

// Text is a phrase for the reader: a catalogue message (i18n.Msg), worded
// in the reader's language by the views.
type Text = i18n.Msg

// Same is a text that reads the same in every language: a number, a name
// as the user wrote it.
func Same(s string) Text { return i18n.M("affinati.verbatim", s) }

// joinKeys are the catalogue's joints of two texts, by separator.
var joinKeys = map[string]string{
	"":   "affinati.join.none",
	" ":  "affinati.join.space",
	", ": "affinati.join.comma",
	"; ": "affinati.join.semicolon",
	": ": "affinati.join.colon",
}

// join puts texts one after the other with sep between them, skipping
// empty ones.
func join(sep string, parts ...Text) Text {
	key, ok := joinKeys[sep]
	if !ok {
		panic("affinati: no joint for " + strconv.Quote(sep))
	}
	var out Text
	for _, p := range parts {
		switch {
		case p.IsZero():
		case out.IsZero():
			out = p
		default:
			out = i18n.M(key, out, p)
		}
	}
	return out
}

// Factor is one itemised addition to a die roll or to a cost, with its
// label and the rule it comes from.
type Factor struct {
	Key   string `json:"key"`
	Value int    `json:"value"`
	Text  Text   `json:"-"`
	Rule  string `json:"rule"`
}

// MarshalJSON writes the factor with its text's words as "en" and "it"
// beside its key, value and rule.
func (f Factor) MarshalJSON() ([]byte, error) {
	type plain Factor
	return flat(plain(f), f.Text, "rule")
}

// Chance is an exact probability: N favourable cases out of the equally
// likely ones (36 die pairs, or 6 faces) and P = N/total.
type Chance struct {
	N int     `json:"n"`
	P float64 `json:"p"`
}

func chance(n, of int) Chance { return Chance{N: n, P: float64(n) / float64(of)} }

// num formats a rule number the way the rulebook prints it: no trailing
// zeros ("7.5", "10").
func num(x float64) string {
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// signed formats a modifier with its sign, using the minus sign of the
// rulebook's tables.
func signed(v int) string {
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return "+" + strconv.Itoa(v)
}

// clip shortens user input quoted back in a message.
func clip(s string) string {
	const max = 40
	r := []rune(s)
	if len(r) > max {
		return string(r[:max]) + "…"
	}
	return s
}

// flat writes v, a struct, as JSON with the words of t as "en" and "it"
// before the first of the keys next that v's JSON holds (at the end when
// none): the shape a struct that embedded a bilingual text always had.
func flat(v any, t Text, next ...string) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	w, err := json.Marshal(struct {
		EN string `json:"en"`
		IT string `json:"it"`
	}{i18n.EN.Render(t), i18n.IT.Render(t)})
	if err != nil {
		return nil, err
	}
	words := w[1 : len(w)-1]
	at := topKey(b, next)
	if at < 0 {
		end := bytes.LastIndexByte(b, '}')
		if end < 0 {
			return nil, fmt.Errorf("flat: %T is not an object", v)
		}
		sep := []byte(",")
		if bytes.Equal(bytes.TrimSpace(b[:end]), []byte("{")) {
			sep = nil
		}
		return append(append(append(append([]byte(nil), b[:end]...), sep...), words...), b[end:]...), nil
	}
	return append(append(append(append([]byte(nil), b[:at]...), words...), ','), b[at:]...), nil
}

// topKey is the offset in the JSON object b of the first of keys that is
// one of its own (not a nested object's), or -1.
func topKey(b []byte, keys []string) int {
	for _, k := range keys {
		dec := json.NewDecoder(bytes.NewReader(b))
		depth, wantKey := 0, false
		for {
			before := dec.InputOffset()
			tok, err := dec.Token()
			if err != nil {
				break
			}
			if d, ok := tok.(json.Delim); ok {
				switch d {
				case '{', '[':
					depth++
					wantKey = depth == 1 && d == '{'
				default:
					depth--
					wantKey = depth == 1
				}
				continue
			}
			if depth == 1 && wantKey {
				if s, _ := tok.(string); s == k {
					// the key starts after the separator before it
					return int(before) + bytes.IndexByte(b[before:], '"')
				}
				wantKey = false
				continue
			}
			wantKey = depth == 1
		}
	}
	return -1
}
