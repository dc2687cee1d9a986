package site

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"coordinated-omission/internal/explore"
	"coordinated-omission/internal/testenv"
)

// built is the explorer, built once for the package's tests.
var built struct {
	once sync.Once
	dir  string
	err  error
}

func buildOnce(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the model for the browser")
	}
	built.once.Do(func() {
		built.dir, built.err = os.MkdirTemp("", "explorer-test-")
		if built.err == nil {
			built.err = Build(context.Background(), built.dir)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.dir
}

func TestMain(m *testing.M) {
	// the tests' machine-wide lock, shared, so that no wall-clock test
	// runs beside the page's builds and browsers (see internal/testenv)
	code := testenv.RunBusy(m)
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// TestBuild: the folder holds every file, the model within its 5 MiB and
// the audit within its 20 MiB (16.2 MB here: for js/wasm an empty
// program builds to 1.8 MB, one importing vegeta's decoder to 5.5 MB, one
// importing gonum's SVG plotting to 4.2 MB; the page loads it only when a
// log is chosen), and
// nothing fetched from elsewhere: every script and style is the folder's.
func TestBuild(t *testing.T) {
	dir := buildOnce(t)
	for _, name := range Names {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil || info.Size() == 0 {
			t.Errorf("%s: %v", name, err)
		}
	}
	for name, most := range map[string]int64{Wasm: 5 << 20, AuditWasm: 20 << 20} {
		info, _ := os.Stat(filepath.Join(dir, name))
		t.Logf("%s: %d bytes", name, info.Size())
		if info.Size() > most {
			t.Errorf("%s is %d bytes, more than %d MiB", name, info.Size(), most>>20)
		}
	}
	page, _ := os.ReadFile(filepath.Join(dir, "index.html"))
	for _, ref := range regexp.MustCompile(`(?:src|href)="([^"]+)"`).FindAllSubmatch(page, -1) {
		if !isOurs(string(ref[1])) {
			t.Errorf("index.html refers to %s, which the folder does not hold", ref[1])
		}
	}
}

// TestWrite: -out writes a new folder, replaces an earlier one, and
// refuses one that holds anything else, leaving it as it was.
func TestWrite(t *testing.T) {
	buildOnce(t)
	out := filepath.Join(t.TempDir(), "site")
	var log bytes.Buffer
	if err := Write(context.Background(), out, &log); err != nil {
		t.Fatal(err)
	}
	if err := Write(context.Background(), out, &log); err != nil {
		t.Fatalf("over an earlier build: %v", err)
	}
	if !strings.Contains(log.String(), "explorer: wrote index.html") {
		t.Errorf("log %q", log.String())
	}
	foreign := t.TempDir()
	mine := filepath.Join(foreign, "notes.txt")
	if err := os.WriteFile(mine, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Write(context.Background(), foreign, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "holds notes.txt, which the explorer did not write") {
		t.Errorf("a folder of someone else's: %v", err)
	}
	if data, _ := os.ReadFile(mine); string(data) != "mine" {
		t.Error("the refused folder was changed")
	}
	entries, _ := os.ReadDir(filepath.Dir(out))
	if len(entries) != 1 {
		t.Errorf("left beside the folder: %v", entries)
	}
}

// TestHandler: the server answers the folder's files, the model as
// application/wasm, and 404 for anything else.
func TestHandler(t *testing.T) {
	dir := buildOnce(t)
	url, stop := serve(t, Handler(dir))
	defer stop()
	for path, want := range map[string]int{"/": 200, "/app.js": 200, "/explorer.wasm": 200, "/nope": 404, "/../go.mod": 404, "/wasm_exec.js": 200} {
		resp, err := http.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("%s: %d, want %d", path, resp.StatusCode, want)
		}
		if path == "/explorer.wasm" && resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("the model is served as %q", resp.Header.Get("Content-Type"))
		}
	}
}

// TestServe: Serve prints a 127.0.0.1 address, with the scenario's query,
// that serves the page, and stops when its context ends.
func TestServe(t *testing.T) {
	buildOnce(t) // the go command's cache makes Serve's own build quick
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, w, "connections=100"); w.Close() }()
	line := make([]byte, 200)
	n, _ := r.Read(line)
	go io.Copy(io.Discard, r)
	m := regexp.MustCompile(`^explorer: (http://127\.0\.0\.1:\d+/\?connections=100) \(stop with Ctrl-C\)\n$`).FindSubmatch(line[:n])
	if m == nil {
		cancel()
		t.Fatalf("Serve printed %q", line[:n])
	}
	resp, err := http.Get(string(m[1]))
	if err == nil {
		resp.Body.Close()
	}
	if err != nil || resp.StatusCode != 200 {
		t.Errorf("GET %s: %v", m[1], err)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("Serve did not stop within 5 s of its context's end")
	}
}

