package templates

import (
	"io/fs"
	"testing"
	"text/template"
)

// TestTemplatesParse parses every embedded template on its own, with
// stand-ins for the report's functions, so a syntax error is caught here
// and named by file.
var funcs = template.FuncMap{"md": func(string) string { return "" }, "list": func([]string) string { return "" }}

func TestTemplatesParse(t *testing.T) {
	names, err := fs.Glob(FS, "*.tmpl")
	if err != nil || len(names) == 0 {
		t.Fatalf("embedded templates: %v, %v", names, err)
	}
	for _, name := range names {
		if _, err := template.New(name).Funcs(funcs).ParseFS(FS, name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	set := template.Must(template.New("").Funcs(funcs).ParseFS(FS, "*.tmpl"))
	for _, want := range []string{"summary.md.tmpl", "tables"} {
		if set.Lookup(want) == nil {
			t.Errorf("no template %q; README.md.tmpl and the report rely on it", want)
		}
	}
}
