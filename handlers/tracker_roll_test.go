package handlers_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/PuerkitoBio/goquery"

	"sengoku/campaign"
	"sengoku/models/dbtest"
)

// rollAnswer is the part of the tracker's JSON the roll tests read.
type rollAnswer struct {
	Rev   int `json:"rev"`
	Sides []struct {
		Clan     campaign.Clan `json:"clan"`
		Break    int           `json:"breakPoint"`
		Elements []struct {
			ID     string `json:"id"`
			Status string `json:"status"`
		} `json:"elements"`
	} `json:"sides"`
	Timeline []struct {
		Seq  int                  `json:"seq"`
		Kind string               `json:"kind"`
		Of   int                  `json:"of"`
		Roll *campaign.CombatRoll `json:"roll"`
		Text string               `json:"text"`
	} `json:"timeline"`
	Pending []campaign.PendingRoll `json:"pending"`
	Undone  []int                  `json:"undone"`
}

func decodeRoll(t *testing.T, r response) rollAnswer {
	t.Helper()
	var a rollAnswer
	if err := json.Unmarshal([]byte(r.body), &a); err != nil {
		t.Fatalf("%d %s: %v", r.status, r.body, err)
	}
	return a
}

func (a rollAnswer) status(id string) string {
	for _, sd := range a.Sides {
		for _, el := range sd.Elements {
			if el.ID == id {
				return el.Status
			}
		}
	}
	return ""
}

func rollBody(rev int, a, b string, extra string) string {
	return fmt.Sprintf(`{"rev":%d,"kind":"roll","roll":{"mode":"melee","a":%q,"b":%q%s}}`, rev, a, b, extra)
}