// serve serves h on 127.0.0.1 for a test.
func serve(t testing.TB, h http.Handler) (string, func()) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Close() }
}

// drivenMux serves the explorer's folder dir, and at /driven.html its
// page with script added at its end.
func drivenMux(dir string, page []byte, script string) *http.ServeMux {
	driven := bytes.Replace(page, []byte("</body>"), []byte(script+"</body>"), 1)
	mux := http.NewServeMux()
	mux.Handle("/", Handler(dir))
	mux.HandleFunc("/driven.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(driven)
	})
	return mux
}

// browserScript drives the page as a reader would once the model has
// started: it reads the table, drags N's slider to 100, reads it again, types a
// bad interval, and reads the error beside the control; then writes what
// it saw into the page as JSON, where --dump-dom shows it.
const browserScript = `<script>
(async () => {
  const until = async (ok) => { while (!ok()) await new Promise(r => setTimeout(r, 50)); };
  await until(() => document.body.dataset.ready === '1');
  const rows = () => [...document.querySelectorAll('#table tr[data-design]')].map(r => ({design: r.dataset.design, ns: r.dataset.ns.split(',').map(Number), count: Number(r.dataset.count), slow: Number(r.dataset.slow)}));
  const set = (key, value) => { const i = document.getElementById('in-' + key); i.value = value; i.dispatchEvent(new Event('input')); };
  const out = {loadMs: Number(document.body.dataset.loadMs), seed: rows(), seedWords: document.getElementById('words').textContent, seedQuery: location.search};
  // drag N's slider to the middle of its log scale, 1 to 10,000: 100
  const slider = document.querySelector('#control-connections input[type=range]');
  slider.value = '500'; slider.dispatchEvent(new Event('input'));
  out.dragged = document.getElementById('in-connections').value;
  out.hundred = rows(); out.hundredQuery = location.search;
  set('interval', '0s');
  const c = document.getElementById('control-interval');
  out.invalid = c.classList.contains('invalid'); out.error = c.querySelector('.error').textContent;
  set('interval', '200µs');
  out.back = rows();
  const pre = document.createElement('pre'); pre.id = 'browser-report'; pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
})();
</script>`

type browserRow struct {
	Design string  `json:"design"`
	Ns     []int64 `json:"ns"`
	Count  int64   `json:"count"`
	Slow   int64   `json:"slow"`
}

