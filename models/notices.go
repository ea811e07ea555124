package models

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// Notices outside the site: each player (and the game master) opts in
// with a subscription — a webhook or a private Atom feed — and every
// stored action queues its notices (campaign.NoticesOf) in the same
// transaction, one row per subscription that should hear it. A background
// worker delivers the webhooks (internal/delivery); a feed is read
// when its reader asks.

// Subscription channels and webhook formats.
const (
	ChannelWebhook = "webhook"
	ChannelFeed    = "feed"
	ChannelEmail   = "email"

	FormatJSON     = "json"
	FormatDiscord  = "discord"
	FormatTelegram = "telegram"
)

// Subscription is one way a reader of a campaign is told.
type Subscription struct {
	ID         int64 `gorm:"primaryKey"`
	CampaignID int64
	Role       string // RoleGM or RolePlayer
	Clan       string
	Channel    string
	Format     string
	Target     string // the webhook's URL, or the e-mail address
	Secret     string // the key the webhook's body is signed with (HMAC-SHA256)
	Lang       string // "it" or "en"
	// Token is the feed's and the stop link's secret, in clear: given to
	// Subscribe, and read back only where the link key opens TokenSealed
	// ("" otherwise). The database keeps its hash and its sealed form
	// only, as for join links (links.go).
	Token       string `gorm:"-"`
	TokenHash   string
	TokenSealed string
	CreatedAt   time.Time
}

func (Subscription) TableName() string { return "subscriptions" }

// NoticeData is what a notice says, in no language: the worker words it in
// the subscriber's.
type NoticeData struct {
	Campaign string         `json:"campaign"`
	Year     int            `json:"year"`
	Season   string         `json:"season"`
	Phase    campaign.Phase `json:"phase"`
	Due      *time.Time     `json:"due,omitempty"`
	Zone     string         `json:"zone,omitempty"`
}

// OutNotice is a queued notice with its subscription.
type OutNotice struct {
	ID             int64 `gorm:"primaryKey"`
	SubscriptionID int64
	CampaignID     int64
	Kind           string
	Data           string
	CreatedAt      time.Time
	NextAt         *time.Time
	Attempts       int
	DeliveredAt    *time.Time
	LastError      string
	Sub            Subscription `gorm:"-"`
}

func (OutNotice) TableName() string { return "notices" }

// maxSubscriptions bounds one reader's subscriptions.
const maxSubscriptions = 5

// ErrTooMany is a reader who already has maxSubscriptions.
var ErrTooMany = errors.New("too many subscriptions")

// Subscribe stores s (its token made by the caller, stored as its hash and
// sealed).
func (db *DB) Subscribe(ctx context.Context, s Subscription) (int64, error) {
	s.CreatedAt = db.clockNow()
	l, err := db.storeLink(s.Token)
	if err != nil {
		return 0, fmt.Errorf("subscribe: %w", err)
	}
	s.TokenHash, s.TokenSealed = l.hash, l.sealed
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var n int64
		if err := tx.Model(&Subscription{}).Where("campaign_id = ? AND role = ? AND clan = ?", s.CampaignID, s.Role, s.Clan).Count(&n).Error; err != nil {
			return err
		}
		if n >= maxSubscriptions {
			return ErrTooMany
		}
		return tx.Create(&s).Error
	})
	if err != nil {
		return 0, fmt.Errorf("subscribe: %w", err)
	}
	return s.ID, nil
}

// Subscriptions lists a reader's subscriptions.
func (db *DB) Subscriptions(ctx context.Context, id int64, role, clan string) ([]Subscription, error) {
	var out []Subscription
	err := db.gorm.WithContext(ctx).Where("campaign_id = ? AND role = ? AND clan = ?", id, role, clan).Order("id").Find(&out).Error
	if err != nil {
		return nil, fmt.Errorf("subscriptions: %w", err)
	}
	for i := range out {
		db.openToken(&out[i])
	}
	return out, nil
}

// openToken fills s.Token from its sealed form when this database's key
// opens it.
func (db *DB) openToken(s *Subscription) {
	s.Token, _ = db.openLink(storedLink{hash: s.TokenHash, sealed: s.TokenSealed})
}

// RemoveSubscription deletes a reader's own subscription by its id (for
// those whose link the page cannot show again).
func (db *DB) RemoveSubscription(ctx context.Context, campaignID int64, role, clan string, id int64) error {
	res := db.gorm.WithContext(ctx).Where("id = ? AND campaign_id = ? AND role = ? AND clan = ?", id, campaignID, role, clan).Delete(&Subscription{})
	if res.Error != nil {
		return fmt.Errorf("remove subscription: %w", res.Error)
	}
	if res.RowsAffected == 0 {
		return fmt.Errorf("remove subscription: %w", campaign.ErrNotFound)
	}
	return nil
}

// SubscriptionByToken finds the subscription whose feed or unsubscribe
// link carries token.
func (db *DB) SubscriptionByToken(ctx context.Context, token string) (Subscription, error) {
	var s Subscription
	if err := db.gorm.WithContext(ctx).Where("token_hash = ?", HashToken(token)).First(&s).Error; err != nil {
		return s, fmt.Errorf("subscription: %w", translate(err))
	}
	s.Token = token
	return s, nil
}