// TestTrackerRollAuthorizationMatrix: with table dice off, the game master
// and the two sides' players ask the app to roll, and get the roll with
// its two dice and the outcome the result table gives, stored together;
// the contingent's owner, another player and the public are refused (403)
// and nothing is recorded. A die sent while the app rolls, an element of
// the same army and an outcome carried out for no roll are refused (422).
// Once the result is recorded everyone reads the rolls, and nobody rolls.
func TestTrackerRollAuthorizationMatrix(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		path := trackerPath(t, tb)
		who := []struct {
			name   string
			b      *browser
			a, e   string
			writes bool
		}{
			{"gm", tb.gm, "Takeda.foot-samurai.1", "Imagawa.foot-samurai.1", true},
			{"attacker", tb.players[campaign.Takeda], "Takeda.foot-samurai.2", "Imagawa.foot-samurai.2", true},
			{"defender", tb.players[campaign.Imagawa], "Imagawa.foot-samurai.3", "Takeda.foot-samurai.3", true},
			{"contingent owner", tb.players[campaign.Hojo], "Takeda.ronin.1", "Imagawa.ronin.1", false},
			{"other player", tb.players[campaign.Mori], "Takeda.ronin.1", "Imagawa.ronin.1", false},
			{"public", tb.ts.browser(t), "Takeda.ronin.1", "Imagawa.ronin.1", false},
		}
		for _, w := range who {
			before := decodeRoll(t, tb.gm.get(path)).Rev
			res := w.b.postJSON(path+"?lang=en", rollBody(before, w.a, w.e, ""))
			if !w.writes {
				if res.status != http.StatusForbidden || decodeRoll(t, tb.gm.get(path)).Rev != before {
					t.Errorf("%s rolls: %d %s", w.name, res.status, res.body)
				}
				continue
			}
			if res.status != http.StatusOK {
				t.Fatalf("%s rolls: %d %s", w.name, res.status, res.body)
			}
			a := decodeRoll(t, res)
			i := slices.IndexFunc(a.Timeline, func(x struct {
				Seq  int                  `json:"seq"`
				Kind string               `json:"kind"`
				Of   int                  `json:"of"`
				Roll *campaign.CombatRoll `json:"roll"`
				Text string               `json:"text"`
			}) bool {
				return x.Seq == before+1
			})
			if i < 0 || a.Timeline[i].Kind != campaign.TrackRoll || a.Timeline[i].Roll == nil {
				t.Fatalf("%s: no roll at %d: %+v", w.name, before+1, a.Timeline)
			}
			cr := a.Timeline[i].Roll
			if cr.Table || cr.DA < 1 || cr.DA > 6 || cr.DB < 1 || cr.DB > 6 || len(cr.Dice) != 2 || cr.Dice[0].Purpose != campaign.PurposeTrackerDieA || !strings.Contains(a.Timeline[i].Text, "dice rolled by the app") {
				t.Errorf("%s: the app's dice are shown and recorded: %+v %q", w.name, cr, a.Timeline[i].Text)
			}
			destroyed := 0
			for _, e := range cr.Effects {
				if e == "destroyed" {
					destroyed++
				}
			}
			if a.Rev != before+1+destroyed {
				t.Errorf("%s: rev %d after a roll with %d destroyed, want %d", w.name, a.Rev, destroyed, before+1+destroyed)
			}
		}
		tk := tb.players[campaign.Takeda]
		rev := decodeRoll(t, tb.gm.get(path)).Rev
		for _, bad := range []string{
			rollBody(rev, "Takeda.ronin.1", "Imagawa.ronin.1", `,"da":6,"db":1`),
			rollBody(rev, "Takeda.ronin.1", "Takeda.ronin.2", ""),
			rollBody(rev, "Takeda.ronin.1", "Imagawa.ronin.1", `,"mode":"charge"`),
			fmt.Sprintf(`{"rev":%d,"kind":"recoil","element":"Imagawa.ronin.1","settles":%d}`, rev, rev),
			fmt.Sprintf(`{"rev":%d,"kind":"roll"}`, rev),
		} {
			if res := tk.postJSON(path, bad); res.status != http.StatusUnprocessableEntity || !strings.Contains(res.body, `"error"`) {
				t.Errorf("%s: %d %s", bad, res.status, res.body)
			}
		}
		if got := decodeRoll(t, tb.gm.get(path)).Rev; got != rev {
			t.Errorf("a refused roll recorded something: rev %d, want %d", got, rev)
		}
		// Once the result is recorded, everyone reads the rolls with the
		// battle's report; nobody rolls any more.
		recordTrackedResult(t, tb, path)
		for _, w := range who {
			a := decodeRoll(t, w.b.get(path+"?lang=en"))
			if len(a.Timeline) == 0 || a.Timeline[0].Kind != campaign.TrackRoll || !strings.Contains(a.Timeline[0].Text, "die") {
				t.Errorf("%s reads the fought battle's rolls: %+v", w.name, a.Timeline)
			}
			res := w.b.postJSON(path, rollBody(a.Rev, "Takeda.ronin.1", "Imagawa.ronin.1", ""))
			if want := map[bool]int{true: http.StatusUnprocessableEntity, false: http.StatusForbidden}[w.writes]; res.status != want {
				t.Errorf("%s rolls after the result: %d, want %d", w.name, res.status, want)
			}
		}
	})
}

