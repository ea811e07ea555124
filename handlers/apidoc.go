package handlers

import "sengoku/views"

// apiRoutes documents every JSON route, shown at /api and mirrored in the
// README. Keep it in step with the routes (TestAPIDocsListEveryRoute). Each
// feature documents its routes in its own file.
var apiRoutes = concatRoutes(campaignAPIRoutes, calcAPIRoutes, printAPIRoutes, seasonAPIRoutes)

func concatRoutes(lists ...[]views.APIRoute) []views.APIRoute {
	var out []views.APIRoute
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

var campaignAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/healthz",
		IT: "Controllo di salute: risponde ok.", EN: "Health check: answers ok.",
		Example:  `curl http://localhost:8080/healthz`,
		Response: `ok`,
	},
	{
		Method: "GET", Path: "/readyz",
		IT: "Pronto a servire: risponde ok quando il database risponde entro 2 secondi, altrimenti 503 (per il proxy davanti a più istanze).", EN: "Ready to serve: answers ok when the database answers within 2 seconds, else 503 (for the proxy in front of several instances).",
		Example:  `curl http://localhost:8080/readyz`,
		Response: `ok`,
	},
	{
		Method: "POST", Path: "/api/campaigns",
		IT:       "Crea una campagna 1560. scenario: six, five o custom; players: clan → nome del giocatore (i clan assenti sono neutrali); monks: facoltativo, i clan il cui esercito schiera 2 Monaci guerrieri al posto dei 2 Ronin (non nello scenario five); gmPassword: almeno 8 caratteri, non solo spazi, non una delle password più comuni; map: facoltativa, lo stesso JSON del map.json del modulo (proprietari in maiuscole o minuscole, un'adiacenza senza kind è via terra). Stessa validazione del modulo; risponde 201 con l'id e i link segreti dei giocatori, 400 per un corpo che non è JSON o ha un campo sconosciuto (indicato), 422 per valori non validi.",
		EN:       "Creates a 1560 campaign. scenario: six, five or custom; players: clan → player name (absent clans are neutral); monks: optional, the clans whose army fields 2 Warrior Monks instead of 2 Ronin (not in the five scenario); gmPassword: at least 8 characters, not blank, not one of the most common passwords; map: optional, the same JSON as the form's map.json (owners in any case, an edge without kind is over land). Same validation as the form; answers 201 with the id and the players' secret links, 400 for a body that is not JSON or has an unknown field (named), 422 for invalid values.",
		Example:  `curl -X POST http://localhost:8080/api/campaigns -H 'Content-Type: application/json' -d '{"name":"Autunno 1560","scenario":"custom","players":{"Takeda":"Ada","Uesugi":"Bruno"},"monks":["Uesugi"],"gmPassword":"kawanakajima"}'`,
		Response: `{"id":1,"url":"/campaigns/1","joinLinks":{"Takeda":"http://localhost:8080/join/…","Uesugi":"http://localhost:8080/join/…"}}`,
	},
	{
		Method: "GET", Path: "/api/campaigns/{id}",
		IT:       "Lo stato pubblico: stagione, fase, ordine di gioco, mazzo (carte rimaste e giro), eventuale proclamazione dello Shogunato; province con proprietario, fortezza e armate presenti; clan con Prestigio ufficiale, capitale, armata (posizione e numero di elementi) e numero di carte in mano. Mai informazioni nascoste.",
		EN:       "The public state: season, phase, playing order, deck (cards left and pass), any Shogunate claim; provinces with owner, fortress and armies present; clans with official Prestige, capital, army (location and element count) and hand size. Never hidden information.",
		Example:  `curl http://localhost:8080/api/campaigns/1`,
		Response: `{"id":1,"name":"Autunno 1560","scenario":"custom","year":1560,"season":"spring","phase":"movement","order":["Uesugi","Takeda"],"deck":{"drawPile":50,"pass":1,"finished":false},"shogunate":{"claimant":"Takeda","counter":0,"turns":3},"provinces":[{"id":1,"name":"Mutsu","kanji":"陸奥","owner":"","fortress":false,"armies":[]},…,{"id":41,"name":"Yamashiro","kanji":"山城","owner":"","kyoto":true,"fortress":false,"armies":[]},…],"clans":[{"clan":"Takeda","player":"Ada","status":"active","capital":17,"prestige":10,"provinces":10,"handSize":1,"army":{"location":17,"elements":12}},…]}`,
	},
}
