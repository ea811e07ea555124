package sekigahara

import (
	"strings"
	"testing"

	"sengoku/i18n"
	"sengoku/tables"
)

// rulebookExample is the rulebook's combat example (8, "Esempio di
// combattimento"; digest 11.3): seven Ishida blocks attack six Tokugawa.
const rulebookExample = "if-mori1n.ts-maeda1c.id-ukita2-ukita2.tm-tokugawa3.im-uesugi1a.tm-tokugawa1.is-mori1c.tm-tokugawa3.ip.tp"

func mustParse(t testing.TB, s string) []Deployment {
	t.Helper()
	ds, err := ParseDeployments(s)
	if err != nil {
		t.Fatalf("parse %q: %v", s, err)
	}
	return ds
}

func mustEvaluate(t testing.TB, b Battle) BattleResult {
	t.Helper()
	r, err := Evaluate(b)
	if err != nil {
		t.Fatalf("evaluate: %v", err)
	}
	return r
}

func TestCombatExample_Rulebook_8(t *testing.T) {
	r := mustEvaluate(t, Battle{Attacker: Ishida, AttackerBlocks: 7, DefenderBlocks: 6, Deployments: mustParse(t, rulebookExample)})
	// Digest 11.3: impact, running total (Ishida – Tokugawa), initiative
	// afterwards ("" once the battle is over), permanent.
	want := []struct {
		impact     int
		ishida     int
		tokugawa   int
		initiative Side
		permanent  bool
	}{
		{1, 1, 0, Tokugawa, false},  // 1 Mōri commander, free
		{3, 1, 3, Ishida, false},    // 2 Maeda cavalry, swords
		{5, 6, 3, Tokugawa, false},  // 3 double Ukita: 2 + 3
		{3, 6, 6, Ishida, false},    // 4 Tokugawa 3-mon; tie to the defender
		{1, 7, 6, Tokugawa, false},  // 5 Uesugi arquebus, no swords
		{2, 7, 8, Ishida, false},    // 6 Tokugawa 1-mon + 1
		{4, 11, 8, Tokugawa, false}, // 7 Mōri cavalry, swords: 1 + 2 + 1
		{5, 11, 13, Ishida, false},  // 8 Tokugawa 3-mon + 2
		{0, 11, 13, Tokugawa, true}, // 9 Ishida passes
		{0, 11, 13, "", false},      // 10 Tokugawa passes: over
	}
	if len(r.Steps) != len(want) {
		t.Fatalf("%d steps, want %d", len(r.Steps), len(want))
	}
	for i, w := range want {
		s := r.Steps[i]
		if s.Impact != w.impact || s.Score.Ishida != w.ishida || s.Score.Tokugawa != w.tokugawa ||
			s.Initiative != w.initiative || s.Permanent != w.permanent {
			t.Errorf("step %d: impact %d score %d–%d initiative %q permanent %v; want %+v",
				i+1, s.Impact, s.Score.Ishida, s.Score.Tokugawa, s.Initiative, s.Permanent, w)
		}
	}
	// The double card: 2 for the first Ukita block, 3 for the second.
	if b := r.Steps[2].Blocks; b[0].Impact != 2 || b[1].Impact != 3 || b[1].SameDaimyo != 1 {
		t.Errorf("double card blocks: %+v", b)
	}
	// The Mōri cavalry: 1 mon + 1 earlier Mōri + 2 cavalry.
	if b := r.Steps[6].Blocks[0]; b.Base != 1 || b.SameDaimyo != 1 || b.SpecialBonus != 2 || b.SpecialAttack != Cavalry {
		t.Errorf("Mōri cavalry: %+v", b)
	}
	// The Uesugi arquebus has no swords: no Special Attack.
	if b := r.Steps[4].Blocks[0]; b.SpecialBonus != 0 || b.SpecialAttack != NoSymbol {
		t.Errorf("Uesugi arquebus: %+v", b)
	}
	if !r.Ended || r.Initiative != "" {
		t.Fatalf("battle should be over: %+v", r)
	}
	o := r.Outcome
	if !o.Final || o.Winner != Tokugawa || o.Loser != Ishida || o.InstantVictory != "" {
		t.Fatalf("outcome %+v", o)
	}
	// Losses: Ishida ⌊13/7⌋ + 1 = 2, Tokugawa ⌊11/7⌋ = 1; cards 3 + 1 and
	// 4 + 0; attacker first.
	is, tk := o.Sides[0], o.Sides[1]
	if is.Side != Ishida || is.Losses != 2 || is.LoserLoss != 1 || is.CardsPlayed != 3 || is.CardsDrawn != 4 || !is.Retreats {
		t.Errorf("Ishida outcome %+v", is)
	}
	if tk.Side != Tokugawa || tk.Losses != 1 || tk.LoserLoss != 0 || tk.CardsPlayed != 4 || tk.CardsDrawn != 4 || tk.Retreats {
		t.Errorf("Tokugawa outcome %+v", tk)
	}
	// "Ishida has two blocks and two cards left" (step 9).
	if is.Deployed != 5 || is.Undeployed != 2 || tk.Deployed != 4 || tk.Undeployed != 2 {
		t.Errorf("deployed/undeployed: Ishida %d/%d Tokugawa %d/%d", is.Deployed, is.Undeployed, tk.Deployed, tk.Undeployed)
	}
}

