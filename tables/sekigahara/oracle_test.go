package sekigahara

import (
	"testing"

	"sengoku/i18n"
)

// oracleImpacts replays a battle the engine accepted with the digest's
// formula (11.2 and 8.4.1), written independently of the engine:
//
//	Impact = mon + sameDaimyoAlreadyDeployed + (specialAttack ? 2 + 2 × sameSymbolAlreadyDeployed : 0)
//
// and the S-11 defection rule. It returns the running score after every
// entry.
func oracleImpacts(b Battle) []Score {
	type placed struct {
		on, owner Side
		daimyo    string
		sym       Symbol
		special   bool
	}
	var field []placed
	var score Score
	var last []int // indexes into field of the latest deployment
	var lastImpact, lastKept, lastBonus int
	var lastSide Side
	specialOnly := b.Options.SpecialChainCounts == "specialOnly"
	transfer := b.Options.DefectionTransfersSpecial == "true"
	var out []Score
	for _, d := range b.Deployments {
		switch d.Action {
		case Deploy:
			last, lastImpact, lastKept, lastBonus, lastSide = nil, 0, 0, 0, d.Side
			for _, bl := range d.Blocks {
				same, chain := 0, 0
				for _, p := range field {
					if p.on == d.Side && p.daimyo == bl.Daimyo {
						same++
					}
					if p.on == d.Side && p.sym == bl.Symbol && (!specialOnly || p.special || p.owner != p.on) {
						chain++
					}
				}
				special := d.Card == Swords && bl.Symbol != NoSymbol && b.Kind != Siege
				bonus := 0
				if special {
					bonus = 2 + 2*chain
				}
				field = append(field, placed{on: d.Side, owner: d.Side, daimyo: bl.Daimyo, sym: bl.Symbol, special: special})
				last = append(last, len(field)-1)
				lastImpact += bl.Mon + same + bonus
				lastKept += bl.Mon + same
				lastBonus += bonus
			}
			if d.Side == Ishida {
				score.Ishida += lastImpact
			} else {
				score.Tokugawa += lastImpact
			}
		case Challenge:
			if !d.Refuted {
				gain := lastKept
				if transfer {
					gain += lastBonus
				}
				if lastSide == Ishida {
					score.Ishida -= lastImpact
					score.Tokugawa += gain
				} else {
					score.Tokugawa -= lastImpact
					score.Ishida += gain
				}
				for _, k := range last {
					field[k].on, field[k].special = d.Side, false
				}
			}
		}
		out = append(out, score)
	}
	return out
}

// generateBattle builds a legal battle from fuzz bytes, asking the engine
// at every step who may act: the side holding the initiative deploys or
// declares finished, and the opponent may first challenge.
func generateBattle(t *testing.T, data []byte, attacker Side, siege bool, opt Options) Battle {
	b := Battle{Attacker: attacker, Options: opt}
	if siege {
		b.Kind, b.DefenderBlocks = Siege, 2
	}
	pools := map[Side][]string{Ishida: {"ukita", "mori", "uesugi"}, Tokugawa: {"tokugawa", "maeda", "honda"}}
	wild := map[Side]string{Ishida: "ishida", Tokugawa: "ii"}
	carded := map[Side]bool{}
	wildUsed := map[Side]bool{}
	for i := 0; i+1 < len(data) && len(b.Deployments) < 60; i += 2 {
		r, err := Evaluate(b)
		if err != nil {
			t.Fatalf("generated prefix refused: %v\n%+v", err, b.Deployments)
		}
		if r.Ended {
			break
		}
		c, x := data[i], data[i+1]
		if r.Challenger != "" && c%5 == 0 {
			b.Deployments = append(b.Deployments, Deployment{Side: r.Challenger, Action: Challenge, Refuted: x&1 == 1})
			continue
		}
		side := r.Initiative
		if c%7 == 1 {
			b.Deployments = append(b.Deployments, Deployment{Side: side, Action: Pass})
			continue
		}
		blk := Block{Daimyo: pools[side][int(x)%3], Mon: 1 + int(x>>2)%3}
		switch (x >> 4) % 3 {
		case 1:
			blk.Symbol = Cavalry
		case 2:
			blk.Symbol = Arquebus
		}
		d := Deployment{Side: side, Action: Deploy, Card: []CardKind{Plain, Swords, Double, Free}[int(c>>3)%4]}
		if d.Card == Free && (carded[side] || (siege && opt.FreeLeaderInSiege == "false") ||
			(opt.FreeLeaders == "one" && hasFree(b, side))) {
			d.Card = Plain
		}
		if d.Card == Free {
			blk.Nobori = 1
		}
		if c>>6 == 3 && !wildUsed[side] && d.Card != Free {
			wildUsed[side] = true
			d.CardDaimyo = blk.Daimyo
			blk = Block{Daimyo: wild[side], Mon: 3}
			if side == Tokugawa {
				blk.Mon = 4
			}
		}
		d.Blocks = []Block{blk}
		if d.Card == Double && x&2 == 2 && d.CardDaimyo == "" {
			d.Blocks = append(d.Blocks, Block{Daimyo: blk.Daimyo, Mon: 1 + int(x>>6)%3})
		}
		if d.Card != Free {
			carded[side] = true
		}
		b.Deployments = append(b.Deployments, d)
	}
	return b
}

