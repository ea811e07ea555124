package play

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/models"
	"sengoku/views"
	campaignview "sengoku/views/campaign"
)

// SeasonAPIRoutes documents the JSON routes of playing a campaign season by season.
var SeasonAPIRoutes = []views.APIRoute{
	{
		Method: "POST", Path: "/api/campaigns/{id}/actions",
		Doc:      i18n.M("api.route.post-api-campaigns-id-actions"),
		Example:  `curl -X POST http://localhost:8080/api/campaigns/1/actions -b 'sengoku_c1=…' -H 'Content-Type: application/json' -H 'Origin: http://localhost:8080' -d '{"kind":"move","province":32,"version":17}'`,
		Response: `{"version":18,"messages":[{"kind":"move","text":"L'esercito Takeda muove in Totomi (32).","en":"Takeda's army moves to Totomi (32).","it":"L'esercito Takeda muove in Totomi (32)."}],"dice":[]}`,
	},
	{
		Method: "POST", Path: "/api/campaigns/{id}/preview",
		Doc:      i18n.M("api.route.post-api-campaigns-id-preview"),
		Example:  `curl -X POST http://localhost:8080/api/campaigns/1/preview -b 'sengoku_c1=…' -H 'Content-Type: application/json' -H 'Origin: http://localhost:8080' -d '{"kind":"battle-result","result":{"battle":1,"winner":"Takeda","brokeFirst":"Imagawa","losses":[{"owner":"Imagawa","types":["ashigaru","ashigaru"]}]}}'`,
		Response: `{"messages":[{"kind":"battle","text":"Takeda vince la battaglia di Totomi (32).","en":"Takeda wins the battle of Totomi (32).","it":"Takeda vince la battaglia di Totomi (32)."}],"prestige":[{"clan":"Takeda","points":30,"text":"Battaglia di Totomi (32) vinta"}]}`,
	},
	{
		Method: "POST", Path: "/api/campaigns/{id}/undo",
		Doc:      i18n.M("api.route.post-api-campaigns-id-undo"),
		Example:  `curl -X POST http://localhost:8080/api/campaigns/1/undo -b 'sengoku_c1=…' -H 'Origin: http://localhost:8080' -d '{"version":18}'`,
		Response: `{"version":19,"undone":17}`,
	},
	{
		Method: "GET", Path: "/api/campaigns/{id}/view",
		Doc:      i18n.M("api.route.get-api-campaigns-id-view"),
		Example:  `curl http://localhost:8080/api/campaigns/1/view -b 'sengoku_c1=…'`,
		Response: `{"version":18,"view":{"year":1560,"season":0,"phase":"movement","clans":[{"clan":"Takeda","handSize":1,"hand":["7-C"],…},…],"notes":[…],…},"banner":{"phase":"movement","waiting":["Mori"],"en":"Spring 1560 — Mori declares its movement.",…},"legal":[{"kind":"move","clan":"Mori","destinations":[{"province":42,"name":"Tanba-Tango","legal":true},…],"fields":{"cards":"card","destinations":"province"},"inputs":["second"],…},…]}`,
	},
	{
		Method: "GET", Path: "/api/campaigns/{id}/notes",
		Doc:      i18n.M("api.route.get-api-campaigns-id-notes"),
		Example:  `curl 'http://localhost:8080/api/campaigns/1/notes?before=812' -b 'sengoku_c1=…'`,
		Response: `{"notes":[{"id":41,"from":"Takeda","to":"Uesugi","year":1561,"season":1,"phase":"diplomacy","text":"INCONTRIAMOCI AL CONFINE DI KAI.","at":"2025-03-01T20:14:05Z"},{"id":12,"from":"Uesugi","year":1561,"season":1,"phase":"diplomacy","text":"PACE CON TUTTI.","at":"2025-03-01T20:13:40Z"},…],"next":790}`,
	},
	{
		Method: "GET", Path: "/api/campaigns/{id}/log",
		Doc:      i18n.M("api.route.get-api-campaigns-id-log"),
		Example:  `curl 'http://localhost:8080/api/campaigns/1/log?page=1'`,
		Response: `{"total":120,"page":1,"entries":[{"seq":120,"at":"2025-03-01T20:14:05Z","actor":"gm","kind":"advance","season":"spring","year":1560,"messages":["…"],"dice":[]},…]}`,
	},
}

// reader is who reads the log.
func reader(v views.Viewer) models.LogReader { return campaign.ReaderOf(v.Actor()) }

