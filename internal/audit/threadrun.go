package audit

import "coordinated-omission/internal/tape"

// threadRun is what the thread plan re-times: its slots in time order,
// written to a tape as the plan lays them out (in memory up to
// slotTapeBytes, past that in a temporary file), each with what the
// re-timings read of it, so that they are walked again and again
// without holding them, and without the requests. A slot's drift is how
// far it may lie from where the plan puts it: each request of its thread
// held by a pause before it has its unhindered service known only within
// its type's spread, and each Extra slot its think time and its service,
// taken at their medians; 0 for a slot whose thread nothing held before
// it. It is worked out again as the slots are walked (drifts) rather
// than kept.
type threadRun struct {
	tape            *tape.Tape
	n               int   // the slots
	firstNs, lastNs int64 // when the first and the last fell due
	thinkSpreadNs   []int64
	spread          map[int32]int64 // each type's spread of unhindered services
	lastOf          int32           // the last slot's request, which the next's is written from
	// the unhindered services of the slots due at or after busyFromNs,
	// summed as they are laid out (busyPct)
	busyFromNs int64
	busyWorkNs float64
}

// A planSlot is one slot of a thread plan, as the re-timings read it:
// when it fell due, its type and its request (or −1 − its thread, for an
// Extra slot), its thread, its unhindered service (its request's less the
// pauses it met, at least its type's least; an Extra slot's its type's
// median of those) and its request's own service, as inferred (an Extra
// slot's its unhindered one).
type planSlot struct {
	slot
	thread           int32
	serviceNs, ownNs int64
}

// slotTapeBytes is the most bytes of a thread plan's slots held in
// memory; past it they go to a temporary file. A variable, so that tests
// can send every plan to a file.
var slotTapeBytes = 4 << 20

// slotFields are a planSlot's fields on the tape: its time (the tape
// keeps the difference from the slot before), its type, its request (as
// the difference from the slot before's, most often small), its thread,
// its unhindered service, and its own less that (most often 0).
const slotFields = 6

func newThreadRun(thinkSpreadNs []int64, spread map[int32]int64, busyFromNs int64) threadRun {
	return threadRun{tape: tape.New(slotFields, "", slotTapeBytes), thinkSpreadNs: thinkSpreadNs, spread: spread, busyFromNs: busyFromNs}
}

// put lays out the next slot, due no sooner than the one before.
func (r *threadRun) put(s planSlot) {
	if r.n == 0 {
		r.firstNs = s.atNs
	}
	r.n++
	r.lastNs = s.atNs
	if s.atNs >= r.busyFromNs {
		r.busyWorkNs += float64(s.serviceNs)
	}
	rec := [slotFields]int64{s.atNs, int64(s.label), int64(s.of - r.lastOf), int64(s.thread), s.serviceNs, s.ownNs - s.serviceNs}
	r.lastOf = s.of
	r.tape.Put(rec[:])
}

// walkBlock is how many slots a walk reads at a time.
const walkBlock = 1024

// walk calls f with the slots in order, a block at a time, from the
// from-th. The tape is read on a goroutine of its own, a few blocks
// ahead of f: on another core, where there is one.
func (r threadRun) walk(f func(from int, block []planSlot)) error {
	rd, err := r.tape.Reader()
	if err != nil {
		return err
	}
	const ahead = 3
	full, free := make(chan []planSlot, ahead), make(chan []planSlot, ahead)
	for range ahead {
		free <- make([]planSlot, 0, walkBlock)
	}
	go func() {
		defer close(full)
		var rec [slotFields]int64
		of := int32(0)
		block := <-free
		for rd.Next(rec[:]) {
			of += int32(rec[2])
			block = append(block, planSlot{slot: slot{atNs: rec[0], label: int32(rec[1]), of: of}, thread: int32(rec[3]), serviceNs: rec[4], ownNs: rec[4] + rec[5]})
			if len(block) == walkBlock {
				full <- block
				block = <-free
			}
		}
		if len(block) > 0 {
			full <- block
		}
	}()
	from := 0
	for block := range full {
		f(from, block)
		from += len(block)
		free <- block[:0]
	}
	return rd.Err() // full is closed: the reader is done with rd
}

// close lets go of the tape's file, if it went to one.
func (r threadRun) close() error { return r.tape.Close() }

// drifts is each slot's drift for the slots taken in their order from
// the first, each once: a thread drifts by its request's type's spread
// after each request held by a pause (its unhindered service not the one
// inferred), and by its think times' and its type's spread at each Extra
// slot, before it.
func (r threadRun) drifts() func(s *planSlot) int64 {
	threadNs := make([]int64, len(r.thinkSpreadNs))
	return func(s *planSlot) int64 {
		t := s.thread
		if s.of < 0 {
			threadNs[t] += r.thinkSpreadNs[t] + r.spread[s.label]
			return threadNs[t]
		}
		d := threadNs[t]
		if s.serviceNs != s.ownNs {
			threadNs[t] += r.spread[s.label]
		}
		return d
	}
}
