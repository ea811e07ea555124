package print

import (
	"errors"
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/campaign/geo"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/views"
	"sengoku/views/pdf"
	printview "sengoku/views/print"
)

// The campaign printables read the campaign engine only through the
// adapters below (provinceLabel … ledgerFrom): when sengoku/campaign
// renames something, they are the place to fix. Who the engine sees
// reading is the page's viewer as an actor (views.Viewer.Actor), as on
// the season pages.

// provinceLabel is "17 Kai".
func provinceLabel(st *campaign.State, id int) string {
	p, ok := st.Map.Province(id)
	if !ok {
		return ""
	}
	return strconv.Itoa(p.ID) + " " + p.Name
}

// clanLines are the clans of the view in the state's order, and in the
// playing order.
func clanLines(st *campaign.State, v campaign.View) (standings, order []pdf.ClanLine) {
	byClan := map[campaign.Clan]pdf.ClanLine{}
	for _, c := range v.Clans {
		line := pdf.ClanLine{Clan: string(c.Clan), Colour: views.ClanColour[c.Clan], Player: c.Player, Status: string(c.Status),
			Prestige: c.Prestige, Pending: c.PendingPP, Provinces: len(st.ProvincesOf(c.Clan)), Army: c.Army.Size()}
		if c.Status == campaign.Active && c.Army.Location != 0 {
			line.ArmyAt = provinceLabel(st, c.Army.Location)
		}
		byClan[c.Clan] = line
		standings = append(standings, line)
	}
	sort.SliceStable(standings, func(i, j int) bool { return standings[i].Prestige > standings[j].Prestige })
	for _, c := range v.Order {
		if line, ok := byClan[c]; ok {
			order = append(order, line)
		}
	}
	return standings, order
}

// provinceLines are the provinces with owner, capital, fortress, armies.
func provinceLines(st *campaign.State) []pdf.ProvinceLine {
	var out []pdf.ProvinceLine
	for _, p := range st.Map.Provinces {
		owner := st.Owner(p.ID)
		line := pdf.ProvinceLine{ID: p.ID, Name: p.Name, Kanji: p.Kanji, Owner: string(owner), Colour: views.ClanColour[owner], Kyoto: p.Kyoto()}
		if p.ID <= len(st.Provinces) {
			line.Fortress = st.Provinces[p.ID-1].Fortress
		}
		_, line.Capital = st.IsCapital(p.ID)
		for _, c := range st.ArmiesIn(p.ID) {
			line.Armies = append(line.Armies, string(c))
		}
		out = append(out, line)
	}
	return out
}

// cardLine is an event card as printed.
func cardLine(id string) (pdf.CardLine, bool) {
	card, ok := campaign.CardByID(id)
	if !ok {
		return pdf.CardLine{}, false
	}
	info := campaign.Events[card.Event]
	return pdf.CardLine{Face: card.FaceName(), Name: info.Name,
		Effect: info.Effect, Timing: string(card.Timing)}, true
}

// seasonSheetFrom fills the season sheet from what the viewer may see;
// private adds the hand of the viewer's own clan.
func seasonSheetFrom(meta pdf.Meta, id int64, st *campaign.State, sh *geo.Shapes, viewer views.Viewer, private bool) pdf.SeasonSheet {
	v := st.VisibleTo(viewer.Actor())
	standings, order := clanLines(st, v)
	s := pdf.SeasonSheet{Meta: meta, Name: st.Name, Year: v.Year, Season: v.Season.String(), Map: views.NewMapView(id, st, sh),
		Order: order, Standings: standings, Provinces: provinceLines(st), DeckLeft: v.Deck.DrawPileSize, DeckPass: v.Deck.Pass}
	if private && viewer.Clan != "" {
		h := &pdf.Hand{Clan: string(viewer.Clan), Colour: views.ClanColour[viewer.Clan]}
		for _, c := range v.Clans {
			if c.Clan != viewer.Clan {
				continue
			}
			for _, cid := range c.Hand {
				if line, ok := cardLine(cid); ok {
					h.Cards = append(h.Cards, line)
				}
			}
		}
		s.Hand = h
	}
	return s
}

// eventLines groups the deck by event and timing, in deck order (§5).
func eventLines() ([]pdf.EventLine, int) {
	var out []pdf.EventLine
	index := map[string]int{}
	for _, c := range campaign.Deck {
		key := string(c.Event) + "/" + string(c.Timing)
		i, ok := index[key]
		if !ok {
			info := campaign.Events[c.Event]
			out = append(out, pdf.EventLine{Name: info.Name,
				Effect: info.Effect, Timing: string(c.Timing)})
			i = len(out) - 1
			index[key] = i
		}
		out[i].Faces = append(out[i].Faces, c.FaceName())
	}
	return out, len(campaign.Deck)
}

