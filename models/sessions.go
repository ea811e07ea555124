package models

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

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
	row := sessionRow{TokenHash: HashToken(token), CampaignID: s.CampaignID, Role: s.Role, Clan: string(s.Clan), ExpiresAt: s.ExpiresAt.UTC(), CreatedAt: now()}
	if err := db.gorm.WithContext(ctx).Create(&row).Error; err != nil {
		return fmt.Errorf("store session: %w", err)
	}
	return nil
}

// Session finds the unexpired session of the cookie token.
func (db *DB) Session(ctx context.Context, token string) (Session, error) {
	var row sessionRow
	err := db.gorm.WithContext(ctx).Where("token_hash = ? AND expires_at > ?", HashToken(token), now()).First(&row).Error
	if err != nil {
		return Session{}, fmt.Errorf("find session: %w", translate(err))
	}
	return Session{CampaignID: row.CampaignID, Role: row.Role, Clan: campaign.Clan(row.Clan), ExpiresAt: row.ExpiresAt}, nil
}

// EndSession deletes the session of the cookie token.
func (db *DB) EndSession(ctx context.Context, token string) error {
	return db.gorm.WithContext(ctx).Where("token_hash = ?", HashToken(token)).Delete(&sessionRow{}).Error
}

// PurgeSessions deletes expired sessions.
func (db *DB) PurgeSessions(ctx context.Context) error {
	return db.gorm.WithContext(ctx).Where("expires_at <= ?", now()).Delete(&sessionRow{}).Error
}
