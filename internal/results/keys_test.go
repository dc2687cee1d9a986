package results

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// keyPrefixes start every RESULT key of a raw or a live file, and
// keyFragments stand inside one: a string literal with either is a key, or
// a piece of one, spelled outside the schema.
var (
	keyPrefixes = []string{Closed + ".", Open + ".", Corrected + ".", "live.", "ratio.", "cost.", "clock.", "time.",
		"stalls.", "end.", "checks.", "sweep.", ConnectionsSweep + ".", ExamplesSweep + "."}
	keyFragments = []string{"." + slowKey, ".ceil.", ".delayed", ".share-pct", ".over_", ".max_over", ".schedule_error", ".added_per_stall"}
)

// fileName matches a results file's name, which is no key: live.txt.
var fileName = regexp.MustCompile(`^[a-z_-]+\.(txt|svg|hgrm|md|s)$`)

// keyLike reports whether the text of a string literal is, or builds, a key.
func keyLike(s string) bool {
	if fileName.MatchString(s) {
		return false
	}
	for _, p := range keyPrefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	for _, f := range keyFragments {
		if strings.Contains(s, f) {
			return true
		}
	}
	return false
}

// keyFormat reports whether a format string builds a dotted key from its
// arguments, as "%v.p%v" and "%s.%s-ns" did.
func keyFormat(s string) bool {
	for _, verb := range []string{"%v", "%s", "%d"} {
		if strings.Contains(s, verb+".") && !strings.Contains(s, verb+". ") && !strings.HasSuffix(s, verb+".") ||
			strings.Contains(s, "."+verb) || strings.Contains(s, ".p"+verb) {
			return true
		}
	}
	return false
}

// spelledKeys returns, for every non-test Go file under root outside this
// package and rawfile, each place that spells a RESULT key: a key-like
// string literal, a format that builds a dotted key, a rawfile.Result
// composite literal, or a look-up of a RESULT line by key.
func spelledKeys(t *testing.T, root string) []string {
	t.Helper()
	var found []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		switch {
		case d.IsDir() && (strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata"):
			return filepath.SkipDir
		case d.IsDir(), !strings.HasSuffix(path, ".go"), strings.HasSuffix(path, "_test.go"):
			return nil
		case filepath.Dir(rel) == filepath.Join("internal", "results"), filepath.Dir(rel) == filepath.Join("internal", "rawfile"):
			return nil
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		at := func(n ast.Node, what string) { found = append(found, fset.Position(n.Pos()).String()+": "+what) }
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && keyLike(s) {
					at(n, "a RESULT key literal "+n.Value)
				}
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && len(n.Args) > 0 {
					if lit, ok := n.Args[0].(*ast.BasicLit); ok && strings.HasPrefix(sel.Sel.Name, "Sprint") {
						if s, err := strconv.Unquote(lit.Value); err == nil && keyFormat(s) {
							at(n, "a key built with "+sel.Sel.Name+" "+lit.Value)
						}
					}
					if sel.Sel.Name == "Result" {
						at(n, "a RESULT line looked up by key")
					}
				}
			case *ast.CompositeLit:
				if sel, ok := n.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Result" {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "rawfile" {
						at(n, "a rawfile.Result built by hand")
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// TestKeysAreSpelledHereOnly is the schema's rule: no package but this one
// (and rawfile, the syntax it writes with) spells a RESULT key. Tests may:
// they tamper with files on purpose.
func TestKeysAreSpelledHereOnly(t *testing.T) {
	for _, place := range spelledKeys(t, "../..") {
		t.Error(place)
	}
}

// TestKeyWalkFinds: the walk finds each kind of spelling it refuses, in a
// package of its own made for the test.
func TestKeyWalkFinds(t *testing.T) {
	dir := t.TempDir()
	src := `package render

import "fmt"

var key = "closed.p99"

func f(level string) string { return fmt.Sprintf("%v.p%v", "open", level) + "x.above_1ms" }
`
	if err := writeFile(filepath.Join(dir, "internal", "render", "bad.go"), src); err != nil {
		t.Fatal(err)
	}
	if err := writeFile(filepath.Join(dir, "internal", "render", "ok.go"), "package render\n\nvar s = fmt.Sprintf(\"%.2f µs, or %v.\", 1.5, 2)\n"); err != nil {
		t.Fatal(err)
	}
	got := spelledKeys(t, dir)
	if len(got) != 3 || !strings.Contains(got[0], `"closed.p99"`) || !strings.Contains(got[1], "Sprintf") || !strings.Contains(got[2], "above_1ms") {
		t.Errorf("found %d: %q", len(got), got)
	}
	for _, tc := range []struct {
		s    string
		want bool
	}{{"%v.p%v", true}, {"%s.%s-ns", true}, {"%.2f", false}, {"done in %v.", false}, {"%v. Next", false}, {"p%v", false}} {
		if keyFormat(tc.s) != tc.want {
			t.Errorf("keyFormat(%q) = %v", tc.s, !tc.want)
		}
	}
}

func writeFile(path, text string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}
