package handlers

import (
	"net/http"
	"net/url"

	"github.com/gin-gonic/gin"

	"sengoku/tables"
	"sengoku/tables/affinati"
	"sengoku/views"
)

// The SAMURAI (Affinati) calculators: the close-combat and shooting
// resolver and four helpers (§18.2). Every page is a GET form whose query
// is the engine's input (affinati.DecodeValues names), so a result is a
// link; the JSON API takes the same query.
const affinatiPath = "/calc/affinati"

// affinatiCombatDefaults is a fresh page: Foot Samurai against Ashigaru.
var affinatiCombatDefaults = url.Values{"a.troop": {string(affinati.FootSamurai)}, "b.troop": {string(affinati.Ashigaru)}}

var affinatiCombatKeys = jsonKeys(affinati.CombatInput{})

// affinatiSetup decodes and resolves one setup of the combat page.
func affinatiSetup(l views.Lang, prefix string, q url.Values) views.AffinatiCombatSetup {
	st := views.AffinatiCombatSetup{Prefix: prefix}
	err := affinati.DecodeValues(q, &st.Input)
	if st.Input.Mode == affinati.ModeMelee {
		st.Input.Mode = "" // the default: keeps share links short
	}
	if err == nil {
		var res affinati.CombatResult
		if res, err = affinati.Resolve(st.Input); err == nil {
			st.Result = &res
		}
	}
	if err != nil {
		st.Problems, st.Invalid = calcProblems(l, err)
	}
	return st
}

func (s *Server) affinatiCombat(c *gin.Context) {
	l := lang(c)
	q, err := calcQuery(c)
	if err != nil {
		s.fail(c, err)
		return
	}
	only := views.ParseTroopsOnly(q)
	if !hasAny(q, affinatiCombatKeys, "") {
		q = affinatiCombatDefaults
	}
	m := views.AffinatiCombatPage{Compare: q.Get("cmp") == "1", Only: only}
	m.Setups = append(m.Setups, affinatiSetup(l, "", q))
	if m.Compare {
		alt := subValues(q, "alt.")
		if !hasAny(alt, affinatiCombatKeys, "") {
			alt = q // the second setup starts as a copy of the first
		}
		m.Setups = append(m.Setups, affinatiSetup(l, "alt.", alt))
	}
	for i := range m.Setups {
		m.Setups[i].Only = only
	}
	// The share link holds only what differs from the defaults.
	one := affinati.EncodeValues(m.Setups[0].Input)
	share := url.Values{}
	addValues(share, one, "")
	only.Add(share)
	if m.Compare {
		share.Set("cmp", "1")
		addValues(share, affinati.EncodeValues(m.Setups[1].Input), "alt.")
		back := url.Values{}
		addValues(back, one, "")
		only.Add(back)
		m.CompareLink = calcLink(affinatiPath, back)
	} else {
		cmp := url.Values{"cmp": {"1"}}
		only.Add(cmp)
		addValues(cmp, one, "")
		addValues(cmp, one, "alt.")
		m.CompareLink = calcLink(affinatiPath, cmp)
	}
	m.Share = calcLink(affinatiPath, share)
	status, push := http.StatusOK, m.Share
	for _, st := range m.Setups {
		if len(st.Problems) > 0 {
			status, push = http.StatusUnprocessableEntity, ""
		}
	}
	renderCalc(c, status, push, views.AffinatiCombatBody(l, m), views.AffinatiCombatFragment(l, m),
		views.AffinatiCombat(s.page(c, l.T("calc.affinati"), "calc"), m))
}

// affinatiTool is one helper: how to read its input and compute it.
type affinatiTool struct {
	keys     map[string]bool
	defaults url.Values
	decode   func(url.Values) (any, error)
	run      func(any) (any, error)
}

func newAffinatiTool[I any, R any](fn func(I) (R, error), defaults url.Values) affinatiTool {
	var zero I
	return affinatiTool{
		keys:     jsonKeys(zero),
		defaults: defaults,
		decode: func(q url.Values) (any, error) {
			var in I
			err := affinati.DecodeValues(q, &in)
			return in, err
		},
		run: func(in any) (any, error) {
			r, err := fn(in.(I))
			if err != nil {
				return nil, err
			}
			return &r, nil
		},
	}
}

// affinatiTools are the helpers of §18.2 items 2–5. A fresh page of each
// starts from a case that computes.
var affinatiTools = map[string]affinatiTool{
	views.AffPIP:      newAffinatiTool(affinati.PIPCost, url.Values{}),
	views.AffBreakOff: newAffinatiTool(affinati.BreakOff, url.Values{"enemy": {string(affinati.FootSamurai)}}),
	views.AffLosses:   newAffinatiTool(affinati.Losses, url.Values{}),
	views.AffArmy: newAffinatiTool(affinati.CheckArmy, url.Values{"list": {"samurai-1500"}, "mountedSamurai": {"2"},
		"footSamurai": {"4"}, "ashigaru": {"4"}, "arquebusiers": {"2"}, "general": {string(affinati.FootSamurai)}}),
}

