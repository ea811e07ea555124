package handlers_test

import "net/http"

// expectPages checks that each calculator page renders on a fresh visit:
// 200, with the element data-testid names in it once.
func (b *browser) expectPages(testids map[string]string) {
	b.t.Helper()
	for path, testid := range testids {
		res := b.get(path)
		if res.status != http.StatusOK || res.doc(b.t).Find(`[data-testid="`+testid+`"]`).Length() != 1 {
			b.t.Errorf("%s: %d, no %s", path, res.status, testid)
		}
	}
}
