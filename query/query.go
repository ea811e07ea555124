// Package query reads a request's query (or form) into a typed input and
// writes an input back as a query, for the links that reproduce it. One
// policy for every calculator and the print API:
//
//   - a pair that cannot be read (a broken % escape, a semicolon), a key
//     given twice, or a key the route does not read is refused whole
//     (Strict), naming the key, with the key most likely meant;
//   - a value that does not decode into its field's type (Codec.Decode) is
//     refused naming the key: booleans are true/false, 1/0, on/off, yes/no
//     in any case, numbers may use a decimal comma, an empty value is the
//     field's zero;
//   - whatever the rules then refuse is the calculator's business.
//
// The package holds no words: a Problem says what is wrong by Kind, and the
// web layer words it in the reader's language. It depends on the standard
// library only, so the rule packages (tables/*) never see a URL.
package query

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// Kind is what is wrong with one key of a query.
type Kind string

// The kinds of problems.
const (
	// Malformed: the pair cannot be read (a broken % escape, a semicolon).
	Malformed Kind = "malformed"
	// Repeated: the key is given more than once.
	Repeated Kind = "repeated"
	// Unknown: the route does not read the key (Problem.Suggest: the key
	// most likely meant, if any).
	Unknown Kind = "unknown"
	// Undecodable: the value is not of the field's type (Problem.Want).
	Undecodable Kind = "undecodable"
	// OutOfRange: a whole number beyond the codec's bound (Problem.Lo and
	// Hi); a rule violation rather than a malformed request.
	OutOfRange Kind = "outOfRange"
	// Unreadable: the query cannot be read and no key is to blame (too many
	// parameters).
	Unreadable Kind = "unreadable"
)

// Want is the type a value must have.
type Want string

// The types of values.
const (
	WantBool   Want = "bool"
	WantInt    Want = "int"
	WantNumber Want = "number"
	// WantText: a field with its own text form (Codec.Text); Problem.Err
	// says why the value does not read.
	WantText Want = "text"
)

// Problem is one key refused.
type Problem struct {
	Key     string
	Kind    Kind
	Value   string // the value, clipped, or the whole pair for Malformed
	Suggest string // Unknown: the key most likely meant
	Want    Want   // Undecodable
	Lo, Hi  int64  // OutOfRange
	Err     error  // Undecodable WantText: the field's own reason
}

// Error is a query refused: its problems, at most MaxProblems, and how
// many more there were.
type Error struct {
	Problems []Problem
	More     int
}

// MaxProblems bounds the problems one refused query lists.
const MaxProblems = 10

func (e *Error) Error() string {
	var b strings.Builder
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%s: %s", p.Key, p.Kind)
	}
	if e.More > 0 {
		fmt.Fprintf(&b, "; %d more", e.More)
	}
	return b.String()
}

// Refused reports whether the request itself is malformed (a 400): any
// problem but OutOfRange, which is a rule violation (a 422).
func (e *Error) Refused() bool {
	return slices.ContainsFunc(e.Problems, func(p Problem) bool { return p.Kind != OutOfRange })
}

// add records p unless its key already has a problem or the list is full.
func (e *Error) add(p Problem) {
	if slices.ContainsFunc(e.Problems, func(q Problem) bool { return q.Key == p.Key }) {
		return
	}
	if len(e.Problems) == MaxProblems {
		e.More++
		return
	}
	e.Problems = append(e.Problems, p)
}

// err is e as an error, nil when it holds no problem.
func (e *Error) err() error {
	if len(e.Problems) == 0 {
		return nil
	}
	return e
}

// Join merges the problems of errs (each nil or an *Error) into one
// *Error, nil when there are none. Any other error is returned as it is.
func Join(errs ...error) error {
	out := &Error{}
	for _, err := range errs {
		if err == nil {
			continue
		}
		qe, ok := err.(*Error)
		if !ok {
			return err
		}
		for _, p := range qe.Problems {
			out.add(p)
		}
		out.More += qe.More
	}
	return out.err()
}

// clip shortens a key or value echoed in a problem.
func clip(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// Strict reads a raw query under the policy: every pair readable, every
// key given once and accepted by keys. The values are returned even when
// it refuses (the first of a repeated key), for a form to echo.
func Strict(raw string, keys Keys) (url.Values, error) {
	q, perr := url.ParseQuery(raw)
	e := &Error{}
	for rest := raw; rest != ""; {
		var pair string
		pair, rest, _ = strings.Cut(rest, "&")
		if pair != "" {
			checkPair(pair, q, keys, e)
		}
	}
	if perr != nil && len(e.Problems) == 0 {
		// Nothing above names it (too many parameters): refuse it whole.
		e.add(Problem{Key: "", Kind: Unreadable})
	}
	for k, vs := range q {
		if !keys.lists[k] {
			q[k] = vs[:1]
		}
	}
	return q, e.err()
}

// checkPair records the problem of one raw pair, if any.
func checkPair(pair string, q url.Values, keys Keys, e *Error) {
	if strings.Contains(pair, ";") {
		e.add(Problem{Key: clip(pair), Kind: Malformed, Value: clip(pair)})
		return
	}
	k, v, _ := strings.Cut(pair, "=")
	name, err := url.QueryUnescape(k)
	if err != nil {
		e.add(Problem{Key: clip(k), Kind: Malformed, Value: clip(pair)})
		return
	}
	if _, err := url.QueryUnescape(v); err != nil {
		e.add(Problem{Key: clip(name), Kind: Malformed, Value: clip(v)})
		return
	}
	switch {
	case !keys.Accepts(name):
		e.add(Problem{Key: clip(name), Kind: Unknown, Suggest: keys.Suggest(name)})
	case len(q[name]) > 1 && !keys.lists[name]:
		e.add(Problem{Key: name, Kind: Repeated})
	}
}
