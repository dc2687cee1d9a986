package reqlog

import "fmt"

// jtlLayouts are the column orders JMeter writes with no header
// (jmeter.save.saveservice.print_field_names=false) under its shipped
// defaults, by version: a headerless file is read in the one whose
// column count it has and whose columns it fits.
var jtlLayouts = []struct {
	version string
	columns []string
}{
	{"2.x before 2.13", []string{"timeStamp", "elapsed", "label", "responseCode", "responseMessage", "threadName", "dataType", "success", "bytes", "grpThreads", "allThreads", "Latency"}},
	{"2.13 and 3.0", []string{"timeStamp", "elapsed", "label", "responseCode", "responseMessage", "threadName", "dataType", "success", "failureMessage", "bytes", "grpThreads", "allThreads", "URL", "Latency", "IdleTime", "Connect"}},
	{"3.1 on, without URL", []string{"timeStamp", "elapsed", "label", "responseCode", "responseMessage", "threadName", "dataType", "success", "failureMessage", "bytes", "sentBytes", "grpThreads", "allThreads", "Latency", "IdleTime", "Connect"}},
	{"3.1 on", []string{"timeStamp", "elapsed", "label", "responseCode", "responseMessage", "threadName", "dataType", "success", "failureMessage", "bytes", "sentBytes", "grpThreads", "allThreads", "URL", "Latency", "IdleTime", "Connect"}},
}

// layout names the columns of a headerless row f: the layout of its
// column count that it fits.
func (j *jtl) layout(f []string) ([]string, error) {
	for _, l := range jtlLayouts {
		if len(l.columns) != len(f) {
			continue
		}
		fits := true
		for i, c := range l.columns {
			switch c {
			case "elapsed", "bytes", "sentBytes", "grpThreads", "allThreads", "Latency", "IdleTime", "Connect":
				fits = fits && whole(f[i])
			case "success":
				fits = fits && (f[i] == "true" || f[i] == "false")
			case "URL": // a URL or null, never a count: 2.13's order is 3.1's without URL but for it
				fits = fits && !whole(f[i])
			}
		}
		if fits {
			j.version = l.version
			return l.columns, nil
		}
	}
	if len(f) < 8 || !whole(f[1]) || f[7] != "true" && f[7] != "false" {
		return nil, fmt.Errorf("a JMeter CSV with no header, in none of JMeter's default column orders (%d columns): add the header line, as jmeter.save.saveservice.print_field_names=true writes it", len(f))
	}
	j.version = "an unknown version: its first eight columns read"
	return jtlColumnOrder[:8], nil
}
