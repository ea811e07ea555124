package calc

import (
	"net/url"
	"strconv"
	"strings"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/artoftactic"
	"sengoku/tables/rulebook"
	"sengoku/views"
	aotview "sengoku/views/calc/aot"
)

// The Art of Tactic calculators: several units attacking one target (with
// the target striking back), a fortitude test, and the unit-card library
// that fills their inputs. Pages are GET forms whose query is the input, so
// a result is a link.
const (
	aotPath          = "/calc/aot"
	aotFortitudePath = "/calc/aot/fortitude"
)

// aotDefaults is a fresh attack page: a Mounted Samurai unit assaulting
// the infantry unit printed in the English rulebook (6 models assumed).
var aotDefaults = url.Values{
	"a1.card": {"lib:" + artoftactic.TypeCavalry}, "a1.order": {artoftactic.OrderAssault},
	"t.card": {"lib:card-16-2"}, "t.models": {"6"},
}

// aotUnit reads one unit under prefix. A card ("lib:yari", "my:12") fills
// the fields it knows: in a form (which carries "loaded", the card the
// values came from) only when the picked card changed, so edits survive;
// elsewhere first, with the query's own values on top.
// Values that do not read join *dec (see aotInputError).
func (s *Server) aotUnit(c *gin.Context, q url.Values, prefix string, v *tables.ValidationError, dec *error) (artoftactic.Unit, aotview.UnitForm) {
	var u artoftactic.Unit
	st := aotview.UnitForm{Prefix: prefix, Card: q.Get(prefix + "card"), Loaded: q.Get(prefix + "loaded")}
	_, form := q[prefix+"loaded"]
	var card artoftactic.UnitCard
	ok := false
	if st.Card != "" {
		if card, ok = s.aotCardByRef(c, st.Card); !ok {
			v.Add(prefix+"card", "aot.form.unknown-unit-card-may-another")
		}
	}
	apply := func() {
		cu, missing := card.Unit()
		skip := map[string]bool{}
		for _, m := range missing {
			skip[m] = true
		}
		if !skip["kind"] {
			u.Kind = cu.Kind
		}
		u.Cmdr, u.General, u.Ninja = cu.Cmdr, cu.General, cu.Ninja
		set := func(key string, dst *int, val int) {
			if !skip[key] {
				*dst = val
			}
		}
		set("models", &u.Models, cu.Models)
		set("atti", &u.AttInf, cu.AttInf)
		set("attc", &u.AttCav, cu.AttCav)
		set("dice", &u.Dice, cu.Dice)
		set("fdice", &u.FireDice, cu.FireDice)
		set("def", &u.Def, cu.Def)
		set("fort", &u.Fort, cu.Fort)
		if card.Ranged && !skip["chart"] {
			u.Chart = cu.Chart
		}
	}
	switch {
	case ok && form && st.Card != st.Loaded:
		*dec = query.Join(*dec, aotUnitCodec.Decode(q, prefix, &u))
		apply()
	case ok && !form:
		apply()
		*dec = query.Join(*dec, aotUnitCodec.Decode(q, prefix, &u))
	default:
		*dec = query.Join(*dec, aotUnitCodec.Decode(q, prefix, &u))
	}
	if ok {
		st.Loaded = st.Card
		_, st.Missing = card.Unit()
		st.CardTitle = web.Lang(c).Render(card.Title())
	} else {
		st.Loaded = ""
	}
	return u, st
}

// aotAttackInput reads an attack from q. page: fill units the query leaves
// out (a fresh page, an attacker just added).
func (s *Server) aotAttackInput(c *gin.Context, q url.Values, page bool) (artoftactic.AttackInput, aotview.AttackSetup, error) {
	v := &tables.ValidationError{}
	var dec error
	var in artoftactic.AttackInput
	st := aotview.AttackSetup{}
	n := aotAttackerCount(q)
	if page {
		q = cloneValues(q)
		if !hasUnit(q, "t.") && !hasUnit(q, "a1.") {
			// A fresh page: the example units, keeping what was given.
			for k, v := range aotDefaults {
				q[k] = v
			}
		}
		n = max(n, 1)
		// A new attacker starts as a copy of the first.
		for i := 2; i <= n; i++ {
			if p := "a" + strconv.Itoa(i) + "."; !hasUnit(q, p) {
				for k, vals := range subValues(q, "a1.") {
					q[p+k] = vals
				}
			}
		}
	}
	for i := 1; i <= n; i++ {
		u, form := s.aotUnit(c, q, "a"+strconv.Itoa(i)+".", v, &dec)
		in.Attackers = append(in.Attackers, u)
		st.Attackers = append(st.Attackers, form)
	}
	in.Target, st.Target = s.aotUnit(c, q, "t.", v, &dec)
	dec = query.Join(dec, aotAttackCodec.Decode(q, "", &in))
	st.Input = in
	return in, st, aotInputError(dec, v)
}

