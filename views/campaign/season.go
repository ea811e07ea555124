package campaign

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"sengoku/campaign"
	"sengoku/i18n"
	"sengoku/views"
)

// SeasonTop is what every campaign page shows above its own content: who
// acts now, the outcome of the viewer's last action and any refusal.
type SeasonTop struct {
	ID      int64
	Version int64
	State   *campaign.State
	Banner  BannerView
	// Flash is what the viewer's last action did, shown once.
	Flash []string
	// Problem is why the viewer's action was refused (422, 403, 409).
	Problem string
	// Typed is what the refused action sent, shown again in its form.
	Typed url.Values
	// Stale: the action was refused because the page was out of date; a
	// fresh page is the way on. Otherwise the form, as typed, is.
	Stale bool
	// Self is the page's own address: the page fetches it again when the
	// campaign's event stream names a newer version ("" for none).
	Self string
}

// BannerView is the "what happens now, who acts now" banner.
type BannerView struct {
	CampaignID int64
	Version    int64
	Text       string
	Phase      campaign.Phase
	Waiting    []campaign.Clan
	GM         bool // the game master must act
	YourTurn   bool // the viewer must (or may) act now
	Running    bool // the diplomacy timer runs
	Seconds    int  // diplomacy time left
	Order      []OrderEntry
	Pass       int
	DrawPile   int
	Stale      bool // the page was rendered at an older version
	Season     string
	Shogunate  *ShogunateView // an active claim, shown on every page
	Clock      *ClockView     // the phase's deadline (deadline.go)
}

// WaitingList is the clans that must act, space-separated.
func (b BannerView) WaitingList() string {
	out := make([]string, len(b.Waiting))
	for i, c := range b.Waiting {
		out[i] = string(c)
	}
	return strings.Join(out, " ")
}

// OrderEntry is a clan in this season's playing order.
type OrderEntry struct {
	Clan     campaign.Clan
	Colour   string
	Waiting  bool
	HandSize int
	Prestige int
}

// NewBanner builds the banner at clock time now.
func NewBanner(l views.Lang, id, version int64, st *campaign.State, v views.Viewer, now time.Time) BannerView {
	b := st.Banner(now)
	out := BannerView{CampaignID: id, Version: version, Text: l.Render(b.Msg), Phase: b.Phase, Waiting: b.Waiting, GM: b.GM,
		Running: st.Phase == campaign.PhaseDiplomacy && st.Timer.Running(now), Seconds: int(b.TimeLeft / time.Second),
		Pass: st.Deck.Pass, DrawPile: len(st.Deck.DrawPile), Season: st.Season.String(), Shogunate: NewShogunateView(l, st)}
	waiting := map[campaign.Clan]bool{}
	for _, c := range b.Waiting {
		waiting[c] = true
	}
	out.YourTurn = (v.GM && b.GM) || (v.Clan != "" && waiting[v.Clan])
	out.Clock = NewClockView(l, id, version, st, v, now)
	for _, c := range st.Order {
		cs := st.Clan(c)
		if cs == nil || cs.Status != campaign.Active {
			continue
		}
		out.Order = append(out.Order, OrderEntry{Clan: c, Colour: views.ClanColour[c], Waiting: waiting[c], HandSize: len(cs.Hand), Prestige: cs.Prestige})
	}
	return out
}

// Clock formats seconds as m:ss.
func Clock(sec int) string { return fmt.Sprintf("%d:%02d", sec/60, sec%60) }

// PollEvery is how often the banner refreshes itself: every 2 seconds while
// the diplomacy timer runs, every 10 otherwise.
func (b BannerView) PollEvery() string {
	if b.Running {
		return "every 2s"
	}
	return "every 10s"
}

// CardName is an event card's name and face in l.
func CardName(l views.Lang, id string) string {
	c, ok := campaign.CardByID(id)
	if !ok {
		return id
	}
	return l.Render(i18n.M("campaign.card", campaign.Events[c.Event].Name, c.FaceName()))
}

// CardEffect is what an event card does, in l.
func CardEffect(l views.Lang, id string) string {
	c, ok := campaign.CardByID(id)
	if !ok {
		return ""
	}
	info := campaign.Events[c.Event]
	return l.Render(info.Effect)
}

