package calc

import (
	"maps"
	"net/url"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/affinati"
	"sengoku/tables/rulebook"
	"sengoku/views"
	affinatiview "sengoku/views/calc/affinati"
)

// The SAMURAI (Affinati) calculators: the close-combat and shooting
// resolver and four helpers (§18.2). Every page is a GET form whose query
// is the engine's input (its JSON names, read by affinatiview.Codec), so a result is a
// link; the JSON API takes the same query.
const affinatiPath = "/calc/affinati"

// affinatiCombatDefaults is a fresh page: Foot Samurai against Ashigaru.
var affinatiCombatDefaults = url.Values{"a.troop": {string(affinati.FootSamurai)}, "b.troop": {string(affinati.Ashigaru)}}

var (
	affinatiCombatCodec = affinatiview.Codec[affinati.CombatInput]()
	affinatiCombatKeys  = web.KeySet(affinatiCombatCodec.Keys())
	// affinatiCombatPageKeys are what the combat page reads: a setup's
	// keys, the compared setup's under "alt.", cmp, and a campaign battle
	// link's picker restriction (a.only, b.only: one per troop type).
	affinatiCombatPageKeys = query.NewKeys(append(affinatiCombatCodec.Keys(), "cmp")).
				With(prefixed("alt.", affinatiCombatCodec.Keys())...).Lists(troopsOnlyKeys...)
)

// troopsOnlyKeys narrow a picker to the troop types of a campaign
// battle's army (views.ParseTroopsOnly): never an input of a calculation.
var troopsOnlyKeys = []string{"a.only", "b.only"}

// prefixed is keys, each with prefix.
func prefixed(prefix string, keys []string) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = prefix + k
	}
	return out
}

// affinatiCombatSpec is the combat page on the harness, comparing two
// setups: the pickers' restriction (a.only, b.only) changes no calculation
// and stays in every link; a fresh page starts from affinatiCombatDefaults
// alone. Its API reads every key the page reads, so a page's link works
// on it: a comparison answers the second setup under "compare".
var affinatiCombatSpec = &calcSpec[affinati.CombatInput, affinati.CombatResult]{
	path: affinatiPath, api: "/api/calc/affinati/combat", title: "calc.affinati", keySet: affinatiCombatPageKeys,
	decode: func(_ *gin.Context, q url.Values, how reading) (affinati.CombatInput, error) {
		var in affinati.CombatInput
		q = maps.Clone(q)
		views.ParseTroopsOnly(q)
		if how == freshRead && !hasAny(q, affinatiCombatKeys, "") {
			q = affinatiCombatDefaults
		}
		return in, web.PolicyError(affinatiCombatCodec.Decode(q, "", &in), query.Keys{}, nil)
	},
	compute: affinati.Resolve,
	compare: &compareSpec[affinati.CombatInput, affinati.CombatResult]{
		query: func(in affinati.CombatInput) url.Values { return query.ValuesOf(affinatiCanon(in)) },
		keep: func(q url.Values) url.Values {
			out := url.Values{}
			troopsOnly(q).Add(out)
			return out
		},
		second: func(q url.Values, how reading, _ url.Values) url.Values {
			q = maps.Clone(q)
			views.ParseTroopsOnly(q)
			if how == freshRead && !hasAny(q, affinatiCombatKeys, "") {
				return nil // a fresh page: the defaults, alone
			}
			if alt := subValues(q, "alt."); hasAny(alt, affinatiCombatKeys, "") {
				return alt
			}
			return q // the second setup starts as a copy of the first
		},
		answer: func(one, two affinati.CombatResult) any { return combatCompared{CombatResult: one, Compare: &two} },
	},
	page: func(p views.Page, st calcState[affinati.CombatInput, affinati.CombatResult]) templ.Component {
		only := troopsOnly(st.Query)
		m := affinatiview.AffinatiCombatPage{Compare: st.Alt != nil, Only: only, Share: st.Link, CompareLink: st.CompareLink, Fragment: st.Fragment}
		m.Setups = append(m.Setups, affinatiSetup(p.Lang, "", st, only))
		if st.Alt != nil {
			m.Setups = append(m.Setups, affinatiSetup(p.Lang, "alt.", *st.Alt, only))
		}
		return affinatiview.AffinatiCombat(p, m)
	},
}