func TestBattleLosses_8_7_1(t *testing.T) {
	// Rulebook example: the winner took 5 Impact and loses nothing; the
	// loser took 9 and loses 2.
	for _, c := range []struct {
		taken int
		loser bool
		want  int
	}{{5, false, 0}, {9, true, 2}, {0, true, 1}, {6, false, 0}, {7, false, 1}, {14, true, 3}, {13, true, 2}, {11, false, 1}} {
		if got := battleLosses(c.taken, c.loser); got != c.want {
			t.Errorf("battleLosses(%d, %v) = %d, want %d", c.taken, c.loser, got, c.want)
		}
	}
}

func TestSameDaimyoBonus_8_3_3(t *testing.T) {
	// A 2-mon Tokugawa block after 2 other Tokugawa blocks: 2 + 2 = 4.
	r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, "im-ukita1.tm-tokugawa1.ip.tm-tokugawa3.tm-tokugawa2")})
	last := r.Steps[len(r.Steps)-1]
	if last.Impact != 4 || last.Blocks[0].SameDaimyo != 2 {
		t.Errorf("impact %d, same-daimyo %d; want 4, 2", last.Impact, last.Blocks[0].SameDaimyo)
	}
}

func TestSpecialAttackChain_8_4_1_S09(t *testing.T) {
	// Digest 11.5 (Tokugawa attacking; Ishida declares finished so that
	// Tokugawa keeps deploying): X 2-mon cavalry with swords, Y 2-mon
	// cavalry with a plain card, X 1-mon cavalry with swords.
	list := mustParse(t, "ts-x2c.ip.tm-y2c.ts-x1c")
	for _, c := range []struct {
		option     string
		third, tot int
		chainCount int
	}{
		{"", 8, 14, 2},
		{"allWithSymbol", 8, 14, 2},
		{"specialOnly", 6, 12, 1},
	} {
		r := mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: list, Options: Options{SpecialChainCounts: c.option}})
		impacts := []int{r.Steps[0].Impact, r.Steps[2].Impact, r.Steps[3].Impact}
		if impacts[0] != 4 || impacts[1] != 2 || impacts[2] != c.third || r.Impact.Tokugawa != c.tot {
			t.Errorf("option %q: impacts %v total %d; want [4 2 %d] %d", c.option, impacts, r.Impact.Tokugawa, c.third, c.tot)
		}
		if got := r.Steps[3].Blocks[0].SpecialChain; got != c.chainCount {
			t.Errorf("option %q: chain %d, want %d", c.option, got, c.chainCount)
		}
	}
}

// loyaltyPrefix brings an Ishida attack to 6 – 8 with Ishida to deploy
// and no Ishida cavalry deployed.
const loyaltyPrefix = "im-a3.tm-b3.im-c3.tm-e1.tm-b3"

