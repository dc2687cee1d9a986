package results

import (
	"strings"
	"testing"
)

// TestExperimentsLines: the experiments' provenance decodes, encodes back
// to itself, and is refused when a line is missing, malformed, or no
// longer hashes to the figures it keys: a hand-edited figure must be
// computed again, not reused.
func TestExperimentsLines(t *testing.T) {
	f, err := randomFile(t, "experiments: computed", "experiments: reused")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	e := s.Config.Experiments
	if e.How != Reused || !strings.HasPrefix(e.Binary, "e3b0c442") || !strings.HasPrefix(e.Digest, "775163e9") {
		t.Errorf("experiments %+v", e)
	}
	if got := s.Config.Fields(); !strings.HasSuffix(got.String(), "experiments=reused") {
		t.Errorf("the configuration does not encode back its experiments' lines:\n%s", got)
	}
	const binary = "experiments-binary: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855\n"
	for _, tc := range []struct{ name, from, to, want string }{
		{"an edited figure", "samples=21848308 value-ns=45153579", "samples=21848309 value-ns=45153579", "a line was edited"},
		{"no binary", binary, "", "but no experiments-binary line"},
		{"a short binary", "binary: e3b0c442", "binary: e3b0c44", "want a sha256 in hex"},
		{"an upper-case binary", "binary: e3b0c442", "binary: E3B0C442", "want a sha256 in hex"},
		{"a short digest", "sha256: 775163e9", "sha256: 775163e", "want a sha256 in hex"},
		{"an unknown way", "experiments: computed", "experiments: cached", `want computed or reused`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := randomFile(t, tc.from, tc.to)
			if err == nil {
				_, err = Decode(f)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// TestExperimentsWithoutGrid: an experiments-binary line in a file with
// no experiments is refused, and a file with neither decodes.
func TestExperimentsWithoutGrid(t *testing.T) {
	f, err := randomFile(t, "sweep grid", "sweep grid")
	if err != nil {
		t.Fatal(err)
	}
	var kept []string
	for _, s := range f.Sweeps {
		if s.Name == "grid" {
			continue
		}
		kept = append(kept, s.Name)
	}
	f.Sweeps = f.Sweeps[:0]
	if _, err := Decode(f); err == nil || !strings.Contains(err.Error(), "none of the fixed experiments, but an experiments-binary line") {
		t.Errorf("error %v, want the lone experiments-binary line refused", err)
	}
	var cfg []string
	for _, kv := range f.Config {
		if !strings.HasPrefix(kv.Key, "experiments") {
			cfg = append(cfg, kv.Key)
		}
	}
	f.Config = f.Config[:0:0]
	g, _ := randomFile(t, "sweep grid", "sweep grid")
	for _, kv := range g.Config {
		if !strings.HasPrefix(kv.Key, "experiments") {
			f.Config = append(f.Config, kv)
		}
	}
	if len(f.Config) != len(cfg) || len(kept) == 0 {
		t.Fatalf("%d configuration lines, want %d", len(f.Config), len(cfg))
	}
	if s, err := Decode(f); err != nil || s.Config.Experiments != (Experiments{}) {
		t.Errorf("a file with no experiments: %v, %+v", err, s)
	}
}