// canRead reports whether v may read message m (private messages are for
// their clan and the game master).
func canRead(v views.Viewer, m campaign.Message) bool { return reader(v).CanReadMessage(m) }

// act runs action a for viewer v on campaign id through the campaign
// service; the public cannot act. The campaign the action stored is the
// one its answer renders: cached, not read back.
func (s *Server) act(ctx context.Context, id, version int64, v views.Viewer, a campaign.Action) (*cacheEntry, campaign.Outcome, error) {
	actor := v.Actor()
	if actor.Role == campaign.RolePublic {
		return nil, campaign.Outcome{}, web.ErrForbidden
	}
	cp, out, err := s.Service.Act(ctx, id, version, actor, a)
	if err != nil {
		return nil, out, err
	}
	e := s.keep(cp)
	s.Changed(ctx, id, cp.Version)
	return e, out, nil
}

// postAction is POST /campaigns/:id/actions: the one route every campaign
// form posts to. Success: 303 back to the tab the form came from, with the
// outcome shown once; an htmx post (not boosted) gets that tab's campaign
// wrapper at once, with the outcome and an HX-Trigger, and swaps it in
// place. Refusal: that tab again with the reason (422, 403 or 409), nothing
// changed.
func (s *Server) postAction(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	v := s.Viewer(c, id)
	ret := tabName(c.PostForm("return"))
	// The game master stays with the clan he acted for on the Diplomacy
	// tab, whether the action is taken or refused.
	if cl, ok := campaign.ParseClan(c.PostForm("clan")); ok && ret == "diplomacy" {
		q := c.Request.URL.Query()
		q.Set("as", string(cl))
		c.Request.URL.RawQuery = q.Encode()
	}
	a, err := actionFromForm(c)
	if err != nil {
		s.refused(c, ret, err)
		return
	}
	if a.Kind == campaign.ActBattleResult && c.PostForm("preview") != "" {
		s.previewBattle(c, id, v, a)
		return
	}
	// The action reads the campaign once, in its transaction; the answer
	// renders what it stored.
	version, _ := strconv.ParseInt(c.PostForm("version"), 10, 64)
	e, out, err := s.act(ctx, id, version, v, a)
	if err != nil {
		s.refused(c, ret, err)
		return
	}
	l := web.Lang(c)
	if web.IsFragment(c) {
		if cl, ok := campaign.ParseClan(c.PostForm("clanview")); ok && ret == "prestige" {
			q := c.Request.URL.Query()
			q.Set("clan", string(cl))
			c.Request.URL.RawQuery = q.Encode()
		}
		c.Header("HX-Trigger", "campaign-changed")
		s.renderTabOf(c, e, ret, http.StatusOK, "", flashLines(l, v, out.Messages))
		return
	}
	s.setFlash(c, id, l, v, out.Messages)
	c.Redirect(http.StatusSeeOther, tabURL(id, ret, c.PostForm("clanview"), c.PostForm("clan")))
}

// refused answers a refused action: the page it came from with the reason.
func (s *Server) refused(c *gin.Context, tab string, err error) {
	l := web.Lang(c)
	status, msg := s.Classify(c.Request.Context(), l, err)
	if status >= http.StatusInternalServerError {
		s.Fail(c, err)
		return
	}
	s.ConflictVersion(c, err)
	s.renderTab(c, tab, status, msg)
}

func (s *Server) postUndo(c *gin.Context) {
	id, _ := web.CampaignID(c)
	ctx := c.Request.Context()
	version, _ := strconv.ParseInt(c.PostForm("version"), 10, 64)
	last, err := s.undo(ctx, id, version)
	if err != nil {
		s.refused(c, "history", err)
		return
	}
	l := web.Lang(c)
	setFlashText(c, id, []string{fmt.Sprintf("%s (#%d %s)", l.T("act.undone"), last.Seq, last.Kind)})
	c.Redirect(http.StatusSeeOther, tabURL(id, "history", "", ""))
}

// undo restores the state before the last action; the undo is logged,
// naming the action it undid, read in the same transaction.
func (s *Server) undo(ctx context.Context, id, version int64) (models.ActionRecord, error) {
	cp, last, err := s.Service.Undo(ctx, id, version)
	if err == nil {
		s.keep(cp)
		s.Changed(ctx, id, cp.Version)
	}
	return last, err
}

