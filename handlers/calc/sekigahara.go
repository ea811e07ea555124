package calc

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/sekigahara"
	"sengoku/views"
	sekigaharaview "sengoku/views/calc/sekigahara"
)

// Sekigahara: the battle and siege tracker, the movement allowance, the
// overrun check, the weekly Reinforcement phase and the victory count. Every page is a GET whose query is the calculator's input
// (sekigahara.Parse*Query); the battle keeps its deployment list in the
// query in the package's text encoding, so a battle is a link and undo is
// the link without the last entry.
const (
	sekiPath        = "/calc/sekigahara"
	sekiMovePath    = "/calc/sekigahara/move"
	sekiOverrunPath = "/calc/sekigahara/overrun"
	sekiReinfPath   = "/calc/sekigahara/reinforcement"
	sekiVictoryPath = "/calc/sekigahara/victory"
)

// apiSekiReference is GET /api/calc/sekigahara/reference: the options,
// the movement table and the wild blocks.
func (s *Server) apiSekiReference(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		if _, err := web.ReadQuery(c, query.Keys{}); err != nil {
			return nil, err
		}
		return gin.H{"options": sekigahara.OptionList(), "movement": sekigahara.MovementTable(), "wildBlocks": sekigahara.WildBlocks}, nil
	})
}

// The calculators' inputs as queries: a key is the field's JSON name,
// nested sides prefixed ("ishida.hand"), the options at top level, and a
// battle's deployment list in the package's text encoding.
var sekiBattleCodec = query.For[sekigahara.Battle](query.Text(sekigahara.ParseDeployments, sekigahara.EncodeDeployments))

// sekiAddKeys are the battle page's "add a deployment" form (add.*),
// which the API does not read.
var sekiAddKeys = []string{"add.side", "add.card", "add.cd", "add.b1d", "add.b1m", "add.b1s", "add.b1n", "add.b2d", "add.b2m", "add.b2s", "add.b2n"}

// sekiBattlePageKeys are the keys the battle page reads.
var sekiBattlePageKeys = query.NewKeys(sekiBattleCodec.Keys()).With(sekiAddKeys...)

// sekiBattleSpec is the battle page and API: a fresh page has Ishida
// attack; the page's own form adds a deployment (sekiAdd), the page
// showing the battle (sekiBattlePage).
var sekiBattleSpec = &calcSpec[sekigahara.Battle, sekigahara.BattleResult]{
	path: sekiPath, api: "/api/calc/sekigahara/battle", title: "seki.title",
	codec: sekiBattleCodec, pageKeys: sekiBattlePageKeys, compute: sekigahara.Evaluate,
	fresh: func(q url.Values, b *sekigahara.Battle) {
		if _, ok := q["attacker"]; !ok {
			b.Attacker = sekigahara.Ishida
		}
	},
	next: sekiAdd,
	page: sekiBattlePage,
}

var sekiMoveSpec = &calcSpec[sekigahara.Move, sekigahara.MoveResult]{
	path: sekiMovePath, api: "/api/calc/sekigahara/move", title: "seki.move.title",
	codec: query.For[sekigahara.Move](), compute: sekigahara.Allowance,
	fresh: func(q url.Values, m *sekigahara.Move) {
		if !q.Has("blocks") {
			m.Blocks = 4
		}
	},
	page: func(p views.Page, st calcState[sekigahara.Move, sekigahara.MoveResult]) templ.Component {
		return sekigaharaview.Move(p, sekigaharaview.MovePage{Move: st.In, Result: st.Result, Problems: st.Problems, Fields: st.Fields, Share: st.Share})
	},
}

var sekiOverrunSpec = &calcSpec[sekigahara.Overrun, sekigahara.OverrunResult]{
	path: sekiOverrunPath, api: "/api/calc/sekigahara/overrun", title: "seki.overrun.title",
	codec: query.For[sekigahara.Overrun](), compute: sekigahara.CheckOverrun,
	fresh: func(q url.Values, o *sekigahara.Overrun) {
		if !q.Has("enemy") {
			o.Friendly, o.Enemy = 4, 1
		}
	},
	page: func(p views.Page, st calcState[sekigahara.Overrun, sekigahara.OverrunResult]) templ.Component {
		return sekigaharaview.Overrun(p, sekigaharaview.OverrunPage{Overrun: st.In, Result: st.Result, Problems: st.Problems, Fields: st.Fields, Share: st.Share})
	},
}

