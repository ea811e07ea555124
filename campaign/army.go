package campaign

import "strings"

// ElementType is a troop type of the SAMURAI rules used in the campaign's
// army lists (campaign-1560 §3).
type ElementType string

// Element types of the scenario armies.
const (
	FootSamurai    ElementType = "foot-samurai"
	MountedSamurai ElementType = "mounted-samurai"
	Archers        ElementType = "archers"
	Ronin          ElementType = "ronin"
	WarriorMonks   ElementType = "warrior-monks"
	Ashigaru       ElementType = "ashigaru"
)

// ElementTypes lists the element types in roster order.
var ElementTypes = []ElementType{FootSamurai, MountedSamurai, Archers, Ronin, WarriorMonks, Ashigaru}

// elementNames are the troop types' names in English and Italian, as the
// seed's army lists write them.
var elementNames = map[ElementType]word{
	FootSamurai:    {"Foot Samurai", "Samurai a piedi"},
	MountedSamurai: {"Mounted Samurai", "Samurai a cavallo"},
	Archers:        {"Archers", "Arcieri"},
	Ronin:          {"Ronin", "Ronin"},
	WarriorMonks:   {"Warrior Monks", "Monaci guerrieri"},
	Ashigaru:       {"Ashigaru", "Ashigaru"},
}

// NameEN is the type's English name ("Foot Samurai"); an unknown type is
// its identifier.
func (t ElementType) NameEN() string { return t.name().en }

// NameIT is the type's Italian name ("Samurai a piedi").
func (t ElementType) NameIT() string { return t.name().it }

func (t ElementType) name() word {
	if w, ok := elementNames[t]; ok {
		return w
	}
	return word{string(t), string(t)}
}

// replacementName names a replacement choice: a type, or "<type>+general"
// for the lost General's element (C-12).
func replacementName(choice string) word {
	t, gen := strings.CutSuffix(choice, "+general")
	w := ElementType(t).name()
	if gen {
		w.en += " with the General"
		w.it += " con il Generale"
	}
	return w
}

// MaxArmy is the most elements a clan's army may ever have (§3).
const MaxArmy = 12

// Element is one base of an army.
type Element struct {
	Type    ElementType `json:"type"`
	General bool        `json:"general,omitempty"`
}

// Army is a clan's single field army.
type Army struct {
	Elements []Element `json:"elements"`
	Location int       `json:"location"` // province id; the capital at rest
}

// Size is the number of elements.
func (a Army) Size() int { return len(a.Elements) }

// HasGeneral reports whether an element carries the General.
func (a Army) HasGeneral() bool {
	for _, e := range a.Elements {
		if e.General {
			return true
		}
	}
	return false
}

// Count returns the number of elements of each type.
func (a Army) Count() map[ElementType]int {
	out := map[ElementType]int{}
	for _, e := range a.Elements {
		out[e.Type]++
	}
	return out
}

// listEntry is one line of a scenario army list.
type listEntry struct {
	Type    ElementType
	Count   int
	General int // how many of Count carry the General (0 or 1)
}

// sixPlayerList is every clan's army in the 6-player scenario: the General
// with a Foot Samurai, 3 more Foot Samurai, 2 Mounted Samurai, 2 Archers,
// 2 Ronin (or Warrior Monks), 2 Ashigaru (§3).
var sixPlayerList = []listEntry{
	{FootSamurai, 4, 1}, {MountedSamurai, 2, 0}, {Archers, 2, 0}, {Ronin, 2, 0}, {Ashigaru, 2, 0},
}

// shimazuFivePlayerList is the Shimazu army of the 5-player scenario: the
// General with Warrior Monks, 7 more Warrior Monks, 4 Archers (§3).
var shimazuFivePlayerList = []listEntry{
	{WarriorMonks, 8, 1}, {Archers, 4, 0},
}

func buildArmy(list []listEntry) []Element {
	var out []Element
	for _, e := range list {
		for i := 0; i < e.Count; i++ {
			out = append(out, Element{Type: e.Type, General: i < e.General})
		}
	}
	return out
}