// tabName keeps the return tab to the known ones.
func tabName(t string) string {
	switch t {
	case "hand", "diplomacy", "battles", "prestige", "history", "options", "summary", "table":
		return t
	}
	return "map"
}

// tabURL is tab's address: for the Prestige tab with the clan viewed, for
// the Diplomacy tab with the clan the game master acted as.
func tabURL(id int64, tab, clan, actedAs string) string {
	switch tab {
	case "diplomacy":
		if cl, ok := campaign.ParseClan(actedAs); ok {
			return fmt.Sprintf("/campaigns/%d/diplomacy?as=%s", id, cl)
		}
	case "map":
		return fmt.Sprintf("/campaigns/%d", id)
	case "table":
		return fmt.Sprintf("/campaigns/%d/provinces", id)
	case "prestige":
		if cl, ok := campaign.ParseClan(clan); ok {
			return fmt.Sprintf("/campaigns/%d/prestige?clan=%s", id, cl)
		}
	}
	return fmt.Sprintf("/campaigns/%d/%s", id, tab)
}

// actionFromForm reads a campaign.Action from the posted form fields.
func actionFromForm(c *gin.Context) (campaign.Action, error) {
	f := formReader{c: c, bad: web.BadRequest("err.form")}
	a := campaign.Action{Kind: campaign.ActionKind(c.PostForm("kind"))}
	if a.Kind == "" {
		return a, f.bad
	}
	var err error
	if a.Clan, err = f.clan("clan"); err != nil {
		return a, err
	}
	if a.Target, err = f.clan("target"); err != nil {
		return a, err
	}
	if a.Province, err = f.num("province"); err != nil {
		return a, err
	}
	if a.Second, err = f.num("second"); err != nil {
		return a, err
	}
	if a.Elements, err = f.nums("elements"); err != nil {
		return a, err
	}
	if a.Dice, err = f.nums("dice"); err != nil {
		return a, err
	}
	a.Card = strings.TrimSpace(c.PostForm("card"))
	a.Cards = f.strs("cards")
	a.Choice = strings.TrimSpace(c.PostForm("choice"))
	a.Choices = f.strs("choices")
	a.Text = c.PostForm("text")
	a.Key = c.PostForm("key")
	a.Value = c.PostForm("value")
	// The rules options page saves every option at once: option.<key>.
	for k, vs := range c.Request.PostForm {
		if key, ok := strings.CutPrefix(k, "option."); ok && len(vs) > 0 {
			if a.Settings == nil {
				a.Settings = map[string]string{}
			}
			a.Settings[key] = vs[0]
		}
	}
	err = kindFromForm(f, &a)
	return a, err
}

// kindFromForm reads what only some kinds of action carry.
func kindFromForm(f formReader, a *campaign.Action) error {
	c := f.c
	switch a.Kind {
	case campaign.ActDeadline:
		if err := deadlineFromForm(c, a); err != nil {
			return err
		}
	case campaign.ActBattleResult:
		r, err := battleResultFromForm(c)
		if err != nil {
			return err
		}
		a.Result = r
	case campaign.ActPenalty:
		if a.Choice == "elements" {
			// A number of elements: the engine picks which (C-11).
			a.Choice = ""
			n, err := f.num("count")
			if err != nil {
				return err
			}
			a.Count = n
		}
	}
	return nil
}

// formReader reads an action's form fields; a value that does not parse
// is bad.
type formReader struct {
	c   *gin.Context
	bad error
}

// clan reads a clan ("": none).
func (f formReader) clan(field string) (campaign.Clan, error) {
	v := strings.TrimSpace(f.c.PostForm(field))
	if v == "" {
		return "", nil
	}
	cl, ok := campaign.ParseClan(v)
	if !ok {
		return "", f.bad
	}
	return cl, nil
}

// num reads a number ("": 0).
func (f formReader) num(field string) (int, error) {
	v := strings.TrimSpace(f.c.PostForm(field))
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, f.bad
	}
	return n, nil
}

// nums reads every non-empty value of a repeated field as a number.
func (f formReader) nums(field string) ([]int, error) {
	var out []int
	for _, v := range f.c.PostFormArray(field) {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, f.bad
		}
		out = append(out, n)
	}
	return out, nil
}

// strs reads every non-empty value of a repeated field.
func (f formReader) strs(field string) []string {
	var out []string
	for _, v := range f.c.PostFormArray(field) {
		if v = strings.TrimSpace(v); v != "" {
			out = append(out, v)
		}
	}
	return out
}

