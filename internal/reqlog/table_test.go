package reqlog

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// tsv is a format that only this test knows: "sent_ns<TAB>latency_ns<TAB>ok"
// lines under a "tsv:sent,latency,ok" header. Adding it to the readers takes this type
// and one row: nothing else.
type tsv struct{}

func (tsv) header(first string) (bool, error) { return first == "tsv:sent,latency,ok", nil }

func (tsv) line(l string) (sample, rowKind, error) {
	f := strings.Split(l, "\t")
	if len(f) != 3 {
		return sample{}, rowOther, fmt.Errorf("want 3 tab-separated columns, got %d", len(f))
	}
	send, err := integer(f[0], "the send")
	if err != nil {
		return sample{}, rowOther, err
	}
	lat, err := integer(f[1], "the latency")
	if err != nil {
		return sample{}, rowOther, err
	}
	return sample{SendNs: send, LatencyNs: lat, Conn: NoConn}, failedIf(f[2] != "ok"), nil
}

var tsvFormat = format{name: "tsv", tells: prefix("tsv:sent,latency,ok"), lines: lineFormat(func() lineReader { return tsv{} }), resolutionNs: 1000, notes: note("a tsv log names no connection")}

// TestAFormatIsOneRow: a format added by its reader and one row of the
// table is recognised, read, named in the errors, and finished as every
// other: its note, its clock, and, all its requests failed, the note
// and the labels every reader's log gets.
func TestAFormatIsOneRow(t *testing.T) {
	table := append(slices.Clone(formatTable), tsvFormat)
	in := "tsv:sent,latency,ok\n1000\t5000\tok\n2000\t7000\tok\n"
	log, err := readWith(table, strings.NewReader(in), Reading{})
	if err != nil {
		t.Fatal(err)
	}
	if log.Format != "tsv" || len(log.Requests) != 2 || log.Requests[1] != (Request{SendNs: 2000, LatencyNs: 7000, Conn: NoConn}) || log.ResolutionNs != 1000 {
		t.Errorf("read as %q: %+v, clock %d", log.Format, log.Requests, log.ResolutionNs)
	}
	if !slices.Contains(log.Notes, "a tsv log names no connection") || !slices.Equal(log.Labels, []string{""}) {
		t.Errorf("notes %q, labels %q", log.Notes, log.Labels)
	}
	failed, err := readWith(table, strings.NewReader("tsv:sent,latency,ok\n1000\t5000\terr\n2000\t7000\terr\n"), Reading{Format: "tsv"})
	if err != nil || failed.Failed != 2 || !slices.ContainsFunc(failed.Notes, func(n string) bool { return strings.Contains(n, "every request in the log failed") }) {
		t.Errorf("all failed: %v, %+v", err, failed)
	}
	if _, err := readWith(formatTable, strings.NewReader(in), Reading{Format: "tsv"}); err == nil || !strings.Contains(err.Error(), `⟨format⟩ "tsv": want one of`) {
		t.Errorf("without its row: %v", err)
	}
	if _, err := readWith(table, strings.NewReader("nothing known\n"), Reading{}); err == nil || !strings.Contains(err.Error(), "tsv") {
		t.Errorf("the error of a log in no format names every format, tsv too: %v", err)
	}
}

// TestEveryRowIsWhole: every row reads (by lines or whole) or says why
// not, and Formats is every row not refused, once.
func TestEveryRowIsWhole(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range formatTable {
		if seen[f.name] {
			t.Errorf("%q has two rows", f.name)
		}
		seen[f.name] = true
		if (f.lines != nil) == (f.whole != nil) && f.refused == "" {
			t.Errorf("%q: want a line reader or a whole reader, one of them", f.name)
		}
		if f.refused != "" && slices.Contains(Formats, f.name) || f.refused == "" && !slices.Contains(Formats, f.name) {
			t.Errorf("%q: refused %q, in Formats %v", f.name, f.refused, slices.Contains(Formats, f.name))
		}
	}
}

// TestDocsListEveryRow: docs/audit-formats.md's table has a row for every
// format -audit-format takes, with the clock the table gives it where the
// table gives one, and no row for a format no reader takes (Artillery 1.x
// is read by internal/coarselog into a per-request log).
func TestDocsListEveryRow(t *testing.T) {
	doc, err := os.ReadFile("../../docs/audit-formats.md")
	if err != nil {
		t.Fatal(err)
	}
	clock := map[string]string{}
	for _, line := range strings.Split(string(doc), "\n") {
		if line == "" || strings.HasPrefix(line, "## Logs of intervals") && len(clock) > 0 {
			if len(clock) > 0 {
				break
			}
			continue
		}
		cells := strings.Split(line, "|")
		if len(cells) < 8 || !strings.HasPrefix(strings.TrimSpace(cells[1]), "`") || strings.Contains(cells[1], "-audit-format") {
			continue
		}
		clock[strings.Trim(strings.TrimSpace(cells[1]), "`")] = strings.TrimSpace(cells[6])
	}
	for _, f := range formatTable {
		if f.refused != "" {
			continue
		}
		c, ok := clock[f.name]
		if !ok {
			t.Errorf("docs/audit-formats.md has no row for %q", f.name)
			continue
		}
		if want := docsClock(f.resolutionNs); f.resolutionNs > 0 && !strings.HasPrefix(c, want) {
			t.Errorf("docs/audit-formats.md gives %q a clock of %q, the table %q", f.name, c, want)
		}
	}
	for name := range clock {
		if _, ok := row(formatTable, name); !ok && name != "artillery" {
			t.Errorf("docs/audit-formats.md has a row for %q, which no reader takes", name)
		}
	}
}

// docsClock is a clock as the docs write it.
func docsClock(ns int64) string {
	switch {
	case ns >= 1e5:
		return fmt.Sprintf("%g ms", float64(ns)/1e6)
	case ns >= 1e3:
		return fmt.Sprintf("%g µs", float64(ns)/1e3)
	}
	return fmt.Sprintf("%d ns", ns)
}

// TestEmptyGatlingBinGiven: an empty file given as Gatling's binary log
// is refused as empty, not as text.
func TestEmptyGatlingBinGiven(t *testing.T) {
	_, err := Read(strings.NewReader(""), FormatGatlingBin, Generic{})
	if err == nil || strings.Contains(err.Error(), "this is text") {
		t.Errorf("an empty file given as gatling-bin: %v", err)
	}
}
