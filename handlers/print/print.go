// Package print is the room of the printables: the /print page and its
// PDFs (Art of Tactic booklets and the armies they print, SAMURAI rosters
// and quick reference, C&C Samurai Battles scenario sheets) and a
// campaign's (season sheet, diplomacy slips, Prestige ledger, event-card
// reference, battle kit), page and JSON API. The PDFs are built by
// views/pdf from view models filled here. Site routes answer errors as
// pages (a form with problems is re-rendered with 422); the JSON API
// answers them as JSON. What it needs of the site around it (the page
// shell, failures, the browser's library, a campaign loaded for its
// viewer, the store through its Store interface) comes in Deps; the root
// builds it with New, hands its Meta and AnswerPDF to the rooms that print
// too, and registers its routes with Routes.
package print

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
	"sengoku/views/pdf"
	printview "sengoku/views/print"
)

// Store is what the printables read and write: the browser's saved armies
// and unit cards (its library), the list of campaigns, and a campaign's
// whole history and battle reports. *models.DB is one.
type Store interface {
	LibraryItems(ctx context.Context, kind string, owners ...string) ([]models.LibraryItem, error)
	LibraryItemByID(ctx context.Context, id int64, kind string, owners ...string) (models.LibraryItem, error)
	SaveLibraryItem(ctx context.Context, it models.LibraryItem) (int64, error)
	DeleteLibraryItem(ctx context.Context, id int64, kind, owner string) error

	Campaigns(ctx context.Context) ([]models.CampaignSummary, error)
	History(ctx context.Context, id int64, st *campaign.State) (campaign.History, error)
	BattleReport(ctx context.Context, id int64, st *campaign.State, battle int) (*campaign.BattleReport, error)
}

// Deps is what the printables need of the site around them.
type Deps struct {
	Store Store
	// Now is the clock: the date a PDF carries.
	Now func() time.Time
	// Page is the layout model of a page with title, under the nav tab.
	Page func(c *gin.Context, title, nav string) views.Page
	// Fail answers an error as a page, FailJSON as JSON, FailCalcJSON as
	// JSON with a refused query's problems by parameter.
	Fail, FailJSON, FailCalcJSON func(c *gin.Context, err error)
	// LibraryOwner is the browser's library key, handed out on first use;
	// LibraryOwnerIfAny is it when the browser has one, else "".
	LibraryOwner      func(c *gin.Context) (string, error)
	LibraryOwnerIfAny func(c *gin.Context) string
	// Campaign loads the :id campaign as the browser's viewer may see it,
	// and the viewer: a campaign the browser may not open is not found.
	Campaign func(c *gin.Context) (*models.Campaign, views.Viewer, error)
	// Shapes are the province regions of a campaign's map (campaign/geo).
	Shapes func(m campaign.Map) *geo.Shapes
}

// Server holds the printables' handlers over the site's Deps.
type Server struct {
	Deps
}

// New builds the printables over d. The root keeps the one it builds: it
// hands its Meta and AnswerPDF to the other rooms that print (the players'
// join cards) and registers its routes (Routes).
func New(d Deps) *Server { return &Server{Deps: d} }

// The printables' site paths (routes.go writes the API's in full).
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
			s.FailCalcJSON(c, err)
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
		s.FailJSON(c, web.BadRequest("err.toolarge"))
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
		s.FailJSON(c, web.BadRequest("err.json"))
	}
	return false
}

// isAPI reports a request to the JSON API.
func isAPI(c *gin.Context) bool { return strings.HasPrefix(c.Request.URL.Path, "/api/") }

// printFail answers an error of a PDF route: JSON for the API, a page for
// the site.
func (s *Server) printFail(c *gin.Context, err error) {
	if isAPI(c) {
		s.FailCalcJSON(c, err)
		return
	}
	if qe, ok := err.(web.QueryError); ok {
		err = qe.Validation() // a page answers a value it cannot read with its problems
	}
	s.Fail(c, err)
}

// Meta is what every PDF carries: the user's language, the paper
// asked for, the server's clock.
func (s *Server) Meta(c *gin.Context, paper string) pdf.Meta {
	p, ok := pdf.ParsePaper(paper)
	if !ok { // kept as typed: the renderer's validation names it
		p = pdf.Paper(paper)
	}
	return pdf.Meta{Lang: web.Lang(c), Paper: p, Created: s.Now()}
}

// sendPDF writes a finished PDF as a download.
func sendPDF(c *gin.Context, filename string, data []byte) {
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, filename))
	c.Header("Cache-Control", "private, no-store")
	c.Data(http.StatusOK, "application/pdf", data)
}

// AnswerPDF answers a PDF renderer's result: the file, or the error (JSON
// on the API, a page on the site).
func (s *Server) AnswerPDF(c *gin.Context, filename string, data []byte, err error) {
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
		s.Fail(c, err)
		return
	}
	l := web.Lang(c)
	web.Render(c, http.StatusOK, printview.Index(s.Page(c, l.T("print.title"), "print"), m))
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
	list, err := s.Store.Campaigns(c.Request.Context())
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
