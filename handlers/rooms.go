package handlers

import (
	"net/http"

	"sengoku/handlers/notices"
)

// The rooms beside the root (calc/, notices/, account/) each take what they
// need of the server in a Deps of their own: the store through the small
// interface the room declares (*models.DB is every one of them) and the
// site's functions (page shell, failures, the viewer, the clock). The
// server builds them here, and routes.go hands them to each room's Routes.
// calcDeps is in campaign_cards.go, beside the campaign access rules it
// passes.

// noticesDeps is what the notices (handlers/notices) need of the server.
func (s *Server) noticesDeps() notices.Deps {
	return notices.Deps{Store: s.db, Page: s.page, Fail: s.fail, Viewer: s.viewer, Now: s.now,
		LinkBase:     func(r *http.Request) string { return s.linkBase(r).URL.String() },
		EmailNotices: s.emailNotices, AllowPrivateWebhooks: s.allowPrivateWebhooks}
}
