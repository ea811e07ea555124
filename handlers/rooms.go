package handlers

import (
	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/handlers/account"
	"sengoku/handlers/notices"
	"sengoku/handlers/print"
)

// The rooms beside the root (calc/, notices/, account/, print/) each take
// what they need of the server in a Deps of their own: the store through
// the small interface the room declares (*models.DB is every one of them)
// and the site's functions (page shell, failures, the viewer, the clock).
// The server builds them here, and routes.go hands them to each room's
// Routes.
// calcDeps is in campaign_cards.go, beside the campaign access rules it
// passes.

// noticesDeps is what the notices (handlers/notices) need of the server.
func (s *Server) noticesDeps() notices.Deps {
	return notices.Deps{Store: s.db, Page: s.page, Fail: s.fail, Viewer: s.viewer, Now: s.now, LinkBase: s.linkBase,
		EmailNotices: s.emailNotices, AllowPrivateWebhooks: s.allowPrivateWebhooks}
}

// accountDeps is what the accounts (handlers/account) need of the server.
func (s *Server) accountDeps(opt Options) account.Deps {
	return account.Deps{Store: s.db, Log: s.log, Now: s.now, Page: s.page, Fail: s.fail, LinkBase: s.linkBase,
		KeyLink: s.keyLink, Changed: s.changed, PrintMeta: s.print.Meta, AnswerPDF: s.print.AnswerPDF,
		PasswordCost: opt.PasswordCost, DeviceKey: opt.DeviceKey}
}

// printDeps is what the printables (handlers/print) need of the server.
func (s *Server) printDeps() print.Deps {
	return print.Deps{Store: s.db, Now: s.now, Page: s.page, Fail: s.fail, FailJSON: s.failJSON, FailCalcJSON: s.failCalcJSON,
		LibraryOwner: s.libraryOwner, LibraryOwnerIfAny: s.libraryOwnerIfAny, Campaign: s.loadCampaign,
		Shapes: func(m campaign.Map) *geo.Shapes { return s.shapes.of(m) }} // built after the rooms
}

// DeviceKey derives the key that signs the GMs' device cookies from the
// server's link key (account.DeviceKey): instances that share a key file
// accept each other's cookies.
func DeviceKey(linkKey []byte) []byte { return account.DeviceKey(linkKey) }
