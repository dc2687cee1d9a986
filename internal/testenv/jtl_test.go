package testenv

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestJTL: a JTL of n samples is its header and n lines, thread by
// thread, the threads starting 1 ms apart in eights, each thread's sends
// 25 ms apart but where the pause of 2 s from 30 s into each minute held
// its request to the pause's end.
func TestJTL(t *testing.T) {
	b, err := io.ReadAll(NewJTL(400))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 401 || !strings.HasPrefix(lines[0], "timeStamp,elapsed,label,") {
		t.Fatalf("%d lines, the first %q: want the header and 400", len(lines), lines[0])
	}
	if lines[1] != "1796286500000,5,Home,200,OK,Users 1-1,text,true,,512,128,200,200,http://shop.example/,5,0,1" ||
		lines[2] != "1796286500025,5,Search,200,OK,Users 1-1,text,true,,512,128,200,200,http://shop.example/,5,0,1" ||
		lines[3] != "1796286500000,5,Home,200,OK,Users 1-2,text,true,,512,128,200,200,http://shop.example/,5,0,1" {
		t.Errorf("the first samples:\n%s", strings.Join(lines[1:4], "\n"))
	}
	// threads start 1 ms apart in eights: the ninth at 1 ms
	if lines[17] != "1796286500001,5,Home,200,OK,Users 1-9,text,true,,512,128,200,200,http://shop.example/,5,0,1" {
		t.Errorf("the ninth thread's first sample: %s", lines[17])
	}
	// a long run meets the pause: a send at 30 s waits to 32 s
	long, err := io.ReadAll(NewJTL(200 * 1300))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(long), "\n1796286530000,2005,") {
		t.Error("no request held by the pause at 30 s")
	}
}

// TestWriteJTL: the file written is NewJTL's log, byte for byte, its size
// returned; a path that cannot be made is an error.
func TestWriteJTL(t *testing.T) {
	want, err := io.ReadAll(NewJTL(1000))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "a.jtl")
	size, err := WriteJTL(path, 1000)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(path)
	if err != nil || !bytes.Equal(got, want) || size != int64(len(want)) {
		t.Errorf("%d bytes written, size %d, %v; want the %d of NewJTL", len(got), size, err, len(want))
	}
	if _, err := WriteJTL(filepath.Join(t.TempDir(), "no", "a.jtl"), 10); err == nil {
		t.Error("a JTL written into a folder that is not there")
	}
}
