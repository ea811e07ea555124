package affinati

import (
	"math"
	"strings"

	"sengoku/i18n"
	"sengoku/tables"
	"sengoku/tables/rulebook"
)

// basing is §1–§2 for one figure scale: base frontage and depths and the
// side of the square table, in cm. Recoil and pursuit move one base depth
// (§14).
type basing struct {
	Figures      string
	Label        Text
	Frontage     float64
	DepthFoot    float64
	DepthMounted float64
	Table        float64
}

// basings: §2 ("15mm o 1/72": 4 cm frontage, about 2 cm deep for foot and
// 3 cm for mounted; "25/28mm": 6 cm, about 3 and 4 cm) and §1 (table 60 cm
// for 15 mm or smaller, 120 cm for 25 mm).
var basings = [...]basing{
	{"15mm", i18n.M("affinati.15-mm-1-72-also"), 4, 2, 3, 60},
	{"25mm", i18n.M("affinati.25-28-mm"), 6, 3, 4, 120},
}

// cmPerInch converts to inches.
const cmPerInch = 2.54

// Distance is a rules distance as laid out on the table.
type Distance struct {
	// CM is the distance as the rules give it (cm on the 60 cm table).
	CM float64 `json:"cm"`
	// Value is the distance to measure, in the chosen units.
	Value float64 `json:"value"`
	// Text is Value formatted for printing ("7.5 cm", "7,5 cm", "3 in").
	Text Text `json:"-"`
}

// scaleSpec is a resolved figure scale and unit.
type scaleSpec struct {
	basing basing
	units  string
	factor float64
}

// resolveScale checks figures ("15mm" default, "25mm") and units ("cm"
// default, "in"). Distances are multiplied by B-01's distanceScale for
// 25 mm figures only: the rules are written for the 60 cm table.
func resolveScale(v *tables.ValidationError, figures, units string, s settings) scaleSpec {
	sp := scaleSpec{basing: basings[0], units: "cm", factor: 1}
	switch strings.TrimSpace(figures) {
	case "", "15mm":
	case "25mm":
		sp.basing = basings[1]
		sp.factor = s.scale
	default:
		v.Add("figures", "affinati.figure-scale-choose-15mm-25mm", clip(figures))
	}
	switch strings.TrimSpace(units) {
	case "", "cm":
	case "in":
		sp.units = "in"
	default:
		v.Add("units", "affinati.units-choose-cm", clip(units))
	}
	return sp
}

// distance lays out a rules distance of cm, scaled by the figure scale.
func (sp scaleSpec) distance(cm float64) Distance {
	return sp.physical(cm*sp.factor, cm)
}

// physical formats a real size (bases, table) that no option scales.
func (sp scaleSpec) physical(size, cm float64) Distance {
	d := Distance{CM: cm, Value: size}
	if sp.units == "in" {
		d.Value = size / cmPerInch
		x := num(math.Round(d.Value*10) / 10)
		d.Text = i18n.M("affinati.inches", decimal(x))
		return d
	}
	x := num(math.Round(size*100) / 100)
	d.Text = i18n.M("affinati.centimetres", decimal(x))
	return d
}

func (sp scaleSpec) format(cm float64) Text { return sp.distance(cm).Text }

// cmFormatter writes a rules distance as printed, in cm.
func cmFormatter(cm float64) Text {
	return scaleSpec{basing: basings[0], units: "cm", factor: 1}.format(cm)
}

// rulesCM is a distance the rules give in cm, an argument of a text that
// fillDistances writes in the reader's units (scaled for the figures).
type rulesCM float64

// fillDistances writes every rules distance among t's arguments (and its
// nested texts') with f, so rule texts hold the rules' numbers and print
// in any units.
func fillDistances(t Text, f func(float64) Text) Text {
	if t.Key == "" || len(t.Args) == 0 {
		return t
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		switch a := a.(type) {
		case rulesCM:
			args[i] = f(float64(a))
		case i18n.Msg:
			args[i] = fillDistances(a, f)
		default:
			args[i] = a
		}
	}
	return i18n.M(t.Key, args...)
}

