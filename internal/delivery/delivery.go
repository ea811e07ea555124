// Package delivery delivers the notices the campaign actions queue in the
// outbox (models/notify.go) to their subscribers, by webhook or e-mail,
// asynchronously to the actions, so that a broken or hanging receiver
// never slows a player; only the lease holder delivers, so each notice
// goes once.
package delivery

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"syscall"
	"time"

	"sengoku/internal/lease"
	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// Lease is the lease of the instance delivering notices.
const Lease = "notices"

// Delivery bounds: a receiver gets WebhookTimeout to answer; a failed
// delivery is tried again after RetryBase, doubling up to RetryMax, at
// most MaxAttempts times; then the failure stays for the game master.
const (
	WebhookTimeout = 5 * time.Second
	RetryBase      = 30 * time.Second
	RetryMax       = 6 * time.Hour
	MaxAttempts    = 8
)

// Options is how a Worker delivers.
type Options struct {
	// Every is the time between two ticks; Holder the name of this
	// instance's leases (deadlines.Worker.Holder).
	Every  time.Duration
	Holder string
	// Base is the site's address, for links ("" when unknown).
	Base string
	// AllowPrivate lets webhooks reach loopback and private addresses
	// (-webhook-private).
	AllowPrivate bool
	// SMTP is the server e-mail notices leave from (mail.go).
	SMTP SMTP
	// Timeout bounds one delivery (WebhookTimeout when 0; tests shorten it).
	Timeout time.Duration
}

// Worker delivers the outbox's notices.
type Worker struct {
	db     *models.DB
	now    func() time.Time
	log    *slog.Logger
	every  time.Duration
	holder string
	base   string // the site's address, for links ("" when unknown)
	client *http.Client
	// timeout bounds one delivery (WebhookTimeout; tests shorten it).
	timeout time.Duration
	smtp    SMTP // e-mail notices (mail.go)
}

