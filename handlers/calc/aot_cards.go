package calc

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/calc/wire"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/tables/artoftactic"
	aotview "sengoku/views/calc/aot"
)

// Unit cards: the library the rulebook gives (artoftactic.Library, read
// only) and each browser's own cards, kept as models.LibraryItem of kind
// "aot-card" whose Data is the card's JSON. A card is referred to as
// "lib:<id>" or "my:<item id>"; a campaign's cards (aot_campaign.go)
// as "c<campaign id>:<item id>".
const (
	aotCardsPath = "/calc/aot/cards"
	AotCardKind  = "aot-card"
)

// aotCardOwner is the library the card routes read: the browser's, if it
// has one (they hand out no key).
func (s *Server) aotCardOwner(c *gin.Context) (string, error) { return s.LibraryOwnerIfAny(c), nil }

// aotCardByRef finds a card of the library, of this browser's own or of a
// campaign the browser takes part in.
func (s *Server) aotCardByRef(c *gin.Context, ref string) (artoftactic.UnitCard, bool) {
	if campaignID, id, ok := parseCampaignCardRef(ref); ok {
		return s.campaignCard(c, campaignID, id)
	}
	if id, ok := strings.CutPrefix(ref, "lib:"); ok {
		return artoftactic.LibraryCard(id)
	}
	if id, ok := strings.CutPrefix(ref, "my:"); ok {
		owner := s.LibraryOwnerIfAny(c)
		n, err := strconv.ParseInt(id, 10, 64)
		if err != nil {
			return artoftactic.UnitCard{}, false
		}
		_, card, err := loadCard(s, c, n, owner)
		return card, err == nil
	}
	return artoftactic.UnitCard{}, false
}

// aotOwnCards lists this browser's cards.
func (s *Server) aotOwnCards(c *gin.Context) ([]aotview.CardItem, error) {
	owner := s.LibraryOwnerIfAny(c)
	if owner == "" {
		return nil, nil
	}
	items, err := s.Library.LibraryItems(c.Request.Context(), AotCardKind, owner)
	if err != nil {
		return nil, err
	}
	out := make([]aotview.CardItem, 0, len(items))
	for _, it := range items {
		card, err := wire.DecodeCard(it.Data)
		if err != nil {
			continue
		}
		out = append(out, aotview.CardItem{Ref: "my:" + strconv.FormatInt(it.ID, 10), ID: it.ID, Card: card})
	}
	return out, nil
}

// aotCardOptions are the picker's choices: the rulebook's cards, the
// browser's own, then those of each campaign the browser takes part in.
func (s *Server) aotCardOptions(c *gin.Context) []aotview.CardItem {
	var out []aotview.CardItem
	for _, card := range artoftactic.Library() {
		out = append(out, aotview.CardItem{Ref: "lib:" + card.ID, Card: card, BuiltIn: true})
	}
	own, err := s.aotOwnCards(c)
	if err != nil {
		s.Log.ErrorContext(c.Request.Context(), "list unit cards", "err", err)
	}
	out = append(out, own...)
	for _, cp := range s.Campaigns.Joined(c) {
		cards, err := s.campaignCards(c, cp.ID, cp.Name)
		if err != nil {
			s.Log.ErrorContext(c.Request.Context(), "list campaign unit cards", "campaign", cp.ID, "err", err)
			continue
		}
		out = append(out, cards...)
	}
	return out
}

func (s *Server) aotCards(c *gin.Context) {
	l := web.Lang(c)
	own, err := s.aotOwnCards(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	var lib []aotview.CardItem
	for _, card := range artoftactic.Library() {
		lib = append(lib, aotview.CardItem{Ref: "lib:" + card.ID, Card: card, BuiltIn: true})
	}
	web.Render(c, http.StatusOK, aotview.Cards(s.Page(c, l.T("aot.cards.title"), "calc"),
		aotview.CardsPage{Library: lib, Own: own, Saved: c.Query("saved") == "1", Campaigns: s.Campaigns.Joined(c)}))
}

func (s *Server) aotNewCard(c *gin.Context) {
	l := web.Lang(c)
	f := aotview.CardForm{Card: artoftactic.UnitCard{Type: artoftactic.TypeCustom}}
	if from := c.Query("from"); from != "" {
		if card, ok := s.aotCardByRef(c, from); ok {
			card.ID, card.Src = "", nil
			f.Card = card
		}
	}
	web.Render(c, http.StatusOK, aotview.CardEdit(s.Page(c, l.T("aot.cards.new"), "calc"), f))
}

// aotCardFromForm reads the card form; unreadable numbers are problems.
func aotCardFromForm(c *gin.Context) (artoftactic.UnitCard, *tables.ValidationError) {
	v := &tables.ValidationError{}
	card := artoftactic.UnitCard{
		Type:      c.PostForm("type"),
		Name:      strings.TrimSpace(c.PostForm("name")),
		Kind:      c.PostForm("kind"),
		Commander: c.PostForm("cmdr") != "",
		Ranged:    c.PostForm("ranged") != "",
	}
	num := func(key string) *int {
		s := strings.TrimSpace(c.PostForm(key))
		if s == "" || s == "?" {
			return nil
		}
		// A number too large for an int reads as the largest one, so the
		// card's validation says it is out of range and gives the range.
		n, err := strconv.Atoi(s)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			v.Add(key, "aot.form.not-whole-number")
			return nil
		}
		return &n
	}
	if n := num("number"); n != nil {
		card.Number = *n
	}
	card.Models, card.AttInf, card.AttCav = num("models"), num("atti"), num("attc")
	card.Dice, card.FireDice, card.Defense, card.Fortitude = num("dice"), num("fdice"), num("def"), num("fort")
	card.Ammo, card.Supply = num("ammo"), num("supply")
	if ch := strings.TrimSpace(c.PostForm("chart")); ch != "" {
		card.Chart = &ch
	}
	if c.PostForm("orders_set") != "" {
		card.Orders = append([]string{}, c.PostFormArray("orders")...)
	}
	return card, v
}

