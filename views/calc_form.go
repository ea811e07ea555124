package views

import (
	"net/url"
	"strconv"
	"strings"
)

// CalcField is one form control of a calculator (shared by the Affinati and
// Art of Tactic pages): a select, a checkbox or a short text box, with the
// value to echo back.
type CalcField struct {
	Name  string // form and query name, e.g. "a.troop" or "alt.a.troop"
	Label string
	Help  string
	Kind  string // "select", "check" or "text"
	Value string
	// Checked is a checkbox's state.
	Checked bool
	Options []CalcOpt
	// Invalid marks a control a problem names; Problem is what the problem
	// says, shown under the control.
	Invalid bool
	Problem string
	// Whole: changing it re-renders the whole calculator (number of
	// attackers, unit-card pickers), not only the result.
	Whole bool
	// Placeholder of a text box.
	Placeholder string
}

// FieldProblems holds a form's problems by the field they name (the form
// or query name), in the reader's language.
type FieldProblems map[string]string

// Marked is f with the problem problems names under key, if any.
func (f CalcField) Marked(problems FieldProblems, key string) CalcField {
	f.Problem = problems[key]
	f.Invalid = f.Problem != ""
	return f
}

// ProblemFields are the controls of sets a problem names, in the form's
// order: the summary names them and links to the first.
func ProblemFields(sets []CalcFieldset) []CalcField {
	var out []CalcField
	for _, fs := range sets {
		for _, f := range append(append([]CalcField(nil), fs.Inputs...), fs.More...) {
			if f.Invalid {
				out = append(out, f)
			}
		}
	}
	return out
}

// CalcOpt is one option of a select; Group starts a new <optgroup> label.
type CalcOpt struct {
	Value, Label string
	Group        string
}

// ID is the control's element id: htmx restores the focus by id after a
// swap.
func (in CalcField) ID() string {
	r := strings.NewReplacer(".", "-", "[", "-", "]", "")
	return "f-" + r.Replace(in.Name)
}

// OptGroups splits a select's options by group, in order.
func (in CalcField) OptGroups() []CalcOptGroup {
	var out []CalcOptGroup
	for _, o := range in.Options {
		if len(out) == 0 || (o.Group != "" && o.Group != out[len(out)-1].Label) {
			out = append(out, CalcOptGroup{Label: o.Group})
		}
		out[len(out)-1].Options = append(out[len(out)-1].Options, o)
	}
	return out
}

// CalcOptGroup is a run of options under one label ("" for none).
type CalcOptGroup struct {
	Label   string
	Options []CalcOpt
}

// CalcSelect builds a select control.
func CalcSelect(name, label, value string, opts []CalcOpt) CalcField {
	return CalcField{Name: name, Label: label, Kind: "select", Value: value, Options: opts}
}

// CalcCheck builds a checkbox.
func CalcCheck(name, label string, checked bool) CalcField {
	return CalcField{Name: name, Label: label, Kind: "check", Checked: checked}
}

// CalcText builds a short text box.
func CalcText(name, label, value, placeholder string) CalcField {
	return CalcField{Name: name, Label: label, Kind: "text", Value: value, Placeholder: placeholder}
}

// CalcRange is the options lo..hi as numbers.
func CalcRange(lo, hi int) []CalcOpt {
	out := make([]CalcOpt, 0, hi-lo+1)
	for n := lo; n <= hi; n++ {
		s := strconv.Itoa(n)
		out = append(out, CalcOpt{Value: s, Label: s})
	}
	return out
}

// CalcSignedRange is lo..hi with a sign on positive numbers ("+1").
func CalcSignedRange(lo, hi int) []CalcOpt {
	out := CalcRange(lo, hi)
	for i := range out {
		if n := lo + i; n > 0 {
			out[i].Label = "+" + out[i].Label
		}
	}
	return out
}

// CalcFieldset is a titled group of controls; More are shown under a
// "more" disclosure, open when one of them is set.
type CalcFieldset struct {
	ID     string
	Legend string
	Inputs []CalcField
	More   []CalcField
	// Note is a line under the legend (e.g. what a unit card left unknown).
	Note string
}

// MoreOpen reports whether one of the extra controls is set, so the
// disclosure stays open across a re-render.
func (f CalcFieldset) MoreOpen() bool {
	for _, in := range f.More {
		if in.Invalid || in.Checked || (in.Kind == "select" && in.Value != "" && len(in.Options) > 0 && in.Value != in.Options[0].Value) ||
			(in.Kind == "text" && in.Value != "") {
			return true
		}
	}
	return false
}

// CalcLink is a labelled address.
type CalcLink struct {
	Href, Label string
	On          bool
}

// CalcWithQuery returns path?q, or path when q is empty.
func CalcWithQuery(path string, q url.Values) string {
	if e := q.Encode(); e != "" {
		return path + "?" + e
	}
	return path
}

// CalcSigned formats a modifier with its sign.
func CalcSigned(v int) string {
	if v > 0 {
		return "+" + strconv.Itoa(v)
	}
	if v < 0 {
		return "−" + strconv.Itoa(-v)
	}
	return "0"
}