func cloneValues(q url.Values) url.Values {
	out := make(url.Values, len(q))
	for k, v := range q {
		out[k] = append([]string(nil), v...)
	}
	return out
}

// aotRename gives the engine's problems the form's field names
// ("att[0].models" → "a1.models") and says which unit each is about.
func aotRename(err error) error {
	v, ok := tables.AsValidation(err)
	if !ok {
		return err
	}
	out := &tables.ValidationError{}
	for _, p := range v.Problems {
		f := aotField(p.Field)
		switch {
		case strings.HasPrefix(f, "t."):
			out.Add(f, "aot.problem.target", p.Msg)
		case strings.HasPrefix(f, "a") && strings.Contains(f, "."):
			out.Add(f, "aot.problem.attacker", f[1:strings.Index(f, ".")], p.Msg)
		default:
			out.AddMsg(f, p.Msg)
		}
	}
	return out
}

// aotProblems lists the problems in l with the form's field names.
func aotProblems(l views.Lang, err error) ([]string, views.FieldProblems) {
	return calcProblems(l, aotRename(err))
}

// aotShare is the query reproducing a setup exactly: every value, and the
// library cards picked (a browser's own cards stay private).
func aotShare(st aotview.AttackSetup, prefix string) url.Values {
	out := url.Values{}
	in := st.Input
	if len(in.Attackers) > 1 {
		out.Set(prefix+"n", strconv.Itoa(len(in.Attackers)))
	}
	unit := func(p string, u artoftactic.Unit, f aotview.UnitForm) {
		_ = aotUnitCodec.Encode(u, prefix+p, out) // no text fields: cannot fail
		if strings.HasPrefix(f.Card, "lib:") {
			out.Set(prefix+p+"card", f.Card)
			out.Set(prefix+p+"loaded", f.Card)
		}
	}
	for i, u := range in.Attackers {
		unit("a"+strconv.Itoa(i+1)+".", u, st.Attackers[i])
	}
	unit("t.", in.Target, st.Target)
	if in.Back {
		out.Set(prefix+"back", "1")
	}
	if in.Face != 0 {
		out.Set(prefix+"face", strconv.Itoa(in.Face))
	}
	_ = aotOptionsCodec.Encode(in.Options, prefix, out)
	return out
}

// aotAttackPageKeys are what the attack page reads: the API's keys, the
// compared setup's under "alt." and cmp.
var aotAttackPageKeys = query.NewKeys(append(aotAttackCodec.Keys(), "n", "cmp")).
	With(prefixed("alt.", append(aotAttackCodec.Keys(), "n"))...).
	Matching(func(k string) bool { return aotKnownParam(strings.TrimPrefix(k, "alt.")) })

// aotAttackRead is an attack as its page reads it: the setup (the input
// and each unit's form, the card it was loaded from) and the cards to
// pick.
type aotAttackRead struct {
	Setup aotview.AttackSetup
	Cards []aotview.CardItem
}

// aotAttackSpec is the attack page on the harness, comparing two setups:
// units read through their cards (aotUnit), a fresh page or attacker
// starting from examples (aotAttackInput), the share link naming the
// library cards used (aotShare). Its API is apiAotAttack, which reads no
// comparison.
func (s *Server) aotAttackSpec() *calcSpec[aotAttackRead, *artoftactic.AttackResult] {
	return &calcSpec[aotAttackRead, *artoftactic.AttackResult]{
		path: aotPath, title: "calc.aot", keySet: aotAttackKeys, pageKeys: aotAttackPageKeys,
		decode: func(c *gin.Context, q url.Values, how reading) (aotAttackRead, error) {
			_, st, err := s.aotAttackInput(c, q, how != apiRead)
			return aotAttackRead{Setup: st, Cards: s.aotCardOptions(c)}, err
		},
		compute: func(r aotAttackRead) (*artoftactic.AttackResult, error) { return artoftactic.Attack(r.Setup.Input) },
		compare: &compareSpec[aotAttackRead, *artoftactic.AttackResult]{
			query: func(r aotAttackRead) url.Values { return aotShare(r.Setup, "") },
			second: func(q url.Values, _ reading, one url.Values) url.Values {
				if alt := subValues(q, "alt."); len(alt) > 0 {
					return alt
				}
				return one // the second setup starts as a copy of the first
			},
		},
		page: func(p views.Page, st calcState[aotAttackRead, *artoftactic.AttackResult]) templ.Component {
			m := aotview.AttackPage{Compare: st.Alt != nil, Cards: st.In.Cards, Share: st.Link, CompareLink: st.CompareLink, Fragment: st.Fragment}
			m.Setups = append(m.Setups, aotSetup(p.Lang, "", st))
			if st.Alt != nil {
				m.Setups = append(m.Setups, aotSetup(p.Lang, "alt.", *st.Alt))
			}
			return aotview.Attack(p, m)
		},
	}
}

