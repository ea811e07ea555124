package handlers

import (
	"net/http"
	"net/url"
	"reflect"
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/tables"
	"sengoku/tables/ccsb"
	"sengoku/views"
)

// The C&C Samurai Battles combat calculator: a GET form whose query is a
// ccsb.Input (its form tags), so any result is a shareable link.
const ccsbPath = "/calc/ccsb"

// ccsbNames are the parameters of the page and the API: ccsb.Input's.
var ccsbNames = newQueryNames(ccsb.QueryKeys())

// ccsbInput reads the query strictly: a broken pair, an unknown name or a
// value that is not a number or a yes/no is a queryError (400) naming the
// parameter; the input holds what could be read, for the form to echo.
func ccsbInput(c *gin.Context) (ccsb.Input, error) {
	q, qerr := strictQuery(c, ccsbNames)
	in, err := ccsb.ParseQuery(q)
	if v, ok := tables.AsValidation(err); ok {
		err = queryError{v}
	}
	if qerr != nil {
		err = withQueryError(qerr, err)
	}
	return in, err
}

func (s *Server) ccsbPage(c *gin.Context) {
	l := lang(c)
	in, err := ccsbInput(c)
	if _, ok := c.GetQuery("att"); !ok && err == nil {
		if _, ok := c.GetQuery("tgt"); !ok {
			// A fresh page starts from a Samurai spear unit attacking
			// Ashigaru spears.
			in.Att, in.Tgt = string(ccsb.SSp), string(ccsb.ASp)
		}
	}
	vm := views.CCSBPage{In: in}
	if err == nil {
		vm.Result, err = ccsb.Combat(in)
	}
	status, ok := s.formProblems(c, err, &vm.Problems, &vm.Fields)
	if !ok {
		return
	}
	var push string
	if err != nil {
		vm.Result = nil
	} else {
		if in.Mode != "ranged" {
			in.Mode, in.Range = "", 0 // the range select is ignored in close combat
		}
		push = assistLink(ccsbPath, assistCanonical(in))
		vm.Share = s.absURL(c.Request, push)
	}
	renderCalc(c, status, push, nil, views.CCSBFragment(l, vm), views.CCSBCalc(s.page(c, l.T("ccsb.title"), "calc"), vm))
}

func (s *Server) apiCCSBCombat(c *gin.Context) {
	in, err := ccsbInput(c)
	if err != nil {
		s.failCalcJSON(c, err)
		return
	}
	res, err := ccsb.Combat(in)
	if err != nil {
		s.failCalcJSON(c, err)
		return
	}
	c.JSON(http.StatusOK, res)
}

func (s *Server) apiCCSBReference(c *gin.Context) {
	if _, err := strictQuery(c, queryNames{}); err != nil {
		s.failCalcJSON(c, err)
		return
	}
	c.JSON(http.StatusOK, gin.H{"units": ccsb.Units(), "terrains": ccsb.Terrains(), "options": ccsb.Options()})
}

// assistCanonical writes the non-zero fields of a form-tagged struct as a
// query: the shortest URL that gives the same input.
func assistCanonical(v any) url.Values {
	q := url.Values{}
	rv := reflect.ValueOf(v)
	rt := rv.Type()
	for i := 0; i < rt.NumField(); i++ {
		name := rt.Field(i).Tag.Get("form")
		if name == "" || name == "-" {
			continue
		}
		f := rv.Field(i)
		if f.IsZero() {
			continue
		}
		switch f.Kind() {
		case reflect.String:
			q.Set(name, f.String())
		case reflect.Bool:
			q.Set(name, "true")
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			q.Set(name, strconv.FormatInt(f.Int(), 10))
		}
	}
	return q
}

// assistLink is path with the query q.
func assistLink(path string, q url.Values) string {
	if len(q) == 0 {
		return path
	}
	return path + "?" + q.Encode()
}

// ccsbAPIRoutes documents the ccsb JSON routes.
var ccsbAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/api/calc/ccsb/combat",
		IT:       "C&C Samurai Battles: un combattimento ravvicinato o a distanza calcolato esattamente. Parametri come nella pagina /calc/ccsb: mode (close|ranged), att, tgt (SSp, SB, ASp, AB, AA, LI, SSpC, SBC, BG; LDR per un Comandante da solo), attBlocks/tgtBlocks (1–4, vuoto = pieno), attLdr/tgtLdr (foot|mounted), attTer/tgtTer, moved, range, insp, card, dragon, levy, sup, blocked, free, lack, res, bb (risposta all'attacco) e le opzioni delle regole incerte (oFaces, oSBMoved, oAA, …; vuote = predefinite). Risponde con le distribuzioni esatte di blocchi persi, bandiere, esagoni di ritirata e gettoni O&F, la probabilità di eliminazione, la verifica del Comandante e la risposta all'attacco. 422 con i problemi per campo se l'input non è valido.",
		EN:       "C&C Samurai Battles: one close or ranged combat, computed exactly. Parameters as on the /calc/ccsb page: mode (close|ranged), att, tgt (SSp, SB, ASp, AB, AA, LI, SSpC, SBC, BG; LDR for a lone leader), attBlocks/tgtBlocks (1–4, empty = full), attLdr/tgtLdr (foot|mounted), attTer/tgtTer, moved, range, insp, card, dragon, levy, sup, blocked, free, lack, res, bb (battle back) and the uncertain-rule options (oFaces, oSBMoved, oAA, …; empty = default). Answers with the exact distributions of blocks lost, flags, retreat hexes and H&F tokens, the elimination probability, the leader loss check and the battle back. 422 with per-field problems when the input is invalid.",
		Example:  `curl 'http://localhost:8080/api/calc/ccsb/combat?att=SSpC&insp=true&tgt=AB&tgtLdr=foot&bb=true'`,
		Response: `{"mode":"close","att":"SSpC","tgt":"AB","dice":5,"steps":[{"en":"SSpC close-combat dice (§2.2)","it":"dadi ravvicinati SSpC (§2.2)","dice":4},…],"lost":[0.1317,0.3292,0.3292,0.1646,0.0453],"flags":[…],"retreat":[0.7472,0.1963,0.0497,0.0064,0.0003],"tokens":[1],"pElim":0.0453,"pLeaderKilled":0.1447,"check":{"pKill":0.1667,"pCheck":0.8683,…},"battleBack":{"p":0.7019,…},"options":{"oAA":"21",…}}`,
	},
	{
		Method: "GET", Path: "/api/calc/ccsb/reference",
		IT:       "C&C Samurai Battles: le tabelle usate dal calcolatore (unità, terreni) e le regole incerte (§8) con i valori ammessi e quello predefinito.",
		EN:       "C&C Samurai Battles: the tables the calculator uses (units, terrain) and the uncertain rules (§8) with their allowed values and default.",
		Example:  `curl http://localhost:8080/api/calc/ccsb/reference`,
		Response: `{"units":[{"code":"SSp","en":"Samurai Spear Infantry","it":"Fanteria Samurai Lancieri","closeDice":4,…},…],"terrains":[{"key":"open",…},…],"options":[{"id":"8.1","key":"oFaces","kind":"choice","values":[…],"default":"uniform",…},{"id":"8.2","key":"oSBMoved","kind":"choice","values":[…],"default":"to1",…},…]}`,
	},
}