func (s *Server) affinatiTool(name string, t affinatiTool) gin.HandlerFunc {
	return func(c *gin.Context) {
		l := lang(c)
		q, err := calcQuery(c)
		if err != nil {
			s.fail(c, err)
			return
		}
		if !hasAny(q, t.keys, "") {
			q = t.defaults
		}
		m := views.AffinatiToolPage{Tab: name}
		in, err := t.decode(q)
		if err == nil {
			m.Result, err = t.run(in)
		}
		var invalid views.FieldProblems
		status := http.StatusOK
		if err != nil {
			m.Problems, invalid = calcProblems(l, err)
			m.Result = nil
			status = http.StatusUnprocessableEntity
		} else {
			m.Share = views.AffShare(name, in)
		}
		m.Fieldsets = views.AffinatiToolFieldsets(l, name, in, invalid)
		renderCalc(c, status, m.Share, views.AffinatiToolBody(l, m), views.AffinatiToolFragment(l, m),
			views.AffinatiTool(s.page(c, l.T("calc.affinati")+" · "+l.T("aff.tab."+name), "calc"), m))
	}
}

func (s *Server) apiAffinatiCombat(c *gin.Context) {
	s.calcJSON(c, affinatiCombatKeys, func(q url.Values) (any, error) {
		var in affinati.CombatInput
		if err := affinati.DecodeValues(q, &in); err != nil {
			return nil, err
		}
		return affinati.Resolve(in)
	})
}

func (s *Server) apiAffinatiTool(t affinatiTool) gin.HandlerFunc {
	return func(c *gin.Context) {
		s.calcJSON(c, t.keys, func(q url.Values) (any, error) {
			in, err := t.decode(q)
			if err != nil {
				return nil, err
			}
			return t.run(in)
		})
	}
}

// affinatiOptionsJSON is what a client needs to build a form.
type affinatiOptionsJSON struct {
	Options    tables.Options      `json:"options"`
	TroopTypes []affinati.Troop    `json:"troopTypes"`
	ArmyLists  []affinati.ArmyList `json:"armyLists"`
}

func (s *Server) apiAffinatiOptions(c *gin.Context) {
	s.calcJSON(c, map[string]bool{}, func(url.Values) (any, error) {
		troops, err := affinati.TroopProfiles(affinati.Options{})
		if err != nil {
			return nil, err
		}
		return affinatiOptionsJSON{Options: affinati.OptionList(), TroopTypes: troops, ArmyLists: affinati.ArmyLists()}, nil
	})
}

