package handlers

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/handlers/account"
	"sengoku/handlers/calc"
	"sengoku/handlers/campaigns"
	"sengoku/handlers/listing"
	"sengoku/handlers/notices"
	"sengoku/handlers/play"
	"sengoku/handlers/print"
	"sengoku/handlers/site"
	"sengoku/models"
	"sengoku/views"
)

// The rooms beside the root (account/, calc/, campaigns/, notices/, play/,
// print/), the middleware every route runs behind (site/) and the guard of
// who may see a campaign (listing/) each take what they need of the server
// in a Deps of their own: the store through the small interface the
// package declares (*models.DB is every one of them) and the server's
// functions (page shell, failures, the viewer, the clock). The server
// builds them here; New puts the site's middleware in front of the engine
// with the guard last, and routes.go hands the rooms' Deps to each room's
// Routes. Every room reads a campaign through the play room's cache.
// calcDeps is in campaign_cards.go, beside the campaign access rules it
// passes.

// siteDeps is what the site-wide middleware (handlers/site) needs of the
// server.
func (s *Server) siteDeps(opt Options) site.Deps {
	return site.Deps{Store: s.db, Log: s.log, Now: s.now, PublicURL: opt.PublicURL, LANAddrs: opt.LANAddrs,
		Page: s.page, Fail: s.failAny, PhotoUpload: play.IsPhotoUpload}
}

// listingDeps is what the guard of who may see a campaign
// (handlers/listing) needs of the server. The viewer is the accounts'
// room's, built after the guard because it hands out the guard's public
// links (KeyLink).
func (s *Server) listingDeps() listing.Deps {
	return listing.Deps{Store: s.db, Now: s.now, AbsURL: s.site.AbsURL, Fail: s.fail, NotFound: s.notFound,
		Viewer: func(c *gin.Context, id int64) views.Viewer { return s.viewer(c, id) }}
}

// campaignsDeps is what the list of campaigns (handlers/campaigns) needs
// of the server. The limits on creates and imports per client address are
// the site's (handlers/site/limits.go).
func (s *Server) campaignsDeps() campaigns.Deps {
	create := s.site.LimitPerAddress("create", s.createsPerHour)
	return campaigns.Deps{Store: s.db, Create: s.svc.Create, Page: s.page, Fail: s.fail, FailJSON: s.failJSON, FailBody: s.failBody,
		Viewer: s.viewer, Joined: s.joinedIDs, StartSession: s.account.StartSession, HashPassword: s.account.HashPassword,
		CheckNewPassword: account.CheckNewPassword, AbsURL: s.site.AbsURL, AddPublicLink: s.guard.AddPublicLink,
		RequireGM: s.account.RequireGM, CreateLimit: create, ImportLimit: s.site.LimitPerAddress("import", s.importsPerHour),
		Listing: s.newListing, LibraryCardKind: calc.AotCardKind}
}

// noticesDeps is what the notices (handlers/notices) need of the server.
func (s *Server) noticesDeps() notices.Deps {
	return notices.Deps{Store: s.db, Campaign: s.campaign, Page: s.page, Fail: s.fail, Viewer: s.viewer, Now: s.now, LinkBase: s.site.LinkBase,
		EmailNotices: s.emailNotices, AllowPrivateWebhooks: s.allowPrivateWebhooks}
}

// playDeps is what a campaign in play (handlers/play) needs of the
// server.
func (s *Server) playDeps(opt Options) play.Deps {
	return play.Deps{Store: s.db, Service: s.svc, Log: s.log, Now: s.now, Events: s.events, Changed: s.changed,
		Page: s.page, Fail: s.fail, FailJSON: s.failJSON, FailAny: s.failAny, FailBody: s.failBody,
		Classify: s.classify, LimitStatus: s.site.LimitStatus, ConflictVersion: s.conflictVersion,
		Viewer: s.account.Viewer, VersionAndViewer: s.account.VersionAndViewer, RequireGM: s.account.RequireGM,
		SessionCookie: func(c *gin.Context, id int64) (string, error) { return c.Cookie(account.CookieName(id)) },
		OpenAt:        s.guard.OpenAt, StillOpen: s.guard.StillOpen, Shown: listing.Shown,
		ETagSeed: etagSeed(opt), AnswerCacheBytes: opt.AnswerCacheBytes,
		StreamsPerClient: opt.StreamsPerClient, NoActionLimit: opt.NoActionLimit}
}

// campaign reads campaign id through the campaigns the play room keeps
// decoded (one query for its version while it is current): the accounts'
// and the notices' pages read it so too. The play room is built after the
// accounts, whose viewer it takes, and before any request.
func (s *Server) campaign(ctx context.Context, id int64) (*models.Campaign, error) {
	cp, _, err := s.play.Campaign(ctx, id)
	return cp, err
}

// changed tells the open pages of campaign id that it reached version. The
// change is committed whatever happens here: a failure only delays pages
// until their fallback poll.
func (s *Server) changed(ctx context.Context, id, version int64) {
	if err := s.events.Publish(ctx, id, version); err != nil {
		s.log.Warn("publish campaign change", "campaign", id, "version", version, "err", err)
	}
}

// accountDeps is what the accounts (handlers/account) need of the server.
func (s *Server) accountDeps(opt Options) account.Deps {
	return account.Deps{Store: s.db, Campaign: s.campaign, Log: s.log, Now: s.now, Page: s.page, Fail: s.fail, LinkBase: s.site.LinkBase,
		KeyLink: s.guard.KeyLink, Changed: s.changed, PrintMeta: s.print.Meta, AnswerPDF: s.print.AnswerPDF,
		PasswordCost: opt.PasswordCost, DeviceKey: opt.DeviceKey}
}

// printDeps is what the printables (handlers/print) need of the server.
func (s *Server) printDeps() print.Deps {
	return print.Deps{Store: s.db, Now: s.now, Page: s.page, Fail: s.fail, FailJSON: s.failJSON, FailCalcJSON: s.failCalcJSON,
		LibraryOwner: s.libraryOwner, LibraryOwnerIfAny: s.libraryOwnerIfAny,
		// The play room, which keeps the campaigns and their maps' shapes,
		// is built after this one.
		Campaign: func(c *gin.Context) (*models.Campaign, views.Viewer, error) { return s.play.LoadCampaign(c) },
		Shapes:   func(m campaign.Map) *geo.Shapes { return s.play.Shapes(m) }}
}

// DeviceKey derives the key that signs the GMs' device cookies from the
// server's link key (account.DeviceKey): instances that share a key file
// accept each other's cookies.
func DeviceKey(linkKey []byte) []byte { return account.DeviceKey(linkKey) }

// etagSeed is what an answer depends on besides its key and the
// campaign: the program's build and the options that shape pages (the
// address links are made with, the features offered). Without a build id
// it is random per process: pages rendered by another program may differ
// for the same key.
func etagSeed(opt Options) string {
	if opt.BuildID == "" {
		b := make([]byte, 8)
		_, _ = rand.Read(b) // never fails (crypto/rand)
		return hex.EncodeToString(b)
	}
	links := "lan " + strings.Join(opt.LANAddrs, " ") // each instance's own address
	if opt.PublicURL != nil {
		links = "public " + opt.PublicURL.String()
	}
	return fmt.Sprintf("%s|%s|email %t|webhooks %t|", opt.BuildID, links, opt.EmailNotices, opt.AllowPrivateWebhooks)
}
