package measure

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"io"
	"strings"
	"testing"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/rawfile"
)

// recompressed is an encoded histogram with its zlib stream compressed
// again at another level: other bytes, the same counts, as another Go
// version's compress/flate might write them.
func recompressed(t *testing.T, encoded string) string {
	t.Helper()
	raw, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil {
		t.Fatal(err)
	}
	r, err := zlib.NewReader(bytes.NewReader(raw[8:]))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	var z bytes.Buffer
	w, _ := zlib.NewWriterLevel(&z, zlib.NoCompression)
	_, _ = w.Write(plain)
	_ = w.Close()
	out := append(raw[:4:4], binary.BigEndian.AppendUint32(nil, uint32(z.Len()))...)
	return base64.StdEncoding.EncodeToString(append(out, z.Bytes()...))
}

// TestCompareReadsHistogramsByTheirCounts: -verify holds a random line's
// histogram to its counts, not its bytes.
func TestCompareReadsHistogramsByTheirCounts(t *testing.T) {
	h := hdrhistogram.New(1, 1_000_000, 3)
	for v := int64(1); v < 100_000; v += 7 {
		_ = h.RecordValue(v)
	}
	enc, _ := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	_ = h.RecordValue(5)
	more, _ := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	same := recompressed(t, string(enc))
	if same == string(enc) {
		t.Fatal("the recompressed histogram has the same bytes")
	}
	file := func(hdr string) *rawfile.File {
		return &rawfile.File{Sweeps: []rawfile.Sweep{{Name: "random", Fields: rawfile.Fields{{Key: "design", Value: "open"}, {Key: "hdr", Value: hdr}}}}}
	}
	if d := Compare(file(same), file(string(enc))); len(d) != 0 {
		t.Errorf("the same counts in other bytes: %v", d)
	}
	if d := Compare(file(string(more)), file(string(enc))); len(d) != 1 || !strings.Contains(d[0], "sweep line 1 (sweep random): hdr=HISTF") || !strings.Contains(d[0], "…") {
		t.Errorf("one sample more: %v", d)
	}
	if d := Compare(file("@@@@"), file(string(enc))); len(d) != 1 {
		t.Errorf("a histogram that does not decode: %v", d)
	}
}
