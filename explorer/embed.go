// Package explorer holds the explorer's page: its HTML, script and
// styles, which the report serves or writes beside the WebAssembly build
// of the model (./explorer/wasm) and Go's wasm_exec.js.
package explorer

import "embed"

// Files are the page's own files.
//
//go:embed index.html app.js style.css
var Files embed.FS

// Names are Files' names, in the order the report writes them.
var Names = []string{"index.html", "app.js", "style.css"}
