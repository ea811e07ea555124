package affinati

import (
	"math"
	"strconv"
	"strings"

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
	{"15mm", T("15 mm or 1/72 (also 10, 6, 2 mm)", "15 mm o 1/72 (anche 10, 6, 2 mm)"), 4, 2, 3, 60},
	{"25mm", T("25/28 mm", "25/28 mm"), 6, 3, 4, 120},
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
	Text
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
		v.AddTextf("figures", "Figure scale %q: choose 15mm or 25mm.", "Scala delle figure %q: scegli 15mm o 25mm.", clip(figures))
	}
	switch strings.TrimSpace(units) {
	case "", "cm":
	case "in":
		sp.units = "in"
	default:
		v.AddTextf("units", "Units %q: choose cm or in.", "Unità %q: scegli cm o in.", clip(units))
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
		d.Text = T(x+" in", strings.ReplaceAll(x, ".", ",")+" in")
		return d
	}
	x := num(math.Round(size*100) / 100)
	d.Text = T(x+" cm", strings.ReplaceAll(x, ".", ",")+" cm")
	return d
}

func (sp scaleSpec) format(cm float64) Text { return sp.distance(cm).Text }

// cmFormatter writes a rules distance as printed, in cm.
func cmFormatter(cm float64) Text {
	return scaleSpec{basing: basings[0], units: "cm", factor: 1}.format(cm)
}

// fillDistances replaces every "{cm:X}" in t with the distance X written
// by f, so rule texts hold the rules' numbers and print in any units.
func fillDistances(t Text, f func(float64) Text) Text {
	return Text{EN: fillOne(t.EN, f, false), IT: fillOne(t.IT, f, true)}
}

func fillOne(s string, f func(float64) Text, it bool) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "{cm:")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		x, err := strconv.ParseFloat(s[i+4:i+j], 64)
		if err != nil {
			b.WriteString(s[i : i+j+1])
		} else if it {
			b.WriteString(f(x).IT)
		} else {
			b.WriteString(f(x).EN)
		}
		s = s[i+j+1:]
	}
}

// ConvertDistance lays out a distance the rules give in cm for figures
// ("15mm" or "25mm") in units ("cm" or "in"), applying B-01 for 25 mm.
func ConvertDistance(cm float64, figures, units string, o Options) (Distance, error) {
	s, v := o.resolve()
	sp := resolveScale(v, figures, units, s)
	if math.IsNaN(cm) || cm < 0 || cm > 1000 {
		v.AddText("cm", "The distance must be from 0 to 1000 cm.", "La distanza va da 0 a 1000 cm.")
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
	Ashigaru: {T("+3 with a similar element lined up behind ("+rulebook.Samurai.EN(rulebook.SamCloseCombat)+")", "+3 con un elemento simile allineato alle spalle ("+rulebook.Samurai.IT(rulebook.SamCloseCombat)+")")}, // cites §12
	WarriorMonks: {
		T("+3 with a similar element lined up behind ("+rulebook.Samurai.EN(rulebook.SamCloseCombat)+")", "+3 con un elemento simile allineato alle spalle ("+rulebook.Samurai.IT(rulebook.SamCloseCombat)+")"),                                           // cites §12
		T("May move and change facing in the same move ("+rulebook.Samurai.EN(rulebook.SamMoves)+")", "Possono muovere e cambiare fronte nella stessa mossa ("+rulebook.Samurai.IT(rulebook.SamMoves)+")"),                                                // cites §8
		T("Ashigaru, Archers, Arquebusiers and Ronin beaten by them are destroyed ("+rulebook.Samurai.EN(rulebook.SamResult)+")", "Ashigaru, Arcieri, Archibugieri e Ronin battuti da loro sono distrutti ("+rulebook.Samurai.IT(rulebook.SamResult)+")"), // cites §13.2
	},
	Archers:      {T("Shoot in step 3 ("+rulebook.Samurai.EN(rulebook.SamSequence, rulebook.SamShooting)+")", "Tirano nella fase 3 ("+rulebook.Samurai.IT(rulebook.SamSequence, rulebook.SamShooting)+")")},             // cites §6, §11
	Arquebusiers: {T("Shoot in step 3 ("+rulebook.Samurai.EN(rulebook.SamSequence, rulebook.SamShooting)+", B-10)", "Tirano nella fase 3 ("+rulebook.Samurai.IT(rulebook.SamSequence, rulebook.SamShooting)+", B-10)")}, // cites §6, §11
	MountedSamurai: {
		T("Destroyed when beaten in difficult terrain ("+rulebook.Samurai.EN(rulebook.SamResult)+")", "Distrutti se battuti in terreno difficile ("+rulebook.Samurai.IT(rulebook.SamResult)+")"),             // cites §13.2
		T("May try to break off when contacted ("+rulebook.Samurai.EN(rulebook.SamWithdraw)+")", "Possono tentare di rompere il contatto appena contattati ("+rulebook.Samurai.IT(rulebook.SamWithdraw)+")"), // cites §9
	},
	Ronin: {T("Only in scenario and campaign lists (B-28)", "Solo nelle liste di scenario e di campagna (B-28)")},
}

// Validate reports every problem with the input.
func (in RosterInput) Validate() error {
	s, v := in.Options.resolve()
	resolveScale(v, in.Figures, in.Units, s)
	if in.List != "" {
		if _, ok := armyListByID(in.List); !ok {
			v.AddTextf("list", "Unknown army list %q.", "Lista d'esercito %q sconosciuta.", clip(in.List))
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
			Range:  Distance{Text: T("—", "—")},
			CFFoot: p.CFFoot, CFMounted: p.CFMounted, TerrainNote: p.TerrainNote,
			RearSupport: p.RearSupport, Pursues: p.Pursues, Shoots: p.Shoots,
			Notes: append([]Text(nil), troopNotes[p.Type]...), Rule: p.Rule,
		}
		if p.Shoots {
			rt.Range = sp.distance(p.Range)
		}
		if p.Pursues {
			rt.Notes = append(rt.Notes, T("Must pursue one base depth after winning a melee ("+rulebook.Samurai.EN(rulebook.SamRecoil)+")", "Devono inseguire di una profondità di basetta dopo aver vinto una mischia ("+rulebook.Samurai.IT(rulebook.SamRecoil)+")")) // cites §14
		}
		if p.Type == MountedSamurai && s.allowDismount {
			rt.Notes = append(rt.Notes, T("May dismount as Foot Samurai (+1 PIP), never remount ("+rulebook.Samurai.EN(rulebook.SamPIP)+", B-05)", "Possono smontare come Samurai a piedi (+1 PIP), senza rimontare ("+rulebook.Samurai.IT(rulebook.SamPIP)+", B-05)")) // cites §3.3
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
	r.Notes = []Text{T("Recoil and pursuit move one base depth ("+rulebook.Samurai.EN(rulebook.SamRecoil)+").", // cites §14
		"Ripiegamento e inseguimento muovono di una profondità di basetta ("+rulebook.Samurai.IT(rulebook.SamRecoil)+").")} // cites §14
	if sp.basing.Figures == "25mm" && sp.factor == 1 {
		r.Notes = append(r.Notes, T("25 mm on the 120 cm table: the rules give no distance scaling, so distances are as written (B-01; 2 is suggested).",
			"25 mm sul tavolo da 120 cm: le regole non danno una scala delle distanze, quindi valgono come scritte (B-01; si consiglia 2)."))
	}
	return r, nil
}
