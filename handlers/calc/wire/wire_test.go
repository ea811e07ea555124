package wire

import (
	"encoding/json"
	"reflect"
	"testing"

	"sengoku/i18n"
)

type inner struct {
	N int     `json:"n"`
	P float64 `json:"p"`
}

type Embedded struct {
	A    string `json:"a"`
	Same int    `json:"same"`
}

type worded struct {
	Key   string   `json:"key"`
	Value int      `json:"value"`
	Text  i18n.Msg `json:"-"`
	Rule  string   `json:"rule"`
}

type holder struct {
	inner
	*Embedded
	Same    string `json:"same"`
	Skip    string `json:"-"`
	Empty   []int  `json:"empty,omitempty"`
	Null    []int  `json:"null"`
	Count   int    `json:"count,string"`
	Untag   bool
	Map     map[string]worded `json:"map"`
	List    []worded          `json:"list"`
	Ptr     *worded           `json:"ptr,omitempty"`
	Any     any               `json:"any"`
	Msg     i18n.Msg          `json:"msg"`
	private int
}

func sample() holder {
	w := worded{Key: "k", Text: i18n.Stored("parole <b>", "words <b>"), Value: 3, Rule: "§1"}
	return holder{inner: inner{2, 0.5}, Embedded: &Embedded{A: "a", Same: 9}, Same: "outer", Skip: "x", Count: 7, Untag: true,
		Map: map[string]worded{"z": w, "a": w}, List: []worded{w, {}}, Any: w, Msg: i18n.M("err.method"), private: 1}
}

// A type with nothing registered is written exactly as encoding/json
// writes it: promotion, shadowing, omitempty, ",string", maps in order.
func TestMarshalWritesWhatEncodingJSONWrites(t *testing.T) {
	for _, v := range []any{sample(), holder{}, &holder{Empty: []int{1}}, []holder{{}}, map[string]any{"b": 1, "a": sample()}, nil, 3} {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("wire:\n%s\nencoding/json:\n%s", got, want)
		}
	}
}

// A registered type carries its message's words as "en" and "it" where
// the message field is declared, wherever the type sits in the answer.
func TestMarshalPutsWordsWhereRegistered(t *testing.T) {
	Words[worded]("Text")
	defer func() {
		mu.Lock()
		delete(shapes, reflect.TypeFor[worded]())
		clear(needs)
		mu.Unlock()
	}()
	got, err := Marshal(struct {
		One  worded   `json:"one"`
		List []worded `json:"list"`
		Any  any      `json:"any"`
	}{sample().List[0], []worded{{Key: "e"}}, &worded{Key: "p", Text: i18n.Stored("a", "b")}})
	if err != nil {
		t.Fatal(err)
	}
	want := `{"one":{"key":"k","value":3,"en":"words \u003cb\u003e","it":"parole \u003cb\u003e","rule":"§1"},` +
		`"list":[{"key":"e","value":0,"en":"","it":"","rule":""}],"any":{"key":"p","value":0,"en":"b","it":"a","rule":""}}`
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// Every registration names a message field: an i18n.Msg tagged json:"-".
func TestRegistrationsNameMessageFields(t *testing.T) {
	if p := Problems(); len(p) > 0 {
		t.Errorf("registrations without a message field: %v", p)
	}
	Words[worded]("Key")
	defer func() { mu.Lock(); problems = problems[:len(problems)-1]; mu.Unlock() }()
	if p := Problems(); len(p) != 1 || p[0] != "wire.worded.Key" {
		t.Errorf("a string field is taken for a message: %v", p)
	}
}
