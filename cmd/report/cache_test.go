package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// The package's tests share one cache folder, whose fixed experiments the
// first default run computes, once, before any other test's run reads it:
// each would otherwise compute them again, in seconds and a GiB or two.
// A test of the cache itself passes a folder of its own in its env. That
// first run's folder is also the good run that goodWorkspace copies.
var (
	cacheOnce sync.Once
	cacheDir  string
	cacheRun  string // the first run's folder, once it passed
)

// warmCache returns the shared cache folder, computing its fixed
// experiments with a default run into a scratch folder the first time.
// A failure leaves the folder empty: each run then computes its own, and
// the test that needed the experiments says what failed.
func warmCache() string {
	cacheOnce.Do(func() {
		dir, err := os.MkdirTemp("", "report-tests-")
		if err != nil {
			panic(fmt.Sprintf("the tests' cache folder: %v", err))
		}
		cacheDir = filepath.Join(dir, "cache")
		tmpl, err := os.ReadFile("../../README.md.tmpl")
		if err != nil {
			return
		}
		if os.WriteFile(filepath.Join(dir, "README.md.tmpl"), tmpl, 0o644) != nil ||
			os.WriteFile(filepath.Join(dir, "README.md"), []byte(handREADME), 0o644) != nil ||
			os.Mkdir(filepath.Join(dir, "results"), 0o755) != nil {
			return
		}
		getenv := func(k string) string {
			if k == "XDG_CACHE_HOME" {
				return cacheDir
			}
			return os.Getenv(k)
		}
		if run([]string{"-reps", "1", "-results", filepath.Join(dir, "results"),
			"-readme", filepath.Join(dir, "README.md"), "-template", filepath.Join(dir, "README.md.tmpl")},
			getenv, io.Discard, io.Discard) == nil {
			cacheRun = dir
		}
	})
	return cacheDir
}

// goodWorkspace returns a workspace with handREADME and the files of a
// default -reps 1 run in it, copied from the one run warmCache made
// rather than made again; a test that needs a run of its own makes one.
func goodWorkspace(t *testing.T) *workspace {
	t.Helper()
	w := newWorkspace(t, handREADME)
	if warmCache(); cacheRun == "" {
		if _, stderr, err := w.run(nil, "-reps", "1"); err != nil {
			t.Fatalf("%v\n%s", err, stderr)
		}
		return w
	}
	for _, name := range append([]string{"README.md"}, resultsIn(t, filepath.Join(cacheRun, "results"))...) {
		b, err := os.ReadFile(filepath.Join(cacheRun, name))
		if err != nil {
			t.Fatal(err)
		}
		mustWrite(t, w.path(name), b)
	}
	return w
}

// resultsIn lists the files of a results folder as "results/NAME".
func resultsIn(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			names = append(names, "results/"+e.Name())
		}
	}
	return names
}

// removeCache removes the shared cache folder, when a test made it.
func removeCache() {
	if cacheDir != "" {
		os.RemoveAll(filepath.Dir(cacheDir))
	}
}
