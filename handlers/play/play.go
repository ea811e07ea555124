// Package play is the room of a campaign in play: its season pages and
// tabs (the map, the province table, hand, diplomacy, battles, prestige,
// history, options, summary, a past season), the one actions form and the
// undo, the battle reports, photos and trackers, the live stream that
// tells open pages of a new version, and their JSON API. It keeps the
// campaigns it reads decoded (cache.go) and the answers it renders
// (answers.go), so that a page costs one small query. What the room needs
// of the site around it (the page shell, failures, who the viewer is,
// the listing's checks, the clock, the campaign service and the store
// through its Store interface) comes in Deps; the root handlers register
// it with Routes and hand its LoadCampaign to the rooms that read a
// campaign too.
package play

import (
	"context"
	"log/slog"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/events"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
)

// Deps is what a campaign in play needs of the site around it.
type Deps struct {
	Store Store
	// Service runs the campaign use cases (act, undo, a tracker's card).
	Service *campaign.Service
	Log     *slog.Logger
	// Now is the clock.
	Now func() time.Time
	// Events carries campaign versions to the open pages' streams.
	Events events.Source
	// Changed tells the open pages of campaign id that it reached version.
	Changed func(ctx context.Context, id, version int64)
	// Page is the layout model of a page with title, under the nav tab.
	Page func(c *gin.Context, title, nav string) views.Page
	// Fail answers an error as a page, FailJSON as JSON, FailAny as the
	// route asks (JSON on the API); FailBody answers a body
	// web.DecodeStrict refused.
	Fail, FailJSON, FailAny, FailBody func(c *gin.Context, err error)
	// Classify is the status and message of err in l; LimitStatus the
	// same for a limit's refusal (ok false for any other error).
	Classify    func(ctx context.Context, l views.Lang, err error) (int, string)
	LimitStatus func(c *gin.Context, l views.Lang, err error) (int, string, bool)
	// ConflictVersion sets the campaign's current version on a 409.
	ConflictVersion func(c *gin.Context, err error) (int64, bool)
	// Viewer is who the browser is in campaign id; VersionAndViewer reads
	// the campaign's version with it in one query (the account room's).
	Viewer           func(c *gin.Context, id int64) views.Viewer
	VersionAndViewer func(c *gin.Context, id int64, anyViewer bool) (int64, views.Viewer, error)
	// SessionCookie is the browser's session cookie in campaign id (an
	// error when it sends none).
	SessionCookie func(c *gin.Context, id int64) (string, error)
	// RequireGM lets the campaign's game master through, and no one else.
	RequireGM gin.HandlerFunc
	// OpenAt reports whether the request may see campaign id at version,
	// StillOpen the same of a campaign read whole, and Shown is what v may
	// see of cp (the listing's rules, handlers/listing).
	OpenAt    func(c *gin.Context, id, version int64) (bool, error)
	StillOpen func(c *gin.Context, id int64, l campaign.Listing, publicKey string) bool
	Shown     func(cp *models.Campaign, v views.Viewer) *models.Campaign
	// ETagSeed is what an answer's ETag depends on besides its key;
	// AnswerCacheBytes bounds the answers kept (none when 0).
	ETagSeed         string
	AnswerCacheBytes int64
	// StreamsPerClient bounds the event streams one client address holds
	// open; NoActionLimit lifts the limit on each session's actions.
	StreamsPerClient int
	NoActionLimit    bool
}

// Server holds a campaign's handlers over the site's Deps, with the
// campaigns, shapes and answers they keep.
type Server struct {
	Deps
	cache   *campaignCache
	shapes  *shapeCache
	answers *answerCache
	// bufs and gzips are reused to render and compress answers; renders
	// collapses concurrent misses of one answer.
	bufs    bufferPool
	gzips   gzipPool
	renders renderGroup
	streams *streamLimit
}

// New builds the room over d.
func New(d Deps) (*Server, error) {
	shapes, err := newShapeCache()
	if err != nil {
		return nil, err
	}
	return &Server{Deps: d, cache: newCampaignCache(), shapes: shapes,
		answers: web.NewVersionedLRU[string, *answer](max(d.AnswerCacheBytes, 0)),
		streams: newStreamLimit(d.StreamsPerClient)}, nil
}