func TestLoyaltyChallenge_8_6_S11(t *testing.T) {
	pre := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, loyaltyPrefix)})
	if pre.Impact != (Score{6, 8}) || pre.Initiative != Ishida {
		t.Fatalf("prefix: %+v initiative %s", pre.Impact, pre.Initiative)
	}
	// Digest 11.5: Z, 2-mon cavalry with swords: 10 – 8; the challenge
	// succeeds: Ishida 6, Tokugawa 8 + 2 = 10; Ishida keeps the initiative.
	for _, c := range []struct {
		option   string
		tokugawa int
	}{{"", 10}, {"false", 10}, {"true", 12}} {
		r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, loyaltyPrefix+".is-z2c.tl"),
			Options: Options{DefectionTransfersSpecial: c.option}})
		dep, ch := r.Steps[5], r.Steps[6]
		if dep.Impact != 4 || dep.Score != (Score{10, 8}) || dep.Initiative != Tokugawa {
			t.Errorf("deployment: %+v", dep)
		}
		if !ch.Defected || ch.Impact != 4 || ch.Score != (Score{6, c.tokugawa}) || ch.Initiative != Ishida || ch.CardsPlayed != 1 {
			t.Errorf("option %q: challenge step %+v", c.option, ch)
		}
		if ch.Target == nil || *ch.Target != 5 {
			t.Errorf("challenge target %v, want 5", ch.Target)
		}
	}
}

func TestLoyaltyChallengeRefuted_8_6_1(t *testing.T) {
	r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, loyaltyPrefix+".is-z2c.tlr")})
	ch := r.Steps[6]
	if ch.Defected || ch.Score != (Score{10, 8}) || ch.Initiative != Tokugawa || ch.CardsPlayed != 1 {
		t.Errorf("refuted challenge %+v", ch)
	}
	// The Loyalty Challenge card is played and counts for the redraw
	// (8.10): Tokugawa played 3 deployment cards + 1 challenge.
	if got := r.Outcome.Sides[1].CardsPlayed; got != 4 {
		t.Errorf("Tokugawa cards played %d, want 4", got)
	}
	if !strings.Contains(i18n.EN.Render(ch.Text), "stays loyal") || !strings.Contains(i18n.IT.Render(ch.Text), "resta leale") {
		t.Errorf("explanation %q / %q", i18n.EN.Render(ch.Text), i18n.IT.Render(ch.Text))
	}
}

func TestLoyaltyDoubleCard_8_6_3(t *testing.T) {
	// Both blocks defect; the second block's +1 for the first still counts:
	// (2 + 0) + (3 + 1) = 6 moves to Tokugawa.
	r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, "id-ukita2-ukita3.tl")})
	ch := r.Steps[1]
	if !ch.Defected || ch.Impact != 6 || ch.Gained != 6 || ch.Score != (Score{0, 6}) || ch.Initiative != Ishida {
		t.Errorf("double defection %+v", ch)
	}
	if so := r.Outcome.Sides[0]; so.Defected != 2 || so.Deployed != 0 {
		t.Errorf("Ishida defected %d deployed %d, want 2 0", so.Defected, so.Deployed)
	}
}

func TestDefectorJoinsSpecialChain_8_6_2(t *testing.T) {
	// Ishida's Z cavalry defects to Tokugawa and counts for Tokugawa's
	// later cavalry Special Attack under both S-09 options.
	for _, opt := range []string{"allWithSymbol", "specialOnly"} {
		r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, "is-z2c.tl.ip.ts-w1c"),
			Options: Options{SpecialChainCounts: opt}})
		last := r.Steps[3].Blocks[0]
		if last.SpecialChain != 1 || last.Impact != 1+2+2 {
			t.Errorf("%s: chain %d impact %d, want 1 and 5", opt, last.SpecialChain, last.Impact)
		}
	}
	// The defector no longer counts for Ishida's chain or same-daimyo bonus.
	r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, "is-z2c.tl.is-z1c")})
	if b := r.Steps[2].Blocks[0]; b.SameDaimyo != 0 || b.SpecialChain != 0 || b.Impact != 3 {
		t.Errorf("Ishida after defection: %+v", b)
	}
}

