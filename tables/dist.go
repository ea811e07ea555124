package tables

import "math"

// Dist is an exact discrete probability distribution over the integers
// 0..len(d)-1: d[k] is the probability of the value k.
type Dist []float64

// Point is the distribution certain to give k.
func Point(k int) Dist {
	d := make(Dist, k+1)
	d[k] = 1
	return d
}

// Binomial is the number of successes in n independent trials, each
// succeeding with probability p.
func Binomial(n int, p float64) Dist {
	d := Point(0)
	for i := 0; i < n; i++ {
		d = d.AddBernoulli(p)
	}
	return d
}

// AddBernoulli returns the distribution of X+B where X~d and B is 1 with
// probability p.
func (d Dist) AddBernoulli(p float64) Dist {
	out := make(Dist, len(d)+1)
	for k, q := range d {
		out[k] += q * (1 - p)
		out[k+1] += q * p
	}
	return out
}

// Convolve returns the distribution of the sum of independent X~d and Y~e.
func (d Dist) Convolve(e Dist) Dist {
	if len(d) == 0 || len(e) == 0 {
		return nil
	}
	out := make(Dist, len(d)+len(e)-1)
	for i, p := range d {
		if p == 0 {
			continue
		}
		for j, q := range e {
			out[i+j] += p * q
		}
	}
	return out
}

// Map returns the distribution of f(X) for X~d; f must return a value ≥ 0.
func (d Dist) Map(f func(int) int) Dist {
	var out Dist
	for k, p := range d {
		v := f(k)
		for len(out) <= v {
			out = append(out, 0)
		}
		out[v] += p
	}
	return out
}

// Cap returns the distribution of min(X, max).
func (d Dist) Cap(max int) Dist {
	return d.Map(func(k int) int { return min(k, max) })
}

// Sum is the total probability (1 for a well-formed distribution).
func (d Dist) Sum() float64 {
	s := 0.0
	for _, p := range d {
		s += p
	}
	return s
}

// Mean is the expected value.
func (d Dist) Mean() float64 {
	m := 0.0
	for k, p := range d {
		m += float64(k) * p
	}
	return m
}

// AtLeast is P(X ≥ k).
func (d Dist) AtLeast(k int) float64 {
	s := 0.0
	for i := max(k, 0); i < len(d); i++ {
		s += d[i]
	}
	return math.Min(s, 1)
}

// AtLeastTable returns P(X ≥ k) for k = 0..len(d)-1.
func (d Dist) AtLeastTable() []float64 {
	out := make([]float64, len(d))
	s := 0.0
	for k := len(d) - 1; k >= 0; k-- {
		s += d[k]
		out[k] = math.Min(s, 1)
	}
	return out
}

// Trim drops trailing zero probabilities (keeping at least one entry).
func (d Dist) Trim() Dist {
	n := len(d)
	for n > 1 && d[n-1] == 0 {
		n--
	}
	return d[:n]
}

// Prob is P(X = k), 0 outside the support.
func (d Dist) Prob(k int) float64 {
	if k < 0 || k >= len(d) {
		return 0
	}
	return d[k]
}
