package main

import (
	"bytes"
	"html"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	ghtml "github.com/yuin/goldmark/renderer/html"
)

// reportScript runs when the page has loaded: it writes each image's
// natural width and each table's row widths, in cells, into the page,
// where --dump-dom shows them.
const reportScript = `<script>
window.addEventListener('load', () => {
  const out = [];
  for (const img of document.images) out.push('img ' + img.getAttribute('src') + ' ' + img.naturalWidth);
  for (const t of document.querySelectorAll('table')) {
    out.push('table ' + [...t.rows].map(r => [...r.cells].reduce((a, c) => a + c.colSpan, 0)).join(','));
  }
  const pre = document.createElement('pre');
  pre.id = 'browser-report';
  pre.textContent = out.join('\n');
  document.body.appendChild(pre);
});
</script>`

// readmeHTML renders the README as GitHub does, with GFM, into a page
// whose base is the repository, so that its relative links resolve.
func readmeHTML(t *testing.T, root string) []byte {
	t.Helper()
	src := mustRead(t, filepath.Join(root, "README.md"))
	var body bytes.Buffer
	md := goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(ghtml.WithUnsafe()))
	if err := md.Convert(src, &body); err != nil {
		t.Fatal(err)
	}
	abs, err := filepath.Abs(root)
	if err != nil {
		t.Fatal(err)
	}
	var page bytes.Buffer
	page.WriteString(`<!DOCTYPE html><html><head><meta charset="utf-8"><base href="file://` + html.EscapeString(filepath.ToSlash(abs)) + `/">`)
	page.WriteString(`<style>body{max-width:1012px;margin:auto;font-family:sans-serif}img{max-width:100%}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px}</style></head><body>`)
	page.Write(body.Bytes())
	page.WriteString(reportScript + `</body></html>`)
	return page.Bytes()
}

// TestReadmeInBrowser loads the README, rendered with goldmark, in
// headless Chromium and checks that every image loaded and that every
// table has the same number of columns in every row. .ci/run installs
// Chromium and sets FULL=1 and REQUIRE_BROWSER=1, so that CI cannot skip
// it.
func TestReadmeInBrowser(t *testing.T) {
	chrome := testenv.ChromiumFor(t, "loads the README in headless Chromium")
	dir := t.TempDir()
	page := filepath.Join(dir, "readme.html")
	mustWrite(t, page, readmeHTML(t, "../.."))
	dom := testenv.RunChromium(t, chrome, time.Minute, "--disable-quic", "--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom", "file://"+page)
	m := regexp.MustCompile(`(?s)<pre id="browser-report">(.*?)</pre>`).FindSubmatch(dom)
	if m == nil {
		t.Fatalf("the page's script left no report; the DOM ends %q", tail(dom, 300))
	}
	images, tables := 0, 0
	for _, line := range strings.Split(html.UnescapeString(string(m[1])), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 3 && f[0] == "img":
			images++
			if w, _ := strconv.Atoi(f[2]); w <= 0 {
				t.Errorf("image %s did not load (naturalWidth %s)", f[1], f[2])
			}
		case len(f) == 2 && f[0] == "table":
			tables++
			widths := strings.Split(f[1], ",")
			for _, w := range widths {
				if w != widths[0] {
					t.Errorf("table %d has rows of %s cells", tables, f[1])
					break
				}
			}
		}
	}
	if images < 2 || tables < 10 {
		t.Errorf("the browser saw %d images and %d tables; the README has at least 2 and 10", images, tables)
	}
}

func tail(b []byte, n int) []byte { return b[max(0, len(b)-n):] }
