package calc

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"
	"github.com/gin-gonic/gin"

	"sengoku/handlers/calc/wire"
	"sengoku/handlers/web"
	"sengoku/i18n"
	"sengoku/query"
	"sengoku/tables"
	"sengoku/tables/senjutsu"
	"sengoku/views"
	senjutsuview "sengoku/views/calc/senjutsu"
)

// Senjutsu: the duel tracker (duels stored per browser library, see
// senjutsu_duel.go), the character profiles (senjutsu_profiles.go)
// and the resolution-order helper (here, with the JSON API).
const (
	senjutsuPath         = "/calc/senjutsu"
	senjutsuOrderPath    = "/calc/senjutsu/order"
	senjutsuProfilesPath = "/calc/senjutsu/profiles"
	senjutsuDuelsPath    = "/calc/senjutsu/duels"

	kindSenjutsuProfile = "senjutsu-profile"
	kindSenjutsuDuel    = "senjutsu-duel"
)

// senjutsuExample is the digest's §28.4 Example C: Aiko's Meditation
// replaced by a Defense 8–5 played at 5, Bunta's Attack 5 with one Crippled
// card. A fresh order page shows it.
const senjutsuExample = "1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1"

// senjutsuOptionCodec reads the options by their JSON keys.
var senjutsuOptionCodec = query.For[senjutsu.Options]()

// senjutsuOptions reads the options from form or query values by their
// keys; empty means the default. A value that does not read is a
// *query.Error (see policyError), then the rules check the rest.
func senjutsuOptions(get func(string) string) (senjutsu.Options, map[string]string, error) {
	q := url.Values{}
	echo := map[string]string{}
	for _, key := range senjutsuOptionCodec.Keys() {
		if val := strings.TrimSpace(get(key)); val != "" {
			q.Set(key, val)
			echo[key] = val
		}
	}
	var opt senjutsu.Options
	if err := senjutsuOptionCodec.Decode(q, "", &opt); err != nil {
		return opt, echo, err
	}
	return opt, echo, opt.Validate()
}

// senjutsuOptionQuery writes the options set away from their default.
func senjutsuOptionQuery(q url.Values, echo map[string]string) {
	for _, o := range senjutsu.OptionList() {
		if v := echo[o.Key]; v != "" && v != o.Default {
			q.Set(o.Key, v)
		}
	}
}

// The order form: up to four rows p0..p3, each a fighter and the card it
// revealed.
var senjutsuTypeLetters = map[string]senjutsu.CardType{
	"D": senjutsu.Defense, "A": senjutsu.Attack, "M": senjutsu.Meditation, "S": senjutsu.Special, "X": senjutsu.Stun,
}

func senjutsuLetter(t senjutsu.CardType) string {
	for k, v := range senjutsuTypeLetters {
		if v == t {
			return k
		}
	}
	return ""
}

// senjutsuRowsFromQuery reads the order form. ok is false when the query
// has no row at all (a fresh page or a ?code= link).
func senjutsuRowsFromQuery(q url.Values) (rows [senjutsu.MaxFighters]senjutsuview.OrderRow, ok bool) {
	for i := range rows {
		p := "p" + strconv.Itoa(i) + "."
		if _, has := q[p+"f"]; has {
			ok = true
		}
		rows[i] = senjutsuview.OrderRow{
			F: strings.TrimSpace(q.Get(p + "f")), Team: strings.TrimSpace(q.Get(p + "team")), Adv: q.Get(p + "adv"),
			Type: q.Get(p + "type"), W: q.Get(p+"w") == "true", Speed: q.Get(p + "speed"), Hi: q.Get(p + "hi"), Lo: q.Get(p + "lo"),
			Alt: q.Get(p+"alt") == "true", Split: q.Get(p + "split"), C: q.Get(p + "c"),
			IK: q.Get(p + "ik"), IT: q.Get(p + "it"), IS: q.Get(p + "is"),
		}
	}
	return rows, ok
}

