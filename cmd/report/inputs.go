package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"text/template"

	"coordinated-omission/internal/files"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/readme"
	"coordinated-omission/internal/render"
	"coordinated-omission/internal/results"
)

// inputs are what rendering needs besides the raw file: the README and the
// templates, read before anything is run.
type inputs struct {
	readme    []byte // nil in quick mode, which leaves the README alone
	templates *template.Template
	panel     *rawfile.File // the live panel's file, nil if there is none
	audit     *rawfile.File // the field audit's file, nil if there is none
}

// load reads the README and its template unless in quick mode, which
// renders only the results files.
func (o options) load() (inputs, error) {
	in, err := o.loadTexts()
	if err == nil {
		in.panel, err = o.readOptional(o.panelPath())
	}
	if err == nil && !o.quick {
		in.audit, err = o.readOptional(o.layout().Path(render.FieldAuditFile))
	}
	return in, err
}

// panelPath is the live panel's raw file's path.
func (o options) panelPath() string { return o.layout().Path(render.PanelFile) }

// readOptional reads a raw file that a run may lack (the live panel's,
// the field audit's), or returns nil if there is none.
func (o options) readOptional(path string) (*rawfile.File, error) {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return nil, nil // a results "folder" that is a file is refused later, by name
	}
	return rawfile.ReadFile(path)
}

// loadTexts reads the README and the templates.
func (o options) loadTexts() (inputs, error) {
	if o.quick {
		t, err := render.Templates("", nil)
		return inputs{templates: t}, err
	}
	src, err := files.ReadBounded(o.readme, maxInput)
	if errors.Is(err, fs.ErrNotExist) {
		return inputs{}, fmt.Errorf("-readme %w (the report fills an existing README's results section; it never creates one)", err)
	}
	if err != nil {
		return inputs{}, fmt.Errorf("-readme %w", err)
	}
	if _, err := readme.Find(o.readme, src); err != nil {
		return inputs{}, err
	}
	tmpl, err := files.ReadBounded(o.template, maxInput)
	if err != nil {
		return inputs{}, fmt.Errorf("-template %w", err)
	}
	t, err := render.Templates(o.template, tmpl)
	return inputs{readme: src, templates: t}, err
}

// layout is where the results files go.
func (o options) layout() render.Layout {
	l := render.Layout{Results: o.results}
	if o.quick {
		l.Prefix = "quick-"
	}
	return l
}

// rawPath is the raw file's path.
func (o options) rawPath() string { return o.layout().Path("raw.txt") }

// livePath is the live file's path.
func (o options) livePath() string { return o.layout().Path("live.txt") }

// readLive reads the live file, or returns nil if there is none: a run
// without -live keeps the last live run's file and draws on it.
func (o options) readLive() (*rawfile.File, error) {
	if _, err := os.Lstat(o.livePath()); errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return rawfile.ReadFile(o.livePath())
}

// mode is the raw file's mode line.
func (o options) mode() string {
	if o.quick {
		return results.Quick
	}
	return results.Full
}

// renderAll renders every output drawn from the raw file f and the live
// file lv (nil without a live run): the results files and, unless quick,
// the README with its new section, refusing a section edited by hand
// unless force.
func (o options) renderAll(in inputs, f, lv *rawfile.File, force bool) ([]render.Output, error) {
	l := o.layout()
	outputs, err := render.Results(in.templates, render.Inputs{Raw: f, Live: lv, Panel: in.panel, FieldAudit: in.audit}, l)
	if err != nil || o.quick {
		return outputs, err
	}
	section, err := render.Execute(in.templates, o.template, render.Inputs{Raw: f, Live: lv, Panel: in.panel, FieldAudit: in.audit}, l, filepath.Dir(o.readme))
	if err != nil {
		return nil, err
	}
	newReadme, err := readme.Splice(o.readme, o.template, in.readme, section, force)
	if err != nil {
		return nil, err
	}
	return append(outputs, render.Output{Path: o.readme, Data: newReadme}), nil
}
