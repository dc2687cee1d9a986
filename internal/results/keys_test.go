package results

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// keyPrefixes start every RESULT key of a raw or a live file, and
// keyFragments stand inside one: a string literal with either is a key, or
// a piece of one, spelled outside the schema.
var (
	keyPrefixes = []string{Closed + ".", Open + ".", Corrected + ".", "live.", "ratio.", "cost.", "clock.", "time.",
		"stalls.", "end.", "checks.", "sweep.", ConnectionsSweep + ".", ExamplesSweep + ".", "judge.", "run-"}
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

// keyCalls are the calls whose first argument, in this package, is a key
// or the part of one that names a field: the writer's and the reader's.
var keyCalls = map[string]bool{"add": true, "count": true, "micros": true, "flag": true, "rangeOf": true, "decimal": true, "text": true,
	"float": true, "has": true, "list": true, "positive": true, "duration": true, "quoted": true, "quotedList": true, "k": true, "kv": true,
	"c": true, "judgeKey": true, "judgeConfig": true, "phaseKey": true, "Get": true, "whole": true, "integer": true, "latency": true,
	"microsField": true, "countField": true, "intField": true, "decimalField": true, "quotedWord": true, "listWord": true, "durationWord": true,
	"oneSweep": true, "textSweep": true, "durationSweep": true, "wholeSweep": true, "integerSweep": true, "field": true, "atLevel": true,
	"costKey": true, "ratioField": true, "key": true, "levelKey": true}

// tableFunc reports whether a function is a record's table, which its
// writer and its reader both walk: fields, words, figures, and those
// whose names end so. A word may name a figure in several records'
// tables ("stall", "wall"), but never elsewhere.
func tableFunc(name string) bool {
	for _, suffix := range []string{"fields", "Fields", "words", "Words", "figures"} {
		if strings.HasSuffix(name, suffix) {
			return true
		}
	}
	return false
}

// spelledTwice returns each key, or field of one, that this package's
// non-test files in dir spell as a literal in more than one place, one of
// them outside a record's table: a record's keys are spelled once, in the
// table that drives both its writer and its reader.
func spelledTwice(t *testing.T, dir string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	type place struct {
		at    string
		table bool
	}
	places := map[string]map[string]place{} // literal → position → place
	fset := token.NewFileSet()
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			table := false
			if fn, ok := decl.(*ast.FuncDecl); ok {
				table = tableFunc(fn.Name.Name)
			}
			lit := func(e ast.Expr) {
				if b, ok := e.(*ast.BasicLit); ok && b.Kind == token.STRING {
					s, _ := strconv.Unquote(b.Value)
					if places[s] == nil {
						places[s] = map[string]place{}
					}
					at := fset.Position(b.Pos()).String()
					places[s][at] = place{at, table}
				}
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BasicLit: // a key, or a key's start, anywhere
					if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && keyLike(s) {
						lit(n)
					}
				case *ast.CompositeLit: // a table's row: word{"key", …}
					if id, ok := n.Type.(*ast.Ident); ok && (id.Name == "word" || id.Name == "ratio") && len(n.Elts) > 0 {
						lit(n.Elts[0])
					}
				case *ast.CallExpr:
					name := ""
					switch fn := n.Fun.(type) {
					case *ast.Ident:
						name = fn.Name
					case *ast.SelectorExpr:
						name = fn.Sel.Name
					}
					if keyCalls[name] && len(n.Args) > 0 {
						lit(n.Args[0])
					}
				case *ast.KeyValueExpr:
					if id, ok := n.Key.(*ast.Ident); ok && id.Name == "Key" {
						lit(n.Value)
					}
				}
				return true
			})
		}
	}
	var twice []string
	for s, at := range places {
		var all []string
		outside := false
		for _, p := range at {
			all = append(all, p.at)
			outside = outside || !p.table
		}
		if len(all) > 1 && outside {
			slices.Sort(all)
			twice = append(twice, fmt.Sprintf("%q spelled %d times: %s", s, len(all), strings.Join(all, ", ")))
		}
	}
	slices.Sort(twice)
	return twice
}

// TestKeysAreSpelledOnce: within the schema, no key is spelled twice.
func TestKeysAreSpelledOnce(t *testing.T) {
	for _, s := range spelledTwice(t, ".") {
		t.Error(s)
	}
}

// TestSpelledTwiceFinds: the check finds a key that a writer and a reader
// each spell, and passes one that a record's table spells once, or that
// two records' tables each name.
func TestSpelledTwiceFinds(t *testing.T) {
	dir := t.TempDir()
	src := `package results

func (r *Rec) encode(l *resultList) { l.count(r.key("n"), r.N, "samples") }

func (rd *reader) rec() Rec { return Rec{N: rd.count("closed.n", "samples")} }

func (r *Rec) fields() []field { return []field{countField("sum", "ns", &r.Sum)} }

func (p *Other) fields() []field { return []field{countField("sum", "ns", &p.Sum)} }

func (r *Rec) lines() { l.add("closed.n", "1", "x") }
`
	if err := writeFile(filepath.Join(dir, "bad.go"), src); err != nil {
		t.Fatal(err)
	}
	got := spelledTwice(t, dir)
	if len(got) != 1 || !strings.HasPrefix(got[0], `"closed.n" spelled 2 times`) {
		t.Errorf("found %q, want only \"closed.n\" twice", got)
	}
}
