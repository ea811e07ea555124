package notices

import (
	"sengoku/i18n"
	"sengoku/views"
)

// APIRoutes documents play between club nights: the game master's
// deadline action, and a reader's notices outside the site (a feed made on
// his notices page, its Atom document and iCalendar, its stop link). The
// feed's links carry the reader's private token, written "…" here.
var APIRoutes = []views.APIRoute{
	{
		Method: "POST", Path: "/api/campaigns/{id}/actions (deadline)",
		Doc:      i18n.M("api.route.post-api-campaigns-id-actions-deadline"),
		Example:  `curl -X POST http://localhost:8080/api/campaigns/1/actions -b 'sengoku_c1=…' -H 'Content-Type: application/json' -H 'Origin: http://localhost:8080' -d '{"kind":"deadline","choice":"set","deadline":{"kind":"weekly","weekday":4,"clock":"21:00","zone":"Europe/Rome","pauseLimit":172800000000000},"version":3}'`,
		Response: `{"version":4,"messages":[{"kind":"deadline","text":"…","en":"…","it":"…"}],"dice":[]}`,
	},
	{
		Method: "POST", Path: "/campaigns/{id}/notices",
		Doc:      i18n.M("api.route.post-campaigns-id-notices"),
		Example:  `curl -X POST http://localhost:8080/campaigns/1/notices -b 'sengoku_c1=…' -H 'Origin: http://localhost:8080' -d 'channel=webhook&url=https://discord.com/api/webhooks/1234/abcd&format=discord'`,
		Response: `303 See Other, Location: /campaigns/1/notices`,
	},
	{
		Method: "GET", Path: "/notices/feed/{token}",
		Doc:      i18n.M("api.route.get-notices-feed-token"),
		Example:  `curl http://localhost:8080/notices/feed/…`,
		Response: `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Autunno 1560 — Sengoku notices</title><id>urn:sengoku:feed:1</id><updated>2026-03-05T20:00:00Z</updated><author><name>Sengoku</name></author><link href="http://localhost:8080/campaigns/1"></link><entry><title>Autunno 1560 — …</title><id>urn:sengoku:notice:7</id><updated>2026-03-05T20:00:00Z</updated><link href="http://localhost:8080/campaigns/1"></link><summary>Spring 1560 · Draw · … — Stop these notices: http://localhost:8080/notices/unsubscribe/…</summary></entry>…</feed>`,
	},
	{
		Method: "GET", Path: "/notices/calendar/{token}",
		Doc:      i18n.M("api.route.get-notices-calendar-token"),
		Example:  `curl http://localhost:8080/notices/calendar/…`,
		Response: `BEGIN:VCALENDAR␍␊VERSION:2.0␍␊PRODID:-//Sengoku//Deadlines//en␍␊METHOD:PUBLISH␍␊…BEGIN:VEVENT␍␊UID:deadline-1-1-1772740800@sengoku␍␊DTSTAMP:20260304T180000Z␍␊DTSTART:20260305T200000Z␍␊DTEND:20260305T201500Z␍␊SUMMARY:Autunno 1560 — …␍␊…END:VEVENT␍␊END:VCALENDAR␍␊`,
	},
	{
		Method: "GET", Path: "/notices/unsubscribe/{token}",
		Doc:      i18n.M("api.route.get-notices-unsubscribe-token"),
		Example:  `curl http://localhost:8080/notices/unsubscribe/…`,
		Response: `200, a page saying the notices have stopped (404 for an unknown token)`,
	},
}
