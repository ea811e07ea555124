package affinati

import (
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
