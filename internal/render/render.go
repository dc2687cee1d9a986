package render

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"text/template"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/templates"
)

// funcs are the template functions; figures come only through Doc.
var funcs = template.FuncMap{"md": Escape, "list": List}

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
func (d *Doc) Loops() loopComparison { return compareLoops(d.file.Asm) }

// String returns the instruction as quoted: address, source line, text.
func (in instruction) String() string {
	return fmt.Sprintf("%#x  %-11s %s", in.Addr, in.Pos, in.Text)
}

// Inputs are the raw files a document is drawn from: the simulation's,
// and the live run's, nil if there is none.
type Inputs struct{ Raw, Live *rawfile.File }

// Execute renders the template name of set for the inputs, as a document
// in folder from, and checks the tables in its output.
func Execute(set *template.Template, name string, in Inputs, l Layout, from string) ([]byte, error) {
	d, err := newDoc(in, l.links(from, in.Raw), l.Path("live.txt"))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := set.ExecuteTemplate(&b, name, d); err != nil {
		return nil, templateError(err)
	}
	if err := verifyTables(b.Bytes(), d.tables); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return b.Bytes(), nil
}

// An Output is one rendered file and its content.
type Output struct {
	Path string
	Data []byte
}

// Results renders every results file drawn from the inputs: the summary,
// the plots, each recording's .hgrm file, if the raw file has one the
// disassembly, and if there is a live run its plot.
func Results(set *template.Template, in Inputs, l Layout) ([]Output, error) {
	f := in.Raw
	summary, err := Execute(set, "summary.md.tmpl", in, l, l.Results)
	if err != nil {
		return nil, err
	}
	names := f.Config.List("recordings")
	hists := make([]histogram, len(names))
	for i, name := range names {
		if hists[i], err = newHistogram(f.DistsOf(name)); err != nil {
			return nil, fmt.Errorf("the %s recording's dist lines: %w", name, err)
		}
	}
	fg, err := readFigures(f)
	if err != nil {
		return nil, err
	}
	plot, err := percentilePlot(names, hists, fg.Caption())
	if err != nil {
		return nil, err
	}
	conns, err := connectionsPlot(f, fg)
	if err != nil {
		return nil, err
	}
	out := []Output{{l.Path("summary.md"), summary}, {l.Path("percentiles.svg"), plot}, {l.Path("connections.svg"), conns}}
	for i, name := range names {
		out = append(out, Output{l.Path(name + ".hgrm"), hists[i].hgrm()})
	}
	if in.Live != nil {
		lv, err := readLive(in.Live, fg)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", l.Path("live.txt"), err)
		}
		svg, err := livePlot(in.Live, lv)
		if err != nil {
			return nil, err
		}
		out = append(out, Output{l.Path("live.svg"), svg})
	}
	if len(f.Asm) > 0 {
		goarch, _ := f.Config.Get("goarch")
		out = append(out, Output{l.Path("sim_" + goarch + ".s"), []byte(strings.Join(f.Asm, "\n") + "\n")})
	}
	return out, nil
}
