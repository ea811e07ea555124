package models

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"gorm.io/gorm"

	"sengoku/campaign"
)

type campaignRow struct {
	ID             int64 `gorm:"primaryKey"`
	Name           string
	GMPasswordHash string
	State          string // stored form: see history.go
	Map            string // the map of every state, stored once
	Version        int64
	// Visibility is the campaign's campaign.Listing; PublicKey the secret
	// part of its public link (listing.go).
	Visibility string
	PublicKey  string
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

func (campaignRow) TableName() string { return "campaigns" }

type playerRow struct {
	ID          int64 `gorm:"primaryKey"`
	CampaignID  int64
	Clan        string
	Name        string
	TokenHash   string // SHA-256 of the join token (links.go)
	TokenSealed string // the join token sealed with the link key, or ""
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

func (playerRow) TableName() string { return "players" }

// Campaign is a stored campaign with its current state.
type Campaign = campaign.Saved

// Player is a clan's player and the secret token of their join link.
// Read back, Token is empty when the database cannot show it again (no
// link key, or another one: see links.go); the link still opens.
type Player struct {
	CampaignID int64
	Clan       campaign.Clan
	Name       string
	Token      string
}

// newPlayerRow is the stored form of a new player of campaign id.
func (db *DB) newPlayerRow(id int64, clan campaign.Clan, name, token string, at time.Time) (playerRow, error) {
	l, err := db.storeLink(token)
	if err != nil {
		return playerRow{}, err
	}
	return playerRow{CampaignID: id, Clan: string(clan), Name: name, TokenHash: l.hash, TokenSealed: l.sealed, CreatedAt: at, UpdatedAt: at}, nil
}

// player reads a stored player, with its token when it can be shown.
func (db *DB) player(r playerRow) Player {
	tok, _ := db.openLink(storedLink{hash: r.TokenHash, sealed: r.TokenSealed})
	return Player{CampaignID: r.CampaignID, Clan: campaign.Clan(r.Clan), Name: r.Name, Token: tok}
}

// CampaignSummary is a line of the campaign list.
type CampaignSummary struct {
	ID        int64
	Name      string
	UpdatedAt time.Time
	CreatedAt time.Time
	// Where the campaign stands, for the campaign list.
	Year   int
	Season campaign.Season
	Phase  campaign.Phase
}

// NewCampaign stores a freshly set-up campaign, its GM password hash and its
// players with their join tokens, in one transaction.
func (db *DB) NewCampaign(ctx context.Context, st *campaign.State, gmPasswordHash string, players []Player) (int64, error) {
	return db.newCampaign(ctx, st, gmPasswordHash, players, campaign.Listed)
}

// newCampaign is NewCampaign seen as listing says, with a fresh public key.
func (db *DB) newCampaign(ctx context.Context, st *campaign.State, gmPasswordHash string, players []Player, listing campaign.Listing) (int64, error) {
	data, err := json.Marshal(st)
	if err != nil {
		return 0, fmt.Errorf("encode campaign state: %w", err)
	}
	key, err := newPublicKey()
	if err != nil {
		return 0, err
	}
	if listing == "" {
		listing = campaign.Listed
	}
	stored, m, _ := splitMap(string(data))
	now := db.clockNow()
	row := campaignRow{Name: st.Name, GMPasswordHash: gmPasswordHash, State: stored, Map: m, Version: 1,
		Visibility: string(listing), PublicKey: key, CreatedAt: now, UpdatedAt: now}
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&row).Error; err != nil {
			return err
		}
		for _, p := range players {
			pr, err := db.newPlayerRow(row.ID, p.Clan, p.Name, p.Token, now)
			if err != nil {
				return err
			}
			if err := tx.Create(&pr).Error; err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("store campaign: %w", err)
	}
	return row.ID, nil
}

// The store of the campaign use cases.
var _ campaign.Store = (*DB)(nil)

// CreateCampaign is NewCampaign for the campaign service.
func (db *DB) CreateCampaign(ctx context.Context, st *campaign.State, gmPasswordHash string, seats []campaign.Seat, listing campaign.Listing) (int64, error) {
	players := make([]Player, len(seats))
	for i, s := range seats {
		players[i] = Player{Clan: s.Clan, Name: s.Name, Token: s.Token}
	}
	return db.newCampaign(ctx, st, gmPasswordHash, players, listing)
}

// Campaign loads campaign id with its current state.
func (db *DB) Campaign(ctx context.Context, id int64) (*Campaign, error) {
	var row campaignRow
	if err := db.gorm.WithContext(ctx).First(&row, id).Error; err != nil {
		return nil, fmt.Errorf("load campaign %d: %w", id, translate(err))
	}
	db.loads.Add(1)
	return decodeCampaign(row)
}

func decodeCampaign(row campaignRow) (*Campaign, error) {
	st, err := decodeState(row.State, row.Map)
	if err != nil {
		return nil, fmt.Errorf("campaign %d: %w", row.ID, err)
	}
	return &Campaign{ID: row.ID, Name: row.Name, Version: row.Version, State: st, CreatedAt: row.CreatedAt, UpdatedAt: row.UpdatedAt,
		Listing: campaign.Listing(row.Visibility), PublicKey: row.PublicKey}, nil
}

// Campaigns lists the listed campaigns (campaign.Listed), most recently
// changed first: the others are on no list.
func (db *DB) Campaigns(ctx context.Context) ([]CampaignSummary, error) {
	return db.summaries(db.gorm.WithContext(ctx).Where("visibility = ?", string(campaign.Listed)))
}

// ListedNameTaken reports whether a listed campaign is called name
// (surrounding spaces and case aside). Only the names of the right length
// are read: the database narrows, Go folds the case as strings.EqualFold
// does, rune for rune, which keeps the length.
func (db *DB) ListedNameTaken(ctx context.Context, name string) (bool, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return false, nil
	}
	var names []string
	err := db.gorm.WithContext(ctx).Model(&campaignRow{}).Where("visibility = ? AND LENGTH(TRIM(name)) = ?", string(campaign.Listed), utf8.RuneCountInString(name)).
		Pluck("name", &names).Error
	if err != nil {
		return false, fmt.Errorf("look for a campaign named %q: %w", name, err)
	}
	for _, n := range names {
		if strings.EqualFold(strings.TrimSpace(n), name) {
			return true, nil
		}
	}
	return false, nil
}

