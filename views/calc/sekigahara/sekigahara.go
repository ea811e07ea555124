package sekigahara

import (
	"net/url"
	"strconv"

	"sengoku/tables"
	sg "sengoku/tables/sekigahara"
	"sengoku/views"
)

// BlockForm is one block of the add-deployment form, as typed.
type BlockForm struct {
	Daimyo, Mon, Symbol, Nobori string
}

// AddForm is the add-deployment form (query keys add.*).
type AddForm struct {
	Side, Card, CardDaimyo string
	B1, B2                 BlockForm
}

// BattlePage is the battle and siege tracker.
type BattlePage struct {
	Battle   sg.Battle
	Result   *sg.BattleResult
	Add      AddForm
	Problems []string
	Fields   views.AssistProblems
	// Hidden is the battle's query for the forms that extend it.
	Hidden url.Values
	// Links that change the list, empty when not possible.
	Self, Share, UndoURL, ChallengeURL, RefutedURL string
	PassURL                                        map[sg.Side]string
	Daimyos                                        []string
}

// MovePage is the movement allowance calculator.
type MovePage struct {
	Move     sg.Move
	Result   *sg.MoveResult
	Problems []string
	Fields   views.AssistProblems
	Share    string
}

// OverrunPage is the overrun check.
type OverrunPage struct {
	Overrun  sg.Overrun
	Result   *sg.OverrunResult
	Problems []string
	Fields   views.AssistProblems
	Share    string
}

var sekiSides = []sg.Side{sg.Ishida, sg.Tokugawa}

func skSideClass(s sg.Side) string {
	if s == sg.Tokugawa {
		return "t"
	}
	return "i"
}

func skItoa(n int) string { return strconv.Itoa(n) }

func skSideOpts() []views.AssistOpt {
	return []views.AssistOpt{{Value: "ishida", Label: "Ishida"}, {Value: "tokugawa", Label: "Tokugawa"}}
}

func skKindOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "battle", Label: l.T("seki.kind.battle")}, {Value: "siege", Label: l.T("seki.kind.siege")}}
}

func skKind(b sg.Battle) string {
	if b.Kind == sg.Siege {
		return "siege"
	}
	return "battle"
}

func skCastleOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "", Label: l.T("seki.castle.other")}, {Value: "osaka", Label: "Osaka"}, {Value: "ueda", Label: "Ueda"}}
}

// skBlocksOpts: 0 = not given.
func skBlocksOpts(l views.Lang, hi int) []views.AssistOpt {
	out := []views.AssistOpt{{Value: "", Label: l.T("seki.blocks.unknown")}}
	for n := 1; n <= hi; n++ {
		out = append(out, views.AssistOpt{Value: skItoa(n), Label: skItoa(n)})
	}
	return out
}

func skNum(n int) string {
	if n == 0 {
		return ""
	}
	return skItoa(n)
}

func skCardOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "plain", Label: l.T("seki.card.plain")}, {Value: "swords", Label: l.T("seki.card.swords")}, {Value: "double", Label: l.T("seki.card.double")}, {Value: "free", Label: l.T("seki.card.free")}}
}

func skSymbolOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "", Label: l.T("seki.symbol.none")}, {Value: "cavalry", Label: l.T("seki.symbol.cavalry")}, {Value: "arquebus", Label: l.T("seki.symbol.arquebus")}}
}

func skNoboriOpts(l views.Lang) []views.AssistOpt {
	return []views.AssistOpt{{Value: "0", Label: l.T("seki.nobori.0")}, {Value: "1", Label: l.T("seki.nobori.1")}, {Value: "3", Label: l.T("seki.nobori.3")}}
}

func skMonOpts(optional bool) []views.AssistOpt {
	var out []views.AssistOpt
	if optional {
		out = append(out, views.AssistOpt{Value: "", Label: "—"})
	}
	return append(out, views.AssistNums(1, 4)...)
}

// skOptions are the options that change calc (battle includes siege), as
// the input o holds them.
func skOptions(calc string, o sg.Options, problems views.AssistProblems) views.OptionSet {
	var out tables.Options
	for _, op := range sg.OptionList() {
		if op.AppliesTo(calc) || calc == "battle" && op.AppliesTo("siege") {
			out = append(out, op)
		}
	}
	return views.OptionSet{Options: out, Values: o.Values(), Problems: problems}
}

// skStepsNewest lists the steps newest first.
func skStepsNewest(r *sg.BattleResult) []sg.Step {
	out := make([]sg.Step, 0, len(r.Steps))
	for i := len(r.Steps) - 1; i >= 0; i-- {
		out = append(out, r.Steps[i])
	}
	return out
}

func skDefaultSide(vm BattlePage) string {
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

// ReinforcementPage is the weekly Reinforcement phase (6.2).
type ReinforcementPage struct {
	Reinforcement sg.Reinforcement
	Result        *sg.ReinforcementResult
	// Typed holds the numbers as typed, echoed when the input is refused.
	Typed    map[string]string
	Problems []string
	Fields   views.AssistProblems
	Share    string
}

// VictoryPage is the victory count at the end of week 7 (2.2).
type VictoryPage struct {
	Victory  sg.Victory
	Result   *sg.VictoryResult
	Typed    map[string]string
	Problems []string
	Fields   views.AssistProblems
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
func skHoldings(r sg.Reinforcement, s sg.Side) sg.Holdings {
	if s == sg.Tokugawa {
		return r.Tokugawa
	}
	return r.Ishida
}

// skControl is one side's control in the Victory input.
func skControl(v sg.Victory, s sg.Side) sg.Control {
	if s == sg.Tokugawa {
		return v.Tokugawa
	}
	return v.Ishida
}

// skReinfRow is one line of the Reinforcement table, a column per side.
type skReinfRow struct {
	Key, Label string
	Value      func(sg.SideReinforcement) int
}

func skReinfRows(l views.Lang) []skReinfRow {
	return []skReinfRow{
		{"kept", l.T("seki.reinf.kept"), func(s sg.SideReinforcement) int { return s.Kept }},
		{"discarded", l.T("seki.reinf.discarded"), func(s sg.SideReinforcement) int { return s.Discarded }},
		{"cards", l.T("seki.reinf.drawn"), func(s sg.SideReinforcement) int { return s.CardsDrawn }},
		{"hand", l.T("seki.reinf.newHand"), func(s sg.SideReinforcement) int { return s.NewHand }},
		{"blocks", l.T("seki.reinf.blocks"), func(s sg.SideReinforcement) int { return s.BlocksDrawn }},
	}
}
