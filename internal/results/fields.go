package results

import (
	"strconv"
	"time"

	"coordinated-omission/internal/rawfile"
)

// A record's keys are spelled once, in one table that its writer and its
// reader both walk, as benchfmt's one Result type serves both: a field of
// the table names a figure (the part of its key that is the figure's) and
// says how it is written and read. TestKeysAreSpelledOnce holds it.

// A field is one RESULT figure of a record. key makes its whole key from
// its name; enc writes it and dec reads it back into the record.
type field struct {
	enc func(rl *resultList, key func(string) string)
	dec func(rd *reader, key func(string) string)
}

// encodeFields writes fields in order, their keys made by key.
func encodeFields(rl *resultList, key func(string) string, fields []field) {
	for _, f := range fields {
		f.enc(rl, key)
	}
}

// decodeFields reads fields in order, their keys made by key.
func decodeFields(rd *reader, key func(string) string, fields []field) {
	for _, f := range fields {
		f.dec(rd, key)
	}
}

// microsField is a latency in µs, held as exact nanoseconds.
func microsField(name string, ns *int64) field {
	return field{func(rl *resultList, key func(string) string) { rl.micros(key(name), *ns) },
		func(rd *reader, key func(string) string) { *ns = rd.micros(key(name)) }}
}

// optionalMicrosField is a time in µs that a file may leave out, and
// leaves out where it is 0; one it gives is above 0.
func optionalMicrosField(name string, ns *int64) field {
	return field{func(rl *resultList, key func(string) string) {
		if *ns != 0 {
			rl.micros(key(name), *ns)
		}
	}, func(rd *reader, key func(string) string) {
		if rd.has(key(name)) {
			if *ns = rd.micros(key(name)); *ns <= 0 {
				rd.failf("%s: %d ns, not above 0", key(name), *ns)
			}
		}
	}}
}

// countField is a whole number of unit.
func countField(name, unit string, n *int64) field {
	return field{func(rl *resultList, key func(string) string) { rl.count(key(name), *n, unit) },
		func(rd *reader, key func(string) string) { *n = rd.count(key(name), unit) }}
}

// intField is a whole number of unit held as an int, read as at most 2^30.
func intField(name, unit string, n *int) field {
	return field{func(rl *resultList, key func(string) string) { rl.count(key(name), int64(*n), unit) },
		func(rd *reader, key func(string) string) { *n = int(min(rd.count(key(name), unit), 1<<30)) }}
}

// decimalField is a Decimal in unit.
func decimalField(name, unit string, d *Decimal) field {
	return field{func(rl *resultList, key func(string) string) { rl.add(key(name), string(*d), unit) },
		func(rd *reader, key func(string) string) { *d = rd.decimal(key(name), unit) }}
}

// optionalDecimalField is decimalField for a figure that older files do
// not have: written where known, read where present, "" otherwise.
func optionalDecimalField(name, unit string, d *Decimal) field {
	return field{func(rl *resultList, key func(string) string) {
		if *d != "" {
			rl.add(key(name), string(*d), unit)
		}
	}, func(rd *reader, key func(string) string) {
		if rd.has(key(name)) {
			*d = rd.decimal(key(name), unit)
		}
	}}
}

// A word is one configuration line of a record: its key, the text it
// writes, and how it reads that text back.
type word struct {
	key string
	enc func() string
	dec func(rd *reader, key string)
}

// encodeWords returns words as configuration lines, their keys made by key.
func encodeWords(key func(string) string, words []word) rawfile.Fields {
	out := make(rawfile.Fields, len(words))
	for i, w := range words {
		out[i] = rawfile.KV{Key: key(w.key), Value: w.enc()}
	}
	return out
}

// decodeWords reads words, their keys made by key.
func decodeWords(rd *reader, key func(string) string, words []word) {
	for _, w := range words {
		w.dec(rd, key(w.key))
	}
}

// quotedWord is free text, quoted Go's way.
func quotedWord(key string, s *string) word {
	return word{key, func() string { return strconv.Quote(*s) }, func(rd *reader, k string) { *s = rd.quoted(k) }}
}

// listWord is a fixed list that a file states and a reader checks: the
// names a file describes itself with.
func listWord(key string, want func() string) word {
	return word{key, want, func(rd *reader, k string) { rd.list(k, want()) }}
}

// durationWord is a Go duration.
func durationWord(key string, d *time.Duration) word {
	return word{key, func() string { return d.String() }, func(rd *reader, k string) { *d = rd.duration(k) }}
}

// identity is a key made of the name alone.
func identity(name string) string { return name }
