package rawfile

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/perf/benchfmt"
)

// The comments Write puts before each kind of line.
const (
	runsComment  = "# run 0 is the warmup; every run's figures below were checked against the closed form"
	distsComment = "# the last run's recordings, exactly: arithmetic progressions of samples"
	sweepComment = "# sweeps: each point was checked against the closed form"
	asmComment   = "# the client loops' machine code: go tool objdump of the binary that ran"
)

// Write returns f as text. The configuration and Benchmark lines go
// through benchfmt's Writer, so that benchstat reads them as it wrote them.
func Write(f *File) []byte {
	var b bytes.Buffer
	writeBenchmarks(&b, f)
	section := func(comment string, lines []string) {
		if len(lines) == 0 {
			return
		}
		b.WriteString("\n" + comment + "\n")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	section(runsComment, each(f.Runs, Run.String))
	section(distsComment, each(f.Dists, Dist.String))
	section(sweepComment, each(f.Sweeps, Sweep.String))
	section(asmComment, each(f.Asm, func(l string) string { return strings.TrimRight("asm "+l, " \t") }))
	b.WriteString("\n")
	for _, r := range f.Results {
		fmt.Fprintf(&b, "RESULT %s %s %s\n", r.Key, r.Value, r.Unit)
	}
	b.WriteString(f.Checks.String() + "\n")
	return b.Bytes()
}

// writeBenchmarks writes the configuration, a blank line and the Benchmark
// lines, with every configuration line a file configuration of each result.
func writeBenchmarks(b *bytes.Buffer, f *File) {
	config := make([]benchfmt.Config, len(f.Config))
	for i, kv := range f.Config {
		config[i] = benchfmt.Config{Key: kv.Key, Value: []byte(kv.Value), File: true}
	}
	if len(f.Benchmarks) == 0 { // benchfmt writes configuration only with a result
		for _, kv := range f.Config {
			fmt.Fprintf(b, "%s: %s\n", kv.Key, kv.Value)
		}
		b.WriteString("\n")
		return
	}
	w := benchfmt.NewWriter(b)
	for _, bm := range f.Benchmarks {
		res := &benchfmt.Result{Config: config, Name: benchfmt.Name(bm.Name), Iters: bm.Iters}
		for _, v := range bm.Values {
			res.Values = append(res.Values, benchfmt.Value{Value: v.Value, Unit: v.Unit})
		}
		_ = w.Write(res) // a bytes.Buffer does not fail
	}
}

func each[T any](xs []T, f func(T) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func (fs Fields) String() string {
	parts := make([]string, len(fs))
	for i, kv := range fs {
		parts[i] = kv.Key + "=" + kv.Value
	}
	return strings.Join(parts, " ")
}

func (r Run) String() string {
	return "run " + strconv.Itoa(r.Index) + " " + r.Subject + " " + r.Fields.String()
}

func (d Dist) String() string {
	return fmt.Sprintf("dist %s first-ns=%d step-ns=%d count=%d times=%d", d.Recording, d.FirstNs, d.StepNs, d.Count, d.Times)
}

func (s Sweep) String() string { return "sweep " + s.Name + " " + s.Fields.String() }
