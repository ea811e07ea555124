// Package notices is the room of a campaign's notices outside the site: a
// reader's notices page (webhooks, e-mail, a private feed), the feed's
// Atom document and iCalendar (calendar.go), and the one-click stop link;
// apidoc.go documents them. The deliveries themselves run beside the web
// layer (internal/delivery). What the room needs of the site around it
// (the page shell, failures, who the viewer is, the links' base, the
// clock, the store through its Store interface) comes in Deps; the root
// handlers register it with Routes.
package notices

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/mail"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/internal/delivery"
	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// Notices outside the site: a reader (the GM or a clan's player, by his
// session, no account) adds a webhook or a private Atom feed on his own
// page; the feed and every notice's stop link carry a token of their own.

// Store is what the notices read and write: subscriptions and the
// notices sent to them. *models.DB is one.
type Store interface {
	Subscribe(ctx context.Context, s models.Subscription) (int64, error)
	Subscriptions(ctx context.Context, id int64, role, clan string) ([]models.Subscription, error)
	RemoveSubscription(ctx context.Context, campaignID int64, role, clan string, id int64) error
	SubscriptionByToken(ctx context.Context, token string) (models.Subscription, error)
	Unsubscribe(ctx context.Context, token string) error
	Feed(ctx context.Context, id int64, limit int) ([]models.OutNotice, error)
	FailedNotices(ctx context.Context, id int64, limit int) ([]models.OutNotice, error)
}

// Deps is what the notices need of the site around them.
type Deps struct {
	Store Store
	// Campaign reads campaign id through the decoded campaigns the site
	// keeps (handlers/play): shared, read-only.
	Campaign func(ctx context.Context, id int64) (*models.Campaign, error)
	// Page is the layout model of a page with title, under the nav tab.
	Page func(c *gin.Context, title, nav string) views.Page
	// Fail answers an error as a page.
	Fail func(c *gin.Context, err error)
	// Viewer is who the browser is in campaign id (the account room's).
	Viewer func(c *gin.Context, id int64) views.Viewer
	// LinkBase is where the links handed out point, as players reach the
	// site.
	LinkBase func(r *http.Request) web.LinkBase
	// Now is the clock.
	Now func() time.Time
	// EmailNotices offers e-mail among the ways of notices;
	// AllowPrivateWebhooks lets webhooks reach loopback and private
	// addresses (handlers.Options).
	EmailNotices, AllowPrivateWebhooks bool
}

// Server holds the notices' handlers over the site's Deps.
type Server struct {
	Deps
}

// maxWebhookURL bounds a webhook address.
const maxWebhookURL = 500

// checkWebhookURL accepts an http or https URL of at most 500 characters
// with a host and no user information; unless allowPrivate, not to a
// literal private address nor to localhost (names are checked again on
// the address dialled, when delivering).
func checkWebhookURL(raw string, allowPrivate bool) error {
	bad := errors.New("bad webhook URL")
	if len(raw) > maxWebhookURL {
		return bad
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return bad
	}
	if allowPrivate {
		return nil
	}
	host := strings.ToLower(u.Hostname())
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return bad
	}
	if ip := net.ParseIP(host); ip != nil && delivery.PrivateAddress(ip) {
		return bad
	}
	return nil
}

// subscriber is the viewer as a subscriber: role and clan; ok false for the
// public.
func subscriber(v views.Viewer) (role, clan string, ok bool) {
	switch {
	case v.GM:
		return models.RoleGM, "", true
	case v.Clan != "":
		return models.RolePlayer, string(v.Clan), true
	}
	return "", "", false
}

func (s *Server) noticesPage(c *gin.Context) {
	s.renderNotices(c, http.StatusOK, "", nil)
}