// UnlistedCampaigns lists those of campaigns ids that are not listed
// (unlisted or private), most recently changed first: a browser's own.
func (db *DB) UnlistedCampaigns(ctx context.Context, ids []int64) ([]CampaignSummary, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	return db.summaries(db.gorm.WithContext(ctx).Where("id IN ? AND visibility <> ?", ids, string(campaign.Listed)))
}

// summaries reads the campaign list lines of the campaigns q selects.
func (db *DB) summaries(q *gorm.DB) ([]CampaignSummary, error) {
	var rows []campaignRow
	err := q.Select("id", "name", "state", "created_at", "updated_at").Order("updated_at DESC, id DESC").Limit(500).Find(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("list campaigns: %w", err)
	}
	out := make([]CampaignSummary, len(rows))
	for i, r := range rows {
		// Only the season and phase are read: the map and history stay out.
		var at struct {
			Year   int             `json:"year"`
			Season campaign.Season `json:"season"`
			Phase  campaign.Phase  `json:"phase"`
		}
		if err := json.Unmarshal([]byte(r.State), &at); err != nil {
			return nil, fmt.Errorf("list campaigns: campaign %d: %w", r.ID, err)
		}
		out[i] = CampaignSummary{ID: r.ID, Name: r.Name, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, Year: at.Year, Season: at.Season, Phase: at.Phase}
	}
	return out, nil
}

// GMPasswordHash returns the bcrypt hash of campaign id's GM password.
func (db *DB) GMPasswordHash(ctx context.Context, id int64) (string, error) {
	var row campaignRow
	if err := db.gorm.WithContext(ctx).Select("gm_password_hash").First(&row, id).Error; err != nil {
		return "", fmt.Errorf("load campaign %d: %w", id, translate(err))
	}
	return row.GMPasswordHash, nil
}

// Players returns the players of campaign id, in clan order.
func (db *DB) Players(ctx context.Context, id int64) ([]Player, error) {
	var rows []playerRow
	if err := db.gorm.WithContext(ctx).Where("campaign_id = ?", id).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("load players of campaign %d: %w", id, err)
	}
	out := make([]Player, len(rows))
	for i, r := range rows {
		out[i] = db.player(r)
	}
	return out, nil
}

// PlayerByToken finds the player whose join link carries token.
func (db *DB) PlayerByToken(ctx context.Context, token string) (Player, error) {
	var r playerRow
	if err := db.gorm.WithContext(ctx).Where("token_hash = ?", HashToken(token)).First(&r).Error; err != nil {
		return Player{}, fmt.Errorf("find player by token: %w", translate(err))
	}
	return Player{CampaignID: r.CampaignID, Clan: campaign.Clan(r.Clan), Name: r.Name, Token: token}, nil
}

