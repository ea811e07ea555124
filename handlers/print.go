package handlers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
	"sengoku/views/pdf"
	printview "sengoku/views/print"
)

// The printables: PDFs built by views/pdf from view models the handlers
// fill here. Site routes answer errors as pages (a form with problems is
// re-rendered with 422); the JSON API answers them as JSON.
const (
	printPath         = "/print"
	printBookletPath  = "/print/aot/booklet.pdf"
	printArmiesPath   = "/print/aot/armies"
	printRosterPath   = "/print/affinati/roster.pdf"
	printRefPath      = "/print/affinati/reference.pdf"
	printCardsPath    = "/print/campaign/cards.pdf"
	printBlankSlips   = "/print/campaign/slips.pdf"
	printCampaignPath = "/campaigns/:id/print"
)

// referenceParams are the quick reference's parameters: figures, units,
// paper and the B-xx options by name.
func referenceParams() []string {
	keys := []string{"paper"}
	keys = append(keys, affinatiReferenceCodec.Keys()...)
	return keys
}

// apiParams reads a print API route's query under the policy (readQuery):
// a key it does not read, a repeated key or a malformed pair is a 400
// naming it (lang is always allowed).
func (s *Server) apiParams(keys ...string) gin.HandlerFunc {
	accepted := query.NewKeys(keys)
	return func(c *gin.Context) {
		if _, err := web.ReadQuery(c, accepted); err != nil {
			s.failCalcJSON(c, err)
			c.Abort()
			return
		}
		c.Next()
	}
}

// jsonPath is a field path of encoding/json's errors without the Go names
// of embedded structs ("ArmyInput.Options.distanceScale" is
// "distanceScale"): the JSON names here all start in lower case.
func jsonPath(field string) string {
	var keep []string
	for _, p := range strings.Split(field, ".") {
		if p != "" && (p[0] < 'A' || p[0] > 'Z') {
			keep = append(keep, p)
		}
	}
	if len(keep) == 0 {
		return field
	}
	return strings.Join(keep, ".")
}

// decodeBody reads the request's JSON body (at most limit bytes) into dst,
// strictly: a body too big, one that is not JSON, a field of the wrong type
// or a key dst has no field for is answered with a 400 naming the field,
// and decodeBody reports false.
func (s *Server) decodeBody(c *gin.Context, limit int64, dst any) bool {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, limit))
	if err != nil {
		s.failJSON(c, web.BadRequest("err.toolarge"))
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	err = dec.Decode(dst)
	if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			err = errors.New("trailing data")
		}
	}
	if err == nil {
		return true
	}
	l := web.Lang(c)
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te) && te.Field != "":
		te.Field = jsonPath(te.Field)
		c.JSON(http.StatusBadRequest, gin.H{"error": fmt.Sprintf(l.T("print.err.type"), te.Field, te.Value),
			"problems": map[string]string{te.Field: fmt.Sprintf(l.T("print.err.typeOf"), te.Value)}})
	case strings.HasPrefix(err.Error(), `json: unknown field "`):
		name := strings.TrimSuffix(strings.TrimPrefix(err.Error(), `json: unknown field "`), `"`)
		c.JSON(http.StatusBadRequest, gin.H{"error": fmt.Sprintf(l.T("print.err.fields"), name),
			"problems": map[string]string{name: l.T("print.err.field")}})
	default:
		s.failJSON(c, web.BadRequest("err.json"))
	}
	return false
}

