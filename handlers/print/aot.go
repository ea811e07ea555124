package print

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/campaign"
	"sengoku/handlers/calc/wire"
	"sengoku/handlers/web"
	"sengoku/models"
	"sengoku/tables"
	"sengoku/tables/artoftactic"
	"sengoku/views/pdf"
	printview "sengoku/views/print"
)

// An Art of Tactic army is a models.LibraryItem of kind "aot-army" in the
// browser's library: its name and an ordered list of units, each a card of
// the rulebook's library ("lib:yari") or of the browser's own cards
// ("my:<item id>", kind "aot-card"; the references of the card library),
// with the number on its flag and, optionally, whether it has a commander.
const (
	aotArmyKind     = "aot-army"
	printCardKind   = "aot-card"
	aotArmyFormRows = 6 // blank rows offered when composing
	aotArmyMoreRows = 6 // rows added by "more rows"
	sampleArmy      = "sample"
)

// aotArmy is the stored army and the JSON API's body.
type aotArmy struct {
	Name  string        `json:"name"`
	Units []aotArmyUnit `json:"units"`
}

// aotArmyUnit is one unit of an army.
type aotArmyUnit struct {
	// Card refers to a card: "lib:<id>" (or the bare id) for the rulebook's
	// library, "my:<id>" for one of the browser's cards.
	Card string `json:"card,omitempty"`
	// UnitCard is a whole card given inline (JSON API only).
	UnitCard *wire.Card `json:"unitCard,omitempty"`
	Number   int        `json:"number"`
	// Cmdr overrides the card's commander; nil keeps it.
	Cmdr *bool `json:"cmdr,omitempty"`
}

// bookletOptions are the print options of a booklet.
type bookletOptions struct {
	Paper    string `json:"paper"`
	Size     string `json:"size"`
	Duplex   *bool  `json:"duplex"`
	CutMarks *bool  `json:"cutMarks"`
	Turns    int    `json:"turns"`
}

// printOwner is the browser's library key; create hands one out when the
// browser has none (saving), otherwise "" (reading).
func (s *Server) printOwner(c *gin.Context, create bool) (string, error) {
	if !create {
		return s.LibraryOwnerIfAny(c), nil
	}
	return s.LibraryOwner(c)
}

// printCard resolves a card reference: a card of the rulebook's library, or
// one of owner's cards.
func (s *Server) printCard(c *gin.Context, owner, ref string) (artoftactic.UnitCard, bool) {
	ref = strings.TrimSpace(ref)
	if id, ok := strings.CutPrefix(ref, "my:"); ok {
		n, err := strconv.ParseInt(id, 10, 64)
		if owner == "" || err != nil {
			return artoftactic.UnitCard{}, false
		}
		item, err := s.Store.LibraryItemByID(c.Request.Context(), n, printCardKind, owner)
		if err != nil {
			return artoftactic.UnitCard{}, false
		}
		card, err := wire.DecodeCard(item.Data)
		return card, err == nil
	}
	return artoftactic.LibraryCard(strings.TrimPrefix(ref, "lib:"))
}