func TestInitiative_8_5(t *testing.T) {
	// The attacker deploys first; at a tie the defender leads, so the
	// attacker keeps deploying; ahead, the initiative passes.
	r := mustEvaluate(t, Battle{Attacker: Tokugawa})
	if r.Initiative != Tokugawa || r.Ahead != Ishida || r.Ended {
		t.Errorf("empty battle: initiative %s ahead %s", r.Initiative, r.Ahead)
	}
	r = mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tm-a1.im-b1")})
	if r.Initiative != Tokugawa || r.Ahead != Ishida {
		t.Errorf("1–1: initiative %s ahead %s, want tokugawa ishida", r.Initiative, r.Ahead)
	}
	// A player may keep deploying while behind.
	r = mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tm-a3.im-b1.im-c1")})
	if r.Steps[2].Initiative != Ishida || !strings.Contains(i18n.EN.Render(r.Steps[1].Text), "keeps the initiative") {
		t.Errorf("still behind: %+v", r.Steps[1])
	}
	// The attacker passing at 0–0 loses the tie.
	r = mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tp.ip")})
	if r.Outcome.Winner != Ishida || r.Outcome.Sides[0].Losses != 1 {
		t.Errorf("0–0: %+v", r.Outcome)
	}
	// A player who declared finished may still challenge (8.5).
	r = mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tm-a1.im-b2.tp.im-c1.tl.ip")})
	if !r.Ended || r.Impact != (Score{Ishida: 2, Tokugawa: 2}) {
		t.Errorf("challenge after passing: ended %v score %+v", r.Ended, r.Impact)
	}
}

func TestFreeCommander_8_2_4_S10(t *testing.T) {
	two := mustParse(t, "if-mori1n.tm-honda2.if-ukita2n")
	if _, err := Evaluate(Battle{Attacker: Ishida, Deployments: two}); err != nil {
		t.Errorf("default S-10 allows two free commanders: %v", err)
	}
	if _, err := Evaluate(Battle{Attacker: Ishida, Deployments: two, Options: Options{FreeLeaders: "one"}}); err == nil {
		t.Error("freeLeaders=one accepted a second free commander")
	}
	// The Ishida block is Ishida Mitsunari, a commander: it deploys free.
	r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: mustParse(t, "if-ishida2")})
	if r.Outcome.Sides[0].CardsPlayed != 0 || r.Challenger != "" {
		t.Errorf("free Ishida block: %+v", r.Outcome.Sides[0])
	}
}

func TestWildBlocks_8_2_2_9_4(t *testing.T) {
	// Any card deploys the Ii block; its same-daimyo bonus is its own.
	r := mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tm-honda2.ip.tmhonda-ii4.tdkuroda-ii4")[:3]})
	if r.Steps[2].Impact != 4 {
		t.Errorf("Ii block with a Honda card: %d", r.Steps[2].Impact)
	}
	if _, err := Evaluate(Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tdmaeda-ii4")}); err != nil {
		t.Errorf("double card on the Ii block, one deployment: %v", err)
	}
	// The card may go unnamed: there are no Ii cards (9.4).
	r = mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tm-ii4")})
	if r.Steps[0].Impact != 4 || !strings.Contains(i18n.EN.Render(r.Steps[0].Text), "any daimyo") || strings.Contains(i18n.EN.Render(r.Steps[0].Text), "Ii card") {
		t.Errorf("unnamed card: %s", i18n.EN.Render(r.Steps[0].Text))
	}
}

