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
// the private-library rule. A page may compare two setups side by side
// (compare.go) or carry a form of its own that changes the input (next).

// calcSpec is one calculator with input In and result Out.
type calcSpec[In, Out any] struct {
	// path is the page ("" when there is none); api the JSON route ("" when
	// there is none); title the page title's catalogue key.
	path, api, title string
	codec            *query.Codec[In]
	// decode, when set, reads the input in the codec's place (a form that
	// loads library cards); keySet are then the keys it reads.
	decode func(c *gin.Context, q url.Values, how reading) (In, error)
	keySet query.Keys
	// pageKeys are the keys the page reads when they are more than the
	// API's (a compared setup's, a form's own); zero for the API's. lists
	// are keys the page and the API read with many values that are no
	// input of the calculation (a picker's restriction).
	pageKeys query.Keys
	lists    []string
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
	// compare, for a page comparing two setups, says how (compare.go).
	compare *compareSpec[In, Out]
	// next, for a page whose own form changes the input (Sekigahara's
	// "add a deployment"), is the input the form in q makes of in; ok is
	// false when the form is empty. When that input computes, a request
	// without htmx is redirected to its link (303: post-redirect-get) and
	// an htmx one gets its page; when it does not, the page shows in's
	// result with the form's problems.
	next func(q url.Values, in In) (next In, ok bool, err error)
}

// reading is how a query is read: by the JSON API, by a page, or by a page
// whose query read whole (which may start from defaults).
type reading int

const (
	apiRead reading = iota
	pageRead
	freshRead
)

// calcState is what a calculator page shows: the input as read, the
// result (nil when refused), the problems and the link to share.
type calcState[In, Out any] struct {
	In       In
	Result   *Out
	Problems []string
	Fields   views.AssistProblems
	// Err is why there is no result (or, with a result, why the page's own
	// form was not applied).
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
	// Alt is a comparison's second setup (nil on a page of one), and
	// CompareLink the link adding or removing it.
	Alt         *calcState[In, Out]
	CompareLink string
	// Applied: the page's own form (calcSpec.next) was applied, so its
	// fields start empty again.
	Applied bool
	// how is how the page's query was read.
	how reading
}

// keys are the query keys the spec's API reads.
func (sp *calcSpec[In, Out]) keys() query.Keys {
	if sp.codec == nil {
		return sp.keySet
	}
	return query.NewKeys(sp.codec.Keys()).Lists(sp.lists...)
}

// pageKeySet are the keys the spec's page reads.
func (sp *calcSpec[In, Out]) pageKeySet() query.Keys {
	if len(sp.pageKeys.List()) > 0 {
		return sp.pageKeys
	}
	return sp.keys()
}

// read reads the input from the request under the policy: the strict
// read's refusal and the values' problems joined (see decodeQuery). how is
// pageRead for a page's read, made freshRead when the query reads whole.
func (sp *calcSpec[In, Out]) read(c *gin.Context, keys query.Keys, how reading) (url.Values, In, reading, error) {
	q, qerr := web.ReadQuery(c, keys)
	if how == pageRead && qerr == nil {
		how = freshRead
	}
	in, err := sp.decodeValues(c, q, how, qerr, keys)
	return q, in, how, err
}

// decodeValues decodes the input from q, joining the problems to the
// strict read's refusal qerr.
func (sp *calcSpec[In, Out]) decodeValues(c *gin.Context, q url.Values, how reading, qerr error, keys query.Keys) (In, error) {
	if sp.decode != nil {
		in, err := sp.decode(c, q, how)
		return in, web.WithQueryError(qerr, err)
	}
	var in In
	derr := sp.codec.Decode(q, "", &in)
	return in, web.DecodeQuery(qerr, derr, keys, sp.label)
}

// solve computes in, read with err (why it did not read).
func (sp *calcSpec[In, Out]) solve(in In, err error) calcState[In, Out] {
	st := calcState[In, Out]{In: in, Err: err}
	if err == nil {
		if out, err := sp.compute(in); err != nil {
			st.Err = err
		} else {
			st.Result = &out
		}
	}
	return st
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
// problems (400 for a refused query, 422 for a rule violation); with
// compare, one or two setups; with next, the input its form makes.
func calcPage[In, Out any](s *Server, sp *calcSpec[In, Out]) gin.HandlerFunc {
	keys := sp.pageKeySet()
	return func(c *gin.Context) {
		q, in, how, err := sp.read(c, keys, pageRead)
		if err == nil && sp.fresh != nil {
			sp.fresh(q, &in)
		}
		st := sp.solve(in, err)
		st.Query, st.Fragment, st.how = q, wantsResult(c), how
		switch {
		case sp.compare != nil:
			sp.compareSetups(c, keys, &st)
		case st.Result != nil:
			st.Link = sp.link(q, st.In, *st.Result)
			if sp.next != nil && sp.applyForm(c, &st) {
				return
			}
		}
		status, ok := pageProblems(s, c, &st)
		if !ok {
			return
		}
		if st.Link != "" {
			st.Share = s.AbsURL(c.Request, st.Link)
		}
		push := st.Link
		if st.Result == nil || st.Alt != nil && st.Alt.Result == nil {
			push = "" // the history keeps results only
		}
		renderCalcPage(c, status, push, sp.page(s.Page(c, sp.titleIn(web.Lang(c)), "calc"), st))
	}
}

// pageProblems words the problems of the page st and of its second setup
// in the user's language: the status is 400 when a query was refused,
// else 422 when a setup has problems. ok is false when the answer went
// out (a failure).
func pageProblems[In, Out any](s *Server, c *gin.Context, st *calcState[In, Out]) (status int, ok bool) {
	if st.Err != nil {
		st.Typed = typedValues(st.Query)
	}
	status, ok = s.formProblems(c, st.Err, &st.Problems, &st.Fields)
	if !ok || st.Alt == nil {
		return status, ok
	}
	alt, ok := s.formProblems(c, st.Alt.Err, &st.Alt.Problems, &st.Alt.Fields)
	if status != http.StatusBadRequest && alt != http.StatusOK {
		status = alt
	}
	return status, ok
}

// applyForm applies the page's own form (sp.next) to a page whose input
// computed; it reports whether it answered (a redirect).
func (sp *calcSpec[In, Out]) applyForm(c *gin.Context, st *calcState[In, Out]) bool {
	in, ok, err := sp.next(st.Query, st.In)
	if !ok {
		return false
	}
	var out Out
	if err == nil {
		out, err = sp.compute(in)
	}
	if err != nil {
		st.Err = err // in's result stays, beside the form's problems
		return false
	}
	link := sp.link(st.Query, in, out)
	if c.GetHeader("HX-Request") != "true" {
		c.Redirect(http.StatusSeeOther, link)
		return true
	}
	st.In, st.Result, st.Link, st.Applied = in, &out, link, true
	return false
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

// calcAPI answers the spec's JSON route; with compare, "cmp=1" answers
// the second setup beside the first.
func calcAPI[In, Out any](s *Server, sp *calcSpec[In, Out]) gin.HandlerFunc {
	keys := sp.keys()
	return func(c *gin.Context) {
		s.answerJSON(c, func() (any, error) {
			q, in, _, err := sp.read(c, keys, apiRead)
			if err != nil {
				return nil, err
			}
			out, err := sp.compute(in)
			if err != nil || sp.compare == nil || sp.compare.answer == nil || q.Get("cmp") != "1" {
				return out, err
			}
			return sp.compareAPI(c, keys, q, in, out)
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
