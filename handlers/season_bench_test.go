package handlers_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/bcrypt"

	"sengoku/campaign"
	"sengoku/handlers"
	"sengoku/models"
	"sengoku/models/dbtest"
)

// benchCampaign creates a 6-player campaign through the API and returns
// its id and a client logged in as the Takeda player.
func benchCampaign(b testing.TB, base string) (int64, *http.Client) {
	b.Helper()
	body := `{"name":"Bench","scenario":"six","players":{"Hojo":"A","Uesugi":"B","Takeda":"C","Imagawa":"D","Mori":"E","Shimazu":"F"},"gmPassword":"kawanakajima"}`
	res, err := http.Post(base+"/api/campaigns", "application/json", strings.NewReader(body))
	if err != nil {
		b.Fatal(err)
	}
	defer res.Body.Close()
	var out struct {
		ID        int64             `json:"id"`
		JoinLinks map[string]string `json:"joinLinks"`
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		b.Fatal(err)
	}
	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	u, _ := url.Parse(out.JoinLinks["Takeda"])
	r, err := client.Get(base + u.Path)
	if err != nil {
		b.Fatal(err)
	}
	r.Body.Close()
	return out.ID, client
}

// autoplay plays whole seasons on campaign id straight through the store,
// as the web layer does (one db.Act per action), until the given year:
// every clan draws, resolves its card, passes four notes and makes a
// declaration, stays home; the GM advances. The deck is kept from running
// out twice (a fixture: the rules would end the game after about five
// years).
func autoplay(b testing.TB, db *models.DB, id int64, untilYear int) int {
	b.Helper()
	return autoplayUntil(b, db, id, func(st *campaign.State) bool { return st.Year >= untilYear })
}

// autoplayUntil is autoplay until stop holds (or the campaign ends).
func autoplayUntil(b testing.TB, db *models.DB, id int64, stop func(*campaign.State) bool) int {
	b.Helper()
	ctx := context.Background()
	clock := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	notes := map[string]int{}
	actions := 0
	for i := 0; ; i++ {
		if i > 20000 {
			b.Fatal("autoplay does not end")
		}
		var done bool
		_, err := db.Act(ctx, id, 0, func(st *campaign.State) (models.ActionRecord, error) {
			if stop(st) || st.Phase == campaign.PhaseEnded {
				done = true
				return models.ActionRecord{}, errStop
			}
			if st.Deck.Pass == 2 && len(st.Deck.DrawPile) <= 1 {
				st.Deck.Pass = 1
			}
			clock = clock.Add(time.Second)
			for _, try := range nextActions(st, notes) {
				try.a.At = clock
				out, err := campaign.Step(st, try.actor, try.a)
				if err != nil {
					continue
				}
				if try.a.Kind == campaign.ActNote || try.a.Kind == campaign.ActDeclare {
					notes[fmt.Sprintf("%d-%d-%s", st.Year, st.Season, try.actor.Clan)]++
				}
				payload, _ := json.Marshal(try.a)
				events, _ := json.Marshal(out.Messages)
				return models.ActionRecord{ActorRole: string(try.actor.Role), ActorClan: string(try.actor.Clan), Kind: string(try.a.Kind),
					Payload: string(payload), Rolls: campaign.MarshalRolls(out.Rolls), Events: string(events), Box: out.Box, Archive: out.Archive,
					Reports: out.Reports, ReportNotes: out.ReportNotes}, nil
			}
			return models.ActionRecord{}, fmt.Errorf("stuck in %s %d %s", st.Season, st.Year, st.Phase)
		})
		if done {
			return actions
		}
		if err != nil {
			b.Fatal(err)
		}
		actions++
	}
}

var errStop = fmt.Errorf("stop")

type attempt struct {
	actor campaign.Actor
	a     campaign.Action
}