// decimal is a number as each language writes it: "7.5" in English, "7,5"
// in Italian.
func decimal(x string) Text { return i18n.Stored(strings.ReplaceAll(x, ".", ","), x) }

// ConvertDistance lays out a distance the rules give in cm for figures
// ("15mm" or "25mm") in units ("cm" or "in"), applying B-01 for 25 mm.
func ConvertDistance(cm float64, figures, units string, o Options) (Distance, error) {
	s, v := o.resolve()
	sp := resolveScale(v, figures, units, s)
	if math.IsNaN(cm) || cm < 0 || cm > 1000 {
		v.Add("cm", "affinati.distance-must-from-0-1000")
	}
	if err := v.Err(); err != nil {
		return Distance{}, err
	}
	return sp.distance(cm), nil
}

// RosterInput chooses what a printed army roster shows.
type RosterInput struct {
	// Figures is "15mm" (default) or "25mm".
	Figures string `json:"figures"`
	// Units is "cm" (default) or "in".
	Units string `json:"units"`
	// List optionally names an army list: only its troop types are shown,
	// with their min–max.
	List string `json:"list"`
	Options
}

// RosterTroop is one troop type's line on a roster.
type RosterTroop struct {
	Type  TroopType `json:"type"`
	Name  Text      `json:"name"`
	Class Class     `json:"class"`
	// MoveGood and MoveDifficult are the moves in good and difficult
	// terrain (§3); Range is the shooting range, zero with Text "—" for
	// troops that cannot shoot.
	MoveGood      Distance `json:"moveGood"`
	MoveDifficult Distance `json:"moveDifficult"`
	Range         Distance `json:"range"`
	CFFoot        int      `json:"cfFoot"`
	CFMounted     int      `json:"cfMounted"`
	TerrainNote   Text     `json:"terrainNote"`
	RearSupport   bool     `json:"rearSupport"`
	Pursues       bool     `json:"pursues"`
	Shoots        bool     `json:"shoots"`
	// Notes are the troop type's special rules.
	Notes []Text `json:"notes,omitempty"`
	// Entry is the army list's min–max for this type, when a list was
	// chosen.
	Entry *ListEntry `json:"entry,omitempty"`
	Rule  string     `json:"rule"`
}

// Roster is what a printed army roster needs.
type Roster struct {
	Figures string `json:"figures"`
	Units   string `json:"units"`
	// Scale is the multiplier applied to the rules' distances (B-01).
	Scale            float64       `json:"scale"`
	Table            Distance      `json:"table"`
	BaseFrontage     Distance      `json:"baseFrontage"`
	BaseDepthFoot    Distance      `json:"baseDepthFoot"`
	BaseDepthMounted Distance      `json:"baseDepthMounted"`
	List             *ArmyListInfo `json:"list,omitempty"`
	Troops           []RosterTroop `json:"troops"`
	// BreakPoint is the losses at which a 12-element army breaks under the
	// chosen break rule (§15, B-27); Break explains it.
	BreakPoint int     `json:"breakPoint"`
	Break      Text    `json:"break"`
	Notes      []Text  `json:"notes"`
	Options    Options `json:"options"`
}

// troopNotes are the special rules a roster prints beside a troop type.
var troopNotes = map[TroopType][]Text{
	Ashigaru: {i18n.M("affinati.3-with-similar-element-lined", rulebook.Samurai.Cite(rulebook.SamCloseCombat))}, // cites §12
	WarriorMonks: {
		i18n.M("affinati.3-with-similar-element-lined", rulebook.Samurai.Cite(rulebook.SamCloseCombat)),          // cites §12
		i18n.M("affinati.may-move-change-facing-same", rulebook.Samurai.Cite(rulebook.SamMoves)),                 // cites §8
		i18n.M("affinati.ashigaru-archers-arquebusiers-ronin-beaten", rulebook.Samurai.Cite(rulebook.SamResult)), // cites §13.2
	},
	Archers:      {i18n.M("affinati.shoot-step-3", rulebook.Samurai.Cite(rulebook.SamSequence, rulebook.SamShooting))},      // cites §6, §11
	Arquebusiers: {i18n.M("affinati.shoot-step-3-b-10", rulebook.Samurai.Cite(rulebook.SamSequence, rulebook.SamShooting))}, // cites §6, §11
	MountedSamurai: {
		i18n.M("affinati.destroyed-when-beaten-difficult-terrain", rulebook.Samurai.Cite(rulebook.SamResult)), // cites §13.2
		i18n.M("affinati.may-try-break-off-when", rulebook.Samurai.Cite(rulebook.SamWithdraw)),                // cites §9
	},
	Ronin: {i18n.M("affinati.only-scenario-campaign-lists-b")},
}