// New returns the worker delivering db's notices at the clock now.
func New(db *models.DB, now func() time.Time, log *slog.Logger, o Options) *Worker {
	timeout := o.Timeout
	if timeout == 0 {
		timeout = WebhookTimeout
	}
	d := &net.Dialer{Timeout: timeout}
	if !o.AllowPrivate {
		d.Control = refusePrivate
	}
	tr := &http.Transport{DialContext: d.DialContext, ResponseHeaderTimeout: timeout, MaxIdleConns: 4}
	return &Worker{db: db, now: now, log: log, every: o.Every, holder: o.Holder, base: o.Base, timeout: timeout, smtp: o.SMTP,
		client: &http.Client{Transport: tr, Timeout: timeout, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

// PrivateAddress reports whether ip is loopback, private, link-local or
// unspecified: no webhook goes there unless the server allows it
// (-webhook-private), so that a hosted server is no way into its network.
func PrivateAddress(ip net.IP) bool {
	return ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() || ip.IsUnspecified() || ip.IsMulticast()
}

// refusePrivate refuses connections to loopback, private and link-local
// addresses, checked on the address actually dialled (a name that
// resolves there later is refused too): a hosted server is no proxy into
// its own network.
func refusePrivate(_, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	if PrivateAddress(net.ParseIP(host)) {
		return fmt.Errorf("webhook to a private address %s refused", host)
	}
	return nil
}

// Run delivers due notices every tick until ctx ends, then gives the
// lease up.
func (w *Worker) Run(ctx context.Context) {
	lease.Run(ctx, w.db, Lease, w.holder, w.every, w.Tick)
}

// Tick delivers up to 20 due notices while holding the lease.
func (w *Worker) Tick(ctx context.Context) {
	held, err := w.db.TakeLease(ctx, Lease, w.holder, 3*w.every+2*w.timeout)
	if err != nil || !held {
		return
	}
	due, err := w.db.DueNotices(ctx, 20)
	if err != nil {
		w.log.Warn("notices", "err", err)
		return
	}
	for _, n := range due {
		w.deliver(ctx, n)
	}
}

// deliver posts one notice and records the outcome.
func (w *Worker) deliver(ctx context.Context, n models.OutNotice) {
	err := w.post(ctx, n)
	if err == nil {
		if err := w.db.Delivered(ctx, n.ID); err != nil {
			w.log.Warn("notices: mark delivered", "notice", n.ID, "err", err)
		}
		return
	}
	var next *time.Time
	if n.Attempts+1 < MaxAttempts {
		t := w.now().Add(min(RetryBase<<n.Attempts, RetryMax))
		next = &t
	}
	w.log.Warn("notices: delivery failed", "notice", n.ID, "campaign", n.CampaignID, "attempt", n.Attempts+1, "err", err)
	if err := w.db.Failed(ctx, n.ID, err.Error(), next); err != nil {
		w.log.Warn("notices: record failure", "notice", n.ID, "err", err)
	}
}

func (w *Worker) post(ctx context.Context, n models.OutNotice) error {
	if n.Sub.Channel == models.ChannelEmail {
		return w.mail(ctx, n)
	}
	body, err := w.payload(n)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, w.timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.Sub.Target, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("webhook request: %w", err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Sengoku")
	if n.Sub.Secret != "" {
		m := hmac.New(sha256.New, []byte(n.Sub.Secret))
		m.Write(body)
		req.Header.Set("X-Sengoku-Signature", "sha256="+hex.EncodeToString(m.Sum(nil)))
	}
	res, err := w.client.Do(req)
	if err != nil {
		return fmt.Errorf("webhook: %w", err)
	}
	defer func() { _ = res.Body.Close() }() // read only: closing it loses nothing
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	if res.StatusCode < 200 || res.StatusCode > 299 {
		return fmt.Errorf("webhook answered %s", res.Status)
	}
	return nil
}

// noticeWords is a notice worded in its subscriber's language: title,
// text, the campaign's link and the stop link ("" when unknown), and all
// of them as lines.
type noticeWords struct {
	lang                          views.Lang
	data                          models.NoticeData
	title, text, link, stop, line string
}

func (w *Worker) words(n models.OutNotice) (noticeWords, error) {
	var d models.NoticeData
	if err := json.Unmarshal([]byte(n.Data), &d); err != nil {
		return noticeWords{}, fmt.Errorf("notice %d: %w", n.ID, err)
	}
	l := views.ParseLang(n.Sub.Lang)
	title, text := campaignview.NoticeText(l, n.Kind, campaignview.NoticeFacts{Campaign: d.Campaign, Year: d.Year, Season: d.Season, Phase: d.Phase, Due: d.Due, Zone: d.Zone})
	nw := noticeWords{lang: l, data: d, title: title, text: text}
	if w.base != "" {
		nw.link = fmt.Sprintf("%s/campaigns/%d", w.base, n.CampaignID)
		if n.Sub.Token != "" { // "": not sealed under this key (models.Subscription)
			nw.stop = w.base + "/notices/unsubscribe/" + n.Sub.Token
		}
	}
	nw.line = title + "\n" + text
	if nw.link != "" {
		nw.line += "\n" + l.T("notice.open") + " " + nw.link
	}
	if nw.stop != "" {
		nw.line += "\n" + l.T("notice.unsubscribe") + " " + nw.stop
	}
	return nw, nil
}

// payload is the notice in the subscriber's language and format: a
// generic JSON object, a Discord message (content) or a Telegram
// sendMessage body (text; chat_id in the URL).
func (w *Worker) payload(n models.OutNotice) ([]byte, error) {
	nw, err := w.words(n)
	if err != nil {
		return nil, err
	}
	switch n.Sub.Format {
	case models.FormatDiscord:
		return json.Marshal(map[string]any{"content": nw.line, "allowed_mentions": map[string]any{"parse": []string{}}})
	case models.FormatTelegram:
		return json.Marshal(map[string]any{"text": nw.line, "disable_web_page_preview": true})
	}
	out := map[string]any{"campaign": nw.data.Campaign, "campaignId": n.CampaignID, "kind": n.Kind, "title": nw.title, "text": nw.text, "lang": string(nw.lang),
		"link": nw.link, "unsubscribe": nw.stop, "at": n.CreatedAt.UTC().Format(time.RFC3339)}
	if nw.data.Due != nil {
		out["due"] = nw.data.Due.UTC().Format(time.RFC3339)
	}
	return json.Marshal(out)
}
