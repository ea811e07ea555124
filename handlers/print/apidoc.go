package print

import (
	"sengoku/i18n"
	"sengoku/views"
)

// APIRoutes documents the JSON routes of the printables (/print, PDF downloads).
var APIRoutes = []views.APIRoute{
	{
		Method: "POST", Path: "/api/print/aot/booklet",
		Doc:      i18n.M("api.route.post-api-print-aot-booklet"),
		Example:  `curl -X POST 'http://localhost:8080/api/print/aot/booklet?lang=en' -H 'Content-Type: application/json' -d '{"name":"Takeda vanguard","units":[{"card":"lib:yari","number":1},{"card":"lib:cavalry","number":2,"cmdr":true}],"paper":"a4","size":"half","duplex":true,"cutMarks":true,"turns":8}' -o booklet.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages per pair of units, half-page cards)`,
	},
	{
		Method: "POST", Path: "/api/print/affinati/roster",
		Doc:      i18n.M("api.route.post-api-print-affinati-roster"),
		Example:  `curl -X POST http://localhost:8080/api/print/affinati/roster -H 'Content-Type: application/json' -d '{"name":"Takeda","list":"samurai-1500","mountedSamurai":2,"footSamurai":4,"ashigaru":3,"archers":1,"arquebusiers":2,"general":"footSamurai","figures":"15mm","units":"cm"}' -o roster.pdf`,
		Response: `%PDF-1.3 … (application/pdf: roster page and element cards)`,
	},
	{
		Method: "GET", Path: "/api/print/affinati/reference",
		Doc:      i18n.M("api.route.get-api-print-affinati-reference"),
		Example:  `curl 'http://localhost:8080/api/print/affinati/reference?figures=25mm&units=in&distanceScale=2&lang=en' -o reference.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/cards",
		Doc:      i18n.M("api.route.get-api-print-campaign-cards"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/cards?lang=en' -o cards.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 1 page)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/slips",
		Doc:      i18n.M("api.route.get-api-print-campaign-slips"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/slips?count=6' -o slips.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/season",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-season"),
		Example:  `curl -b cookies.txt 'http://localhost:8080/api/print/campaign/1/season?copy=private' -o season.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages, 3 with the hand)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/slips",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-slips"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/1/slips?from=Takeda&copies=2' -o slips.pdf`,
		Response: `%PDF-1.3 … (application/pdf)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/ledger",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-ledger"),
		Example:  `curl 'http://localhost:8080/api/print/campaign/1/ledger?clan=Takeda' -o ledger.pdf`,
		Response: `%PDF-1.3 … (application/pdf)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/battle/{bid}",
		Doc:      i18n.M("api.route.get-api-print-campaign-id-battle-bid"),
		Example:  `curl -b cookies.txt 'http://localhost:8080/api/print/campaign/1/battle/1?paper=letter&lang=en' -o battle.pdf`,
		Response: `%PDF-1.3 … (application/pdf: battle page, a roster per side, 2 pages of quick reference)`,
	},
}