// nextActions lists what to try next, in order: the first that the engine
// accepts is played.
func nextActions(st *campaign.State, notes map[string]int) []attempt {
	gm := attempt{campaign.GM(), campaign.Action{Kind: campaign.ActAdvance}}
	if n := st.Ninja; n != nil {
		return []attempt{{campaign.PlayerOf(n.Target), campaign.Action{Kind: campaign.ActNinjaAnswer}}}
	}
	if p := st.Pending; p != nil {
		who := campaign.PlayerOf(p.Clan)
		var out []attempt
		for _, o := range p.Options {
			a := campaign.Action{Kind: campaign.ActChooseCard}
			switch p.Kind {
			case "province":
				a.Province, _ = strconv.Atoi(o)
			case "element":
				a.Choice = o
			default:
				for k := 0; k < p.Picks; k++ {
					a.Choices = append(a.Choices, o)
				}
			}
			out = append(out, attempt{who, a})
		}
		// Mixed replacements: every pair of types.
		if p.Kind == "replacement" && p.Picks == 2 {
			for i := range p.Options {
				for j := i + 1; j < len(p.Options); j++ {
					out = append(out, attempt{who, campaign.Action{Kind: campaign.ActChooseCard, Choices: []string{p.Options[i], p.Options[j]}}})
				}
			}
		}
		return out
	}
	switch st.Phase {
	case campaign.PhaseSetup:
		return []attempt{{campaign.GM(), campaign.Action{Kind: campaign.ActStart}}}
	case campaign.PhaseDraw:
		if c := st.NextDrawer(); c != "" {
			return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActDraw}}}
		}
	case campaign.PhaseDiplomacy:
		for _, c := range st.ActiveClans() {
			key := fmt.Sprintf("%d-%d-%s", st.Year, st.Season, c)
			switch n := notes[key]; {
			case n < 4:
				act := st.ActiveClans()
				to := act[(n%(len(act)-1)+1+indexOf(act, c))%len(act)]
				return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActNote, Target: to, Text: "Meet me at the border " + key}}, gm}
			case n == 4:
				return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActDeclare, Text: "Peace in our time " + key}}, gm}
			}
		}
	case campaign.PhaseMovement:
		if c := st.Mover(); c != "" {
			return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActStay}}}
		}
	case campaign.PhaseEndOfMovement:
		for _, cf := range st.Confrontations {
			if c := cf.Chooser(); c != "" {
				return []attempt{{campaign.PlayerOf(c), campaign.Action{Kind: campaign.ActConfront, Province: cf.Province, Choice: campaign.ChooseWithdraw}}}
			}
		}
	}
	return []attempt{gm}
}

func indexOf(cs []campaign.Clan, c campaign.Clan) int {
	for i, k := range cs {
		if k == c {
			return i
		}
	}
	return 0
}

// BenchmarkSeasonCampaignPage compares the campaign (map) page of a fresh
// campaign with one of ten played years (40 seasons, thousands of log
// entries), as a player: the page must not grow with the log.
// It runs on each backend.
func BenchmarkSeasonCampaignPage(b *testing.B) {
	b.Run(suiteBackend.Name, func(b *testing.B) { benchSeasonCampaignPage(b, suiteBackend) })
}

func benchSeasonCampaignPage(b *testing.B, backend dbtest.Backend) {
	db, err := openKeyed(b, backend.DSN(b))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = db.Close() })
	srv := httptest.NewServer(handlers.New(db, handlers.Options{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), PasswordCost: bcrypt.MinCost}))
	b.Cleanup(srv.Close)

	freshID, freshClient := benchCampaign(b, srv.URL)
	if _, err := db.Act(context.Background(), freshID, 0, func(st *campaign.State) (models.ActionRecord, error) {
		_, err := campaign.Step(st, campaign.GM(), campaign.Action{Kind: campaign.ActStart})
		return models.ActionRecord{ActorRole: "gm", Kind: "start"}, err
	}); err != nil {
		b.Fatal(err)
	}
	longID, longClient := benchCampaign(b, srv.URL)
	start := time.Now()
	n := autoplay(b, db, longID, campaign.FirstYear+10)
	cp, _ := db.Campaign(context.Background(), longID)
	data, _ := json.Marshal(cp.State)
	b.Logf("ten years: %d actions logged in %v; state %d KB, %d notes, %d ledger entries", n, time.Since(start).Round(time.Millisecond), len(data)/1024, cp.State.NoteCount, len(cp.State.Ledger))

	get := func(client *http.Client, u string) time.Duration {
		t0 := time.Now()
		res, err := client.Get(u)
		if err != nil {
			b.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			b.Fatalf("status %d", res.StatusCode)
		}
		return time.Since(t0)
	}
	freshURL := fmt.Sprintf("%s/campaigns/%d", srv.URL, freshID)
	longURL := fmt.Sprintf("%s/campaigns/%d", srv.URL, longID)
	page := func(client *http.Client, u string) func(*testing.B) {
		return func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				get(client, u)
			}
		}
	}
	b.Run("fresh", page(freshClient, freshURL))
	b.Run("ten-years", page(longClient, longURL))
	// Interleaved, so that the load of a shared machine hits both alike:
	// the medians and their ratio (the target is at most 1.2).
	b.Run("ratio", func(b *testing.B) {
		fresh := make([]time.Duration, 0, b.N)
		long := make([]time.Duration, 0, b.N)
		for i := 0; i < b.N; i++ {
			fresh = append(fresh, get(freshClient, freshURL))
			long = append(long, get(longClient, longURL))
		}
		f, l := median(fresh), median(long)
		b.ReportMetric(float64(f.Microseconds()), "fresh-µs")
		b.ReportMetric(float64(l.Microseconds()), "ten-years-µs")
		b.ReportMetric(float64(l)/float64(f), "ratio")
	})
}

func median(d []time.Duration) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}