func TestInstantVictory_2_1(t *testing.T) {
	// Tokugawa attacks with only his lord; he is the one deployed block, so
	// any loss kills Tokugawa Ieyasu and Ishida wins at once.
	r := mustEvaluate(t, Battle{Attacker: Tokugawa, AttackerBlocks: 1, Deployments: mustParse(t, "tf-tokugawa3n3.im-ukita3.tp.im-ukita3.ip")})
	if r.Outcome.InstantVictory != Ishida || !r.Outcome.Sides[0].LordLost || !r.Outcome.Sides[0].AllLost {
		t.Errorf("lord lost: %+v", r.Outcome)
	}
	// Both lords certainly lost in one battle: Ishida wins (2.1).
	// Ishida's block defects (lost first, 8.7.2) and Ishida takes 9
	// Impact: 1 loss; Tokugawa, beaten 12 – 9, loses both his blocks.
	r = mustEvaluate(t, Battle{Attacker: Ishida, AttackerBlocks: 4, DefenderBlocks: 2,
		Deployments: mustParse(t, "imukita-ishida3.tl.im-ukita3.im-ukita3.tf-tokugawa3n3.tm-honda3.im-ukita3.tp.ip")})
	if r.Outcome.InstantVictory != Ishida || !r.Outcome.Sides[0].LordLost || !r.Outcome.Sides[1].LordLost {
		t.Errorf("both lords: %+v", r.Outcome)
	}
	// With other deployed blocks to lose first, nothing forces the lord.
	r = mustEvaluate(t, Battle{Attacker: Tokugawa, Deployments: mustParse(t, "tf-tokugawa3n3.im-ukita3.tm-honda2.im-ukita2.tp.ip")})
	if so := r.Outcome.Sides[0]; r.Outcome.InstantVictory != "" || so.LordLost || so.Losses != 1 || so.Deployed != 2 {
		t.Errorf("lord spared: %+v", r.Outcome)
	}
}

func TestLossesCappedAtBlocks_8_7(t *testing.T) {
	r := mustEvaluate(t, Battle{Attacker: Ishida, AttackerBlocks: 1, Deployments: mustParse(t, "im-a1.tm-ii4.ip.tm-b3.tm-b3.tm-b3.tp")})
	so := r.Outcome.Sides[0]
	// 4 + 3 + 4 + 5 = 16 Impact: ⌊16/7⌋ + 1 = 3, but Ishida has 1 block.
	if r.Impact.Tokugawa != 16 || so.Losses != 1 || !so.AllLost || so.CardsDrawn != 1 {
		t.Errorf("capped losses: score %+v side %+v", r.Impact, so)
	}
}

func TestSiegeOsaka_8_9_9_1(t *testing.T) {
	// Digest 11.5: Tokugawa besieges Osaka, 2 Ishida blocks and Hideyori
	// inside. Impacts 1, 4, 4 + 6, 3, 3 = 21: 3 losses, both blocks, then
	// Hideyori: the castle falls and Tokugawa wins at once.
	b := Battle{Kind: Siege, Attacker: Tokugawa, DefenderBlocks: 2, Castle: Osaka, Disc: true,
		Deployments: mustParse(t, "tf-a1n.tm-a3.td-a2-a3.tm-b3.tm-b2.tp")}
	r := mustEvaluate(t, b)
	var impacts []int
	for _, s := range r.Steps {
		for _, bl := range s.Blocks {
			impacts = append(impacts, bl.Impact)
		}
	}
	if want := []int{1, 4, 4, 6, 3, 3}; !equalInts(impacts, want) {
		t.Errorf("impacts %v, want %v", impacts, want)
	}
	s := r.Siege
	if s == nil || !s.Final || s.Impact != 21 || s.Losses != 3 || !s.CastleFalls || s.InstantVictory != Tokugawa || s.AttackerDraws != 4 {
		t.Fatalf("siege %+v", s)
	}
	if len(s.Choices) != 1 || s.Choices[0].BlocksLost != 2 || !s.Choices[0].DiscLost || s.Choices[0].DefenderDraws != 2 {
		t.Errorf("choices %+v", s.Choices)
	}
	if r.Outcome != nil {
		t.Error("a siege has no battle outcome")
	}
	// With only 14 Impact: 2 losses, both blocks; Hideyori stays, the
	// castle holds.
	b.Deployments = mustParse(t, "tm-a3.tm-a3.tm-a3.tm-b2.tp")
	s = mustEvaluate(t, b).Siege
	if s.Impact != 14 || s.Losses != 2 || s.CastleFalls || s.InstantVictory != "" ||
		s.Choices[0].BlocksLost != 2 || s.Choices[0].DiscLost || s.Choices[0].DefenderDraws != 2 {
		t.Errorf("14 Impact: %+v", s)
	}
}