// senjutsuReveal builds the Reveal the rows describe; problems name the
// row fields.
func senjutsuReveal(rows [senjutsu.MaxFighters]senjutsuview.OrderRow, q url.Values) (senjutsu.Reveal, error) {
	v := &tables.ValidationError{}
	var r senjutsu.Reveal
	num := func(field, s string, def int) int {
		if s == "" {
			return def
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			v.Add(field, "senjutsu.form.not-number", s)
		}
		return n
	}
	type ranked struct {
		id       string
		adv, row int
	}
	var track []ranked
	for i, row := range rows {
		if row.F == "" {
			continue
		}
		p := "p" + strconv.Itoa(i) + "."
		t, okT := senjutsuTypeLetters[row.Type]
		if !okT {
			v.Add(p+"type", "senjutsu.form.choose-card-type", row.F)
		}
		face := senjutsu.Face{Type: t, Weapon: row.W, Speed: num(p+"speed", row.Speed, 0), AltSpeed: row.Alt}
		if row.Hi != "" || row.Lo != "" {
			face.High, face.Low = num(p+"hi", row.Hi, 0), num(p+"lo", row.Lo, 0)
		}
		if row.Split != "" {
			face.Split = []int{num(p+"split", row.Split, 0)}
		}
		play := senjutsu.Play{Fighter: row.F, Team: row.Team, Card: face, Crippled: num(p+"c", row.C, 0)}
		switch row.IK {
		case "":
		case string(senjutsu.Replacement), string(senjutsu.Additional), string(senjutsu.Plain):
			it, okI := senjutsuTypeLetters[row.IT]
			if !okI {
				v.Add(p+"it", "senjutsu.form.choose-instant-card-type", row.F)
			}
			in := &senjutsu.Instant{Kind: senjutsu.InstantKind(row.IK), Card: senjutsu.Face{Type: it}}
			if in.Kind == senjutsu.Replacement {
				in.Card.Speed = num(p+"is", row.IS, 0)
			}
			play.Instant = in
		default:
			v.Add(p+"ik", "senjutsu.form.unknown-instant-kind", row.IK)
		}
		r.Plays = append(r.Plays, play)
		track = append(track, ranked{row.F, num(p+"adv", row.Adv, i+1), i})
	}
	slices.SortStableFunc(track, func(a, b ranked) int { return a.adv - b.adv })
	for _, t := range track {
		r.Track = append(r.Track, t.id)
	}
	// Tie choices: tie.<fighter>.<speed> = place.
	for k, vals := range q {
		rest, ok := strings.CutPrefix(k, "tie.")
		if !ok || len(vals) == 0 || vals[0] == "" {
			continue
		}
		i := strings.LastIndexByte(rest, '.')
		if i < 0 {
			continue
		}
		r.Ties = append(r.Ties, senjutsu.TieChoice{Fighter: rest[:i], Speed: num(k, rest[i+1:], 0), Place: num(k, vals[0], 0)})
	}
	slices.SortFunc(r.Ties, func(a, b senjutsu.TieChoice) int {
		if c := strings.Compare(a.Fighter, b.Fighter); c != 0 {
			return c
		}
		return a.Speed - b.Speed
	})
	if len(r.Plays) == 0 {
		v.Add("p0.f", "senjutsu.form.enter-at-least-fighters-their")
	}
	return r, v.Err()
}