// battleResultFromForm reads the game master's battle result: the winner,
// "loss.<owner>.<with>.<type>" counts, "general.<owner>", the village and
// who broke first.
func battleResultFromForm(c *gin.Context) (*campaign.BattleResult, error) {
	bad := web.BadRequest("err.form")
	id, err := strconv.Atoi(c.PostForm("battle"))
	if err != nil {
		return nil, bad
	}
	r := &campaign.BattleResult{Battle: id, Winner: campaign.Clan(c.PostForm("winner")), VillageCapturedBy: campaign.Clan(c.PostForm("village")),
		BrokeFirst: campaign.Clan(c.PostForm("brokeFirst"))}
	if err := c.Request.ParseForm(); err != nil {
		return nil, bad
	}
	type key struct{ owner, with campaign.Clan }
	losses := map[key]*campaign.BattleLoss{}
	var order []key
	get := func(k key) *campaign.BattleLoss {
		if l, ok := losses[k]; ok {
			return l
		}
		l := &campaign.BattleLoss{Owner: k.owner, With: k.with}
		losses[k] = l
		order = append(order, k)
		return l
	}
	fields := make([]string, 0, len(c.Request.PostForm))
	for f := range c.Request.PostForm {
		fields = append(fields, f)
	}
	sort.Strings(fields)
	for _, f := range fields {
		switch {
		case strings.HasPrefix(f, "loss."):
			parts := strings.SplitN(f, ".", 4)
			if len(parts) != 4 {
				return nil, bad
			}
			owner, ok1 := campaign.ParseClan(parts[1])
			with, ok2 := campaign.ParseClan(parts[2])
			if !ok1 || !ok2 {
				return nil, bad
			}
			v := strings.TrimSpace(c.PostForm(f))
			if v == "" {
				continue
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > campaign.MaxArmy {
				return nil, bad
			}
			if n == 0 {
				continue
			}
			l := get(key{owner, with})
			for i := 0; i < n; i++ {
				l.Types = append(l.Types, campaign.ElementType(parts[3]))
			}
		case strings.HasPrefix(f, "general."):
			owner, ok := campaign.ParseClan(strings.TrimPrefix(f, "general."))
			if !ok {
				return nil, bad
			}
			if c.PostForm(f) != "" {
				get(key{owner, owner}).General = true
			}
		}
	}
	for _, k := range order {
		r.Losses = append(r.Losses, *losses[k])
	}
	return r, nil
}

// flash: the outcome of the viewer's last action, kept in a short-lived
// cookie and shown once by the next page.
func flashCookie(id int64) string { return "sengoku_flash" + strconv.FormatInt(id, 10) }

// maxFlash keeps the cookie well under the browsers' 4 KB.
const maxFlash = 3000

func (s *Server) setFlash(c *gin.Context, id int64, l views.Lang, v views.Viewer, msgs []campaign.Message) {
	setFlashText(c, id, flashLines(l, v, msgs))
}

// flashLines is what v may read of an action's outcome; never nil.
func flashLines(l views.Lang, v views.Viewer, msgs []campaign.Message) []string {
	lines := []string{}
	for _, m := range msgs {
		if canRead(v, m) {
			lines = append(lines, l.Render(m.Msg))
		}
	}
	return lines
}

func setFlashText(c *gin.Context, id int64, lines []string) {
	size := 0
	var keep []string
	for _, line := range lines {
		if size+len(line) > maxFlash {
			keep = append(keep, "…")
			break
		}
		size += len(line)
		keep = append(keep, line)
	}
	if len(keep) == 0 {
		return
	}
	data, _ := json.Marshal(keep) // a []string always marshals
	http.SetCookie(c.Writer, &http.Cookie{Name: flashCookie(id), Value: base64.RawURLEncoding.EncodeToString(data), Path: "/", MaxAge: 120,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: web.SecureCookie(c)})
}

// takeFlash reads and clears the flash.
func takeFlash(c *gin.Context, id int64) []string {
	v, err := c.Cookie(flashCookie(id))
	if err != nil || v == "" {
		return nil
	}
	http.SetCookie(c.Writer, &http.Cookie{Name: flashCookie(id), Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	data, err := base64.RawURLEncoding.DecodeString(v)
	if err != nil {
		return nil
	}
	var out []string
	if json.Unmarshal(data, &out) != nil {
		return nil
	}
	return out
}

// apiActionBody is the body of POST /api/campaigns/{id}/actions.
type apiActionBody struct {
	campaign.Action
	Version int64 `json:"version"`
}

// apiMessage is an outcome message in the caller's language and both.
type apiMessage struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
	EN   string `json:"en"`
	IT   string `json:"it"`
}

func apiMessages(l views.Lang, v views.Viewer, msgs []campaign.Message) []apiMessage {
	out := []apiMessage{}
	for _, m := range msgs {
		if canRead(v, m) {
			out = append(out, apiMessage{Kind: m.Kind, Text: l.Render(m.Msg), EN: m.English(), IT: m.Italian()})
		}
	}
	return out
}

// diceOf lists the dice of an action; shuffles (which would reveal the
// deck's order) only for the game master.
func diceOf(l views.Lang, v views.Viewer, rolls []campaign.Roll) []string {
	out := []string{}
	for _, r := range rolls {
		switch {
		case r.Sides > 0:
			d := fmt.Sprintf("%s: d%d = %d", views.RollPurpose(l, r), r.Sides, r.Value)
			if r.Table {
				d += " (" + l.T("roll.table") + ")"
			}
			out = append(out, d)
		case v.GM:
			out = append(out, fmt.Sprintf("%s: %s %v", views.RollPurpose(l, r), l.T("history.shuffle"), r.Order))
		}
	}
	return out
}

// readActionBody reads the campaign id and the JSON action body of an API
// call (at most 1 MB, no unknown field); on a problem it has answered.
func (s *Server) readActionBody(c *gin.Context) (int64, apiActionBody, bool) {
	var body apiActionBody
	id, err := web.CampaignID(c)
	if err != nil {
		s.FailJSON(c, err)
		return 0, body, false
	}
	raw, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, 1<<20))
	if err != nil {
		s.FailJSON(c, web.BadRequest("err.toolarge"))
		return 0, body, false
	}
	if err := web.DecodeStrict(raw, &body); err != nil {
		s.FailBody(c, err)
		return 0, body, false
	}
	return id, body, true
}

