package site

import (
	"bytes"
	"encoding/json"
	"html"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/testenv"
)

// auditScript drives the page's "Audit a log" as a reader would: for each
// fixture, fetched from the test's server, it puts the file in the page's
// file input, as choosing it does, waits for the audit, and reads what the
// page shows; then writes it all into the page as JSON, where --dump-dom
// shows it.
const auditScript = `<script>
(async () => {
  const until = async (ok) => { while (!ok()) await new Promise(r => setTimeout(r, 50)); };
  await until(() => document.body.dataset.ready === '1');
  const input = document.getElementById('audit-file');
  const out = [];
  const lines = [window.coReadingLine('x.jtl', 312e6, 985e6, 8000), window.coReadingLine('x.jtl', 2e6, 5e6, 500),
    window.coReadingLine('x.jtl', 4e6, 5e6, 3100), window.coReadingLine('x.jtl', 5e6, 5e6, 4000), window.coReadingLine('-', 3e6, 0, 3000)];
  for (const name of FIXTURES) {
    const bytes = await (await fetch('/fixture/' + name)).arrayBuffer();
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], name));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    await until(() => document.body.dataset.audited === name);
    const pic = document.getElementById('audit-picture');
    if (!pic.hidden) await until(() => pic.complete);
    const st = document.getElementById('audit-status');
    const first = [...document.querySelectorAll('#audit-first p')].map(p => p.textContent + '\n').join('');
    out.push({name, text: first + document.getElementById('audit-out').textContent, error: st.className === 'error' ? st.textContent : '',
      status: st.textContent, width: pic.hidden ? 0 : pic.naturalWidth});
  }
  const pre = document.createElement('pre'); pre.id = 'browser-report'; pre.textContent = JSON.stringify({out, lines});
  document.body.appendChild(pre);
})();
</script>`

// TestAuditInBrowser audits every log in testdata/audit in the page, in
// headless Chromium, each chosen through the page's file input, and
// checks that the page shows what the command prints for it (its first
// line, the table and the notes, or its one-line error), and its
// picture. .ci/run sets FULL=1 and REQUIRE_BROWSER=1, so that CI cannot
// skip it.
func TestAuditInBrowser(t *testing.T) {
	chrome := testenv.ChromiumFor(t, "audits the fixtures in the page, in headless Chromium")
	dir := buildOnce(t)
	fixtures := filepath.Join("..", "..", "testdata", "audit")
	entries, err := os.ReadDir(fixtures)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".origin") {
			names = append(names, e.Name())
		}
	}
	list, _ := json.Marshal(names)
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	script := strings.Replace(auditScript, "FIXTURES", string(list), 1)
	mux := drivenMux(dir, page, script)
	mux.Handle("/fixture/", http.StripPrefix("/fixture/", http.FileServer(http.Dir(fixtures))))
	url, stop := serve(t, mux)
	defer stop()
	// Its waits poll until the page is done, with no count: on a busy
	// machine the page's reading and audit take real time, in which an
	// idle page's virtual clock runs ahead without bound (a cap of 60
	// virtual seconds a fixture once gave up on one mid-read). The day of
	// virtual time is never reached; RunChromium's 5 minutes of real time
	// bound the test.
	dom := testenv.RunChromium(t, chrome, 5*time.Minute, "--virtual-time-budget=86400000", "--dump-dom", url+"/driven.html")
	m := regexp.MustCompile(`(?s)<pre id="browser-report">(.*?)</pre>`).FindSubmatch(dom)
	if m == nil {
		t.Fatalf("the page's script left no report; the audit says %q", regexp.MustCompile(`(?s)<p id="audit-status"[^>]*>(.*?)</p>`).Find(dom))
	}
	var report struct {
		Out []struct {
			Name, Text, Error, Status string
			Width                     int
		}
		Lines []string
	}
	if err := json.Unmarshal([]byte(html.UnescapeString(string(m[1]))), &report); err != nil {
		t.Fatal(err)
	}
	got := report.Out
	// the page's line while a long log is read: its share, and the time
	// left once a second has shown the rate
	for i, want := range []string{"Reading x.jtl: 312 MB of 985 MB (32 %), about 17 s left…", "Reading x.jtl: 2.0 MB of 5.0 MB (40 %)…",
		"Reading x.jtl: 4.0 MB of 5.0 MB (80 %), under 1 s left…", "Reading x.jtl: 5.0 MB of 5.0 MB (100 %)…", "Reading -: 3.0 MB…"} {
		if i >= len(report.Lines) || report.Lines[i] != want {
			t.Errorf("reading line %d: %q, want %q", i, report.Lines, want)
		}
	}
	if len(got) != len(names) {
		t.Fatalf("the page audited %d logs of %d", len(got), len(names))
	}
	audited := 0
	for i, g := range got {
		b, err := os.ReadFile(filepath.Join(fixtures, names[i]))
		if err != nil {
			t.Fatal(err)
		}
		out, err := audit.Run(bytes.NewReader(b), names[i], audit.Flags{}, audit.Given{})
		if err != nil {
			if want := "-audit " + names[i] + ": " + err.Error(); g.Error != want || g.Text != "" {
				t.Errorf("%s: the page says %q, shows %d bytes; the command: %q", g.Name, g.Error, len(g.Text), want)
			}
			continue
		}
		audited++
		var want bytes.Buffer
		out.Print(&want)
		if g.Text != want.String() || g.Error != "" || g.Width <= 0 {
			t.Errorf("%s: the page shows\n%s\n(error %q, picture %d px wide); the command prints\n%s", g.Name, g.Text, g.Error, g.Width, want.String())
		}
		if !strings.HasPrefix(g.Status, "Audited "+names[i]+" (") {
			t.Errorf("%s: status %q", g.Name, g.Status)
		}
	}
	if audited < len(names)*3/4 {
		t.Errorf("only %d of %d fixtures audited in the page", audited, len(names))
	}
	t.Logf("%d fixtures audited in the page as the command audits them, %d refused with its words", audited, len(names)-audited)
}