// affinatiCanon is a combat input as links write it: melee, the default
// mode, left out.
func affinatiCanon(in affinati.CombatInput) affinati.CombatInput {
	if in.Mode == affinati.ModeMelee {
		in.Mode = ""
	}
	return in
}

// affinatiSetup is one setup of the combat page: under prefix ("" or
// "alt."), its pickers narrowed to only.
func affinatiSetup(l views.Lang, prefix string, st calcState[affinati.CombatInput, affinati.CombatResult], only views.TroopsOnly) affinatiview.AffinatiCombatSetup {
	out := affinatiview.AffinatiCombatSetup{Prefix: prefix, Input: affinatiCanon(st.In), Result: st.Result, Only: only}
	if st.Err != nil {
		out.Problems, out.Invalid = calcProblems(l, st.Err)
	}
	return out
}

// affinatiToolSpec is one helper of §18.2 on the harness: its page (a tab
// of the SAMURAI calculator) reads a campaign battle's picker restriction
// (a.only, b.only) beside the input and keeps it in the share link; a
// fresh page starts from defaults, a case that computes.
func affinatiToolSpec[I, R any](name string, fn func(I) (R, error), defaults url.Values) *calcSpec[I, R] {
	codec := affinatiview.Codec[I]()
	keys := web.KeySet(codec.Keys())
	return &calcSpec[I, R]{
		path: views.AffinatiPath(name), codec: codec, lists: troopsOnlyKeys, compute: fn,
		fresh: func(q url.Values, in *I) {
			if !hasAny(q, keys, "") {
				_ = codec.Decode(defaults, "", in) // the defaults read
			}
		},
		share:   func(q url.Values, in I, _ R) string { return views.AffShareOnly(name, in, troopsOnly(q)) },
		heading: func(l views.Lang) string { return l.T("calc.affinati") + " · " + l.T("aff.tab."+name) },
		page: func(p views.Page, st calcState[I, R]) templ.Component {
			only := troopsOnly(st.Query)
			m := affinatiview.AffinatiToolPage{Tab: name, Only: only, Problems: st.Problems, Fragment: st.Fragment}
			if st.Result != nil {
				m.Result, m.Share = st.Result, st.Link
			}
			m.Fieldsets = affinatiview.AffinatiToolFieldsets(p.Lang, name, st.In, views.FieldProblems(st.Fields), only)
			return affinatiview.AffinatiTool(p, m)
		},
	}
}

// troopsOnly is the picker restriction of q, which it leaves as it is.
func troopsOnly(q url.Values) views.TroopsOnly { return views.ParseTroopsOnly(maps.Clone(q)) }

// affinatiTool is a helper's spec with its API route.
type affinatiTool[I, R any] struct {
	name string
	*calcSpec[I, R]
}

func newAffinatiTool[I, R any](name string, fn func(I) (R, error), defaults url.Values) affinatiTool[I, R] {
	return affinatiTool[I, R]{name, affinatiToolSpec(name, fn, defaults)}
}

// affinatiTools are the helpers of §18.2 items 2–5, each a page and an
// API route.
var affinatiTools = []interface {
	routes(*gin.Engine, *Server)
}{
	newAffinatiTool(views.AffPIP, affinati.PIPCost, url.Values{}),
	newAffinatiTool(views.AffBreakOff, affinati.BreakOff, url.Values{"enemy": {string(affinati.FootSamurai)}}),
	newAffinatiTool(views.AffLosses, affinati.Losses, url.Values{}),
	newAffinatiTool(views.AffArmy, affinati.CheckArmy, url.Values{"list": {"samurai-1500"}, "mountedSamurai": {"2"},
		"footSamurai": {"4"}, "ashigaru": {"4"}, "arquebusiers": {"2"}, "general": {string(affinati.FootSamurai)}}),
}

// affinatiToolAPI (below) answers a helper's JSON route: it reads every
// key the helper's page reads, so a page's link works on the API; the
// pickers' restriction (a.only, b.only) changes no calculation.
// combatCompared is the combat answer of a comparison: the first setup's
// result with the second's beside it.
type combatCompared struct {
	affinati.CombatResult
	Compare *affinati.CombatResult `json:"compare"`
}

