package reqlog

// A labelSet numbers request types' names from 0 in the order they first
// appear, at most maxLabels of them: the rest share one.
type labelSet struct {
	index map[string]int32
	names []string
}

func newLabelSet() labelSet { return labelSet{index: map[string]int32{}} }

func (s *labelSet) of(name string) int32 {
	if id, ok := s.index[name]; ok {
		return id
	}
	if len(s.names) >= maxLabels {
		if len(s.names) == maxLabels {
			s.names = append(s.names, otherLabels)
			s.index[otherLabels] = maxLabels
		}
		return maxLabels
	}
	id := int32(len(s.names))
	s.index[name] = id
	s.names = append(s.names, name)
	return id
}

// liveTrack keeps the changes of a live thread count, at most maxLive.
type liveTrack struct{ counts []LiveCount }

func (t *liveTrack) add(atNs, threads int64) {
	if n := len(t.counts); n > 0 && t.counts[n-1].Threads == threads || len(t.counts) == maxLive {
		return
	}
	t.counts = append(t.counts, LiveCount{AtNs: atNs, Threads: threads})
}

// maxLabels bounds the request types a log names; a log that names more
// (a label per URL with an id in it) has the rest counted as one.
const maxLabels = 1000

// otherLabels names the type that holds a log's labels past maxLabels.
const otherLabels = "(the labels past the first 1000)"

// transactionPrefix starts the response message of a Transaction
// Controller's row (TransactionController.NUMBER_OF_SAMPLES_IN_TRANSACTION_PREFIX).
const transactionPrefix = "Number of samples in transaction : "
