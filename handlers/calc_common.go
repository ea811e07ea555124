package handlers

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/views"
)

// What every calculator handler does the same way: answering a page as a
// fragment or a whole page, turning input errors into a form's problems,
// and keeping user-made items in the browser's library.

// renderCalc answers a calculator page. share, when not empty, is pushed
// into the browser's history (HX-Push-Url). An htmx request that wants a
// fragment (isFragment) gets fragment, or body when the calculator has one
// and the request targets only #calc; anything else gets page.
func renderCalc(c *gin.Context, status int, share string, body, fragment, page templ.Component) {
	if share != "" {
		c.Header("HX-Push-Url", share)
	}
	switch {
	case body != nil && isFragment(c) && c.GetHeader("HX-Target") == "calc":
		render(c, status, body)
	case isFragment(c):
		render(c, status, fragment)
	default:
		render(c, status, page)
	}
}

// formProblems is the status of a form answer and its problems: 200
// without err; for a validation error 422 with one message per field, for
// a malformed or refused query (badRequest, queryError) 400, written into
// *problems and *fields (fields may be nil when the form marks none). Any other error is answered here with
// s.fail and ok is false: the handler has nothing left to do.
func (s *Server) formProblems(c *gin.Context, err error, problems *[]string, fields *views.AssistProblems) (status int, ok bool) {
	if err == nil {
		return http.StatusOK, true
	}
	l := lang(c)
	var f views.AssistProblems
	if v, isV := tables.AsValidation(err); isV {
		status, *problems, f = http.StatusUnprocessableEntity, v.List(string(l)), v.Messages(string(l))
	} else if q, isQ := err.(queryError); isQ {
		status, *problems, f = http.StatusBadRequest, q.v.List(string(l)), q.v.Messages(string(l))
	} else if b, isB := err.(badRequest); isB {
		status, *problems = http.StatusBadRequest, []string{l.T(string(b))}
	} else {
		s.fail(c, err)
		return 0, false
	}
	if fields != nil {
		*fields = f
	}
	return status, true
}

// queryError is a calculator query refused before any rule is checked: a
// pair that cannot be decoded, an unknown parameter, a value of the wrong
// kind. It is a 400 naming each parameter, in the user's language.
type queryError struct{ v *tables.ValidationError }

func (e queryError) Error() string { return e.v.Error() }

// queryNames are the parameters a calculator reads: exact names and name
// prefixes (a tie choice "tie.<fighter>.<speed>"). lang is always one.
type queryNames struct {
	keys     map[string]bool
	list     []string
	prefixes []string
}

func newQueryNames(keys []string, prefixes ...string) queryNames {
	n := queryNames{keys: map[string]bool{}, prefixes: prefixes}
	for _, k := range keys {
		if !n.keys[k] {
			n.keys[k] = true
			n.list = append(n.list, k)
		}
	}
	return n
}

