package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers"
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
	// Battles: each season, up to three pairs of clans that may both march
	// into one province fight there, each report with the game master's
	// notes at their longest (campaign.MaxReportNotes).
	longBattlesPerSeason = 3
)

// longNoteText is a note of n characters as a player writes one: words,
// accents, punctuation.
func longNoteText(n int) string {
	words := strings.Fields("incontriamoci al confine di Kai prima del raccolto porta due Ashigaru e il tè " +
		"il clan Hojo non sa nulla dell'accordo giura sul tuo onore che Uesugi resterà fermo in autunno")
	var b strings.Builder
	for i := 0; utf8.RuneCountInString(b.String()) < n; i++ {
		b.WriteString(words[(i*7+i/3)%len(words)])
		b.WriteByte(' ')
	}
	return string([]rune(b.String())[:n])
}

// playLongCampaign plays campaign id until it has logged actions entries,
// notes of them diplomatic notes of text, and leaves it in the Diplomacy
// phase of a later Spring with the clock running at the server's time and
// no bound on notes, so that the next note is the measured action. In
// Spring, as in a fresh campaign, the Winter tally has just archived the
// past year's ledger: what the state holds of the year in play (a ledger
// entry for every Prestige a battle moved) is the same for a campaign in
// its first year, and the measure is of what its age adds.
func playLongCampaign(t testing.TB, db *models.DB, id int64, actions, notes int, text string) {
	t.Helper()
	ctx := context.Background()
	clock := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	perSeason := map[string]int{}
	battles := newLongBattles(longNoteText(campaign.MaxReportNotes))
	played, noted := 0, 0
	for played < actions || (played >= actions && !inSpringDiplomacy(t, db, id)) {
		if played > actions+1000 {
			t.Fatal("the long campaign does not reach a Spring's Diplomacy phase")
		}
		_, err := db.Act(ctx, id, 0, func(st *campaign.State) (models.ActionRecord, error) {
			if st.Deck.Pass == 2 && len(st.Deck.DrawPile) <= 1 {
				st.Deck.Pass = 1 // the deck never runs out in years of play
			}
			clock = clock.Add(time.Second)
			tries := append(battles.next(st), longNextActions(st, perSeason, noted < notes && played < actions, text)...)
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
					Payload: string(payload), Rolls: campaign.MarshalRolls(out.Rolls), Events: string(events), Box: out.Box, Archive: out.Archive,
					Reports: out.Reports, ReportNotes: out.ReportNotes}, nil
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

// longBattles plays the long campaign's battles: each season, pairs of
// clans both march into a province and fight (§9), the attacker wins
// (Takeda always: its player passes the measured notes), and the game
// master writes the report's notes, notes long.
type longBattles struct {
	notes  string
	noted  map[int]bool
	target map[campaign.Clan]int // this season's march, by clan
	season string
}

func newLongBattles(notes string) *longBattles {
	return &longBattles{notes: notes, noted: map[int]bool{}}
}

// next lists what the battles need next in st, before anything else.
func (lb *longBattles) next(st *campaign.State) []attempt {
	if st.Pending != nil || st.Ninja != nil {
		return nil
	}
	gm := campaign.GM()
	for _, f := range st.Fought {
		if !lb.noted[f.ID] {
			lb.noted[f.ID] = true
			return []attempt{{gm, campaign.Action{Kind: campaign.ActBattleNote, Battle: f.ID, Text: lb.notes}}}
		}
	}
	switch st.Phase {
	case campaign.PhaseMovement:
		if c := st.Mover(); c != "" && st.MoveRound != 2 {
			if p := lb.plan(st)[c]; p != 0 {
				return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActMove, Province: p}}}
			}
		}
	case campaign.PhaseEndOfMovement:
		for _, cf := range st.Confrontations {
			if c := cf.Chooser(); c != "" {
				return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActConfront, Province: cf.Province, Choice: campaign.ChooseFight}}}
			}
		}
	case campaign.PhaseSieges:
		// The winner, left in the province, besieges it: he rolls, and
		// takes a failed roll as it falls.
		for _, sg := range st.Sieges {
			if !sg.Done {
				who := campaign.PlayerOf(sg.Besieger)
				return []attempt{{who, campaign.Action{Kind: campaign.ActSiege, Province: sg.Province, Choice: "roll"}},
					{who, campaign.Action{Kind: campaign.ActReroll, Province: sg.Province, Choice: "accept"}}}
			}
		}
	case campaign.PhaseBattles:
		for _, b := range st.Battles {
			if !b.Done && !b.Cancelled {
				winner := b.Attacker
				if b.Defender == campaign.Takeda {
					winner = b.Defender // the measured player stays in the game
				}
				return []attempt{{gm, campaign.Action{Kind: campaign.ActBattleResult, Result: &campaign.BattleResult{Battle: b.ID, Winner: winner}}}}
			}
		}
	}
	return nil
}

