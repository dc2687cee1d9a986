package main

import (
	"strings"
	"testing"

	"coordinated-omission/sim"
)

func TestSweepLineRoundTrip(t *testing.T) {
	f, err := parseRaw("testdata/raw.txt", mustRead(t, "testdata/raw.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.sweep) != len(sweepUtilisations)*len(sweepStalls) {
		t.Fatalf("%d sweep points, want %d", len(f.sweep), len(sweepUtilisations)*len(sweepStalls))
	}
	for _, pt := range f.sweep {
		back, err := parseSweep(pt.String())
		if err != nil || back.String() != pt.String() {
			t.Errorf("%q: parsed back as %q, %v", pt, back, err)
		}
	}
}

// TestSweepScenariosAreInTheDomain checks every grid point's period: the
// drain time, rounded up, so that each point is valid, and no longer.
func TestSweepScenariosAreInTheDomain(t *testing.T) {
	for _, stall := range sweepStalls {
		for _, u := range sweepUtilisations {
			sc, err := sweepScenario(u, stall)
			if err != nil {
				t.Fatalf("utilisation %d%%, stall %v: %v", u, stall, err)
			}
			drain, _ := sc.DrainTime()
			if sc.Period < drain || (sc.Period > drain+100_000_000 && sc.Period > 1_000_000_000) {
				t.Errorf("utilisation %d%%, stall %v: period %v for a drain time of %v", u, stall, sc.Period, drain)
			}
		}
	}
}

// TestSweepProseSaysWhereTheDirectionFails renders the README from a raw
// file in which one point's corrected p99 exceeds the open loop's, and
// expects the prose to name that point instead of claiming the direction
// held.
func TestSweepProseSaysWhereTheDirectionFails(t *testing.T) {
	text := string(mustRead(t, "testdata/raw.txt"))
	const from = "open-ns=195100000,199600000 corrected-ns=188100000,198900000"
	if !strings.Contains(text, from) {
		t.Fatalf("testdata/raw.txt has no point %q", from)
	}
	text = strings.Replace(text, from, "open-ns=195100000,199600000 corrected-ns=196100000,198900000", 1)
	f, err := parseRaw("raw.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	set, err := parseTemplates("../../README.md.tmpl", mustRead(t, "../../README.md.tmpl"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := render(set, "../../README.md.tmpl", &doc{raw: f})
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	if strings.Contains(got, "the direction of neither ratio does") {
		t.Error("the prose still claims the direction held everywhere")
	}
	if want := "corrected/open p99 is 1.005 at utilisation 0.5 with a 200ms stall"; !strings.Contains(got, want) {
		t.Errorf("the prose does not say %q", want)
	}
	// The unchanged file says the direction held.
	f, _ = parseRaw("raw.txt", mustRead(t, "testdata/raw.txt"))
	if out, _ := render(set, "../../README.md.tmpl", &doc{raw: f}); !strings.Contains(string(out), "the direction of neither ratio does") {
		t.Error("the prose for the committed sweep does not say the direction held")
	}
}

// TestHgrmFootersMatchResults checks each .hgrm file's footer against the
// RESULT lines of the same run.
func TestHgrmFootersMatchResults(t *testing.T) {
	w := newWorkspace(t, handREADME)
	if _, _, err := w.run(nil, "-reps", "1"); err != nil {
		t.Fatal(err)
	}
	f, err := parseRaw("raw.txt", w.read(t, "results/raw.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range sim.Sets {
		hgrm := string(w.read(t, "results/"+set.String()+".hgrm"))
		maxUs, _ := f.result(set.String() + ".max")
		n, _ := f.result(set.String() + ".n")
		want := "#[Max     = " + strings.Repeat(" ", 12-len(maxUs.value+"0000")) + maxUs.value + "0000, Total count    = " + strings.Repeat(" ", 12-len(n.value)) + n.value + "]\n"
		if !strings.Contains(hgrm, want) {
			t.Errorf("%v.hgrm: no footer %q", set, want)
		}
	}
}
