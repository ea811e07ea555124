// Package account is the room of who a browser is in a campaign: the
// sessions and the viewer they make (sessions.go: sign-in, sign-out, the
// players' join links, the game master's gate), the game master's
// settings (settings.go: password, signing out everywhere, the campaign's
// listing), the rules of a new password (password.go), the throttle of
// wrong passwords with its device cookies (throttle.go, device.go), and
// the players' join links and cards (links.go). What it needs of the site
// around it (the page shell, failures, links, printing, the store through
// its Store interface) comes in Deps; the root handlers build it with New,
// ask it who the viewer is, and register its pages with Routes.
package account

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
	"sengoku/views/pdf"
)

// Store is what the accounts read and write: sessions, the campaign's
// password, players and listing, and the counters of wrong passwords.
// *models.DB is one.
type Store interface {
	Session(ctx context.Context, token string) (models.Session, error)
	VersionAndSession(ctx context.Context, id int64, token string) (version int64, s models.Session, found bool, err error)
	NewSession(ctx context.Context, token string, s models.Session) error
	RenewSession(ctx context.Context, token string, exp time.Time) error
	EndSession(ctx context.Context, token string) error
	EndSessions(ctx context.Context, id int64, role, keep string) error

	CampaignVersion(ctx context.Context, id int64) (int64, error)
	GMPasswordHash(ctx context.Context, id int64) (string, error)
	ChangeGMPassword(ctx context.Context, id int64, hash, keep string) error
	Players(ctx context.Context, id int64) ([]models.Player, error)
	PlayerByToken(ctx context.Context, token string) (models.Player, error)
	RotatePlayerToken(ctx context.Context, id int64, clan campaign.Clan, token string) error
	SetListing(ctx context.Context, id int64, listing campaign.Listing) (*models.Campaign, error)

	CountEvent(ctx context.Context, key string, at time.Time, window time.Duration) error
	CountSince(ctx context.Context, key string, since time.Time) (models.RateCount, error)
	ForgetEvents(ctx context.Context, key string) error
	CountKeysSince(ctx context.Context, prefix string, since time.Time) (int, error)
}

// Deps is what the accounts need of the site around them.
type Deps struct {
	Store Store
	// Campaign reads campaign id through the decoded campaigns the site
	// keeps (handlers/play): shared, read-only.
	Campaign func(ctx context.Context, id int64) (*models.Campaign, error)
	Log      *slog.Logger
	// Now is the clock.
	Now func() time.Time
	// Page is the layout model of a page with title, under the nav tab.
	Page func(c *gin.Context, title, nav string) views.Page
	// Fail answers an error as a page.
	Fail func(c *gin.Context, err error)
	// LinkBase is where the links handed out point, as players reach the
	// site.
	LinkBase func(r *http.Request) web.LinkBase
	// KeyLink is the absolute address of path opened with a campaign's
	// public key (handlers/listing keeps who may see a campaign).
	KeyLink func(r *http.Request, path, key string) string
	// Changed tells the open pages and caches that campaign id is at a new
	// version.
	Changed func(ctx context.Context, id, version int64)
	// PrintMeta is a printable's page setup for paper; AnswerPDF writes a
	// printable, or fails with err.
	PrintMeta func(c *gin.Context, paper string) pdf.Meta
	AnswerPDF func(c *gin.Context, filename string, data []byte, err error)
	// PasswordCost is the bcrypt cost of GM passwords.
	PasswordCost int
	// DeviceKey signs the GM's device cookies (device.go); a random key
	// of the process when nil.
	DeviceKey []byte
}

// Server holds the accounts' handlers: the site's Deps and the slots of
// password hashing, which the root's campaign creation and import share
// (HashPassword).
type Server struct {
	Deps
	// bcrypt bounds the password hashing done at once.
	bcrypt bcryptGate
}

// New builds the accounts over d. The root keeps the one it builds: it
// asks it who the viewer is (Viewer, VersionAndViewer), starts the
// sessions of a new campaign (StartSession), hashes its passwords
// (HashPassword) and registers its routes (Routes).
func New(d Deps) *Server {
	if len(d.DeviceKey) == 0 {
		d.DeviceKey = randomDeviceKey()
	}
	return &Server{Deps: d, bcrypt: newBcryptGate(bcryptSlots, bcryptWait)}
}