// TestTrackerRollTableDiceByForms: with table dice on, the players enter
// the dice on the page's roll form; the outcome is applied as the app
// would: 8 against 6 (§13.2: lower but more than half) leaves the Foot
// Samurai's recoil to the table, which picks "off the table"; 5 against
// 10 destroys at once. A form without the dice is refused on the tracker
// page (422); a roll from the table is undone whole by its maker.
func TestTrackerRollTableDiceByForms(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		tb.rig(t, func(st *campaign.State) { st.Options.TableDice = true }) // chosen before the campaign began
		path := trackerPath(t, tb)
		page := strings.TrimPrefix(strings.TrimSuffix(path, "/tracker"), "/api") + "/tracker"
		im := tb.players[campaign.Imagawa]
		doc := im.get(page + "?lang=en").doc(t)
		if doc.Find(`[data-testid="roll-da"]`).Length() != 1 || doc.Find(`[data-testid="roll-submit"]`).Text() != "Apply the dice rolled" {
			t.Fatal("with table dice on the roll form asks for the dice")
		}
		roll := func(rev int, kv ...string) response {
			f := url.Values{"rev": {strconv.Itoa(rev)}, "kind": {"roll"}, "mode": {"melee"}}
			for i := 0; i+1 < len(kv); i += 2 {
				f.Set(kv[i], kv[i+1])
			}
			return im.postForm(page+"?lang=en", f)
		}
		res := roll(0, "a", "Takeda.foot-samurai.g", "b", "Imagawa.foot-samurai.1", "da", "3", "sideA.higher", "true", "sideB.flank", "2")
		if res.status != http.StatusUnprocessableEntity || res.doc(t).Find(`[data-testid="refused"]`).Length() != 1 {
			t.Fatalf("no dice: %d", res.status)
		}
		// The refused form comes back as it was filled.
		refused := res.doc(t).Find(`form[data-testid="roll"]`)
		if got := refused.Find(`select[name="b"] option[selected]`).AttrOr("value", ""); got != "Imagawa.foot-samurai.1" {
			t.Errorf("the refused roll's second element comes back as %q", got)
		}
		if refused.Find(`input[name="da"]`).AttrOr("value", "") != "3" || refused.Find(`input[name="sideA.higher"][checked]`).Length() != 1 ||
			refused.Find(`select[name="sideB.flank"] option[selected]`).AttrOr("value", "") != "2" {
			t.Error("the refused roll's die and situations are not shown again")
		}
		// 3 + 4 + 1 (General) = 8 against 2 + 4 = 6.
		if res := roll(0, "a", "Takeda.foot-samurai.g", "b", "Imagawa.foot-samurai.1", "da", "3", "db", "2"); res.status != http.StatusSeeOther {
			t.Fatalf("the table's dice: %d %s", res.status, res.body)
		}
		a := decodeRoll(t, im.get(path))
		if len(a.Pending) != 1 || a.Pending[0].Element != "Imagawa.foot-samurai.1" || a.Rev != 1 || !a.Timeline[0].Roll.Table {
			t.Fatalf("the recoil waits for the table: %+v", a)
		}
		doc = im.get(page + "?lang=en").doc(t)
		off := doc.Find(`[data-testid="pending"] [data-testid="tracker.choice.recoil-off"]`)
		if off.Length() != 1 || doc.Find(`[data-testid="pending"] button`).Length() != 3 {
			t.Fatal("the three ways of the recoil are offered")
		}
		form := url.Values{}
		off.Closest("form").Find(`input`).Each(func(_ int, s *goquery.Selection) { form.Set(s.AttrOr("name", ""), s.AttrOr("value", "")) })
		if res := im.postForm(page, form); res.status != http.StatusSeeOther {
			t.Fatalf("off the table: %d %s", res.status, res.body)
		}
		if a = decodeRoll(t, im.get(path)); a.status("Imagawa.foot-samurai.1") != campaign.OffTable || len(a.Pending) != 0 {
			t.Fatalf("carried out: %s %+v", a.status("Imagawa.foot-samurai.1"), a.Pending)
		}
		// 5 + 4 = 9… the Ashigaru: 1 + 3 = 4 against 6 + 4 = 10: destroyed.
		if res := roll(a.Rev, "a", "Imagawa.ashigaru.1", "b", "Takeda.foot-samurai.1", "da", "1", "db", "6"); res.status != http.StatusSeeOther {
			t.Fatalf("%d %s", res.status, res.body)
		}
		a = decodeRoll(t, im.get(path))
		if a.status("Imagawa.ashigaru.1") != campaign.Destroyed || a.Rev != 4 {
			t.Fatalf("destroyed with its roll: %s rev %d", a.status("Imagawa.ashigaru.1"), a.Rev)
		}
		if res := im.postForm(page, url.Values{"rev": {"4"}, "kind": {"undo"}, "undo": {"3"}}); res.status != http.StatusSeeOther {
			t.Fatalf("undo the table's roll: %d", res.status)
		}
		if a = decodeRoll(t, im.get(path)); a.status("Imagawa.ashigaru.1") != campaign.InLine || !slices.Equal(a.Undone, []int{3, 4}) {
			t.Fatalf("the roll and its outcome undone: %s %v", a.status("Imagawa.ashigaru.1"), a.Undone)
		}
	})
}