// TestExplorerInBrowser loads the page in headless Chromium and drives it
// (browserScript): the seed's scenario's table is the model's for the
// empty query, which explore's tests hold to the closed form and to the
// README's raw.txt; N = 100 gives the model's figures for connections=100,
// the closed p99 reaching the open loop's; a bad interval shows the
// report's own reason beside its control. It takes screenshots at a
// desktop's width and a phone's, into EXPLORER_SHOTS if set. .ci/run
// sets FULL=1 and REQUIRE_BROWSER=1, so that CI cannot skip it.
func TestExplorerInBrowser(t *testing.T) {
	chrome := testenv.ChromiumFor(t, "loads the explorer in headless Chromium")
	dir := buildOnce(t)
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	url, stop := serve(t, drivenMux(dir, page, browserScript))
	defer stop()
	browse := func(args ...string) []byte { return testenv.RunChromium(t, chrome, 2*time.Minute, args...) }
	dom := browse("--virtual-time-budget=86400000", "--dump-dom", url+"/driven.html") // its wait polls until the page is ready, however long its model takes to load on a busy machine; the two minutes of real time bound it
	m := regexp.MustCompile(`(?s)<pre id="browser-report">(.*?)</pre>`).FindSubmatch(dom)
	if m == nil {
		t.Fatalf("the page's script left no report; the page says %q", regexp.MustCompile(`(?s)<p id="status"[^>]*>(.*?)</p>`).Find(dom))
	}
	var got struct {
		LoadMs                           float64
		Seed, Hundred, Back              []browserRow
		SeedWords, Error                 string
		SeedQuery, HundredQuery, Dragged string
		Invalid                          bool
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(string(m[1]))), &got); err != nil {
		t.Fatal(err)
	}
	// Chromium's virtual time does not pass while a script runs, so the
	// page's own timings read 0 here: TestModelInNode times the model
	t.Logf("the model called the page back %.0f ms into the load, in Chromium's virtual time", got.LoadMs)
	same := func(what string, rows []browserRow, query string) {
		want := explore.Explore(query)
		if want.Error != nil || len(rows) != len(want.Rows) || len(rows) == 0 {
			t.Fatalf("%s: the page shows %d rows, the model %d (%v)", what, len(rows), len(want.Rows), want.Error)
		}
		for i, r := range rows {
			w := want.Rows[i]
			if r.Design != w.Design || !slices.Equal(r.Ns, w.Ns) || r.Count != w.Count || r.Slow != w.SlowN {
				t.Errorf("%s: the page's %s %v count %d slow %d; the model's %s %v count %d slow %d", what, r.Design, r.Ns, r.Count, r.Slow, w.Design, w.Ns, w.Count, w.SlowN)
			}
		}
	}
	same("the seed's scenario", got.Seed, "")
	same("N = 100", got.Hundred, "connections=100")
	same("back to the seed's interval at N = 100", got.Back, "connections=100")
	if got.Dragged != "100" {
		t.Errorf("N's slider dragged to its middle reads %q, want 100", got.Dragged)
	}
	if got.SeedQuery != "" || got.HundredQuery != "?connections=100" {
		t.Errorf("the address's query: %q, then %q", got.SeedQuery, got.HundredQuery)
	}
	var closed, open int64
	for _, r := range got.Hundred {
		switch r.Design {
		case "closed":
			closed = r.Ns[2]
		case "open":
			open = r.Ns[2]
		}
	}
	if closed != open || closed != 195_100_000 {
		t.Errorf("N = 100: the closed p99 %d ns, the open loop's %d ns, want both the README's 195.1 ms", closed, open)
	}
	if want := explore.Explore("interval=0s").Error; !got.Invalid || want == nil || got.Error != want.Message {
		t.Errorf("a bad interval: beside the control %q (marked %v), want the report's %v", got.Error, got.Invalid, want)
	}
	if !strings.Contains(got.SeedWords, "Here closed (1,996× below) hides the slow moments") {
		t.Errorf("the seed's words: %q", got.SeedWords)
	}
	shots := os.Getenv("EXPLORER_SHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	for name, size := range map[string]string{"desktop.png": "1280,1400", "phone.png": "390,2400"} {
		path := filepath.Join(shots, name)
		browse("--virtual-time-budget=20000", "--window-size="+size, "--screenshot="+path, url+"/?connections=10&designs=open,closed,corrected,wrk")
		if info, err := os.Stat(path); err != nil || info.Size() < 10_000 {
			t.Errorf("screenshot %s: %v", name, err)
		}
	}
}

// TestModelInNode runs the page's model in Node's V8, Chromium's engine,
// on the real clock: its views equal the model's natively, and the log
// gives how long it took to start and to compute each view. It is a
// measurement, not a timed assertion. Skipped without node, and unless
// FULL=1.
func TestModelInNode(t *testing.T) {
	testenv.Browser(t, "runs the explorer's model in Node")
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on PATH")
	}
	dir := buildOnce(t)
	queries := []string{"", "connections=100", "designs=open,closed,corrected,plan,skip,unpaced,wrk",
		"service-dist=exp&arrivals=poisson&designs=open,closed,corrected,plan,skip,unpaced,wrk",
		"duration=120s&service-dist=exp&arrivals=poisson&designs=open,closed,corrected,plan,skip,unpaced,wrk", "interval=0s"}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, append([]string{"testdata/time.js", dir}, queries...)...)
	// One run of each query, five under FULL=1 for a median that means more:
	// the times are logged, not asserted.
	cmd.Env = append(os.Environ(), fmt.Sprintf("CO_RUNS=%d", testenv.Count(1, 5)))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var got struct {
		ReadyMs float64
		Views   map[string]struct {
			Ms   float64
			View explore.View
		}
	}
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %.300s", err, out)
	}
	t.Logf("the model started in %.0f ms", got.ReadyMs)
	for _, q := range queries {
		v, ok := got.Views[q]
		want, _ := json.Marshal(explore.Explore(q))
		have, _ := json.Marshal(v.View)
		if !ok || !bytes.Equal(have, want) {
			t.Errorf("%q: the model in Node gives %.200s, natively %.200s", q, have, want)
		}
		t.Logf("%q: %.1f ms", q, v.Ms)
	}
}
