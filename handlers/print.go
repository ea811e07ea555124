package handlers

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"sengoku/query"
	"sengoku/tables"
	"sengoku/views"
	"sengoku/views/pdf"
)

// The printables: PDFs built by views/pdf from view models the handlers
// fill here. Site routes answer errors as pages (a form with problems is
// re-rendered with 422); the JSON API answers them as JSON.
const (
	printPath         = "/print"
	printBookletPath  = "/print/aot/booklet.pdf"
	printArmiesPath   = "/print/aot/armies"
	printRosterPath   = "/print/affinati/roster.pdf"
	printRefPath      = "/print/affinati/reference.pdf"
	printCardsPath    = "/print/campaign/cards.pdf"
	printBlankSlips   = "/print/campaign/slips.pdf"
	printCampaignPath = "/campaigns/:id/print"
)

// referenceParams are the quick reference's parameters: figures, units,
// paper and the B-xx options by name.
func referenceParams() []string {
	keys := []string{"paper"}
	keys = append(keys, affinatiReferenceCodec.Keys()...)
	return keys
}

// apiParams reads a print API route's query under the policy (readQuery):
// a key it does not read, a repeated key or a malformed pair is a 400
// naming it (lang is always allowed).
func (s *Server) apiParams(keys ...string) gin.HandlerFunc {
	accepted := query.NewKeys(keys)
	return func(c *gin.Context) {
		if _, err := readQuery(c, accepted); err != nil {
			s.failCalcJSON(c, err)
			c.Abort()
			return
		}
		c.Next()
	}
}

// jsonPath is a field path of encoding/json's errors without the Go names
// of embedded structs ("ArmyInput.Options.distanceScale" is
// "distanceScale"): the JSON names here all start in lower case.
func jsonPath(field string) string {
	var keep []string
	for _, p := range strings.Split(field, ".") {
		if p != "" && (p[0] < 'A' || p[0] > 'Z') {
			keep = append(keep, p)
		}
	}
	if len(keep) == 0 {
		return field
	}
	return strings.Join(keep, ".")
}

// decodeBody reads the request's JSON body (at most limit bytes) into dst,
// strictly: a body too big, one that is not JSON, a field of the wrong type
// or a key dst has no field for is answered with a 400 naming the field,
// and decodeBody reports false.
func (s *Server) decodeBody(c *gin.Context, limit int64, dst any) bool {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, limit))
	if err != nil {
		s.failJSON(c, badRequest("err.toolarge"))
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	err = dec.Decode(dst)
	if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			err = errors.New("trailing data")
		}
	}
	if err == nil {
		return true
	}
	l := lang(c)
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te) && te.Field != "":
		te.Field = jsonPath(te.Field)
		c.JSON(http.StatusBadRequest, gin.H{"error": fmt.Sprintf(l.T("print.err.type"), te.Field, te.Value),
			"problems": map[string]string{te.Field: fmt.Sprintf(l.T("print.err.typeOf"), te.Value)}})
	case strings.HasPrefix(err.Error(), `json: unknown field "`):
		name := strings.TrimSuffix(strings.TrimPrefix(err.Error(), `json: unknown field "`), `"`)
		c.JSON(http.StatusBadRequest, gin.H{"error": fmt.Sprintf(l.T("print.err.fields"), name),
			"problems": map[string]string{name: l.T("print.err.field")}})
	default:
		s.failJSON(c, badRequest("err.json"))
	}
	return false
}