// RotatePlayerToken gives clan's player a new join token; the old link stops
// working and the player's sessions end.
func (db *DB) RotatePlayerToken(ctx context.Context, id int64, clan campaign.Clan, token string) error {
	if err := db.mayChange(); err != nil {
		return err
	}
	l, err := db.storeLink(token)
	if err != nil {
		return err
	}
	defer db.sessions.forget() // the player's sessions end: after the transaction
	return db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Model(&playerRow{}).Where("campaign_id = ? AND clan = ?", id, string(clan)).
			Updates(map[string]any{"token_hash": l.hash, "token_sealed": l.sealed, "updated_at": db.clockNow()})
		if res.Error != nil {
			return fmt.Errorf("rotate token: %w", res.Error)
		}
		if res.RowsAffected == 0 {
			return fmt.Errorf("rotate token of %s: %w", clan, campaign.ErrNotFound)
		}
		return tx.Where("campaign_id = ? AND role = ? AND clan = ?", id, RolePlayer, string(clan)).Delete(&sessionRow{}).Error
	})
}

// ActionRecord is one entry of a campaign's action log.
type ActionRecord = campaign.LogEntry

type actionRow struct {
	ID          int64 `gorm:"primaryKey"`
	CampaignID  int64
	Seq         int64
	ActorRole   string
	ActorClan   string
	Kind        string
	Payload     string
	Rolls       string
	Events      string
	Visibility  string
	StateBefore string
	Year        int
	Season      int
	BeforeDelta string // the state before as a delta against the state after: see history.go
	Undone      bool
	CreatedAt   time.Time
}

func (actionRow) TableName() string { return "actions" }

// stateColumns are the columns of actionRow that hold a state, left out
// where only the log entry is wanted.
var stateColumns = []string{"state_before", "before_delta"}

type snapshotRow struct {
	ID         int64 `gorm:"primaryKey"`
	CampaignID int64
	Year       int
	Season     int
	State      string
	CreatedAt  time.Time
}

func (snapshotRow) TableName() string { return "snapshots" }

// Act runs one campaign action in one immediate transaction: it loads the
// state, refuses with campaign.ErrConflict if the campaign is no longer at
// wantVersion (0 skips the check), lets act change the state and describe
// the action, then stores the new state, the log entry (with the state before,
// for undo) and, when the season changed, a snapshot of the season that
// ended. Nothing is written if act fails.
func (db *DB) Act(ctx context.Context, id, wantVersion int64, act func(st *campaign.State) (ActionRecord, error)) (*Campaign, error) {
	return db.actAlso(ctx, id, wantVersion, stateOnly(act), nil)
}

// stateOnly is an action of actAlso that reads only the state.
func stateOnly(act func(st *campaign.State) (ActionRecord, error)) func(*gorm.DB, *campaign.State) (ActionRecord, error) {
	return func(_ *gorm.DB, st *campaign.State) (ActionRecord, error) { return act(st) }
}

