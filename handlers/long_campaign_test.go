package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"sengoku/campaign"
	"sengoku/models"
)

// The long campaign: a club's campaign after months of play, 2,000
// actions of which 1,500 are diplomatic notes of 2,000 characters (ten
// notes a clan a season, some six years), played through the engine and
// stored as the site stores every action. An action in it must cost what
// it costs in a fresh campaign.
const (
	longActions   = 2000
	longNotes     = 1500
	longNoteChars = 2000
	longPerClan   = 10
)

// longNoteText is a note of n characters as a player writes one: words,
// accents, punctuation.
func longNoteText(n int) string {
	words := strings.Fields("incontriamoci al confine di Kai prima del raccolto porta due Ashigaru e il tè " +
		"il clan Hojo non sa nulla dell'accordo giura sul tuo onore che Uesugi resterà fermo in autunno")
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(words[(i*7+i/3)%len(words)])
		b.WriteByte(' ')
	}
	return string([]rune(b.String())[:n])
}

// playLongCampaign plays campaign id until it has logged actions entries,
// notes of them diplomatic notes of text, and leaves it in the Diplomacy
// phase of a later season with the clock running at the server's time and
// no bound on notes, so that the next note is the measured action.
func playLongCampaign(t testing.TB, db *models.DB, id int64, actions, notes int, text string) {
	t.Helper()
	ctx := context.Background()
	clock := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	perSeason := map[string]int{}
	played, noted := 0, 0
	for played < actions || (played >= actions && !inDiplomacy(t, db, id)) {
		if played > actions+500 {
			t.Fatal("the long campaign does not reach the Diplomacy phase")
		}
		_, err := db.Act(ctx, id, 0, func(st *campaign.State) (models.ActionRecord, error) {
			if st.Deck.Pass == 2 && len(st.Deck.DrawPile) <= 1 {
				st.Deck.Pass = 1 // the deck never runs out in years of play
			}
			clock = clock.Add(time.Second)
			tries := longNextActions(st, perSeason, noted < notes && played < actions, text)
			for _, try := range tries {
				try.a.At = clock
				out, err := campaign.Step(st, try.actor, try.a)
				if err != nil {
					continue
				}
				if try.a.Kind == campaign.ActNote {
					perSeason[fmt.Sprintf("%d-%d-%s", st.Year, st.Season, try.actor.Clan)]++
					noted++
				}
				payload, _ := json.Marshal(try.a)
				events, _ := json.Marshal(out.Messages)
				return models.ActionRecord{ActorRole: string(try.actor.Role), ActorClan: string(try.actor.Clan), Kind: string(try.a.Kind),
					Payload: string(payload), Rolls: campaign.MarshalRolls(out.Rolls), Events: string(events), Box: out.Box}, nil
			}
			return models.ActionRecord{}, fmt.Errorf("stuck in %s %d %s", st.Season, st.Year, st.Phase)
		})
		if err != nil {
			t.Fatal(err)
		}
		played++
	}
	openDiplomacy(t, db, id)
}

// longNextActions is nextActions with more notes: longPerClan a clan a
// season while note is set.
func longNextActions(st *campaign.State, perSeason map[string]int, note bool, text string) []attempt {
	if st.Phase != campaign.PhaseDiplomacy || !note || st.Pending != nil || st.Ninja != nil {
		return nextActions(st, map[string]int{fmt.Sprintf("%d-%d-", st.Year, st.Season): 99})
	}
	act := st.ActiveClans()
	for i, c := range act {
		n := perSeason[fmt.Sprintf("%d-%d-%s", st.Year, st.Season, c)]
		if n < longPerClan {
			to := act[(i+1+n%(len(act)-1))%len(act)]
			return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActNote, Target: to, Text: text}},
				{campaign.GM(), campaign.Action{Kind: campaign.ActAdvance}}}
		}
	}
	return []attempt{{campaign.GM(), campaign.Action{Kind: campaign.ActAdvance}}}
}

