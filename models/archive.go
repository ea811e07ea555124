package models

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
)

// A campaign's Prestige history of past years lives in rows of its own:
// a Winter tally takes the ledger entries it made official and the
// tallies out of the state (campaign.State.ArchivesAtTally), and the
// action's transaction keeps them here. An undo marks the rows of the
// action it undoes undone, as the log marks its entry.

// archiveRow is one archived ledger entry or tally, as JSON.
type archiveRow struct {
	ID         int64 `gorm:"primaryKey"`
	CampaignID int64
	Seq        int64  // the log entry that archived it
	Kind       string // archivedEntry or archivedTally
	Clan       string
	Year       int
	Data       string
	Undone     bool
	CreatedAt  time.Time
}

func (archiveRow) TableName() string { return "prestige" }

const (
	archivedEntry = "entry"
	archivedTally = "tally"
)

// storeArchive keeps what action seq of campaign id archived.
func storeArchive(tx *gorm.DB, id, seq int64, h campaign.History, at time.Time) error {
	rows := make([]archiveRow, 0, len(h.Ledger)+len(h.Tallies))
	for _, e := range h.Ledger {
		data, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("archive the ledger: %w", err)
		}
		rows = append(rows, archiveRow{CampaignID: id, Seq: seq, Kind: archivedEntry, Clan: string(e.Clan), Year: e.Year, Data: string(data), CreatedAt: at})
	}
	for _, t := range h.Tallies {
		data, err := json.Marshal(t)
		if err != nil {
			return fmt.Errorf("archive the tallies: %w", err)
		}
		rows = append(rows, archiveRow{CampaignID: id, Seq: seq, Kind: archivedTally, Clan: string(t.Clan), Year: t.Year, Data: string(data), CreatedAt: at})
	}
	if len(rows) == 0 {
		return nil
	}
	if err := tx.CreateInBatches(rows, 200).Error; err != nil {
		return fmt.Errorf("archive the Prestige history: %w", err)
	}
	return nil
}

// undoArchive marks undone what action seq of campaign id archived.
func undoArchive(tx *gorm.DB, id, seq int64) error {
	if err := tx.Model(&archiveRow{}).Where("campaign_id = ? AND seq = ?", id, seq).Update("undone", true).Error; err != nil {
		return fmt.Errorf("undo the archived Prestige history: %w", err)
	}
	return nil
}

// History is campaign id's whole Prestige history as of st, its current
// state: what past tallies archived, then what the state still holds.
func (db *DB) History(ctx context.Context, id int64, st *campaign.State) (campaign.History, error) {
	h, err := db.archived(ctx, id, st, archivedEntry, archivedTally)
	h.Ledger = append(h.Ledger, st.Ledger...)
	h.Tallies = append(h.Tallies, st.Tallies...)
	return h, err
}

// Tallies is every Winter tally of campaign id as of st, oldest first.
func (db *DB) Tallies(ctx context.Context, id int64, st *campaign.State) ([]campaign.Tally, error) {
	h, err := db.archived(ctx, id, st, archivedTally)
	return append(h.Tallies, st.Tallies...), err
}

// archived reads the rows of kinds campaign id has archived.
func (db *DB) archived(ctx context.Context, id int64, st *campaign.State, kinds ...string) (campaign.History, error) {
	if !st.ArchivesAtTally {
		return campaign.History{}, nil
	}
	var rows []archiveRow
	err := db.gorm.WithContext(ctx).Select("kind", "data").Where("campaign_id = ? AND undone = ? AND kind IN ?", id, false, kinds).Order("id").Find(&rows).Error
	if err != nil {
		return campaign.History{}, fmt.Errorf("read the Prestige history of campaign %d: %w", id, err)
	}
	h, err := decodeArchive(rows)
	if err != nil {
		return campaign.History{}, fmt.Errorf("campaign %d: %w", id, err)
	}
	return h, nil
}

func decodeArchive(rows []archiveRow) (campaign.History, error) {
	var h campaign.History
	for _, r := range rows {
		var err error
		switch r.Kind {
		case archivedEntry:
			var e campaign.PrestigeEntry
			err = json.Unmarshal([]byte(r.Data), &e)
			h.Ledger = append(h.Ledger, e)
		case archivedTally:
			var t campaign.Tally
			err = json.Unmarshal([]byte(r.Data), &t)
			h.Tallies = append(h.Tallies, t)
		}
		if err != nil {
			return h, fmt.Errorf("decode the Prestige history: %w", err)
		}
	}
	return h, nil
}

// ExportArchived is an archived ledger entry or tally in an export.
type ExportArchived struct {
	Seq    int64           `json:"seq"`
	Kind   string          `json:"kind"`
	Data   json.RawMessage `json:"data"`
	Undone bool            `json:"undone,omitempty"`
}

func exportArchive(g *gorm.DB, id int64) ([]ExportArchived, error) {
	var rows []archiveRow
	if err := g.Where("campaign_id = ?", id).Order("id").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("export the Prestige history: %w", err)
	}
	out := make([]ExportArchived, len(rows))
	for i, r := range rows {
		out[i] = ExportArchived{Seq: r.Seq, Kind: r.Kind, Data: json.RawMessage(r.Data), Undone: r.Undone}
	}
	return out, nil
}

func importArchive(tx *gorm.DB, id int64, in []ExportArchived, at time.Time) error {
	if len(in) == 0 {
		return nil
	}
	rows := make([]archiveRow, len(in))
	for i, a := range in {
		var head struct {
			Clan string `json:"clan"`
			Year int    `json:"year"`
		}
		if (a.Kind != archivedEntry && a.Kind != archivedTally) || json.Unmarshal(a.Data, &head) != nil {
			return fmt.Errorf("import the Prestige history: entry %d: %w", i+1, ErrNotExport)
		}
		rows[i] = archiveRow{CampaignID: id, Seq: a.Seq, Kind: a.Kind, Clan: head.Clan, Year: head.Year, Data: canonical(string(a.Data)), Undone: a.Undone, CreatedAt: at}
	}
	if err := tx.CreateInBatches(rows, 200).Error; err != nil {
		return fmt.Errorf("import the Prestige history: %w", err)
	}
	return nil
}