var sekiReinfSpec = &calcSpec[sekigahara.Reinforcement, sekigahara.ReinforcementResult]{
	path: sekiReinfPath, api: "/api/calc/sekigahara/reinforcement", title: "seki.reinf.title",
	codec: query.For[sekigahara.Reinforcement](), compute: sekigahara.Reinforce,
	fresh: func(q url.Values, r *sekigahara.Reinforcement) {
		if !q.Has("week") {
			// Week 1 has no Reinforcement phase (6.1): a fresh page starts at 2.
			r.Week = 2
		}
	},
	page: func(p views.Page, st calcState[sekigahara.Reinforcement, sekigahara.ReinforcementResult]) templ.Component {
		return sekigaharaview.Reinforcement(p, sekigaharaview.ReinforcementPage{Reinforcement: st.In, Result: st.Result, Problems: st.Problems,
			Fields: st.Fields, Share: st.Share, Typed: st.Typed})
	},
}

var sekiVictorySpec = &calcSpec[sekigahara.Victory, sekigahara.VictoryResult]{
	path: sekiVictoryPath, api: "/api/calc/sekigahara/victory", title: "seki.victory.title",
	codec: query.For[sekigahara.Victory](), compute: sekigahara.CountVictory,
	page: func(p views.Page, st calcState[sekigahara.Victory, sekigahara.VictoryResult]) templ.Component {
		return sekigaharaview.Victory(p, sekigaharaview.VictoryPage{Victory: st.In, Result: st.Result, Problems: st.Problems,
			Fields: st.Fields, Share: st.Share, Typed: st.Typed})
	},
}

// sekiAddForm reads the "add a deployment" fields (add.*), as typed.
func sekiAddForm(q url.Values) sekigaharaview.AddForm {
	g := func(k string) string { return strings.TrimSpace(q.Get("add." + k)) }
	return sekigaharaview.AddForm{Side: g("side"), Card: g("card"), CardDaimyo: g("cd"),
		B1: sekigaharaview.BlockForm{Daimyo: g("b1d"), Mon: g("b1m"), Symbol: g("b1s"), Nobori: g("b1n")},
		B2: sekigaharaview.BlockForm{Daimyo: g("b2d"), Mon: g("b2m"), Symbol: g("b2s"), Nobori: g("b2n")}}
}

// sekiDaimyoKey folds a typed daimyo name to its key: lowercase ASCII
// letters, long vowels without the macron ("Mōri" → "mori").
func sekiDaimyoKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch r {
		case 'ā', 'â':
			r = 'a'
		case 'ē', 'ê':
			r = 'e'
		case 'ī', 'î':
			r = 'i'
		case 'ō', 'ô':
			r = 'o'
		case 'ū', 'û':
			r = 'u'
		}
		if r >= 'a' && r <= 'z' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// sekiDeployment builds the entry the add form describes.
func sekiDeployment(f sekigaharaview.AddForm) (sekigahara.Deployment, error) {
	v := &tables.ValidationError{}
	d := sekigahara.Deployment{Side: sekigahara.Side(f.Side), Action: sekigahara.Deploy, Card: sekigahara.CardKind(f.Card), CardDaimyo: sekiDaimyoKey(f.CardDaimyo)}
	block := func(prefix string, b sekigaharaview.BlockForm) sekigahara.Block {
		key := sekiDaimyoKey(b.Daimyo)
		if key == "" {
			v.Add("add."+prefix+"d", "api.seki.write-daimyo")
		}
		mon, err := strconv.Atoi(b.Mon)
		if err != nil {
			v.Add("add."+prefix+"m", "api.seki.choose-mon")
		}
		nob, _ := strconv.Atoi(b.Nobori)
		return sekigahara.Block{Daimyo: key, Mon: mon, Symbol: sekigahara.Symbol(b.Symbol), Nobori: nob}
	}
	d.Blocks = append(d.Blocks, block("b1", f.B1))
	if f.Card == string(sekigahara.Double) && f.B2.Daimyo != "" {
		d.Blocks = append(d.Blocks, block("b2", f.B2))
	}
	return d, v.Err()
}