func inDiplomacy(t testing.TB, db *models.DB, id int64) bool {
	t.Helper()
	cp, err := db.Campaign(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return cp.State.Phase == campaign.PhaseDiplomacy
}

// openDiplomacy runs campaign id's diplomacy clock from the server's time
// on (five more minutes, as the game master's extension does) and lifts
// the bound on notes: notes can then be passed for as long as a
// benchmark runs.
func openDiplomacy(t testing.TB, db *models.DB, id int64) {
	t.Helper()
	for _, a := range []campaign.Action{
		{Kind: campaign.ActSetOption, Key: "notesPerPhase", Value: "0"},
		{Kind: campaign.ActTimer, Choice: "extend", Text: "misura"},
	} {
		if _, err := db.Act(context.Background(), id, 0, func(st *campaign.State) (models.ActionRecord, error) {
			a.At = time.Now().UTC()
			_, err := campaign.Step(st, campaign.GM(), a)
			return models.ActionRecord{ActorRole: "gm", Kind: string(a.Kind)}, err
		}); err != nil {
			t.Fatal(err)
		}
	}
}

// longCampaigns is a fresh campaign and a long one on one test server,
// each with Takeda's player signed in, both in the Diplomacy phase.
type longCampaigns struct {
	ts          *testServer
	fresh, long loadCampaign
}

func newLongCampaigns(t testing.TB, ts *testServer) longCampaigns {
	t.Helper()
	text := longNoteText(longNoteChars)
	fresh := newLoadCampaign(t, ts, func(st *campaign.State) bool { return st.Phase == campaign.PhaseDiplomacy })
	openDiplomacy(t, ts.db, fresh.id)
	id, client := benchCampaign(t, ts.URL)
	playLongCampaign(t, ts.db, id, longActions, longNotes, text)
	u, _ := url.Parse(ts.URL)
	var cookie []string
	for _, c := range client.Jar.Cookies(u) {
		cookie = append(cookie, c.Name+"="+c.Value)
	}
	long := loadCampaign{id: id, page: fmt.Sprintf("%s/campaigns/%d", ts.URL, id), api: fmt.Sprintf("%s/api/campaigns/%d", ts.URL, id),
		view: fmt.Sprintf("%s/api/campaigns/%d/view", ts.URL, id), cookie: strings.Join(cookie, "; ")}
	for _, c := range []loadCampaign{fresh, long} {
		cp, err := ts.db.Campaign(context.Background(), c.id)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := json.Marshal(cp.State)
		t.Logf("campaign %d: %d notes in the box, state %d bytes (map included), ledger %d, tallies %d, reports %d",
			c.id, cp.State.NoteCount, len(data), len(cp.State.Ledger), len(cp.State.Tallies), len(cp.State.Reports))
	}
	return longCampaigns{ts: ts, fresh: fresh, long: long}
}

// noteRequest is Takeda's player passing a note to Hojo in lc, through
// the JSON API.
func noteRequest(lc loadCampaign, text string) *http.Request {
	body, _ := json.Marshal(map[string]string{"kind": "note", "target": "Hojo", "text": text})
	req, _ := http.NewRequest(http.MethodPost, lc.api+"/actions", strings.NewReader(string(body)))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Cookie", lc.cookie)
	req.RemoteAddr = "127.0.0.1:1"
	return req
}

// BenchmarkLongCampaignAction is one action, a note of 2,000 characters
// through the JSON API inside the handler, in a fresh campaign and in the
// long one (2,000 actions, 1,500 of them such notes), on the suite's
// backend (TestMain runs it on each): the two must cost the same. Beside
// it, the Diplomacy tab as Takeda's player reads it, which shows the
// present season.
func BenchmarkLongCampaignAction(b *testing.B) {
	ts := newTestServer(b)
	lc := newLongCampaigns(b, ts)
	text := longNoteText(longNoteChars)
	h := ts.Config.Handler
	for _, c := range []struct {
		name string
		lc   loadCampaign
	}{{"fresh", lc.fresh}, {"long", lc.long}} {
		b.Run("note-"+c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				w := &discardWriter{header: http.Header{}}
				h.ServeHTTP(w, noteRequest(c.lc, text))
				if w.status != http.StatusOK {
					b.Fatalf("status %d", w.status)
				}
			}
		})
		b.Run("diplomacy-"+c.name, func(b *testing.B) {
			b.ReportAllocs()
			req := loadReq{url: c.lc.page + "/diplomacy", cookie: c.lc.cookie}.request()
			req.RemoteAddr = "127.0.0.1:1"
			for b.Loop() {
				w := &discardWriter{header: http.Header{}}
				h.ServeHTTP(w, req)
				if w.status != http.StatusOK {
					b.Fatalf("status %d", w.status)
				}
			}
		})
	}
}
