package calc

import (
	"net/http"
	"net/url"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/handlers/calc/wire"
	"sengoku/handlers/web"
	"sengoku/query"
	"sengoku/views"
)

// The calculator harness: a calculator is a spec (its paths, input type,
// fresh-page defaults, computation and page), and the harness does the
// rest the same way for each: strict read → decode → compute → the page,
// its htmx fragment (views.CalcResult) or JSON, with the answer cache and
// the private-library rule.

// calcSpec is one calculator with input In and result Out.
type calcSpec[In, Out any] struct {
	// path is the page ("" when there is none); api the JSON route ("" when
	// there is none); title the page title's catalogue key.
	path, api, title string
	codec            *query.Codec[In]
	// decode, when set, reads the input in the codec's place (a form that
	// loads library cards); keySet are then the keys it reads. fresh: a
	// page whose query was read whole, which may start from defaults.
	decode func(c *gin.Context, q url.Values, fresh bool) (In, error)
	keySet query.Keys
	// pageKeys are keys the page reads beyond the input's (a form's own);
	// lists are keys the page and the API read with many values that are
	// no input of the calculation (a picker's restriction).
	pageKeys, lists []string
	// label names the input's fields in problems; nil for "Parameter …".
	label web.Labeler
	// fresh fills in the input of a page whose query leaves it out (a
	// fresh page starts from a case that computes); nil for none.
	fresh func(q url.Values, in *In)
	// compute is the calculator.
	compute func(In) (Out, error)
	// canon is the input as its share link writes it; nil for as is.
	canon func(In) In
	// share is the page's link for a result out (q is the query as read);
	// nil for the input as the codec writes it (see link).
	share func(q url.Values, in In, out Out) string
	// heading is the page title; nil for the catalogue's title.
	heading func(l views.Lang) string
	// page is the whole page, whose result part is templ.Fragment
	// views.CalcResult.
	page func(p views.Page, st calcState[In, Out]) templ.Component
}

// calcState is what a calculator page shows: the input as read, the
// result (nil when refused), the problems and the link to share.
type calcState[In, Out any] struct {
	In       In
	Result   *Out
	Problems []string
	Fields   views.AssistProblems
	// Err is why there is no result.
	Err error
	// Typed are the query's values as typed, for a form to echo what it
	// could not read (a number field cannot show "x").
	Typed map[string]string
	// Query is the query as read, with the page's own keys.
	Query url.Values
	// Share is the absolute link to this result, Link the same link from
	// the site's root; Fragment is set when the answer is the htmx
	// fragment.
	Share, Link string
	Fragment    bool
}

// keys are the query keys the spec's API reads.
func (sp *calcSpec[In, Out]) keys() query.Keys {
	if sp.codec == nil {
		return sp.keySet
	}
	return query.NewKeys(sp.codec.Keys()).Lists(sp.lists...)
}

// read reads the input from the request under the policy: the strict
// read's refusal and the values' problems joined (see decodeQuery). page:
// a page's read (see decode).
func (sp *calcSpec[In, Out]) read(c *gin.Context, keys query.Keys, page bool) (url.Values, In, error) {
	q, qerr := web.ReadQuery(c, keys)
	if sp.decode != nil {
		in, err := sp.decode(c, q, page && qerr == nil)
		return q, in, web.WithQueryError(qerr, err)
	}
	var in In
	derr := sp.codec.Decode(q, "", &in)
	return q, in, web.DecodeQuery(qerr, derr, keys, sp.label)
}

// link is the page's link for out, computed from in read from q.
func (sp *calcSpec[In, Out]) link(q url.Values, in In, out Out) string {
	if sp.share != nil {
		return sp.share(q, in, out)
	}
	if sp.canon != nil {
		in = sp.canon(in)
	}
	q, err := sp.codec.Values(in)
	if err != nil {
		return sp.path
	}
	return assistLink(sp.path, q)
}

