package query

import (
	"errors"
	"net/url"
	"reflect"
	"slices"
	"strings"
	"testing"
)

type side struct {
	Troop   string `json:"troop"`
	General bool   `json:"general"`
}

type opts struct {
	Scale string `json:"scale"`
}

type words []string

type extra struct {
	Extra int `json:"extra"`
}

type sample struct {
	A      side    `json:"a"`
	B      side    `json:"b"`
	Dice   int     `form:"dice"`
	Ratio  float64 `json:"ratio"`
	Hidden string  `json:"-"`
	Named  string  `query:"n" json:"ignored"`
	List   []int   `json:"list"`
	Words  words   `json:"words"`
	Opt    opts    `json:"opt" query:",inline"`
	extra
}

var sampleCodec = For[sample](Text(
	func(s string) (words, error) {
		if strings.Contains(s, "!") {
			return nil, errors.New("no bangs")
		}
		return strings.Split(s, "-"), nil
	},
	func(w words) (string, error) { return strings.Join(w, "-"), nil }), Bound(1000))

func TestKeysFollowTheTags(t *testing.T) {
	want := []string{"a.troop", "a.general", "b.troop", "b.general", "dice", "ratio", "n", "words", "scale", "extra"}
	if got := sampleCodec.Keys(); !slices.Equal(got, want) {
		t.Errorf("keys = %v, want %v", got, want)
	}
}

// Every spelling of a yes/no the policy accepts, in any case.
func TestBooleansOfThePolicy(t *testing.T) {
	for _, s := range []string{"true", "1", "on", "yes", "TRUE", "On", "Yes", " yes "} {
		if b, ok := ParseBool(s); !b || !ok {
			t.Errorf("%q: got %v %v, want true", s, b, ok)
		}
	}
	for _, s := range []string{"", "false", "0", "off", "no", "NO", "False"} {
		if b, ok := ParseBool(s); b || !ok {
			t.Errorf("%q: got %v %v, want false", s, b, ok)
		}
	}
	for _, s := range []string{"maybe", "2", "y", "sì"} {
		if _, ok := ParseBool(s); ok {
			t.Errorf("%q: accepted", s)
		}
	}
}

func TestDecodeReadsEveryKindAndKeepsTheRest(t *testing.T) {
	in := sample{Hidden: "kept", Dice: 3}
	q := url.Values{"a.troop": {" ashigaru "}, "a.general": {"YES"}, "ratio": {"1,5"}, "n": {"x"}, "words": {"a-b"}, "scale": {"2"}, "extra": {"+4"}}
	if err := sampleCodec.Decode(q, "", &in); err != nil {
		t.Fatal(err)
	}
	want := sample{A: side{Troop: "ashigaru", General: true}, Dice: 3, Ratio: 1.5, Hidden: "kept", Named: "x", Words: words{"a", "b"}, Opt: opts{Scale: "2"}}
	want.Extra = 4
	if !reflect.DeepEqual(in, want) {
		t.Errorf("got %+v, want %+v", in, want)
	}
}

func TestDecodeNamesEachFieldItCannotRead(t *testing.T) {
	var in sample
	q := url.Values{"p.dice": {"three"}, "p.a.general": {"maybe"}, "p.ratio": {"1/2"}, "p.words": {"a!"}, "p.b.troop": {"ok"}}
	err := sampleCodec.Decode(q, "p.", &in)
	var qe *Error
	if !errors.As(err, &qe) || !qe.Refused() {
		t.Fatalf("want a refusal, got %v", err)
	}
	got := map[string]Want{}
	for _, p := range qe.Problems {
		if p.Kind != Undecodable {
			t.Errorf("%s: kind %s", p.Key, p.Kind)
		}
		got[p.Key] = p.Want
	}
	want := map[string]Want{"p.dice": WantInt, "p.a.general": WantBool, "p.ratio": WantNumber, "p.words": WantText}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("problems %v, want %v", got, want)
	}
	if in.B.Troop != "ok" {
		t.Errorf("the readable field was not set: %+v", in)
	}
}

