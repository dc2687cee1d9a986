package reqlog

import (
	"cmp"
	"slices"
)

// denseConns bounds the names numbered through a slice rather than a
// map: a thread's or VU's number, which logs count from 0 or 1.
const denseConns = 1 << 20

// connNumbers numbers the connections a log names (sample.Conn), from 0
// in the order it first names them: a Request holds a number of 32 bits,
// where a log may name a connection in 64 (k6's vu<<32 | iteration).
type connNumbers struct {
	dense []int32 // a name below denseConns: its number plus one, 0 for none yet
	other map[int64]int32
	names []int64 // each number's name
}

// of is the number of the connection named id, NoConn for NoConn.
func (t *connNumbers) of(id int64) int32 {
	if id == NoConn {
		return NoConn
	}
	if id >= 0 && id < denseConns {
		if id >= int64(len(t.dense)) {
			t.dense = append(t.dense, make([]int32, int(id)+1-len(t.dense))...)
		}
		if k := t.dense[id]; k > 0 {
			return k - 1
		}
		t.dense[id] = int32(len(t.names)) + 1
	} else {
		if k, ok := t.other[id]; ok {
			return k
		}
		if t.other == nil {
			t.other = map[int64]int32{}
		}
		t.other[id] = int32(len(t.names))
	}
	t.names = append(t.names, id)
	return int32(len(t.names) - 1)
}

// inNameOrder renumbers reqs' connections in the order of their names,
// as t named them, and returns each new number's name: the connections
// then compare as their names do, however the log ordered its lines.
func (t *connNumbers) inNameOrder(reqs []Request) []int64 {
	names := t.names
	if slices.IsSorted(names) {
		return names
	}
	order := make([]int32, len(names)) // the old numbers, by name
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int { return cmp.Compare(names[a], names[b]) })
	renumbered := make([]int32, len(names))
	sorted := make([]int64, len(names))
	for k, old := range order {
		renumbered[old] = int32(k)
		sorted[k] = names[old]
	}
	for i := range reqs {
		if c := reqs[i].Conn; c != NoConn {
			reqs[i].Conn = renumbered[c]
		}
	}
	return sorted
}
