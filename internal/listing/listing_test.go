package listing

import (
	"bytes"
	"coordinated-omission/internal/rawfile"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

// testAsm returns the disassembly kept in testdata/raw.txt, with edits
// (old, new pairs) applied.
func testAsm(t *testing.T, edits ...string) []string {
	t.Helper()
	text, err := os.ReadFile("../../testdata/raw.txt")
	if err != nil {
		t.Fatal(err)
	}
	f, err := rawfile.Parse("raw.txt", bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Asm) == 0 {
		t.Fatal("testdata/raw.txt has no asm lines")
	}
	return strings.Split(strings.NewReplacer(edits...).Replace(strings.Join(f.Asm, "\n")), "\n")
}

func TestCompareLoops(t *testing.T) {
	c := Compare(testAsm(t))
	if !c.Found || len(c.Closed) == 0 || len(c.Closed) != len(c.Open) {
		t.Fatalf("loops not found: %d and %d instructions", len(c.Closed), len(c.Open))
	}
	if len(c.Calls) != 0 {
		t.Errorf("calls in the loops: %v", c.Calls)
	}
	if !c.Renamed || !c.DiffersIsStore {
		t.Fatalf("Renamed %v, DiffersIsStore %v; want both", c.Renamed, c.DiffersIsStore)
	}
	if d := c.Closed[c.Differs].Text; !strings.HasPrefix(d, "SUBQ ") {
		t.Errorf("the differing Instruction is %q, want the SUBQ", d)
	}
	for _, loop := range [][]Instruction{c.Closed, c.Open} {
		if last, want := loop[len(loop)-1].Text, fmt.Sprintf(" %#x", loop[0].Addr); !strings.HasSuffix(last, want) {
			t.Errorf("loop ends with %q, not a jump back to its start%s", last, want)
		}
	}
}

// TestCompareLoopsNoticesChanges edits the open loop's code and checks that
// each change is reported rather than glossed over.
func TestCompareLoopsNoticesChanges(t *testing.T) {
	c := Compare(testAsm(t))
	t.Run("a second difference", func(t *testing.T) {
		// Swap the two register operands of the open loop's first compare:
		// no renaming explains that and the SUBQ together.
		for i, in := range c.Open {
			f := strings.Fields(strings.ReplaceAll(in.Text, ",", ""))
			if i == c.Differs || len(f) != 3 || f[0] != "CMPQ" || !register.MatchString(f[1]) || !register.MatchString(f[2]) {
				continue
			}
			swapped := fmt.Sprintf("%s %s, %s", f[0], f[2], f[1])
			line := fmt.Sprintf("%#x", in.Addr)
			var edited []string
			for _, l := range testAsm(t) {
				if strings.Contains(l, line) {
					l = strings.Replace(l, in.Text, swapped, 1)
				}
				edited = append(edited, l)
			}
			if got := Compare(edited); got.Renamed {
				t.Errorf("%q → %q: still reported as the same loop but one Instruction", in.Text, swapped)
			}
			return
		}
		t.Fatal("the open loop has no CMPQ of two registers to edit")
	})
	t.Run("a call in the loop", func(t *testing.T) {
		if c := Compare(testAsm(t, c.Open[c.Differs].Text, "CALL runtime.panicIndex(SB)")); len(c.Calls) == 0 {
			t.Error("a CALL in the loop was not reported")
		}
	})
	t.Run("no disassembly", func(t *testing.T) {
		if c := Compare(nil); c.Found || c.HaveAsm {
			t.Errorf("Compare(nil): Found %v, HaveAsm %v", c.Found, c.HaveAsm)
		}
		if !c.HaveAsm {
			t.Error("the test disassembly: HaveAsm false")
		}
	})
	t.Run("one loop only", func(t *testing.T) {
		for i, sym := range loopSymbols {
			other := loopSymbols[1-i]
			got := Compare(testAsm(t, "TEXT "+sym+"(SB)", "TEXT "+other+"2(SB)"))
			if got.Found || !got.HaveAsm {
				t.Errorf("without %s: Found %v, HaveAsm %v; want false, true", sym, got.Found, got.HaveAsm)
			}
		}
	})
	t.Run("a differing Instruction without registers", func(t *testing.T) {
		got := Compare(testAsm(t, c.Closed[c.Differs].Text, "NOP"))
		if !got.Renamed || got.Differs != c.Differs || got.DiffersIsStore {
			t.Errorf("closed %s → NOP: Renamed %v, Differs %d, DiffersIsStore %v; want true, %d, false", c.Closed[c.Differs].Text, got.Renamed, got.Differs, got.DiffersIsStore, c.Differs)
		}
	})
	t.Run("a second operand renamed inconsistently", func(t *testing.T) {
		// Give an Instruction of two registers its first register as its
		// second: only the second operand breaks the renaming.
		for i, in := range c.Open {
			f := strings.Fields(strings.ReplaceAll(in.Text, ",", ""))
			if i == c.Differs || len(f) != 3 || !register.MatchString(f[1]) || !register.MatchString(f[2]) || f[1] == f[2] {
				continue
			}
			edited := fmt.Sprintf("%s %s, %s", f[0], f[1], f[1])
			if got := Compare(testAsm(t, in.Text, edited)); got.Renamed {
				t.Errorf("%q → %q: still reported as the same loop but one Instruction", in.Text, edited)
			}
			return
		}
		t.Fatal("the open loop has no Instruction of two registers to edit")
	})
}

// TestRolesNeedTheWholeShape gives deriveRoles loops cut from the real
// one: an Instruction it looks behind or ahead of at either end, or a
// role missing, must give no roles rather than a panic or a partial set.
func TestRolesNeedTheWholeShape(t *testing.T) {
	c := Compare(testAsm(t))
	loop := c.Closed
	if deriveRoles(loop) == nil {
		t.Fatal("the real loop: no roles")
	}
	cmov, inc := -1, -1
	for k, in := range loop {
		switch {
		case strings.HasPrefix(in.Text, "CMOV"):
			cmov = k
		case strings.HasPrefix(in.Text, "INCQ"):
			inc = k
		}
	}
	if cmov < 0 || inc < 0 {
		t.Fatalf("the real loop has no CMOV or no INCQ: %+v", loop)
	}
	for name, cut := range map[string][]Instruction{
		"the CMOV first":     loop[cmov:],
		"the INCQ last":      loop[:inc+1],
		"no CMOV":            append(append([]Instruction{}, loop[:cmov]...), loop[cmov+1:]...),
		"only the first two": loop[:2],
	} {
		if r := deriveRoles(cut); r != nil {
			t.Errorf("%s: roles %v, want none", name, r)
		}
	}
}

var update = flag.Bool("update", false, "rewrite testdata/annotated.txt")

// TestAnnotatedGolden pins what the README quotes of the real loops: each
// line with its comment, the registers' roles, what each subtraction
// subtracts, and where the loops differ.
func TestAnnotatedGolden(t *testing.T) {
	c := Compare(testAsm(t))
	var b strings.Builder
	fmt.Fprintf(&b, "found %v, annotated %v, renamed %v, differs at %d, a store next %v, calls %q\n", c.Found, c.Annotated, c.Renamed, c.Differs, c.DiffersIsStore, c.Calls)
	fmt.Fprintf(&b, "roles: %s\nclosed subtracts %s; open subtracts %s\n", c.Roles(), c.ClosedMinus, c.OpenMinus)
	for _, l := range c.ClosedLines {
		fmt.Fprintln(&b, "closed", l)
	}
	for _, l := range c.OpenLines {
		fmt.Fprintln(&b, "open  ", l)
	}
	const path = "testdata/annotated.txt"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("the annotated loops differ from %s (go test -update to accept):\n%s", path, b.String())
	}
}
