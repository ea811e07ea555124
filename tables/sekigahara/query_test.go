package sekigahara

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func TestQueryRoundTrip(t *testing.T) {
	battle := Battle{Kind: Siege, Attacker: Tokugawa, AttackerBlocks: 9, DefenderBlocks: 2, Castle: Ueda, Disc: true,
		Deployments: mustParse(t, "tf-a1n.tm-a3.td-a2-a3"),
		Options: Options{SpecialChainCounts: "specialOnly", FreeLeaders: "one", DefectionTransfersSpecial: "true",
			FreeLeaderInSiege: "false", CommandRequiresLeaderMoving: "true", OverrunDraws: "false", CastleTieBothDraw: "true"}}
	q, err := battle.Query()
	if err != nil {
		t.Fatal(err)
	}
	if q.Get("deployments") != "tf-a1n.tm-a3.td-a2-a3" || q.Get("specialChainCounts") != "specialOnly" || q.Get("disc") != "true" {
		t.Errorf("query %v", q)
	}
	back, err := ParseBattleQuery(q)
	if err != nil || !reflect.DeepEqual(back, battle) {
		t.Errorf("battle round trip: %+v (%v)", back, err)
	}
	// The deployment list travels in the URL unescaped.
	if enc := q.Encode(); !strings.Contains(enc, "deployments=tf-a1n.tm-a3.td-a2-a3&") {
		t.Errorf("encode %q", enc)
	}

	move := Move{Blocks: 5, MainRoad: true, Commander: true, CommanderMoves: true, OwnCastle: true, OwnCapital: true, ForcedMarch: true,
		Options: Options{CommandRequiresLeaderMoving: "true"}}
	if back, err := ParseMoveQuery(move.Query()); err != nil || back != move {
		t.Errorf("move round trip: %+v (%v)", back, err)
	}
	over := Overrun{Friendly: 6, FriendlyInCastle: 2, Enemy: 2, EnemyControlsCastle: true, Options: Options{OverrunDraws: "false"}}
	if back, err := ParseOverrunQuery(over.Query()); err != nil || back != over {
		t.Errorf("overrun round trip: %+v (%v)", back, err)
	}
	re := Reinforcement{Week: 3, Ishida: Holdings{7, Control{5, 4}}, Tokugawa: Holdings{2, Control{4, 4}}, Options: Options{CastleTieBothDraw: "true"}}
	rq := re.Query()
	if rq.Get("ishida.hand") != "7" || rq.Get("tokugawa.resources") != "4" {
		t.Errorf("reinforcement query %v", rq)
	}
	if back, err := ParseReinforcementQuery(rq); err != nil || back != re {
		t.Errorf("reinforcement round trip: %+v (%v)", back, err)
	}
	vp := Victory{Ishida: Control{4, 8}, Tokugawa: Control{5, 6}}
	if back, err := ParseVictoryQuery(vp.Query()); err != nil || back != vp {
		t.Errorf("victory round trip: %+v (%v)", back, err)
	}
}

func TestQueryFromForm(t *testing.T) {
	// An HTML form sends checkboxes as "on" and may add its own keys.
	m, err := ParseMoveQuery(url.Values{"blocks": {"5"}, "mainRoad": {"on"}, "ownCastle": {"1"}, "lang": {"it"}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Allowance(m)
	if err != nil || r.Allowance != 2 {
		t.Errorf("allowance %d (%v)", r.Allowance, err)
	}
	b, err := ParseBattleQuery(url.Values{"attacker": {"ishida"}, "attackerBlocks": {"7"}, "defenderBlocks": {"6"}, "deployments": {rulebookExample}})
	if err != nil {
		t.Fatal(err)
	}
	if res := mustEvaluate(t, b); res.Impact != (Score{11, 13}) {
		t.Errorf("score %+v", res.Impact)
	}
}

func TestQueryRejects(t *testing.T) {
	for _, c := range []struct {
		q     url.Values
		field string
	}{
		{url.Values{"blocks": {"five"}}, "blocks"},
		{url.Values{"mainRoad": {"maybe"}}, "mainRoad"},
		{url.Values{"blocks": {"1", "2"}}, "blocks"},
		{url.Values{"blocks": {"99999999999999999999999"}}, "blocks"},
	} {
		_, err := ParseMoveQuery(c.q)
		checkValidation(t, err, c.field)
	}
	_, err := ParseBattleQuery(url.Values{"deployments": {"im-ukita9"}})
	checkValidation(t, err, "deployments")
	_, err = ParseReinforcementQuery(url.Values{"ishida.hand": {"x"}})
	checkValidation(t, err, "ishida.hand")
}

func FuzzParseBattleQuery(f *testing.F) {
	f.Add("attacker=ishida&attackerBlocks=7&defenderBlocks=6&deployments=" + rulebookExample)
	f.Add("kind=siege&attacker=tokugawa&defenderBlocks=2&castle=osaka&disc=true&deployments=tm-a3")
	f.Add("attacker=x&disc=2&deployments=%ZZ")
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		b, err := ParseBattleQuery(q)
		if err != nil {
			checkValidation(t, err, "")
			return
		}
		if _, err := Evaluate(b); err != nil {
			checkValidation(t, err, "")
		}
	})
}

// QueryKeys names every key Query writes, so a web layer refusing other
// names never refuses a link the package made.
func TestQueryKeysCoverEveryEncodedKey(t *testing.T) {
	battle := Battle{Kind: Siege, Attacker: Tokugawa, AttackerBlocks: 9, DefenderBlocks: 2, Castle: Ueda, Disc: true,
		Deployments: mustParse(t, "tf-a1n.tm-a3"), Options: Options{SpecialChainCounts: "specialOnly"}}
	bq, err := battle.Query()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		v any
		q url.Values
	}{
		{Battle{}, bq},
		{Move{}, Move{Blocks: 5, MainRoad: true, Commander: true, CommanderMoves: true, OwnCastle: true, OwnCapital: true, ForcedMarch: true}.Query()},
		{Overrun{}, Overrun{Friendly: 6, FriendlyInCastle: 2, Enemy: 2, EnemyControlsCastle: true}.Query()},
		{Reinforcement{}, Reinforcement{Week: 3, Ishida: Holdings{7, Control{5, 4}}, Tokugawa: Holdings{2, Control{4, 4}}}.Query()},
		{Victory{}, Victory{Ishida: Control{5, 4}, Tokugawa: Control{4, 4}}.Query()},
	}
	for _, c := range cases {
		keys := map[string]bool{}
		for _, k := range QueryKeys(c.v) {
			keys[k] = true
		}
		for k := range c.q {
			if !keys[k] {
				t.Errorf("%T: %q is written but not listed", c.v, k)
			}
		}
		if _, isV := c.v.(Victory); !isV && !keys["overrunDraws"] {
			t.Errorf("%T: the options are not listed", c.v)
		}
	}
	if keys := QueryKeys(Move{}); !reflect.DeepEqual(keys[:2], []string{"blocks", "castleTieBothDraw"}) {
		t.Errorf("move keys %v", keys)
	}
}
