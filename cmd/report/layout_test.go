package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The layout's size rules: small files and small functions.
const (
	maxFileLines = 300
	maxFuncLines = 60
)

// TestLayout checks every non-test Go file of the module against the size
// rules, and that no folder is nested more than two deep but test data.
func TestLayout(t *testing.T) {
	root := "../.."
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			switch {
			case strings.HasPrefix(d.Name(), ".") && rel != ".", d.Name() == "testdata", d.Name() == "bin":
				return filepath.SkipDir
			case strings.Count(rel, string(filepath.Separator)) >= 2:
				t.Errorf("%s is nested more than two folders deep", rel)
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		files++
		checkFile(t, rel, path)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 20 {
		t.Errorf("checked only %d files; the walk is not seeing the module", files)
	}
}

func checkFile(t *testing.T, rel, path string) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(src), "\n"); n > maxFileLines {
		t.Errorf("%s has %d lines, more than %d", rel, n, maxFileLines)
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok || fn.Body == nil {
			continue
		}
		if n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1; n > maxFuncLines {
			t.Errorf("%s: func %s is %d lines, more than %d", rel, fn.Name.Name, n, maxFuncLines)
		}
	}
}

// maxMainLines bounds cmd/report's non-test lines: it orchestrates, and
// what is not orchestration (the lock, the progress bar, the verdict)
// lives in a package of its own.
const maxMainLines = 900

// TestMainIsOrchestration holds cmd/report's non-test Go files to
// maxMainLines lines in all.
func TestMainIsOrchestration(t *testing.T) {
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		lines += strings.Count(string(src), "\n")
	}
	if lines == 0 || lines > maxMainLines {
		t.Errorf("cmd/report has %d non-test lines, want 1 to %d", lines, maxMainLines)
	}
}