// Validate reports every problem with the input.
func (in RosterInput) Validate() error {
	s, v := in.Options.resolve()
	resolveScale(v, in.Figures, in.Units, s)
	if in.List != "" {
		if _, ok := armyListByID(in.List); !ok {
			v.Add("list", "affinati.unknown-army-list", clip(in.List))
		}
	}
	return v.Err()
}

// RosterFor builds the roster data: every troop type's moves, combat
// factors, range and terrain note in the chosen units, base sizes, and the
// break point of a 12-element army.
func RosterFor(in RosterInput) (Roster, error) {
	if err := in.Validate(); err != nil {
		return Roster{}, err
	}
	s, v := in.Options.resolve()
	sp := resolveScale(v, in.Figures, in.Units, s)
	b := sp.basing
	r := Roster{
		Figures: b.Figures, Units: sp.units, Scale: sp.factor,
		Table:            sp.physical(b.Table, b.Table),
		BaseFrontage:     sp.physical(b.Frontage, b.Frontage),
		BaseDepthFoot:    sp.physical(b.DepthFoot, b.DepthFoot),
		BaseDepthMounted: sp.physical(b.DepthMounted, b.DepthMounted),
		Options:          in.Options.WithDefaults(),
	}
	var list ArmyList
	if in.List != "" {
		list, _ = armyListByID(in.List)
		info := list.info()
		r.List = &info
	}
	for _, tr := range troopTraits {
		p, _ := profile(tr.Type, s)
		rt := RosterTroop{
			Type: p.Type, Name: p.Name, Class: p.Class,
			MoveGood: sp.distance(p.MoveGood), MoveDifficult: sp.distance(p.MoveDifficult),
			Range:  Distance{Text: i18n.M("affinati.dash")},
			CFFoot: p.CFFoot, CFMounted: p.CFMounted, TerrainNote: p.TerrainNote,
			RearSupport: p.RearSupport, Pursues: p.Pursues, Shoots: p.Shoots,
			Notes: append([]Text(nil), troopNotes[p.Type]...), Rule: p.Rule,
		}
		if p.Shoots {
			rt.Range = sp.distance(p.Range)
		}
		if p.Pursues {
			rt.Notes = append(rt.Notes, i18n.M("affinati.must-pursue-one-base-depth", rulebook.Samurai.Cite(rulebook.SamRecoil))) // cites §14
		}
		if p.Type == MountedSamurai && s.allowDismount {
			rt.Notes = append(rt.Notes, i18n.M("affinati.may-dismount-as-foot-samurai", rulebook.Samurai.Cite(rulebook.SamPIP))) // cites §3.3
		}
		if in.List != "" {
			e, ok := list.entry(p.Type)
			if !ok {
				continue
			}
			rt.Entry = &e
		}
		r.Troops = append(r.Troops, rt)
	}
	r.BreakPoint, r.Break = breakPoint12(s)
	r.Notes = []Text{i18n.M("affinati.recoil-pursuit-move-one-base", rulebook.Samurai.Cite(rulebook.SamRecoil))} // cites §14
	if sp.basing.Figures == "25mm" && sp.factor == 1 {
		r.Notes = append(r.Notes, i18n.M("affinati.25-mm-120-cm-table"))
	}
	return r, nil
}
