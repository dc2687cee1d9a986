package site

import (
	"encoding/json"
	"html"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"coordinated-omission/internal/audit"
	"coordinated-omission/internal/testenv"
)

// pageAuditScript audits /log/big.jtl in the page, as choosing it does,
// and writes what the page shows with the memory its audit took.
const pageAuditScript = `<script>
(async () => {
  const until = async (ok) => { while (!ok()) await new Promise(r => setTimeout(r, 50)); };
  await until(() => document.body.dataset.ready === '1');
  const blob = await (await fetch('/log/big.jtl')).blob();
  const dt = new DataTransfer();
  dt.items.add(new File([blob], 'big.jtl'));
  const input = document.getElementById('audit-file');
  input.files = dt.files;
  input.dispatchEvent(new Event('change'));
  await until(() => document.body.dataset.audited === 'big.jtl');
  const pre = document.createElement('pre'); pre.id = 'browser-report';
  pre.textContent = JSON.stringify({memory: window.coAuditMemory(), error: document.getElementById('audit-status').className === 'error' ? document.getElementById('audit-status').textContent : '',
    first: [...document.querySelectorAll('#audit-first p')].map(p => p.textContent + '\n').join('')});
  document.body.appendChild(pre);
})();
</script>`

// BenchmarkPageAudit audits a JMeter CSV of 1.06·10^7 samples (1.0 GB;
// 10^5 with -short) in the page, in headless Chromium, as a reader choosing
// it does, and reports the memory the page's audit took (page-MB, all
// the Go runtime took from the page: a page's memory never shrinks) and
// the log's size (file-MB). The page's first line must be the command's,
// and the audit of the full log must take less than 1 GiB from the page.
func BenchmarkPageAudit(b *testing.B) {
	chrome := testenv.Chromium()
	if chrome == "" {
		b.Skip("no Chromium on this machine")
	}
	n := int64(10_600_000) // 1.0 GB: issue 61's goal
	if testing.Short() {
		n = 100_000
	}
	dir := buildOnce(b)
	logs := b.TempDir()
	path := filepath.Join(logs, "big.jtl")
	size, err := testenv.WriteJTL(path, n)
	if err != nil {
		b.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		b.Fatal(err)
	}
	mux := drivenMux(dir, page, pageAuditScript)
	mux.Handle("/log/", http.StripPrefix("/log/", http.FileServer(http.Dir(logs))))
	url, stop := serve(b, mux)
	defer stop()
	var report struct {
		Memory       float64
		Error, First string
	}
	for b.Loop() {
		dom := testenv.RunChromium(b, chrome, 15*time.Minute, "--virtual-time-budget=86400000", "--dump-dom", url+"/driven.html")
		m := regexp.MustCompile(`(?s)<pre id="browser-report">(.*?)</pre>`).FindSubmatch(dom)
		if m == nil {
			b.Fatal("the page's script left no report")
		}
		if err := json.Unmarshal([]byte(html.UnescapeString(string(m[1]))), &report); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	in, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer in.Close()
	out, err := audit.Run(in, "big.jtl", audit.Flags{}, audit.Given{})
	if err != nil {
		b.Fatal(err)
	}
	if want := "audit: " + out.RunLine(out.Runs[0]) + "\n"; report.Error != "" || report.First != want {
		b.Fatalf("the page shows %q (error %q); the command's first line is %q", report.First, report.Error, want)
	}
	b.ReportMetric(report.Memory/1e6, "page-MB")
	b.ReportMetric(float64(size)/1e6, "file-MB")
	if !testing.Short() && report.Memory >= 1<<30 {
		b.Errorf("the page's audit of %d MB took %.0f MB: over 1 GiB (issue 61)", size/1e6, report.Memory/1e6)
	}
}