func TestSiegeNoSpecialAttack_8_9_5(t *testing.T) {
	r := mustEvaluate(t, Battle{Kind: Siege, Attacker: Ishida, DefenderBlocks: 1, Deployments: mustParse(t, "is-ukita2c.is-ukita1c")})
	for _, s := range r.Steps {
		if s.Blocks[0].SpecialBonus != 0 {
			t.Errorf("special bonus in a siege: %+v", s.Blocks[0])
		}
	}
	if r.Impact.Ishida != 2+1+1 || r.Initiative != Ishida || r.Siege.Final {
		t.Errorf("siege in progress: %+v", r)
	}
}

func TestSiegeUedaSanada_9_2(t *testing.T) {
	// 14 Impact against 2 blocks and Sanada: 2 losses; Sanada may take one.
	r := mustEvaluate(t, Battle{Kind: Siege, Attacker: Tokugawa, DefenderBlocks: 2, Castle: Ueda, Disc: true,
		Deployments: mustParse(t, "tm-a3.tm-a3.tm-a3.tm-b2.tp")})
	c := r.Siege.Choices
	if len(c) != 2 || c[0].BlocksLost != 2 || c[0].DiscLost || c[1].BlocksLost != 1 || !c[1].DiscLost || c[1].DefenderDraws != 1 {
		t.Errorf("Ueda choices %+v", c)
	}
	if r.Siege.CastleFalls || r.Siege.InstantVictory != "" {
		t.Errorf("Ueda holds: %+v", r.Siege)
	}
	// 21 Impact destroys all three units.
	r = mustEvaluate(t, Battle{Kind: Siege, Attacker: Tokugawa, DefenderBlocks: 2, Castle: Ueda, Disc: true,
		Deployments: mustParse(t, "tm-a3.tm-a3.tm-a3.tm-b3.tm-b3.tm-b2")})
	if len(r.Siege.Choices) != 1 || !r.Siege.CastleFalls || r.Siege.Choices[0].DefenderDraws != 2 {
		t.Errorf("Ueda falls: %+v", r.Siege)
	}
}

func TestFreeLeaderInSiege_S20(t *testing.T) {
	b := Battle{Kind: Siege, Attacker: Tokugawa, DefenderBlocks: 1, Deployments: mustParse(t, "tf-a1n")}
	if _, err := Evaluate(b); err != nil {
		t.Errorf("default allows a free commander in a siege: %v", err)
	}
	b.Options.FreeLeaderInSiege = "false"
	if _, err := Evaluate(b); err == nil {
		t.Error("freeLeaderInSiege=false accepted a free commander")
	}
}

