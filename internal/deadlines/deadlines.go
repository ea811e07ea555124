// Package deadlines wakes the campaigns whose phase deadline has passed,
// or whose players have all acted, and takes their automatic steps; it
// queues the "deadline in one hour" reminders too. The server runs one
// Worker; with several instances, only the lease holder works.
package deadlines

import (
	"context"
	"log/slog"
	"time"

	"sengoku/campaign"
	"sengoku/events"
	"sengoku/internal/lease"
	"sengoku/models"
)

// Lease is the lease the instance waking campaigns holds.
const Lease = "deadlines"

// Worker wakes the campaigns whose deadline has passed, or whose
// players have all acted, and takes their automatic steps. Only the
// instance holding the lease works; the steps themselves are safe however
// many run (campaign.Service.AutoAdvance), the lease only spares the
// database the duplicate work.
type Worker struct {
	db     *models.DB
	svc    *campaign.Service
	events events.Source
	log    *slog.Logger
	every  time.Duration
	holder string
}

// New returns the worker ticking every interval at the clock now, telling
// ev of every campaign it changes; it names this instance as a fresh
// lease holder (Holder).
func New(db *models.DB, now func() time.Time, ev events.Source, log *slog.Logger, every time.Duration) (*Worker, error) {
	holder, err := lease.NewHolder()
	if err != nil {
		return nil, err
	}
	svc := campaign.NewService(db, now)
	return &Worker{db: db, svc: svc, events: ev, log: log, every: every, holder: holder}, nil
}

// Holder is the name this instance holds its leases by: the notice
// worker shares it.
func (w *Worker) Holder() string { return w.holder }

// Run ticks until ctx ends, then gives the lease up.
func (w *Worker) Run(ctx context.Context) {
	if err := w.db.RewakeAll(ctx); err != nil && ctx.Err() == nil {
		w.log.Warn("deadlines: wake times", "err", err)
	}
	lease.Run(ctx, w.db, Lease, w.holder, w.every, w.Tick)
}

// Tick takes the due steps of up to 50 campaigns while holding the lease
// (for three ticks, so that a stopped instance is replaced soon), and
// queues the reminders due.
func (w *Worker) Tick(ctx context.Context) {
	held, err := w.db.TakeLease(ctx, Lease, w.holder, 3*w.every)
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
func (w *Worker) remind(ctx context.Context) {
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
func (w *Worker) wake(ctx context.Context, id int64) {
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