// aotCardLibrary is the library a card form writes to: a browser's own
// or a campaign's.
type aotCardLibrary struct {
	owner    string
	campaign *int64 // the campaign whose library it is, if any
	base     string // the library's page, where a saved card leads
	// form renders the card form with its problems (status 422).
	form func(status int, title string, f aotview.CardForm)
}

// saveCard validates and stores the posted card as item id (0: new) in
// this browser's library.
func (s *Server) saveCard(c *gin.Context, id int64) {
	owner, err := s.LibraryOwner(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.storeCard(c, aotCardLibrary{owner: owner, base: aotCardsPath, form: func(status int, title string, f aotview.CardForm) {
		web.Render(c, status, aotview.CardEdit(s.Page(c, title, "calc"), f))
	}}, id)
}

// storeCard validates and stores the posted card as item id (0: new) in
// lib; an invalid card re-renders the form with 422 and the values typed.
func (s *Server) storeCard(c *gin.Context, lib aotCardLibrary, id int64) {
	l := web.Lang(c)
	if id != 0 {
		// Only the library's own card may be replaced.
		if _, err := s.Library.LibraryItemByID(c.Request.Context(), id, AotCardKind, lib.owner); err != nil {
			s.Fail(c, err)
			return
		}
	}
	card, v := aotCardFromForm(c)
	if err := card.Validate(); err != nil {
		if cv, ok := tables.AsValidation(err); ok {
			v.Problems = append(v.Problems, cv.Problems...)
		}
	}
	if len(v.Problems) > 0 {
		f := aotview.CardForm{ItemID: id, Card: card, Base: lib.base}
		f.Problems, f.Invalid = calcProblems(l, v)
		title := l.T("aot.cards.new")
		if id != 0 {
			title = l.T("aot.cards.edit")
		}
		lib.form(http.StatusUnprocessableEntity, title, f)
		return
	}
	it := models.LibraryItem{ID: id, Kind: AotCardKind, Owner: lib.owner, CampaignID: lib.campaign, Name: l.Render(card.Title())}
	if _, err := s.saveLibraryItem(c, it, wire.CardOf(card)); err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, lib.base+"?saved=1")
}

func (s *Server) aotCreateCard(c *gin.Context) { s.saveCard(c, 0) }

func (s *Server) aotEditCard(c *gin.Context) {
	l := web.Lang(c)
	item, card, err := routeLibraryItem[wire.Card](s, c, "card", AotCardKind, s.aotCardOwner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	web.Render(c, http.StatusOK, aotview.CardEdit(s.Page(c, l.T("aot.cards.edit"), "calc"), aotview.CardForm{ItemID: item.ID, Card: card.UnitCard()}))
}

func (s *Server) aotUpdateCard(c *gin.Context) {
	id, err := libraryItemID(c, "card")
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.saveCard(c, id)
}

func (s *Server) aotDeleteCard(c *gin.Context) {
	s.deleteLibraryItem(c, "card", AotCardKind, s.aotCardOwner, aotCardsPath)
}

// aotCardJSON is one card of GET /api/calc/aot/cards.
type aotCardJSON struct {
	Ref      string    `json:"ref"`
	BuiltIn  bool      `json:"builtIn"`
	Campaign string    `json:"campaign,omitempty"`
	Card     wire.Card `json:"card"`
}

// loadCard is loadLibraryItem for a unit card, stored in its JSON shape
// (wire.Card).
func loadCard(s *Server, c *gin.Context, id int64, owner string) (models.LibraryItem, artoftactic.UnitCard, error) {
	it, card, err := loadLibraryItem[wire.Card](s, c, id, AotCardKind, owner)
	return it, card.UnitCard(), err
}

func (s *Server) apiAotCards(c *gin.Context) {
	own, err := s.aotOwnCards(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	out := []aotCardJSON{}
	for _, card := range artoftactic.Library() {
		out = append(out, aotCardJSON{Ref: "lib:" + card.ID, BuiltIn: true, Card: wire.CardOf(card)})
	}
	for _, it := range own {
		out = append(out, aotCardJSON{Ref: it.Ref, Card: wire.CardOf(it.Card)})
	}
	for _, cp := range s.Campaigns.Joined(c) {
		cards, err := s.campaignCards(c, cp.ID, cp.Name)
		if err != nil {
			s.FailJSON(c, err)
			return
		}
		for _, it := range cards {
			out = append(out, aotCardJSON{Ref: it.Ref, Campaign: it.Campaign, Card: wire.CardOf(it.Card)})
		}
	}
	c.JSON(http.StatusOK, gin.H{"cards": out})
}
