package campaign

import (
	"math"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"sengoku/campaign/geo"
)

// PathD's relative steps, added up, give back every point rounded to a
// whole map unit: rounding never drifts along a long coast.
func TestPathD_RelativeStepsReturnEveryPoint(t *testing.T) {
	r := geo.Ring{{X: 10.04, Y: 20.06}, {X: 10.96, Y: 19.94}, {X: 5.55, Y: 30.45}, {X: 5.55, Y: 30.45}, {X: 0.01, Y: 0.04}, {X: 123.45, Y: 0.05}}
	d := PathD(r)
	if !strings.HasPrefix(d, "M") || !strings.HasSuffix(d, "Z") {
		t.Fatalf("path %q", d)
	}
	body := strings.TrimSuffix(strings.TrimPrefix(d, "M"), "Z")
	head, steps, _ := strings.Cut(body, "l")
	nums := append(splitNums(head), splitNums(steps)...)
	var got [][2]float64
	x, y := nums[0], nums[1]
	got = append(got, [2]float64{x, y})
	for i := 2; i+1 < len(nums); i += 2 {
		x, y = x+nums[i], y+nums[i+1]
		got = append(got, [2]float64{x, y})
	}
	var want [][2]float64
	for i, p := range r {
		q := [2]float64{roundPath(p.X), roundPath(p.Y)}
		if i == 0 || q != want[len(want)-1] {
			want = append(want, q)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%d points from %q, want %d", len(got), d, len(want))
	}
	for i := range want {
		if math.Abs(got[i][0]-want[i][0]) > 1e-6 || math.Abs(got[i][1]-want[i][1]) > 1e-6 {
			t.Errorf("point %d: %v, want %v (path %q)", i, got[i], want[i], d)
		}
	}
}

// splitNums reads SVG numbers separated by spaces or by a minus sign.
func splitNums(s string) []float64 {
	var out []float64
	f := strings.FieldsFunc(strings.ReplaceAll(s, "-", " -"), unicode.IsSpace)
	for _, n := range f {
		v, err := strconv.ParseFloat(n, 64)
		if err != nil {
			panic(err)
		}
		out = append(out, v)
	}
	return out
}

// A region's bridges are jumped over (an "m"), and a region with bridges is
// left open so the bridge back to its start is not drawn either.
func TestRegionD_JumpsOverBridges(t *testing.T) {
	r := geo.Ring{{X: 0, Y: 0}, {X: 10, Y: 0}, {X: 10, Y: 10}, {X: 20, Y: 10}, {X: 20, Y: 20}, {X: 0, Y: 20}}
	if d := RegionD(r, nil); strings.Contains(d, "m") || !strings.HasSuffix(d, "Z") {
		t.Errorf("no bridges: %q", d)
	}
	d := RegionD(r, []int{2, 5})
	if d != "M0 0l10 0 0 10m10 0 0 10-20 0" {
		t.Errorf("bridges 2 and 5: %q", d)
	}
}

// Two bridges in a row (a lone point between them) never leave a command
// without numbers, which would void the whole path.
func TestRegionD_BridgesInARow(t *testing.T) {
	r := geo.Ring{{X: 0, Y: 0}, {X: 10, Y: 0}, {X: 10, Y: 10}, {X: 0, Y: 10}}
	if d := RegionD(r, []int{0, 3}); d != "M0 0m10 0 0 10-10 0" {
		t.Errorf("bridges 0 and 3: %q", d)
	}
}
