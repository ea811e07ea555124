package pdf

import (
	"os/exec"
	"strings"
	"testing"
)

// views/pdf draws from view models: it never reaches for the web framework
// or the database (the handlers build the models).
func TestNoWebOrDatabaseDependency(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range []string{"github.com/gin-gonic/gin", "gorm.io/gorm", "sengoku/handlers", "sengoku/models"} {
			if dep == banned {
				t.Errorf("views/pdf depends on %s", dep)
			}
		}
	}
}