// sekiLink is the battle page for b.
func sekiLink(b sekigahara.Battle) string {
	q, err := sekiBattleCodec.Values(b)
	if err != nil {
		return sekiPath
	}
	return assistLink(sekiPath, q)
}

// sekiWith is b with one more entry.
func sekiWith(b sekigahara.Battle, d sekigahara.Deployment) sekigahara.Battle {
	b.Deployments = append(slices.Clip(b.Deployments), d)
	return b
}

// sekiAdd is the battle b with the deployment the add form in q describes
// (add.*); ok is false when the form is empty.
func sekiAdd(q url.Values, b sekigahara.Battle) (sekigahara.Battle, bool, error) {
	f := sekiAddForm(q)
	if f.Side == "" {
		return b, false, nil
	}
	d, err := sekiDeployment(f)
	return sekiWith(b, d), true, err
}

// sekiBattlePage is the battle page: the list with its result and the
// links that change it, or the problems.
func sekiBattlePage(p views.Page, st calcState[sekigahara.Battle, sekigahara.BattleResult]) templ.Component {
	vm := sekigaharaview.BattlePage{Battle: st.In, Problems: st.Problems, Fields: st.Fields}
	if !st.Applied {
		vm.Add = sekiAddForm(st.Query)
	}
	switch {
	case web.IsRefused(st.Err):
		// No result for a query the page cannot read whole; the settings
		// form keeps the list, so one click recomputes without the bad
		// parameters.
		if h, e := sekiBattleCodec.Values(st.In); e == nil {
			vm.Hidden = h
		}
	case st.Result != nil:
		// With problems, the battle before the refused entry: the add form
		// and the steps need it; its scores stay hidden while the problems
		// say nothing was calculated.
		vm.Result = st.Result
	case st.Err != nil:
		if r, e := sekigahara.Evaluate(st.In); e == nil {
			vm.Result = &r
		}
	}
	if vm.Result != nil {
		sekiLinks(&vm, st.Share)
	}
	return sekigaharaview.Battle(p, vm)
}

// sekiLinks fills the links that change the list: undo, pass, challenge;
// share is the absolute link to the battle.
func sekiLinks(vm *sekigaharaview.BattlePage, share string) {
	b, r := vm.Battle, vm.Result
	vm.Self, vm.Share = sekiLink(b), share
	if q, err := sekiBattleCodec.Values(b); err == nil {
		q.Del("deployments")
		vm.Hidden = q
		if txt, err := sekigahara.EncodeDeployments(b.Deployments); err == nil && txt != "" {
			vm.Hidden.Set("deployments", txt)
		}
	}
	if n := len(b.Deployments); n > 0 {
		u := b
		u.Deployments = b.Deployments[:n-1]
		vm.UndoURL = sekiLink(u)
	}
	if r.Ended {
		return
	}
	vm.PassURL = map[sekigahara.Side]string{}
	for _, side := range []sekigahara.Side{sekigahara.Ishida, sekigahara.Tokugawa} {
		if !slices.Contains(r.Passed, side) {
			vm.PassURL[side] = sekiLink(sekiWith(b, sekigahara.Deployment{Side: side, Action: sekigahara.Pass}))
		}
	}
	if r.Challenger != "" {
		vm.ChallengeURL = sekiLink(sekiWith(b, sekigahara.Deployment{Side: r.Challenger, Action: sekigahara.Challenge}))
		vm.RefutedURL = sekiLink(sekiWith(b, sekigahara.Deployment{Side: r.Challenger, Action: sekigahara.Challenge, Refuted: true}))
	}
	seen := map[string]bool{}
	for _, d := range b.Deployments {
		for _, bl := range d.Blocks {
			if !seen[bl.Daimyo] {
				seen[bl.Daimyo] = true
				vm.Daimyos = append(vm.Daimyos, bl.Daimyo)
			}
		}
	}
	for _, w := range []string{"ishida", "ii", "tokugawa"} {
		if !seen[w] {
			vm.Daimyos = append(vm.Daimyos, w)
		}
	}
}

