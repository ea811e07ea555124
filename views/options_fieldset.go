package views

import (
	"net/url"
	"strconv"

	"sengoku/tables"
)

// OptionSet is a list of rule options as one form shows them: every
// calculator and print form builds its option controls from one, so the
// default always comes first (sent as "", so a share link holds only the
// options changed), values without words of their own are named alike, and
// a problem shows under its control.
type OptionSet struct {
	// Prefix goes before each key in the control's name ("alt." for the
	// comparison side of a calculator).
	Prefix  string
	Options tables.Options
	// Values are the values the input holds, by option key ("" or absent:
	// the default).
	Values map[string]string
	// Problems are the form's problems by field; ProblemPrefix goes before
	// the key to find an option's ("options." where the calculator nests
	// its options).
	Problems      map[string]string
	ProblemPrefix string
	// Name names a value that has no words in the option's data (true,
	// 2.5, text) from the system's catalogue; nil leaves the value as it is
	// (a bool is yes/no in any case).
	Name func(l Lang, value string) string
	// Title is the control's label after the option's ID; nil: the
	// option's short title, else its description.
	Title func(l Lang, o tables.Option) string
}

// OptionField is one option's control: a select of Choices, or for an int
// or number option a number box bounded by Min and Max whose placeholder
// is the default.
type OptionField struct {
	Name    string // form and query name
	Label   string // "B-02 · …"
	Help    string
	Choices []AssistOpt // a select's values, the default first as ""
	Value   string      // the value chosen, "" for the default
	Problem string
	Number  bool
	Min     string
	Max     string
	Step    string // "1" for an int, "any" for a number
	Default string
}

// Fields builds one control per configurable option of s. A data option
// (structured text, such as the campaign's morale table) has no control of
// its own here: the form that owns it gives it one.
func (s OptionSet) Fields(l Lang) []OptionField {
	out := make([]OptionField, 0, len(s.Options))
	for _, o := range s.Options {
		if !o.Configurable() || o.Kind == tables.OptionData {
			continue
		}
		f := OptionField{
			Name:    s.Prefix + o.Key,
			Label:   o.ID + " · " + s.title(l, o),
			Help:    s.help(l, o),
			Value:   s.current(o),
			Problem: s.Problems[s.ProblemPrefix+o.Key],
			Default: o.Default,
		}
		if o.Range != nil && (o.Kind == tables.OptionInt || o.Kind == tables.OptionNumber) {
			f.Number, f.Min, f.Max, f.Step = true, fmtFloat(o.Range.Min), fmtFloat(o.Range.Max), "any"
			if o.Kind == tables.OptionInt {
				f.Step = "1"
			}
		} else {
			f.Choices = s.choices(l, o)
		}
		out = append(out, f)
	}
	return out
}

func fmtFloat(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// CalcFields are s's controls for the calculators whose forms are lists of
// CalcField (SAMURAI, Art of Tactic).
func (s OptionSet) CalcFields(l Lang) []CalcField {
	var out []CalcField
	for _, f := range s.Fields(l) {
		opts := make([]CalcOpt, len(f.Choices))
		for i, c := range f.Choices {
			opts[i] = CalcOpt{Value: c.Value, Label: c.Label}
		}
		cf := CalcSelect(f.Name, f.Label, f.Value, opts)
		if f.Number {
			cf = CalcText(f.Name, f.Label, f.Value, f.Default)
		}
		cf.Help, cf.Problem, cf.Invalid = f.Help, f.Problem, f.Problem != ""
		out = append(out, cf)
	}
	return out
}

// Query adds the options set away from their default to q, for a link
// that reproduces the form.
func (s OptionSet) Query(q url.Values) {
	for _, o := range s.Options {
		if v := s.current(o); o.Configurable() && v != "" {
			q.Set(s.Prefix+o.Key, v)
		}
	}
}

// Changed counts the options set away from their default.
func (s OptionSet) Changed() int {
	n := 0
	for _, o := range s.Options {
		if o.Configurable() && s.current(o) != "" {
			n++
		}
	}
	return n
}

func (s OptionSet) title(l Lang, o tables.Option) string {
	switch {
	case s.Title != nil:
		return s.Title(l, o)
	case !o.Title.IsZero():
		return l.Render(o.Title)
	}
	return l.Render(o.Text)
}

// help is the description under a control that has a short title, else
// the rulebook source.
func (s OptionSet) help(l Lang, o tables.Option) string {
	if s.Title != nil || !o.Title.IsZero() {
		return l.Render(o.Text)
	}
	return o.Source
}

// current is the value the input holds, "" when it is the default (or
// empty); a value the option refuses is kept, so the select shows none of
// its values and the problem names it.
func (s OptionSet) current(o tables.Option) string {
	raw := s.Values[o.Key]
	if v, ok := o.Resolve(raw); ok {
		if v == o.Default {
			return ""
		}
		return v
	}
	return raw
}

// choices lists o's values, the default first and sent as "".
func (s OptionSet) choices(l Lang, o tables.Option) []AssistOpt {
	out := []AssistOpt{{Value: "", Label: OptionValueName(l, o, o.Default, s.Name) + " · " + l.T("opt.default")}}
	for _, c := range o.Values {
		if c.Value != o.Default {
			out = append(out, AssistOpt{Value: c.Value, Label: OptionValueName(l, o, c.Value, s.Name)})
		}
	}
	return out
}

// OptionValueName names value of o in l: the option's own words for it,
// yes/no for a bool, else name (the system's catalogue) or the value.
func OptionValueName(l Lang, o tables.Option, value string, name func(Lang, string) string) string {
	for _, c := range o.Values {
		if c.Value == value && !c.Words.IsZero() {
			return l.Render(c.Words)
		}
	}
	switch {
	case o.Kind == tables.OptionBool && value == "true":
		return l.T("opt.yes")
	case o.Kind == tables.OptionBool && value == "false":
		return l.T("opt.no")
	case name != nil:
		return name(l, value)
	}
	return value
}
