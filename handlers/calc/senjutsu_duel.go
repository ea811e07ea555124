package calc

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/tables/senjutsu"
	senjutsuview "sengoku/views/calc/senjutsu"
)

// Senjutsu duels: a duel is its setup and the list of actions since, stored
// as a LibraryItem of kind "senjutsu-duel" in the browser's library, and
// replayed with senjutsu.Replay on every view (an action costs a few µs).
// Actions are POSTs answered with post-redirect-get; undo drops the last
// action. Every change counts one revision: a form carries the one it was
// shown, and a change made meanwhile (another phone at the table) is never
// overwritten: the form is refused and the duel shown as it stands.

// storedDuel is a duel as stored: the setup, the actions and the revision.
type storedDuel struct {
	senjutsuDuelRequest
	Rev int64 `json:"rev"`
}

// senjutsuSetupForm reads the new-duel form: up to four slots, each a
// saved profile, a deck size and a team.
func senjutsuSetupForm(c *gin.Context) senjutsuview.SetupForm {
	var f senjutsuview.SetupForm
	for i := range f.Slots {
		p := "f" + strconv.Itoa(i) + "."
		f.Slots[i] = senjutsuview.Slot{Profile: c.PostForm(p + "profile"), Deck: c.PostForm(p + "deck"), Team: strings.TrimSpace(c.PostForm(p + "team"))}
	}
	f.Options = map[string]string{}
	for _, o := range senjutsu.OptionList() {
		if v := c.PostForm(o.Key); v != "" {
			f.Options[o.Key] = v
		}
	}
	return f
}

// senjutsuFighterID makes a short id (the reveal code's alphabet) from a
// character's name, unique in the duel.
func senjutsuFighterID(name string, taken map[string]bool) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == '_':
			if b.Len() > 0 {
				b.WriteByte('-')
			}
		}
		if b.Len() >= 16 {
			break
		}
	}
	id := strings.Trim(b.String(), "-")
	if id == "" {
		id = "f"
	}
	base := id
	for n := 2; taken[id]; n++ {
		id = base + strconv.Itoa(n)
	}
	taken[id] = true
	return id
}

// senjutsuSetup builds the duel setup from the form and the profiles.
func senjutsuSetup(f senjutsuview.SetupForm, profiles []senjutsuview.ProfileItem) (senjutsu.Setup, error) {
	v := &tables.ValidationError{}
	opt, _, err := senjutsuOptions(func(k string) string { return f.Options[k] })
	err = web.FormPolicyError(err)
	setup := senjutsu.Setup{Options: opt}
	taken := map[string]bool{}
	for i, sl := range f.Slots {
		if sl.Profile == "" {
			continue
		}
		field := "f" + strconv.Itoa(i) + ".profile"
		id, _ := strconv.ParseInt(sl.Profile, 10, 64)
		var prof *senjutsu.Profile
		for _, it := range profiles {
			if it.ID == id {
				prof = &it.Profile
			}
		}
		if prof == nil {
			v.Add(field, "senjutsu.form.choose-one-your-saved-profiles")
			continue
		}
		fs := senjutsu.FighterSetup{ID: senjutsuFighterID(prof.Name, taken), Profile: *prof, Team: sl.Team}
		if sl.Deck != "" {
			if fs.DeckSize, err = strconv.Atoi(sl.Deck); err != nil {
				v.Add("f"+strconv.Itoa(i)+".deck", "senjutsu.form.deck-has-40-30-cards")
			}
		}
		setup.Fighters = append(setup.Fighters, fs)
	}
	if len(setup.Fighters) < senjutsu.MinFighters {
		v.Add("f0.profile", "senjutsu.form.choose-characters", senjutsu.MinFighters, senjutsu.MaxFighters)
	}
	if err := assistJoin(v.Err(), err); err != nil {
		return setup, err
	}
	if _, err := senjutsu.NewDuel(setup); err != nil {
		return setup, err
	}
	return setup, nil
}

