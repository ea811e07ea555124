package models

import (
	"context"
	"fmt"

	"sengoku/campaign"
)

// LogReader is who reads a campaign's action log (campaign decides who
// may read what).
type LogReader = campaign.LogReader

// Visibility encodes who may read a log entry besides the game master.
func Visibility(clans ...campaign.Clan) string { return campaign.Visibility(clans...) }

// VisibleActions returns the entries of campaign id's log that r may read,
// newest first, at most limit from offset, and how many r may read in all.
// The filter runs in SQL so that paging stays right on a long campaign.
func (db *DB) VisibleActions(ctx context.Context, id int64, r LogReader, offset, limit int) ([]ActionRecord, int64, error) {
	q := db.gorm.WithContext(ctx).Model(&actionRow{}).Where("campaign_id = ?", id)
	switch {
	case r.GM:
	case r.Clan != "":
		q = q.Where("visibility = '' OR (',' || visibility || ',') LIKE ?", "%,"+string(r.Clan)+",%")
	default:
		q = q.Where("visibility = ''")
	}
	var total int64
	if err := q.Count(&total).Error; err != nil {
		return nil, 0, fmt.Errorf("count log of campaign %d: %w", id, err)
	}
	var rows []actionRow
	if err := q.Omit(stateColumns...).Order("seq DESC").Offset(offset).Limit(limit).Find(&rows).Error; err != nil {
		return nil, 0, fmt.Errorf("load log of campaign %d: %w", id, err)
	}
	return records(rows), total, nil
}

// LastAction returns the entry Undo would revert: the newest action that is
// neither undone nor an undo.
func (db *DB) LastAction(ctx context.Context, id int64) (ActionRecord, error) {
	var rows []actionRow
	err := db.gorm.WithContext(ctx).Omit(stateColumns...).Where("campaign_id = ? AND undone = ? AND kind <> ?", id, false, "undo").
		Order("seq DESC").Limit(1).Find(&rows).Error
	if err != nil {
		return ActionRecord{}, fmt.Errorf("last action of campaign %d: %w", id, err)
	}
	if len(rows) == 0 {
		return ActionRecord{}, fmt.Errorf("last action of campaign %d: %w", id, campaign.ErrNotFound)
	}
	return records(rows)[0], nil
}

func records(rows []actionRow) []ActionRecord {
	out := make([]ActionRecord, len(rows))
	for i, r := range rows {
		out[i] = ActionRecord{Seq: r.Seq, ActorRole: r.ActorRole, ActorClan: r.ActorClan, Kind: r.Kind, Payload: r.Payload,
			Rolls: r.Rolls, Events: r.Events, Visibility: r.Visibility, Year: r.Year, Season: campaign.Season(r.Season), Undone: r.Undone, CreatedAt: r.CreatedAt}
	}
	return out
}