// TestBattleRejects checks that each illegal input is refused with a
// bilingual *tables.ValidationError on the expected field.
func TestBattleRejects(t *testing.T) {
	for _, c := range []struct {
		name  string
		b     Battle
		field string
	}{
		{"no attacker", Battle{}, "attacker"},
		{"unknown kind", Battle{Kind: "skirmish", Attacker: Ishida}, "kind"},
		{"too many blocks", Battle{Attacker: Ishida, AttackerBlocks: 49}, "attackerBlocks"},
		{"disc in a battle", Battle{Attacker: Tokugawa, Castle: Osaka, Disc: true}, "castle"},
		{"3 blocks inside a castle 8.9.1", Battle{Kind: Siege, Attacker: Ishida, DefenderBlocks: 3}, "defenderBlocks"},
		{"empty castle", Battle{Kind: Siege, Attacker: Ishida}, "defenderBlocks"},
		{"disc elsewhere", Battle{Kind: Siege, Attacker: Tokugawa, DefenderBlocks: 1, Disc: true}, "disc"},
		{"Osaka without Hideyori 9.1", Battle{Kind: Siege, Attacker: Tokugawa, DefenderBlocks: 1, Castle: Osaka}, "disc"},
		{"Ishida besieging a disc 3.4", Battle{Kind: Siege, Attacker: Ishida, DefenderBlocks: 1, Castle: Ueda, Disc: true}, "disc"},
		{"bad option", Battle{Attacker: Ishida, Options: Options{SpecialChainCounts: "some"}}, "options.specialChainCounts"},
		{"mon mismatch 8.2.2", battleOf(Ishida, "imukita-mori2"), "deployments[0].blocks[0].daimyo"},
		{"double mismatch 8.4.2", battleOf(Ishida, "id-ukita2-mori2"), "deployments[0].blocks[1].daimyo"},
		{"two blocks on a plain card", battleOf(Ishida, "im-ukita2-ukita2"), "deployments[0].blocks"},
		{"double with wild block 8.4.2", battleOf(Tokugawa, "tdhonda-ii4-honda2"), "deployments[0].blocks"},
		{"4 mon not Ii 9.4", battleOf(Ishida, "im-ukita4"), "deployments[0].blocks[0].mon"},
		{"Ii with 3 mon 9.4", battleOf(Tokugawa, "tmhonda-ii3"), "deployments[0].blocks[0].mon"},
		{"Ii block for Ishida", battleOf(Ishida, "imukita-ii4"), "deployments[0].blocks[0].daimyo"},
		{"3-dot nobori on the wrong daimyo 3.2", battleOf(Ishida, "im-ukita2n3"), "deployments[0].blocks[0].nobori"},
		{"Ishida block with 1 dot", battleOf(Ishida, "im-ishida2n"), "deployments[0].blocks[0].nobori"},
		{"free without commander 8.2.4", battleOf(Ishida, "if-ukita2"), "deployments[0].blocks[0].nobori"},
		{"an Ii card 9.4", battleOf(Tokugawa, "tmii-honda2"), "deployments[0].cardDaimyo"},
		{"free with a card daimyo", battleOf(Ishida, "ifukita-ukita2n"), "deployments[0].cardDaimyo"},
		{"defender deploys first 8.2.1", battleOf(Ishida, "tm-honda2"), "deployments[0]"},
		{"deploy while ahead 8.5", battleOf(Ishida, "im-ukita2.im-ukita1"), "deployments[1]"},
		{"deploy after passing 8.5", battleOf(Ishida, "ip.tm-honda1.im-ukita1"), "deployments[2]"},
		{"pass without the initiative", battleOf(Ishida, "im-ukita2.ip"), "deployments[1]"},
		{"free after a card 8.2.4", battleOf(Ishida, "im-ukita1.tm-honda2.if-mori1n"), "deployments[2]"},
		{"challenge a free commander 8.2.4", battleOf(Ishida, "if-mori1n.tl"), "deployments[1]"},
		{"challenge own deployment", battleOf(Ishida, "im-ukita1.il"), "deployments[1]"},
		{"challenge not after a deployment 8.6.1", battleOf(Ishida, "tl"), "deployments[0]"},
		{"challenge twice after defection", battleOf(Ishida, "im-ukita1.tl.tl"), "deployments[2]"},
		{"challenge after a pass", battleOf(Ishida, "im-ukita1.tp.tl"), "deployments[2]"},
		{"entry after the end", battleOf(Ishida, "ip.tp.im-ukita1"), "deployments[2]"},
		{"wild block twice 8.2.2", battleOf(Ishida, "imukita-ishida2.tm-honda3.immori-ishida2"), "deployments[2]"},
		{"more blocks than present", Battle{Attacker: Ishida, AttackerBlocks: 1, Deployments: mustParse(t, "im-a1.tm-b1.im-a1")}, "deployments[2]"},
		{"defender deploys in a siege 8.9.4", Battle{Kind: Siege, Attacker: Ishida, DefenderBlocks: 1, Deployments: mustParse(t, "ip.tm-honda1")}, "deployments[1]"},
		{"challenge in a siege 8.9.5", Battle{Kind: Siege, Attacker: Ishida, DefenderBlocks: 1, Deployments: mustParse(t, "im-ukita1.tl")}, "deployments[1]"},
		{"pass with a block", Battle{Attacker: Ishida, Deployments: []Deployment{{Side: Ishida, Action: Pass, Blocks: []Block{{Daimyo: "a", Mon: 1}}}}}, "deployments[0]"},
		{"unknown action", Battle{Attacker: Ishida, Deployments: []Deployment{{Side: Ishida, Action: "retreat"}}}, "deployments[0].action"},
		{"unknown card", Battle{Attacker: Ishida, Deployments: []Deployment{{Side: Ishida, Action: Deploy, Card: "joker", Blocks: []Block{{Daimyo: "a", Mon: 1}}}}}, "deployments[0].card"},
		{"bad daimyo", Battle{Attacker: Ishida, Deployments: []Deployment{{Side: Ishida, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "Mōri", Mon: 1}}}}}, "deployments[0].blocks[0].daimyo"},
		{"bad symbol", Battle{Attacker: Ishida, Deployments: []Deployment{{Side: Ishida, Action: Deploy, Card: Plain, Blocks: []Block{{Daimyo: "a", Mon: 1, Symbol: "bow"}}}}}, "deployments[0].blocks[0].symbol"},
		{"refuted deploy", Battle{Attacker: Ishida, Deployments: []Deployment{{Side: Ishida, Action: Deploy, Card: Plain, Refuted: true, Blocks: []Block{{Daimyo: "a", Mon: 1}}}}}, "deployments[0].refuted"},
		{"too many entries", Battle{Attacker: Ishida, Deployments: make([]Deployment, maxEvents+1)}, "deployments"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := Evaluate(c.b)
			checkValidation(t, err, c.field)
			if verr := c.b.Validate(); verr == nil {
				t.Error("Validate accepted what Evaluate refused")
			}
		})
	}
}