func (s *Server) apiAction(c *gin.Context) {
	id, body, ok := s.readActionBody(c)
	if !ok {
		return
	}
	v := s.Viewer(c, id)
	e, out, err := s.act(c.Request.Context(), id, body.Version, v, body.Action)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	l := web.Lang(c)
	c.JSON(http.StatusOK, gin.H{"version": e.campaign.Version, "messages": apiMessages(l, v, out.Messages), "dice": diceOf(l, v, out.Rolls)})
}

// apiPreview answers what a game master's action would do, nothing stored.
func (s *Server) apiPreview(c *gin.Context) {
	id, body, ok := s.readActionBody(c)
	if !ok {
		return
	}
	v := s.Viewer(c, id)
	if !v.GM {
		s.FailJSON(c, web.ErrForbidden)
		return
	}
	cp, _, err := s.withCampaign(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	body.Action.At = s.Now().UTC()
	out, entries, err := campaign.Preview(cp.State, v.Actor(), body.Action)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	l := web.Lang(c)
	prestige := make([]gin.H, len(entries))
	for i, e := range entries {
		prestige[i] = gin.H{"clan": e.Clan, "points": e.Points, "text": l.Render(e.Msg)}
	}
	c.JSON(http.StatusOK, gin.H{"messages": apiMessages(l, v, out.Messages), "prestige": prestige})
}

func (s *Server) apiUndo(c *gin.Context) {
	id, err := web.CampaignID(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	if !s.Viewer(c, id).GM {
		s.FailJSON(c, web.ErrForbidden)
		return
	}
	var body struct {
		Version int64 `json:"version"`
	}
	if raw, _ := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, 1<<16)); len(strings.TrimSpace(string(raw))) > 0 {
		if err := web.DecodeStrict(raw, &body); err != nil {
			s.FailBody(c, err)
			return
		}
	}
	last, err := s.undo(c.Request.Context(), id, body.Version)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	version, err := s.Store.CampaignVersion(c.Request.Context(), id)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"version": version, "undone": last.Seq})
}

// apiView is GET /api/campaigns/{id}/view: the state as the caller sees
// it, rendered once per version and viewer (answers.go).
func (s *Server) apiView(c *gin.Context) {
	s.serveAnswer(c, answerSpec{contentType: web.JSONType, fail: s.FailJSON,
		render: func(c *gin.Context, cp *models.Campaign, _ *cacheEntry, v views.Viewer) ([]byte, error) {
			actor := v.Actor()
			now := s.Now()
			legal := cp.State.Legal(actor, now)
			if legal == nil {
				legal = []campaign.LegalAction{}
			}
			view, err := s.viewWithBox(c, cp, actor)
			if err != nil {
				return nil, err
			}
			return marshalAnswer(cp, gin.H{"version": cp.Version, "view": view, "banner": cp.State.Banner(now), "legal": legal})
		}})
}

