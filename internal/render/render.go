package render

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"text/template"

	"coordinated-omission/internal/listing"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/templates"
)

// funcs are the template functions; figures come only through Doc.
var funcs = template.FuncMap{"md": Escape, "list": listAny}

// Templates parses the embedded templates and, if readmeName is not empty,
// the README template readmeText under that name.
func Templates(readmeName string, readmeText []byte) (*template.Template, error) {
	t := template.New("").Option("missingkey=error").Funcs(funcs)
	if _, err := t.ParseFS(templates.FS, "*.tmpl"); err != nil {
		return nil, templateError(err)
	}
	if readmeName != "" {
		if _, err := t.New(readmeName).Parse(string(readmeText)); err != nil {
			return nil, templateError(err)
		}
	}
	return t, nil
}

// templateError makes a text/template error start with file:line.
func templateError(err error) error {
	return errors.New(strings.TrimPrefix(err.Error(), "template: "))
}

// Loops compares the client loops' machine code in the raw file.
func (d *Doc) Loops() listing.Comparison { return listing.Compare(d.sim.Asm) }

// Inputs are the raw files a document is drawn from: the simulation's,
// and the live run's, the panel's and the field audit's, nil where there
// is none.
type Inputs struct{ Raw, Live, Panel, FieldAudit *rawfile.File }

// inputs are the Inputs decoded, once.
type inputs struct {
	sim     *results.Sim
	figures *Figures
	Live    *results.Live       // nil without a live run
	Panel   *results.Judgements // nil without a panel run
	Audit   *results.Audit      // nil without a field audit
}

// decode decodes the inputs; livePath names the live file in errors.
func decode(in Inputs, livePath string) (*inputs, error) {
	s, fg, err := readFigures(in.Raw)
	if err != nil {
		return nil, err
	}
	out := &inputs{sim: s, figures: fg}
	if in.Live != nil {
		if out.Live, err = results.DecodeLive(in.Live); err != nil {
			return nil, fmt.Errorf("%s: %w", livePath, err)
		}
	}
	if in.Panel != nil {
		if out.Panel, err = verdict.Decode(in.Panel); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(filepath.Dir(livePath), PanelFile), err)
		}
	}
	if in.FieldAudit != nil {
		if out.Audit, err = results.DecodeAudit(in.FieldAudit); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(filepath.Dir(livePath), FieldAuditFile), err)
		}
	}
	return out, nil
}

// Execute renders the template name of set for the inputs, as a document
// in folder from, and checks the tables in its output.
func Execute(set *template.Template, name string, in Inputs, l Layout, from string) ([]byte, error) {
	dec, err := decode(in, l.Path(liveFile))
	if err != nil {
		return nil, err
	}
	return execute(set, name, dec, l, from)
}

func execute(set *template.Template, name string, in *inputs, l Layout, from string) ([]byte, error) {
	d := newDoc(in, l.links(from, in.sim))
	var b bytes.Buffer
	if err := set.ExecuteTemplate(&b, name, d); err != nil {
		return nil, templateError(err)
	}
	if err := verifyTables(b.Bytes(), d.tables); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return b.Bytes(), nil
}

// An Output is one rendered file and its content, or a file that must
// not exist: Absent, a picture with nothing to draw, whose old copy a
// write removes and -check calls stale.
type Output struct {
	Path   string
	Data   []byte
	Absent bool
}

// The results files render writes, beside each recording's .hgrm file.
const (
	summaryFile  = "summary.md"
	plotFile     = "percentiles.svg"
	connsFile    = "connections.svg"
	liveFile     = "live.txt" // the live run's raw file, which render reads and links
	livePlotFile = "live.svg"
	// PanelFile is the live panel's raw file, and panelPlotFile its picture.
	PanelFile     = "generators.txt"
	panelPlotFile = "generators.svg"
	asmPattern    = "sim_*.s"
	// the random model's pictures: Schroeder's comparison and the grid
	thinkPlotFile = "think.svg"
	gridPlotFile  = "grid.svg"
)