// printAPIRoutes documents the JSON routes of the printables (/print, PDF downloads).
var printAPIRoutes = []views.APIRoute{
	{
		Method: "POST", Path: "/api/print/aot/booklet",
		IT:       "Libretto delle schede di Art of Tactic per un esercito: fronte (abilità, tabella di fuoco, condizioni, tracciati) e retro (ordini permessi con i modificatori, caselle per turno). units: card (id della libreria del regolamento, es. lib:yari, o my:<id> di una tua scheda) oppure unitCard (la scheda intera), number (0 = automatico), cmdr (facoltativo). Opzioni: paper a4|letter, size half|full, duplex, cutMarks, turns 1–12. Risponde application/pdf; 422 con i problemi in JSON per un esercito vuoto, troppo grande (max 60), una scheda sconosciuta o un nome troppo lungo; 400 per una chiave del corpo o un parametro che la rotta non legge (nominati).",
		EN:       "Art of Tactic unit-card booklet for an army: front (abilities, firepower chart, conditions, trackers) and back (the orders the unit may take with their modifiers, per-turn blocks). units: card (a rulebook library id, e.g. lib:yari, or my:<id> of one of your cards) or unitCard (the whole card), number (0 = automatic), cmdr (optional). Options: paper a4|letter, size half|full, duplex, cutMarks, turns 1–12. Answers application/pdf; 422 with the problems as JSON for an empty army, one too big (max 60), an unknown card or a name too long; 400 for a body key or a parameter the route does not read (named).",
		Example:  `curl -X POST 'http://localhost:8080/api/print/aot/booklet?lang=en' -H 'Content-Type: application/json' -d '{"name":"Takeda vanguard","units":[{"card":"lib:yari","number":1},{"card":"lib:cavalry","number":2,"cmdr":true}],"paper":"a4","size":"half","duplex":true,"cutMarks":true,"turns":8}' -o booklet.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages per pair of units, half-page cards)`,
	},
	{
		Method: "POST", Path: "/api/print/affinati/roster",
		IT:       "Ruolino di un esercito di 12 elementi per SAMURAI (Affinati), controllato con la lista scelta: elementi con Generale, movimenti (15 o 25 mm, cm o pollici), valori contro appiedati e montati, tiro, terreno, punto di rotta, regolo in scala e carte degli elementi da ritagliare. Stessi campi del validatore (list, conteggi per tipo, general, opzioni B-xx come stringhe, numeri o booleani: \"distanceScale\": 2) più name, figures, units, paper. 400 per una chiave sconosciuta o di tipo sbagliato (nominata), 422 per un esercito o un valore non valido.",
		EN:       "Roster of a 12-element SAMURAI (Affinati) army, checked against the chosen list: elements with the General, moves (15 or 25 mm, cm or inches), combat factors vs foot and mounted, range, terrain, break point, a ruler to scale and element cards to cut out. Same fields as the validator (list, counts by type, general, B-xx options as strings, numbers or booleans: \"distanceScale\": 2) plus name, figures, units, paper. 400 for an unknown key or one of the wrong type (named), 422 for an invalid army or value.",
		Example:  `curl -X POST http://localhost:8080/api/print/affinati/roster -H 'Content-Type: application/json' -d '{"name":"Takeda","list":"samurai-1500","mountedSamurai":2,"footSamurai":4,"ashigaru":3,"archers":1,"arquebusiers":2,"general":"footSamurai","figures":"15mm","units":"cm"}' -o roster.pdf`,
		Response: `%PDF-1.3 … (application/pdf: roster page and element cards)`,
	},
	{
		Method: "GET", Path: "/api/print/affinati/reference",
		IT:       "Foglio di riferimento rapido di SAMURAI su due lati (sequenza di gioco, PIP, movimento, tiro, corpo a corpo, risultati, ripiegare/fuggire/inseguire, vittoria). Parametri: figures 15mm|25mm, units cm|in, paper, opzioni B-xx; un altro parametro è un 400 che lo nomina (vale per ogni rotta /api/print).",
		EN:       "Two-sided SAMURAI quick-reference sheet (turn sequence, PIPs, movement, shooting, close combat, results, recoil/flee/pursue, victory). Parameters: figures 15mm|25mm, units cm|in, paper, B-xx options; any other parameter is a 400 naming it (as on every /api/print route).",
		Example:  `curl 'http://localhost:8080/api/print/affinati/reference?figures=25mm&units=in&distanceScale=2&lang=en' -o reference.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/cards",
		IT:       "Tabella delle 54 carte evento della campagna 1560: evento, quando si gioca, carte, effetto. Parametro: paper.",
		EN:       "Reference table of the 1560 campaign's 54 event cards: event, when it is played, cards, effect. Parameter: paper.",
		Example:  `curl 'http://localhost:8080/api/print/campaign/cards?lang=en' -o cards.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 1 page)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/slips",
		IT:       "Biglietti diplomatici in bianco (mittente, destinatario, turno, righe), tre per pagina. Parametri: count 1–60, paper.",
		EN:       "Blank diplomatic note slips (sender, recipient, turn, lines), three to a page. Parameters: count 1–60, paper.",
		Example:  `curl 'http://localhost:8080/api/print/campaign/slips?count=6' -o slips.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/season",
		IT:       "Foglio della stagione: mappa con proprietari, fortezze e armate, ordine di gioco, classifica del Prestigio, elenco delle province. copy: public (predefinito) o private, che con il cookie di sessione di un giocatore aggiunge la sua mano segreta (403 per chi non è un giocatore); un altro valore è un 422.",
		EN:       "Season sheet: map with owners, fortresses and armies, playing order, Prestige standings, list of provinces. copy: public (default) or private, which with a player's session cookie adds that player's secret hand (403 for anyone who is not a player); any other value is a 422.",
		Example:  `curl -b cookies.txt 'http://localhost:8080/api/print/campaign/1/season?copy=private' -o season.pdf`,
		Response: `%PDF-1.3 … (application/pdf: 2 pages, 3 with the hand)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/slips",
		IT:       "Biglietti diplomatici della campagna, uno per ogni altro clan attivo, con mittente (from, un clan in gioco, o il clan del giocatore collegato), destinatario e stagione corrente già scritti. copies: 1–5 copie per destinatario. 422 per un clan sconosciuto, neutrale o fuori dalla campagna.",
		EN:       "The campaign's diplomatic note slips, one for each other active clan, with sender (from, a clan in play, or the logged-in player's clan), recipient and current season filled in. copies: 1–5 copies per recipient. 422 for an unknown clan, a neutral one or one out of the campaign.",
		Example:  `curl 'http://localhost:8080/api/print/campaign/1/slips?from=Takeda&copies=2' -o slips.pdf`,
		Response: `%PDF-1.3 … (application/pdf)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/ledger",
		IT:       "Registro del Prestigio di un clan (clan=Takeda; predefinito il clan del giocatore collegato): voci con totale progressivo, conteggi d'Inverno e righe per continuare a mano. 422 per un clan sconosciuto o neutrale (senza giocatore).",
		EN:       "A clan's Prestige ledger (clan=Takeda; default the logged-in player's clan): entries with running total, Winter tallies and lines to go on by hand. 422 for an unknown clan or a neutral one (no player).",
		Example:  `curl 'http://localhost:8080/api/print/campaign/1/ledger?clan=Takeda' -o ledger.pdf`,
		Response: `%PDF-1.3 … (application/pdf)`,
	},
	{
		Method: "GET", Path: "/api/print/campaign/{id}/battle/{bid}",
		IT:       "Kit della battaglia bid per il tavolo: campo di battaglia, i due lati con il punto di rotta (MORALE compresa) e le carte giocate, un foglio del risultato (vincitore, chi è andato in rotta per primo, perdite per esercito e contingente entro quanto c'era, Generali uccisi, Villaggio), il ruolino SAMURAI di ogni lato come la campagna l'ha lasciato (perdite e rimpiazzi, Generale segnato, contingenti alleati sul ruolino del giocatore a cui sono stati inviati) e i due lati del riferimento rapido. Parametri: figures 15mm|25mm, units cm|in, paper. Solo il master e i giocatori dei due lati (403 per gli altri); 404 per una battaglia sconosciuta o annullata. Il foglio della battaglia lo collega come /campaigns/{id}/battles/{bid}/kit.pdf.",
		EN:       "The kit of battle bid for the table: the battlefield, both sides with their break points (MORALE included) and the cards played, a result slip (winner, who broke first, losses per army and contingent bounded by what was there, Generals killed, the Village), each side's SAMURAI roster as the campaign left it (losses and replacements applied, the General marked, allied contingents on the roster of the player they were sent to) and the two sides of the quick reference. Parameters: figures 15mm|25mm, units cm|in, paper. Only the game master and the players of the two sides (403 for anyone else); 404 for an unknown or cancelled battle. The battle sheet links to it as /campaigns/{id}/battles/{bid}/kit.pdf.",
		Example:  `curl -b cookies.txt 'http://localhost:8080/api/print/campaign/1/battle/1?paper=letter&lang=en' -o battle.pdf`,
		Response: `%PDF-1.3 … (application/pdf: battle page, a roster per side, 2 pages of quick reference)`,
	},
}

// isAPI reports a request to the JSON API.
func isAPI(c *gin.Context) bool { return strings.HasPrefix(c.Request.URL.Path, "/api/") }

// printFail answers an error of a PDF route: JSON for the API, a page for
// the site.
func (s *Server) printFail(c *gin.Context, err error) {
	if isAPI(c) {
		s.failCalcJSON(c, err)
		return
	}
	if qe, ok := err.(queryError); ok {
		err = qe.v // a page answers a value it cannot read with its problems
	}
	s.fail(c, err)
}

// printMeta is what every PDF carries: the user's language, the paper
// asked for, the server's clock.
func (s *Server) printMeta(c *gin.Context, paper string) pdf.Meta {
	p, ok := pdf.ParsePaper(paper)
	if !ok { // kept as typed: the renderer's validation names it
		p = pdf.Paper(paper)
	}
	return pdf.Meta{Lang: lang(c), Paper: p, Created: s.now()}
}

// sendPDF writes a finished PDF as a download.
func sendPDF(c *gin.Context, filename string, data []byte) {
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, filename))
	c.Header("Cache-Control", "private, no-store")
	c.Data(http.StatusOK, "application/pdf", data)
}

// render answers a PDF renderer's result: the file, or the error.
func (s *Server) answerPDF(c *gin.Context, filename string, data []byte, err error) {
	if err != nil {
		s.printFail(c, err)
		return
	}
	sendPDF(c, filename, data)
}

// printPage is /print: every printable with its options.
func (s *Server) printPage(c *gin.Context) {
	m, err := s.printPageModel(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	l := lang(c)
	render(c, http.StatusOK, views.PrintIndex(s.page(c, l.T("print.title"), "print"), m))
}

// printPageModel fills /print with the saved armies, the campaigns and the
// forms' defaults.
func (s *Server) printPageModel(c *gin.Context) (views.PrintPage, error) {
	l := lang(c)
	m := views.PrintPage{
		Booklet:   views.BookletForm{Army: "sample", Paper: "a4", Size: "half", Duplex: true, Cut: true, Turns: pdf.DefaultTurns},
		Roster:    defaultRosterForm(l),
		Reference: referenceForm(l),
		Slips:     views.SlipsForm{Count: 6, Paper: "a4"},
		MaxTurns:  pdf.MaxTurns,
		MaxSlips:  pdf.MaxSlips,
	}
	armies, err := s.aotArmies(c)
	if err != nil {
		return m, err
	}
	m.Armies = armies
	if len(armies) > 0 {
		m.Booklet.Army = armies[0].Value
	}
	list, err := s.db.Campaigns(c.Request.Context())
	if err != nil {
		return m, err
	}
	for _, cp := range list {
		m.Campaigns = append(m.Campaigns, views.CampaignListItem{ID: cp.ID, Name: cp.Name, UpdatedAt: cp.UpdatedAt})
	}
	return m, nil
}

// problemsIn lists a validation error's messages in the user's language;
// any other error is not a form problem.
func problemsIn(l views.Lang, err error) ([]string, bool) {
	v, ok := tables.AsValidation(err)
	if !ok {
		return nil, false
	}
	return v.List(string(l)), true
}
