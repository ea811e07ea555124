package models

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"gorm.io/gorm"

	"sengoku/campaign"
	"sengoku/tables"
	"sengoku/tables/ccsb"
)

// Games of Clash of Katanas / Samurai Battles scenarios followed at the
// table (tables/ccsb/game.go): a row per game with its setup, its two
// seats and its result as it stands, and a row per event, numbered by the
// revision it made and never rewritten. Every write locks the game's row
// first, so two phones recording at once queue; the second finds the
// revision moved and gets the game as it stands (a GameConflict), never a
// lost update. The unique (game, seq) is the backstop.
//
// A seat is the hash of a browser's library key (the calculators' key):
// the game's creator holds seat 0, the first other browser that joins
// seat 1; nobody else records.

// CCSBGame is a game's row: its setup and players and, kept on every
// event, its result so far (Winner -1 while none), so that the results
// of a server are one query over these rows.
type CCSBGame struct {
	ID       int64 `gorm:"primaryKey"`
	Scenario int
	Setup    string
	Seat0    string
	Seat1    string
	// CampaignID ties the game to a campaign's club (0: none).
	CampaignID int64
	Rev        int
	Finished   bool
	Winner     int
	Flags0     int
	Flags1     int
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

func (CCSBGame) TableName() string { return "ccsb_games" }

// ccsbEventRow is one event of a game.
type ccsbEventRow struct {
	ID        int64 `gorm:"primaryKey"`
	GameID    int64
	Seq       int
	Kind      string
	Seat      int
	Data      string
	CreatedAt time.Time
}

func (ccsbEventRow) TableName() string { return "ccsb_game_events" }

// SeatOf is the seat the browser of library key holds in the game, -1
// when none.
func (g CCSBGame) SeatOf(key string) int {
	if key == "" {
		return -1
	}
	switch HashToken(key) {
	case g.Seat0:
		return 0
	case g.Seat1:
		return 1
	}
	return -1
}

// GameSetup decodes the row's setup.
func (g CCSBGame) GameSetup() (ccsb.GameSetup, error) {
	var s ccsb.GameSetup
	if err := json.Unmarshal([]byte(g.Setup), &s); err != nil {
		return s, fmt.Errorf("game %d setup: %w", g.ID, err)
	}
	return s, nil
}

// GameConflict is a change made on a revision the game has moved past:
// the game as it stands.
type GameConflict struct {
	Row  CCSBGame
	Game *ccsb.Game
}

func (e *GameConflict) Error() string {
	return fmt.Sprintf("game %d moved to revision %d", e.Row.ID, e.Game.Rev)
}

// Is makes a GameConflict a campaign.ErrConflict.
func (e *GameConflict) Is(target error) bool { return target == campaign.ErrConflict }

// ErrNotAPlayer refuses a change by a browser holding no seat.
var ErrNotAPlayer = &campaign.ActionError{Kind: campaign.ErrForbidden, Problem: tables.Invalid("seat", "ccsb.game.err.not-player").(*tables.ValidationError)}

// CreateCCSBGame stores a new game of setup s with its seats (HashToken
// of the library keys; seat 1 "" until someone joins), tied to campaign
// (0: none).
func (db *DB) CreateCCSBGame(ctx context.Context, s ccsb.GameSetup, seats [2]string, campaignID int64) (int64, error) {
	if _, err := ccsb.NewGame(s); err != nil {
		return 0, err
	}
	data, err := json.Marshal(s)
	if err != nil {
		return 0, fmt.Errorf("encode game setup: %w", err)
	}
	now := db.clockNow()
	row := CCSBGame{Scenario: s.Scenario, Setup: string(data), Seat0: seats[0], Seat1: seats[1], CampaignID: campaignID, Winner: -1, CreatedAt: now, UpdatedAt: now}
	if err := db.gorm.WithContext(ctx).Create(&row).Error; err != nil {
		return 0, fmt.Errorf("create game: %w", err)
	}
	return row.ID, nil
}

// CCSBGame is game id's row and the game as it stands.
func (db *DB) CCSBGame(ctx context.Context, id int64) (CCSBGame, *ccsb.Game, error) {
	return loadCCSBGame(db.gorm.WithContext(ctx), id)
}

func loadCCSBGame(tx *gorm.DB, id int64) (CCSBGame, *ccsb.Game, error) {
	var row CCSBGame
	if err := tx.First(&row, id).Error; err != nil {
		return row, nil, fmt.Errorf("game %d: %w", id, translate(err))
	}
	g, err := replayCCSBGame(tx, row)
	return row, g, err
}

func replayCCSBGame(tx *gorm.DB, row CCSBGame) (*ccsb.Game, error) {
	s, err := row.GameSetup()
	if err != nil {
		return nil, err
	}
	var rows []ccsbEventRow
	if err := tx.Where("game_id = ?", row.ID).Order("seq").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("events of game %d: %w", row.ID, err)
	}
	events := make([]ccsb.GameEvent, len(rows))
	for i, r := range rows {
		if err := json.Unmarshal([]byte(r.Data), &events[i]); err != nil {
			return nil, fmt.Errorf("event %d of game %d: %w", r.Seq, row.ID, err)
		}
		events[i].Seq, events[i].Seat = r.Seq, r.Seat
	}
	g, err := ccsb.Replay(s, events)
	if err != nil {
		return nil, fmt.Errorf("replay game %d: %w", row.ID, err)
	}
	return g, nil
}