func TestBoundIsARuleViolationNotARefusal(t *testing.T) {
	var in sample
	err := sampleCodec.Decode(url.Values{"dice": {"1001"}}, "", &in)
	var qe *Error
	if !errors.As(err, &qe) || qe.Refused() || qe.Problems[0].Kind != OutOfRange || qe.Problems[0].Hi != 1000 {
		t.Fatalf("want OutOfRange up to 1000, got %#v", err)
	}
	if err := sampleCodec.Decode(url.Values{"dice": {"99999999999999999999"}}, "", &in); err == nil {
		t.Error("a number beyond int64 was read")
	}
}

func TestEncodeIsDecodesInverse(t *testing.T) {
	in := sample{A: side{Troop: "yari", General: true}, Dice: -2, Ratio: 0.25, Named: "z", Words: words{"x", "y"}}
	q, err := sampleCodec.Values(in)
	if err != nil {
		t.Fatal(err)
	}
	if q.Get("a.general") != "true" || q.Has("b.troop") {
		t.Errorf("encoded %v", q)
	}
	var back sample
	if err := sampleCodec.Decode(q, "", &back); err != nil || !reflect.DeepEqual(back, in) {
		t.Errorf("round trip: %+v %v, want %+v", back, err, in)
	}
	if q := For[side](TrueAs("1")); q != nil {
		v, _ := q.Values(side{General: true})
		if v.Get("general") != "1" {
			t.Errorf("TrueAs: %v", v)
		}
	}
}

func TestStrictRefusesEachKindNamingTheKey(t *testing.T) {
	keys := NewKeys([]string{"mainRoad", "blocks", "lang"}, "tie.")
	for _, tc := range []struct {
		raw     string
		key     string
		kind    Kind
		suggest string
	}{
		{"blocks=1&blocks=2", "blocks", Repeated, ""},
		{"mainroad=true", "mainroad", Unknown, "mainRoad"},
		{"block=1", "block", Unknown, "blocks"},
		{"blokcs=1", "blokcs", Unknown, "blocks"},
		{"zzzzzz=1", "zzzzzz", Unknown, ""},
		{"blocks=1%zz", "blocks", Malformed, ""},
		{"blo%zzcks=1", "blo%zzcks", Malformed, ""},
		{"blocks=1;mainRoad=1", "blocks=1;mainRoad=1", Malformed, ""},
	} {
		q, err := Strict(tc.raw, keys)
		var qe *Error
		if !errors.As(err, &qe) || len(qe.Problems) != 1 {
			t.Errorf("%s: want one problem, got %v", tc.raw, err)
			continue
		}
		p := qe.Problems[0]
		if p.Key != tc.key || p.Kind != tc.kind || p.Suggest != tc.suggest {
			t.Errorf("%s: got %+v", tc.raw, p)
		}
		for k, vs := range q {
			if len(vs) != 1 {
				t.Errorf("%s: %s kept %d values", tc.raw, k, len(vs))
			}
		}
	}
	if q, err := Strict("blocks=2&tie.aiko.5=1&lang=en&mainRoad=on", keys); err != nil || q.Get("tie.aiko.5") != "1" {
		t.Errorf("a good query: %v %v", q, err)
	}
}

func TestStrictListsAtMostMaxProblems(t *testing.T) {
	var parts []string
	for i := range 30 {
		parts = append(parts, "k"+strings.Repeat("x", i)+"=1")
	}
	_, err := Strict(strings.Join(parts, "&"), NewKeys(nil))
	qe := err.(*Error)
	if len(qe.Problems) != MaxProblems || qe.More != 30-MaxProblems {
		t.Errorf("%d problems and %d more", len(qe.Problems), qe.More)
	}
}

func TestJoinMergesProblemsOnce(t *testing.T) {
	a := &Error{Problems: []Problem{{Key: "x", Kind: Unknown}}}
	b := &Error{Problems: []Problem{{Key: "x", Kind: Undecodable}, {Key: "y", Kind: Undecodable}}}
	qe := Join(nil, a, b).(*Error)
	if len(qe.Problems) != 2 || qe.Problems[0].Kind != Unknown {
		t.Errorf("joined %+v", qe.Problems)
	}
	if Join(nil, nil) != nil {
		t.Error("nothing joined is not nil")
	}
	other := errors.New("other")
	if Join(a, other) != other {
		t.Error("another error is not passed through")
	}
}

