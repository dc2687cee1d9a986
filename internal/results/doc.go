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
// decoded from what it encodes is the record again, byte for byte. A live
// file's errors, bounds and verdicts follow from its figures, and Decode
// refuses one that does not with the key it spoils. A simulation file's
// shares and ratios are read as written: SetRatios and Share derive them
// for the writer, and -check shows a tampered one as the diff of what it
// renders.
package results
