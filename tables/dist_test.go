package tables

import (
	"math"
	"testing"
)

func TestBinomialMatchesEnumeration(t *testing.T) {
	for n := 0; n <= 8; n++ {
		p := 1.0 / 3
		d := Binomial(n, p)
		want := make([]float64, n+1)
		for mask := 0; mask < 1<<n; mask++ {
			k, q := 0, 1.0
			for i := 0; i < n; i++ {
				if mask&(1<<i) != 0 {
					k++
					q *= p
				} else {
					q *= 1 - p
				}
			}
			want[k] += q
		}
		for k := range want {
			if math.Abs(d[k]-want[k]) > 1e-12 {
				t.Fatalf("n=%d k=%d: got %v want %v", n, k, d[k], want[k])
			}
		}
		if math.Abs(d.Sum()-1) > 1e-12 {
			t.Fatalf("n=%d: sum %v", n, d.Sum())
		}
	}
}

func TestDistSummaries(t *testing.T) {
	d := Dist{0.25, 0.5, 0.25}
	if got := d.Mean(); math.Abs(got-1) > 1e-15 {
		t.Errorf("mean %v", got)
	}
	if got := d.AtLeast(1); got != 0.75 {
		t.Errorf("at least 1: %v", got)
	}
	if got := d.Cap(1); len(got) != 2 || got[1] != 0.75 {
		t.Errorf("cap: %v", got)
	}
	if got := d.Convolve(Point(2)); got.Prob(3) != 0.5 {
		t.Errorf("convolve: %v", got)
	}
	tab := d.AtLeastTable()
	if tab[0] != 1 || tab[2] != 0.25 {
		t.Errorf("table: %v", tab)
	}
}

func TestValidationErrorLanguages(t *testing.T) {
	v := &ValidationError{}
	if v.Err() != nil {
		t.Fatal("empty error is not nil")
	}
	v.Add("models", "option.not-whole", "k", "B-01", "x", "1", "12")
	err := v.Err()
	got, ok := AsValidation(err)
	if !ok {
		t.Fatal("not a validation error")
	}
	if got.Messages("it")["models"] != `L'opzione k (B-01): "x" non è un numero intero da 1 a 12.` || got.Messages("en")["models"] != `Option k (B-01): "x" is not a whole number from 1 to 12.` {
		t.Errorf("messages: %v %v", got.Messages("it"), got.Messages("en"))
	}
}
