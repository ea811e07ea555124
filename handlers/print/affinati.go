package print

import (
	"net/http"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/query"
	"sengoku/tables/affinati"
	"sengoku/views"
	affinatiview "sengoku/views/calc/affinati"
	"sengoku/views/pdf"
	printview "sengoku/views/print"
)

// rosterRequest is the roster's input: the army as the army-list validator
// takes it (list, counts by type, General, B-xx options) plus what the
// print needs. The same names work in a query string and in JSON.
type rosterRequest struct {
	Name    string `json:"name"`
	Figures string `json:"figures"`
	Units   string `json:"units"`
	Paper   string `json:"paper"`
	affinati.ArmyInput
}

// The query codecs of the roster and the quick reference.
var (
	affinatiRosterCodec    = affinatiview.Codec[rosterRequest]()
	affinatiReferenceCodec = affinatiview.Codec[affinati.ReferenceInput]()
)

// roster checks the army against its list and builds the roster's view
// model; an army the validator refuses is a 422 with its problems.
func (s *Server) roster(c *gin.Context, req rosterRequest) (pdf.AffinatiRoster, error) {
	chk, err := affinati.CheckArmy(req.ArmyInput)
	if err != nil {
		return pdf.AffinatiRoster{}, err
	}
	ros, err := affinati.RosterFor(affinati.RosterInput{Figures: req.Figures, Units: req.Units, List: req.List, Options: req.Options})
	if err != nil {
		return pdf.AffinatiRoster{}, err
	}
	r := pdf.AffinatiRoster{Meta: s.Meta(c, req.Paper), Name: req.Name, Army: chk, General: req.General, Roster: ros}
	return r, r.Validate()
}

// rosterPDF is the roster form's target: the PDF, or the print page again
// with the problems and the values typed (422).
func (s *Server) rosterPDF(c *gin.Context) {
	var req rosterRequest
	err := web.FormPolicyError(affinatiRosterCodec.Decode(c.Request.URL.Query(), "", &req))
	var r pdf.AffinatiRoster
	if err == nil {
		r, err = s.roster(c, req)
	}
	var data []byte
	if err == nil {
		data, err = pdf.AffinatiRosterPDF(r)
	}
	if err == nil {
		sendPDF(c, "samurai-"+fileSlug(req.Name+" "+req.List)+".pdf", data)
		return
	}
	l := web.Lang(c)
	problems, ok := problemsIn(l, err)
	if !ok {
		s.Fail(c, err)
		return
	}
	m, merr := s.printPageModel(c)
	if merr != nil {
		s.Fail(c, merr)
		return
	}
	m.Roster = rosterForm(l, c.Request.URL.Query())
	m.Roster.Problems = problems
	web.Render(c, http.StatusUnprocessableEntity, printview.Index(s.Page(c, l.T("print.title"), "print"), m))
}

func (s *Server) apiRosterPDF(c *gin.Context) {
	var req rosterRequest
	if !s.decodeBody(c, 1<<16, &req) {
		return
	}
	r, err := s.roster(c, req)
	if err != nil {
		s.FailJSON(c, err)
		return
	}
	data, err := pdf.AffinatiRosterPDF(r)
	s.AnswerPDF(c, "samurai-"+fileSlug(req.Name+" "+req.List)+".pdf", data, err)
}

// referencePDF is the two-sided quick reference (site and API).
func (s *Server) referencePDF(c *gin.Context) {
	var in affinati.ReferenceInput
	err := web.PolicyError(affinatiReferenceCodec.Decode(c.Request.URL.Query(), "", &in), query.Keys{}, nil)
	var q affinati.QuickRef
	if err == nil {
		q, err = affinati.QuickReferenceFor(in)
	}
	if err != nil {
		s.printFail(c, err)
		return
	}
	data, err := pdf.QuickRefPDF(pdf.QuickRefSheet{Meta: s.Meta(c, c.Query("paper")), Ref: q})
	s.AnswerPDF(c, "samurai-reference.pdf", data, err)
}

// The roster form's default: a valid army of the Samurai 1500–1600 list.
var defaultRoster = rosterRequest{Figures: "15mm", Units: "cm", Paper: "a4", ArmyInput: affinati.ArmyInput{
	List: "samurai-1500", MountedSamurai: 2, FootSamurai: 4, Ashigaru: 3, Archers: 1, Arquebusiers: 2, General: affinati.FootSamurai}}

func defaultRosterForm(l views.Lang) printview.RosterForm {
	return rosterFormFrom(l, defaultRoster)
}

// rosterForm echoes the values of a submitted roster form.
func rosterForm(l views.Lang, q map[string][]string) printview.RosterForm {
	var req rosterRequest
	_ = affinatiRosterCodec.Decode(q, "", &req) // unreadable numbers stay 0; the problems say why
	f := rosterFormFrom(l, req)
	for i, t := range f.Troops {
		if v, ok := q[t.Value]; ok && len(v) > 0 {
			f.Troops[i].Count = v[0]
		}
	}
	return f
}

func rosterFormFrom(l views.Lang, req rosterRequest) printview.RosterForm {
	f := printview.RosterForm{Name: req.Name, List: req.List, General: string(req.General), Figures: req.Figures, Units: req.Units, Paper: req.Paper}
	pick := l.Render
	for _, li := range affinati.ArmyLists() {
		f.Lists = append(f.Lists, printview.Option{Value: li.ID, Label: pick(li.Name)})
	}
	names := map[affinati.TroopType]affinati.Text{}
	profiles, _ := affinati.TroopProfiles(affinati.Options{}) // the defaults always resolve
	for _, p := range profiles {
		names[p.Type] = p.Name
	}
	for _, t := range affinati.TroopTypes() {
		n := req.ArmyInput.Count(t)
		f.Troops = append(f.Troops, printview.Troop{Value: troopField(t), Label: pick(names[t]), Count: strconv.Itoa(n)})
		f.Generals = append(f.Generals, printview.Option{Value: string(t), Label: pick(names[t])})
	}
	f.Options = affinatiview.AffPrintOptions("roster", req.Options)
	return f
}

// troopField is the form and JSON name of a troop type's count.
func troopField(t affinati.TroopType) string {
	if t == affinati.WarriorMonks {
		return "monks"
	}
	return string(t)
}

// referenceForm is the quick reference's form.
func referenceForm(l views.Lang) printview.ReferenceForm {
	return printview.ReferenceForm{Figures: "15mm", Units: "cm", Paper: "a4", Options: affinatiview.AffPrintOptions("reference", affinati.Options{})}
}