func (s *Server) renderSenjutsuHome(c *gin.Context, status int, owner string, vm senjutsuview.HomePage) {
	l := web.Lang(c)
	profiles, err := s.senjutsuProfileList(c, owner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	duels, err := s.Library.LibraryItems(c.Request.Context(), kindSenjutsuDuel, owner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	vm.Profiles = profiles
	for _, d := range duels {
		vm.Duels = append(vm.Duels, senjutsuview.DuelLink{ID: d.ID, Name: d.Name, Updated: d.UpdatedAt})
	}
	web.Render(c, status, senjutsuview.Home(s.Page(c, l.T("senjutsu.title"), "calc"), vm))
}

func (s *Server) senjutsuHome(c *gin.Context) {
	owner, err := s.LibraryOwner(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderSenjutsuHome(c, http.StatusOK, owner, senjutsuview.HomePage{})
}

func (s *Server) senjutsuCreateDuel(c *gin.Context) {
	owner, err := s.LibraryOwner(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	form := senjutsuSetupForm(c)
	profiles, err := s.senjutsuProfileList(c, owner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	setup, err := senjutsuSetup(form, profiles)
	if err != nil {
		vm := senjutsuview.HomePage{Setup: form}
		if status, ok := s.formProblems(c, err, &vm.Problems, &vm.Fields); ok {
			s.renderSenjutsuHome(c, status, owner, vm)
		}
		return
	}
	var names []string
	for _, f := range setup.Fighters {
		names = append(names, f.Profile.Name)
	}
	id, err := s.saveLibraryItem(c, models.LibraryItem{Kind: kindSenjutsuDuel, Owner: owner, Name: strings.Join(names, " · ")},
		storedDuel{senjutsuDuelRequest: senjutsuDuelRequest{Setup: setup, Actions: []senjutsu.Action{}}})
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("%s/%d", senjutsuDuelsPath, id))
}

// loadDuel reads a stored duel of this browser's library.
func (s *Server) loadDuel(c *gin.Context) (models.LibraryItem, storedDuel, error) {
	return routeLibraryItem[storedDuel](s, c, "id", kindSenjutsuDuel, s.LibraryOwner)
}

func (s *Server) renderDuel(c *gin.Context, status int, it models.LibraryItem, req storedDuel, vm senjutsuview.DuelPage) {
	d, err := senjutsu.Replay(req.Setup, req.Actions)
	if err != nil {
		// A stored duel always replays; anything else is a damaged row.
		s.Fail(c, fmt.Errorf("replay duel %d: %w", it.ID, err))
		return
	}
	vm.ID, vm.Duel, vm.Actions, vm.Rev = it.ID, d, len(req.Actions), req.Rev
	renderCalcPage(c, status, "", senjutsuview.Duel(s.Page(c, it.Name, "calc"), vm))
}

func (s *Server) senjutsuShowDuel(c *gin.Context) {
	it, req, err := s.loadDuel(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderDuel(c, http.StatusOK, it, req, senjutsuview.DuelPage{})
}

// senjutsuActionForm is one action as the duel page's forms post it.
type senjutsuActionForm struct {
	Type     string `form:"type"`
	Fighter  string `form:"fighter"`
	By       string `form:"by"`
	N        int    `form:"n"`
	Bleeding bool   `form:"bleeding"`
	Card     string `form:"card"`
	Cost     int    `form:"cost"`
	Optional int    `form:"optional"`
	Requires string `form:"requires"`
	Kamae    string `form:"kamae"`
	Another  bool   `form:"another"`
	Branches int    `form:"branches"`
	Path     string `form:"path"`
	Poison   string `form:"poison"`
	Field    string `form:"field"`
	Value    int    `form:"value"`
}

func (f senjutsuActionForm) action() senjutsu.Action {
	a := senjutsu.Action{Type: f.Type, Fighter: f.Fighter, By: f.By, N: f.N, Bleeding: f.Bleeding, Card: f.Card,
		Cost: f.Cost, Optional: f.Optional, Requires: f.Requires, Kamae: f.Kamae, Another: f.Another,
		Branches: f.Branches, Poison: strings.TrimSpace(f.Poison), Field: f.Field, Value: f.Value}
	for _, p := range strings.Split(f.Path, ",") {
		if p = strings.TrimSpace(p); p != "" {
			a.Path = append(a.Path, p)
		}
	}
	return a
}

func (s *Server) senjutsuDuelAction(c *gin.Context) {
	it, req, ok := s.loadDuelToChange(c)
	if !ok {
		return
	}
	var f senjutsuActionForm
	if err := c.ShouldBind(&f); err != nil {
		s.renderDuel(c, http.StatusBadRequest, it, req, senjutsuview.DuelPage{Problems: []string{web.Lang(c).T("assist.err.form")}})
		return
	}
	a := f.action()
	d, err := senjutsu.Replay(req.Setup, req.Actions)
	if err == nil {
		_, err = senjutsu.Apply(d, a)
	}
	if err != nil {
		var vm senjutsuview.DuelPage
		if status, ok := s.formProblems(c, err, &vm.Problems, nil); ok {
			s.renderDuel(c, status, it, req, vm)
		}
		return
	}
	req.Actions = append(req.Actions, a)
	s.saveDuel(c, it, req)
}

// loadDuelToChange loads the duel a change is posted to; when the form
// shows another revision than the stored one it answers 409 with the duel
// as it stands and reports false.
func (s *Server) loadDuelToChange(c *gin.Context) (models.LibraryItem, storedDuel, bool) {
	it, req, err := s.loadDuel(c)
	if err != nil {
		s.Fail(c, err)
		return it, req, false
	}
	if rev := c.PostForm("rev"); rev != "" && rev != strconv.FormatInt(req.Rev, 10) {
		s.staleDuel(c, it, req)
		return it, req, false
	}
	return it, req, true
}

// staleDuel refuses a change to a duel that changed meanwhile, showing it
// as it stands.
func (s *Server) staleDuel(c *gin.Context, it models.LibraryItem, req storedDuel) {
	s.renderDuel(c, http.StatusConflict, it, req, senjutsuview.DuelPage{Problems: []string{web.Lang(c).T("senjutsu.err.stale")}})
}

// saveDuel stores req as the next revision of duel it, unless it changed
// since it was loaded (then staleDuel, with the duel reloaded).
func (s *Server) saveDuel(c *gin.Context, it models.LibraryItem, req storedDuel) {
	was := it.Data
	req.Rev++
	data, err := json.Marshal(req)
	if err == nil {
		it.Data = string(data)
		err = s.Library.ReplaceLibraryItem(c.Request.Context(), it, was)
	}
	if errors.Is(err, campaign.ErrConflict) {
		if it, req, err = s.loadDuel(c); err == nil {
			s.staleDuel(c, it, req)
			return
		}
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("%s/%d", senjutsuDuelsPath, it.ID))
}

func (s *Server) senjutsuUndo(c *gin.Context) {
	it, req, ok := s.loadDuelToChange(c)
	if !ok {
		return
	}
	if len(req.Actions) > 0 {
		req.Actions = req.Actions[:len(req.Actions)-1]
	}
	s.saveDuel(c, it, req)
}

func (s *Server) senjutsuDeleteDuel(c *gin.Context) {
	it, _, err := s.loadDuel(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	if err := s.Library.DeleteLibraryItem(c.Request.Context(), it.ID, kindSenjutsuDuel, it.Owner); err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, senjutsuPath)
}