// activeClanNames are the clans still in play with a player.
func activeClanNames(st *campaign.State) []string {
	var out []string
	for _, c := range st.ActiveClans() {
		out = append(out, string(c))
	}
	return out
}

// ledgerFrom fills a clan's Prestige ledger from the public ledger and
// tallies.
func ledgerFrom(meta pdf.Meta, st *campaign.State, v campaign.View, clan campaign.Clan) pdf.PrestigeLedger {
	l := pdf.PrestigeLedger{Meta: meta, Campaign: st.Name, Clan: string(clan), Colour: views.ClanColour[clan], Year: v.Year, Season: v.Season.String()}
	for _, c := range v.Clans {
		if c.Clan == clan {
			l.Player, l.Official, l.Pending = c.Player, c.Prestige, c.PendingPP
		}
	}
	for _, e := range v.Ledger {
		if e.Clan == clan {
			l.Entries = append(l.Entries, pdf.LedgerLine{Year: e.Year, Season: e.Season.String(), Points: e.Points, Text: e.Msg})
		}
	}
	for _, t := range v.Tallies {
		if t.Clan == clan {
			l.Tallies = append(l.Tallies, pdf.TallyLine{Year: t.Year, Before: t.Before, Ledger: t.Ledger, Provinces: t.Provinces, After: t.After, Seppuku: t.Seppuku})
		}
	}
	return l
}

// ledgerClans are the clans with a Prestige ledger: those that have or had
// a player (in play or out by seppuku), not the neutral ones.
func ledgerClans(st *campaign.State) []string {
	var out []string
	for _, c := range st.Clans {
		if c.Status != campaign.NeutralClan {
			out = append(out, string(c.Clan))
		}
	}
	return out
}

// unknownClan is the problem of a clan name that is none of the 1560
// campaign's, listing the ones to choose from.
func unknownClan(field, q string, choose []string) error {
	return tables.Invalid(field, "api.print.unknown-clan", clipRef(q), strings.Join(choose, ", "))
}

// playingClan reads a clan that is in play in st: a name none of the
// campaign's clans bears, a neutral clan or one out of the campaign is a
// problem saying so.
func playingClan(st *campaign.State, field, q string) (campaign.Clan, error) {
	active := activeClanNames(st)
	cl, ok := campaign.ParseClan(q)
	cs := st.Clan(cl)
	switch {
	case !ok || cs == nil:
		return "", unknownClan(field, q, active)
	case cs.Status == campaign.NeutralClan:
		return "", tables.Invalid(field, "api.print.neutral-clan", string(cl), strings.Join(active, ", "))
	case cs.Status != campaign.Active:
		return "", tables.Invalid(field, "api.print.clan-out", string(cl), i18n.M("status."+string(cs.Status)), strings.Join(active, ", "))
	}
	return cl, nil
}

// --- handlers ---

