package artoftactic

import (
	"encoding/json"
	"reflect"
	"sengoku/i18n"
	"slices"
	"strings"
	"testing"
)

func orderIDs(os []Order) []string {
	out := make([]string, len(os))
	for i, o := range os {
		out[i] = o.ID
	}
	return out
}

func TestLibrary_CardsAreValid(t *testing.T) {
	for _, c := range Library() {
		if err := c.Validate(); err != nil {
			t.Errorf("%s: %v", c.ID, err)
		}
	}
}

// Never invent rule data: every value the library gives names its source,
// and a value no source gives stays unknown (nil, JSON null), not 0.
func TestLibrary_EveryKnownValueHasASource(t *testing.T) {
	for _, c := range Library() {
		v := reflect.ValueOf(c)
		ty := v.Type()
		for i := range ty.NumField() {
			f := v.Field(i)
			key := strings.Split(ty.Field(i).Tag.Get("json"), ",")[0]
			if f.Kind() == reflect.Pointer && !f.IsNil() && c.Src[key].IsZero() {
				t.Errorf("%s.%s is set without a source", c.ID, key)
			}
		}
	}
	yari, _ := LibraryCard(TypeYari)
	if yari.AttInf != nil || yari.Fortitude != nil {
		t.Error("the Ashigaru with yari's attack and fortitude are not published (§16.3)")
	}
	b, err := json.Marshal(yari)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"atti":null`) || !strings.Contains(string(b), `"def":1`) {
		t.Errorf("unknown must serialise as null and known as a number: %s", b)
	}
}

// The values the seed gives (§16.3).
func TestLibrary_SeedValues_Section16(t *testing.T) {
	cav, _ := LibraryCard(TypeCavalry)
	arch, _ := LibraryCard(TypeArchers)
	yari, _ := LibraryCard(TypeYari)
	checks := []struct {
		name string
		got  *int
		want int
	}{
		{"Mounted Samurai attack vs infantry (L142)", cav.AttInf, 8},
		{"Mounted Samurai attack vs cavalry (L142)", cav.AttCav, 6},
		{"Mounted Samurai dice per model (L142)", cav.Dice, 3},
		{"Ashigaru archers fortitude (L956)", arch.Fortitude, 10},
		{"Ashigaru archers ammunition (L408)", arch.Ammo, 7},
		{"Ashigaru with yari defense (L940)", yari.Defense, 1},
		{"Ashigaru with yari models (L224)", yari.Models, 6},
	}
	for _, c := range checks {
		if c.got == nil || *c.got != c.want {
			t.Errorf("%s: %v, want %d", c.name, c.got, c.want)
		}
	}
	if arch.Chart == nil || *arch.Chart != "x 5 4 3 2 2" {
		t.Errorf("archers chart %v (L396)", arch.Chart)
	}
}

func TestLibrary_CopiesAreIndependent(t *testing.T) {
	c, _ := LibraryCard(TypeCavalry)
	*c.AttInf = 99
	c.Src["atti"] = i18n.M("mine")
	again, _ := LibraryCard(TypeCavalry)
	if *again.AttInf != 8 || again.Src["atti"].Key == "mine" {
		t.Error("editing a returned card changed the library")
	}
}

// §9.1 "Who may receive it", in execution-step order, without Flee/Panic
// (seed L194).
func TestOrdersFor_RulesByUnitKind_Section9_1(t *testing.T) {
	lib := func(id string) UnitCard { c, _ := LibraryCard(id); return c }
	cases := []struct {
		card UnitCard
		want []string
	}{
		{lib(TypeArchers), []string{OrderAllAround, OrderDefend, OrderFireRetreat, OrderFire, OrderAssault, OrderMarch,
			OrderPursue, OrderRun, OrderAmbush, OrderJoinUp, OrderSupplies, OrderRest, OrderRetreat}},
		{lib(TypeCavalry), []string{OrderAssault, OrderMarch, OrderPursue, OrderRun, OrderAmbush, OrderJoinUp,
			OrderRest, OrderRetreat}},
		{lib(TypeHorseArchers), []string{OrderFireRetreat, OrderFire, OrderAssault, OrderMarch, OrderMoveFire, OrderPursue,
			OrderRun, OrderAmbush, OrderJoinUp, OrderSupplies, OrderRest, OrderRetreat}},
		{lib(TypeGeneral), []string{OrderAssault, OrderMarch, OrderPursue, OrderRun, OrderAmbush, OrderRest, OrderRetreat}},
		{lib(TypeNinja), []string{OrderAssault, OrderMarch, OrderPursue, OrderRun, OrderAmbush, OrderJoinUp, OrderRecon,
			OrderRest, OrderRetreat}},
		{UnitCard{Type: TypeCustom, Kind: Infantry, Orders: []string{OrderRest, OrderAssault, OrderDefend}},
			[]string{OrderDefend, OrderAssault, OrderRest}},
	}
	for _, c := range cases {
		got := orderIDs(OrdersFor(c.card))
		if !slices.Equal(got, c.want) {
			t.Errorf("%s %v: orders %v, want %v", c.card.Type, c.card.Orders, got, c.want)
		}
		steps := OrdersFor(c.card)
		for i := 1; i < len(steps); i++ {
			if steps[i].Step < steps[i-1].Step {
				t.Errorf("%s: %s after %s is out of step order", c.card.Type, steps[i].ID, steps[i-1].ID)
			}
		}
	}
}

func TestUnitCardValidation(t *testing.T) {
	good := UnitCard{Type: TypeCustom, Name: "Takeda spears", Number: 12, Kind: Infantry, Models: ip(6),
		AttInf: ip(4), AttCav: ip(6), Dice: ip(1), Defense: ip(1), Fortitude: ip(10),
		Orders: []string{OrderDefend, OrderAssault, OrderRest}}
	if err := good.Validate(); err != nil {
		t.Fatalf("valid card refused: %v", err)
	}
	cases := []struct {
		name  string
		edit  func(*UnitCard)
		field string
	}{
		{"unknown type", func(c *UnitCard) { c.Type = "dragon" }, "type"},
		{"name too long", func(c *UnitCard) { c.Name = strings.Repeat("x", 61) }, "name"},
		{"control characters in the name", func(c *UnitCard) { c.Name = "a\x00b" }, "name"},
		{"unit number 5000", func(c *UnitCard) { c.Number = 5000 }, "number"},
		{"kind of a Mounted Samurai", func(c *UnitCard) { c.Type = TypeCavalry }, "kind"},
		{"1000 models", func(c *UnitCard) { c.Models = ip(1000) }, "models"},
		{"negative defense", func(c *UnitCard) { c.Defense = ip(-1) }, "def"},
		{"§10.4 infantry rolls one die", func(c *UnitCard) { c.Dice = ip(3) }, "dice"},
		{"chart without ranged weapons", func(c *UnitCard) { c.Chart = sp("x 5 4") }, "ranged"},
		{"unreadable chart", func(c *UnitCard) { c.Ranged, c.Chart = true, sp("5 5 five") }, "chart"},
		{"§9.2 cavalry cannot Defend", func(c *UnitCard) { c.Kind, c.Dice = Cavalry, ip(3) }, "orders"},
		{"rulebook l.194: Flee is never printed", func(c *UnitCard) { c.Orders = append(c.Orders, OrderFlee) }, "orders"},
		{"order listed twice", func(c *UnitCard) { c.Orders = append(c.Orders, OrderRest) }, "orders"},
		{"Reconnaissance is for Ninja", func(c *UnitCard) { c.Orders = append(c.Orders, OrderRecon) }, "orders"},
		{"unknown order", func(c *UnitCard) { c.Orders = append(c.Orders, "dance") }, "orders"},
		{"supply stock off a Transport", func(c *UnitCard) { c.Supply = ip(10) }, "supply"},
		{"unknown source field", func(c *UnitCard) { c.Src = Sources{"colour": i18n.M("red")} }, "src"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			card := good.Clone()
			c.edit(&card)
			wantProblem(t, card.Validate(), c.field)
		})
	}
}

// A card fills the calculator's input and names what it leaves unknown.
func TestUnitCard_FillsCalculatorInput(t *testing.T) {
	cav, _ := LibraryCard(TypeCavalry)
	u, missing := cav.Unit()
	if u.Kind != Cavalry || u.AttInf != 8 || u.AttCav != 6 || u.Dice != 3 || u.Models != 3 || !u.Cmdr {
		t.Errorf("unit %+v", u)
	}
	if !slices.Equal(missing, []string{"def", "fort"}) {
		t.Errorf("missing %v, want [def fort]", missing)
	}
	u.Order = OrderAssault
	tg, _ := LibraryCard(TypeYari)
	tu, tmissing := tg.Unit()
	if !slices.Contains(tmissing, "atti") {
		t.Errorf("yari missing %v", tmissing)
	}
	r, err := Attack(AttackInput{Attackers: []Unit{u}, Target: tu})
	if err != nil {
		t.Fatal(err)
	}
	if r.Strikes[0].Dice != 9 || r.Strikes[0].Value.Final != 10 {
		t.Errorf("3 models x 3 dice at 8+2: got %d dice at %d", r.Strikes[0].Dice, r.Strikes[0].Value.Final)
	}
	if g, _ := LibraryCard(TypeGeneral); !func() bool { u, _ := g.Unit(); return u.General }() {
		t.Error("the General's card must make a General's unit")
	}
}

func TestCardTitle(t *testing.T) {
	c, _ := LibraryCard(TypeNaginata)
	if i18n.IT.Render(c.Title()) != "Samurai con naginata" || i18n.EN.Render(c.Title()) != "Samurai with naginata" {
		t.Errorf("titles %q %q", i18n.IT.Render(c.Title()), i18n.EN.Render(c.Title()))
	}
	c.Name = "Honda"
	if i18n.IT.Render(c.Title()) != "Honda" {
		t.Error("the user's name comes first")
	}
}

// A user's ranged cavalry card (3 models, 8x3 in melee, 1 ranged die per
// model, chart "x 5 4 3") fills the calculator with its ranged dice: at
// range 2 it rolls 3 dice at firepower 5, not 9.
func TestUnitCard_RangedDiceReachTheCalculator(t *testing.T) {
	card := UnitCard{Type: TypeCustom, Kind: Cavalry, Ranged: true, Commander: true, Models: ip(3), Dice: ip(3),
		FireDice: ip(1), Chart: sp("x 5 4 3")}
	if err := card.Validate(); err != nil {
		t.Fatal(err)
	}
	u, _ := card.Unit()
	if u.FireDice != 1 {
		t.Fatalf("ranged dice %d, want 1", u.FireDice)
	}
	u.Mode, u.Order, u.Range = ModeRanged, OrderFire, 2
	r, err := Attack(AttackInput{Attackers: []Unit{u}, Target: Unit{Kind: Infantry, Models: 6}})
	if err != nil {
		t.Fatal(err)
	}
	if s := r.Strikes[0]; s.Dice != 3 || s.Value.Final != 5 {
		t.Errorf("%d dice at %d, want 3 at 5", s.Dice, s.Value.Final)
	}
	// Ranged cavalry whose card leaves the ranged dice unknown: the user
	// is asked for them (§19 item 10: not in the rulebook).
	card.FireDice = nil
	if _, missing := card.Unit(); !slices.Contains(missing, "fdice") {
		t.Errorf("missing %v, want fdice among them", missing)
	}
	ha, _ := LibraryCard(TypeHorseArchers)
	if _, missing := ha.Unit(); !slices.Contains(missing, "fdice") {
		t.Errorf("Mounted Samurai Archers: missing %v, want fdice among them", missing)
	}
	arch, _ := LibraryCard(TypeArchers)
	if u, missing := arch.Unit(); slices.Contains(missing, "fdice") || u.FireDice != 1 {
		t.Errorf("archers: fdice %d, missing %v", u.FireDice, missing)
	}
}
