package handlers_test

import (
	"net/url"
	"reflect"
	"testing"

	"sengoku/query"
	"sengoku/tables/sekigahara"
)

// The Sekigahara calculators' inputs as the pages and the API read them
// (the query codec with the deployment list's text form): what the tests
// send is what a form or a link sends.

var sekiBattleQueryCodec = query.For[sekigahara.Battle](query.Text(sekigahara.ParseDeployments, sekigahara.EncodeDeployments))

func sekiBattleFromQuery(q url.Values) (sekigahara.Battle, error) {
	var b sekigahara.Battle
	return b, sekiBattleQueryCodec.Decode(q, "", &b)
}

// sekiQuery is an input of the Sekigahara calculators as its query.
func sekiQuery[T any](v T) url.Values {
	q, _ := query.For[T]().Values(v) // only a Text field's encoding can fail
	return q
}

// Every input goes through a link and back unchanged; the options sit at
// the top level and the deployment list travels as its text code.
func TestSekigaharaQueryRoundTrip(t *testing.T) {
	t.Parallel()
	ds, err := sekigahara.ParseDeployments("tf-a1n.tm-a3.td-a2-a3")
	if err != nil {
		t.Fatal(err)
	}
	battle := sekigahara.Battle{Kind: sekigahara.Siege, Attacker: sekigahara.Tokugawa, AttackerBlocks: 9, DefenderBlocks: 2, Castle: sekigahara.Ueda, Disc: true,
		Deployments: ds, Options: sekigahara.Options{SpecialChainCounts: "specialOnly", FreeLeaders: "one", CastleTieBothDraw: "true"}}
	q, err := sekiBattleQueryCodec.Values(battle)
	if err != nil {
		t.Fatal(err)
	}
	if q.Get("deployments") != "tf-a1n.tm-a3.td-a2-a3" || q.Get("specialChainCounts") != "specialOnly" || q.Get("disc") != "true" {
		t.Errorf("query %v", q)
	}
	if back, err := sekiBattleFromQuery(q); err != nil || !reflect.DeepEqual(back, battle) {
		t.Errorf("battle round trip: %+v (%v)", back, err)
	}
	re := sekigahara.Reinforcement{Week: 3, Ishida: sekigahara.Holdings{Hand: 7, Control: sekigahara.Control{Castles: 5, Resources: 4}}}
	rq := sekiQuery(re)
	var back sekigahara.Reinforcement
	if rq.Get("ishida.hand") != "7" || query.For[sekigahara.Reinforcement]().Decode(rq, "", &back) != nil || back != re {
		t.Errorf("reinforcement %v → %+v", rq, back)
	}
}

// A deployment list that does not read is refused naming the parameter.
func TestSekigaharaBadDeploymentsNameTheParameter(t *testing.T) {
	t.Parallel()
	_, err := sekiBattleFromQuery(url.Values{"deployments": {"im-ukita9"}})
	qe, ok := err.(*query.Error)
	if !ok || len(qe.Problems) != 1 || qe.Problems[0].Key != "deployments" || qe.Problems[0].Want != query.WantText || qe.Problems[0].Err == nil {
		t.Errorf("got %#v", err)
	}
}
