package play

import (
	"encoding/json"
	"fmt"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/views"
)

// publicCampaign is GET /api/campaigns/{id}: what anyone may see.
type publicCampaign struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
	// Visibility is who may see the campaign: listed, unlisted, private.
	Visibility string           `json:"visibility"`
	Scenario   string           `json:"scenario"`
	Year       int              `json:"year"`
	Season     string           `json:"season"`
	Phase      string           `json:"phase"`
	Order      []string         `json:"order"`
	Deck       publicDeck       `json:"deck"`
	Shogunate  *publicShogunate `json:"shogunate,omitempty"`
	Provinces  []publicProvince `json:"provinces"`
	Clans      []publicClan     `json:"clans"`
}

// publicShogunate is an active claim to the Shogunate (§7): public, since
// it is declared aloud and opens Kyoto to every army (C-04).
type publicShogunate struct {
	Claimant string `json:"claimant"`
	Counter  int    `json:"counter"` // consecutive season ends holding Kyoto
	Turns    int    `json:"turns"`   // the count that wins (C-28)
}

// publicDeck is what anyone may know of the event deck: its size, never
// its order.
type publicDeck struct {
	DrawPile int  `json:"drawPile"`
	Pass     int  `json:"pass"`
	Finished bool `json:"finished"`
}

type publicProvince struct {
	ID       int          `json:"id"`
	Name     string       `json:"name"`
	Kanji    string       `json:"kanji"`
	Owner    string       `json:"owner"`
	Kyoto    bool         `json:"kyoto,omitempty"`
	Fortress bool         `json:"fortress"`
	Armies   []publicArmy `json:"armies"`
}

type publicArmy struct {
	Clan     string `json:"clan"`
	Elements int    `json:"elements"`
}

type publicClan struct {
	Clan      string `json:"clan"`
	Player    string `json:"player,omitempty"`
	Status    string `json:"status"`
	Capital   int    `json:"capital"`
	Prestige  int    `json:"prestige"`
	Provinces int    `json:"provinces"`
	HandSize  int    `json:"handSize"`
	Army      *struct {
		Location int `json:"location"`
		Elements int `json:"elements"`
	} `json:"army,omitempty"`
}

// apiCampaign is GET /api/campaigns/{id}: the same for everyone, rendered
// once per version (answers.go).
func (s *Server) apiCampaign(c *gin.Context) {
	s.serveAnswer(c, answerSpec{contentType: web.JSONType, anyViewer: true, fail: s.FailJSON,
		render: func(_ *gin.Context, cp *models.Campaign, _ *cacheEntry, _ views.Viewer) ([]byte, error) {
			return marshalAnswer(cp, newPublicCampaign(cp))
		}})
}

// marshalAnswer encodes a JSON answer about cp as gin's c.JSON would.
func marshalAnswer(cp *models.Campaign, v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode campaign %d: %w", cp.ID, err)
	}
	return data, nil
}

func newPublicCampaign(cp *models.Campaign) publicCampaign {
	st := cp.State
	out := publicCampaign{ID: cp.ID, Name: cp.Name, Visibility: string(cp.Listing), Scenario: string(st.Scenario), Year: st.Year, Season: st.Season.String(),
		Phase: string(st.Phase), Order: []string{}, Deck: publicDeck{DrawPile: len(st.Deck.DrawPile), Pass: st.Deck.Pass, Finished: st.Deck.Finished}}
	if out.Phase == "" {
		out.Phase = string(campaign.PhaseSetup)
	}
	for _, c := range st.Order {
		out.Order = append(out.Order, string(c))
	}
	if sh := st.Shogunate; sh != nil && st.Phase != campaign.PhaseEnded {
		out.Shogunate = &publicShogunate{Claimant: string(sh.Claimant), Counter: sh.Counter, Turns: st.Options.ShogunateTurns}
	}
	armies := map[int][]publicArmy{}
	for _, cl := range st.Clans {
		pc := publicClan{Clan: string(cl.Clan), Player: cl.Player, Status: string(cl.Status), Capital: cl.Capital, Prestige: cl.Prestige,
			Provinces: len(st.ProvincesOf(cl.Clan)), HandSize: len(cl.Hand)}
		if cl.Status == campaign.Active {
			pc.Army = &struct {
				Location int `json:"location"`
				Elements int `json:"elements"`
			}{cl.Army.Location, cl.Army.Size()}
			armies[cl.Army.Location] = append(armies[cl.Army.Location], publicArmy{Clan: string(cl.Clan), Elements: cl.Army.Size()})
		}
		out.Clans = append(out.Clans, pc)
	}
	for _, p := range st.Map.Provinces {
		pp := publicProvince{ID: p.ID, Name: p.Name, Kanji: p.Kanji, Owner: string(st.Owner(p.ID)), Kyoto: p.Kyoto(), Armies: armies[p.ID]}
		if pp.Armies == nil {
			pp.Armies = []publicArmy{}
		}
		if p.ID <= len(st.Provinces) {
			pp.Fortress = st.Provinces[p.ID-1].Fortress
		}
		out.Provinces = append(out.Provinces, pp)
	}
	return out
}