// affinatiAPIRoutes documents the affinati JSON routes.
var affinatiAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/api/calc/affinati/combat",
		IT:       "SAMURAI (Affinati): corpo a corpo o tiro. Parametri come nel modulo di /calc/affinati: mode (melee, shooting, mutual), a.troop e b.troop (ashigaru, footSamurai, monks, ronin, archers, arquebusiers, mountedSamurai), per ciascun lato difficult, general, support, village, higher, riverBank, defPos, fortified, flankContact (true/false), flank (0–4), extra (0–2, tiratori aggiuntivi); da e db (dadi tirati, facoltativi), da2 e db2 (secondo tiro, B-15); le opzioni B-nn con il loro nome (factorSource=table, plusOneCumulative=true…; vedi /api/calc/affinati/options). Risponde con i fattori di ciascun lato, le probabilità esatte sui 36 esiti dei dadi (pareggio, indietreggia, fugge, distrutto, insegue) e, se dati i dadi, il risultato. Errori: 400 per un parametro sconosciuto, 422 per un valore non valido.",
		EN:       "SAMURAI (Affinati): close combat or shooting. Parameters as in the /calc/affinati form: mode (melee, shooting, mutual), a.troop and b.troop (ashigaru, footSamurai, monks, ronin, archers, arquebusiers, mountedSamurai), for each side difficult, general, support, village, higher, riverBank, defPos, fortified, flankContact (true/false), flank (0–4), extra (0–2, additional shooters); da and db (dice rolled, optional), da2 and db2 (second roll, B-15); the B-nn options by name (factorSource=table, plusOneCumulative=true…; see /api/calc/affinati/options). Answers each side's factors, the exact chances over the 36 die pairs (tie, recoil, flee, destroyed, pursue) and, when dice are given, their result. Errors: 400 for an unknown parameter, 422 for an invalid value.",
		Example:  `curl 'http://localhost:8080/api/calc/affinati/combat?a.troop=mountedSamurai&a.general=true&b.troop=ashigaru&b.support=true&da=5&db=2'`,
		Response: `{"mode":"melee","rolls":[{"kind":"melee","title":{…},"a":{"troop":"mountedSamurai","factors":[{"key":"cf","value":3,…},{"key":"general","value":1,…}],"net":4,"min":5,"max":10,"recoil":{"n":…,"p":…},"destroyed":{…},"pursues":{…}},"b":{…},"outcomes":[…5 bands…],"grid":[[…]],"tie":{"n":…,"p":…},"dice":{"da":5,"db":2,"totalA":9,"totalB":…,"outcome":…}}],"notes":[…],"options":{…}}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/pip",
		IT:       "Costo in PIP di un movimento (§7): firstTurn, dismounting, far, generalLost, generalDifficult, charisma (true/false); opzioni pipSurcharge, allowDismount. Risponde con il costo, i fattori e la probabilità di pagare k movimenti con il tiro dei PIP.",
		EN:       "PIP cost of a move (§7): firstTurn, dismounting, far, generalLost, generalDifficult, charisma (true/false); options pipSurcharge, allowDismount. Answers the cost, its factors and the chance that the PIP roll pays for k moves.",
		Example:  `curl 'http://localhost:8080/api/calc/affinati/pip?far=true&generalDifficult=true&pipSurcharge=cumulative'`,
		Response: `{"cost":3,"factors":[…],"moves":[{"n":2,"p":0.333…},{"n":3,"p":0.5},{"n":1,"p":0.166…}],"expectedMoves":0.83…,"notes":[…],"options":{…}}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/breakoff",
		IT:       "Rompere il contatto (§9): troop (predefinito mountedSamurai), enemy, difficult, enemyDifficult, flankContact, die (1–6, facoltativo); opzioni cavBreakoffVsEqual, speedBasis, mountedDifficultMove.",
		EN:       "Breaking off (§9): troop (default mountedSamurai), enemy, difficult, enemyDifficult, flankContact, die (1–6, optional); options cavBreakoffVsEqual, speedBasis, mountedDifficultMove.",
		Example:  `curl 'http://localhost:8080/api/calc/affinati/breakoff?enemy=ashigaru&die=4'`,
		Response: `{"troop":"mountedSamurai","enemy":"ashigaru","speed":10,"enemySpeed":5,"withdraw":true,"breakOff":true,"need":3,"chance":{"n":4,"p":0.6667},"success":true,"en":"Break-off on 3+ (4 in 6): at least 5 cm straight back, up to a full move, ending facing the enemy (B-14).",…}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/losses",
		IT:       "Perdite di battaglia (§15): per a e b size, destroyed, offTable, general, camps, morale; attacker (a o b); opzioni breakRule, generalLossWeight. Dice chi ha perso.",
		EN:       "Battle losses (§15): for a and b size, destroyed, offTable, general, camps, morale; attacker (a or b); options breakRule, generalLossWeight. Says who has lost.",
		Example:  `curl 'http://localhost:8080/api/calc/affinati/losses?a.destroyed=3&a.general=true&b.destroyed=2'`,
		Response: `{"rule":"battle","a":{"weighted":5,"breakPoint":4,"broken":true,…},"b":{…},"loser":"a","winner":"b","verdict":{"en":"A loses the battle; B wins.","it":"A perde la battaglia; B vince."},…}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/army",
		IT:       "Verifica una lista d'esercito (§16, campagna 1560 §3): list (samurai-1000, monks-1000, samurai-1500, monks-1500, c1560-6p, c1560-5p, c1560-5p-shimazu), il numero di elementi per tipo (ashigaru, footSamurai, monks, ronin, archers, arquebusiers, mountedSamurai), general (tipo con il Generale), allied (0–6); opzione allowRoninSubstitution.",
		EN:       "Checks an army list (§16, campaign-1560 §3): list (samurai-1000, monks-1000, samurai-1500, monks-1500, c1560-6p, c1560-5p, c1560-5p-shimazu), the elements of each type (ashigaru, footSamurai, monks, ronin, archers, arquebusiers, mountedSamurai), general (the type carrying the General), allied (0–6); option allowRoninSubstitution.",
		Example:  `curl 'http://localhost:8080/api/calc/affinati/army?list=samurai-1500&mountedSamurai=2&footSamurai=4&ashigaru=4&arquebusiers=2&general=footSamurai'`,
		Response: `{"list":{"id":"samurai-1500",…},"valid":true,"rows":[…],"total":12,"required":12,"battleSize":12,"breakPoint":4,…}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/options",
		IT:       "Le opzioni B-nn (nella forma comune delle opzioni, vedi sopra), i profili delle truppe e le liste d'esercito.",
		EN:       "The B-nn options (in the options' common shape, see above), the troop profiles and the army lists.",
		Example:  `curl http://localhost:8080/api/calc/affinati/options`,
		Response: `{"options":[{"id":"B-01","key":"distanceScale","kind":"number","range":{"min":0.5,"max":4},"default":"1",…},{"id":"B-02","key":"factorSource","kind":"choice","values":[{"value":"text"},{"value":"table"}],"default":"text",…},…],"troopTypes":[…],"armyLists":[…]}`,
	},
}
