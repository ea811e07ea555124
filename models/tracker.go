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

// A battle's tracker is kept as its events, one row each, numbered by the
// revision they made (seq 1, 2, …) and never rewritten: an undo is an
// event too. Every write locks the campaign's row first, as an action
// does, so two phones recording at once queue; the second one finds the
// revision moved and gets the battle as it stands (a TrackerConflict),
// never a lost update. The unique (campaign, battle, seq) is the backstop.

// trackerRow is one event of one battle's tracker.
type trackerRow struct {
	ID         int64 `gorm:"primaryKey"`
	CampaignID int64
	Battle     int
	Seq        int
	Kind       string
	Maker      string
	Data       string
	// ActionSeq is the log seq of the campaign action that played a card
	// event's card (0: none).
	ActionSeq int64
	CreatedAt time.Time
}

func (trackerRow) TableName() string { return "tracker_events" }

// trackerEvents loads battle's events in the order they were made.
func trackerEvents(tx *gorm.DB, id int64, battle int) ([]campaign.TrackerEvent, error) {
	var rows []trackerRow
	if err := tx.Where("campaign_id = ? AND battle = ?", id, battle).Order("seq").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("tracker of battle %d of campaign %d: %w", battle, id, err)
	}
	out := make([]campaign.TrackerEvent, len(rows))
	for i, r := range rows {
		if err := json.Unmarshal([]byte(r.Data), &out[i]); err != nil {
			return nil, fmt.Errorf("tracker event %d of battle %d: %w", r.Seq, battle, err)
		}
		out[i].Seq = r.Seq
	}
	return out, nil
}

// TrackerEvents is battle's events of campaign id, in order.
func (db *DB) TrackerEvents(ctx context.Context, id int64, battle int) ([]campaign.TrackerEvent, error) {
	return trackerEvents(db.gorm.WithContext(ctx), id, battle)
}

// Tracker is battle's tracker in campaign cp as it stands.
func (db *DB) Tracker(ctx context.Context, cp *Campaign, battle int) (*campaign.Tracker, error) {
	b, err := trackedBattle(db.gorm.WithContext(ctx), cp.ID, cp.State, battle)
	if err != nil {
		return nil, err
	}
	events, err := db.TrackerEvents(ctx, cp.ID, battle)
	if err != nil {
		return nil, err
	}
	return campaign.ReplayTracker(cp.State, b, events), nil
}