// printAPIRoutes documents the JSON routes of the printables (/print, PDF downloads).
var printAPIRoutes = []views.APIRoute{
	{
		Method: "POST", Path: "/api/print/aot/booklet",
		Doc:      i18n.M("api.route.post-api-print-aot-booklet"),
		Example:  `curl -X POST 'http://localhost:8080/api/print/aot/booklet?lang=en' -H 'Content-Type: application/json' -d '{"name":"Takeda vanguard","units":[{"card":"lib:yari","number":1},{"card":"lib:cavalry","number":2,"cmdr":true}],"paper":"a4","size":"half","duplex":true,"cutMarks":true,"turns":8}' -o booklet.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages per pair of units, half-page cards)`,
	},
	{
		Method: "POST", Path: "/api/print/affinati/roster",
		Doc:      i18n.M("api.route.post-api-print-affinati-roster"),
		Example:  `curl -X POST http://localhost:8080/api/print/affinati/roster -H 'Content-Type: application/json' -d '{"name":"Takeda","list":"samurai-1500","mountedSamurai":2,"footSamurai":4,"ashigaru":3,"archers":1,"arquebusiers":2,"general":"footSamurai","figures":"15mm","units":"cm"}' -o roster.pdf`,
		Response: `%PDF-1.3 … (application/pdf: roster page and element cards)`,
	},
	{
		Method: "GET", Path: "/api/print/affinati/reference",
		Doc:      i18n.M("api.route.get-api-print-affinati-reference"),
		Example:  `curl 'http://localhost:8080/api/print/affinati/reference?figures=25mm&units=in&distanceScale=2&lang=en' -o reference.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/cards",
		Doc:      i18n.M("api.route.get-api-print-campaign-cards"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/cards?lang=en' -o cards.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 1 page)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/slips",
		Doc:      i18n.M("api.route.get-api-print-campaign-slips"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/slips?count=6' -o slips.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/season",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-season"),
		Example:  `curl -b cookies.txt 'http://localhost:8080/api/print/campaign/1/season?copy=private' -o season.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages, 3 with the hand)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/slips",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-slips"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/1/slips?from=Takeda&copies=2' -o slips.pdf`,
		Response: `%PDF-1.3 … (application/pdf)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/ledger",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-ledger"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/1/ledger?clan=Takeda' -o ledger.pdf`,
		Response: `%PDF-1.3 … (application/pdf)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/battle/{bid}",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-battle-bid"),
		Example:  `curl -b cookies.txt 'http://localhost:8080/api/print/campaign/1/battle/1?paper=letter&lang=en' -o battle.pdf`,
		Response: `%PDF-1.3 … (application/pdf: battle page, a roster per side, 2 pages of quick reference)`,
	},
}

// isAPI reports a request to the JSON API.
func isAPI(c *gin.Context) bool { return strings.HasPrefix(c.Request.URL.Path, "/api/") }

// printFail answers an error of a PDF route: JSON for the API, a page for
// the site.
func (s *Server) printFail(c *gin.Context, err error) {
	if isAPI(c) {
		s.failCalcJSON(c, err)
		return
	}
	if qe, ok := err.(web.QueryError); ok {
		err = qe.Validation() // a page answers a value it cannot read with its problems
	}
	s.fail(c, err)
}

// printMeta is what every PDF carries: the user's language, the paper
// asked for, the server's clock.
func (s *Server) printMeta(c *gin.Context, paper string) pdf.Meta {
	p, ok := pdf.ParsePaper(paper)
	if !ok { // kept as typed: the renderer's validation names it
		p = pdf.Paper(paper)
	}
	return pdf.Meta{Lang: web.Lang(c), Paper: p, Created: s.now()}
}

// sendPDF writes a finished PDF as a download.
func sendPDF(c *gin.Context, filename string, data []byte) {
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, filename))
	c.Header("Cache-Control", "private, no-store")
	c.Data(http.StatusOK, "application/pdf", data)
}

// render answers a PDF renderer's result: the file, or the error.
func (s *Server) answerPDF(c *gin.Context, filename string, data []byte, err error) {
	if err != nil {
		s.printFail(c, err)
		return
	}
	sendPDF(c, filename, data)
}

// printPage is /print: every printable with its options.
func (s *Server) printPage(c *gin.Context) {
	m, err := s.printPageModel(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	l := web.Lang(c)
	web.Render(c, http.StatusOK, printview.Index(s.page(c, l.T("print.title"), "print"), m))
}

// printPageModel fills /print with the saved armies, the campaigns and the
// forms' defaults.
func (s *Server) printPageModel(c *gin.Context) (printview.IndexPage, error) {
	l := web.Lang(c)
	m := printview.IndexPage{
		Booklet:   printview.BookletForm{Army: "sample", Paper: "a4", Size: "half", Duplex: true, Cut: true, Turns: pdf.DefaultTurns},
		Roster:    defaultRosterForm(l),
		Reference: referenceForm(l),
		Slips:     printview.SlipsForm{Count: 6, Paper: "a4"},
		MaxTurns:  pdf.MaxTurns,
		MaxSlips:  pdf.MaxSlips,
	}
	armies, err := s.aotArmies(c)
	if err != nil {
		return m, err
	}
	m.Armies = armies
	if len(armies) > 0 {
		m.Booklet.Army = armies[0].Value
	}
	list, err := s.db.Campaigns(c.Request.Context())
	if err != nil {
		return m, err
	}
	for _, cp := range list {
		m.Campaigns = append(m.Campaigns, campaignview.CampaignListItem{ID: cp.ID, Name: cp.Name, UpdatedAt: cp.UpdatedAt})
	}
	return m, nil
}

// problemsIn lists a validation error's messages in the user's language;
// any other error is not a form problem.
func problemsIn(l views.Lang, err error) ([]string, bool) {
	v, ok := tables.AsValidation(err)
	if !ok {
		return nil, false
	}
	return v.List(string(l)), true
}