// aotSetup is one setup of the attack page, under prefix ("" or "alt.").
func aotSetup(l views.Lang, prefix string, st calcState[aotAttackRead, *artoftactic.AttackResult]) aotview.AttackSetup {
	out := st.In.Setup
	out.Prefix = prefix
	if st.Result != nil {
		out.Result = *st.Result
	} else {
		out.Problems, out.Invalid = aotProblems(l, st.Err)
	}
	return out
}

// aotFortitudeDefaults: the rulebook's Ashigaru archers (fortitude 10, 6
// models assumed) after 2 casualties.
var aotFortitudeDefaults = url.Values{"card": {"lib:" + artoftactic.TypeArchers}, "models": {"6"}, "test": {artoftactic.TestCasualties}, "cas": {"2"}}

func (s *Server) aotFortitudeInput(c *gin.Context, q url.Values) (artoftactic.FortitudeInput, aotview.UnitForm, error) {
	v := &tables.ValidationError{}
	var dec error
	var in artoftactic.FortitudeInput
	u, form := s.aotUnit(c, q, "", v, &dec)
	dec = query.Join(dec, aotFortitudeCodec.Decode(q, "", &in))
	// The unit's own fields come from aotUnit (card applied); the test's
	// fields from the query.
	in.Unit = u
	return in, form, aotInputError(dec, v)
}

// aotFortitudeRead is a fortitude test as its page reads it: the input,
// the unit's form (the card it was loaded from) and the cards to pick.
type aotFortitudeRead struct {
	Input artoftactic.FortitudeInput
	Form  aotview.UnitForm
	Cards []aotview.CardItem
}

// aotFortitudeSpec is the fortitude test's page on the harness: the unit
// read through its card (aotUnit), a fresh page starting from the
// rulebook's archers, the share link naming a library card it used.
func (s *Server) aotFortitudeSpec() *calcSpec[aotFortitudeRead, *artoftactic.FortitudeResult] {
	return &calcSpec[aotFortitudeRead, *artoftactic.FortitudeResult]{
		path: aotFortitudePath, title: "aot.fort.title", keySet: aotFortitudeKeys,
		decode: func(c *gin.Context, q url.Values, how reading) (aotFortitudeRead, error) {
			if how == freshRead && !hasUnit(q, "") && q.Get("test") == "" {
				q = aotFortitudeDefaults
			}
			in, form, err := s.aotFortitudeInput(c, q)
			return aotFortitudeRead{Input: in, Form: form, Cards: s.aotCardOptions(c)}, err
		},
		compute: func(r aotFortitudeRead) (*artoftactic.FortitudeResult, error) { return artoftactic.Fortitude(r.Input) },
		share: func(_ url.Values, r aotFortitudeRead, _ *artoftactic.FortitudeResult) string {
			share := url.Values{}
			_ = aotFortitudeCodec.Encode(r.Input, "", share)
			if strings.HasPrefix(r.Form.Card, "lib:") {
				share.Set("card", r.Form.Card)
				share.Set("loaded", r.Form.Card)
			}
			return calcLink(aotFortitudePath, share)
		},
		page: func(p views.Page, st calcState[aotFortitudeRead, *artoftactic.FortitudeResult]) templ.Component {
			m := aotview.FortitudePage{Input: st.In.Input, Unit: st.In.Form, Cards: st.In.Cards, Fragment: st.Fragment}
			if st.Result != nil {
				m.Result, m.Share = *st.Result, st.Link
			} else {
				m.Problems, m.Invalid = aotProblems(p.Lang, st.Err)
			}
			return aotview.Fortitude(p, m)
		},
	}
}

// The keys of the attack API: the flat ones, and a unit's fields under
// a1.…a8. and t. (aotKnownParam).
var aotAttackKeys = query.NewKeys(aotAttackCodec.Keys()).With("n").Matching(aotKnownParam)