// renderNotices writes the reader's notices page; after a refused form,
// with its problems, the field they concern (invalid) marked, and every
// field as it was typed.
func (s *Server) renderNotices(c *gin.Context, status int, invalid string, problems []string) {
	id, _ := web.CampaignID(c)
	v := s.Viewer(c, id)
	role, clan, ok := subscriber(v)
	if !ok {
		c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/login", id))
		return
	}
	ctx := c.Request.Context()
	cp, err := s.Campaign(ctx, id)
	if err != nil {
		s.Fail(c, err)
		return
	}
	subs, err := s.Store.Subscriptions(ctx, id, role, clan)
	if err != nil {
		s.Fail(c, err)
		return
	}
	nv := campaignview.NoticesView{ID: id, State: cp.State, Email: s.EmailNotices, Base: s.LinkBase(c.Request).URL.String(), Problems: problems, Invalid: invalid}
	if c.Request.Method == http.MethodPost {
		nv.Typed = c.Request.PostForm
	}
	for _, sb := range subs {
		nv.Subs = append(nv.Subs, campaignview.NoticeSub{ID: sb.ID, Channel: sb.Channel, Format: sb.Format, Target: sb.Target, Token: sb.Token})
	}
	if v.GM {
		failed, err := s.Store.FailedNotices(ctx, id, 20)
		if err != nil {
			s.Fail(c, err)
			return
		}
		for _, f := range failed {
			who := f.Sub.Clan
			if who == "" {
				who = "GM"
			}
			nv.Failed = append(nv.Failed, fmt.Sprintf("%s · %s · %s · %d × %s", f.CreatedAt.Format("2006-01-02 15:04"), who, f.Kind, f.Attempts, f.LastError))
		}
	}
	p := s.Page(c, cp.Name, "campaigns")
	p.Viewer = v
	web.Render(c, status, campaignview.NoticesPage(p, nv))
}

// subscribe adds a webhook or a feed for the viewer.
func (s *Server) subscribe(c *gin.Context) {
	id, _ := web.CampaignID(c)
	role, clan, ok := subscriber(s.Viewer(c, id))
	if !ok {
		c.Status(http.StatusForbidden)
		return
	}
	l := web.Lang(c)
	sub := models.Subscription{CampaignID: id, Role: role, Clan: clan, Channel: c.PostForm("channel"), Lang: string(l)}
	switch sub.Channel {
	case models.ChannelWebhook:
		sub.Target, sub.Format, sub.Secret = strings.TrimSpace(c.PostForm("url")), c.PostForm("format"), c.PostForm("secret")
		if checkWebhookURL(sub.Target, s.AllowPrivateWebhooks) != nil {
			msg := l.T("nt.badurl")
			if !s.AllowPrivateWebhooks {
				msg += " " + l.T("nt.badurl.private")
			}
			s.renderNotices(c, http.StatusUnprocessableEntity, "url", []string{msg})
			return
		}
		if sub.Format != models.FormatDiscord && sub.Format != models.FormatTelegram {
			sub.Format = models.FormatJSON
		}
		if len(sub.Secret) > 200 {
			s.renderNotices(c, http.StatusUnprocessableEntity, "secret", []string{l.T("err.form")})
			return
		}
	case models.ChannelFeed:
	case models.ChannelEmail:
		sub.Target = strings.TrimSpace(c.PostForm("email"))
		if !s.EmailNotices || !plainAddress(sub.Target) {
			s.renderNotices(c, http.StatusUnprocessableEntity, "email", []string{l.T("nt.bademail")})
			return
		}
	default:
		s.renderNotices(c, http.StatusBadRequest, "", []string{l.T("err.form")})
		return
	}
	tok, err := campaign.NewToken()
	if err != nil {
		s.Fail(c, err)
		return
	}
	sub.Token = tok
	if _, err := s.Store.Subscribe(c.Request.Context(), sub); errors.Is(err, models.ErrTooMany) {
		s.renderNotices(c, http.StatusUnprocessableEntity, "", []string{l.T("nt.toomany")})
		return
	} else if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/notices", id))
}

// removeSubscription deletes one of the viewer's own subscriptions by id:
// the way to stop one whose link the page cannot show (models.Subscription).
func (s *Server) removeSubscription(c *gin.Context) {
	id, _ := web.CampaignID(c)
	role, clan, ok := subscriber(s.Viewer(c, id))
	if !ok {
		c.Status(http.StatusForbidden)
		return
	}
	sub, err := strconv.ParseInt(c.PostForm("sub"), 10, 64)
	if err != nil || sub <= 0 {
		s.renderNotices(c, http.StatusUnprocessableEntity, "", []string{web.Lang(c).T("nt.badsub")})
		return
	}
	err = s.Store.RemoveSubscription(c.Request.Context(), id, role, clan, sub)
	if err != nil && !errors.Is(err, campaign.ErrNotFound) {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("/campaigns/%d/notices", id))
}

