package calc

import (
	"net/url"

	"github.com/gin-gonic/gin"

	"sengoku/query"
)

// A calculator page may compare two setups side by side: "cmp=1" adds a
// second setup, read from the page's query under "alt.". The share link
// holds both; the compare link adds the second setup (a copy of the first)
// or removes it. Each setup is read, computed and worded as the harness
// does a page of one.

// compareSpec is how a page compares two setups.
type compareSpec[In, Out any] struct {
	// query is a setup's query in links.
	query func(in In) url.Values
	// keep is what every link keeps of the page's query q beside the
	// setups (a picker's restriction); nil for nothing.
	keep func(q url.Values) url.Values
	// second is the second setup's query, read from the page's query q
	// (read as how) and the first setup's link query one; nil when the
	// page compares nothing after all (a fresh page starts alone).
	second func(q url.Values, how reading, one url.Values) url.Values
	// answer is the API's answer to a comparison, the first setup's
	// result with the second's; nil for an API that compares nothing.
	answer func(one, two Out) any
}

// compareSetups reads and computes the page's second setup when it asks
// for one (cmp=1), and sets the page's links.
func (sp *calcSpec[In, Out]) compareSetups(c *gin.Context, keys query.Keys, st *calcState[In, Out]) {
	cs := sp.compare
	one := cs.query(st.In)
	var alt url.Values
	if st.Query.Get("cmp") == "1" {
		alt = cs.second(st.Query, st.how, one)
	}
	if alt == nil {
		st.Link, st.CompareLink = sp.compareLink(st.Query, one, nil), sp.compareLink(st.Query, one, one)
		return
	}
	in, err := sp.decodeValues(c, alt, pageRead, nil, keys)
	two := sp.solve(in, err)
	st.Alt = &two
	st.Link, st.CompareLink = sp.compareLink(st.Query, one, cs.query(in)), sp.compareLink(st.Query, one, nil)
}

// compareLink is the page's link holding the setup one and, when not nil,
// the second setup two.
func (sp *calcSpec[In, Out]) compareLink(q, one, two url.Values) string {
	out := url.Values{}
	if sp.compare.keep != nil {
		addValues(out, sp.compare.keep(q), "")
	}
	addValues(out, one, "")
	if two != nil {
		out.Set("cmp", "1")
		addValues(out, two, "alt.")
	}
	return calcLink(sp.path, out)
}

// compareAPI is the API's answer to a comparison: the second setup read
// from q, computed and answered beside the first's result out.
func (sp *calcSpec[In, Out]) compareAPI(c *gin.Context, keys query.Keys, q url.Values, in In, out Out) (any, error) {
	alt := sp.compare.second(q, apiRead, sp.compare.query(in))
	if alt == nil {
		return out, nil
	}
	in2, err := sp.decodeValues(c, alt, apiRead, nil, keys)
	if err != nil {
		return nil, err
	}
	out2, err := sp.compute(in2)
	return sp.compare.answer(out, out2), err
}
