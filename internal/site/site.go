// Package site builds the explorer as a static folder, publishable as it
// is, and serves it on loopback: the page's own files (package explorer),
// the model built for the browser with the go command (GOOS=js
// GOARCH=wasm, ./explorer/wasm), the audit built so too (./explorer/audit,
// which the page loads only when a log is chosen), and Go's wasm_exec.js
// from the same toolchain, so that they always match. Nothing is fetched
// from a network.
package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"coordinated-omission/explorer"
)

// Wasm is the model's file in the folder, AuditWasm the audit's.
const (
	Wasm      = "explorer.wasm"
	AuditWasm = "audit.wasm"
)

// Names are every file the folder holds.
var Names = append(append([]string{}, explorer.Names...), Wasm, AuditWasm, "wasm_exec.js")

// goCmd runs the go command in dir with env added, and returns its
// standard output, or an error with its standard error's last line.
func goCmd(ctx context.Context, dir string, env []string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
		return nil, fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, lines[len(lines)-1])
	}
	return out, nil
}

// moduleRoot is the folder of the module the go command finds from dir:
// the explorer's model is built from its source.
func moduleRoot(ctx context.Context, dir string) (string, error) {
	out, err := goCmd(ctx, dir, nil, "env", "GOMOD")
	if err != nil {
		return "", fmt.Errorf("-explore builds the page's model with the go command, which it could not run: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("-explore builds the page's model from this project's source: run it inside the repository")
	}
	return filepath.Dir(mod), nil
}

// Build writes the explorer's files into dir, which must exist: the
// page's own, the model built for the browser, and wasm_exec.js.
func Build(ctx context.Context, dir string) error {
	root, err := moduleRoot(ctx, ".")
	if err != nil {
		return err
	}
	for _, name := range explorer.Names {
		data, err := fs.ReadFile(explorer.Files, name)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	for file, pkg := range map[string]string{Wasm: "./explorer/wasm", AuditWasm: "./explorer/audit"} {
		wasm, err := filepath.Abs(filepath.Join(dir, file))
		if err != nil {
			return err
		}
		if _, err := goCmd(ctx, root, []string{"GOOS=js", "GOARCH=wasm"}, "build", "-trimpath", "-o", wasm, pkg); err != nil {
			return err
		}
	}
	out, err := goCmd(ctx, root, nil, "env", "GOROOT")
	if err != nil {
		return err
	}
	goroot := strings.TrimSpace(string(out))
	for _, p := range []string{filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(goroot, "misc", "wasm", "wasm_exec.js")} {
		if data, err := os.ReadFile(p); err == nil {
			return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), data, 0o644)
		}
	}
	return fmt.Errorf("no wasm_exec.js in %s/lib/wasm or %s/misc/wasm", goroot, goroot)
}

// Write builds the explorer into the folder out, which must not exist,
// or be empty, or hold an earlier build and nothing else: it is built in
// a temporary folder beside out, then put in out's place, so that out is
// either the old folder or the new one, never half of either.
func Write(ctx context.Context, out string, w io.Writer) error {
	if entries, err := os.ReadDir(out); err == nil {
		for _, e := range entries {
			if !isOurs(e.Name()) {
				return fmt.Errorf("-out %s: the folder holds %s, which the explorer did not write; give an empty or new folder", out, e.Name())
			}
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("-out %s: %w", out, err)
	}
	parent := filepath.Dir(filepath.Clean(out))
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(out)+".tmp-")
	if err != nil {
		return fmt.Errorf("-out %s: %w", out, err)
	}
	defer os.RemoveAll(tmp)
	if err := Build(ctx, tmp); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	old := tmp + ".old"
	if err := os.Rename(out, old); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("-out %s: %w", out, err)
	}
	if err := os.Rename(tmp, out); err != nil {
		_ = os.Rename(old, out)
		return fmt.Errorf("-out %s: %w", out, err)
	}
	fmt.Fprintf(w, "explorer: wrote %s to %s; serve the folder with any static file server\n", strings.Join(Names, ", "), out)
	return os.RemoveAll(old)
}

func isOurs(name string) bool {
	for _, n := range Names {
		if n == name {
			return true
		}
	}
	return false
}

// Serve builds the explorer into a temporary folder and serves it on
// 127.0.0.1 until ctx ends, having printed its address to w, with query,
// the scenario to open it on ("" for the seed's): "explorer:
// http://127.0.0.1:PORT/?connections=100". It serves the folder's files
// and nothing else.
func Serve(ctx context.Context, w io.Writer, query string) error {
	dir, err := os.MkdirTemp("", "explorer-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := Build(ctx, dir); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	address := "http://" + ln.Addr().String() + "/"
	if query != "" {
		address += "?" + query
	}
	fmt.Fprintf(w, "explorer: %s (stop with Ctrl-C)\n", address)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case <-ctx.Done():
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		return srv.Shutdown(shut)
	case err := <-done:
		return err
	}
}

// Handler serves the explorer's files from dir: / is index.html, the
// model is served as application/wasm, and any other path is 404.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name == "" {
			name = "index.html"
		}
		if !isOurs(name) || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
			http.NotFound(w, r)
			return
		}
		if name == Wasm || name == AuditWasm {
			w.Header().Set("Content-Type", "application/wasm")
		}
		http.ServeFile(w, r, filepath.Join(dir, name))
	})
}
