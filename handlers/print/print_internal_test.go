package print

import "testing"

// A JSON field path names the fields as the request writes them: the Go
// names of embedded structs (ArmyInput, bookletOptions) drop out.
func TestJSONPathDropsEmbeddedStructNames(t *testing.T) {
	for in, want := range map[string]string{
		"ArmyInput.Options.distanceScale": "distanceScale",
		"units.0.number":                  "units.0.number",
		"ArmyInput.mountedSamurai":        "mountedSamurai",
		"turns":                           "turns",
		"Name":                            "Name", // nothing left: kept as it was
	} {
		if got := jsonPath(in); got != want {
			t.Errorf("jsonPath(%q) = %q, want %q", in, got, want)
		}
	}
}

// A download's file name keeps letters and digits, folds Italian accents,
// joins the rest with single dashes, and is never empty.
func TestFileSlugIsSafeForADownloadName(t *testing.T) {
	for in, want := range map[string]string{
		"Takeda vanguard":     "takeda-vanguard",
		"Città di Kyōto 1560": "citta-di-ky-to-1560",
		"  --  ":              "sengoku",
		"武田":                  "sengoku",
		"a/b\\c\"d":           "a-b-c-d",
	} {
		if got := fileSlug(in); got != want {
			t.Errorf("fileSlug(%q) = %q, want %q", in, got, want)
		}
	}
}
