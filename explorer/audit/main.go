//go:build js && wasm

// Command audit is -audit in the browser, apart from the explorer's model
// so that the explorer's page loads without it: the page loads it when a
// log is first chosen. It gives the page coAuditStart(name, size),
// coAuditWrite(chunk) and coAuditEnd(), the file streamed to it in
// chunks, read as the command reads a file; then it calls coAuditReady
// and waits for calls. Nothing leaves the page.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"runtime"
	"runtime/debug"
	"syscall/js"

	"coordinated-omission/internal/audit"
)

// An auditView is what the page shows of an audit: the command's printed
// account (its first line, the table, the notes), its picture, or the
// one-line error the command would give.
type auditView struct {
	Text    string `json:"text,omitempty"`
	Picture string `json:"picture,omitempty"`
	Error   string `json:"error,omitempty"`
}

// streaming is the audit under way: the page writes the file's chunks
// into the pipe, which the audit reads as the command reads a file.
var streaming struct {
	w    *io.PipeWriter
	done chan auditView
	buf  []byte // each chunk's bytes, the one buffer reused: a gigabyte's chunks are not garbage
}

// errStopped ends the page's writes once the audit has stopped reading.
var errStopped = errors.New("the audit stopped reading")

func main() {
	limitMemory()
	js.Global().Set("coAuditStart", js.FuncOf(func(_ js.Value, args []js.Value) any {
		name, g := "log", audit.Given{}
		if len(args) > 0 && args[0].String() != "" {
			name = args[0].String()
		}
		if len(args) > 1 && args[1].Type() == js.TypeNumber {
			g.SizeBytes = int64(args[1].Float()) // its requests laid out once
		}
		if streaming.w != nil {
			streaming.w.CloseWithError(errStopped)
			<-streaming.done
		}
		r, w := io.Pipe()
		done := make(chan auditView, 1)
		streaming.w, streaming.done = w, done
		go func() {
			out, err := audit.Run(r, name, audit.Flags{}, g)
			r.CloseWithError(errStopped)
			if err != nil {
				done <- auditView{Error: "-audit " + name + ": " + err.Error()}
				return
			}
			var text bytes.Buffer
			out.Print(&text)
			done <- auditView{Text: text.String(), Picture: string(out.Picture)}
		}()
		return nil
	}))
	// coAuditWrite(chunk) hands the audit the next chunk of the file, a
	// Uint8Array, and says whether it still reads.
	js.Global().Set("coAuditWrite", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if streaming.w == nil || len(args) == 0 {
			return false
		}
		n := args[0].Length()
		if cap(streaming.buf) < n {
			streaming.buf = make([]byte, n)
		}
		b := streaming.buf[:n]
		js.CopyBytesToGo(b, args[0])
		_, err := streaming.w.Write(b) // returns once the audit has read all of b
		return err == nil
	}))
	js.Global().Set("coAuditEnd", js.FuncOf(func(js.Value, []js.Value) any {
		if streaming.w == nil {
			return `{"error":"no audit under way"}`
		}
		streaming.w.Close()
		view := <-streaming.done
		streaming.w = nil
		out, _ := json.Marshal(view)
		return string(out)
	}))
	js.Global().Call("coAuditReady")
	select {}
}

// pageMemoryLimit and pageGCPercent keep the page's heap near what is
// live: a page's memory never shrinks. The page's collector runs on the
// page's one thread, so where the soft limit is below the live heap it
// is held back (at half the time) and the heap grows towards GOGC's
// target: a GOGC of 20 keeps that target a fifth above what is live. On
// a JTL of 945 MB (BenchmarkPageAudit) the page took 1,517 MB at 512
// MiB and the default GOGC; at 512 MiB and a GOGC of 10 to 50, 1,011 to
// 1,355 MB, no nearer to monotone, for where a large array fits among
// the freed ones decides it. On 1.0 GB at 20, 1,135 MB, and 914 MB
// once the requests were read once (their count foretold from the size
// coAuditStart is given) and the plan held no drifts (docs/audit-scale.md).
const (
	pageMemoryLimit = 512 << 20
	pageGCPercent   = 20
)

// limitMemory sets pageMemoryLimit and pageGCPercent, and gives the
// page coAuditMemory(): the memory the audit has taken from the page, in
// bytes, all the Go runtime has taken (runtime.MemStats.Sys), its heap
// and what it has freed.
func limitMemory() {
	debug.SetMemoryLimit(pageMemoryLimit)
	debug.SetGCPercent(pageGCPercent)
	js.Global().Set("coAuditMemory", js.FuncOf(func(js.Value, []js.Value) any {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return float64(m.Sys)
	}))
}
