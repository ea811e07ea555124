package ccsb

// The exact roll engine. Each battle die shows one of six faces with
// probability 1/6 (§1.1, option 8.1): the target's symbol (if it has one),
// swords, flag, Honor & Fortune, and blanks for the other symbols. The
// counts of a roll are multinomial; the engine enumerates every count
// vector and accumulates the joint distribution of hits, flags and H&F
// symbols. When swords are re-rolled the hits add up die by die, and the
// dice are convolved one at a time instead.

// swordRule is what a sword face does in one combat.
type swordRule int

const (
	swordNothing   swordRule = iota // bows in ranged combat (§3.3)
	swordHit                        // always a hit (arquebus ranged, lone leader, no rank)
	swordIgnorable                  // a hit unless ignored for rank/stature (§3.6)
)

// faceModel is how one roll is scored.
type faceModel struct {
	ownFaces     int       // faces that hit the target outright: 1, or 0 (leader, Bodyguards)
	sword        swordRule // what swords do
	ignore       int       // swords ignored per group (rank + stature)
	reroll       bool      // every sword is re-rolled once (Bodyguards, Rank Fire)
	rerollScores bool      // a sword on the re-rolled die scores again (option 8.6)
}

// joint is P(hits, flags, tokens) for one roll, hits not yet capped.
type joint struct {
	nh, nf, nt int
	p          []float64
}

func newJoint(nh, nf, nt int) joint {
	return joint{nh: nh, nf: nf, nt: nt, p: make([]float64, nh*nf*nt)}
}

func (j joint) at(h, f, t int) int { return (h*j.nf+f)*j.nt + t }

// factorials up to the largest roll (MaxDice).
var fact = func() []float64 {
	f := make([]float64, MaxDice+1)
	f[0] = 1
	for i := 1; i <= MaxDice; i++ {
		f[i] = f[i-1] * float64(i)
	}
	return f
}()

// powTable returns x^0..x^n.
func powTable(x float64, n int) []float64 {
	out := make([]float64, n+1)
	out[0] = 1
	for i := 1; i <= n; i++ {
		out[i] = out[i-1] * x
	}
	return out
}

// counts is one multinomial outcome of a roll: own-symbol, sword, flag
// and H&F faces; the rest are blanks.
type counts struct{ o, s, f, h int }

// multi enumerates multinomial outcomes of up to n dice for one face
// model, with the powers of the face probabilities computed once.
type multi struct {
	ownFaces   int
	po, p6, pb []float64
}

func newMulti(n, ownFaces int) multi {
	const sixth = 1.0 / 6
	blank := 6 - ownFaces - 3
	return multi{ownFaces: ownFaces, po: powTable(float64(ownFaces)*sixth, n),
		p6: powTable(sixth, n), pb: powTable(float64(blank)*sixth, n)}
}

// each calls fn for every count vector of n dice with its probability.
func (m multi) each(n int, fn func(c counts, p float64)) {
	maxO := n
	if m.ownFaces == 0 {
		maxO = 0
	}
	for o := 0; o <= maxO; o++ {
		for s := 0; s <= n-o; s++ {
			for f := 0; f <= n-o-s; f++ {
				for h := 0; h <= n-o-s-f; h++ {
					b := n - o - s - f - h
					coef := fact[n] / (fact[o] * fact[s] * fact[f] * fact[h] * fact[b])
					fn(counts{o, s, f, h}, coef*m.po[o]*m.p6[s+f+h]*m.pb[b])
				}
			}
		}
	}
}

// hits scores own-symbol hits and swords without re-rolls.
func (m faceModel) hits(own, s int) int {
	switch m.sword {
	case swordHit:
		return own + s
	case swordIgnorable:
		return own + max(0, s-m.ignore)
	}
	return own
}

// roll returns the joint distribution of one group of n dice.
func (m faceModel) roll(n int) joint {
	if m.reroll {
		return m.rollReroll(n)
	}
	j := newJoint(n+1, n+1, n+1)
	newMulti(n, m.ownFaces).each(n, func(c counts, p float64) {
		j.p[j.at(m.hits(c.o, c.s), c.f, c.h)] += p
	})
	return j
}

// step is what one die adds to (hits, flags, tokens).
type step struct {
	dh, df, dt int
	p          float64
}

// rerollSteps are the outcomes of one die whose sword is re-rolled once;
// the sword still counts and the re-rolled die is read again (§2.6, seed
// l.3430–3457). Rank never applies when swords are re-rolled (Bodyguards,
// §2.6; Rank Fire is ranged, §3.6), so hits simply add up.
func (m faceModel) rerollSteps() []step {
	const q = 1.0 / 6
	sw := 0
	if m.sword != swordNothing {
		sw = 1
	}
	rs := 0 // a sword on the re-rolled die
	if m.rerollScores {
		rs = sw
	}
	own := float64(m.ownFaces)
	blank := float64(6-m.ownFaces-3) * q
	return []step{
		{0, 0, 0, blank},
		{1, 0, 0, own * q},
		{0, 1, 0, q},
		{0, 0, 1, q},
		// Sword, then the re-roll.
		{sw, 0, 0, q * blank},
		{sw + 1, 0, 0, q * own * q},
		{sw + rs, 0, 0, q * q},
		{sw, 1, 0, q * q},
		{sw, 0, 1, q * q},
	}
}

// rollReroll adds the dice one by one (the outcomes are additive).
func (m faceModel) rollReroll(n int) joint {
	steps := m.rerollSteps()
	j := newJoint(2*n+1, n+1, n+1)
	j.p[0] = 1
	next := newJoint(2*n+1, n+1, n+1)
	for k := 0; k < n; k++ {
		clear(next.p)
		for h := 0; h <= 2*k; h++ {
			for f := 0; f <= k; f++ {
				for t := 0; t <= k-f; t++ {
					p := j.p[j.at(h, f, t)]
					if p == 0 {
						continue
					}
					for _, st := range steps {
						if st.p != 0 {
							next.p[next.at(h+st.dh, f+st.df, t+st.dt)] += p * st.p
						}
					}
				}
			}
		}
		j, next = next, j
	}
	return j
}

// convolve is the joint distribution of the sums of two independent
// rolls.
func (j joint) convolve(k joint) joint {
	out := newJoint(j.nh+k.nh-1, j.nf+k.nf-1, j.nt+k.nt-1)
	for h1 := 0; h1 < j.nh; h1++ {
		for f1 := 0; f1 < j.nf; f1++ {
			for t1 := 0; t1 < j.nt; t1++ {
				p := j.p[j.at(h1, f1, t1)]
				if p == 0 {
					continue
				}
				for h2 := 0; h2 < k.nh; h2++ {
					for f2 := 0; f2 < k.nf; f2++ {
						for t2 := 0; t2 < k.nt; t2++ {
							q := k.p[k.at(h2, f2, t2)]
							if q != 0 {
								out.p[out.at(h1+h2, f1+f2, t1+t2)] += p * q
							}
						}
					}
				}
			}
		}
	}
	return out
}

// rollGroups is the joint distribution of a roll made of groups whose
// swords are ignored separately (Levy Charge, option 8.13c).
func (m faceModel) rollGroups(groups []int) joint {
	j := m.roll(groups[0])
	for _, g := range groups[1:] {
		j = j.convolve(m.roll(g))
	}
	return j
}
