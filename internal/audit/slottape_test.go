package audit

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"coordinated-omission/internal/testenv"
)

// TestSlotsOnFileAgree audits every per-request fixture, and a JMeter
// log of 200 closed threads held by pauses, with the thread plan's slots
// held in memory and with them on a file from the first slot, and with
// the re-timings worked out side by side and in turn: the printed
// account, the raw file and the picture are the same, byte for byte, and
// the temporary folder is left as it was (the file is unlinked as it is
// made). Under -short, one audit has its slots on file and its
// re-timings in turn.
func TestSlotsOnFileAgree(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	paths, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "audit", "*"))
	inputs := map[string][]byte{}
	for _, p := range paths {
		if filepath.Ext(p) != ".origin" {
			inputs[filepath.Base(p)], _ = os.ReadFile(p)
		}
	}
	jtl, err := io.ReadAll(testenv.NewJTL(4_000))
	if err != nil {
		t.Fatal(err)
	}
	inputs["generated.jtl"] = jtl
	run := func(name string, input []byte, tapeBytes, parallel int) (string, error) {
		defer func(tape, par int) { slotTapeBytes, parallelSlots = tape, par }(slotTapeBytes, parallelSlots)
		slotTapeBytes, parallelSlots = tapeBytes, parallel
		out, err := Run(bytes.NewReader(input), name, Flags{}, Given{})
		if err != nil {
			return "", err
		}
		var b bytes.Buffer
		out.Print(&b)
		return b.String() + string(out.Raw) + string(out.Picture), nil
	}
	threads := 0
	for name, input := range inputs {
		mem, merr := run(name, input, 1<<30, 1<<30)
		var file, turn string
		var ferr, terr error
		if testing.Short() {
			// under QEMU (CI's arm64 step): one audit on file with its
			// re-timings in turn, beside the one in memory side by side
			file, ferr = run(name, input, 0, -1)
			turn, terr = file, ferr
		} else {
			file, ferr = run(name, input, 0, 1<<30)
			turn, terr = run(name, input, 1<<30, -1)
		}
		if (merr == nil) != (ferr == nil) || merr != nil && merr.Error() != ferr.Error() {
			t.Errorf("%s: %v in memory, %v on file", name, merr, ferr)
			continue
		}
		if (merr == nil) != (terr == nil) || merr != nil && merr.Error() != terr.Error() {
			t.Errorf("%s: %v side by side, %v in turn", name, merr, terr)
			continue
		}
		if mem != file {
			t.Errorf("%s: the audit with its slots on file differs from the one in memory", name)
		}
		if mem != turn {
			t.Errorf("%s: the audit with its re-timings in turn differs from the one side by side", name)
		}
		if bytes.Contains([]byte(mem), []byte("threads")) {
			threads++
		}
	}
	if threads < 20 {
		t.Errorf("only %d audits of threads compared", threads)
	}
	if es, _ := os.ReadDir(tmp); len(es) != 0 {
		t.Errorf("the temporary folder holds %d entries after the audits, want none", len(es))
	}
}

// TestPlanOnFile: a thread plan past slotTapeBytes goes to a file, and
// gives back the slots it holds in memory.
func TestPlanOnFile(t *testing.T) {
	reqs, s, floors := planCase(true)
	mem, err := planThreads(reqs, s, floors, &ThreadPlan{Workers: 1})
	if err != nil || mem.tape.OnFile() {
		t.Fatalf("in memory: on file %v (%v)", mem.tape.OnFile(), err)
	}
	defer func(was int) { slotTapeBytes = was }(slotTapeBytes)
	slotTapeBytes = 0
	file, err := planThreads(reqs, s, floors, &ThreadPlan{Workers: 1})
	if err != nil || !file.tape.OnFile() {
		t.Fatalf("past slotTapeBytes: on file %v (%v)", file.tape.OnFile(), err)
	}
	if a, b := slotsOf(t, mem), slotsOf(t, file); !slices.Equal(a, b) || len(a) != 16 {
		t.Errorf("on file %v, in memory %v", b, a)
	}
	file.close()
	mem.close()
}

// TestWalkBlocks: a walk gives the slots in blocks of walkBlock, the last
// the rest, none empty, each from where the one before ended.
func TestWalkBlocks(t *testing.T) {
	for _, n := range []int{0, 1, walkBlock, 2 * walkBlock, 2*walkBlock + 452} {
		var slots []planSlot
		for i := range n {
			slots = append(slots, planSlot{slot: slot{atNs: int64(i), of: int32(i)}, serviceNs: 1, ownNs: 1})
		}
		run := runOf(slots, nil, nil, 0)
		var sizes []int
		next := 0
		err := run.walk(func(from int, block []planSlot) {
			if from != next || len(block) == 0 || block[0].of != int32(from) {
				t.Fatalf("%d slots: a block of %d from %d after %d", n, len(block), from, next)
			}
			sizes = append(sizes, len(block))
			next += len(block)
		})
		want := slices.Repeat([]int{walkBlock}, n/walkBlock)
		if n%walkBlock > 0 {
			want = append(want, n%walkBlock)
		}
		if err != nil || next != n || !slices.Equal(sizes, want) {
			t.Errorf("%d slots: blocks %v (%v), want %v", n, sizes, err, want)
		}
		run.close()
	}
}
