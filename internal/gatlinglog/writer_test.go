package gatlinglog

import (
	"bytes"
	"errors"
	"testing"
)

// TestWriterBytes: each record's bytes, by hand from the layout.
func TestWriterBytes(t *testing.T) {
	var b bytes.Buffer
	w := NewWriter(&b, "3.14.2", "C", "", 1000, []string{"S"})
	w.Request(nil, "r", 1001, 1003, true, "")
	w.Request([]string{"g"}, "r", 1004, 1004, false, "é")
	w.User(0, false, 1010)
	w.Error("я", 1011)
	w.Group([]string{"g"}, 1001, 1005, 4, false)
	want := []byte{
		0,                                           // RUN
		0, 0, 0, 6, '3', '.', '1', '4', '.', '2', 0, // version, Latin-1
		0, 0, 0, 1, 'C', 0, // class
		0, 0, 0, 0, 0, 0, 0x03, 0xe8, // start, 1000 ms
		0, 0, 0, 0, // description ""
		0, 0, 0, 1, 0, 0, 0, 1, 'S', 0, // one scenario
		0, 0, 0, 0, // no assertion
		1, 0, 0, 0, 0, // REQUEST, no group
		0, 0, 0, 1, 0, 0, 0, 1, 'r', 0, // string 1, "r"
		0, 0, 0, 1, 0, 0, 0, 3, // start +1, end +3
		1,                      // OK
		0, 0, 0, 2, 0, 0, 0, 0, // string 2, ""
		1, 0, 0, 0, 1, // REQUEST, one group
		0, 0, 0, 3, 0, 0, 0, 1, 'g', 0, // string 3, "g"
		0xff, 0xff, 0xff, 0xff, // string 1 again: -1
		0, 0, 0, 4, 0, 0, 0, 4, // start and end +4
		0,                               // KO
		0, 0, 0, 4, 0, 0, 0, 1, 0xe9, 0, // string 4, "é" in Latin-1
		2, 0, 0, 0, 0, 0, 0, 0, 0, 0x0a, // USER, scenario 0, END, +10
		4, 0, 0, 0, 5, 0, 0, 0, 2, 0x4f, 0x04, 1, 0, 0, 0, 0x0b, // ERROR, string 5, "я" in UTF-16LE, +11
		3, 0, 0, 0, 1, 0xff, 0xff, 0xff, 0xfd, // GROUP, one group: string 3 again
		0, 0, 0, 1, 0, 0, 0, 5, 0, 0, 0, 4, 0, // start +1, end +5, cumulated 4, KO
	}
	if !bytes.Equal(b.Bytes(), want) || w.Err() != nil {
		t.Errorf("bytes\n%v\nwant\n%v (%v)", b.Bytes(), want, w.Err())
	}
	w.User(0, true, 1012)
	if got := b.Bytes()[len(want):]; !bytes.Equal(got, []byte{2, 0, 0, 0, 0, 1, 0, 0, 0, 0x0c}) {
		t.Errorf("a user's START: %v", got)
	}
}

// failing fails every write after its first n bytes.
type failing struct{ n int }

func (f *failing) Write(p []byte) (int, error) {
	if f.n < len(p) {
		return 0, errors.New("full")
	}
	f.n -= len(p)
	return len(p), nil
}

// TestWriterErr: the first error is kept, and nothing written after it.
func TestWriterErr(t *testing.T) {
	f := &failing{n: 10}
	w := NewWriter(f, "3.14.2", "C", "", 1000, nil)
	if w.Err() == nil || w.Err().Error() != "full" {
		t.Errorf("err %v", w.Err())
	}
	w.Request(nil, "r", 1001, 1002, true, "")
	if f.n != 10-1-4 { // the header and the version's length; its 6 bytes failed
		t.Errorf("%d bytes left, want 5: a write after the error", f.n)
	}
}

// TestWriterCoder: ÿ (U+00FF), the last Latin-1 char, is one byte, coder
// 0; Ā (U+0100), the first past it, is UTF-16, coder 1.
func TestWriterCoder(t *testing.T) {
	for _, c := range []struct {
		s    string
		want []byte
	}{
		{"ÿ", []byte{0, 0, 0, 1, 0xff, 0}},
		{"Ā", []byte{0, 0, 0, 2, 0x00, 0x01, 1}},
	} {
		var b bytes.Buffer
		w := &Writer{w: &b}
		w.string(c.s)
		if !bytes.Equal(b.Bytes(), c.want) {
			t.Errorf("%q: %v, want %v", c.s, b.Bytes(), c.want)
		}
	}
}
