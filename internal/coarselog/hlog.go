package coarselog

import (
	"bufio"
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// hlogLine is an interval line of HdrHistogram's interval log, as
// HistogramLogWriter writes it: [Tag=NAME,]start,length,max,payload, the
// times in seconds (from the log's base time), the max in ms as the
// writer's maxValueUnitRatio makes it, the payload a compressed
// histogram in base64 (its cookie encodes as HIST…).
var hlogLine = regexp.MustCompile(`^(?:Tag=([^,]*),)?([0-9]+(?:\.[0-9]*)?),([0-9]+(?:\.[0-9]*)?),([0-9]+(?:\.[0-9]*)?),(HIST[A-Za-z0-9+/=]+)\s*$`)

// isHlog reports whether head opens an HdrHistogram interval log: its
// comments ("#[Histogram log format version", "#[StartTime:") or its
// first interval line.
func isHlog(head []byte, first string) bool {
	h := string(head[:min(len(head), 4096)])
	return strings.Contains(h, "#[Histogram log format version") || strings.HasPrefix(strings.TrimSpace(h), "#[StartTime:") ||
		strings.HasPrefix(strings.TrimSpace(h), "#[BaseTime:") || hlogLine.MatchString(first)
}

// readHlog reads an interval log: each line one interval's histogram of
// the latencies recorded in it, of one tag (label, "" for the untagged).
// Its values are taken as ns, HdrHistogram's convention, which the max
// column confirms or corrects: a writer whose values are µs writes the
// max in ms at a ratio of 1,000. A log names no users.
func readHlog(br *bufio.Reader, label string) (*coarse.Log, error) {
	sc := bufio.NewScanner(br)
	sc.Buffer(make([]byte, 64<<10), reqlog.MaxLineBytes)
	l := &coarse.Log{Tool: "HdrHistogram", Format: FormatHlog, Arrivals: coarse.Unknown, ResolutionNs: 1}
	var startSec, baseSec float64
	var sawStart, sawBase bool
	tags := map[string]bool{}
	unitNs := int64(0)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		switch {
		case text == "":
			continue
		case strings.HasPrefix(text, "#[StartTime:"):
			startSec, sawStart = leadingSeconds(strings.TrimPrefix(text, "#[StartTime:")), true
			continue
		case strings.HasPrefix(text, "#[BaseTime:"):
			baseSec, sawBase = leadingSeconds(strings.TrimPrefix(text, "#[BaseTime:")), true
			continue
		case strings.HasPrefix(text, "#"), strings.HasPrefix(text, `"StartTimestamp"`):
			continue
		}
		m := hlogLine.FindStringSubmatch(text)
		if m == nil {
			return nil, fmt.Errorf("%w: %w", ErrFormat, &reqlog.ParseError{Line: n, Text: clip(text), Err: errors.New("not an interval of HdrHistogram's log ([Tag=NAME,]start,length,max,HIST…)")})
		}
		tags[m[1]] = true
		if m[1] != label {
			continue
		}
		if !sawBase {
			// as HistogramLogReader: times over a year before the start
			// time are from it, others absolute
			if at, _ := strconv.ParseFloat(m[2], 64); sawStart && at < startSec-365*24*3600 {
				baseSec = startSec
			}
			sawBase = true
		}
		if len(l.Intervals) == maxIntervals {
			return nil, fmt.Errorf("%w: more than %d intervals", ErrFormat, maxIntervals)
		}
		iv, unit, err := hlogInterval(m, baseSec)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrFormat, &reqlog.ParseError{Line: n, Err: err})
		}
		if unitNs == 0 {
			unitNs = unit
		}
		l.Intervals = append(l.Intervals, iv)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrFormat, err)
	}
	return hlogDone(l, tags, label, unitNs)
}

// hlogDone checks an interval log's intervals of the tag asked for, and
// puts its values in ns.
func hlogDone(l *coarse.Log, tags map[string]bool, label string, unitNs int64) (*coarse.Log, error) {
	if len(l.Intervals) == 0 {
		if label != "" || len(tags) > 0 && !tags[""] {
			return nil, fmt.Errorf("⟨label⟩ %q: the log has no interval of that tag; it has %s", label, some(tags))
		}
		return nil, fmt.Errorf("%w: an HdrHistogram log with no interval", reqlog.ErrEmpty)
	}
	unitNs = max(1, unitNs)
	for i := range l.Intervals {
		for j := range l.Intervals[i].Lat {
			l.Intervals[i].Lat[j].Ns *= unitNs
		}
	}
	l.ResolutionNs = unitNs
	l.Notes = append(l.Notes, fmt.Sprintf("an HdrHistogram interval log's values are taken as %s, from its max column (HistogramLogWriter's maxValueUnitRatio); each to 3 significant digits or as the histogram was made", unitWord(unitNs)))
	return l, nil
}

// hlogInterval is an interval line's interval, its times from baseSec,
// and its values' unit as its max column shows it (0 where it cannot).
func hlogInterval(m []string, baseSec float64) (coarse.Interval, int64, error) {
	at, _ := strconv.ParseFloat(m[2], 64)
	length, _ := strconv.ParseFloat(m[3], 64)
	maxCol, _ := strconv.ParseFloat(m[4], 64)
	if at+baseSec+max(0, length) > maxEpochMs/1000 || length > 1e9 {
		return coarse.Interval{}, 0, fmt.Errorf("an interval at %v s for %v s", at+baseSec, length)
	}
	h, err := hdrhistogram.Decode([]byte(m[5]))
	if err != nil {
		return coarse.Interval{}, 0, fmt.Errorf("its histogram does not decode: %v", err)
	}
	unit := int64(0)
	if h.Max() > 0 && maxCol > 0 {
		unit = valueUnitNs(maxCol, h.Max())
	}
	return coarse.Interval{StartNs: int64(math.Round((at + baseSec) * 1e9)), WidthNs: int64(math.Round(length * 1e9)),
		Users: -1, UsersMax: -1, Arrivals: -1, Count: h.TotalCount(), Lat: histDist(h)}, unit, nil
}

// valueUnitNs is the histogram values' unit in ns: the writer divides
// its values by a ratio to write the max in ms, 10^6 for ns, 10^3 for µs,
// 1 for ms; the nearest of those to max / maxCol.
func valueUnitNs(maxColMs float64, maxValue int64) int64 {
	ratio := float64(maxValue) / maxColMs
	switch {
	case ratio > math.Sqrt(1e3*1e6):
		return 1
	case ratio > math.Sqrt(1e3):
		return 1_000
	}
	return 1_000_000
}

func unitWord(unitNs int64) string {
	switch unitNs {
	case 1:
		return "ns"
	case 1_000:
		return "µs"
	}
	return "ms"
}

// histDist is a histogram's latencies, each bucket at its highest
// equivalent value (HdrHistogram's percentiles read so), but the lowest
// at its lowest, below which nothing was recorded.
func histDist(h *hdrhistogram.Histogram) coarse.Dist {
	var atoms []coarse.Atom
	for _, b := range h.Distribution() {
		if b.Count == 0 {
			continue
		}
		v := b.To
		if len(atoms) == 0 {
			v = b.From
		}
		atoms = append(atoms, coarse.Atom{Ns: v, N: b.Count})
	}
	return coarse.Tidy(atoms)
}

// leadingSeconds reads the seconds at the start of a time comment's text.
func leadingSeconds(s string) float64 {
	f := strings.Fields(s)
	if len(f) == 0 {
		return 0
	}
	v, err := strconv.ParseFloat(f[0], 64)
	if err != nil || v < 0 || v > maxEpochMs/1000 {
		return 0
	}
	return v
}
