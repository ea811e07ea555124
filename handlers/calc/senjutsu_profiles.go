package calc

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/tables/senjutsu"
	senjutsuview "sengoku/views/calc/senjutsu"
)

// Senjutsu character profiles: the statistics printed on each Character
// card, entered by the users (the rulebook prints none) and kept in the
// browser's library as LibraryItems of kind "senjutsu-profile".

// senjutsuProfileForm reads the profile form as typed, for echoing.
func senjutsuProfileForm(c *gin.Context) senjutsuview.ProfileForm {
	return senjutsuview.ProfileForm{
		Name: strings.TrimSpace(c.PostForm("name")), Advantage: strings.TrimSpace(c.PostForm("advantage_number")),
		HandLimit: c.PostForm("hand_limit"), WoundLimit: c.PostForm("wound_limit"),
		Weapons: c.PostForm("weapons"), Branches: c.PostForm("branches"), FocusPoints: c.PostForm("focus_points"),
	}
}

// senjutsuProfileFromForm builds and validates the profile. The Kamae Tree
// is written one branch per line, "a - b" (both ways) or "a > b" (one way);
// positions are the branch ends that are not Focus Points.
func senjutsuProfileFromForm(f senjutsuview.ProfileForm) (senjutsu.Profile, error) {
	v := &tables.ValidationError{}
	num := func(field, s string) int {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			v.Add(field, "senjutsu.form.enter-whole-number")
		}
		return n
	}
	p := senjutsu.Profile{Name: f.Name, AdvantageNumber: num("advantage_number", f.Advantage),
		HandLimit: num("hand_limit", f.HandLimit), WoundLimit: num("wound_limit", f.WoundLimit)}
	for _, w := range strings.Split(f.Weapons, ",") {
		if w = strings.TrimSpace(w); w != "" {
			p.Weapons = append(p.Weapons, w)
		}
	}
	if strings.TrimSpace(f.Branches) != "" {
		t := &senjutsu.KamaeTree{}
		focus := map[string]bool{}
		for _, fp := range strings.Split(f.FocusPoints, ",") {
			if fp = strings.TrimSpace(fp); fp != "" {
				focus[fp] = true
				t.FocusPoints = append(t.FocusPoints, fp)
			}
		}
		seen := map[string]bool{senjutsu.Neutral: true}
		t.Positions = []string{senjutsu.Neutral}
		for i, line := range strings.Split(f.Branches, "\n") {
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			sep, oneWay := " - ", false
			if strings.Contains(line, ">") {
				sep, oneWay = ">", true
			} else if !strings.Contains(line, " - ") {
				sep = "-"
			}
			a, b, ok := strings.Cut(line, sep)
			a, b = strings.TrimSpace(a), strings.TrimSpace(b)
			if !ok || a == "" || b == "" {
				v.Add("branches", "senjutsu.form.line-write-branch-as-b", i+1)
				continue
			}
			for _, n := range []string{a, b} {
				if !seen[n] && !focus[n] {
					seen[n] = true
					t.Positions = append(t.Positions, n)
				}
			}
			t.Branches = append(t.Branches, senjutsu.Branch{From: a, To: b, OneWay: oneWay})
		}
		p.KamaeTree = t
	}
	if err := v.Err(); err != nil {
		return p, assistJoin(err, p.Validate())
	}
	return p, p.Validate()
}

// senjutsuFormFromProfile is the edit form of a stored profile.
func senjutsuFormFromProfile(p senjutsu.Profile) senjutsuview.ProfileForm {
	f := senjutsuview.ProfileForm{Name: p.Name, Advantage: strconv.Itoa(p.AdvantageNumber),
		HandLimit: strconv.Itoa(p.HandLimit), WoundLimit: strconv.Itoa(p.WoundLimit), Weapons: strings.Join(p.Weapons, ", ")}
	if t := p.KamaeTree; t != nil {
		var lines []string
		for _, b := range t.Branches {
			sep := " - "
			if b.OneWay {
				sep = " > "
			}
			lines = append(lines, b.From+sep+b.To)
		}
		f.Branches = strings.Join(lines, "\n")
		f.FocusPoints = strings.Join(t.FocusPoints, ", ")
	}
	return f
}

// senjutsuProfileList loads the browser's profiles.
func (s *Server) senjutsuProfileList(c *gin.Context, owner string) ([]senjutsuview.ProfileItem, error) {
	items, err := s.Library.LibraryItems(c.Request.Context(), kindSenjutsuProfile, owner)
	if err != nil {
		return nil, err
	}
	out := make([]senjutsuview.ProfileItem, 0, len(items))
	for _, it := range items {
		var p senjutsu.Profile
		if err := json.Unmarshal([]byte(it.Data), &p); err != nil {
			return nil, fmt.Errorf("profile %d: %w", it.ID, err)
		}
		out = append(out, senjutsuview.ProfileItem{ID: it.ID, Profile: p})
	}
	return out, nil
}

func (s *Server) renderProfiles(c *gin.Context, status int, owner string, vm senjutsuview.ProfilesPage) {
	l := web.Lang(c)
	items, err := s.senjutsuProfileList(c, owner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	vm.Items = items
	web.Render(c, status, senjutsuview.Profiles(s.Page(c, l.T("senjutsu.profiles.title"), "calc"), vm))
}

func (s *Server) senjutsuProfiles(c *gin.Context) {
	owner, err := s.LibraryOwner(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderProfiles(c, http.StatusOK, owner, senjutsuview.ProfilesPage{Form: senjutsuview.ProfileForm{Advantage: "1", HandLimit: "5", WoundLimit: "6"}})
}

// saveProfile validates the form and stores it as item id (0 = new).
// Problems re-render the page with 422 and the typed values.
func (s *Server) saveProfile(c *gin.Context, id int64) {
	owner, err := s.LibraryOwner(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	form := senjutsuProfileForm(c)
	p, err := senjutsuProfileFromForm(form)
	if err != nil {
		vm := senjutsuview.ProfilesPage{Form: form, EditID: id}
		if status, ok := s.formProblems(c, err, &vm.Problems, &vm.Fields); ok {
			s.renderProfiles(c, status, owner, vm)
		}
		return
	}
	if _, err := s.saveLibraryItem(c, models.LibraryItem{ID: id, Kind: kindSenjutsuProfile, Owner: owner, Name: p.Name}, p); err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, senjutsuProfilesPath)
}

func (s *Server) senjutsuCreateProfile(c *gin.Context) { s.saveProfile(c, 0) }

func (s *Server) senjutsuUpdateProfile(c *gin.Context) {
	// Only the owner's library may even try: another browser gets 404
	// whether its form is valid or not.
	it, _, err := routeLibraryItem[senjutsu.Profile](s, c, "id", kindSenjutsuProfile, s.LibraryOwner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.saveProfile(c, it.ID)
}

func (s *Server) senjutsuEditProfile(c *gin.Context) {
	it, p, err := routeLibraryItem[senjutsu.Profile](s, c, "id", kindSenjutsuProfile, s.LibraryOwner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.renderProfiles(c, http.StatusOK, it.Owner, senjutsuview.ProfilesPage{Form: senjutsuFormFromProfile(p), EditID: it.ID})
}

func (s *Server) senjutsuDeleteProfile(c *gin.Context) {
	s.deleteLibraryItem(c, "id", kindSenjutsuProfile, s.LibraryOwner, senjutsuProfilesPath)
}