// TestTrackerCardUndoneWithItsAction: a card played from the tracker is
// the campaign's own action; when the game master undoes that action, the
// card goes back to the hand and the tracker's card event is taken back
// in the same transaction (an undo event by the system), even with events
// recorded after it: those stay, replayed over the battle without the
// card (Takeda's break point back from 6 to 4). The card can then be
// played again.
func TestTrackerCardUndoneWithItsAction(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		path := trackerPath(t, tb)
		tk := tb.players[campaign.Takeda]
		undo := func() {
			t.Helper()
			if res := tb.gm.postJSON("/api"+tb.path+"/undo", `{}`); res.status != http.StatusOK {
				t.Fatalf("undo: %d %s", res.status, res.body)
			}
		}
		undo() // the MORALE played from the battle sheet: back in the hand
		post := func(body string) rollAnswer {
			t.Helper()
			rev := decodeRoll(t, tk.get(path)).Rev
			res := tk.postJSON(path, fmt.Sprintf(`{"rev":%d,%s}`, rev, body))
			if res.status != http.StatusOK {
				t.Fatalf("%s: %d %s", body, res.status, res.body)
			}
			return decodeRoll(t, res)
		}
		post(`"kind":"destroyed","element":"Imagawa.ronin.1"`)
		if a := post(`"kind":"card","card":"7-C"`); a.Sides[0].Break != 6 {
			t.Fatalf("MORALE +2: %+v", a.Sides[0])
		}
		post(`"kind":"destroyed","element":"Imagawa.ronin.2"`)
		undo()
		a := decodeRoll(t, tk.get(path))
		if a.Rev != 4 || !slices.Equal(a.Undone, []int{2}) || a.Sides[0].Break != 4 || a.status("Imagawa.ronin.2") != campaign.Destroyed {
			t.Fatalf("the card event is taken back, the later event stays: rev %d undone %v break %d", a.Rev, a.Undone, a.Sides[0].Break)
		}
		if !slices.Contains(tb.state(t).Clan(campaign.Takeda).Hand, "7-C") {
			t.Fatal("the card is back in the hand")
		}
		if a := post(`"kind":"card","card":"7-C"`); a.Sides[0].Break != 6 || a.Rev != 5 {
			t.Fatalf("played again: %+v rev %d", a.Sides[0], a.Rev)
		}
	})
}

// TestTrackerFormRateLimited: a side's player whose action bucket is
// empty gets the tracker page with the reason (429, Retry-After), not the
// generic error page.
func TestTrackerFormRateLimited(t *testing.T) {
	onEachBackend(t, func(t *testing.T, backend dbtest.Backend) {
		tb, _ := battleTable(t, backend)
		path := trackerPath(t, tb)
		page := strings.TrimPrefix(strings.TrimSuffix(path, "/tracker"), "/api") + "/tracker"
		limited := deviceServer(t, tb.ts.dsn, &clock{t: time.Now()}, nil)
		im := &browser{t: t, base: limited.URL, c: tb.players[campaign.Imagawa].c}
		var res response
		for i := 0; i < 40; i++ {
			res = im.postForm(page+"?lang=en", url.Values{"rev": {"99"}, "kind": {"turn"}})
			if res.status == http.StatusTooManyRequests {
				break
			}
		}
		doc := res.doc(t)
		if res.status != http.StatusTooManyRequests || res.header.Get("Retry-After") == "" || doc.Find(`[data-testid="tracker"]`).Length() != 1 ||
			!strings.Contains(doc.Find(`[data-testid="refused"]`).Text(), "Too many actions") {
			t.Fatalf("rate-limited form: %d\n%s", res.status, res.body)
		}
	})
}