func hgrmFile(recording string) string { return recording + ".hgrm" }

func asmFile(s *results.Sim) string {
	goarch, _ := s.Config.Machine.Get("goarch")
	return "sim_" + goarch + ".s"
}

// Files are the paths of every file Results may write in l: the summary,
// the plots, each recording's .hgrm file, the random scenario's log, and
// the disassemblies and random designs' .hgrm files there now.
func (l Layout) Files() []string {
	paths := []string{l.Path(summaryFile), l.Path(plotFile), l.Path(connsFile), l.Path(livePlotFile), l.Path(panelPlotFile),
		l.Path(thinkPlotFile), l.Path(gridPlotFile), l.Path(randomLogFile), l.Path(randomPlotFile)}
	for _, rec := range results.Recordings {
		paths = append(paths, l.Path(hgrmFile(rec)))
	}
	asm, _ := filepath.Glob(l.Path(asmPattern))
	hgrm, _ := filepath.Glob(l.Path(randomHgrmPattern))
	return append(append(paths, asm...), hgrm...)
}

// Results renders every results file drawn from the inputs: the summary,
// the plots, each recording's .hgrm file, if the raw file has one the
// disassembly, and if there is a live run its plot.
func Results(set *template.Template, in Inputs, l Layout) ([]Output, error) {
	dec, err := decode(in, l.Path(liveFile))
	if err != nil {
		return nil, err
	}
	summary, err := execute(set, "summary.md.tmpl", dec, l, l.Results)
	if err != nil {
		return nil, err
	}
	s, fg := dec.sim, dec.figures
	names := make([]string, len(s.Recordings))
	hists := make([]histogram, len(s.Recordings))
	for i, rec := range s.Recordings {
		names[i] = rec.Name
		if hists[i], err = newHistogram(rawfile.DistsOf(s.Dists, rec.Name)); err != nil {
			return nil, fmt.Errorf("the %s recording's dist lines: %w", rec.Name, err)
		}
	}
	subject := "one server timeline, three recordings"
	if fg.RTT > 0 { // the closed loop walks its own
		subject = "the open and closed timelines, three recordings"
	}
	plot, err := percentilePlot(names, hists, fg.Caption(), subject)
	if err != nil {
		return nil, err
	}
	conns, err := connectionsPlot(s.Conns, fg)
	if err != nil {
		return nil, err
	}
	out := []Output{{Path: l.Path(summaryFile), Data: summary}, {Path: l.Path(plotFile), Data: plot}, {Path: l.Path(connsFile), Data: conns}}
	for i, name := range names {
		out = append(out, Output{Path: l.Path(hgrmFile(name)), Data: hists[i].hgrm()})
	}
	if dec.Live != nil {
		svg, err := livePlot(dec.Live.Curve, readLive(dec.Live, fg))
		if err != nil {
			return nil, err
		}
		out = append(out, Output{Path: l.Path(livePlotFile), Data: svg})
	}
	panel, err := panelOutputs(dec.Panel, l)
	if err != nil {
		return nil, err
	}
	random, err := randomPlots(s, l)
	if err != nil {
		return nil, err
	}
	scenario, err := randomOutputs(s, l)
	if err != nil {
		return nil, err
	}
	out = append(append(append(out, panel...), random...), scenario...)
	if len(s.Asm) > 0 {
		out = append(out, Output{Path: l.Path(asmFile(s)), Data: []byte(strings.Join(s.Asm, "\n") + "\n")})
	}
	return out, nil
}

// panelOutputs is the panel's picture, if a panel run drew one; a panel
// that ran no tool has no picture, and keeps no stale one.
func panelOutputs(panel *results.Judgements, l Layout) ([]Output, error) {
	switch p := panelOf(panel); {
	case p != nil && p.Drawn > 0:
		svg, err := panelPlot(p)
		if err != nil {
			return nil, err
		}
		return []Output{{Path: l.Path(panelPlotFile), Data: svg}}, nil
	case p != nil:
		return []Output{{Path: l.Path(panelPlotFile), Absent: true}}, nil
	}
	return nil, nil
}