// plainAddress reports whether a is one bare e-mail address (no name, no
// list), at most 254 characters (RFC 5321's path limit).
func plainAddress(a string) bool {
	if a == "" || len(a) > 254 {
		return false
	}
	p, err := mail.ParseAddress(a)
	return err == nil && p.Name == "" && p.Address == a
}

// unsubscribe stops the notices of the link's subscription in one click
// (the token is the permission; a second click finds nothing to stop).
func (s *Server) unsubscribe(c *gin.Context) {
	err := s.Store.Unsubscribe(c.Request.Context(), c.Param("token"))
	if err != nil && !errors.Is(err, campaign.ErrNotFound) {
		s.Fail(c, err)
		return
	}
	c.Header("Cache-Control", "no-store")
	web.Render(c, http.StatusOK, campaignview.UnsubscribedPage(s.Page(c, "Sengoku", ""), err == nil))
}

// atomFeed is the Atom document of a private feed (RFC 4287).
// The feed names its author once for every entry (§4.1.1: a feed without
// one needs one in each entry), and its title stays the same whatever the
// latest notice says: a reader lists the feed by it.
type atomFeed struct {
	XMLName xml.Name    `xml:"http://www.w3.org/2005/Atom feed"`
	Title   string      `xml:"title"`
	ID      string      `xml:"id"`
	Updated string      `xml:"updated"`
	Author  atomPerson  `xml:"author"`
	Link    atomLink    `xml:"link"`
	Entries []atomEntry `xml:"entry"`
}

type atomPerson struct {
	Name string `xml:"name"`
}

type atomLink struct {
	Href string `xml:"href,attr"`
}

type atomEntry struct {
	Title   string   `xml:"title"`
	ID      string   `xml:"id"`
	Updated string   `xml:"updated"`
	Link    atomLink `xml:"link"`
	Summary string   `xml:"summary"`
}

// feed serves a subscription's private Atom feed: its 50 newest notices.
func (s *Server) feed(c *gin.Context) {
	ctx := c.Request.Context()
	sub, err := s.Store.SubscriptionByToken(ctx, c.Param("token"))
	if err != nil || sub.Channel != models.ChannelFeed {
		c.Status(http.StatusNotFound)
		return
	}
	notices, err := s.Store.Feed(ctx, sub.ID, 50)
	if err != nil {
		s.Fail(c, err)
		return
	}
	cp, err := s.Campaign(ctx, sub.CampaignID)
	if err != nil {
		s.Fail(c, err)
		return
	}
	base := s.LinkBase(c.Request).URL.String()
	l := views.ParseLang(sub.Lang)
	f := atomFeed{Title: fmt.Sprintf("%s — %s", cp.Name, l.T("nt.feedtitle")), ID: "urn:sengoku:feed:" + fmt.Sprint(sub.ID),
		Updated: sub.CreatedAt.UTC().Format(time.RFC3339), Author: atomPerson{Name: "Sengoku"},
		Link: atomLink{Href: fmt.Sprintf("%s/campaigns/%d", base, sub.CampaignID)}}
	for _, n := range notices {
		title, text, err := noticeText(l, n)
		if err != nil {
			continue
		}
		at := n.CreatedAt.UTC().Format(time.RFC3339)
		if len(f.Entries) == 0 {
			f.Updated = at
		}
		f.Entries = append(f.Entries, atomEntry{Title: title, ID: fmt.Sprintf("urn:sengoku:notice:%d", n.ID), Updated: at,
			Link: f.Link, Summary: text + " — " + l.T("notice.unsubscribe") + " " + base + "/notices/unsubscribe/" + sub.Token})
	}
	out, err := xml.MarshalIndent(f, "", " ")
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Header("Cache-Control", "private, no-cache")
	c.Data(http.StatusOK, "application/atom+xml; charset=utf-8", append([]byte(xml.Header), out...))
}

// noticeText words a stored notice in l.
func noticeText(l views.Lang, n models.OutNotice) (string, string, error) {
	var d models.NoticeData
	if err := json.Unmarshal([]byte(n.Data), &d); err != nil {
		return "", "", fmt.Errorf("notice %d: %w", n.ID, err)
	}
	title, text := campaignview.NoticeText(l, n.Kind, campaignview.NoticeFacts{Campaign: d.Campaign, Year: d.Year, Season: d.Season, Phase: d.Phase, Due: d.Due, Zone: d.Zone})
	return title, text, nil
}
