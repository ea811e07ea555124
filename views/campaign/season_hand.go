package campaign

import (
	"sengoku/campaign"
	"sengoku/views"
)

// NewHandForms keeps the forms that play a card from the hand.
func NewHandForms(l views.Lang, id, version int64, st *campaign.State, legal []campaign.LegalAction, v views.Viewer) ActPanel {
	var keep []campaign.LegalAction
	for _, la := range legal {
		if len(la.Cards) > 0 && la.Kind != campaign.ActReroll && la.Kind != campaign.ActSiege {
			keep = append(keep, la)
		}
	}
	return ActPanel{CampaignID: id, Version: version, Return: "hand", Forms: actForms(l, id, st, keep, v, modePanel)}
}

// HandView is the Hand tab.
type HandView struct {
	Top    SeasonTop
	Sizes  []OrderEntry // every clan's hand size (public)
	Hands  []ClanHand   // the hands the viewer may read
	Forms  ActPanel
	Deck   campaign.DeckState
	GM     bool
	Tabled []string // immediate cards face up this season
}

// ClanHand is one clan's hidden hand.
type ClanHand struct {
	Clan  campaign.Clan
	Cards []string
}

// NewHandView builds the Hand tab for v.
func NewHandView(top SeasonTop, l views.Lang, st *campaign.State, legal []campaign.LegalAction, v views.Viewer) HandView {
	h := HandView{Top: top, GM: v.GM, Tabled: st.Deck.Table}
	for _, cs := range st.Clans {
		if cs.Status != campaign.Active {
			continue
		}
		h.Sizes = append(h.Sizes, OrderEntry{Clan: cs.Clan, Colour: views.ClanColour[cs.Clan], HandSize: len(cs.Hand)})
		if v.GM || v.Clan == cs.Clan {
			h.Hands = append(h.Hands, ClanHand{Clan: cs.Clan, Cards: cs.Hand})
		}
	}
	if v.GM {
		h.Deck = st.Deck
	} else {
		h.Deck = campaign.DeckState{Pass: st.Deck.Pass, Finished: st.Deck.Finished}
	}
	h.Forms = NewHandForms(l, top.ID, top.Version, st, legal, v)
	return h
}
