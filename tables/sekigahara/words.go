package sekigahara

import (
	"encoding/json"

	"sengoku/i18n"
)

// words are a message's English and Italian words where they sit among the
// fields of a result ({…, "en", "it"}): the answers' shape before the
// catalogue. The results keep it; the message's key stays out, as some rows
// have a "key" of their own.
type words struct {
	EN string `json:"en"`
	IT string `json:"it"`
}

func wordsOf(m i18n.Msg) words { return words{EN: i18n.EN.Render(m), IT: i18n.IT.Render(m)} }

// MarshalJSON writes the BlockImpact's fields, then its Text as "en" and "it".
func (x BlockImpact) MarshalJSON() ([]byte, error) {
	type plain BlockImpact
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the Step's fields, then its Text as "en" and "it".
func (x Step) MarshalJSON() ([]byte, error) {
	type plain Step
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the BattleResult's fields, then its Text as "en" and "it".
func (x BattleResult) MarshalJSON() ([]byte, error) {
	type plain BattleResult
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the Outcome's fields, then its Text as "en" and "it".
func (x Outcome) MarshalJSON() ([]byte, error) {
	type plain Outcome
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the SideOutcome's fields, then its Text as "en" and "it".
func (x SideOutcome) MarshalJSON() ([]byte, error) {
	type plain SideOutcome
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the SiegeOutcome's fields, then its Text as "en" and "it".
func (x SiegeOutcome) MarshalJSON() ([]byte, error) {
	type plain SiegeOutcome
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the SiegeChoice's fields, then its Text as "en" and "it".
func (x SiegeChoice) MarshalJSON() ([]byte, error) {
	type plain SiegeChoice
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the MoveResult's fields, then its Text as "en" and "it".
func (x MoveResult) MarshalJSON() ([]byte, error) {
	type plain MoveResult
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the OverrunResult's fields, then its Text as "en" and "it".
func (x OverrunResult) MarshalJSON() ([]byte, error) {
	type plain OverrunResult
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the SideReinforcement's fields, then its Text as "en" and "it".
func (x SideReinforcement) MarshalJSON() ([]byte, error) {
	type plain SideReinforcement
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the ReinforcementResult's fields, then its Text as "en" and "it".
func (x ReinforcementResult) MarshalJSON() ([]byte, error) {
	type plain ReinforcementResult
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the VictoryResult's fields, then its Text as "en" and "it".
func (x VictoryResult) MarshalJSON() ([]byte, error) {
	type plain VictoryResult
	return json.Marshal(struct {
		plain
		words
	}{plain(x), wordsOf(x.Text)})
}

// MarshalJSON writes the modifier as {"key", "value", "en", "it", "section"}.
func (x MovementModifier) MarshalJSON() ([]byte, error) {
	type plain MovementModifier
	return json.Marshal(struct {
		Key   string `json:"key"`
		Value int    `json:"value"`
		words
		plain
	}{x.Key, x.Value, wordsOf(x.Name), plain(x)})
}

// MarshalJSON writes the card option with its words before "section".
func (x MovementCardOption) MarshalJSON() ([]byte, error) {
	type plain MovementCardOption
	return json.Marshal(struct {
		Key             string `json:"key"`
		Cards           int    `json:"cards"`
		Groups          int    `json:"groups"`
		Recruit         bool   `json:"recruit"`
		RecruitReplaces bool   `json:"recruitReplaces"`
		Cycle           bool   `json:"cycle"`
		words
		plain
	}{x.Key, x.Cards, x.Groups, x.Recruit, x.RecruitReplaces, x.Cycle, wordsOf(x.Name), plain(x)})
}
