package views

import (
	"net/url"
	"strconv"

	"sengoku/tables"
	"sengoku/tables/sekigahara"
)

// SekiBlockForm is one block of the add-deployment form, as typed.
type SekiBlockForm struct {
	Daimyo, Mon, Symbol, Nobori string
}

// SekiAddForm is the add-deployment form (query keys add.*).
type SekiAddForm struct {
	Side, Card, CardDaimyo string
	B1, B2                 SekiBlockForm
}

// SekiBattlePage is the battle and siege tracker.
type SekiBattlePage struct {
	Battle   sekigahara.Battle
	Result   *sekigahara.BattleResult
	Add      SekiAddForm
	Problems []string
	Fields   AssistProblems
	// Hidden is the battle's query for the forms that extend it.
	Hidden url.Values
	// Links that change the list, empty when not possible.
	Self, Share, UndoURL, ChallengeURL, RefutedURL string
	PassURL                                        map[sekigahara.Side]string
	Daimyos                                        []string
}

// SekiMovePage is the movement allowance calculator.
type SekiMovePage struct {
	Move     sekigahara.Move
	Result   *sekigahara.MoveResult
	Problems []string
	Fields   AssistProblems
	Share    string
}

// SekiOverrunPage is the overrun check.
type SekiOverrunPage struct {
	Overrun  sekigahara.Overrun
	Result   *sekigahara.OverrunResult
	Problems []string
	Fields   AssistProblems
	Share    string
}

var sekiSides = []sekigahara.Side{sekigahara.Ishida, sekigahara.Tokugawa}

func skSideClass(s sekigahara.Side) string {
	if s == sekigahara.Tokugawa {
		return "t"
	}
	return "i"
}

func skItoa(n int) string { return strconv.Itoa(n) }

func skSideOpts() []AssistOpt {
	return []AssistOpt{{"ishida", "Ishida"}, {"tokugawa", "Tokugawa"}}
}

func skKindOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"battle", l.T("seki.kind.battle")}, {"siege", l.T("seki.kind.siege")}}
}

func skKind(b sekigahara.Battle) string {
	if b.Kind == sekigahara.Siege {
		return "siege"
	}
	return "battle"
}

func skCastleOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"", l.T("seki.castle.other")}, {"osaka", "Osaka"}, {"ueda", "Ueda"}}
}

// skBlocksOpts: 0 = not given.
func skBlocksOpts(l Lang, hi int) []AssistOpt {
	out := []AssistOpt{{"", l.T("seki.blocks.unknown")}}
	for n := 1; n <= hi; n++ {
		out = append(out, AssistOpt{skItoa(n), skItoa(n)})
	}
	return out
}

func skNum(n int) string {
	if n == 0 {
		return ""
	}
	return skItoa(n)
}

func skCardOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"plain", l.T("seki.card.plain")}, {"swords", l.T("seki.card.swords")}, {"double", l.T("seki.card.double")}, {"free", l.T("seki.card.free")}}
}

func skSymbolOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"", l.T("seki.symbol.none")}, {"cavalry", l.T("seki.symbol.cavalry")}, {"arquebus", l.T("seki.symbol.arquebus")}}
}

func skNoboriOpts(l Lang) []AssistOpt {
	return []AssistOpt{{"0", l.T("seki.nobori.0")}, {"1", l.T("seki.nobori.1")}, {"3", l.T("seki.nobori.3")}}
}

func skMonOpts(optional bool) []AssistOpt {
	var out []AssistOpt
	if optional {
		out = append(out, AssistOpt{"", "—"})
	}
	return append(out, AssistNums(1, 4)...)
}

// skOptions are the options that change calc (battle includes siege), as
// the input o holds them.
func skOptions(calc string, o sekigahara.Options, problems AssistProblems) OptionSet {
	var out tables.Options
	for _, op := range sekigahara.OptionList() {
		if op.AppliesTo(calc) || calc == "battle" && op.AppliesTo("siege") {
			out = append(out, op)
		}
	}
	return OptionSet{Options: out, Values: o.Values(), Problems: problems}
}

// skStepsNewest lists the steps newest first.
func skStepsNewest(r *sekigahara.BattleResult) []sekigahara.Step {
	out := make([]sekigahara.Step, 0, len(r.Steps))
	for i := len(r.Steps) - 1; i >= 0; i-- {
		out = append(out, r.Steps[i])
	}
	return out
}

func skDefaultSide(vm SekiBattlePage) string {
	if vm.Add.Side != "" {
		return vm.Add.Side
	}
	if vm.Result != nil && vm.Result.Initiative != "" {
		return string(vm.Result.Initiative)
	}
	return string(vm.Battle.Attacker)
}

func skDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func skIf(c bool, a, b string) string {
	if c {
		return a
	}
	return b
}

func skSigned(n int) string {
	if n > 0 {
		return "+" + skItoa(n)
	}
	return skItoa(n)
}

// SekiReinforcementPage is the weekly Reinforcement phase (6.2).
type SekiReinforcementPage struct {
	Reinforcement sekigahara.Reinforcement
	Result        *sekigahara.ReinforcementResult
	// Typed holds the numbers as typed, echoed when the input is refused.
	Typed    map[string]string
	Problems []string
	Fields   AssistProblems
	Share    string
}

// SekiVictoryPage is the victory count at the end of week 7 (2.2).
type SekiVictoryPage struct {
	Victory  sekigahara.Victory
	Result   *sekigahara.VictoryResult
	Typed    map[string]string
	Problems []string
	Fields   AssistProblems
	Share    string
}

// skTyped is the value typed for key, else n.
func skTyped(typed map[string]string, key string, n int) string {
	if v, ok := typed[key]; ok {
		return v
	}
	return skItoa(n)
}

// skHoldings is one side's hand and control in the Reinforcement input.
func skHoldings(r sekigahara.Reinforcement, s sekigahara.Side) sekigahara.Holdings {
	if s == sekigahara.Tokugawa {
		return r.Tokugawa
	}
	return r.Ishida
}

// skControl is one side's control in the Victory input.
func skControl(v sekigahara.Victory, s sekigahara.Side) sekigahara.Control {
	if s == sekigahara.Tokugawa {
		return v.Tokugawa
	}
	return v.Ishida
}

// skReinfRow is one line of the Reinforcement table, a column per side.
type skReinfRow struct {
	Key, Label string
	Value      func(sekigahara.SideReinforcement) int
}

func skReinfRows(l Lang) []skReinfRow {
	return []skReinfRow{
		{"kept", l.T("seki.reinf.kept"), func(s sekigahara.SideReinforcement) int { return s.Kept }},
		{"discarded", l.T("seki.reinf.discarded"), func(s sekigahara.SideReinforcement) int { return s.Discarded }},
		{"cards", l.T("seki.reinf.drawn"), func(s sekigahara.SideReinforcement) int { return s.CardsDrawn }},
		{"hand", l.T("seki.reinf.newHand"), func(s sekigahara.SideReinforcement) int { return s.NewHand }},
		{"blocks", l.T("seki.reinf.blocks"), func(s sekigahara.SideReinforcement) int { return s.BlocksDrawn }},
	}
}