func (n queryNames) accepts(k string) bool {
	if n.keys[k] || k == "lang" {
		return true
	}
	for _, p := range n.prefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// suggest is the known name k was most likely meant to be ("mainroad" →
// "mainRoad"), or "": the same letters in another case, else the closest
// name at most two edits away.
func (n queryNames) suggest(k string) string {
	lk := strings.ToLower(k)
	best, bestD := "", 3
	for _, name := range n.list {
		if strings.EqualFold(name, k) {
			return name
		}
		if d := editDistance(lk, strings.ToLower(name), bestD); d < bestD {
			best, bestD = name, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance of a and b, or max when it is at
// least max (the names are short; long input is not compared at all).
func editDistance(a, b string, max int) int {
	if len(a) > 64 || len(b) > 64 || len(a)-len(b) >= max || len(b)-len(a) >= max {
		return max
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return min(prev[len(b)], max)
}

// maxQueryProblems bounds the problems one refused query lists.
const maxQueryProblems = 10

// strictQuery reads the request's query for a calculator that reads names:
// a pair that cannot be decoded (a broken % escape, a semicolon) or a name
// it does not read is a queryError naming it. The values that could be
// read are returned even then, for the form to echo.
func strictQuery(c *gin.Context, names queryNames) (url.Values, error) {
	raw := c.Request.URL.RawQuery
	q, perr := url.ParseQuery(raw)
	v := &tables.ValidationError{}
	seen := map[string]bool{}
	more := 0
	add := func(field, en, it string, args ...any) {
		if seen[field] {
			return
		}
		seen[field] = true
		if len(v.Problems) == maxQueryProblems {
			more++
			return
		}
		v.Addf(field, en, it, args...)
	}
	const escape = "a %% must be followed by two hexadecimal digits (%%25 for the sign itself)."
	const escapeIT = "un %% deve essere seguito da due cifre esadecimali (%%25 per il segno stesso)."
	for rest := raw; rest != ""; {
		var pair string
		pair, rest, _ = strings.Cut(rest, "&")
		if pair == "" {
			continue
		}
		if strings.Contains(pair, ";") {
			add(clipParam(pair), "%q holds a semicolon: separate the parameters with &.",
				"%q contiene un punto e virgola: separate i parametri con &.", clipParam(pair))
			continue
		}
		k, val, _ := strings.Cut(pair, "=")
		name, err := url.QueryUnescape(k)
		if err != nil {
			add(clipParam(k), "The parameter name %q cannot be read: "+escape,
				"Il nome di parametro %q non è leggibile: "+escapeIT, clipParam(k))
			continue
		}
		if _, err := url.QueryUnescape(val); err != nil {
			add(name, "The value of parameter %q cannot be read: "+escape,
				"Il valore del parametro %q non è leggibile: "+escapeIT, clipParam(name))
			continue
		}
		if names.accepts(name) {
			continue
		}
		if s := names.suggest(name); s != "" {
			add(name, "Unknown parameter %q: did you mean %q?", "Parametro %q sconosciuto: forse %q?", clipParam(name), s)
		} else {
			add(name, "Unknown parameter %q.", "Parametro %q sconosciuto.", clipParam(name))
		}
	}
	if more > 0 {
		v.Addf("query", "%d more parameters are refused as well.", "Altri %d parametri sono rifiutati.", more)
	}
	if perr != nil && len(v.Problems) == 0 {
		// Nothing above names it (too many parameters): refuse it whole.
		v.Add("query", "The address holds parameters that cannot be read.", "L'indirizzo contiene parametri non leggibili.")
	}
	if len(v.Problems) > 0 {
		return q, queryError{v}
	}
	return q, nil
}

// clipParam shortens a parameter name or pair echoed in a message.
func clipParam(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

// withQueryError adds the problems of err, a reading of the values a
// refused query still held, to the refusal qerr; without qerr it is err.
func withQueryError(qerr, err error) error {
	qe, ok := qerr.(queryError)
	if !ok {
		return err
	}
	if v, isV := tables.AsValidation(err); isV {
		qe.v.Problems = append(qe.v.Problems, v.Problems...)
	}
	return qe
}

// failCalcJSON answers a calculator's error as JSON: a refused query is a
// 400 with its problems by parameter, anything else as failJSON does.
func (s *Server) failCalcJSON(c *gin.Context, err error) {
	if qe, ok := err.(queryError); ok {
		l := string(lang(c))
		c.JSON(http.StatusBadRequest, gin.H{"error": strings.Join(qe.v.List(l), " "), "problems": qe.v.Messages(l)})
		return
	}
	s.failJSON(c, err)
}

// A library item (a unit card, a character profile, a duel) is a
// models.LibraryItem of one kind whose Data is a value's JSON, in the
// library of the browser's key (libraryOwner): another browser's item is
// not found.

// ownerFunc gives the library key of the request: libraryOwner hands one
// out to a browser without; a reading route may answer "" instead.
type ownerFunc func(*gin.Context) (string, error)

// libraryItemID reads the route parameter param as an item id; anything
// but a positive number is not found.
func libraryItemID(c *gin.Context, param string) (int64, error) {
	id, err := strconv.ParseInt(c.Param(param), 10, 64)
	if err != nil || id <= 0 {
		return 0, campaign.ErrNotFound
	}
	return id, nil
}

// loadLibraryItem reads item id of kind from library owner ("": none, so
// not found) and decodes its Data into a T.
func loadLibraryItem[T any](s *Server, c *gin.Context, id int64, kind, owner string) (models.LibraryItem, T, error) {
	var v T
	if owner == "" {
		return models.LibraryItem{}, v, campaign.ErrNotFound
	}
	it, err := s.db.LibraryItemByID(c.Request.Context(), id, kind, owner)
	if err != nil {
		return it, v, err
	}
	if err := json.Unmarshal([]byte(it.Data), &v); err != nil {
		return it, v, fmt.Errorf("%s %d: %w", kind, id, err)
	}
	return it, v, nil
}

// routeLibraryItem is loadLibraryItem for the item the route parameter
// param names, in the library owner gives. The id is checked first, so a
// malformed one hands out no library key.
func routeLibraryItem[T any](s *Server, c *gin.Context, param, kind string, owner ownerFunc) (models.LibraryItem, T, error) {
	var v T
	id, err := libraryItemID(c, param)
	if err != nil {
		return models.LibraryItem{}, v, err
	}
	o, err := owner(c)
	if err != nil {
		return models.LibraryItem{}, v, err
	}
	return loadLibraryItem[T](s, c, id, kind, o)
}

// saveLibraryItem stores v's JSON as it.Data: a new item when it.ID is 0,
// else an update, which must be the owner's own item (campaign.ErrNotFound
// otherwise).
func (s *Server) saveLibraryItem(c *gin.Context, it models.LibraryItem, v any) (int64, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return 0, err
	}
	it.Data = string(data)
	return s.db.SaveLibraryItem(c.Request.Context(), it)
}

// deleteLibraryItem removes the item the route parameter param names, of
// kind, from the library owner gives, then sends the browser to back
// (post-redirect-get).
func (s *Server) deleteLibraryItem(c *gin.Context, param, kind string, owner ownerFunc, back string) {
	id, err := libraryItemID(c, param)
	if err != nil {
		s.fail(c, err)
		return
	}
	o, err := owner(c)
	if err == nil && o == "" {
		err = campaign.ErrNotFound
	}
	if err == nil {
		err = s.db.DeleteLibraryItem(c.Request.Context(), id, kind, o)
	}
	if err != nil {
		s.fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, back)
}