// plan is this season's marches: pairs of clans that may both march
// into one province no army stands in and no clan has for capital (so
// that every clan plays on), longBattlesPerSeason pairs at most.
func (lb *longBattles) plan(st *campaign.State) map[campaign.Clan]int {
	key := fmt.Sprintf("%d-%d", st.Year, st.Season)
	if lb.season == key {
		return lb.target
	}
	lb.season, lb.target = key, map[campaign.Clan]int{}
	taken := map[int]bool{}
	reach := map[campaign.Clan][]int{}
	act := st.ActiveClans()
	for _, c := range act {
		taken[st.Clan(c).Army.Location] = true
		for _, d := range st.Destinations(c) {
			if _, capital := st.IsCapital(d.Province); d.Legal && !capital {
				reach[c] = append(reach[c], d.Province)
			}
		}
	}
	for i, a := range act {
		for _, b := range act[i+1:] {
			_, busyA := lb.target[a]
			_, busyB := lb.target[b]
			if busyA || busyB || len(lb.target) >= 2*longBattlesPerSeason {
				continue
			}
			for _, p := range reach[a] {
				if slices.Contains(reach[b], p) && !taken[p] {
					lb.target[a], lb.target[b], taken[p] = p, p, true
					break
				}
			}
		}
	}
	return lb.target
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

func inSpringDiplomacy(t testing.TB, db *models.DB, id int64) bool {
	t.Helper()
	cp, err := db.Campaign(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return cp.State.Phase == campaign.PhaseDiplomacy && cp.State.Season == campaign.Spring
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
		t.Logf("campaign %d: %d notes in the box, state %d bytes (map included), ledger %d, tallies %d, fought battles %d",
			c.id, cp.State.NoteCount, len(data), len(cp.State.Ledger), len(cp.State.Tallies), len(cp.State.Fought))
		if n := len(cp.State.Fought); n > 0 {
			inside, index := reportBytes(t, ts.db, cp)
			t.Logf("campaign %d: a fought battle costs the state %d bytes (%d with its report inside it, as stored before)", c.id, index/n, inside/n)
		}
	}
	return longCampaigns{ts: ts, fresh: fresh, long: long}
}

// reportBytes is what cp's fought battles cost its state: their reports
// with their notes, as the state once held them, and the index it holds.
func reportBytes(t testing.TB, db *models.DB, cp *models.Campaign) (inside, index int) {
	t.Helper()
	for _, f := range cp.State.Fought {
		r, err := db.BattleReport(context.Background(), cp.ID, cp.State, f.ID)
		if err != nil {
			t.Fatal(err)
		}
		whole, _ := json.Marshal(r)
		kept, _ := json.Marshal(f)
		inside, index = inside+len(whole)+1, index+len(kept)+1
	}
	return inside, index
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
	// The engine's cost, not the per-session limit's.
	ts := newTestServerWith(b, handlers.Options{CreatesPerHour: -1, ImportsPerHour: -1, NoActionLimit: true})
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
					rec := httptest.NewRecorder()
					h.ServeHTTP(rec, noteRequest(c.lc, text))
					b.Fatalf("status %d: %s", w.status, rec.Body.String())
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

// TestLoadLongCampaign measures the long campaign against a fresh one on
// the suite's backend, at 32 connections on loopback, a few seconds a
// row: notes passed (acknowledged/s and p99), the map page and the
// Diplomacy tab as Takeda's player reads them (against /healthz in the
// same run), and the database's size. Only with SENGOKU_LOAD=1:
//
//	SENGOKU_LOAD=1 go test -run TestLoadLongCampaign -v ./handlers
func TestLoadLongCampaign(t *testing.T) {
	if os.Getenv("SENGOKU_LOAD") == "" {
		t.Skip("set SENGOKU_LOAD=1 to run the load measurement")
	}
	gin.SetMode(gin.ReleaseMode)
	ts := newTestServerWith(t, handlers.Options{CreatesPerHour: -1, ImportsPerHour: -1, NoActionLimit: true})
	const clients = 32
	d := 4 * time.Second
	logMachine(t)
	start := time.Now()
	sizeBefore, _ := ts.db.Size(context.Background())
	lc := newLongCampaigns(t, ts)
	sizeAfter, _ := ts.db.Size(context.Background())
	t.Logf("%s: the long campaign built in %v; database %.1f MB before, %.1f MB after", suiteBackend.Name, time.Since(start).Round(time.Millisecond),
		float64(sizeBefore)/(1<<20), float64(sizeAfter)/(1<<20))
	logTableSizes(t, ts.db)
	health := loadGET(t, []loadReq{{url: ts.URL + "/healthz"}}, http.StatusOK, clients, d)
	t.Logf("%-34s %s", "/healthz", health)
	text := longNoteText(longNoteChars)
	figures := map[string]float64{}
	for _, c := range []struct {
		name string
		lc   loadCampaign
	}{{"fresh", lc.fresh}, {"long", lc.long}} {
		notes := loadNotes(t, c.lc, text, clients, d)
		t.Logf("%-34s %s", "notes, "+c.name, notes)
		page := loadGET(t, []loadReq{{url: c.lc.page, cookie: c.lc.cookie}}, http.StatusOK, clients, d)
		t.Logf("%-34s %s; %.1f %% of /healthz", "map page, player, "+c.name, page, 100*page.perSecond/health.perSecond)
		dip := loadGET(t, []loadReq{{url: c.lc.page + "/diplomacy", cookie: c.lc.cookie}}, http.StatusOK, clients, d)
		t.Logf("%-34s %s; %.1f %% of /healthz", "Diplomacy tab, player, "+c.name, dip, 100*dip.perSecond/health.perSecond)
		figures["notes "+c.name], figures["page "+c.name], figures["dip "+c.name] = notes.perSecond, page.perSecond, dip.perSecond
	}
	t.Logf("long ÷ fresh, time a request: notes %.2f, map page %.2f, Diplomacy tab %.2f",
		figures["notes fresh"]/figures["notes long"], figures["page fresh"]/figures["page long"], figures["dip fresh"]/figures["dip long"])
	logTableSizes(t, ts.db)
	logMachine(t)
}

// loadNotes passes notes in lc from clients connections for d.
func loadNotes(t *testing.T, lc loadCampaign, text string, clients int, d time.Duration) loadFigures {
	t.Helper()
	if !strings.HasPrefix(lc.api, "http://127.0.0.1:") {
		t.Fatalf("load only targets the local test server, not %q", lc.api)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients, DisableCompression: true}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 10 * time.Second}
	f := runClients(clients, d, func() bool {
		req := noteRequest(lc, text)
		req.RequestURI, req.RemoteAddr = "", ""
		res, err := client.Do(req)
		if err != nil {
			return false
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		return res.StatusCode == http.StatusOK
	})
	if f.errors > 0 {
		t.Errorf("%d notes refused under load", f.errors)
	}
	return f
}

// logTableSizes prints the campaign tables' sizes: on PostgreSQL with
// their indexes, TOAST and dead rows, then after VACUUM FULL.
func logTableSizes(t *testing.T, db *models.DB) {
	t.Helper()
	ctx := context.Background()
	sizes, err := db.TableSizes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Compact(ctx); err != nil {
		t.Fatal(err)
	}
	compact, err := db.TableSizes(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("table sizes: %s (%.2f MB); compacted: %s (%.2f MB): %.2f×", sizes, float64(sizes.Total())/(1<<20), compact,
		float64(compact.Total())/(1<<20), float64(sizes.Total())/float64(compact.Total()))
}
