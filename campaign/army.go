package campaign

import (
	"strings"

	"sengoku/i18n"
)

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

// Name is the type's name as the seed's army lists write it ("Foot
// Samurai", "Samurai a piedi"); an unknown type is its identifier.
func (t ElementType) Name() i18n.Msg {
	if containsType(t) {
		return i18n.M("campaign.element." + string(t))
	}
	return verbatim(string(t))
}

// replacementName names a replacement choice: a type, or "<type>+general"
// for the lost General's element (C-12).
func replacementName(choice string) i18n.Msg {
	t, gen := strings.CutSuffix(choice, "+general")
	w := ElementType(t).Name()
	if gen {
		return i18n.M("campaign.element.with-general", w)
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
