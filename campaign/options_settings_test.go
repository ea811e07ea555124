package campaign

import (
	"errors"
	"testing"

	"sengoku/tables"
)

// A page of rules options is saved as one action: every setting applies,
// only the changed ones are logged, and one bad value changes nothing.
func TestSetOptionSettingsAllOrNone(t *testing.T) {
	s := &State{Phase: PhaseSetup, Options: DefaultOptions()}
	gm := GM()
	out, err := Apply(s, gm, Action{Kind: ActSetOption, Settings: map[string]string{
		"tableDice": "true", "maxAllied": "4", "siegeRepeat": DefaultOptions().SiegeRepeat,
	}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Options.TableDice || s.Options.MaxAllied != 4 {
		t.Errorf("options after the save: tableDice %v, maxAllied %d", s.Options.TableDice, s.Options.MaxAllied)
	}
	if len(out.Messages) != 2 {
		t.Errorf("%d messages, want one per changed option (2): %v", len(out.Messages), out.Messages)
	}

	before := s.Options
	_, err = Apply(s, gm, Action{Kind: ActSetOption, Settings: map[string]string{"tableDice": "false", "maxAllied": "99"}}, nil)
	var v *tables.ValidationError
	if !errors.As(err, &v) {
		t.Fatalf("an out-of-range value: %v, want a validation error", err)
	}
	if s.Options != before {
		t.Error("a refused page of options changed some of them")
	}
}