// Unsubscribe deletes the subscription token names, and its queued
// notices with it.
func (db *DB) Unsubscribe(ctx context.Context, token string) error {
	res := db.gorm.WithContext(ctx).Where("token_hash = ?", HashToken(token)).Delete(&Subscription{})
	if res.Error != nil {
		return fmt.Errorf("unsubscribe: %w", res.Error)
	}
	if res.RowsAffected == 0 {
		return fmt.Errorf("unsubscribe: %w", campaign.ErrNotFound)
	}
	return nil
}

// queueNotices stores, in the action's transaction, one row per notice
// and subscription that should hear it, and says how many it stored; a
// feed's rows are delivered as they are stored.
func queueNotices(tx *gorm.DB, id int64, st *campaign.State, notices []campaign.Notice, now time.Time) (int, error) {
	if len(notices) == 0 {
		return 0, nil
	}
	var subs []Subscription
	if err := tx.Where("campaign_id = ?", id).Find(&subs).Error; err != nil {
		return 0, fmt.Errorf("load subscriptions: %w", err)
	}
	if len(subs) == 0 {
		return 0, nil
	}
	data, err := json.Marshal(noticeData(st, now))
	if err != nil {
		return 0, fmt.Errorf("encode notice: %w", err)
	}
	queued := 0
	for _, n := range notices {
		for _, s := range subs {
			if !hears(s, n) {
				continue
			}
			row := OutNotice{SubscriptionID: s.ID, CampaignID: id, Kind: n.Kind, Data: string(data), CreatedAt: now}
			if s.Channel == ChannelFeed {
				row.DeliveredAt = &now
			} else {
				row.NextAt = &now
			}
			if err := tx.Create(&row).Error; err != nil {
				return 0, fmt.Errorf("queue notice: %w", err)
			}
			queued++
		}
	}
	return queued, nil
}

func hears(s Subscription, n campaign.Notice) bool {
	if n.GM {
		return s.Role == RoleGM
	}
	return s.Role == RolePlayer && s.Clan == string(n.Clan)
}

func noticeData(st *campaign.State, now time.Time) NoticeData {
	d := NoticeData{Campaign: st.Name, Year: st.Year, Season: st.Season.String(), Phase: st.Phase}
	if st.Deadline != nil {
		if due := st.Deadline.DueAt(now); !due.IsZero() {
			d.Due, d.Zone = &due, st.Deadline.Spec.Zone
		}
	}
	return d
}

// Feed returns the newest notices of subscription id, newest first.
func (db *DB) Feed(ctx context.Context, id int64, limit int) ([]OutNotice, error) {
	var out []OutNotice
	err := db.gorm.WithContext(ctx).Where("subscription_id = ?", id).Order("id DESC").Limit(limit).Find(&out).Error
	if err != nil {
		return nil, fmt.Errorf("feed: %w", err)
	}
	return out, nil
}

// DueNotices returns up to limit undelivered notices whose time has come,
// each with its subscription.
func (db *DB) DueNotices(ctx context.Context, limit int) ([]OutNotice, error) {
	var out []OutNotice
	g := db.gorm.WithContext(ctx)
	if err := g.Where("delivered_at IS NULL AND next_at IS NOT NULL AND next_at <= ?", db.clockNow()).Order("next_at, id").Limit(limit).Find(&out).Error; err != nil {
		return nil, fmt.Errorf("due notices: %w", err)
	}
	for i := range out {
		if err := g.First(&out[i].Sub, out[i].SubscriptionID).Error; err != nil {
			return nil, fmt.Errorf("notice %d: %w", out[i].ID, translate(err))
		}
		db.openToken(&out[i].Sub)
	}
	return out, nil
}

// Delivered marks notice id delivered.
func (db *DB) Delivered(ctx context.Context, id int64) error {
	now := db.clockNow()
	return db.gorm.WithContext(ctx).Model(&OutNotice{}).Where("id = ?", id).
		Updates(map[string]any{"delivered_at": now, "next_at": nil, "attempts": gorm.Expr("attempts + 1"), "last_error": ""}).Error
}

// Failed records a failed delivery of notice id; next is when to try
// again (nil: never, the failure stays for the game master to see).
func (db *DB) Failed(ctx context.Context, id int64, cause string, next *time.Time) error {
	if len(cause) > 300 {
		cause = cause[:300]
	}
	return db.gorm.WithContext(ctx).Model(&OutNotice{}).Where("id = ?", id).
		Updates(map[string]any{"next_at": next, "attempts": gorm.Expr("attempts + 1"), "last_error": cause}).Error
}

// FailedNotices lists campaign id's notices whose last delivery failed,
// newest first (for the game master).
func (db *DB) FailedNotices(ctx context.Context, id int64, limit int) ([]OutNotice, error) {
	var out []OutNotice
	err := db.gorm.WithContext(ctx).Where("campaign_id = ? AND delivered_at IS NULL AND last_error <> ''", id).Order("id DESC").Limit(limit).Find(&out).Error
	if err != nil {
		return nil, fmt.Errorf("failed notices: %w", err)
	}
	for i := range out {
		_ = db.gorm.WithContext(ctx).First(&out[i].Sub, out[i].SubscriptionID).Error
	}
	return out, nil
}