// senjutsuRowsFromReveal fills the form from a Reveal (a ?code= link).
func senjutsuRowsFromReveal(r senjutsu.Reveal) (rows [senjutsu.MaxFighters]senjutsuview.OrderRow) {
	for i, p := range r.Plays {
		if i >= len(rows) {
			break
		}
		row := senjutsuview.OrderRow{F: p.Fighter, Team: p.Team, Type: senjutsuLetter(p.Card.Type), W: p.Card.Weapon,
			Speed: strconv.Itoa(p.Card.Speed), Alt: p.Card.AltSpeed, C: strconv.Itoa(p.Crippled)}
		row.Adv = strconv.Itoa(slices.Index(r.Track, p.Fighter) + 1)
		if p.Card.Variable() {
			row.Hi, row.Lo = strconv.Itoa(p.Card.High), strconv.Itoa(p.Card.Low)
		}
		if len(p.Card.Split) > 0 {
			row.Split = strconv.Itoa(p.Card.Split[0])
		}
		if in := p.Instant; in != nil {
			row.IK, row.IT = string(in.Kind), senjutsuLetter(in.Card.Type)
			if in.Kind == senjutsu.Replacement {
				row.IS = strconv.Itoa(in.Card.Speed)
			}
		}
		rows[i] = row
	}
	return rows
}

// senjutsuOrderInput reads the order page's query: either the form rows or
// a reveal code (the compact shareable form).
func senjutsuOrderInput(q url.Values) (vm senjutsuview.OrderPage, r senjutsu.Reveal, opt senjutsu.Options, err error) {
	opt, vm.Options, err = senjutsuOptions(q.Get)
	err = web.PolicyError(err, senjutsuOrderPageKeys, nil)
	rows, fromForm := senjutsuRowsFromQuery(q)
	var rerr error
	switch {
	case fromForm:
		r, rerr = senjutsuReveal(rows, q)
	default:
		code := q.Get("code")
		if code == "" {
			code = senjutsuExample
		}
		r, rerr = senjutsu.Parse(code)
		if rerr == nil {
			rows = senjutsuRowsFromReveal(r)
			for _, t := range r.Ties {
				q.Set("tie."+t.Fighter+"."+strconv.Itoa(t.Speed), strconv.Itoa(t.Place))
			}
		} else {
			vm.Code = code
		}
	}
	vm.Rows = rows
	vm.Ties = map[string]string{}
	for k, vals := range q {
		if strings.HasPrefix(k, "tie.") && len(vals) > 0 {
			vm.Ties[k] = vals[0]
		}
	}
	return vm, r, opt, assistJoin(err, rerr)
}

// assistJoin merges validation errors; another error wins.
func assistJoin(errs ...error) error {
	out := &tables.ValidationError{}
	for _, err := range errs {
		if err == nil {
			continue
		}
		v, ok := tables.AsValidation(err)
		if !ok {
			return err
		}
		out.Problems = append(out.Problems, v.Problems...)
	}
	return out.Err()
}

// The parameters of the order API (the options and the reveal code) and of
// the order page (also the form rows and the tie choices).
var (
	senjutsuOrderKeys     = query.NewKeys(senjutsuOptionCodec.Keys()).With("code")
	senjutsuOrderPageKeys = query.NewKeys(senjutsuOptionCodec.Keys(), "tie.").With(senjutsuRowKeys()...)
)

// senjutsuRowKeys are the order form's names: the code and p0..p3's fields.
func senjutsuRowKeys() []string {
	keys := []string{"code"}
	for i := range senjutsu.MaxFighters {
		for _, f := range []string{"f", "team", "adv", "type", "w", "speed", "hi", "lo", "alt", "split", "c", "ik", "it", "is"} {
			keys = append(keys, "p"+strconv.Itoa(i)+"."+f)
		}
	}
	return keys
}

// senjutsuOrderRead is an order of play as its page reads it: the form's
// rows and options, the reveal and the options it stands for.
type senjutsuOrderRead struct {
	vm  senjutsuview.OrderPage
	r   senjutsu.Reveal
	opt senjutsu.Options
}

// senjutsuOrdered is an order of play: the resolution and the reveal with
// the tie choices that still fit.
type senjutsuOrdered struct {
	res senjutsu.Resolution
	r   senjutsu.Reveal
}