func battleOf(attacker Side, list string) Battle {
	ds, err := ParseDeployments(list)
	if err != nil {
		panic(err) // test data
	}
	return Battle{Attacker: attacker, Deployments: ds}
}

// checkValidation asserts err is a *tables.ValidationError with a
// problem on field, every problem worded in both languages.
func checkValidation(t *testing.T, err error, field string) {
	t.Helper()
	v, ok := tables.AsValidation(err)
	if !ok {
		t.Fatalf("error %v is not a *tables.ValidationError", err)
	}
	found := false
	for _, p := range v.Problems {
		if p.English() == "" || p.Italian() == "" || p.English() == p.Italian() {
			t.Errorf("problem %+v is not bilingual", p)
		}
		if p.Field == field {
			found = true
		}
	}
	if !found && field != "" {
		t.Errorf("no problem on %q: %v", field, v.Problems)
	}
}

func TestStepsExplainThemselves(t *testing.T) {
	for _, list := range []string{rulebookExample, loyaltyPrefix + ".is-z2c.tl.im-q1.tlr", "ts-x2c.ip.tm-y2c.ts-x1c.tp"} {
		attacker := Ishida
		if list[0] == 't' {
			attacker = Tokugawa
		}
		r := mustEvaluate(t, Battle{Attacker: attacker, Deployments: mustParse(t, list)})
		for _, s := range r.Steps {
			if i18n.EN.Render(s.Text) == "" || i18n.IT.Render(s.Text) == "" || i18n.EN.Render(s.Text) == i18n.IT.Render(s.Text) {
				t.Errorf("%s step %d: %q / %q", list, s.Index, i18n.EN.Render(s.Text), i18n.IT.Render(s.Text))
			}
		}
		if i18n.EN.Render(r.Text) == "" || i18n.IT.Render(r.Text) == "" || i18n.EN.Render(r.Outcome.Text) == "" || i18n.IT.Render(r.Outcome.Text) == "" {
			t.Errorf("%s: missing summary", list)
		}
	}
}

func TestUndoIsDroppingTheLastEntry(t *testing.T) {
	full := mustParse(t, rulebookExample)
	for n := 0; n <= len(full); n++ {
		r := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: full[:n]})
		whole := mustEvaluate(t, Battle{Attacker: Ishida, Deployments: full})
		if n > 0 && r.Steps[n-1].Score != whole.Steps[n-1].Score {
			t.Errorf("prefix %d: score %+v, full list had %+v", n, r.Steps[n-1].Score, whole.Steps[n-1].Score)
		}
		if r.Ended != (n == len(full)) {
			t.Errorf("prefix %d: ended %v", n, r.Ended)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
