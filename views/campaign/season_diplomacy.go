package campaign

import (
	"slices"
	"time"

	"sengoku/campaign"
	"sengoku/views"
)

// NewDiplomacyForms generates the compose forms of the diplomacy tab. The
// game master sees his own and those of one clan, as: a note, a
// declaration and a request for each of six clans would be 18 forms.
func NewDiplomacyForms(l views.Lang, id, version int64, st *campaign.State, legal []campaign.LegalAction, v views.Viewer, as campaign.Clan) ActPanel {
	var keep []campaign.LegalAction
	for _, la := range legal {
		switch la.Kind {
		case campaign.ActNote, campaign.ActDeclare, campaign.ActRequest, campaign.ActProclaim, campaign.ActTimer:
			if la.Clan == "" || la.Clan == as || !v.GM {
				keep = append(keep, la)
			}
		}
	}
	return ActPanel{CampaignID: id, Version: version, Return: "diplomacy", Forms: actForms(l, id, st, keep, v, modeDiplomacy)}
}

// diplomacyClans are the clans the game master may act for on the
// diplomacy tab, in playing order, and the one he acts as: want if it is
// among them, else the first.
func diplomacyClans(legal []campaign.LegalAction, want campaign.Clan) ([]campaign.Clan, campaign.Clan) {
	var clans []campaign.Clan
	for _, la := range legal {
		switch la.Kind {
		case campaign.ActNote, campaign.ActDeclare, campaign.ActRequest, campaign.ActProclaim:
			if la.Clan != "" && !slices.Contains(clans, la.Clan) {
				clans = append(clans, la.Clan)
			}
		}
	}
	if len(clans) == 0 {
		return nil, ""
	}
	if slices.Contains(clans, want) {
		return clans, want
	}
	return clans, clans[0]
}

// DiplomacyView is the Diplomacy tab.
type DiplomacyView struct {
	Top          SeasonTop
	Running      bool
	Seconds      int
	Forms        ActPanel
	Notes        []campaign.Note // newest first, those the viewer may read
	Declarations []campaign.Note // newest first
	Requests     []campaign.Request
	Spy          int // notes read through SPY
	Viewer       views.Viewer
	Shogunate    *ShogunateView
	// ActAs is the clan whose forms the game master sees, ActAsClans those
	// he may switch to.
	ActAs      campaign.Clan
	ActAsClans []campaign.Clan
	// Earlier are the notes and declarations of earlier seasons, a page
	// at a time, when asked for.
	Earlier EarlierNotes
}

// EarlierNotes is a page of the notes and declarations of earlier seasons
// the viewer may read, newest first: the tab shows the present, the past
// is one tap away.
type EarlierNotes struct {
	Shown    bool
	Notes    []campaign.Note
	OpenURL  string // shows the first page
	OlderURL string // the next page ("" on the last)
}

// NewDiplomacyView builds the Diplomacy tab from the viewer's View; as is
// the clan the game master asked to act for ("" for the first).
func NewDiplomacyView(top SeasonTop, l views.Lang, st *campaign.State, view campaign.View, legal []campaign.LegalAction, v views.Viewer, now time.Time, as campaign.Clan) DiplomacyView {
	d := DiplomacyView{Top: top, Running: st.Phase == campaign.PhaseDiplomacy && st.Timer.Running(now), Seconds: int(st.Timer.Left(now) / time.Second),
		Requests: view.Requests, Viewer: v, Shogunate: NewShogunateView(l, st)}
	if v.GM {
		d.ActAsClans, d.ActAs = diplomacyClans(legal, as)
	}
	d.Forms = NewDiplomacyForms(l, top.ID, top.Version, st, legal, v, d.ActAs)
	for i := len(view.Notes) - 1; i >= 0; i-- {
		d.Notes = append(d.Notes, view.Notes[i])
	}
	for i := len(view.Declarations) - 1; i >= 0; i-- {
		d.Declarations = append(d.Declarations, view.Declarations[i])
	}
	if v.Clan != "" {
		if cs := st.Clan(v.Clan); cs != nil {
			d.Spy = cs.SpyUpTo
		}
	}
	return d
}