// senjutsuOrderSpec is the order of play's page on the harness: the form
// or a reveal's code read, the ties resolved, the code shared.
var senjutsuOrderSpec = &calcSpec[senjutsuOrderRead, senjutsuOrdered]{
	path: senjutsuOrderPath, title: "senjutsu.order.title", keySet: senjutsuOrderPageKeys,
	decode: func(_ *gin.Context, q url.Values, _ reading) (senjutsuOrderRead, error) {
		vm, r, opt, err := senjutsuOrderInput(q)
		return senjutsuOrderRead{vm: vm, r: r, opt: opt}, err
	},
	compute: func(in senjutsuOrderRead) (senjutsuOrdered, error) {
		res, r, err := senjutsuOrderTies(in.r, in.opt)
		return senjutsuOrdered{res: res, r: r}, err
	},
	share: func(_ url.Values, in senjutsuOrderRead, out senjutsuOrdered) string {
		share := url.Values{"code": {senjutsu.Encode(out.r)}}
		senjutsuOptionQuery(share, in.vm.Options)
		return assistLink(senjutsuOrderPath, share)
	},
	page: func(p views.Page, st calcState[senjutsuOrderRead, senjutsuOrdered]) templ.Component {
		vm := st.In.vm
		if st.Result != nil {
			vm.Result = &st.Result.res
			vm.Ties = map[string]string{}
			for _, t := range st.Result.r.Ties {
				vm.Ties["tie."+t.Fighter+"."+strconv.Itoa(t.Speed)] = strconv.Itoa(t.Place)
			}
			vm.Code, vm.Share = senjutsu.Encode(st.Result.r), st.Share
		}
		vm.Problems, vm.Fields = st.Problems, st.Fields
		return senjutsuview.Order(p, vm)
	},
}

// senjutsuOrderTies orders the reveal; when a tie choice no longer fits
// (the cards changed since it was made) it drops the choices that answer no
// open prompt and tries again, so a stale choice never blocks the page.
func senjutsuOrderTies(r senjutsu.Reveal, opt senjutsu.Options) (senjutsu.Resolution, senjutsu.Reveal, error) {
	res, err := senjutsu.Order(r, opt)
	if err == nil || len(r.Ties) == 0 {
		return res, r, err
	}
	bare := r
	bare.Ties = nil
	res0, err0 := senjutsu.Order(bare, opt)
	if err0 != nil {
		return res, r, err
	}
	kept := bare
	for _, t := range r.Ties {
		for _, p := range res0.Prompts {
			if p.Fighter == t.Fighter && p.Speed == t.Speed {
				kept.Ties = append(kept.Ties, t)
			}
		}
	}
	if len(kept.Ties) > 0 {
		if res1, err1 := senjutsu.Order(kept, opt); err1 == nil {
			return res1, kept, nil
		}
	}
	return res0, bare, nil
}

func (s *Server) apiSenjutsuOrder(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		q, err := web.ReadQuery(c, senjutsuOrderKeys)
		if err != nil {
			return nil, err
		}
		opt, _, err := senjutsuOptions(q.Get)
		if err != nil {
			return nil, web.PolicyError(err, senjutsuOrderKeys, nil)
		}
		code := q.Get("code")
		if code == "" {
			return nil, tables.Invalid("code", "senjutsu.form.give-revealed-cards-as-reveal")
		}
		r, err := senjutsu.Parse(code)
		if err != nil {
			return nil, err
		}
		return senjutsu.Order(r, opt)
	})
}

// senjutsuDuelRequest is the body of POST /api/calc/senjutsu/duel and what
// a stored duel keeps: the setup and every action since.
type senjutsuDuelRequest struct {
	Setup   senjutsu.Setup    `json:"setup"`
	Actions []senjutsu.Action `json:"actions"`
}

