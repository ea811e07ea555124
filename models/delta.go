package models

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// A state delta rebuilds one stored campaign state (compact JSON) from the
// one stored before it, so that an export need not repeat the whole state
// for every action: consecutive states differ in a few places (a note
// appended, a flag set, the dice generator moved on).
//
// Both texts are cut into tokens after every , { } [ and ], and the delta
// is a JSON array of operations on the base's tokens, in order:
//
//	n > 0     copy the next n tokens of the base
//	n < 0     skip the next -n tokens of the base
//	"text"    insert text
//
// The operations must use up the base exactly. Tokens are cut from the
// text without looking inside strings: a comma in a note only makes one
// token two, and the rebuilt text is the same byte for byte.

// maxDeltaEdits bounds the work of one diff: beyond it the changed middle
// is stored whole, which is always correct, only longer.
const maxDeltaEdits = 1000

// errDelta is a delta that does not rebuild a state.
var errDelta = errors.New("invalid state delta")

// tokens cuts compact JSON text after every , { } [ and ].
func tokens(s string) []string {
	out := make([]string, 0, len(s)/16+1)
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ',', '{', '}', '[', ']':
			out = append(out, s[start:i+1])
			start = i + 1
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// deltaBuilder collects operations, merging neighbours of the same kind.
type deltaBuilder struct {
	ops []any // int (copy > 0, skip < 0) or string (insert)
	ins strings.Builder
}

func (d *deltaBuilder) flushInsert() {
	if d.ins.Len() > 0 {
		d.ops = append(d.ops, d.ins.String())
		d.ins.Reset()
	}
}

func (d *deltaBuilder) run(n int) { // n > 0 copy, n < 0 skip
	if n == 0 {
		return
	}
	d.flushInsert()
	if k := len(d.ops); k > 0 {
		if last, ok := d.ops[k-1].(int); ok && (last > 0) == (n > 0) {
			d.ops[k-1] = last + n
			return
		}
	}
	d.ops = append(d.ops, n)
}

func (d *deltaBuilder) insert(toks []string) {
	for _, t := range toks {
		d.ins.WriteString(t)
	}
}

// diffStates returns the delta that rebuilds target from base, both compact
// JSON texts.
func diffStates(base, target string) json.RawMessage {
	return diffTokens(tokens(base), tokens(target))
}

// diffTokens is diffStates on texts already cut into tokens.
func diffTokens(a, b []string) json.RawMessage {
	p := 0
	for p < len(a) && p < len(b) && a[p] == b[p] {
		p++
	}
	s := 0
	for s < len(a)-p && s < len(b)-p && a[len(a)-1-s] == b[len(b)-1-s] {
		s++
	}
	var d deltaBuilder
	d.run(p)
	am, bm := a[p:len(a)-s], b[p:len(b)-s]
	if steps, ok := editScript(am, bm, maxDeltaEdits); ok {
		i, j := 0, 0
		for _, st := range steps {
			switch st {
			case 'e':
				d.run(1)
				i, j = i+1, j+1
			case 'd':
				d.run(-1)
				i++
			case 'i':
				d.insert(bm[j : j+1])
				j++
			}
		}
	} else {
		d.run(-len(am))
		d.insert(bm)
	}
	d.run(s)
	d.flushInsert()
	if d.ops == nil {
		d.ops = []any{}
	}
	out, _ := json.Marshal(d.ops) // ints and strings always marshal
	return out
}

// editScript is Myers' O(ND) difference of a and b: one step per token,
// 'e' (equal: both advance), 'd' (delete from a) or 'i' (insert from b).
// It gives up (false) beyond maxD edits.
func editScript(a, b []string, maxD int) ([]byte, bool) {
	n, m := len(a), len(b)
	maxD = min(maxD, n+m)
	off := maxD + 1
	v := make([]int, 2*maxD+3)
	var trace [][]int // v at the start of each round d, for k in -d-1..d+1
	for d := 0; d <= maxD; d++ {
		trace = append(trace, append([]int(nil), v[off-d-1:off+d+2]...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || (k != d && v[off+k-1] < v[off+k+1]) {
				x = v[off+k+1]
			} else {
				x = v[off+k-1] + 1
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x, y = x+1, y+1
			}
			v[off+k] = x
			if x >= n && y >= m {
				return backtrack(trace, n, m), true
			}
		}
	}
	return nil, false
}

func backtrack(trace [][]int, x, y int) []byte {
	var steps []byte
	for d := len(trace) - 1; d >= 0; d-- {
		at := func(k int) int { return trace[d][k+d+1] }
		k := x - y
		prevK := k - 1
		if k == -d || (k != d && at(k-1) < at(k+1)) {
			prevK = k + 1
		}
		prevX := at(prevK)
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			steps = append(steps, 'e')
			x, y = x-1, y-1
		}
		if d > 0 {
			if x == prevX {
				steps = append(steps, 'i')
			} else {
				steps = append(steps, 'd')
			}
		}
		x, y = prevX, prevY
	}
	for i, j := 0, len(steps)-1; i < j; i, j = i+1, j-1 {
		steps[i], steps[j] = steps[j], steps[i]
	}
	return steps
}

// applyDelta rebuilds a state from base and delta; the result may not grow
// beyond limit bytes.
func applyDelta(base string, delta json.RawMessage, limit int) (string, error) {
	var ops []json.RawMessage
	if err := json.Unmarshal(delta, &ops); err != nil {
		return "", fmt.Errorf("%w: not an array", errDelta)
	}
	var out strings.Builder
	pos := 0 // in base, at the start of a token
	for _, op := range ops {
		op = bytes.TrimSpace(op)
		if len(op) > 0 && op[0] == '"' {
			var text string
			if err := json.Unmarshal(op, &text); err != nil {
				return "", fmt.Errorf("%w: bad text", errDelta)
			}
			if out.Len()+len(text) > limit {
				return "", fmt.Errorf("%w: the state grows beyond %d bytes", errDelta, limit)
			}
			out.WriteString(text)
			continue
		}
		n, err := strconv.Atoi(string(op))
		if err != nil || n == 0 {
			return "", fmt.Errorf("%w: bad operation %.20s", errDelta, op)
		}
		end, ok := skipTokens(base, pos, max(n, -n))
		if !ok {
			return "", fmt.Errorf("%w: beyond the end of the state before", errDelta)
		}
		if n > 0 {
			if out.Len()+end-pos > limit {
				return "", fmt.Errorf("%w: the state grows beyond %d bytes", errDelta, limit)
			}
			out.WriteString(base[pos:end])
		}
		pos = end
	}
	if pos != len(base) {
		return "", fmt.Errorf("%w: part of the state before unused", errDelta)
	}
	return out.String(), nil
}

// skipTokens returns where the n > 0 tokens of s from pos end (tokens as
// cut by tokens), or false if s has fewer.
func skipTokens(s string, pos, n int) (int, bool) {
	start := pos
	for i := pos; i < len(s); i++ {
		switch s[i] {
		case ',', '{', '}', '[', ']':
			if n--; n == 0 {
				return i + 1, true
			}
			start = i + 1
		}
	}
	if n == 1 && start < len(s) { // the last token, with no delimiter
		return len(s), true
	}
	return pos, false
}