// ProvinceLabel is "id Name".
func ProvinceLabel(st *campaign.State, id int) string {
	if p, ok := st.Map.Province(id); ok {
		return strconv.Itoa(id) + " " + p.Name
	}
	return strconv.Itoa(id)
}

// ElementLabel names an army element, marking the General.
func ElementLabel(l views.Lang, e campaign.Element) string {
	if e.General {
		return views.ElementName(l, e.Type) + " · " + l.T("campaign.general")
	}
	return views.ElementName(l, e.Type)
}

// SeasonStamp is "Spring 1560".
func SeasonStamp(l views.Lang, year int, s campaign.Season) string {
	return views.SeasonName(l, s) + " " + strconv.Itoa(year)
}

// SignedInt formats points with their sign.
func SignedInt(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// fragmentKey marks a request context whose campaign page is answered as
// the campaign wrapper alone (an htmx request that is not boosted).
type fragmentKey struct{}

// WithFragment asks CampaignFrame for the campaign wrapper without the
// layout.
func WithFragment(ctx context.Context) context.Context {
	return context.WithValue(ctx, fragmentKey{}, true)
}

// FragmentOnly reports whether ctx asks for the wrapper alone.
func FragmentOnly(ctx context.Context) bool {
	v, _ := ctx.Value(fragmentKey{}).(bool)
	return v
}

// ShogunateView is an active claim to the Shogunate as everybody sees it
// (§7, C-04, C-28).
type ShogunateView struct {
	Claimant campaign.Clan
	Colour   string
	Counter  int  // consecutive season ends holding Kyoto
	Turns    int  // the count that wins (C-28)
	Holds    bool // the claimant controls Kyoto now
	// Due is the season by which the claimant must end a move in Kyoto,
	// "" once he has taken it.
	Due string
	// OpenToAll: any army may enter Kyoto while the claim stands (C-04);
	// false under the claimantOnly option.
	OpenToAll bool
	Penalty   int // PP lost if the claim fails (§13)
	Kyoto     string
}

// shogunatePenalty is the Prestige a failed claim costs (§13).
const shogunatePenalty = -50

// NewShogunateView describes st's claim, or nil when nobody has proclaimed.
func NewShogunateView(l views.Lang, st *campaign.State) *ShogunateView {
	sh := st.Shogunate
	if sh == nil || st.Phase == campaign.PhaseEnded {
		return nil // after the election the summary tells the rest
	}
	kyoto := st.Map.KyotoID()
	v := &ShogunateView{Claimant: sh.Claimant, Colour: views.ClanColour[sh.Claimant], Counter: sh.Counter, Turns: st.Options.ShogunateTurns,
		Holds: st.Owner(kyoto) == sh.Claimant, OpenToAll: st.Options.KyotoOpenTo != campaign.KyotoClaimantOnly,
		Penalty: shogunatePenalty, Kyoto: ProvinceLabel(st, kyoto)}
	if !v.Holds && sh.Counter == 0 {
		v.Due = SeasonStamp(l, campaign.FirstYear+sh.Due/4, campaign.Season(sh.Due%4))
	}
	return v
}

// Risk is the sentence on what a failed claim costs.
func (v ShogunateView) Risk(l views.Lang) string {
	return fmt.Sprintf(l.T("shogun.risk"), v.Turns, v.Penalty)
}

// Held is "n/3".
func (v ShogunateView) Held() string { return strconv.Itoa(v.Counter) + "/" + strconv.Itoa(v.Turns) }

// ContingentTypes lists a contingent's elements by name.
func ContingentTypes(l views.Lang, k campaign.Contingent) string {
	names := make([]string, len(k.Elements))
	for i, e := range k.Elements {
		names[i] = views.ElementName(l, e.Type)
	}
	return strings.Join(names, ", ")
}

// formControls are the fields an action form sends on its own (hidden, or
// the button pressed): nothing the viewer typed.
var formControls = map[string]bool{"kind": true, "version": true, "return": true, "clan": true, "clanview": true,
	"province": true, "card": true, "choice": true, "battle": true, "lang": true}

// KeptEdits reports whether the refused form carried what the viewer
// typed or chose, now shown again in it: a reload would throw it away.
func (t SeasonTop) KeptEdits() bool {
	for k := range t.Typed {
		if !formControls[k] {
			return true
		}
	}
	return false
}