// resolveArmy checks an army and turns it into the booklet's units: every
// card known (and valid), the name printable, 1 to pdf.MaxUnits units,
// unit numbers unique; a unit without a number gets the lowest free one.
func (s *Server) resolveArmy(c *gin.Context, owner string, a aotArmy) ([]pdf.AoTUnit, error) {
	v := &tables.ValidationError{}
	if strings.TrimSpace(a.Name) == "" {
		v.Add("name", "aot.form.give-army-name")
	}
	switch n := len(a.Units); {
	case n == 0:
		v.Add("units", "aot.form.army-has-no-units-add")
	case n > pdf.MaxUnits:
		v.Add("units", "aot.form.army-has-units-at-most", n, pdf.MaxUnits)
	}
	if len(a.Units) == 0 || len(a.Units) > pdf.MaxUnits {
		// Check the name's length too, then stop: the units of an army
		// that cannot be printed anyway are not looked up.
		pdf.ValidateName(v, a.Name)
		return nil, v
	}
	units := make([]pdf.AoTUnit, len(a.Units))
	used := map[int]bool{}
	for i, u := range a.Units {
		var card artoftactic.UnitCard
		ok := false
		switch {
		case u.UnitCard != nil:
			card, ok = u.UnitCard.UnitCard().Clone(), true
		case u.Card != "":
			card, ok = s.printCard(c, owner, u.Card)
		}
		if !ok {
			ref := u.Card
			if ref == "" {
				v.Add(fmt.Sprintf("units[%d].card", i), "aot.form.unit-choose-card", i+1)
			} else {
				v.Add(fmt.Sprintf("units[%d].card", i), "aot.form.unit-unknown-card-use-lib", i+1, clipRef(ref))
			}
			continue
		}
		cmdr := card.Commander
		if u.Cmdr != nil {
			cmdr = *u.Cmdr
		}
		units[i] = pdf.AoTUnit{Number: u.Number, Commander: cmdr, Card: card}
		if u.Number > 0 {
			used[u.Number] = true
		}
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	numberUnits(units, used)
	return units, nil
}

// numberUnits gives the units without a number the smallest numbers not
// used yet, in order.
func numberUnits(units []pdf.AoTUnit, used map[int]bool) {
	next := 1
	for i := range units {
		if units[i].Number != 0 {
			continue
		}
		for used[next] {
			next++
		}
		units[i].Number = next
		used[next] = true
	}
}

func clipRef(s string) string {
	r := []rune(s)
	if len(r) > 30 {
		return string(r[:30]) + "…"
	}
	return s
}

// booklet builds the booklet's view model and checks it.
func (s *Server) booklet(c *gin.Context, name string, units []pdf.AoTUnit, o bookletOptions) (pdf.AoTBooklet, error) {
	b := pdf.AoTBooklet{Meta: s.Meta(c, o.Paper), Army: name, Units: units, Turns: o.Turns, Duplex: true, CutMarks: true}
	size, ok := pdf.ParseCardSize(o.Size)
	if !ok {
		size = pdf.CardSize(o.Size)
	}
	b.Size = size
	if b.Turns == 0 {
		b.Turns = pdf.DefaultTurns
	}
	if o.Duplex != nil {
		b.Duplex = *o.Duplex
	}
	if o.CutMarks != nil {
		b.CutMarks = *o.CutMarks
	}
	return b, b.Validate()
}

// bookletQuery reads the print options from a query string. The form
// sends "opts" so an unticked box means no; a bare link keeps the defaults.
func bookletQuery(c *gin.Context) (bookletOptions, error) {
	o := bookletOptions{Paper: c.Query("paper"), Size: c.Query("size")}
	if t := c.Query("turns"); t != "" {
		n, err := strconv.Atoi(t)
		if err != nil {
			return o, tables.Invalid("turns", "aot.form.turns-must-whole-number")
		}
		o.Turns = n
	}
	form := c.Query("opts") != ""
	flag := func(key string) *bool {
		v, ok := c.GetQuery(key)
		if !ok && !form {
			return nil
		}
		b := v == "1" || v == "on" || v == "true" || v == "yes"
		return &b
	}
	o.Duplex, o.CutMarks = flag("duplex"), flag("cut")
	return o, nil
}

// sampleUnits is the example army: one unit of each type of the base set,
// numbered in order (the cards hold only what the rulebook gives).
func sampleUnits() []pdf.AoTUnit {
	var out []pdf.AoTUnit
	for _, id := range []string{artoftactic.TypeGeneral, artoftactic.TypeYari, artoftactic.TypeNaginata, artoftactic.TypeArchers, artoftactic.TypeArquebus, artoftactic.TypeCavalry} {
		card, _ := artoftactic.LibraryCard(id)
		out = append(out, pdf.AoTUnit{Number: len(out) + 1, Commander: card.Commander, Card: card})
	}
	return out
}

// aotBookletPDF prints a saved army (or the sample) from the site.
func (s *Server) aotBookletPDF(c *gin.Context) {
	l := web.Lang(c)
	o, err := bookletQuery(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	name, units := l.T("print.aot.sample"), sampleUnits()
	if ref := c.Query("army"); ref != "" && ref != sampleArmy {
		owner, err := s.printOwner(c, false)
		if err != nil {
			s.Fail(c, err)
			return
		}
		a, _, err := s.loadArmy(c, owner, ref)
		if err != nil {
			s.Fail(c, err)
			return
		}
		name = a.Name
		if units, err = s.resolveArmy(c, owner, a); err != nil {
			s.Fail(c, err)
			return
		}
	}
	b, err := s.booklet(c, name, units, o)
	if err != nil {
		s.Fail(c, err)
		return
	}
	data, err := pdf.AoTBookletPDF(b)
	s.AnswerPDF(c, "aot-"+fileSlug(name)+".pdf", data, err)
}

// apiBookletRequest is POST /api/print/aot/booklet.
type apiBookletRequest struct {
	aotArmy
	bookletOptions
}

func (s *Server) apiBookletPDF(c *gin.Context) {
	var req apiBookletRequest
	if !s.decodeBody(c, 1<<20, &req) {
		return
	}
	owner, err := s.printOwner(c, false)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	units, err := s.resolveArmy(c, owner, req.aotArmy)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	b, err := s.booklet(c, req.Name, units, req.bookletOptions)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	data, err := pdf.AoTBookletPDF(b)
	s.AnswerPDF(c, "aot-"+fileSlug(req.Name)+".pdf", data, err)
}

// loadArmy reads a saved army of the browser's library.
func (s *Server) loadArmy(c *gin.Context, owner, ref string) (aotArmy, models.LibraryItem, error) {
	id, err := strconv.ParseInt(ref, 10, 64)
	if err != nil || id <= 0 || owner == "" {
		return aotArmy{}, models.LibraryItem{}, campaign.ErrNotFound
	}
	item, err := s.Store.LibraryItemByID(c.Request.Context(), id, aotArmyKind, owner)
	if err != nil {
		return aotArmy{}, item, err
	}
	var a aotArmy
	if err := json.Unmarshal([]byte(item.Data), &a); err != nil {
		return a, item, fmt.Errorf("army %d: %w", id, err)
	}
	return a, item, nil
}

// aotArmies lists the browser's armies for the print page.
func (s *Server) aotArmies(c *gin.Context) ([]printview.Army, error) {
	owner, err := s.printOwner(c, false)
	if err != nil || owner == "" {
		return nil, err
	}
	items, err := s.Store.LibraryItems(c.Request.Context(), aotArmyKind, owner)
	if err != nil {
		return nil, err
	}
	var out []printview.Army
	for _, it := range items {
		var a aotArmy
		if json.Unmarshal([]byte(it.Data), &a) != nil {
			continue
		}
		out = append(out, printview.Army{Value: strconv.FormatInt(it.ID, 10), ID: it.ID, Name: a.Name, Units: len(a.Units)})
	}
	return out, nil
}

// armyCardOptions are the cards a unit row may pick: the rulebook's
// library, then the browser's own cards.
func (s *Server) armyCardOptions(c *gin.Context, owner string) ([]printview.Option, []printview.Option, error) {
	l := web.Lang(c)
	var lib, own []printview.Option
	for _, card := range artoftactic.Library() {
		lib = append(lib, printview.Option{Value: "lib:" + card.ID, Label: l.Render(card.Title())})
	}
	if owner == "" {
		return lib, nil, nil
	}
	items, err := s.Store.LibraryItems(c.Request.Context(), printCardKind, owner)
	if err != nil {
		return nil, nil, err
	}
	for _, it := range items {
		card, err := wire.DecodeCard(it.Data)
		if err != nil {
			continue
		}
		own = append(own, printview.Option{Value: "my:" + strconv.FormatInt(it.ID, 10), Label: l.Render(card.Title())})
	}
	return lib, own, nil
}

// armyForm turns an army into its form, with blank rows to add units.
func armyForm(a aotArmy, blank int) printview.ArmyForm {
	f := printview.ArmyForm{Name: a.Name}
	for _, u := range a.Units {
		row := printview.ArmyRow{Card: u.Card}
		if u.Number > 0 {
			row.Number = strconv.Itoa(u.Number)
		}
		if u.Cmdr != nil {
			row.Cmdr = map[bool]string{true: "yes", false: "no"}[*u.Cmdr]
		}
		f.Rows = append(f.Rows, row)
	}
	for i := 0; i < blank && len(f.Rows) < pdf.MaxUnits; i++ {
		f.Rows = append(f.Rows, printview.ArmyRow{})
	}
	return f
}

// readArmyForm reads the composition form: rows without a card are left
// out; the typed values are echoed back on a problem.
func readArmyForm(c *gin.Context) (aotArmy, printview.ArmyForm, error) {
	f := printview.ArmyForm{Name: strings.TrimSpace(c.PostForm("name"))}
	a := aotArmy{Name: f.Name}
	v := &tables.ValidationError{}
	rows, _ := strconv.Atoi(c.PostForm("rows"))
	rows = min(max(rows, 0), pdf.MaxUnits+aotArmyMoreRows)
	for i := 0; i < rows; i++ {
		p := "u" + strconv.Itoa(i) + "."
		row := printview.ArmyRow{Card: c.PostForm(p + "card"), Number: strings.TrimSpace(c.PostForm(p + "number")), Cmdr: c.PostForm(p + "cmdr")}
		f.Rows = append(f.Rows, row)
		if row.Card == "" {
			continue
		}
		u := aotArmyUnit{Card: row.Card}
		if row.Number != "" {
			n, err := strconv.Atoi(row.Number)
			if err != nil || n < 1 || n > artoftactic.MaxNumber {
				v.Add(fmt.Sprintf("units[%d].number", len(a.Units)), "aot.form.unit-number-must-1", len(a.Units)+1, artoftactic.MaxNumber)
			}
			u.Number = n
		}
		switch row.Cmdr {
		case "yes":
			u.Cmdr = new(bool)
			*u.Cmdr = true
		case "no":
			u.Cmdr = new(bool)
		}
		a.Units = append(a.Units, u)
	}
	return a, f, v.Err()
}

// checkArmy validates an army for saving: what resolveArmy checks plus
// numbers unique and the name's length, through the booklet's rules.
func (s *Server) checkArmy(c *gin.Context, owner string, a aotArmy) error {
	units, err := s.resolveArmy(c, owner, a)
	if err != nil {
		return err
	}
	_, err = s.booklet(c, a.Name, units, bookletOptions{})
	if v, ok := tables.AsValidation(err); ok {
		// Only the army's own problems matter when saving: the print
		// options are chosen when printing.
		kept := &tables.ValidationError{}
		for _, p := range v.Problems {
			if p.Field != "turns" && p.Field != "paper" && p.Field != "size" {
				kept.Problems = append(kept.Problems, p)
			}
		}
		return kept.Err()
	}
	return err
}

func (s *Server) aotArmyNew(c *gin.Context) {
	s.renderArmy(c, http.StatusOK, 0, armyForm(aotArmy{}, aotArmyFormRows), nil)
}

// renderArmy renders the composition page.
func (s *Server) renderArmy(c *gin.Context, status int, id int64, f printview.ArmyForm, problems []string) {
	l := web.Lang(c)
	owner, err := s.printOwner(c, false)
	if err != nil {
		s.Fail(c, err)
		return
	}
	f.Library, f.Own, err = s.armyCardOptions(c, owner)
	if err != nil {
		s.Fail(c, err)
		return
	}
	f.ID = id
	f.Problems = problems
	f.Booklet = printview.BookletForm{Army: strconv.FormatInt(id, 10), Paper: "a4", Size: "half", Duplex: true, Cut: true, Turns: pdf.DefaultTurns}
	f.MaxTurns = pdf.MaxTurns
	title := l.T("print.army.new")
	if id > 0 {
		title = f.Name
	}
	web.Render(c, status, printview.ArmyEdit(s.Page(c, title, "print"), f))
}

// saveArmy handles create (id 0) and update: "more" re-renders with more
// blank rows, a problem re-renders with 422, success redirects to the army.
func (s *Server) saveArmy(c *gin.Context, id int64) {
	l := web.Lang(c)
	a, f, err := readArmyForm(c)
	if c.PostForm("more") != "" {
		for i := 0; i < aotArmyMoreRows && len(f.Rows) < pdf.MaxUnits; i++ {
			f.Rows = append(f.Rows, printview.ArmyRow{})
		}
		s.renderArmy(c, http.StatusOK, id, f, nil)
		return
	}
	owner, oerr := s.printOwner(c, true)
	if oerr != nil {
		s.Fail(c, oerr)
		return
	}
	if err == nil {
		err = s.checkArmy(c, owner, a)
	}
	if err != nil {
		problems, ok := problemsIn(l, err)
		if !ok {
			s.Fail(c, err)
			return
		}
		s.renderArmy(c, http.StatusUnprocessableEntity, id, f, problems)
		return
	}
	data, err := json.Marshal(a)
	if err != nil {
		s.Fail(c, err)
		return
	}
	id, err = s.Store.SaveLibraryItem(c.Request.Context(), models.LibraryItem{ID: id, Kind: aotArmyKind, Owner: owner, Name: a.Name, Data: string(data)})
	if err != nil {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, fmt.Sprintf("%s/%d?saved=1", printArmiesPath, id))
}

func (s *Server) aotArmyCreate(c *gin.Context) { s.saveArmy(c, 0) }

func (s *Server) armyID(c *gin.Context) (int64, error) {
	id, err := strconv.ParseInt(c.Param("aid"), 10, 64)
	if err != nil || id <= 0 {
		return 0, campaign.ErrNotFound
	}
	return id, nil
}

func (s *Server) aotArmyUpdate(c *gin.Context) {
	id, err := s.armyID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	owner, err := s.printOwner(c, false)
	if err == nil {
		_, _, err = s.loadArmy(c, owner, strconv.FormatInt(id, 10))
	}
	if err != nil {
		s.Fail(c, err)
		return
	}
	s.saveArmy(c, id)
}

func (s *Server) aotArmyEdit(c *gin.Context) {
	id, err := s.armyID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	owner, err := s.printOwner(c, false)
	if err != nil {
		s.Fail(c, err)
		return
	}
	a, _, err := s.loadArmy(c, owner, strconv.FormatInt(id, 10))
	if err != nil {
		s.Fail(c, err)
		return
	}
	f := armyForm(a, 2)
	f.Saved = c.Query("saved") != ""
	s.renderArmy(c, http.StatusOK, id, f, nil)
}

func (s *Server) aotArmyDelete(c *gin.Context) {
	id, err := s.armyID(c)
	if err != nil {
		s.Fail(c, err)
		return
	}
	owner, err := s.printOwner(c, false)
	if err == nil && owner == "" {
		err = campaign.ErrNotFound
	}
	if err == nil {
		err = s.Store.DeleteLibraryItem(c.Request.Context(), id, aotArmyKind, owner)
	}
	if err != nil && !errors.Is(err, campaign.ErrNotFound) {
		s.Fail(c, err)
		return
	}
	c.Redirect(http.StatusSeeOther, printPath+"#aot")
}

// fileSlug makes a name safe for a download's file name.
func fileSlug(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case strings.ContainsRune("àáâä", r):
			b.WriteRune('a')
		case strings.ContainsRune("èéêë", r):
			b.WriteRune('e')
		case strings.ContainsRune("ìíîï", r):
			b.WriteRune('i')
		case strings.ContainsRune("òóôö", r):
			b.WriteRune('o')
		case strings.ContainsRune("ùúûü", r):
			b.WriteRune('u')
		default:
			if b.Len() > 0 && !strings.HasSuffix(b.String(), "-") {
				b.WriteRune('-')
			}
		}
		if b.Len() >= 40 {
			break
		}
	}
	out := strings.Trim(b.String(), "-")
	if out == "" {
		return "sengoku"
	}
	return out
}
