package models

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/models/dbtest"
)

// readEvents reads the messages of the log entries of campaign id.
func readEvents(t *testing.T, db *DB, id int64) ([]ActionRecord, [][]campaign.Message) {
	t.Helper()
	log, err := db.Actions(context.Background(), id, 0, 10)
	if err != nil {
		t.Fatal(err)
	}
	out := make([][]campaign.Message, len(log))
	for i, r := range log {
		if err := json.Unmarshal([]byte(r.Events), &out[i]); err != nil {
			t.Fatalf("entry %d events %s: %v", r.Seq, r.Events, err)
		}
	}
	return log, out
}

// An action log row written before messages had keys holds only their
// words ({"kind","en","it","private"}): it still reads, each message
// rendering in either language as it was stored.
func TestOldLogMessagesRenderAsStored(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		id, err := db.NewCampaign(ctx, newState(t), "hash", nil)
		if err != nil {
			t.Fatal(err)
		}
		old := `[{"kind":"draw","en":"Takeda draws a card and keeps it.","it":"Takeda pesca una carta e la tiene."},` +
			`{"kind":"hand","en":"You draw SPY (8-D): Read all the diplomatic notes kept in the box.","it":"Peschi SPIA (8-D): Leggi tutti i biglietti conservati nell'apposita scatola.","private":"Takeda"}]`
		if _, err := db.Act(ctx, id, 1, func(st *campaign.State) (ActionRecord, error) {
			return ActionRecord{ActorRole: RoleGM, Kind: "draw", Events: old}, nil
		}); err != nil {
			t.Fatal(err)
		}
		_, msgs := readEvents(t, db, id)
		if len(msgs) != 1 || len(msgs[0]) != 2 {
			t.Fatalf("messages %+v", msgs)
		}
		m, hand := msgs[0][0], msgs[0][1]
		if m.Kind != "draw" || m.Private != "" || i18n.EN.Render(m.Msg) != "Takeda draws a card and keeps it." || i18n.IT.Render(m.Msg) != "Takeda pesca una carta e la tiene." {
			t.Errorf("old public message: %+v → %q / %q", m, m.English(), m.Italian())
		}
		if hand.Kind != "hand" || hand.Private != campaign.Takeda || !strings.HasPrefix(hand.Italian(), "Peschi SPIA (8-D)") || !strings.HasPrefix(hand.English(), "You draw SPY (8-D)") {
			t.Errorf("old private message: %+v → %q / %q", hand, hand.English(), hand.Italian())
		}
		// Written again (an export, a copy), it keeps its words.
		again, err := json.Marshal(msgs[0])
		if err != nil || !strings.Contains(string(again), `"it":"Takeda pesca una carta e la tiene."`) || !strings.Contains(string(again), `"private":"Takeda"`) {
			t.Errorf("old messages written again: %s %v", again, err)
		}
	})
}

// A new log row stores each message as its key and arguments (with its
// words in both languages beside them), and reads back rendering in the
// reader's language with the words of the catalogue.
func TestNewLogMessagesStoreKeyAndArgs(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, b dbtest.Backend) {
		db, _ := openTest(t, b)
		ctx := context.Background()
		svc := campaign.NewService(db, time.Now)
		id, _, err := svc.Create(ctx, campaign.Setup{Name: "Chiavi", Scenario: campaign.Custom,
			Players: map[campaign.Clan]string{campaign.Takeda: "A", campaign.Uesugi: "B"}}, "hash")
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := svc.Act(ctx, id, 0, campaign.GM(), campaign.Action{Kind: campaign.ActSetOption, Key: "tableDice", Value: "true"}); err != nil {
			t.Fatal(err)
		}
		log, msgs := readEvents(t, db, id)
		if len(msgs) != 1 || len(msgs[0]) != 1 {
			t.Fatalf("messages %+v", msgs)
		}
		raw := log[0].Events
		for _, want := range []string{`"kind":"option"`, `"key":"campaign.option-set"`, `"args":[`, `"en":`, `"it":`} {
			if !strings.Contains(raw, want) {
				t.Errorf("stored events lack %s: %s", want, raw)
			}
		}
		m := msgs[0][0]
		if m.Msg.Key != "campaign.option-set" || len(m.Msg.Args) == 0 {
			t.Fatalf("read back without its key: %+v", m)
		}
		if en, it := i18n.EN.Render(m.Msg), i18n.IT.Render(m.Msg); en == it || !strings.Contains(raw, `"en":`+quote(en)) || !strings.Contains(raw, `"it":`+quote(it)) {
			t.Errorf("rendered %q / %q, stored %s", en, it, raw)
		}
	})
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