// logPage is how many log entries a page shows.
const logPage = 50

// apiLogEntry is a log entry as the caller may see it.
type apiLogEntry struct {
	Seq int64  `json:"seq"`
	At  string `json:"at"`
	// Actor is a code, not a word of the reader's language: "gm", the
	// clan's name or "system", as the README documents.
	Actor    string   `json:"actor"`
	Kind     string   `json:"kind"`
	Year     int      `json:"year"`
	Season   string   `json:"season"`
	Undone   bool     `json:"undone,omitempty"`
	Messages []string `json:"messages"`
	Dice     []string `json:"dice"`
	Payload  string   `json:"payload,omitempty"`
}

func (s *Server) apiLog(c *gin.Context) {
	cp, _, err := s.withCampaign(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	id := cp.ID
	v := s.Viewer(c, id)
	page := max(1, atoiDefault(c.Query("page"), 1))
	recs, total, err := s.Store.VisibleActions(c.Request.Context(), id, reader(v), (page-1)*logPage, logPage)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	l := web.Lang(c)
	entries := []apiLogEntry{}
	for _, e := range logEntries(l, v, recs) {
		ae := apiLogEntry{Seq: e.Seq, At: e.At.UTC().Format("2006-01-02T15:04:05Z"), Actor: e.ActorID, Kind: e.Kind, Year: e.Year, Season: e.SeasonID,
			Undone: e.Undone, Messages: e.Messages, Dice: e.Dice, Payload: e.Payload}
		if ae.Messages == nil {
			ae.Messages = []string{}
		}
		entries = append(entries, ae)
	}
	c.JSON(http.StatusOK, gin.H{"total": total, "page": page, "entries": entries})
}

// notesPage is how many notes and declarations a page of the API gives.
const notesPage = 50

// apiNotes is GET /api/campaigns/{id}/notes: every note and declaration
// the caller may read, of every season, newest first, a page at a time
// (?before= the page's next).
func (s *Server) apiNotes(c *gin.Context) {
	cp, v, err := s.LoadCampaign(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	before, err := earlierCursor(c)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	notes, next, err := s.Store.BoxPage(c.Request.Context(), cp.ID, models.BoxQuery{Reader: cp.State.BoxReaderOf(v.Actor()), Before: before, Limit: notesPage})
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"notes": notes, "next": next})
}

func atoiDefault(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return def
	}
	return n
}

// logEntry is a log record filtered for a viewer.
type logEntry struct {
	campaignview.LogEntry
	Year     int
	SeasonID string
	ActorID  string // "gm", the clan or "system": the API's actor
}

// logEntries filters log records for v: private messages only for their
// clan, shuffles and the raw action only for the game master.
func logEntries(l views.Lang, v views.Viewer, recs []models.ActionRecord) []logEntry {
	out := make([]logEntry, 0, len(recs))
	for _, r := range recs {
		e := logEntry{LogEntry: campaignview.LogEntry{Seq: r.Seq, At: r.CreatedAt, Kind: r.Kind, Undone: r.Undone,
			Season: campaignview.SeasonStamp(l, r.Year, r.Season)}, Year: r.Year, SeasonID: r.Season.String()}
		switch {
		case r.ActorRole == string(campaign.RoleGM):
			e.Who, e.ActorID = l.T("history.gm"), "gm"
		case r.ActorClan != "":
			e.Who, e.ActorID = r.ActorClan, r.ActorClan
		default:
			e.Who, e.ActorID = l.T("history.system"), "system"
		}
		var msgs []campaign.Message
		_ = json.Unmarshal([]byte(r.Events), &msgs) // written by act: a bad row only loses its text
		for _, m := range msgs {
			if canRead(v, m) {
				e.Messages = append(e.Messages, l.Render(m.Msg))
			}
		}
		var rolls []campaign.Roll
		_ = json.Unmarshal([]byte(r.Rolls), &rolls)
		e.Dice = diceOf(l, v, rolls)
		if v.GM {
			e.Payload = r.Payload
		}
		out = append(out, e)
	}
	return out
}
