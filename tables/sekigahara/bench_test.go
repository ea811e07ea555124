package sekigahara

import (
	"strings"
	"testing"
)

func BenchmarkEvaluateRulebookExample(b *testing.B) {
	battle := Battle{Attacker: Ishida, AttackerBlocks: 7, DefenderBlocks: 6, Deployments: mustParse(b, rulebookExample)}
	for b.Loop() {
		if _, err := Evaluate(battle); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEvaluateLongBattle is a battle of 96 entries: 48 deployments
// per side, alternating, the most a location can hold.
func BenchmarkEvaluateLongBattle(b *testing.B) {
	var entries []string
	for range BlocksPerSide {
		entries = append(entries, "im-ukita3", "tm-honda3")
	}
	battle := Battle{Attacker: Ishida, Deployments: mustParse(b, strings.Join(entries, "."))}
	if _, err := Evaluate(battle); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := Evaluate(battle); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseDeployments(b *testing.B) {
	for b.Loop() {
		if _, err := ParseDeployments(rulebookExample); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAllowance(b *testing.B) {
	m := Move{Blocks: 5, OwnCastle: true, MainRoad: true}
	for b.Loop() {
		if _, err := Allowance(m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheckOverrun(b *testing.B) {
	o := Overrun{Friendly: 8, Enemy: 2}
	for b.Loop() {
		if _, err := CheckOverrun(o); err != nil {
			b.Fatal(err)
		}
	}
}