// actAlso is Act, with also run in the same transaction once the state
// and its log entry are written: a change outside the state (a photo)
// and the entry that records it commit together or not at all. act is
// given the transaction too, to read what it checks the action against
// (a tracker's events) where the action is made; stateOnly adapts an act
// that needs only the state.
func (db *DB) actAlso(ctx context.Context, id, wantVersion int64, act func(tx *gorm.DB, st *campaign.State) (ActionRecord, error), also func(tx *gorm.DB) error) (*Campaign, error) {
	var out *Campaign
	release, err := db.enterWrite(ctx, id)
	if err != nil {
		return nil, err
	}
	defer release()
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		row, err := db.lockCampaign(tx, id, wantVersion)
		if err != nil {
			return err
		}
		// One load: the state is decoded once for act to change; what it was
		// before is the stored text, and only its year and season are read.
		db.loads.Add(1)
		next, err := decodeState(row.State, row.Map)
		if err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
		beforeYear, beforeSeason := next.Year, next.Season
		rec, err := act(tx, next)
		if err != nil {
			return err
		}
		data, err := json.Marshal(next)
		if err != nil {
			return fmt.Errorf("encode campaign state: %w", err)
		}
		stored := stripMap(string(data), row.Map)
		now := db.clockNow()
		if err := storeState(tx, row, map[string]any{"state": stored, "version": row.Version + 1, "updated_at": now, "name": next.Name, "wake_at": wakeAt(next, now)}); err != nil {
			return err
		}
		seq, err := lastSeq(tx, id)
		if err != nil {
			return err
		}
		whole, delta := encodeBefore(row.State, stored)
		payload := orJSON(rec.Payload, "{}")
		if rec.Kind == string(campaign.ActNote) && len(rec.Box) > 0 {
			payload = withoutText(payload) // the text is in the box
		}
		ar := actionRow{CampaignID: id, Seq: seq + 1, ActorRole: rec.ActorRole, ActorClan: rec.ActorClan, Kind: rec.Kind,
			Payload: payload, Rolls: orJSON(rec.Rolls, "[]"), Events: orJSON(rec.Events, "[]"), Visibility: rec.Visibility,
			StateBefore: whole, BeforeDelta: delta, Year: beforeYear, Season: int(beforeSeason), CreatedAt: now}
		if err := tx.Create(&ar).Error; err != nil {
			return fmt.Errorf("log action: %w", err)
		}
		if err := storeBox(tx, id, ar.Seq, rec.Box); err != nil {
			return err
		}
		if err := storeArchive(tx, id, ar.Seq, rec.Archive, now); err != nil {
			return err
		}
		if err := storeReports(tx, id, ar.Seq, rec.Reports, rec.ReportNotes, now); err != nil {
			return err
		}
		if _, err := queueNotices(tx, id, next, rec.Notices, now); err != nil {
			return err
		}
		if beforeYear != next.Year || beforeSeason != next.Season {
			// The state before this action is how the ended season stood at its end.
			snap := snapshotRow{CampaignID: id, Year: beforeYear, Season: int(beforeSeason), State: row.State, CreatedAt: now}
			if err := replaceSnapshot(tx, snap); err != nil {
				return err
			}
		}
		if also != nil {
			if err := also(tx); err != nil {
				return err
			}
		}
		out = &Campaign{ID: id, Name: next.Name, Version: row.Version + 1, State: next, CreatedAt: row.CreatedAt, UpdatedAt: now,
			Listing: campaign.Listing(row.Visibility), PublicKey: row.PublicKey}
		return nil
	})
	if err != nil {
		return nil, err
	}
	db.book.raise(id, out.Version) // committed, not yet acknowledged
	return out, nil
}

// Undo restores the state before the last action that is neither undone
// nor an undo, marks it undone and logs the undo, in one transaction: the
// entry undone and the one describe names (describe writes the undo's log
// entry from it) are the same, whatever runs meanwhile. The undo is logged
// for the same readers as the entry it undoes, so that undoing a hidden
// action tells nobody else that it happened.
func (db *DB) Undo(ctx context.Context, id, wantVersion int64, describe func(undone ActionRecord) ActionRecord) (*Campaign, ActionRecord, error) {
	var out *Campaign
	var undone ActionRecord
	release, err := db.enterWrite(ctx, id)
	if err != nil {
		return nil, ActionRecord{}, err
	}
	defer release()
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		row, err := db.lockCampaign(tx, id, wantVersion)
		if err != nil {
			return err
		}
		last, err := lastUndoable(tx, id)
		if err != nil {
			return err
		}
		undone = records([]actionRow{last})[0]
		restored, err := db.stateBefore(tx, row, last.Seq)
		if err != nil {
			return err
		}
		now := db.clockNow()
		if err := tx.Model(&actionRow{}).Where("id = ?", last.ID).Update("undone", true).Error; err != nil {
			return fmt.Errorf("mark undone: %w", err)
		}
		res := tx.Model(&campaignRow{}).Where("id = ? AND version = ?", id, row.Version).
			Updates(map[string]any{"state": restored, "version": row.Version + 1, "updated_at": now})
		if res.Error != nil || res.RowsAffected != 1 {
			return campaign.ErrConflict
		}
		seq, err := lastSeq(tx, id)
		if err != nil {
			return err
		}
		year, season, err := seasonOf(row.State)
		if err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
		rec := describe(undone)
		whole, delta := encodeBefore(row.State, restored)
		ar := actionRow{CampaignID: id, Seq: seq + 1, ActorRole: rec.ActorRole, ActorClan: rec.ActorClan, Kind: "undo",
			Payload: fmt.Sprintf(`{"undoes":%d}`, last.Seq), Rolls: "[]", Events: orJSON(rec.Events, "[]"),
			Visibility: last.Visibility, StateBefore: whole, BeforeDelta: delta, Year: year, Season: int(season), CreatedAt: now}
		if err := tx.Create(&ar).Error; err != nil {
			return fmt.Errorf("log undo: %w", err)
		}
		restoredRow := row
		restoredRow.State, restoredRow.Version, restoredRow.UpdatedAt = restored, row.Version+1, now
		db.loads.Add(1)
		if out, err = decodeCampaign(restoredRow); err != nil {
			return err
		}
		return undoBeside(tx, out, last, restored, now)
	})
	if err != nil {
		return nil, ActionRecord{}, err
	}
	db.book.raise(id, out.Version) // committed, not yet acknowledged
	return out, undone, nil
}