// RecordTrackerEvent records ev by actor on battle's tracker of campaign
// id, made on revision rev, and returns the tracker after it. A revision
// the tracker has moved past is a *campaign.TrackerConflict carrying the
// tracker as it stands; an event the tracker refuses changes nothing. A
// card is played by the campaign's own action, made by entry in the same
// transaction (RecordTrackerCard).
func (db *DB) RecordTrackerEvent(ctx context.Context, id int64, battle, rev int, actor campaign.Actor, ev campaign.TrackerEvent) (*campaign.Tracker, error) {
	if ev.Kind == campaign.TrackCard {
		return nil, errors.New("a card is recorded with RecordTrackerCard")
	}
	release, err := db.enterWrite(ctx, id)
	if err != nil {
		return nil, err
	}
	defer release()
	var out *campaign.Tracker
	err = db.gorm.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		row, err := db.lockCampaign(tx, id, 0)
		if err != nil {
			return err
		}
		st, err := decodeState(row.State, row.Map)
		if err != nil {
			return fmt.Errorf("campaign %d: %w", id, err)
		}
		out, err = db.appendTrackerEvent(tx, id, st, st, battle, rev, actor, ev)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RecordTrackerCard records the card event ev by actor on battle's
// tracker and plays the card by the campaign's own action, which entry
// applies to the state and describes for the log: both in one transaction,
// or neither. The event is checked on the state before the play (the card
// still in the hand).
func (db *DB) RecordTrackerCard(ctx context.Context, id int64, battle, rev int, actor campaign.Actor, ev campaign.TrackerEvent,
	entry func(st *campaign.State, a campaign.Action) (ActionRecord, error)) (*Campaign, *campaign.Tracker, error) {
	if actor.Role != campaign.RoleGM {
		ev.Clan = actor.Clan
	}
	var w *trackerWrite
	cp, err := db.actAlso(ctx, id, 0, func(tx *gorm.DB, st *campaign.State) (ActionRecord, error) {
		b, err := st.TrackedBattle(battle)
		if err != nil {
			return ActionRecord{}, err
		}
		// Checked before the play changes the state: the card still in
		// the hand, no copy of the state kept.
		if w, err = db.checkTrackerEvent(tx, id, st, nil, battle, rev, actor, ev); err != nil {
			return ActionRecord{}, err
		}
		return entry(st, campaign.TrackerCardAction(b, ev))
	}, func(tx *gorm.DB) error {
		seq, err := lastSeq(tx, id) // the play just logged
		if err != nil {
			return err
		}
		for i := range w.checked {
			w.checked[i].Action = seq
		}
		return db.storeTrackerEvents(tx, id, w)
	})
	if err != nil {
		return nil, nil, err
	}
	b, _ := trackedBattle(db.gorm.WithContext(ctx), id, cp.State, battle)
	events, err := db.TrackerEvents(ctx, id, battle)
	if err != nil {
		return nil, nil, err
	}
	return cp, campaign.ReplayTracker(cp.State, b, events), nil
}

// trackerWrite is a tracker event checked and not yet stored: the events
// it stores (a roll and its outcome, or one event) and the tracker they
// were checked on.
type trackerWrite struct {
	battle  int
	b       campaign.Battle
	events  []campaign.TrackerEvent // the battle's events before it
	tr      *campaign.Tracker
	checked []campaign.TrackerEvent
}

// appendTrackerEvent checks ev against the tracker replayed over before
// and stores it; the tracker returned is replayed over after (nil: not
// wanted, the caller replays it).
func (db *DB) appendTrackerEvent(tx *gorm.DB, id int64, before, after *campaign.State, battle, rev int, actor campaign.Actor, ev campaign.TrackerEvent) (*campaign.Tracker, error) {
	w, err := db.checkTrackerEvent(tx, id, before, after, battle, rev, actor, ev)
	if err != nil {
		return nil, err
	}
	if err := db.storeTrackerEvents(tx, id, w); err != nil {
		return nil, err
	}
	if after == nil {
		return nil, nil
	}
	return campaign.ReplayTracker(after, w.b, append(w.events, w.checked...)), nil
}

// checkTrackerEvent checks ev, made on revision rev, against battle's
// tracker replayed over before. A revision the tracker has moved past is
// a *campaign.TrackerConflict carrying the tracker replayed over after
// (over before when after is nil).
func (db *DB) checkTrackerEvent(tx *gorm.DB, id int64, before, after *campaign.State, battle, rev int, actor campaign.Actor, ev campaign.TrackerEvent) (*trackerWrite, error) {
	b, err := trackedBattle(tx, id, before, battle)
	if err != nil {
		return nil, err
	}
	events, err := trackerEvents(tx, id, battle)
	if err != nil {
		return nil, err
	}
	tr := campaign.ReplayTracker(before, b, events)
	if rev != tr.Rev {
		if after != nil {
			tr = campaign.ReplayTracker(after, b, events)
		}
		return nil, &campaign.TrackerConflict{Tracker: tr}
	}
	checked, err := tr.Record(before, actor, ev, campaign.TrackerRoller(before, battle, tr.Rev+1))
	if err != nil {
		return nil, err
	}
	return &trackerWrite{battle: battle, b: b, events: events, tr: tr, checked: checked}, nil
}

// storeTrackerEvents stores what w checked: on the battle's first event,
// its roster first, as it began.
func (db *DB) storeTrackerEvents(tx *gorm.DB, id int64, w *trackerWrite) error {
	if len(w.events) == 0 {
		if err := db.insertTrackerRow(tx, id, w.battle, w.tr.RosterEvent()); err != nil {
			return err
		}
	}
	for _, x := range w.checked {
		// A roll and its outcome go together, or neither.
		if err := db.insertTrackerRow(tx, id, w.battle, x); err != nil {
			return err
		}
	}
	return nil
}

// insertTrackerRow stores ev as battle's row.
func (db *DB) insertTrackerRow(tx *gorm.DB, id int64, battle int, ev campaign.TrackerEvent) error {
	data, err := json.Marshal(ev)
	if err != nil {
		return fmt.Errorf("encode tracker event: %w", err)
	}
	row := trackerRow{CampaignID: id, Battle: battle, Seq: ev.Seq, Kind: ev.Kind, Maker: ev.Maker, Data: string(data), ActionSeq: ev.Action, CreatedAt: db.clockNow()}
	if err := tx.Create(&row).Error; err != nil {
		// Only a writer that did not lock the campaign can get here.
		return fmt.Errorf("record tracker event %d of battle %d: %w", ev.Seq, battle, campaign.ErrConflict)
	}
	return nil
}

// TrackerRev is battle's tracker revision in campaign id (0: no event).
func (db *DB) TrackerRev(ctx context.Context, id int64, battle int) (int, error) {
	var rev int
	err := db.gorm.WithContext(ctx).Model(&trackerRow{}).Where("campaign_id = ? AND battle = ?", id, battle).Select("COALESCE(MAX(seq), 0)").Scan(&rev).Error
	if err != nil {
		return 0, fmt.Errorf("tracker revision of battle %d of campaign %d: %w", battle, id, err)
	}
	return rev, nil
}

// maxImportTrackerEvents bounds the tracker events an import carries: a
// battle is a few dozen, a ten-year campaign well under a hundred and
// fifty battles.
const maxImportTrackerEvents = 50000

// ExportTracker is one tracker event in an export: its battle and the
// event as stored. Exports before trackers simply have none.
type ExportTracker struct {
	Battle int                   `json:"battle"`
	Event  campaign.TrackerEvent `json:"event"`
}

// exportTrackers lists campaign id's tracker events, by battle and seq.
func exportTrackers(g *gorm.DB, id int64) ([]ExportTracker, error) {
	var rows []trackerRow
	if err := g.Where("campaign_id = ?", id).Order("battle, seq").Find(&rows).Error; err != nil {
		return nil, fmt.Errorf("export trackers: %w", err)
	}
	var out []ExportTracker
	for _, r := range rows {
		e := ExportTracker{Battle: r.Battle}
		if err := json.Unmarshal([]byte(r.Data), &e.Event); err != nil {
			return nil, fmt.Errorf("export tracker event %d of battle %d: %w", r.Seq, r.Battle, err)
		}
		e.Event.Seq = r.Seq
		out = append(out, e)
	}
	return out, nil
}

// checkImportTracker refuses a tracker event an import may not carry: one
// of no battle, no kind, or a revision seen twice.
func checkImportTracker(e ExportTracker, seen map[[2]int]bool) error {
	k := [2]int{e.Battle, e.Event.Seq}
	switch {
	case e.Battle <= 0 || e.Event.Seq < 0 || e.Event.Kind == "":
		return fmt.Errorf("tracker event %d of battle %d is incomplete", e.Event.Seq, e.Battle)
	case seen[k]:
		return fmt.Errorf("two tracker events %d of battle %d", e.Event.Seq, e.Battle)
	}
	seen[k] = true
	return nil
}

// importTrackers stores the tracker events of an import as campaign id's.
func importTrackers(tx *gorm.DB, id int64, events []ExportTracker, now time.Time) error {
	if len(events) == 0 {
		return nil
	}
	rows := make([]trackerRow, len(events))
	for i, e := range events {
		data, err := json.Marshal(e.Event)
		if err != nil {
			return fmt.Errorf("encode tracker event: %w", err)
		}
		rows[i] = trackerRow{CampaignID: id, Battle: e.Battle, Seq: e.Event.Seq, Kind: e.Event.Kind, Maker: e.Event.Maker, Data: string(data), ActionSeq: e.Event.Action, CreatedAt: now}
	}
	if err := tx.CreateInBatches(rows, 200).Error; err != nil {
		return fmt.Errorf("import tracker events: %w", err)
	}
	return nil
}

// undoTrackerCards takes back the tracker events of the card played by
// campaign action seq, in the undo's transaction: each battle's tracker
// gets an undo event by the system naming the card event, so the card
// can be played again and every phone sees the tracker move. Events
// recorded after the card stay; the tracker replays them over the battle
// as it now stands (without the card's effect, MORALE's +2 say).
func undoTrackerCards(tx *gorm.DB, id, seq int64, now time.Time) error {
	var rows []trackerRow
	if err := tx.Select("battle", "seq").Where("campaign_id = ? AND action_seq = ?", id, seq).Find(&rows).Error; err != nil {
		return fmt.Errorf("tracker events of action %d: %w", seq, err)
	}
	for _, r := range rows {
		var last int
		if err := tx.Model(&trackerRow{}).Where("campaign_id = ? AND battle = ?", id, r.Battle).Select("COALESCE(MAX(seq), 0)").Scan(&last).Error; err != nil {
			return fmt.Errorf("tracker revision of battle %d: %w", r.Battle, err)
		}
		ev := campaign.TrackerEvent{Seq: last + 1, Kind: campaign.TrackUndo, Undo: r.Seq, Maker: campaign.TrackerSystem}
		data, err := json.Marshal(ev)
		if err != nil {
			return fmt.Errorf("encode tracker event: %w", err)
		}
		row := trackerRow{CampaignID: id, Battle: r.Battle, Seq: ev.Seq, Kind: ev.Kind, Maker: ev.Maker, Data: string(data), CreatedAt: now}
		if err := tx.Create(&row).Error; err != nil {
			return fmt.Errorf("undo tracker card of battle %d: %w", r.Battle, err)
		}
	}
	return nil
}