func hasFree(b Battle, side Side) bool {
	for _, d := range b.Deployments {
		if d.Side == side && d.Action == Deploy && d.Card == Free {
			return true
		}
	}
	return false
}

// checkBattleInvariants compares an accepted battle with the oracle and
// checks the result's bounds.
func checkBattleInvariants(t *testing.T, b Battle, r BattleResult) {
	t.Helper()
	want := oracleImpacts(b)
	if len(r.Steps) != len(b.Deployments) {
		t.Fatalf("%d steps for %d entries", len(r.Steps), len(b.Deployments))
	}
	for i, s := range r.Steps {
		if s.Score != want[i] {
			t.Fatalf("entry %d: engine %+v, oracle %+v\n%+v", i, s.Score, want[i], b.Deployments)
		}
		if s.Score.Ishida < 0 || s.Score.Tokugawa < 0 {
			t.Fatalf("negative score %+v", s.Score)
		}
		if i18n.EN.Render(s.Text) == "" || i18n.IT.Render(s.Text) == "" {
			t.Fatalf("entry %d unexplained", i)
		}
		if s.Ended != (s.Initiative == "") {
			t.Fatalf("entry %d: ended %v initiative %q", i, s.Ended, s.Initiative)
		}
	}
	if n := len(want); n > 0 && r.Impact != want[n-1] {
		t.Fatalf("total %+v, oracle %+v", r.Impact, want[n-1])
	}
	if r.Outcome != nil {
		for _, so := range r.Outcome.Sides {
			want := so.ImpactTaken/7 + boolInt(so.Side == r.Outcome.Loser)
			if so.Blocks > 0 {
				want = min(want, so.Blocks)
			}
			if so.Losses != want || so.CardsDrawn != so.CardsPlayed+so.Losses/2 ||
				(so.Undeployed >= 0 && so.Defected+so.Deployed+so.Undeployed != so.Blocks) {
				t.Fatalf("side outcome %+v", so)
			}
		}
		if r.Outcome.Winner == r.Outcome.Loser {
			t.Fatal("winner is loser")
		}
	}
	if s := r.Siege; s != nil {
		units := b.DefenderBlocks + boolInt(b.Disc)
		if s.Losses < 0 || s.Losses > units || s.Losses != min(s.Impact/ImpactPerLoss, units) || s.CastleFalls != (s.Losses == units) {
			t.Fatalf("siege %+v", s)
		}
		for _, c := range s.Choices {
			if c.BlocksLost+boolInt(c.DiscLost) != s.Losses || c.DefenderDraws != c.BlocksLost {
				t.Fatalf("siege choice %+v", c)
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestEngineMatchesOracleOnExamples(t *testing.T) {
	for _, c := range []struct {
		b Battle
	}{
		{Battle{Attacker: Ishida, AttackerBlocks: 7, DefenderBlocks: 6, Deployments: mustParse(t, rulebookExample)}},
		{Battle{Attacker: Tokugawa, Deployments: mustParse(t, "ts-x2c.ip.tm-y2c.ts-x1c"), Options: Options{SpecialChainCounts: "specialOnly"}}},
		{Battle{Attacker: Ishida, Deployments: mustParse(t, loyaltyPrefix+".is-z2c.tl"), Options: Options{DefectionTransfersSpecial: "true"}}},
		{Battle{Kind: Siege, Attacker: Tokugawa, DefenderBlocks: 2, Castle: Osaka, Disc: true, Deployments: mustParse(t, "tf-a1n.tm-a3.td-a2-a3.tm-b3.tm-b2.tp")}},
	} {
		checkBattleInvariants(t, c.b, mustEvaluate(t, c.b))
	}
}

// FuzzGeneratedBattle drives legal battles from fuzz bytes: the engine
// must accept every one and agree with the oracle.
func FuzzGeneratedBattle(f *testing.F) {
	f.Add([]byte("a1b2c3d4e5f6g7h8i9j0"), true, false, uint8(0))
	f.Add([]byte{0, 0, 5, 9, 40, 200, 1, 1, 255, 3, 7, 7, 16, 32, 64, 128}, false, false, uint8(1))
	f.Add([]byte{200, 201, 202, 203, 0, 0, 10, 10, 1, 1}, true, true, uint8(2))
	f.Add([]byte("the quick brown fox jumps over the lazy dog"), false, true, uint8(7))
	f.Fuzz(func(t *testing.T, data []byte, ishida, siege bool, opts uint8) {
		attacker := Tokugawa
		if ishida {
			attacker = Ishida
		}
		opt := Options{}
		if opts&1 == 1 {
			opt.SpecialChainCounts = "specialOnly"
		}
		if opts&2 == 2 {
			opt.DefectionTransfersSpecial = "true"
		}
		if opts&4 == 4 {
			opt.FreeLeaders = "one"
		}
		if opts&8 == 8 {
			opt.FreeLeaderInSiege = "false"
		}
		b := generateBattle(t, data, attacker, siege, opt)
		r, err := Evaluate(b)
		if err != nil {
			t.Fatalf("legal battle refused: %v\n%+v", err, b.Deployments)
		}
		checkBattleInvariants(t, b, r)
	})
}

// FuzzEvaluate feeds arbitrary lists and battle fields: never a panic,
// only bilingual validation errors, and accepted battles agree with the
// oracle.
func FuzzEvaluate(f *testing.F) {
	f.Add(rulebookExample, true, false, 7, 6, uint8(0), false)
	f.Add("tf-a1n.tm-a3.td-a2-a3.tm-b3.tm-b2.tp", false, true, 0, 2, uint8(1), true)
	f.Add(loyaltyPrefix+".is-z2c.tl.ip", true, false, 0, 0, uint8(0), false)
	f.Add("tm-a3.tm-a3.tm-a3.tm-b2", false, true, 0, 2, uint8(2), true)
	f.Add("im-ukita2.tl", true, false, -1, 99, uint8(3), false)
	f.Fuzz(func(t *testing.T, list string, ishida, siege bool, ab, db int, castle uint8, disc bool) {
		ds, err := ParseDeployments(list)
		if err != nil {
			checkValidation(t, err, "deployments")
			return
		}
		b := Battle{Attacker: Tokugawa, AttackerBlocks: ab, DefenderBlocks: db, Disc: disc, Deployments: ds}
		if ishida {
			b.Attacker = Ishida
		}
		if siege {
			b.Kind = Siege
		}
		b.Castle = []Castle{OtherCastle, Osaka, Ueda, "kyoto"}[castle%4]
		r, err := Evaluate(b)
		if err != nil {
			checkValidation(t, err, "")
			if b.Validate() == nil {
				t.Fatal("Validate accepted what Evaluate refused")
			}
			return
		}
		if b.Validate() != nil {
			t.Fatal("Validate refused what Evaluate accepted")
		}
		checkBattleInvariants(t, b, r)
	})
}