// seasonOf reads the year and season of a stored state, and nothing else
// of it: the undo is dated by the season it was made in.
func seasonOf(stored string) (int, campaign.Season, error) {
	var st struct {
		Year   int             `json:"year"`
		Season campaign.Season `json:"season"`
	}
	if err := json.Unmarshal([]byte(stored), &st); err != nil {
		return 0, 0, fmt.Errorf("decode year and season: %w", err)
	}
	return st.Year, st.Season, nil
}

// undoBeside undoes, for the restored campaign cp, what action last kept
// beside the state: the snapshots of its season and later, its notes,
// archived Prestige and battle reports (restored: the stored state given
// back); and sets cp's wake time.
func undoBeside(tx *gorm.DB, cp *Campaign, last actionRow, restored string, now time.Time) error {
	id := cp.ID
	if err := tx.Where("campaign_id = ? AND (year > ? OR (year = ? AND season >= ?))", id, last.Year, last.Year, last.Season).Delete(&snapshotRow{}).Error; err != nil {
		return fmt.Errorf("drop snapshots: %w", err)
	}
	if err := undoBox(tx, id, cp.State); err != nil {
		return err
	}
	if err := undoArchive(tx, id, last.Seq); err != nil {
		return err
	}
	if err := undoReports(tx, id, last.Seq, restored, now); err != nil {
		return err
	}
	if err := undoTrackerCards(tx, id, last.Seq, now); err != nil {
		return err
	}
	return tx.Model(&campaignRow{}).Where("id = ?", id).Update("wake_at", wakeAt(cp.State, now)).Error
}

// lockCampaign loads campaign id locked for update; a version other than
// wantVersion (0: any) is a conflict.
func (db *DB) lockCampaign(tx *gorm.DB, id, wantVersion int64) (campaignRow, error) {
	var row campaignRow
	if err := db.dialect.lockForUpdate(tx).First(&row, id).Error; err != nil {
		return row, fmt.Errorf("load campaign %d: %w", id, translate(err))
	}
	if wantVersion != 0 && row.Version != wantVersion {
		return row, campaign.ErrConflict
	}
	return row, nil
}

// lastSeq is the sequence number of campaign id's last log entry (0: none).
func lastSeq(tx *gorm.DB, id int64) (int64, error) {
	var seq int64
	if err := tx.Model(&actionRow{}).Where("campaign_id = ?", id).Select("COALESCE(MAX(seq), 0)").Scan(&seq).Error; err != nil {
		return 0, fmt.Errorf("next log entry: %w", err)
	}
	return seq, nil
}

// storeState writes the columns of row's campaign if it is still at
// row's version; a version that moved on is a conflict.
func storeState(tx *gorm.DB, row campaignRow, cols map[string]any) error {
	res := tx.Model(&campaignRow{}).Where("id = ? AND version = ?", row.ID, row.Version).Updates(cols)
	if res.Error != nil {
		return fmt.Errorf("store campaign %d: %w", row.ID, res.Error)
	}
	if res.RowsAffected != 1 {
		return campaign.ErrConflict
	}
	return nil
}

// lastUndoable is campaign id's last action not undone (an undo itself
// cannot be undone).
func lastUndoable(tx *gorm.DB, id int64) (actionRow, error) {
	var last actionRow
	err := tx.Omit(stateColumns...).Where("campaign_id = ? AND undone = ? AND kind NOT IN ?", id, false, []string{"undo", campaign.KindListing}).Order("seq DESC").First(&last).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return last, fmt.Errorf("nothing to undo: %w", campaign.ErrNotFound)
	}
	if err != nil {
		return last, fmt.Errorf("find last action: %w", err)
	}
	return last, nil
}

