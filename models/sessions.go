package models

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// Roles a session can hold in a campaign.
const (
	RoleGM     = "gm"
	RolePlayer = "player"
)

type sessionRow struct {
	ID         int64 `gorm:"primaryKey"`
	TokenHash  string
	CampaignID int64
	Role       string
	Clan       string
	ExpiresAt  time.Time
	CreatedAt  time.Time
}

func (sessionRow) TableName() string { return "sessions" }

// Session is a logged-in browser's role in one campaign.
type Session struct {
	CampaignID int64
	Role       string
	Clan       campaign.Clan
	ExpiresAt  time.Time
}

// HashToken is how session tokens are stored: only their SHA-256.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// NewSession stores a session for the cookie token.
func (db *DB) NewSession(ctx context.Context, token string, s Session) error {
	row := sessionRow{TokenHash: HashToken(token), CampaignID: s.CampaignID, Role: s.Role, Clan: string(s.Clan), ExpiresAt: s.ExpiresAt.UTC(), CreatedAt: db.clockNow()}
	if err := db.gorm.WithContext(ctx).Create(&row).Error; err != nil {
		return fmt.Errorf("store session: %w", err)
	}
	return nil
}

// Session finds the unexpired session of the cookie token.
// Plain database/sql, prepared once: this runs on every request of a
// player or the game master (token_hash is unique).
func (db *DB) Session(ctx context.Context, token string) (Session, error) {
	sum, now := sha256.Sum256([]byte(token)), db.clockNow()
	kept, ok, gen := db.sessions.get(sum)
	if ok {
		if !kept.ExpiresAt.After(now) {
			return Session{}, fmt.Errorf("find session: %w", campaign.ErrNotFound)
		}
		return kept, nil
	}
	var s Session
	var clan string
	err := db.session.QueryRowContext(ctx, hex.EncodeToString(sum[:]), now).Scan(&s.CampaignID, &s.Role, &clan, &s.ExpiresAt)
	if errors.Is(err, sql.ErrNoRows) {
		return Session{}, fmt.Errorf("find session: %w", campaign.ErrNotFound)
	}
	if err != nil {
		return Session{}, fmt.Errorf("find session: %w", err)
	}
	s.Clan = campaign.Clan(clan)
	db.sessions.remember(sum, s, gen)
	return s, nil
}

// VersionAndSession reads campaign id's version and the unexpired session
// of the cookie token in that campaign, in one query: a player's or the
// game master's page needs both, and this is one round trip instead of
// two. found is false when the token opens no session of campaign id
// (unknown, expired, or another campaign's); the campaign missing is
// campaign.ErrNotFound.
func (db *DB) VersionAndSession(ctx context.Context, id int64, token string) (version int64, s Session, found bool, err error) {
	if v, ok := db.book.get(id); ok { // the owner of a SQLite file: the version is known
		s, err := db.Session(ctx, token)
		if errors.Is(err, campaign.ErrNotFound) || (err == nil && s.CampaignID != id) {
			return v, Session{}, false, nil
		}
		if err != nil {
			return 0, Session{}, false, err
		}
		return v, s, true, nil
	}
	var role, clan sql.NullString
	var expires sql.NullTime
	err = db.viewer.QueryRowContext(ctx, HashToken(token), db.clockNow(), id).Scan(&version, &role, &clan, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, Session{}, false, fmt.Errorf("campaign %d version: %w", id, campaign.ErrNotFound)
	}
	if err != nil {
		return 0, Session{}, false, fmt.Errorf("campaign %d version and session: %w", id, err)
	}
	db.book.raise(id, version)
	if !role.Valid {
		return version, Session{}, false, nil
	}
	return version, Session{CampaignID: id, Role: role.String, Clan: campaign.Clan(clan.String), ExpiresAt: expires.Time}, true, nil
}

// EndSession deletes the session of the cookie token.
func (db *DB) EndSession(ctx context.Context, token string) error {
	if err := db.mayChange(); err != nil {
		return err
	}
	defer db.sessions.forget() // after the delete, before the caller answers
	return db.gorm.WithContext(ctx).Where("token_hash = ?", HashToken(token)).Delete(&sessionRow{}).Error
}

// PurgeSessions deletes expired sessions and says how many, and the
// action buckets idle for a day.
func (db *DB) PurgeSessions(ctx context.Context) (int64, error) {
	if err := db.mayChange(); err != nil {
		return 0, err
	}
	defer db.sessions.forget()
	res := db.gorm.WithContext(ctx).Where("expires_at <= ?", db.clockNow()).Delete(&sessionRow{})
	if res.Error != nil {
		return 0, fmt.Errorf("purge sessions: %w", res.Error)
	}
	// The sessions' action buckets too, once idle for a day (ratelimit.go).
	if err := purgeBuckets(db.gorm.WithContext(ctx), db.clockNow().Add(-rateKeep)); err != nil {
		return 0, err
	}
	return res.RowsAffected, nil
}

// RenewSession moves the expiry of the session of the cookie token to exp.
func (db *DB) RenewSession(ctx context.Context, token string, exp time.Time) error {
	if err := db.mayChange(); err != nil {
		return err
	}
	defer db.sessions.forget()
	err := db.gorm.WithContext(ctx).Model(&sessionRow{}).Where("token_hash = ?", HashToken(token)).Update("expires_at", exp.UTC()).Error
	if err != nil {
		return fmt.Errorf("renew session: %w", err)
	}
	return nil
}

// EndSessions ends every session of campaign id with role, but the one of
// the cookie token keep (none when empty).
func (db *DB) EndSessions(ctx context.Context, id int64, role, keep string) error {
	if err := db.mayChange(); err != nil {
		return err
	}
	defer db.sessions.forget()
	return endSessions(db.gorm.WithContext(ctx), id, role, keep)
}

func endSessions(tx *gorm.DB, id int64, role, keep string) error {
	q := tx.Where("campaign_id = ? AND role = ?", id, role)
	if keep != "" {
		q = q.Where("token_hash <> ?", HashToken(keep))
	}
	if err := q.Delete(&sessionRow{}).Error; err != nil {
		return fmt.Errorf("end sessions of campaign %d: %w", id, err)
	}
	return nil
}

// ChangeGMPassword stores a new GM password hash for campaign id and ends
// every other GM session of it (all but the one of the cookie token keep),
// in one transaction.
func (db *DB) ChangeGMPassword(ctx context.Context, id int64, hash, keep string) error {
	if err := db.mayChange(); err != nil {
		return err
	}
	defer db.sessions.forget() // after the transaction
	return db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Model(&campaignRow{}).Where("id = ?", id).Update("gm_password_hash", hash)
		if res.Error != nil {
			return fmt.Errorf("change GM password of campaign %d: %w", id, res.Error)
		}
		if res.RowsAffected == 0 {
			return fmt.Errorf("change GM password of campaign %d: %w", id, campaign.ErrNotFound)
		}
		return endSessions(tx, id, RoleGM, keep)
	})
}
