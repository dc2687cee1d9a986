// Package render turns a raw file into everything a reader sees: the
// template data and the claims the prose rests on, the tables, the plot,
// the .hgrm files and the quotation of the compiled loops. It reads only
// the raw file, which describes itself: which recordings, which
// percentiles, which sweeps. It never imports the simulation or the
// machine description.
package render

import (
	"fmt"
	"path/filepath"
	"strings"

	"coordinated-omission/internal/rawfile"
)

// A Layout says where the rendered files go, so that each links the others.
type Layout struct {
	Results string // the results folder
	Prefix  string // of every file in it: "" for a full run, "quick-" for a quick one
}

// Path returns the path of a results file.
func (l Layout) Path(name string) string { return filepath.Join(l.Results, l.Prefix+name) }

// Links are the results files as a rendered document links them.
type Links struct {
	Plot, Conns, Asm string
	Live, LivePlot   string
	Hgrm             map[string]string // by recording
}

func (l Layout) links(from string, f *rawfile.File) Links {
	rel := func(name string) string {
		target := l.Path(name)
		a, err1 := filepath.Abs(from)
		b, err2 := filepath.Abs(target)
		r, err3 := filepath.Rel(a, b)
		if err1 != nil || err2 != nil || err3 != nil {
			r = target
		}
		return filepath.ToSlash(r)
	}
	goarch, _ := f.Config.Get("goarch")
	links := Links{Plot: rel("percentiles.svg"), Conns: rel("connections.svg"), Asm: rel("sim_" + goarch + ".s"),
		Live: rel("live.txt"), LivePlot: rel("live.svg"), Hgrm: map[string]string{}}
	for _, rec := range f.Config.List("recordings") {
		links.Hgrm[rec] = rel(rec + ".hgrm")
	}
	return links
}

// A Doc is what a template sees: one raw file's figures, the claims decided
// from them, and the links to the other files. Its methods are the only way
// a template reaches a figure.
type Doc struct {
	*Figures
	Claims Claims
	Live   *Live // nil without a live run
	Links  Links
	file   *rawfile.File
	tables []table // rendered so far, for verifyTables
}

// newDoc reads the inputs' figures and decides the claims; livePath names
// the live file in errors.
func newDoc(in Inputs, links Links, livePath string) (*Doc, error) {
	fg, err := readFigures(in.Raw)
	if err != nil {
		return nil, err
	}
	c, err := claims(fg)
	if err != nil {
		return nil, err
	}
	d := &Doc{Figures: fg, Claims: c, Links: links, file: in.Raw}
	if in.Live != nil {
		if d.Live, err = readLive(in.Live, fg); err != nil {
			return nil, fmt.Errorf("%s: %w", livePath, err)
		}
	}
	return d, nil
}

// R returns the RESULT line key: ratios, costs and timings, as written.
func (d *Doc) R(key string) (rawfile.Result, error) {
	if r, ok := d.file.Result(key); ok {
		return r, nil
	}
	return rawfile.Result{}, fmt.Errorf("no RESULT line %q in the raw file", key)
}

// C returns the configuration value of key.
func (d *Doc) C(key string) (string, error) {
	if v, ok := d.file.Config.Get(key); ok {
		return v, nil
	}
	return "", fmt.Errorf("no configuration line %q in the raw file", key)
}

// Hgrm returns the link to a recording's .hgrm file.
func (d *Doc) Hgrm(recording string) (string, error) {
	if l, ok := d.Links.Hgrm[recording]; ok {
		return l, nil
	}
	return "", fmt.Errorf("no recording %q", recording)
}

// Checks is the closing line's count of closed-form checks and runs.
func (d *Doc) Checks() rawfile.Checks { return d.file.Checks }

// List joins items as prose: "a", "a and b", "a, b and c".
func List(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// A rankDiff is a percentile at which the two rank rules pick different samples.
type rankDiff struct {
	Recording, Percentile string
	HalfUp, Ceil          Latency
}

// RankDiffs lists the percentiles at which the rank rules differ.
func (d *Doc) RankDiffs() []rankDiff {
	var out []rankDiff
	for _, rec := range d.Recordings {
		for _, p := range d.Percentiles {
			if h, c := rec.at[p], rec.ceil[p]; h != c {
				out = append(out, rankDiff{Recording: rec.Name, Percentile: p, HalfUp: h, Ceil: c})
			}
		}
	}
	return out
}