// calcPage answers the spec's page: the form with the result, or with the
// problems (400 for a refused query, 422 for a rule violation).
func calcPage[In, Out any](s *Server, sp *calcSpec[In, Out]) gin.HandlerFunc {
	keys := sp.keys().With(sp.pageKeys...)
	return func(c *gin.Context) {
		q, in, err := sp.read(c, keys, true)
		if err == nil && sp.fresh != nil {
			sp.fresh(q, &in)
		}
		st := calcState[In, Out]{In: in, Query: q, Fragment: wantsResult(c)}
		var push string
		if err == nil {
			var out Out
			if out, err = sp.compute(in); err == nil {
				st.Result = &out
				push = sp.link(q, in, out)
				st.Link, st.Share = push, s.AbsURL(c.Request, push)
			}
		}
		if err != nil {
			st.Typed, st.Err = typedValues(q), err
		}
		status, ok := s.formProblems(c, err, &st.Problems, &st.Fields)
		if !ok {
			return
		}
		renderCalcPage(c, status, push, sp.page(s.Page(c, sp.titleIn(web.Lang(c)), "calc"), st))
	}
}

// titleIn is the page's title in l.
func (sp *calcSpec[In, Out]) titleIn(l views.Lang) string {
	if sp.heading != nil {
		return sp.heading(l)
	}
	return l.T(sp.title)
}

// typedValues is the query's single values as typed.
func typedValues(q url.Values) map[string]string {
	out := map[string]string{}
	for k, vs := range q {
		if len(vs) > 0 {
			out[k] = vs[0]
		}
	}
	return out
}

// renderCalcPage answers a calculator page: for an htmx request that
// wants a fragment, the page's views.CalcBody fragment when it targets
// #calc (a structural change), else its views.CalcResult; otherwise the
// whole page. push, when not empty, goes into the browser's history
// (HX-Push-Url).
func renderCalcPage(c *gin.Context, status int, push string, page templ.Component) {
	if push != "" {
		c.Header("HX-Push-Url", push)
	}
	if !web.IsFragment(c) {
		web.Render(c, status, page)
		return
	}
	id := views.CalcResult
	if !wantsResult(c) {
		id = views.CalcBody
	}
	web.RenderFragments(c, status, page, id)
}

// wantsResult reports an htmx request for a page's result alone
// (views.CalcResult): a fragment not targeting #calc.
func wantsResult(c *gin.Context) bool {
	return web.IsFragment(c) && c.GetHeader("HX-Target") != "calc"
}

// calcAPI answers the spec's JSON route.
func calcAPI[In, Out any](s *Server, sp *calcSpec[In, Out]) gin.HandlerFunc {
	keys := sp.keys()
	return func(c *gin.Context) {
		s.answerJSON(c, func() (any, error) {
			_, in, err := sp.read(c, keys, false)
			if err != nil {
				return nil, err
			}
			return sp.compute(in)
		})
	}
}

// answerJSON answers a calculator's JSON route with what fn computes: a
// refused query is a 400, a rule violation a 422, a result a 200, kept in
// the answer cache by URL unless it reads a browser's own library
// (readsOwnLibrary: another browser sending the same URL must not get it).
func (s *Server) answerJSON(c *gin.Context, fn func() (any, error)) {
	key := ""
	if q, err := url.ParseQuery(c.Request.URL.RawQuery); err == nil && readsOwnLibrary(q) {
		c.Header("Cache-Control", "private, no-store")
	} else {
		key = c.Request.URL.Path + "?" + c.Request.URL.RawQuery
		if e, ok := s.cache.get(key); ok {
			writeCachedJSON(c, e)
			return
		}
	}
	res, err := fn()
	if err != nil {
		s.FailCalcJSON(c, err)
		return
	}
	b, err := wire.Marshal(res)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	if key != "" {
		s.cache.put(key, b)
	}
	c.Header("Vary", "Accept-Encoding")
	c.Data(http.StatusOK, web.JSONType, b)
}
