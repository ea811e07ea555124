package print

import (
	"strconv"

	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/ccsb"
	"sengoku/views/pdf"
)

// printScenarioPath is the C&C Samurai Battles scenario sheet: n (1-40),
// paper, and the player's corrections of the unclear values as on the
// scenario page (first, hf0, hf1).
const printScenarioPath = "/print/ccsb/scenario.pdf"

var scenarioSheetKeys = query.NewKeys([]string{"n", "paper", "first", "hf0", "hf1"})

func (s *Server) scenarioSheetPDF(c *gin.Context) {
	q, err := web.ReadQuery(c, scenarioSheetKeys)
	if err != nil {
		s.printFail(c, err)
		return
	}
	sc, err := scenarioForSheet(c, q.Get("n"))
	if err != nil {
		s.printFail(c, err)
		return
	}
	data, err := pdf.ScenarioSheetPDF(pdf.ScenarioSheet{Meta: s.Meta(c, q.Get("paper")), Scenario: sc})
	s.AnswerPDF(c, "scenario-"+strconv.Itoa(sc.Number)+".pdf", data, err)
}

// scenarioForSheet is scenario n with the query's corrections applied.
func scenarioForSheet(c *gin.Context, n string) (ccsb.Scenario, error) {
	if n == "" {
		return ccsb.Scenario{}, tables.Invalid("n", "pdf.scn.err.number")
	}
	num, err := countParam(c, "n", 1, 1, 40)
	if err != nil {
		return ccsb.Scenario{}, err
	}
	fix := ccsb.ScenarioFix{}
	if fix.First, err = countParam(c, "first", -1, 0, 1); err != nil {
		return ccsb.Scenario{}, err
	}
	for i, key := range []string{"hf0", "hf1"} {
		if fix.HF[i], err = countParam(c, key, 0, 1, 20); err != nil {
			return ccsb.Scenario{}, err
		}
	}
	sc, _ := ccsb.ScenarioByNumber(num)
	return sc.Apply(fix)
}