func (s *Server) apiSenjutsuDuel(c *gin.Context) {
	body, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, 1<<20))
	if err != nil {
		s.FailJSON(c, web.BadRequest("err.toolarge"))
		return
	}
	var req senjutsuDuelRequest
	if err := json.Unmarshal(body, &req); err != nil {
		s.FailJSON(c, web.BadRequest("err.json"))
		return
	}
	d, err := senjutsu.Replay(req.Setup, req.Actions)
	if err == nil {
		var b []byte
		if b, err = wire.Marshal(d); err == nil {
			c.Data(http.StatusOK, web.JSONType, b)
			return
		}
	}
	s.FailJSON(c, err)
}

func (s *Server) apiSenjutsuReference(c *gin.Context) {
	s.answerJSON(c, func() (any, error) {
		if _, err := web.ReadQuery(c, query.Keys{}); err != nil {
			return nil, err
		}
		return gin.H{
			"options": senjutsu.OptionList(), "actions": senjutsu.ActionKinds, "kamae": senjutsu.KamaePositions,
			"deckSizes": senjutsu.DeckSizes, "typeOrder": senjutsu.TypeOrder,
		}, nil
	})
}

// senjutsuAPIRoutes documents the senjutsu JSON routes.
var senjutsuAPIRoutes = []views.APIRoute{
	{
		Method: "GET", Path: "/api/calc/senjutsu/order",
		Doc:      i18n.M("api.route.get-api-calc-senjutsu-order"),
		Example:  `curl 'http://localhost:8080/api/calc/senjutsu/order?code=1~aiko.bunta~aiko.M4.rD8-5v5~bunta.A5.c1'`,
		Response: `{"events":[{"position":1,"fighter":"aiko","type":"defense","replacement":true,"segment":0,"printed_speed":5,"speed":5,"rule":"first","en":"…","it":"…"},{"position":2,"fighter":"bunta","type":"attack","speed":4,"rule":"speed",…}],"replacement_turns":["bunta","aiko"],"variable_turns":["aiko"],"complete":true,"en":"…","it":"…"}`,
	},
	{
		Method: "POST", Path: "/api/calc/senjutsu/duel",
		Doc:      i18n.M("api.route.post-api-calc-senjutsu-duel"),
		Example:  `curl -X POST http://localhost:8080/api/calc/senjutsu/duel -H 'Content-Type: application/json' -d '{"setup":{"fighters":[{"id":"aiko","profile":{"name":"Aiko","advantage_number":2,"hand_limit":5,"wound_limit":6}},{"id":"bunta","profile":{"name":"Bunta","advantage_number":1,"hand_limit":5,"wound_limit":6},"deck_size":30}]},"actions":[{"type":"start_turn"},{"type":"wound","fighter":"bunta","n":6,"by":"aiko"}]}'`,
		Response: `{"fighters":[{"id":"aiko","deck":34,"hand":6,"wounds":0,"focus":0,"kamae":"neutral",…},{"id":"bunta","deck":24,"wounds":6,"defeated":true,"defeat_reason":"wounds",…}],"track":["aiko","bunta"],"turn":1,"over":true,"winners":["aiko"],"en":"The duel is over: Aiko won, the last still undefeated …","it":"Il duello è finito: ha vinto Aiko, l'ultimo ancora non sconfitto …","log":[…]}`,
	},
	{
		Method: "GET", Path: "/api/calc/senjutsu/reference",
		Doc:      i18n.M("api.route.get-api-calc-senjutsu-reference"),
		Example:  `curl http://localhost:8080/api/calc/senjutsu/reference`,
		Response: `{"actions":[{"type":"start_turn","fields":null,"section":…},…],"kamae":[{"id":"neutral","en":"Neutral","it":"Neutra"},…],"deckSizes":[{"cards":40,…},{"cards":30,…}],"options":[{"id":"U1","key":"deck_size","kind":"choice","values":[{"value":"40"},{"value":"30"}],"default":"40",…},…],"typeOrder":[…]}`,
	},
}