func TestKeysWithAndMatching(t *testing.T) {
	k := NewKeys([]string{"b", "a"}).With("c", "a").Matching(func(s string) bool { return strings.HasPrefix(s, "a7.") })
	if !slices.Equal(k.List(), []string{"a", "b", "c"}) || !k.Accepts("a7.models") || k.Accepts("a8.models") {
		t.Errorf("keys %v", k.List())
	}
}

// The codec never panics, and whatever Strict lets through decodes
// without a refusal only if every value reads back the same.
func FuzzStrictDecode(f *testing.F) {
	for _, s := range []string{"a.troop=yari&dice=3", "dice=%zz", "a.general=yes&a.general=no", "ratio=1,5&words=a-b", "x;y", "dice=+7", "n=%E2%9C%93"} {
		f.Add(s)
	}
	keys := NewKeys(sampleCodec.Keys())
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := Strict(raw, keys)
		if err != nil {
			if qe, ok := err.(*Error); !ok || len(qe.Problems) == 0 || len(qe.Problems) > MaxProblems {
				t.Fatalf("strict error %#v", err)
			}
			return
		}
		var in sample
		if err := sampleCodec.Decode(q, "", &in); err != nil {
			return
		}
		enc, err := sampleCodec.Values(in)
		if err != nil {
			t.Fatal(err)
		}
		var back sample
		if err := sampleCodec.Decode(enc, "", &back); err != nil {
			t.Fatalf("re-decoding %v: %v", enc, err)
		}
		if !reflect.DeepEqual(back, in) {
			t.Fatalf("round trip of %q: %+v != %+v", raw, back, in)
		}
	})
}

func TestValuesOfIsValuesForAnyType(t *testing.T) {
	in := side{Troop: "yari", General: true}
	want, _ := For[side]().Values(in)
	if got := ValuesOf(&in); !reflect.DeepEqual(got, want) {
		t.Errorf("ValuesOf %v, want %v", got, want)
	}
	if got := ValuesOf(3); len(got) != 0 {
		t.Errorf("a number: %v", got)
	}
}

// A swap of two neighbouring letters is one edit, so the key meant wins
// over another two edits away ("modles": "models", not "mode").
func TestEditDistanceCountsASwapAsOne(t *testing.T) {
	for _, c := range []struct {
		a, b string
		d    int
	}{{"modles", "models", 1}, {"modles", "mode", 2}, {"abc", "abc", 0}, {"", "ab", 2}, {"ab", "ba", 1}, {"kitten", "sitting", 3}} {
		if got := editDistance(c.a, c.b, 9); got != c.d {
			t.Errorf("%s/%s: %d, want %d", c.a, c.b, got, c.d)
		}
	}
	if got := NewKeys([]string{"mode", "models"}).Suggest("modles"); got != "models" {
		t.Errorf("suggested %q", got)
	}
}

// A list key is given once per value on purpose: never a repeated key, and
// every value is kept, while the other keys keep one value and still refuse
// a repeat.
func TestStrictKeepsEveryValueOfAListKey(t *testing.T) {
	keys := NewKeys([]string{"blocks"}).Lists("a.only").With("lang")
	q, err := Strict("a.only=ashigaru&blocks=2&a.only=monks&lang=en", keys)
	if err != nil || !slices.Equal(q["a.only"], []string{"ashigaru", "monks"}) || q.Get("blocks") != "2" {
		t.Errorf("a list key: %v %v", q, err)
	}
	_, err = Strict("a.only=ashigaru&blocks=1&blocks=2", keys)
	var qe *Error
	if !errors.As(err, &qe) || len(qe.Problems) != 1 || qe.Problems[0].Key != "blocks" || qe.Problems[0].Kind != Repeated {
		t.Errorf("a repeated plain key beside a list key: %v", err)
	}
}
