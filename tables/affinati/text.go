package affinati

import (
	"strconv"
	"strings"
	"unicode"

	"sengoku/tables"
)

// Text is a phrase in both UI languages (the one every system shares).
type Text = tables.Text

// T builds a Text.
func T(en, it string) Text { return Text{EN: en, IT: it} }

// Same is a Text that reads the same in both languages (numbers, names).
func Same(s string) Text { return Text{EN: s, IT: s} }

// join concatenates texts language by language with sep between them.
func join(sep string, parts ...Text) Text {
	var en, it []string
	for _, p := range parts {
		if p.EN == "" && p.IT == "" {
			continue
		}
		en = append(en, p.EN)
		it = append(it, p.IT)
	}
	return Text{EN: strings.Join(en, sep), IT: strings.Join(it, sep)}
}

// capitalize upper-cases the first letter in both languages.
func capitalize(t Text) Text {
	up := func(s string) string {
		r := []rune(s)
		if len(r) > 0 {
			r[0] = unicode.ToUpper(r[0])
		}
		return string(r)
	}
	return Text{EN: up(t.EN), IT: up(t.IT)}
}

// Factor is one itemised addition to a die roll or to a cost, with its
// label and the rule it comes from.
type Factor struct {
	Key   string `json:"key"`
	Value int    `json:"value"`
	Text
	Rule string `json:"rule"`
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