// sekigaharaAPIRoutes documents the sekigahara JSON routes.
var sekigaharaAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/api/calc/sekigahara/battle",
		Doc:      i18n.M("api.route.get-api-calc-sekigahara-battle"),
		Example:  `curl 'http://localhost:8080/api/calc/sekigahara/battle?attacker=ishida&attackerBlocks=6&defenderBlocks=5&deployments=if-mori1n.ts-maeda1c.id-ukita2-ukita2.tm-tokugawa3.im-uesugi1a'`,
		Response: `{"kind":"battle","attacker":"ishida","defender":"tokugawa","steps":[{"index":0,"side":"ishida","action":"deploy","card":"free","impact":1,"score":{"ishida":1,"tokugawa":0},"initiative":"tokugawa","en":"Ishida deploys the Mori 1-mon commander block without a card…","it":"…"},…],"impact":{"ishida":7,"tokugawa":6},"ahead":"ishida","initiative":"tokugawa","challenger":"tokugawa","ended":false,"outcome":{"final":false,"winner":"ishida","sides":[{"side":"ishida","losses":0,"cardsDrawn":2,…},{"side":"tokugawa","losses":2,"cardsDrawn":3,"retreats":true,…}],…}}`,
	},
	{
		Method: "GET", Path: "/api/calc/sekigahara/move",
		Doc:      i18n.M("api.route.get-api-calc-sekigahara-move"),
		Example:  `curl 'http://localhost:8080/api/calc/sekigahara/move?blocks=7&mainRoad=true&commander=true'`,
		Response: `{"base":1,"mainRoad":1,"command":1,"forcedMarch":0,"sizePenalty":-1,"allowance":2,"canMove":true,"commandSources":["commander"],"en":"…","it":"…"}`,
	},
	{
		Method: "GET", Path: "/api/calc/sekigahara/overrun",
		Doc:      i18n.M("api.route.get-api-calc-sekigahara-overrun"),
		Example:  `curl 'http://localhost:8080/api/calc/sekigahara/overrun?friendly=8&enemy=2'`,
		Response: `{"overrun":true,"total":8,"needed":8,"missing":0,"enemyLost":2,"enemyDraws":1,"en":"…","it":"…"}`,
	},
	{
		Method: "GET", Path: "/api/calc/sekigahara/reinforcement",
		Doc:      i18n.M("api.route.get-api-calc-sekigahara-reinforcement"),
		Example:  `curl 'http://localhost:8080/api/calc/sekigahara/reinforcement?week=3&ishida.hand=6&ishida.castles=3&ishida.resources=2&tokugawa.hand=4&tokugawa.castles=2&tokugawa.resources=3'`,
		Response: `{"sides":[{"side":"ishida","kept":3,"discarded":3,"cardsDrawn":6,"newHand":9,"blocksDrawn":2,"en":"…","it":"…"},{"side":"tokugawa",…}],"en":"…","it":"…"}`,
	},
	{
		Method: "GET", Path: "/api/calc/sekigahara/victory",
		Doc:      i18n.M("api.route.get-api-calc-sekigahara-victory"),
		Example:  `curl 'http://localhost:8080/api/calc/sekigahara/victory?ishida.castles=5&ishida.resources=3&tokugawa.castles=4&tokugawa.resources=5'`,
		Response: `{"points":{"ishida":13,"tokugawa":13},"winner":"ishida","tie":true,"en":"…","it":"…"}`,
	},
	{
		Method: "GET", Path: "/api/calc/sekigahara/reference",
		Doc:      i18n.M("api.route.get-api-calc-sekigahara-reference"),
		Example:  `curl http://localhost:8080/api/calc/sekigahara/reference`,
		Response: `{"options":[{"id":"S-07","key":"commandRequiresLeaderMoving","kind":"bool","values":[{"value":"true"},{"value":"false"}],"default":"false",…},…],"movement":[…],"wildBlocks":[…]}`,
	},
}