// replaceSnapshot stores snap in place of any snapshot of its season.
func replaceSnapshot(tx *gorm.DB, snap snapshotRow) error {
	if err := tx.Where("campaign_id = ? AND year = ? AND season = ?", snap.CampaignID, snap.Year, snap.Season).Delete(&snapshotRow{}).Error; err != nil {
		return fmt.Errorf("replace snapshot: %w", err)
	}
	if err := tx.Create(&snap).Error; err != nil {
		return fmt.Errorf("store snapshot: %w", err)
	}
	return nil
}

// stateBefore rebuilds the stored state before action seq of campaign row,
// walking back from the current state through the actions since.
func (db *DB) stateBefore(tx *gorm.DB, row campaignRow, seq int64) (string, error) {
	var rows []actionRow
	if err := tx.Select("seq", "state_before", "before_delta").Where("campaign_id = ? AND seq >= ?", row.ID, seq).Order("seq DESC").Find(&rows).Error; err != nil {
		return "", fmt.Errorf("load the log since action %d: %w", seq, err)
	}
	state := row.State
	for _, r := range rows {
		var err error
		if state, err = rebuildBefore(r, state); err != nil {
			return "", err
		}
	}
	return state, nil
}

// Actions returns campaign id's log, oldest first, at most limit entries
// from offset.
func (db *DB) Actions(ctx context.Context, id int64, offset, limit int) ([]ActionRecord, error) {
	var rows []actionRow
	err := db.gorm.WithContext(ctx).Omit(stateColumns...).Where("campaign_id = ?", id).Order("seq").Offset(offset).Limit(limit).Find(&rows).Error
	if err != nil {
		return nil, fmt.Errorf("load log of campaign %d: %w", id, err)
	}
	out := make([]ActionRecord, len(rows))
	for i, r := range rows {
		out[i] = ActionRecord{Seq: r.Seq, ActorRole: r.ActorRole, ActorClan: r.ActorClan, Kind: r.Kind, Payload: r.Payload,
			Rolls: r.Rolls, Events: r.Events, Visibility: r.Visibility, Year: r.Year, Season: campaign.Season(r.Season), Undone: r.Undone, CreatedAt: r.CreatedAt}
	}
	return out, nil
}

// Snapshot returns the state of campaign id at the end of a past season.
func (db *DB) Snapshot(ctx context.Context, id int64, year int, season campaign.Season) (*campaign.State, error) {
	var row snapshotRow
	err := db.gorm.WithContext(ctx).Where("campaign_id = ? AND year = ? AND season = ?", id, year, int(season)).First(&row).Error
	if err != nil {
		return nil, fmt.Errorf("snapshot %d %s: %w", year, season, translate(err))
	}
	var cp campaignRow
	if err := db.gorm.WithContext(ctx).Select("map").First(&cp, id).Error; err != nil {
		return nil, fmt.Errorf("load campaign %d: %w", id, translate(err))
	}
	st, err := decodeState(row.State, cp.Map)
	if err != nil {
		return nil, fmt.Errorf("snapshot %d %s: %w", year, season, err)
	}
	return st, nil
}

// SnapshotSeason names a stored end-of-season snapshot.
type SnapshotSeason struct {
	Year   int
	Season campaign.Season
}

// Snapshots lists the seasons of campaign id that have a snapshot.
func (db *DB) Snapshots(ctx context.Context, id int64) ([]SnapshotSeason, error) {
	var rows []snapshotRow
	if err := db.gorm.WithContext(ctx).Select("year", "season").Where("campaign_id = ?", id).Order("year, season").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("list snapshots: %w", err)
	}
	out := make([]SnapshotSeason, len(rows))
	for i, r := range rows {
		out[i] = SnapshotSeason{Year: r.Year, Season: campaign.Season(r.Season)}
	}
	return out, nil
}

func orJSON(s, empty string) string {
	if s == "" {
		return empty
	}
	return s
}

// CampaignVersion returns campaign id's version, which grows by one with
// every stored change: a cheap freshness check for cached states.
func (db *DB) CampaignVersion(ctx context.Context, id int64) (int64, error) {
	if v, ok := db.book.get(id); ok {
		return v, nil
	}
	// Plain database/sql, prepared once: this runs on every campaign
	// request (one primary-key read) that the book cannot answer.
	var v int64
	err := db.version.QueryRowContext(ctx, id).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("campaign %d version: %w", id, campaign.ErrNotFound)
	}
	if err != nil {
		return 0, fmt.Errorf("campaign %d version: %w", id, err)
	}
	db.book.raise(id, v)
	return v, nil
}