func (s *Server) apiAotAttack(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		q, err := web.ReadQuery(c, aotAttackKeys)
		if err != nil {
			return nil, err
		}
		in, _, err := s.aotAttackInput(c, q, false)
		if err != nil {
			return nil, aotRename(err)
		}
		res, err := artoftactic.Attack(in)
		return res, aotRename(err)
	})
}

var aotFortitudeKeys = query.NewKeys(aotFortitudeCodec.Keys()).With("card", "loaded")

func (s *Server) apiAotFortitude(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		q, err := web.ReadQuery(c, aotFortitudeKeys)
		if err != nil {
			return nil, err
		}
		in, _, err := s.aotFortitudeInput(c, q)
		if err != nil {
			return nil, err
		}
		return artoftactic.Fortitude(in)
	})
}

// aotOptionsJSON is what a client needs to build a form.
type aotOptionsJSON struct {
	Options   tables.Options            `json:"options"`
	Orders    []artoftactic.Order       `json:"orders"`
	Terrains  []artoftactic.Terrain     `json:"terrains"`
	Morale    []artoftactic.MoraleLevel `json:"morale"`
	Tests     []artoftactic.TestKind    `json:"tests"`
	UnitTypes []artoftactic.UnitType    `json:"unitTypes"`
}

func (s *Server) apiAotOptions(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		if _, err := web.ReadQuery(c, query.Keys{}); err != nil {
			return nil, err
		}
		return aotOptionsJSON{Options: artoftactic.OptionList(), Orders: artoftactic.Orders, Terrains: artoftactic.Terrains,
			Morale: artoftactic.MoraleLevels, Tests: artoftactic.TestKinds, UnitTypes: artoftactic.UnitTypes}, nil
	})
}

// aotAPIRoutes documents the aot JSON routes.
var aotAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/api/calc/aot/attack",
		Doc:      i18n.M("api.route.get-api-calc-aot-attack"),
		Example:  `curl 'http://localhost:8080/api/calc/aot/attack?a1.card=lib:cavalry&a1.order=assault&a1.inspire=1&t.kind=inf&t.models=6&t.def=1&t.fort=10&t.cmdr=1&back=1&t.atti=4&t.attc=6'`,
		Response: `{"strikes":[{"attacker":0,"mode":"melee","step":5,"dice":9,"value":{"base":8,"factors":[{"key":"order","en":"Order: Assault","it":"Ordine: Assalto","v":2,…},…],"final":12,"p":0.6},"hits":{"p":[…],"atLeast":[…],"mean":5.4}}],"target":{"hits":{…},"cas":{"p":[…],"atLeast":[…],"mean":…},"def":{…},"anyCas":…,"wiped":…,"removed":…,"after":[{"id":"normal","p":…},…],"morale":{"fort":{…},"tests":[…],"failed":…}},"back":{"face":0,"strike":{…},"damage":{…}}}`,
	},
	{
		Method: "GET", Path: "/api/calc/aot/fortitude",
		Doc:      i18n.M("api.route.get-api-calc-aot-fortitude"),
		Example:  `curl 'http://localhost:8080/api/calc/aot/fortitude?test=cas&cas=2&models=6&fort=10&cmdr=1&morale=hesitant'`,
		Response: `{"test":"cas","en":"Casualties","it":"Perdite","fort":{"base":10,"factors":[…],"final":12,…},"lines":[{"cas":2,"value":10,"p":0.5,…}],"pass":0.5,"fail":0.5,"noTest":0,"after":[{"id":"normal","p":0},{"id":"hesitant","p":0.5},{"id":"shaken","p":0.5},…],"flight":0,…}`,
	},
	{
		Method: "GET", Path: "/api/calc/aot/cards",
		Doc:      i18n.M("api.route.get-api-calc-aot-cards"),
		Example:  `curl http://localhost:8080/api/calc/aot/cards`,
		Response: `{"cards":[{"ref":"lib:yari","builtIn":true,"card":{"id":"yari","type":"yari","kind":"inf","cmdr":true,"models":6,"atti":null,…,"src":{"models":"` + rulebook.AoT.Title(224) + `: …"}}},…]}`,
	},
	{
		Method: "GET", Path: "/api/calc/aot/options",
		Doc:      i18n.M("api.route.get-api-calc-aot-options"),
		Example:  `curl http://localhost:8080/api/calc/aot/options`,
		Response: `{"options":[{"id":"A-04","key":"a04","kind":"choice","values":[{"value":"flee","en":"Flee (…)","it":"Fuggire (…)"},…],"default":"flee",…},…],"orders":[…],"terrains":[…],"morale":[…],"tests":[…],"unitTypes":[…]}`,
	},
}
