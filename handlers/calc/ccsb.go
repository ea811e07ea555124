package calc

import (
	"net/url"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables/ccsb"
	"sengoku/views"
	ccsbview "sengoku/views/calc/ccsb"
)

// The C&C Samurai Battles combat calculator: a GET form whose query is a
// ccsb.Input (its form tags), so any result is a shareable link.
const ccsbPath = "/calc/ccsb"

// ccsbSpec is the combat calculator: a ccsb.Input read by its form tags,
// its problems naming the fields as the rulebook does (ccsb.FieldName).
var ccsbSpec = &calcSpec[ccsb.Input, *ccsb.Result]{
	path: ccsbPath, api: "/api/calc/ccsb/combat", title: "ccsb.title",
	codec: query.For[ccsb.Input](), label: ccsb.FieldName, compute: ccsb.Combat,
	fresh: func(q url.Values, in *ccsb.Input) {
		if !q.Has("att") && !q.Has("tgt") {
			// A fresh page starts from a Samurai spear unit attacking
			// Ashigaru spears.
			in.Att, in.Tgt = string(ccsb.SSp), string(ccsb.ASp)
		}
	},
	canon: func(in ccsb.Input) ccsb.Input {
		if in.Mode != "ranged" {
			in.Mode, in.Range = "", 0 // the range select is ignored in close combat
		}
		return in
	},
	page: func(p views.Page, st calcState[ccsb.Input, *ccsb.Result]) templ.Component {
		vm := ccsbview.CalcPage{In: st.In, Problems: st.Problems, Fields: st.Fields, Share: st.Share, Fragment: st.Fragment}
		if st.Result != nil {
			vm.Result = *st.Result
		}
		return ccsbview.Calc(p, vm)
	},
}

func (s *Server) apiCCSBReference(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		if _, err := web.ReadQuery(c, query.Keys{}); err != nil {
			return nil, err
		}
		return gin.H{"units": ccsb.Units(), "terrains": ccsb.Terrains(), "options": ccsb.Options()}, nil
	})
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
		Doc:      i18n.M("api.route.get-api-calc-ccsb-combat"),
		Example:  `curl 'http://localhost:8080/api/calc/ccsb/combat?att=SSpC&insp=true&tgt=AB&tgtLdr=foot&bb=true'`,
		Response: `{"mode":"close","att":"SSpC","tgt":"AB","dice":5,"steps":[{"en":"SSpC close-combat dice (“The unit table” («La Tabella delle Unita»))","it":"dadi ravvicinati SSpC («La Tabella delle Unita»)","dice":4},…],"lost":[0.1317,0.3292,0.3292,0.1646,0.0453],"flags":[…],"retreat":[0.7472,0.1963,0.0497,0.0064,0.0003],"tokens":[1],"pElim":0.0453,"pLeaderKilled":0.1447,"check":{"pKill":0.1667,"pCheck":0.8683,…},"battleBack":{"p":0.7019,…},"options":{"oAA":"21",…}}`,
	},
	{
		Method: "GET", Path: "/api/calc/ccsb/reference",
		Doc:      i18n.M("api.route.get-api-calc-ccsb-reference"),
		Example:  `curl http://localhost:8080/api/calc/ccsb/reference`,
		Response: `{"units":[{"code":"SSp","en":"Samurai Spear Infantry","it":"Fanteria Samurai Lancieri","closeDice":4,…},…],"terrains":[{"key":"open",…},…],"options":[{"id":"8.1","key":"oFaces","kind":"choice","values":[…],"default":"uniform",…},{"id":"8.2","key":"oSBMoved","kind":"choice","values":[…],"default":"to1",…},…]}`,
	},
}
