package calc

import (
	"net/http"
	"regexp"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/calc/wire"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables/artoftactic"
	"sengoku/views"
	aotview "sengoku/views/calc/aot"
)

// A campaign's unit-card library: the campaign's GM creates, edits and
// deletes its cards (models.LibraryItem of kind "aot-card", owner
// "campaign:<id>"); every participant (the GM, a logged-in player) reads
// them and picks them in the calculators as "c<campaign id>:<item id>".
// To anyone else the library does not exist: 404, never 403, so its
// existence is not revealed. Those access rules are the campaigns' (the
// root handlers' campaignCards, through Deps.Campaigns); the cards, their
// forms and the library are the calculators'.
const aotCampaignCardsRoute = "/campaigns/:id/cards"

// campaignCardOwner is the library key of campaign id's cards.
func campaignCardOwner(id int64) string { return models.CampaignLibraryOwner(id) }

// campaignCardRef is the calculators' name of item id in campaign's library.
func campaignCardRef(campaign, id int64) string {
	return "c" + strconv.FormatInt(campaign, 10) + ":" + strconv.FormatInt(id, 10)
}

var campaignCardRefRE = regexp.MustCompile(`^c([1-9][0-9]{0,17}):([1-9][0-9]{0,17})$`)

// parseCampaignCardRef reads "c3:12" as campaign 3, item 12.
func parseCampaignCardRef(ref string) (campaign, id int64, ok bool) {
	m := campaignCardRefRE.FindStringSubmatch(ref)
	if m == nil {
		return 0, 0, false
	}
	campaign, _ = strconv.ParseInt(m[1], 10, 64)
	id, _ = strconv.ParseInt(m[2], 10, 64)
	return campaign, id, true
}

// campaignCard is item id of campaign's library, if this browser takes part
// in the campaign.
func (s *Server) campaignCard(c *gin.Context, campaign, id int64) (artoftactic.UnitCard, bool) {
	if !s.Campaigns.TakesPart(c, campaign) {
		return artoftactic.UnitCard{}, false
	}
	_, card, err := loadCard(s, c, id, campaignCardOwner(campaign))
	return card, err == nil
}

// campaignCards lists campaign's cards (the caller checks who may read
// them). Reading them makes the answer private to this browser.
func (s *Server) campaignCards(c *gin.Context, campaign int64, name string) ([]aotview.CardItem, error) {
	c.Header("Cache-Control", "private, no-store")
	items, err := s.Library.LibraryItems(c.Request.Context(), AotCardKind, campaignCardOwner(campaign))
	if err != nil {
		return nil, err
	}
	out := make([]aotview.CardItem, 0, len(items))
	for _, it := range items {
		card, err := wire.DecodeCard(it.Data)
		if err != nil {
			continue
		}
		out = append(out, aotview.CardItem{Ref: campaignCardRef(campaign, it.ID), ID: it.ID, Card: card, Campaign: name})
	}
	return out, nil
}

// campaignCardsPage is the page model and Page of a campaign's library.
func (s *Server) campaignCardsPage(c *gin.Context, cp *models.Campaign, v views.Viewer) (views.Page, aotview.CampaignCardsPage) {
	p := s.Page(c, cp.Name+" · "+web.Lang(c).T("aot.cards.campaign.title"), "campaigns")
	p.Viewer = v
	return p, aotview.CampaignCardsPage{ID: cp.ID, State: cp.State}
}

// campaignCardLibrary is where the GM's card forms of cp write.
func (s *Server) campaignCardLibrary(c *gin.Context, cp *models.Campaign, v views.Viewer) aotCardLibrary {
	id := cp.ID
	return aotCardLibrary{owner: campaignCardOwner(id), campaign: &id, base: aotview.CampaignCardsPath(id),
		form: func(status int, _ string, f aotview.CardForm) {
			p, m := s.campaignCardsPage(c, cp, v)
			web.Render(c, status, aotview.CampaignCardEdit(p, m, f))
		}}
}

func (s *Server) aotCampaignCards(c *gin.Context) {
	cp, v, err := s.Campaigns.CardAccess(c, false)
	if err != nil {
		s.Fail(c, err)
		return
	}
	p, m := s.campaignCardsPage(c, cp, v)
	if m.Cards, err = s.campaignCards(c, cp.ID, cp.Name); err != nil {
		s.Fail(c, err)
		return
	}
	m.Saved = c.Query("saved") == "1"
	web.Render(c, http.StatusOK, aotview.CampaignCards(p, m))
}

func (s *Server) aotCampaignNewCard(c *gin.Context) {
	cp, v, err := s.Campaigns.CardAccess(c, true)
	if err != nil {
		s.Fail(c, err)
		return
	}
	f := aotview.CardForm{Card: artoftactic.UnitCard{Type: artoftactic.TypeCustom}, Base: aotview.CampaignCardsPath(cp.ID)}
	if from := c.Query("from"); from != "" {
		if card, ok := s.aotCardByRef(c, from); ok {
			card.ID, card.Src = "", nil
			f.Card = card
		}
	}
	p, m := s.campaignCardsPage(c, cp, v)
	web.Render(c, http.StatusOK, aotview.CampaignCardEdit(p, m, f))
}

func (s *Server) aotCampaignCreateCard(c *gin.Context) {
	cp, v, err := s.Campaigns.CardAccess(c, true)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.storeCard(c, s.campaignCardLibrary(c, cp, v), 0)
}

func (s *Server) aotCampaignEditCard(c *gin.Context) {
	cp, v, err := s.Campaigns.CardAccess(c, true)
	if err != nil {
		s.Fail(c, err)
		return
	}
	id, err := libraryItemID(c, "card")
	if err != nil {
		s.Fail(c, err)
		return
	}
	item, card, err := loadCard(s, c, id, campaignCardOwner(cp.ID))
	if err != nil {
		s.Fail(c, err)
		return
	}
	p, m := s.campaignCardsPage(c, cp, v)
	web.Render(c, http.StatusOK, aotview.CampaignCardEdit(p, m, aotview.CardForm{ItemID: item.ID, Card: card, Base: aotview.CampaignCardsPath(cp.ID)}))
}

func (s *Server) aotCampaignUpdateCard(c *gin.Context) {
	cp, v, err := s.Campaigns.CardAccess(c, true)
	if err != nil {
		s.Fail(c, err)
		return
	}
	id, err := libraryItemID(c, "card")
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.storeCard(c, s.campaignCardLibrary(c, cp, v), id)
}

func (s *Server) aotCampaignDeleteCard(c *gin.Context) {
	cp, _, err := s.Campaigns.CardAccess(c, true)
	if err != nil {
		s.Fail(c, err)
		return
	}
	owner := func(*gin.Context) (string, error) { return campaignCardOwner(cp.ID), nil }
	s.deleteLibraryItem(c, "card", AotCardKind, owner, aotview.CampaignCardsPath(cp.ID))
}
