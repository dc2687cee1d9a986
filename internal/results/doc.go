// Package results is the schema of the raw files, results/raw.txt and
// results/live.txt: the typed records every figure has its one home in.
// The producers (measure and live) fill the records, Encode lays them out
// as rawfile lines, Decode reads them back, and the renderer reads only
// the records. This package is the only one that spells a RESULT key, a
// sweep line's field or a configuration key of the scenario; each is
// derived here from the record's field, in the style of benchfmt's one
// Result type for its reader and its writer.
//
// rawfile is the syntax (which lines a file may hold, in which order);
// results is the meaning (which figures those lines state). A record
// decoded from what it encodes is the record again, and every figure that
// another figure of the same file determines (a share, a ratio, a live
// error) is checked against it when decoding, so a tampered file is
// refused with the key it spoils.
package results