// JoinCCSBGame gives seat 1 of game id to library key owner, when it is
// free and owner does not hold seat 0; holding a seat already is no
// change. A game whose seats are taken is ErrNotAPlayer.
func (db *DB) JoinCCSBGame(ctx context.Context, id int64, owner string) (CCSBGame, error) {
	var row CCSBGame
	err := db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := db.dialect.lockForUpdate(tx).First(&row, id).Error; err != nil {
			return fmt.Errorf("game %d: %w", id, translate(err))
		}
		switch {
		case row.SeatOf(owner) >= 0:
			return nil
		case row.Seat1 != "":
			return ErrNotAPlayer
		}
		row.Seat1 = HashToken(owner)
		return tx.Model(&row).Updates(map[string]any{"seat1": row.Seat1, "updated_at": db.clockNow()}).Error
	})
	return row, err
}

// RecordCCSBEvent records ev, made on revision rev by the browser of
// library key owner, and returns the game after it. Only the game's two
// seats record (ErrNotAPlayer); a stale revision is a *GameConflict; an
// event the rules refuse changes nothing.
func (db *DB) RecordCCSBEvent(ctx context.Context, id int64, rev int, owner string, ev ccsb.GameEvent) (CCSBGame, *ccsb.Game, error) {
	var row CCSBGame
	var out *ccsb.Game
	err := db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := db.dialect.lockForUpdate(tx).First(&row, id).Error; err != nil {
			return fmt.Errorf("game %d: %w", id, translate(err))
		}
		seat := row.SeatOf(owner)
		if seat < 0 {
			return ErrNotAPlayer
		}
		g, err := replayCCSBGame(tx, row)
		if err != nil {
			return err
		}
		if rev != g.Rev {
			return &GameConflict{Row: row, Game: g}
		}
		ev.Seat = seat
		if out, ev, err = ccsb.Record(g, ev); err != nil {
			return err
		}
		return db.storeCCSBEvent(tx, &row, out, ev)
	})
	if err != nil {
		return row, nil, err
	}
	return row, out, nil
}

// storeCCSBEvent inserts ev and keeps the row's result in step with g.
func (db *DB) storeCCSBEvent(tx *gorm.DB, row *CCSBGame, g *ccsb.Game, ev ccsb.GameEvent) error {
	data, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("encode game event: %w", err)
	}
	now := db.clockNow()
	er := ccsbEventRow{GameID: row.ID, Seq: ev.Seq, Kind: ev.Kind, Seat: ev.Seat, Data: string(data), CreatedAt: now}
	if err := tx.Create(&er).Error; err != nil {
		return fmt.Errorf("record event %d of game %d: %w", ev.Seq, row.ID, err)
	}
	row.Rev, row.Finished, row.Winner, row.Flags0, row.Flags1, row.UpdatedAt = g.Rev, g.Over, g.Winner, g.Sides[0].Flags, g.Sides[1].Flags, now
	return tx.Model(row).Updates(map[string]any{"rev": row.Rev, "finished": row.Finished, "winner": row.Winner,
		"flags0": row.Flags0, "flags1": row.Flags1, "updated_at": now}).Error
}

// CCSBResult is how a scenario's finished games went on this server.
type CCSBResult struct {
	Scenario int
	Games    int
	Wins     [2]int
}

// CCSBResults counts the finished games of each scenario by winner; with
// campaignID > 0 only the games tied to that campaign.
func (db *DB) CCSBResults(ctx context.Context, campaignID int64) (map[int]CCSBResult, error) {
	var rows []struct {
		Scenario int
		Winner   int
		N        int
	}
	q := db.gorm.WithContext(ctx).Model(&CCSBGame{}).Select("scenario, winner, COUNT(*) AS n").Where("finished = ? AND winner >= 0", true)
	if campaignID > 0 {
		q = q.Where("campaign_id = ?", campaignID)
	}
	if err := q.Group("scenario, winner").Scan(&rows).Error; err != nil {
		return nil, fmt.Errorf("game results: %w", err)
	}
	out := map[int]CCSBResult{}
	for _, r := range rows {
		if r.Winner > 1 {
			continue
		}
		res := out[r.Scenario]
		res.Scenario = r.Scenario
		res.Games += r.N
		res.Wins[r.Winner] += r.N
		out[r.Scenario] = res
	}
	return out, nil
}

// IsGameConflict reports err's conflict, if it is one.
func IsGameConflict(err error) (*GameConflict, bool) {
	var c *GameConflict
	ok := errors.As(err, &c)
	return c, ok
}
