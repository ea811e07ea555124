package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
)

// The query policy (package query) as the handlers answer it: a query the
// policy refuses is a 400 naming each parameter, in the user's language; a
// number beyond the codec's bound is a rule violation, a 422.

// QueryError is a query refused under the policy: its problems by
// parameter in both languages, the unknown keys and the keys the route
// accepts.
type QueryError struct {
	v                 *tables.ValidationError
	unknown, accepted []string
}

func (e QueryError) Error() string { return e.v.Error() }

// Validation is the refusal's problems by parameter, for a page to show
// as a form's.
func (e QueryError) Validation() *tables.ValidationError { return e.v }

// Labeler names a parameter in problems ("Range (range)"), when a
// calculator has names for its fields; ok is false for the plain
// "Parameter "range"".
type Labeler func(key string) (name i18n.Msg, ok bool)

// ReadQuery reads the request's query under the policy: the keys the
// route reads, and lang. The values are returned even when refused (lang
// left out), for a form to echo.
func ReadQuery(c *gin.Context, keys query.Keys) (url.Values, error) {
	keys = keys.With("lang")
	q, err := query.Strict(c.Request.URL.RawQuery, keys)
	q.Del("lang")
	return q, PolicyError(err, keys, nil)
}

// PolicyError turns the codec's *query.Error into a QueryError (400) or,
// when only numbers out of bounds are wrong, a *tables.ValidationError
// (422); any other error is returned as it is.
func PolicyError(err error, keys query.Keys, label Labeler) error {
	qe, ok := err.(*query.Error)
	if !ok {
		return err
	}
	v := &tables.ValidationError{}
	out := QueryError{v: v, accepted: keys.List()}
	for _, p := range qe.Problems {
		v.AddMsg(p.Key, problemMsg(p, label))
		if p.Kind == query.Unknown {
			out.unknown = append(out.unknown, p.Key)
		}
	}
	if qe.More > 0 {
		v.Add("query", "query.err.more", qe.More)
	}
	if !qe.Refused() {
		return v
	}
	return out
}

// problemMsg words one problem.
func problemMsg(p query.Problem, label Labeler) i18n.Msg {
	switch p.Kind {
	case query.Unknown:
		if p.Suggest != "" {
			return i18n.M("query.err.unknownMeant", p.Key, p.Suggest)
		}
		return i18n.M("query.err.unknown", p.Key)
	case query.Malformed:
		switch {
		case strings.Contains(p.Key, ";"):
			return i18n.M("query.err.semicolon", p.Key)
		case p.Value == "":
			return i18n.M("query.err.nameEscape", p.Key)
		}
		return i18n.M("query.err.valueEscape", p.Key)
	case query.Unreadable:
		return i18n.M("calc.err.query")
	}
	return valueProblem(p, paramName(p.Key, label))
}

// valueProblem words what is wrong with a value (Undecodable, Repeated,
// OutOfRange) of the parameter named name (the key, or its label's Msg).
func valueProblem(p query.Problem, name any) i18n.Msg {
	switch {
	case p.Kind == query.Repeated:
		return i18n.M("query.err.repeated", name)
	case p.Kind == query.OutOfRange:
		return i18n.M("query.err.range", name, int(p.Lo), int(p.Hi))
	case p.Want == query.WantBool:
		return i18n.M("query.err.bool", name, p.Value)
	case p.Want == query.WantInt:
		return i18n.M("query.err.int", name, p.Value)
	case p.Want == query.WantNumber:
		return i18n.M("query.err.number", name, p.Value)
	}
	if v, ok := tables.AsValidation(p.Err); ok && len(v.Problems) > 0 {
		return i18n.M("query.err.text", name, joinProblems(v.Problems))
	}
	return i18n.M("query.err.text", name, p.Value)
}

// joinProblems is the problems' messages one after the other, as a
// sentence each.
func joinProblems(ps []tables.Problem) i18n.Msg {
	out := ps[0].Msg
	for _, p := range ps[1:] {
		out = i18n.M("api.join.sentences", out, p.Msg)
	}
	return out
}

// paramName names a parameter: its label and key ("Range (range)"), or
// the key alone (a code, the same in every language).
func paramName(key string, label Labeler) any {
	if label != nil {
		if name, ok := label(key); ok {
			return i18n.M("api.param.labelled", name, key)
		}
	}
	return key
}

// DecodeQuery is the reading of a calculator's input: the refusal of the
// strict read (qerr) and the codec's problems (err, worded with label)
// joined, as QueryError (400) or *tables.ValidationError (422).
func DecodeQuery(qerr, err error, keys query.Keys, label Labeler) error {
	derr := PolicyError(err, keys, label)
	if qerr == nil {
		return derr
	}
	return WithQueryError(qerr, derr)
}

// WithQueryError adds the problems of err, a reading of the values a
// refused query still held, to the refusal qerr; without qerr it is err.
func WithQueryError(qerr, err error) error {
	qe, ok := qerr.(QueryError)
	if !ok {
		return err
	}
	if v, isV := tables.AsValidation(err); isV {
		qe.v.Problems = append(qe.v.Problems, v.Problems...)
	} else if de, isQ := err.(QueryError); isQ {
		qe.v.Problems = append(qe.v.Problems, de.v.Problems...)
	}
	return qe
}

// WriteRefusal answers a refused query (a QueryError) as JSON: a 400
// with its problems by parameter and, for unknown keys, those the route
// accepts. It reports false, having written nothing, for any other error.
func WriteRefusal(c *gin.Context, err error) bool {
	qe, ok := err.(QueryError)
	if !ok {
		return false
	}
	l := Lang(c)
	msgs := []string{}
	if len(qe.unknown) > 0 {
		msgs = append(msgs, fmt.Sprintf(l.T("query.err.unknownList"), strings.Join(qe.unknown, ", "), strings.Join(qe.accepted, ", ")))
	}
	for _, p := range qe.v.Problems {
		if !isUnknown(qe, p.Field) {
			msgs = append(msgs, l.Render(p.Msg))
		}
	}
	body := gin.H{"error": strings.Join(msgs, " "), "problems": qe.v.Messages(string(l))}
	if len(qe.unknown) > 0 {
		body["accepted"] = qe.accepted
	}
	c.JSON(http.StatusBadRequest, body)
	return true
}

func isUnknown(qe QueryError, key string) bool {
	for _, k := range qe.unknown {
		if k == key {
			return true
		}
	}
	return false
}

// FormPolicyError is PolicyError for a form that saves (a POST): its
// values' problems are the form's, a 422 like the rules'.
func FormPolicyError(err error) error {
	if qe, ok := PolicyError(err, query.Keys{}, nil).(QueryError); ok {
		return qe.v
	}
	return PolicyError(err, query.Keys{}, nil)
}

// IsRefused reports a query refused under the policy (a 400).
func IsRefused(err error) bool {
	_, ok := err.(QueryError)
	return ok
}

// KeySet is keys as a set.
func KeySet(keys []string) map[string]bool {
	out := make(map[string]bool, len(keys))
	for _, k := range keys {
		out[k] = true
	}
	return out
}
