package models

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// ExportFormat identifies Sengoku campaign exports.
const ExportFormat = "sengoku-campaign/1"

// Export is a whole campaign as JSON: its state, players (without their
// secret tokens), action log and season snapshots. Importing it creates a new
// campaign with the same content.
type Export struct {
	Format    string            `json:"format"`
	Name      string            `json:"name"`
	State     json.RawMessage   `json:"state"`
	Players   []ExportPlayer    `json:"players"`
	Actions   []ExportAction    `json:"actions"`
	Snapshots []ExportSnapshot  `json:"snapshots"`
	Library   []ExportItem      `json:"library,omitempty"`
	Extra     map[string]string `json:"extra,omitempty"`
}

// ExportPlayer is a player in an export.
type ExportPlayer struct {
	Clan campaign.Clan `json:"clan"`
	Name string        `json:"name"`
}

// ExportAction is a log entry in an export.
type ExportAction struct {
	Seq         int64           `json:"seq"`
	ActorRole   string          `json:"actorRole"`
	ActorClan   string          `json:"actorClan,omitempty"`
	Kind        string          `json:"kind"`
	Payload     json.RawMessage `json:"payload"`
	Rolls       json.RawMessage `json:"rolls"`
	Events      json.RawMessage `json:"events"`
	Visibility  string          `json:"visibility,omitempty"`
	StateBefore json.RawMessage `json:"stateBefore"`
	Year        int             `json:"year"`
	Season      int             `json:"season"`
	Undone      bool            `json:"undone,omitempty"`
	CreatedAt   time.Time       `json:"createdAt"`
}

// ExportItem is one of the campaign's own library items (such as its unit
// cards) in an export.
type ExportItem struct {
	Kind string          `json:"kind"`
	Name string          `json:"name"`
	Data json.RawMessage `json:"data"`
}

// CampaignLibraryOwner is the library key of the items campaign id owns.
func CampaignLibraryOwner(id int64) string { return "campaign:" + strconv.FormatInt(id, 10) }

// ExportSnapshot is an end-of-season state in an export.
type ExportSnapshot struct {
	Year   int             `json:"year"`
	Season int             `json:"season"`
	State  json.RawMessage `json:"state"`
}

// ExportCampaign gathers campaign id for export.
func (db *DB) ExportCampaign(ctx context.Context, id int64) (*Export, error) {
	g := db.gorm.WithContext(ctx)
	var row campaignRow
	if err := g.First(&row, id).Error; err != nil {
		return nil, fmt.Errorf("export campaign %d: %w", id, translate(err))
	}
	ex := &Export{Format: ExportFormat, Name: row.Name, State: json.RawMessage(row.State), Players: []ExportPlayer{}, Actions: []ExportAction{}, Snapshots: []ExportSnapshot{}}
	players, err := db.Players(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, p := range players {
		ex.Players = append(ex.Players, ExportPlayer{Clan: p.Clan, Name: p.Name})
	}
	var actions []actionRow
	if err := g.Where("campaign_id = ?", id).Order("seq").Find(&actions).Error; err != nil {
		return nil, fmt.Errorf("export log: %w", err)
	}
	for _, a := range actions {
		ex.Actions = append(ex.Actions, ExportAction{Seq: a.Seq, ActorRole: a.ActorRole, ActorClan: a.ActorClan, Kind: a.Kind,
			Payload: json.RawMessage(a.Payload), Rolls: json.RawMessage(a.Rolls), Events: json.RawMessage(a.Events), Visibility: a.Visibility,
			StateBefore: json.RawMessage(a.StateBefore), Year: a.Year, Season: a.Season, Undone: a.Undone, CreatedAt: a.CreatedAt.UTC()})
	}
	var snaps []snapshotRow
	if err := g.Where("campaign_id = ?", id).Order("year, season").Find(&snaps).Error; err != nil {
		return nil, fmt.Errorf("export snapshots: %w", err)
	}
	for _, s := range snaps {
		ex.Snapshots = append(ex.Snapshots, ExportSnapshot{Year: s.Year, Season: s.Season, State: json.RawMessage(s.State)})
	}
	var items []libraryRow
	if err := g.Where("campaign_id = ? AND owner = ?", id, CampaignLibraryOwner(id)).Order("id").Find(&items).Error; err != nil {
		return nil, fmt.Errorf("export library: %w", err)
	}
	for _, it := range items {
		ex.Library = append(ex.Library, ExportItem{Kind: it.Kind, Name: it.Name, Data: json.RawMessage(it.Data)})
	}
	return ex, nil
}

// ImportCampaign stores an export as a new campaign with a new GM password
// hash and new player tokens (tokens[clan]), in one transaction.
func (db *DB) ImportCampaign(ctx context.Context, ex *Export, gmPasswordHash string, tokens map[campaign.Clan]string) (int64, error) {
	now := time.Now().UTC()
	row := campaignRow{Name: ex.Name, GMPasswordHash: gmPasswordHash, State: string(ex.State), Version: 1, CreatedAt: now, UpdatedAt: now}
	err := db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Create(&row).Error; err != nil {
			return err
		}
		for _, p := range ex.Players {
			pr := playerRow{CampaignID: row.ID, Clan: string(p.Clan), Name: p.Name, Token: tokens[p.Clan], CreatedAt: now, UpdatedAt: now}
			if err := tx.Create(&pr).Error; err != nil {
				return err
			}
		}
		for _, a := range ex.Actions {
			ar := actionRow{CampaignID: row.ID, Seq: a.Seq, ActorRole: a.ActorRole, ActorClan: a.ActorClan, Kind: a.Kind,
				Payload: string(a.Payload), Rolls: string(a.Rolls), Events: string(a.Events), Visibility: a.Visibility,
				StateBefore: string(a.StateBefore), Year: a.Year, Season: a.Season, Undone: a.Undone, CreatedAt: a.CreatedAt}
			if err := tx.Create(&ar).Error; err != nil {
				return err
			}
		}
		for _, it := range ex.Library {
			campaignID := row.ID
			lr := libraryRow{Kind: it.Kind, Owner: CampaignLibraryOwner(row.ID), CampaignID: &campaignID, Name: it.Name, Data: string(it.Data), CreatedAt: now, UpdatedAt: now}
			if err := tx.Create(&lr).Error; err != nil {
				return err
			}
		}
		for _, s := range ex.Snapshots {
			sr := snapshotRow{CampaignID: row.ID, Year: s.Year, Season: s.Season, State: string(s.State), CreatedAt: now}
			if err := tx.Create(&sr).Error; err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("import campaign: %w", err)
	}
	return row.ID, nil
}
