package campaign

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"
)

// memStore keeps one campaign as its stored text, as a database does:
// every Act decodes a fresh state, and a refused change stores nothing.
type memStore struct {
	t       testing.TB
	text    []byte
	version int64
	loads   int
	entries []LogEntry
}

func (m *memStore) CreateCampaign(context.Context, *State, string, []Seat, Listing) (int64, error) {
	return 0, errors.New("not kept")
}

func (m *memStore) Act(_ context.Context, id, want int64, change func(st *State) (LogEntry, error)) (*Saved, error) {
	if want != 0 && want != m.version {
		return nil, ErrConflict
	}
	m.loads++
	var st State
	if err := json.Unmarshal(m.text, &st); err != nil {
		m.t.Fatal(err)
	}
	e, err := change(&st)
	if err != nil {
		return nil, err
	}
	m.text, m.version = mustJSON(m.t, &st), m.version+1
	m.entries = append(m.entries, e)
	return &Saved{ID: id, Version: m.version, State: &st}, nil
}

func (m *memStore) Undo(context.Context, int64, int64, func(LogEntry) LogEntry) (*Saved, LogEntry, error) {
	return nil, LogEntry{}, errors.New("not kept")
}

// An action reads its campaign once, in its transaction, and copies no
// state: not to restore it on a refusal (the store throws it away), not
// to compare before and after for the notices (the turn before is kept).
func TestActionLoadsOnceAndCopiesNoState(t *testing.T) {
	g := started(t, nil)
	g.safe = true
	g.drawAll()
	m := &memStore{t: t, text: mustJSON(t, g.s), version: 1}
	clock := t0.Add(time.Hour)
	svc := NewService(m, func() time.Time { clock = clock.Add(time.Second); return clock })
	ctx := context.Background()
	act := func(actor Actor, a Action) ([]Notice, error) {
		t.Helper()
		loads, copied := m.loads, StateCopies()
		_, _, err := svc.Act(ctx, 1, 0, actor, a)
		if m.loads-loads != 1 {
			t.Errorf("%s: %d loads, want 1", a.Kind, m.loads-loads)
		}
		if n := StateCopies() - copied; n != 0 {
			t.Errorf("%s: %d states copied, want none", a.Kind, n)
		}
		if err != nil {
			return nil, err
		}
		return m.entries[len(m.entries)-1].Notices, nil
	}
	st := func() *State {
		var s State
		if err := json.Unmarshal(m.text, &s); err != nil {
			t.Fatal(err)
		}
		return &s
	}
	// A refused action stores nothing and copies nothing either.
	stored := string(m.text)
	if _, err := act(PlayerOf(Mori), Action{Kind: ActNote, Clan: Takeda, Target: Hojo, Text: "NO"}); err == nil {
		t.Fatal("Mori wrote Takeda's note")
	}
	if string(m.text) != stored {
		t.Fatal("a refused action changed the stored campaign")
	}
	phase, err := act(GM(), Action{Kind: ActAdvance})
	if err != nil {
		t.Fatal(err)
	}
	if st().Phase != PhaseDiplomacy || !slices.Contains(phase, Notice{Kind: NoticePhase, GM: true}) ||
		!slices.Contains(phase, Notice{Kind: NoticePhase, Clan: Mori}) {
		t.Fatalf("advance to %s told %+v", st().Phase, phase)
	}
	note, err := act(PlayerOf(Takeda), Action{Kind: ActNote, Target: Hojo, Text: "MEET AT KAI"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(note, Notice{Kind: NoticeNote, Clan: Hojo}) || slices.Contains(note, Notice{Kind: NoticePhase, GM: true}) {
		t.Fatalf("a note told %+v", note)
	}
	// A penalty of a number of elements: the engine picks them (C-11).
	want := PenaltyElements(st(), Mori, 2)
	before := slices.Clone(st().Clan(Mori).Army.Elements)
	if _, err := act(GM(), Action{Kind: ActPenalty, Target: Mori, Count: 2}); err != nil {
		t.Fatal(err)
	}
	var kept []Element
	for i, el := range before {
		if !slices.Contains(want, i) {
			kept = append(kept, el)
		}
	}
	if got := st().Clan(Mori).Army.Elements; !slices.Equal(got, kept) {
		t.Fatalf("penalty of 2 left %+v, want %+v", got, kept)
	}
}

// A penalty given as a count removes what PenaltyElements picks, the
// General's element last, and replays from its log as it was played.
func TestPenaltyCountIsTheElementsPicked(t *testing.T) {
	byCount, byList := started(t, nil), started(t, nil)
	n := len(byCount.s.Clan(Mori).Army.Elements)
	for _, k := range []int{1, n - 2, 1} {
		byCount.gm(Action{Kind: ActPenalty, Target: Mori, Count: k})
		byList.gm(Action{Kind: ActPenalty, Target: Mori, Elements: PenaltyElements(byList.s, Mori, k)})
		if a, b := mustJSON(t, byCount.s.Clan(Mori)), mustJSON(t, byList.s.Clan(Mori)); string(a) != string(b) {
			t.Fatalf("penalty of %d: by count %s, by list %s", k, a, b)
		}
	}
	if els := byCount.s.Clan(Mori).Army.Elements; len(els) != 0 {
		t.Fatalf("left %+v", els)
	}
	byCount.refused(GM(), Action{Kind: ActPenalty, Target: Hojo}, nil)
}
