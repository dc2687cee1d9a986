// Package render turns the raw files into everything a reader sees: the
// template data and the claims the prose rests on, the tables, the plots,
// the .hgrm files and the quotation of the compiled loops. It reads only
// the records that the schema (internal/results) decodes from the raw
// files, and never builds a key; it never imports the simulation, the
// measurement or the machine description.
package render

import (
	"fmt"
	"path/filepath"
	"strings"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
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
	Summary          string // the full results
	Live, LivePlot   string
	Panel, PanelPlot string
	Think, Grid      string            // the random model's pictures
	Hgrm             map[string]string // by recording
	// the random scenario's log, picture, and .hgrm files by design
	RandomLog, RandomPlot string
	RandomHgrm            map[string]string
}

func (l Layout) links(from string, s *results.Sim) Links {
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
	links := Links{Plot: rel(plotFile), Summary: rel(summaryFile), Conns: rel(connsFile), Asm: rel(asmFile(s)),
		Live: rel(liveFile), LivePlot: rel(livePlotFile), Panel: rel(PanelFile), PanelPlot: rel(panelPlotFile),
		Think: rel(thinkPlotFile), Grid: rel(gridPlotFile), Hgrm: map[string]string{}}
	for _, rec := range s.Recordings {
		links.Hgrm[rec.Name] = rel(hgrmFile(rec.Name))
	}
	links.RandomLog, links.RandomPlot, links.RandomHgrm = rel(randomLogFile), rel(randomPlotFile), map[string]string{}
	for _, d := range s.Random {
		links.RandomHgrm[d.Design] = rel(randomHgrmFile(d.Design))
	}
	return links
}

// A Doc is what a template sees: one raw file's figures, the claims decided
// from them, and the links to the other files. Its methods are the only way
// a template reaches a figure.
type Doc struct {
	*Figures
	Claims Claims
	Live   *Live  // nil without a live run
	Panel  *Panel // nil without a panel run
	// FieldAudit is the audit of a JMeter results file written from a
	// workload, nil without one.
	FieldAudit *FieldAudit
	Links      Links
	sim        *results.Sim
	tables     []table // rendered so far, for verifyTables
}

// newDoc makes the document of the decoded inputs and decides the claims.
func newDoc(in *inputs, links Links) *Doc {
	d := &Doc{Figures: in.figures, Claims: claims(in.figures), Links: links, sim: in.sim}
	if in.Live != nil {
		d.Live = readLive(in.Live, in.figures)
	}
	if in.Panel != nil {
		d.Panel = readPanel(in.Panel)
	}
	if in.Audit != nil {
		d.FieldAudit = &FieldAudit{a: in.Audit}
	}
	return d
}

// Hgrm returns the link to a recording's .hgrm file.
func (d *Doc) Hgrm(recording string) (string, error) {
	if l, ok := d.Links.Hgrm[recording]; ok {
		return l, nil
	}
	return "", fmt.Errorf("no recording %q", recording)
}

// Checks is the closing line's count of closed-form checks and runs.
func (d *Doc) Checks() rawfile.Checks { return d.sim.Checks }

// Mode is the run's mode: full or quick.
func (d *Doc) Mode() string { return d.sim.Config.Mode }

// List joins items as prose: "a", "a and b", "a, b and c". It takes a
// slice of strings or of levels.
func List[T ~string](items []T) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return string(items[0])
	}
	s := make([]string, len(items)-1)
	for i, it := range items[:len(items)-1] {
		s[i] = string(it)
	}
	return strings.Join(s, ", ") + " and " + string(items[len(items)-1])
}

// listAny is List for a template, which cannot call a generic function.
func listAny(items any) (string, error) {
	switch v := items.(type) {
	case []string:
		return List(v), nil
	case []Level:
		return List(v), nil
	}
	return "", fmt.Errorf("list: want a list of words, got %T", items)
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
				out = append(out, rankDiff{Recording: rec.Name, Percentile: string(p), HalfUp: h, Ceil: c})
			}
		}
	}
	return out
}
