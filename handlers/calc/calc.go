// Package calc is the calculators' and table assistants' room of the web
// layer: one file per system (affinati.go, aot*.go, ccsb.go, sekigahara.go,
// senjutsu*.go), the harness they share (harness.go, with compare.go for
// a page comparing two setups), and the browser's library of unit cards,
// character profiles and duels they keep (library.go). What they need of the site around them (the page shell,
// links, failures, the library store and key, the campaigns) comes in
// Deps; the root handlers register them with Routes.
package calc

import (
	"context"
	"log/slog"
	"net/http"
	"slices"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	aotview "sengoku/views/calc/aot"
)

// Library is the store of library items (models.LibraryItem): what the
// calculators keep for a browser or a campaign. *models.DB is one.
type Library interface {
	LibraryItemByID(ctx context.Context, id int64, kind string, owners ...string) (models.LibraryItem, error)
	LibraryItems(ctx context.Context, kind string, owners ...string) ([]models.LibraryItem, error)
	SaveLibraryItem(ctx context.Context, it models.LibraryItem) (int64, error)
	ReplaceLibraryItem(ctx context.Context, it models.LibraryItem, was string) error
	DeleteLibraryItem(ctx context.Context, id int64, kind, owner string) error
}

// Campaigns is what the Art of Tactic unit cards need of the campaigns: a
// campaign's card library is open to whoever takes part in it, and its GM
// alone changes it.
type Campaigns interface {
	// Joined are the campaigns this browser takes part in, by id.
	Joined(c *gin.Context) []aotview.CampaignLink
	// TakesPart reports whether this browser takes part in campaign id.
	TakesPart(c *gin.Context, id int64) bool
	// CardAccess loads the :id campaign for a card route: not found to
	// whoever does not take part in it; with gm, forbidden to a player.
	CardAccess(c *gin.Context, gm bool) (*models.Campaign, views.Viewer, error)
}

// Deps is what the calculators need of the site around them.
type Deps struct {
	Library   Library
	Campaigns Campaigns
	Log       *slog.Logger
	// Page is the layout model of a page with title, under the nav tab.
	Page func(c *gin.Context, title, nav string) views.Page
	// AbsURL is the absolute link to path, as players reach the site.
	AbsURL func(r *http.Request, path string) string
	// Fail answers an error as a page, FailJSON as JSON, FailCalcJSON as
	// JSON with a refused query's problems by parameter.
	Fail, FailJSON, FailCalcJSON func(c *gin.Context, err error)
	// LibraryOwner is the browser's library key, handed out on first use;
	// LibraryOwnerIfAny is it when the browser has one, else "".
	LibraryOwner      func(c *gin.Context) (string, error)
	LibraryOwnerIfAny func(c *gin.Context) string
	// Games keeps the Clash of Katanas games played at the table.
	Games Games
	// Publish tells the pages open on key that it reached count n; Stream
	// holds a page's event stream on key, naming current's count whenever
	// key moves (the campaigns' live mechanism, handlers/stream.go).
	Publish func(ctx context.Context, key, n int64)
	Stream  func(c *gin.Context, key int64, current func(ctx context.Context) (int64, error))
	// GameLimit bounds the games one client address starts in an hour,
	// EventLimit the changes one browser records at once.
	GameLimit, EventLimit gin.HandlerFunc
}

// Server holds the calculators' handlers: the site's Deps and the cache
// of their JSON answers.
type Server struct {
	Deps
	// cache keeps recent calculator JSON answers.
	cache *jsonCache
}

// APIRoutes documents the calculators' JSON routes.
var APIRoutes = slices.Concat(affinatiAPIRoutes, aotAPIRoutes, ccsbAPIRoutes, ccsbScenarioAPIRoutes, ccsbGameAPIRoutes, sekigaharaAPIRoutes, senjutsuAPIRoutes)

func (s *Server) calcIndex(c *gin.Context) {
	l := web.Lang(c)
	web.Render(c, http.StatusOK, views.CalcIndex(s.Page(c, l.T("calc.title"), "calc"), views.Calculators))
}