// affinatiToolAPI answers a helper's JSON route: the query read strictly,
// the picker restriction set aside, the input decoded, the helper.
func affinatiToolAPI[I, R any](s *Server, sp *calcSpec[I, R]) gin.HandlerFunc {
	keys := sp.keys()
	return func(c *gin.Context) {
		s.answerJSON(c, func() (any, error) {
			q, err := web.ReadQuery(c, keys)
			if err != nil {
				return nil, err
			}
			views.ParseTroopsOnly(q)
			var in I
			if err := web.PolicyError(sp.codec.Decode(q, "", &in), query.Keys{}, nil); err != nil {
				return nil, err
			}
			r, err := sp.compute(in)
			if err != nil {
				return nil, err
			}
			return &r, nil
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
	s.answerJSON(c, func() (any, error) {
		if _, err := web.ReadQuery(c, query.Keys{}); err != nil {
			return nil, err
		}
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
		Doc:      i18n.M("api.route.get-api-calc-affinati-combat"),
		Example:  `curl 'http://localhost:8080/api/calc/affinati/combat?a.troop=mountedSamurai&a.general=true&b.troop=ashigaru&b.support=true&da=5&db=2'`,
		Response: `{"mode":"melee","rolls":[{"kind":"melee","title":{…},"a":{"troop":"mountedSamurai","factors":[{"key":"cf","value":3,…},{"key":"general","value":1,…}],"net":4,"min":5,"max":10,"recoil":{"n":…,"p":…},"destroyed":{…},"pursues":{…}},"b":{…},"outcomes":[…5 bands…],"grid":[[…]],"tie":{"n":…,"p":…},"dice":{"da":5,"db":2,"totalA":9,"totalB":…,"outcome":…}}],"notes":[…],"options":{…}}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/pip",
		Doc:      i18n.M("api.route.get-api-calc-affinati-pip", rulebook.Samurai.Cite(rulebook.SamPIP)), // cites §7
		Example:  `curl 'http://localhost:8080/api/calc/affinati/pip?far=true&generalDifficult=true&pipSurcharge=cumulative'`,
		Response: `{"cost":3,"factors":[…],"moves":[{"n":2,"p":0.333…},{"n":3,"p":0.5},{"n":1,"p":0.166…}],"expectedMoves":0.83…,"notes":[…],"options":{…}}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/breakoff",
		Doc:      i18n.M("api.route.get-api-calc-affinati-breakoff", rulebook.Samurai.Cite(rulebook.SamWithdraw)), // cites §9
		Example:  `curl 'http://localhost:8080/api/calc/affinati/breakoff?enemy=ashigaru&die=4'`,
		Response: `{"troop":"mountedSamurai","enemy":"ashigaru","speed":10,"enemySpeed":5,"withdraw":true,"breakOff":true,"need":3,"chance":{"n":4,"p":0.6667},"success":true,"en":"Break-off on 3+ (4 in 6): at least 5 cm straight back, up to a full move, ending facing the enemy (B-14).",…}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/losses",
		Doc:      i18n.M("api.route.get-api-calc-affinati-losses", rulebook.Samurai.Cite(rulebook.SamVictory)), // cites §15
		Example:  `curl 'http://localhost:8080/api/calc/affinati/losses?a.destroyed=3&a.general=true&b.destroyed=2'`,
		Response: `{"rule":"battle","a":{"weighted":5,"breakPoint":4,"broken":true,…},"b":{…},"loser":"a","winner":"b","verdict":{"en":"A loses the battle; B wins.","it":"A perde la battaglia; B vince."},…}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/army",
		Doc:      i18n.M("api.route.get-api-calc-affinati-army", rulebook.Samurai.Cite(rulebook.SamArmyLists, rulebook.CampOverview)), // cites §16, campaign-1560 §3
		Example:  `curl 'http://localhost:8080/api/calc/affinati/army?list=samurai-1500&mountedSamurai=2&footSamurai=4&ashigaru=4&arquebusiers=2&general=footSamurai'`,
		Response: `{"list":{"id":"samurai-1500",…},"valid":true,"rows":[…],"total":12,"required":12,"battleSize":12,"breakPoint":4,…}`,
	},
	{
		Method: "GET", Path: "/api/calc/affinati/options",
		Doc:      i18n.M("api.route.get-api-calc-affinati-options"),
		Example:  `curl http://localhost:8080/api/calc/affinati/options`,
		Response: `{"options":[{"id":"B-01","key":"distanceScale","kind":"number","range":{"min":0.5,"max":4},"default":"1",…},{"id":"B-02","key":"factorSource","kind":"choice","values":[{"value":"text"},{"value":"table"}],"default":"text",…},…],"troopTypes":[…],"armyLists":[…]}`,
	},
}
