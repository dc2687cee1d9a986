package audit

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"coordinated-omission/sim"
)

var update = flag.Bool("update", false, "rewrite the fixtures synthesized from the model")

// epochNs places the model's time 0 on the wall clock, for the formats
// that write times since the epoch.
const epochNs = int64(1_796_286_500_000_000_000)

// synthScenario is the model's run the synthesized fixtures hold: a
// closed loop of two connections on a 1 ms plan, against the stalling
// server of the seed (100 µs, 200 ms every second from 0.5 s), for 2 s.
func synthScenario() sim.Scenario {
	sc := sim.Default()
	sc.Interval, sc.Duration, sc.Connections = time.Millisecond, 2*time.Second, 2
	return sc
}

// synthHeader is the origin of a synthesized fixture.
func synthHeader(tool, doc string) string {
	return fmt.Sprintf("# origin: %s's layout, from %s (%s does not install here); the requests are sim.Log's\n"+
		"# closed design, N = 2, I = 1ms, T = 2s, the seed's server; written by fixtures_test.go (go test -run TestSynthesizedFixtures -update)\n", tool, doc, tool)
}

// synthesized writes each format the tools that do not install here would.
var synthesized = map[string]func(b *bytes.Buffer, log []sim.LoggedRequest){
	"jtl.csv": func(b *bytes.Buffer, log []sim.LoggedRequest) {
		b.WriteString(synthHeader("JMeter", "JMeter's user manual (listeners, CSV log format) and its jmeter.properties"))
		b.WriteString("timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n")
		for _, r := range log {
			ms, el := (epochNs+r.SendNs)/1e6, r.LatencyNs/1e6
			fmt.Fprintf(b, "%d,%d,HTTP Request,200,OK,Thread Group 1-%d,text,true,,3,120,2,2,http://127.0.0.1:8080/,%d,0,0\n", ms, el, r.Conn+1, el)
		}
	},
	"k6.json": func(b *bytes.Buffer, log []sim.LoggedRequest) {
		b.WriteString(synthHeader("k6", "k6's documentation of --out json"))
		b.WriteString(`{"type":"Metric","data":{"type":"trend","contains":"time","thresholds":[],"submetrics":null},"metric":"http_req_duration"}` + "\n")
		for _, r := range log {
			end := time.Unix(0, epochNs+(r.SendNs+r.LatencyNs)).UTC().Format(time.RFC3339Nano)
			fmt.Fprintf(b, `{"metric":"http_req_duration","type":"Point","data":{"time":%q,"value":%.6f,"tags":{"method":"GET","status":"200","url":"http://127.0.0.1:8080/"},"metadata":{"vu":"%d","iter":"0"}}}`+"\n",
				end, float64(r.LatencyNs)/1e6, r.Conn+1)
			fmt.Fprintf(b, `{"metric":"http_reqs","type":"Point","data":{"time":%q,"value":1,"tags":{"method":"GET","status":"200"}}}`+"\n", end)
		}
	},
	"k6.csv": func(b *bytes.Buffer, log []sim.LoggedRequest) {
		b.WriteString(synthHeader("k6", "k6's documentation of --out csv, with K6_CSV_TIME_FORMAT=unix_micro"))
		b.WriteString("metric_name,timestamp,metric_value,check,error,error_code,expected_response,group,method,name,proto,scenario,service,status,subproto,tls_version,url,extra_tags,metadata\n")
		for _, r := range log {
			end := (epochNs + (r.SendNs + r.LatencyNs)) / 1e3
			fmt.Fprintf(b, "http_reqs,%d,1.000000,,,,true,,GET,http://127.0.0.1:8080/,HTTP/1.1,default,,200,,,http://127.0.0.1:8080/,,\n", end)
			fmt.Fprintf(b, "http_req_duration,%d,%.6f,,,,true,,GET,http://127.0.0.1:8080/,HTTP/1.1,default,,200,,,http://127.0.0.1:8080/,,vu=%d\n", end, float64(r.LatencyNs)/1e6, r.Conn+1)
		}
	},
	"gatling.log": func(b *bytes.Buffer, log []sim.LoggedRequest) {
		b.WriteString(synthHeader("Gatling", "Gatling 3's LogFileDataWriter (the text simulation.log of 3.0 to 3.12)"))
		fmt.Fprintf(b, "RUN\tcomputerdatabase.BasicSimulation\tbasicsimulation\t%d\t \t3.9.5\n", epochNs/1e6)
		fmt.Fprintf(b, "USER\tScenario Name\tSTART\t%d\t\n", epochNs/1e6)
		for _, r := range log {
			fmt.Fprintf(b, "REQUEST\t\trequest_1\t%d\t%d\tOK\t \n", (epochNs+r.SendNs)/1e6, (epochNs+(r.SendNs+r.LatencyNs))/1e6)
		}
	},
	"generic.csv": func(b *bytes.Buffer, log []sim.LoggedRequest) {
		b.WriteString("# origin: a CSV of this project's own, for -audit-format csv -audit-send sent -audit-latency 3 -audit-conn worker; the requests\n")
		b.WriteString("# are sim.Log's closed design, N = 2, I = 1ms, T = 2s, the seed's server; written by fixtures_test.go (-update)\n")
		b.WriteString("sent,worker,took_us\n")
		for _, r := range log {
			fmt.Fprintf(b, "%.6f,w%d,%.3f\n", float64(epochNs+r.SendNs)/1e9, r.Conn, float64(r.LatencyNs)/1e3)
		}
	},
}

// TestSynthesizedFixtures: the fixtures of the formats whose tools do not
// install here are what their writers make of the model's log.
func TestSynthesizedFixtures(t *testing.T) {
	log, err := synthScenario().Log(sim.Closed)
	if err != nil {
		t.Fatal(err)
	}
	for name, write := range synthesized {
		var b bytes.Buffer
		write(&b, log)
		path := filepath.Join("..", "..", "testdata", "audit", name)
		if *update {
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		have, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(have, b.Bytes()) {
			t.Errorf("%s is not what its writer makes (%v); go test -run TestSynthesizedFixtures -update rewrites it", name, err)
		}
	}
}

// fixture reads a file of testdata/audit.
func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "audit", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}
