package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"time"

	"sengoku/campaign"
	"sengoku/events"
	"sengoku/models"
)

// deadlineLease is the lease the instance waking campaigns holds.
const deadlineLease = "deadlines"

// deadlineWorker wakes the campaigns whose deadline has passed, or whose
// players have all acted, and takes their automatic steps. Only the
// instance holding the lease works; the steps themselves are safe however
// many run (campaign.Service.AutoAdvance), the lease only spares the
// database the duplicate work.
type deadlineWorker struct {
	db     *models.DB
	svc    *campaign.Service
	events events.Source
	log    *slog.Logger
	every  time.Duration
	holder string
}

func newDeadlineWorker(db *models.DB, now func() time.Time, ev events.Source, log *slog.Logger, every time.Duration) (*deadlineWorker, error) {
	b := make([]byte, 8)
	if _, err := rand.Read(b); err != nil {
		return nil, err
	}
	svc := campaign.NewService(db, now)
	return &deadlineWorker{db: db, svc: svc, events: ev, log: log, every: every, holder: hex.EncodeToString(b)}, nil
}

// run ticks until ctx ends, then gives the lease up.
func (w *deadlineWorker) run(ctx context.Context) {
	if err := w.db.RewakeAll(ctx); err != nil && ctx.Err() == nil {
		w.log.Warn("deadlines: wake times", "err", err)
	}
	tickLeased(ctx, w.db, deadlineLease, w.holder, w.every, w.tick)
}

// tick takes the due steps of up to 50 campaigns while holding the lease
// (for three ticks, so that a stopped instance is replaced soon).
func (w *deadlineWorker) tick(ctx context.Context) {
	held, err := w.db.TakeLease(ctx, deadlineLease, w.holder, 3*w.every)
	if err != nil || !held {
		if err != nil && ctx.Err() == nil {
			w.log.Warn("deadlines: lease", "err", err)
		}
		return
	}
	ids, err := w.db.DueCampaigns(ctx, 50)
	if err != nil {
		w.log.Warn("deadlines", "err", err)
		return
	}
	for _, id := range ids {
		w.wake(ctx, id)
	}
	w.remind(ctx)
}

// remind queues the "deadline in one hour" notices of the campaigns near
// their deadline (once per deadline: models.QueueSoon).
func (w *deadlineWorker) remind(ctx context.Context) {
	ids, err := w.db.SoonCampaigns(ctx, 50)
	if err != nil {
		w.log.Warn("deadlines: reminders", "err", err)
		return
	}
	for _, id := range ids {
		if n, err := w.db.QueueSoon(ctx, id); err != nil {
			w.log.Warn("deadlines: reminder", "campaign", id, "err", err)
		} else if n > 0 {
			w.log.Info("deadlines: reminders queued", "campaign", id, "notices", n)
		}
	}
	if err := w.db.PruneSoon(ctx); err != nil {
		w.log.Warn("deadlines: reminders", "err", err)
	}
}

// wake takes campaign id's due steps; a failure is logged and retried at
// the next tick (its wake time stays), each step being whole or nothing.
func (w *deadlineWorker) wake(ctx context.Context, id int64) {
	saved, n, err := w.svc.AutoAdvance(ctx, id)
	if saved != nil {
		if perr := w.events.Publish(ctx, id, saved.Version); perr != nil {
			w.log.Warn("deadlines: publish", "campaign", id, "err", perr)
		}
	}
	if err != nil {
		w.log.Warn("deadlines: automatic step failed, retried at the next tick", "campaign", id, "err", err)
		return
	}
	if n > 0 {
		w.log.Info("deadlines: automatic steps", "campaign", id, "steps", n)
	}
	if n == 0 {
		// Woken for nothing (a deadline the GM has just moved): look again
		// at its new time, not at every tick.
		if err := w.db.Rewake(ctx, id); err != nil {
			w.log.Warn("deadlines: rewake", "campaign", id, "err", err)
		}
	}
}
