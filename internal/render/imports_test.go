package render

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "coordinated-omission/"

// imports returns the module's packages that pkg imports, directly or
// through others, from their non-test files.
func imports(t *testing.T, root, pkg string, seen map[string]bool) {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(root, strings.TrimPrefix(pkg, module)))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root, strings.TrimPrefix(pkg, module), e.Name()), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range f.Imports {
			path, _ := strconv.Unquote(spec.Path.Value)
			if strings.HasPrefix(path, module) && !seen[path] {
				seen[path] = true
				imports(t, root, path, seen)
			}
		}
	}
}

// TestRenderingImportsNoMeasurement is the layout's rule: rendering, marker
// splicing and the raw file's package read only the raw file and the
// templates, never the simulation, the machine or the measurement.
func TestRenderingImportsNoMeasurement(t *testing.T) {
	forbidden := []string{module + "sim", module + "sim/cloop", module + "machine", module + "internal/measure", module + "internal/live", module + "cmd/report"}
	for _, pkg := range []string{"internal/render", "internal/readme", "internal/rawfile", "internal/results", "internal/listing", "internal/files", "templates"} {
		seen := map[string]bool{}
		imports(t, "../..", module+pkg, seen)
		for path := range seen {
			if slices.Contains(forbidden, path) {
				t.Errorf("%s imports %s", pkg, path)
			}
		}
	}
	seen := map[string]bool{}
	imports(t, "../..", module+"cmd/report", seen)
	if !seen[module+"sim"] || !seen[module+"internal/render"] {
		t.Errorf("the walk does not see cmd/report's imports: %v", seen)
	}
}

// TestSchemaImportsNoPolicy: the schema holds figures and what a file
// records of a verdict; the judge's policy (internal/verdict) decides it,
// and the schema never imports it. The policy needs nothing of the
// simulation either, so that rendering may import it.
func TestSchemaImportsNoPolicy(t *testing.T) {
	seen := map[string]bool{}
	imports(t, "../..", module+"internal/results", seen)
	if seen[module+"internal/verdict"] {
		t.Error("internal/results imports internal/verdict")
	}
	seen = map[string]bool{}
	imports(t, "../..", module+"internal/verdict", seen)
	for _, not := range []string{"sim", "machine", "internal/measure", "internal/live", "internal/judge", "internal/render"} {
		if seen[module+not] {
			t.Errorf("internal/verdict imports %s", not)
		}
	}
	if !seen[module+"internal/results"] {
		t.Errorf("the walk does not see internal/verdict's imports: %v", seen)
	}
}