// campaignPrintPage is /campaigns/:id/print: the campaign's printables.
func (s *Server) campaignPrintPage(c *gin.Context) {
	cp, viewer, err := s.Campaign(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	st := cp.State
	m := printview.CampaignPage{ID: cp.ID, Name: st.Name, Season: st.Season, Year: st.Year, Viewer: viewer, Paper: "a4"}
	for _, name := range activeClanNames(st) {
		m.Clans = append(m.Clans, printview.Option{Value: name, Label: name})
	}
	if viewer.Clan != "" {
		m.Ledger = string(viewer.Clan)
	} else if len(m.Clans) > 0 {
		m.Ledger = m.Clans[0].Value
	}
	p := s.Page(c, st.Name, "campaigns")
	p.Viewer = viewer
	web.Render(c, http.StatusOK, printview.Campaign(p, m))
}

// seasonSheetPDF prints the season sheet; copy=private (a player only)
// adds the player's hand.
func (s *Server) seasonSheetPDF(c *gin.Context) {
	cp, viewer, err := s.Campaign(c)
	if err != nil {
		s.printFail(c, err)
		return
	}
	var private bool
	switch q := strings.ToLower(strings.TrimSpace(c.Query("copy"))); q {
	case "", "public":
	case "private":
		private = true
	default:
		s.printFail(c, tables.Invalid("copy", "api.print.unknown-copy", clipRef(q)))
		return
	}
	if private && viewer.Clan == "" {
		s.printFail(c, web.ErrForbidden)
		return
	}
	sheet := seasonSheetFrom(s.Meta(c, c.Query("paper")), cp.ID, cp.State, s.Shapes(cp.State.Map), viewer, private)
	data, err := pdf.SeasonSheetPDF(sheet)
	name := fmt.Sprintf("season-%d-%s-%d", cp.ID, sheet.Season, sheet.Year)
	if private {
		name += "-" + fileSlug(string(viewer.Clan))
	}
	s.AnswerPDF(c, name+".pdf", data, err)
}

// campaignSlipsPDF prints slips from one clan (from=, else the player's
// own, else blank) to each other active clan, copies times.
func (s *Server) campaignSlipsPDF(c *gin.Context) {
	cp, viewer, err := s.Campaign(c)
	if err != nil {
		s.printFail(c, err)
		return
	}
	st := cp.State
	// The sender: the one asked for, which must be in play (a neutral or
	// fallen clan sends no notes, §6), else the player's own clan while it
	// plays, else blank.
	from := ""
	if cs := st.Clan(viewer.Clan); cs != nil && cs.Status == campaign.Active {
		from = string(viewer.Clan)
	}
	if q := strings.TrimSpace(c.Query("from")); q != "" {
		cl, err := playingClan(st, "from", q)
		if err != nil {
			s.printFail(c, err)
			return
		}
		from = string(cl)
	}
	copies, err := countParam(c, "copies", 1, 1, 5)
	if err != nil {
		s.printFail(c, err)
		return
	}
	clans := activeClanNames(st)
	var slips []pdf.Slip
	for k := 0; k < copies; k++ {
		for _, to := range clans {
			if to != from {
				slips = append(slips, pdf.Slip{From: from, To: to})
			}
		}
	}
	if len(slips) == 0 {
		slips = []pdf.Slip{{From: from}}
	}
	data, err := pdf.DiplomacySlipsPDF(pdf.DiplomacySlips{Meta: s.Meta(c, c.Query("paper")), Campaign: st.Name,
		Year: st.Year, Season: st.Season.String(), Slips: slips, Clans: clans})
	s.AnswerPDF(c, fmt.Sprintf("slips-%d.pdf", cp.ID), data, err)
}

// blankSlipsPDF prints slips with every field to fill in.
func (s *Server) blankSlipsPDF(c *gin.Context) {
	n, err := countParam(c, "count", 6, 1, pdf.MaxSlips)
	if err != nil {
		s.printFail(c, err)
		return
	}
	var clans []string
	for _, cl := range campaign.Clans {
		clans = append(clans, string(cl))
	}
	data, err := pdf.DiplomacySlipsPDF(pdf.DiplomacySlips{Meta: s.Meta(c, c.Query("paper")), Slips: make([]pdf.Slip, n), Clans: clans})
	s.AnswerPDF(c, "slips.pdf", data, err)
}

// countParam reads a whole number in [lo, hi] (def when absent).
func countParam(c *gin.Context, key string, def, lo, hi int) (int, error) {
	q := strings.TrimSpace(c.Query(key))
	if q == "" {
		return def, nil
	}
	n, err := strconv.Atoi(q)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		// Not a number: a value that does not read (the query policy).
		return 0, web.PolicyError(&query.Error{Problems: []query.Problem{{Key: key, Kind: query.Undecodable, Want: query.WantInt, Value: q}}}, query.Keys{}, nil)
	}
	if err != nil || n < lo || n > hi {
		return 0, tables.Invalid(key, "api.print.count-range", key, lo, hi)
	}
	return n, nil
}

// ledgerPDF prints a clan's Prestige ledger (public information).
func (s *Server) ledgerPDF(c *gin.Context) {
	cp, viewer, err := s.Campaign(c)
	if err != nil {
		s.printFail(c, err)
		return
	}
	st := cp.State
	q := strings.TrimSpace(c.Query("clan"))
	if q == "" {
		q = string(viewer.Clan)
	}
	if q == "" {
		s.printFail(c, tables.Invalid("clan", "api.print.choose-clan", strings.Join(ledgerClans(st), ", ")))
		return
	}
	clan, ok := campaign.ParseClan(q)
	if ok && st.Clan(clan) != nil && st.Clan(clan).Status == campaign.NeutralClan {
		s.printFail(c, tables.Invalid("clan", "api.print.neutral-no-ledger", string(clan), strings.Join(ledgerClans(st), ", ")))
		return
	}
	if !ok || st.Clan(clan) == nil {
		s.printFail(c, unknownClan("clan", q, ledgerClans(st)))
		return
	}
	v := st.VisibleTo(viewer.Actor())
	hist, err := s.Store.History(c.Request.Context(), cp.ID, st)
	if err != nil {
		s.printFail(c, err)
		return
	}
	v.Ledger, v.Tallies = hist.Ledger, hist.Tallies // the whole ledger: a printed record
	data, err := pdf.PrestigeLedgerPDF(ledgerFrom(s.Meta(c, c.Query("paper")), st, v, clan))
	s.AnswerPDF(c, fmt.Sprintf("prestige-%d-%s.pdf", cp.ID, fileSlug(string(clan))), data, err)
}

// eventCardsPDF prints the event-card reference (site and API).
func (s *Server) eventCardsPDF(c *gin.Context) {
	lines, total := eventLines()
	data, err := pdf.EventCardRefPDF(pdf.EventCardRef{Meta: s.Meta(c, c.Query("paper")), Lines: lines, Total: total})
	s.AnswerPDF(c, "event-cards.pdf", data, err)
}
