package play

import (
	"context"
	"time"

	"sengoku/campaign"
	"sengoku/models"
)

// Store is what a campaign in play reads and writes besides its actions
// (which go through Deps.Service): the campaign and its version, the
// season's notes and snapshots, the history, battle reports, photos and
// trackers, and the actions' token buckets. *models.DB is one.
type Store interface {
	Campaign(ctx context.Context, id int64) (*models.Campaign, error)
	CampaignVersion(ctx context.Context, id int64) (int64, error)
	LastAction(ctx context.Context, id int64) (models.ActionRecord, error)
	VisibleActions(ctx context.Context, id int64, r models.LogReader, offset, limit int) ([]models.ActionRecord, int64, error)
	History(ctx context.Context, id int64, st *campaign.State) (campaign.History, error)
	Tallies(ctx context.Context, id int64, st *campaign.State) ([]campaign.Tally, error)
	SeasonBox(ctx context.Context, id int64, reader campaign.BoxReader, year int, season campaign.Season) (notes, declarations []campaign.Note, err error)
	BoxPage(ctx context.Context, id int64, q models.BoxQuery) ([]campaign.Note, int64, error)
	Snapshot(ctx context.Context, id int64, year int, season campaign.Season) (*campaign.State, error)
	Snapshots(ctx context.Context, id int64) ([]models.SnapshotSeason, error)
	BattleReport(ctx context.Context, id int64, st *campaign.State, battle int) (*campaign.BattleReport, error)
	ReportPage(ctx context.Context, id, before int64, limit int) ([]campaign.BattleReport, int64, error)
	BattlePhoto(ctx context.Context, id int64, battle int) (models.Photo, error)
	HasBattlePhoto(ctx context.Context, id int64, battle int) (time.Time, bool, error)
	SetBattlePhoto(ctx context.Context, id int64, battle int, data []byte) error
	RemoveBattlePhoto(ctx context.Context, id int64, battle int, act func(st *campaign.State) (models.ActionRecord, error)) (*models.Campaign, error)
	Tracker(ctx context.Context, cp *models.Campaign, battle int) (*campaign.Tracker, error)
	TrackerRev(ctx context.Context, id int64, battle int) (int, error)
	RecordTrackerEvent(ctx context.Context, id int64, battle, rev int, actor campaign.Actor, ev campaign.TrackerEvent) (*campaign.Tracker, error)
	RecordTrackerCard(ctx context.Context, id int64, battle, rev int, actor campaign.Actor, ev campaign.TrackerEvent,
		entry func(st *campaign.State, a campaign.Action) (models.ActionRecord, error)) (*models.Campaign, *campaign.Tracker, error)
	TakeToken(ctx context.Context, key string, now time.Time, interval time.Duration, burst int) (ok bool, retryAt time.Time, err error)
}
