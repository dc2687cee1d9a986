package reqlog

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestNamed: every marker named, the rest of the words kept; a named
// error is still its error to errors.Is; nil stays nil.
func TestNamed(t *testing.T) {
	name := func(s Setting) string { return "-" + strings.Trim(string(s), "⟨⟩") }
	if got := Named("give ⟨format⟩ csv with ⟨send⟩ and ⟨send⟩", name); got != "give -format csv with -send and -send" {
		t.Errorf("Named: %q", got)
	}
	if got := Named("no setting here", name); got != "no setting here" {
		t.Errorf("Named of plain words: %q", got)
	}
	for _, s := range Settings {
		if got := Named(string(s), name); strings.Contains(got, "⟨") {
			t.Errorf("setting %s not named: %q", s, got)
		}
	}
	err := NamedError(ErrFormat, name)
	if !errors.Is(err, ErrFormat) || err.Error() != ErrFormat.Error() {
		t.Errorf("NamedError: %v", err)
	}
	if NamedError(nil, name) != nil {
		t.Error("NamedError(nil) is not nil")
	}
}

// TestReadersNameNoFlag: no reader, here or in coarselog, writes a flag
// of the command's in its words (comments aside): they write a setting's
// marker, which the command names; and every marker they write is a
// setting's.
func TestReadersNameNoFlag(t *testing.T) {
	marker := regexp.MustCompile(`⟨[^⟩]*⟩`)
	for _, dir := range []string{".", "../coarselog"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range strings.Split(string(src), "\n") {
				code, _, _ := strings.Cut(line, "//")
				if strings.Contains(code, `-audit-`) || strings.Contains(code, `-judge-`) {
					t.Errorf("%s:%d names a flag: %s", f, i+1, strings.TrimSpace(line))
				}
				for _, m := range marker.FindAllString(code, -1) {
					if !slices.Contains(Settings, Setting(m)) {
						t.Errorf("%s:%d writes %s, which is no setting's marker", f, i+1, m)
					}
				}
			}
		}
	}
}
