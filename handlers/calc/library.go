package calc

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/views"
)

// What every calculator handler does the same way: answering a page as a
// fragment or a whole page, turning input errors into a form's problems,
// and keeping user-made items in the browser's library.

// formProblems is the status of a form answer and its problems: 200
// without err; for a validation error 422 with one message per field, for
// a malformed or refused query (web.BadRequest, web.QueryError) 400, written into
// *problems and *fields (fields may be nil when the form marks none). Any other error is answered here with
// s.fail and ok is false: the handler has nothing left to do.
func (s *Server) formProblems(c *gin.Context, err error, problems *[]string, fields *views.AssistProblems) (status int, ok bool) {
	if err == nil {
		return http.StatusOK, true
	}
	l := web.Lang(c)
	var f views.AssistProblems
	if v, isV := tables.AsValidation(err); isV {
		status, *problems, f = http.StatusUnprocessableEntity, v.List(string(l)), v.Messages(string(l))
	} else if q, isQ := err.(web.QueryError); isQ {
		status, *problems, f = http.StatusBadRequest, q.Validation().List(string(l)), q.Validation().Messages(string(l))
	} else if b, isB := err.(web.BadRequest); isB {
		status, *problems = http.StatusBadRequest, []string{l.T(string(b))}
	} else {
		s.Fail(c, err)
		return 0, false
	}
	if fields != nil {
		*fields = f
	}
	return status, true
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
	it, err := s.Library.LibraryItemByID(c.Request.Context(), id, kind, owner)
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
	return s.Library.SaveLibraryItem(c.Request.Context(), it)
}

// deleteLibraryItem removes the item the route parameter param names, of
// kind, from the library owner gives, then sends the browser to back
// (post-redirect-get).
func (s *Server) deleteLibraryItem(c *gin.Context, param, kind string, owner ownerFunc, back string) {
	id, err := libraryItemID(c, param)
	if err != nil {
		s.Fail(c, err)
		return
	}
	o, err := owner(c)
	if err == nil && o == "" {
		err = campaign.ErrNotFound
	}
	if err == nil {
		err = s.Library.DeleteLibraryItem(c.Request.Context(), id, kind, o)
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, back)
}
